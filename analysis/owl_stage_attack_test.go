package analysis

import "testing"

// TestOwlStageRetriesAttack: a cut-off attack read is read again for a
// dragon critical before owl, and for one not dead before owl whose read
// found a ko; never for a read that finished or a dragon that looked dead.
func TestOwlStageRetriesAttack(t *testing.T) {
	noKill := OwlResult{Code: Lose, Move: NoMove, Certain: false}
	ko := OwlResult{Code: KoA, Move: POS(2, 2), Certain: false}
	koB := OwlResult{Code: KoB, Move: POS(2, 2), Certain: false}
	kill := OwlResult{Code: Win, Move: POS(2, 2), Certain: false}
	for _, tc := range []struct {
		name  string
		att   OwlResult
		crude Status
		want  bool
	}{
		{"critical, no kill", noKill, Critical, true},
		{"critical, kill", kill, Critical, true},
		{"alive, ko", ko, Alive, true},
		{"unknown, ko B", koB, Unknown, true},
		{"dead, ko", ko, Dead, false},
		{"dead, no kill", noKill, Dead, false},
		{"unknown, no kill", noKill, Unknown, false},
		{"alive, kill", kill, Alive, false},
		{"read out", OwlResult{Code: KoA, Move: POS(2, 2), Certain: true}, Critical, false},
	} {
		if got := owlStageRetriesAttack(tc.att, tc.crude); got != tc.want {
			t.Errorf("%s: retry %v, want %v", tc.name, got, tc.want)
		}
	}
}

// owlStageKoCorner: the black corner group D19-D18-C17-B17 (alive before
// owl) dies to white B19 and lives with black B19. The stage's first attack read finds only a ko
// before its 1000 nodes run out, and the defence read finds B19, so the
// dragon was called alive (a kill not read out); the second attack read
// proves B19 a clean kill at about 1100 nodes. GNU Go 3.8: dragon_status
// C17 critical B19 B19.
const owlStageKoCorner = `
. . . X . . . . . . . . . . . . . . .
. . . X O . . . . . . . . . . . X . O
. X X O O O O . . . . . O O O O X . .
. . O O . . . . . . . . . . . O O X X
. . O . . . . . . . . . . . . . O O .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. O O . . . . . . . . . . . . . O . .
. X O O . . . . . . . . . . . O O . .
X . X O O O O . . . . . O O O O X X .
. . X X O . . . . . . . . . . O X . X
. . . . . . . . . . . . . . . X . O .
`

// TestOwlStageKoCornerRetry: the corner group of owlStageKoCorner is
// critical with B19 as its attack and defence point (alive without the
// second attack read).
func TestOwlStageKoCornerRetry(t *testing.T) {
	wantOwlStage(t, owlStageKoCorner, "C17", Critical, "B19", "B19")
}
