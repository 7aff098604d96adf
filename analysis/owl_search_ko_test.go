package analysis

import (
	"context"
	"testing"
)

// TestOwlKoMaster checks the ko master rule of the owl search: a ko
// capture that needs a threat makes its player the master of that ko,
// and the opponent may not take it back in the same line.
func TestOwlKoMaster(t *testing.T) {
	// Black's corner C3 has the eye B3 and the space A2-A1-B1-C1-D1.
	// White A2 is answered by black's capture at A1; white's retake at
	// A2 needs a threat (KO_B), and after it black may not recapture
	// at A1, so the corner dies unless black wins the ko: owl_attack is
	// 3 A2, as GNU Go 3.8 answers. Letting black retake once more gave
	// 0 (black always won the ko).
	const corner = `
. . . . . . . . .
. . . . . . . . .
. . O . . . . . .
. . O . . . . . .
O O O . . . . . .
X X O O . . . . .
X . X O O O O . .
. X X X O . . . .
. O . . . . . . .`
	a, pos := owlAnalysis(t, corner, Worms)
	n := pos.Size()
	r, err := a.NewOwlReader().Attack(context.Background(), mustVertex(t, "C3", n))
	if err != nil {
		t.Fatal(err)
	}
	if got := owlGTPCode(r.Code, r.Move, n); got != "3 A2" {
		t.Errorf("owl_attack C3 = %q, want \"3 A2\"", got)
	}
}

// TestOwlDefendAfterCutOffAttack checks that owl_defend on a dragon
// alive by the static count, whose owl attack question ran out of nodes
// without a kill, does not answer "no move needed" from that unfinished
// read: the attack is not read a second time at the root of the defence,
// the defender's moves are read instead and the first that holds is the
// answer (certain here: the defence read finishes within its budget).
func TestOwlDefendAfterCutOffAttack(t *testing.T) {
	const board = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. O O O O . . . .
O O X X O O . . .
X X . X X O . . .
. X X . X O . . .
. . X X X O . . .`
	a, pos := owlAnalysis(t, board, Worms)
	n := pos.Size()
	c3 := mustVertex(t, "B2", n)
	ctx := context.Background()
	o := a.NewOwlReader()
	o.NodeLimit = 3
	ar, err := o.Attack(ctx, c3)
	if err != nil {
		t.Fatal(err)
	}
	if ar.Code != Lose || ar.Certain {
		t.Fatalf("owl_attack B2 with 3 nodes = %v certain %v, want a cut-off read without a kill", ar.Code, ar.Certain)
	}
	o2 := a.NewOwlReader()
	o2.NodeLimit = 3
	r, err := o2.Defend(ctx, c3)
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != Win || r.Move == NoMove || !r.Certain {
		t.Errorf("owl_defend B2 = %q certain %v, want 1 and a defending move, certain", owlGTPCode(r.Code, r.Move, n), r.Certain)
	}
}
