package analysis

import (
	"context"
	"testing"
)

// TestOwlDefendAttackCutOff: a dragon alive as it stands by the static
// count whose owl attack read is cut off by its node limit before it
// finds a kill has not been shown to need no move. owl_defend then reads
// the defender's moves (GNU Go's owl_defend answers the move it read)
// and answers the first that holds, certain when that read finished,
// instead of "1 PASS" from the unfinished attack. With a budget that
// lets the attack read finish, no move is needed (PASS, certain).
func TestOwlDefendAttackCutOff(t *testing.T) {
	a, pos := owlAnalysis(t, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O . . . .
X X X X O . . . .
. X . X O . . . .
. X . X O . . . .`, Worms)
	p := mustVertex(t, "B2", pos.Size())
	for _, tc := range []struct {
		attackLimit int
		wantMove    bool
	}{{1, true}, {3, true}, {3000, false}} {
		o := a.NewOwlReader()
		o.NodeLimit = tc.attackLimit
		o.DefendNodeLimit = 3000
		r, err := o.Defend(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if r.Code != Win || !r.Certain || (r.Move != NoMove) != tc.wantMove {
			t.Errorf("attack limit %d: owl_defend B2 = %v %s (certain %v), want 1 and a move: %v, certain",
				tc.attackLimit, r.Code, Vertex(r.Move, pos.Size()), r.Certain, tc.wantMove)
		}
	}
}
