package analysis

import "testing"

// owlCutOffKoBoard is a 19x19 game position (regression owl:248,
// marginal_ko.sgf): the white dragon at A6 runs along the left and bottom
// edges. Black J1 kills it (GNU Go 3.8: 1 J1, or 1 L2). Our read of J1
// runs into the 3000-node limit inside the defender's replies, whose
// lines had found only a ko when the limit stopped them. (The first board
// of this test, owl:180, no longer reaches the rule: since the
// three-liberty hopeless rule, owlSlowLunchDepth, its read finds the kill
// T16 itself.)
const owlCutOffKoBoard = `
. X X . X . O . X X X O O . O . X . .
X O X X X . O X . X O . O O O . X . .
O . O . . O O X X X X O . O X X X . .
O O O O O O X X . . X O O . O X . . .
. O . X X X X . O O . X O O X X . . .
O O . X . X X O O . O X . O . X . . .
. O O X . X O . O O O X X O . X . . .
O . O X X X X O . O X X . X X X X . .
X O X O O . X O O X . X X . X . X X .
X X X O O . O X O O X X O X O O . X .
. X . X O . O X X . X . O O O X X . .
. X X X O . O . X X X . O O X . X . .
X . X O O . . O O . X X O . O X X . .
O X O X O O O X O X X . X O O O X X X
O O O X X X X . X . X X O O . O . X .
O O O O O O X X X X X X . O O X X X O
O X O . . O O . . O O X X . X X O O .
X . X X X . O O O O . O X X X O . O .
. X X . X . O . . . O X X . X X O . O`

// TestOwlCutOffKoCountsAsKill checks cutOffKo: an attack question whose
// read the node limit cut off answers a ko it found there as a kill (the
// read stays uncertain, and marked cutKo for the owl stage's second
// read, owlStageRetriesAttack). Without the rule the answer is 3 J1.
func TestOwlCutOffKoCountsAsKill(t *testing.T) {
	a, pos := owlAnalysis(t, owlCutOffKoBoard, Worms)
	n := pos.Size()
	r, got := owlReadGTP(t, a, true, "A6", n)
	if got != "1 J1" || r.Certain || !r.cutKo {
		t.Errorf("owl_attack A6 = %s (certain %v, cutKo %v, %d nodes), want 1 J1 uncertain, cutKo", got, r.Certain, r.cutKo, r.Nodes)
	}
}
