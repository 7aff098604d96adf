package analysis

import "testing"

// owlStageTwoMoveCorner is GNU Go regression ld_owl:159 (tripod2.sgf):
// the black corner dragon B4-A3-C3-C2, with eye space A1-E2 under the
// white wall D3-G3. GNU Go 3.8: dragon_status C3 critical (D2|A4) B1.
const owlStageTwoMoveCorner = `
. . X . . . . . . . . . . . . . . O .
O . . X O . . . . . . . . . . . X X .
. X X O O O O . . . . . O O O O X . X
. . O O . . . . . . . . . . . O O X .
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
O O O . . . . . . . . . . . . . O . .
. X O O . . . . . . . . . . . O O . .
X . X O O O O . . . . . O O O O X X .
. . X . . . . . . . . . . . O X . X O
. . . . . . . . . . . . . . O . X . .
`

// TestOwlStageTwoMoveCorner: the owl stage's longer defence read (given
// after the intruder kill A4) finds B1. It needs the small goal read on
// at depth 2 of the defence question when it has two eyes if it moves
// twice (owlDefendTwoMoveDepth: after B1 and white's A2, 0112), and the
// goal strings' attack points read afresh in defence questions (the
// two-liberty B4's attack point was A4 or B3 by what the tactical reader
// had cached, which changed the defender's candidates in one move order
// and, through the owl cache, in its transpositions). Before: dead.
func TestOwlStageTwoMoveCorner(t *testing.T) {
	_, ds := fullDragons(t, owlStageTwoMoveCorner)
	p := mustVertex(t, "C3", 19)
	d2 := ds.dragon2[ds.ID(p)]
	if d2.OwlStatus != Critical || Vertex(d2.OwlAttackPoint, 19) != "A4" || Vertex(d2.OwlDefensePoint, 19) != "B1" {
		t.Errorf("C3: owl status %v, attack %v, defence %v; want critical, A4, B1",
			d2.OwlStatus, Vertex(d2.OwlAttackPoint, 19), Vertex(d2.OwlDefensePoint, 19))
	}
}
