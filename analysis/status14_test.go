package analysis

import (
	"context"
	"testing"
)

// owlStageCornerSacrifice is GNU Go regression ld_owl:67 (ld18.sgf) before
// black's last move: black B9 then captures the white stone on A9 (a
// ko). The white string C9-C8-B8-B7-B6-A6 has three liberties (D9, A7,
// A5) and no eye but the corner, where black holds A8 and B9. Black A9
// connects them into a three-stone sacrifice in atari: white captures it
// with A7 and black kills the bent three at A9. White A7 first saves the
// group. GNU Go 3.8: dragon_status critical A9 A7 (D9 is only a ko).
const owlStageCornerSacrifice = `
O . O . . . . . .
X O O X X . . . .
. O X X . . . . .
O O X . . . . . .
. X X . . . . . .
. X . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`

// TestOwlStageCornerSacrifice: the root attack reads the cavity
// sacrifice A9 first (owlCavityRootBonus); it used to read D9 first,
// which ran out of nodes as a ko, and the dragon was called alive.
func TestOwlStageCornerSacrifice(t *testing.T) {
	pos := mustDiagram(t, owlStageCornerSacrifice)
	pos, err := pos.PlayColor(Black, mustVertex(t, "B9", 9))
	if err != nil {
		t.Fatal(err)
	}
	a, ds := fullDragonsOf(t, pos)
	checkOwlStage(t, ds, "C9", 9, Critical, "A9", "A7")
	p := mustVertex(t, "C9", 9)
	r, err := a.NewOwlReader().Attack(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != Win || Vertex(r.Move, 9) != "A9" || !r.Certain {
		t.Errorf("owl_attack C9: %v %v (certain %v); want 1 A9, certain", r.Code, Vertex(r.Move, 9), r.Certain)
	}
}
