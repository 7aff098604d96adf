package analysis

import "testing"

// owlCutOffKoBoard is a 19x19 game position (regression owl:180): the
// white dragon at R19 (Q19-R19, P18-Q18-R18, R17 and the stones below
// it) lives in the upper right corner. Black T16 kills it; GNU Go 3.8
// answers owl_attack R19 with 1 T16 in a few dozen nodes. Our read of
// T16 runs into the 3000-node limit inside the defender's reply R16,
// whose lines had found only a ko when the limit stopped them.
const owlCutOffKoBoard = `
. O O X . . . . . . . . . . . X O . .
. X O X X . O . . . . . . . X O O . .
. X O O X X O X X . X X . X . X O . .
. X O O O O O O O . X O O X . X . O .
. X . X . X X . . O O O X X . X . X .
. . X . X . O X X X O O O O O O X . X
. . . . . . . . . O X X O . O . O X .
. . . . . . . . . O . . X O O O . O .
. . X . . . . X X X X . X X X O O O .
. . . . . . X O . O . X . O O X . X .
. X O X . X O O . O . . . O X X X X .
. X X O X . O . . O O O O . O X . . .
X X O O X O O . X O X O X O . O O . .
X O O O O X X X X O X X X X O . . . .
O . . X O O O X X X X . . X O . . . .
. O . X X X O O O O O X . X O . O . .
. O X . . X X O O X O X . . X O . . .
. X . O O O X O . X X . X . X O . . .
. . . . . . O . . . . . . X O O . . .`

// TestOwlCutOffKoCountsAsKill checks cutOffKo: an attack question whose
// read the node limit cut off answers a ko it found there as a kill (the
// read stays uncertain, and marked cutKo for the owl stage's second
// read, owlStageRetriesAttack). Without the rule the answer was 3 T16.
func TestOwlCutOffKoCountsAsKill(t *testing.T) {
	a, pos := owlAnalysis(t, owlCutOffKoBoard, Worms)
	n := pos.Size()
	r, got := owlReadGTP(t, a, true, "R19", n)
	if got != "1 T16" || r.Certain || !r.cutKo {
		t.Errorf("owl_attack R19 = %s (certain %v, cutKo %v, %d nodes), want 1 T16 uncertain, cutKo", got, r.Certain, r.cutKo, r.Nodes)
	}
}
