package analysis

import (
	"context"
	"testing"
)

// The white group on the top edge (H12-J12-K12 with G11-H11 and K11)
// has its eye space around G12 and H13-J13. The lone white
// F12 is not part of the goal but touches G12; black G13 sits on the edge
// inside that eye space. White F13 joins F12 and takes a liberty from
// G13: GNU Go 3.8 on this board: owl_defend H12 = 1 F13. F13 touches no
// eye point and no goal liberty, so only friendJoinMoves names it;
// without it no defence is found (0).
const owlFriendJoin = `
. . . O X . X . . X . . .
. . X O . O . O O O X . .
. . X . O X O O X O X . .
. . . X X X X X X X X . .
. . . . . . . . . . . . .
. . X . . . . . . . X . .
. . . . . . . X . . . . .
. . X . . . . . . . X . .
. . . . . X . . . . . . .
. . . . . . . . . . . . .
X X X X X X X X X X X X X
O O O O O O O O . . . . .
. . . . . . . . . . . . .`

func TestOwlDefendJoinsFriendOutsideGoal(t *testing.T) {
	a, pos := owlAnalysis(t, owlFriendJoin, DragonsWithoutOwl)
	n := pos.Size()
	r, err := a.NewOwlReader().Defend(context.Background(), mustVertex(t, "H12", n))
	if err != nil {
		t.Fatal(err)
	}
	if got := owlGTPCode(r.Code, r.Move, n); got != "1 F13" {
		t.Errorf("owl_defend H12 = %s, want 1 F13", got)
	}
}
