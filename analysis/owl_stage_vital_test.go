package analysis

import "testing"

// TestOwlStageTriesVitalDefence: the kill point is checked as a defence
// only for a critical dragon whose defence read found another move.
func TestOwlStageTriesVitalDefence(t *testing.T) {
	kill := OwlResult{Code: Win, Move: POS(2, 2), Certain: true}
	other := OwlResult{Code: Win, Move: POS(3, 3), Certain: true}
	for _, tc := range []struct {
		name     string
		att, def OwlResult
		st       Status
		want     bool
	}{
		{"another defence", kill, other, Critical, true},
		{"same point", kill, OwlResult{Code: Win, Move: POS(2, 2), Certain: true}, Critical, false},
		{"no defence", kill, OwlResult{Code: Lose, Move: NoMove}, Critical, false},
		{"alive without a move", kill, OwlResult{Code: Win, Move: NoMove}, Critical, false},
		{"dead as it stands", OwlResult{Code: Win, Move: NoMove}, other, Critical, false},
		{"alive", kill, other, Alive, false},
	} {
		if got := owlStageTriesVitalDefence(tc.att, tc.def, tc.st); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// owlStageVitalPoint: the black string S5-S1 on the right edge holds
// the white stone T5; white S6 kills it and black S6 saves it, and so
// does black T4 (GNU Go 3.8: owl_does_defend 1 for both, dragon_status
// critical S6 S6). The stage's defence read finds T4 first.
const owlStageVitalPoint = `
. X . . . . . . . . . . . . . . . X .
O X O O . . . . . . . . . . . O O X O
. X O . . . . . . . . . . . . . O X X
. X O . . . . . . . . . . . . . O X .
. X O . . . . . . . . . . . . . O X .
. X O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. O O . . . . . . . . . . . . . O O .
. O . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . . . O O .
. . . . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . O . .
. . . O O O . . . . . . . . . . O X O
O O O O . O . . . . . . . . . . O X .
. . . O X O O . . . . . . . . . O X .
X X X X . X O O . . . . . . . O O X .
. . . . . . . . . . . . . . . . . X .
`

// TestOwlStageVitalDefence: the S5 dragon of owlStageVitalPoint is
// critical with S6 as both its attack and its defence point (T4 without
// the vital-point check).
func TestOwlStageVitalDefence(t *testing.T) {
	wantOwlStage(t, owlStageVitalPoint, "S5", Critical, "S6", "S6")
}
