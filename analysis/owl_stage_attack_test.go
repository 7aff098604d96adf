package analysis

import "testing"

// TestOwlStageRetriesAttack: a cut-off attack read is read again for a
// dragon critical before owl, and for one not dead before owl whose read
// found a ko (also when the answer counts that ko as a kill, cutKo);
// never for a read that finished or a dragon that looked dead.
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
		{"alive, ko answered as a kill", OwlResult{Code: Win, Move: POS(2, 2), cutKo: true}, Alive, true},
		{"dead, ko answered as a kill", OwlResult{Code: Win, Move: POS(2, 2), cutKo: true}, Dead, false},
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

// owlStageCutKoBoard is the perf-corpus position olympiad2003
// golois_vs_gnugo move 120: the black dragon O16-N15-P15-O14 (crude
// status unknown). The owl stage's first attack read of it runs out of nodes
// after finding only a ko, which the answer counts as a kill (cutOffKo,
// cutKo); the second, longer read (owlStageRetriesAttack) finds no kill
// and finishes. GNU Go 3.8: alive, owl_attack_certain YES,
// owl_defense_code 0.
const owlStageCutKoBoard = `
. . . . . . . . . . O . . . . . . . .
. . O . O X X . . . . . . O X O . . .
. X X . . O X . X X X . X O . O O . .
. . O O . O . . . + . O . X O + O . .
. . . . . . O . . . . . X . X O . X .
. O . . . . . . . . . . . X . O X . .
. . . . . O X X . . . . . . . O X . .
. . O O O . O X . . . . . O . O O X .
. X . X X . . X . . . . O X X O X . .
. . X + . . . . . + . . . X O X . . .
. . . . . . . X X . O . . . O X X . .
. . X . . . . X O O . . . . . . . . .
. . X . X X X O X X O . . . O . O . .
. . . . . O O O . X O . . . . . X O .
. . O O . O X . . X . . . . . . . O .
. O X + . X . . . + . . . O . O . . .
. O X . O . X . X X . O X O . . . . .
. . . O . X . . . . X X X O . . . . .
. . . . . . . . . . . . X O . . . . .
`

// TestOwlStageRetriesCutOffKo: the dragon of owlStageCutKoBoard is alive
// with a finished attack read and no defence read. Without the retry on
// cutKo the uncertain kill stood, a defence was read, and the dragon came
// out alive with an uncertain attack read and owl_defense_code 5.
func TestOwlStageRetriesCutOffKo(t *testing.T) {
	_, ds := fullDragons(t, owlStageCutKoBoard)
	p, _ := ParseVertex("O16", 19)
	d2 := ds.dragon2[ds.ID(p)]
	if d2.OwlStatus != Alive || !d2.OwlAttackCertain || d2.OwlAttackCode != Lose || d2.OwlDefenseCode != Lose {
		t.Errorf("O16: owl status %v, attack %v (certain %v), defence code %v; want alive, 0 certain, 0",
			d2.OwlStatus, d2.OwlAttackCode, d2.OwlAttackCertain, d2.OwlDefenseCode)
	}
}
