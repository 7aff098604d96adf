package analysis

import (
	"context"
	"testing"
)

// owlStageIntruderCorner is the corner of GNU Go regression ld_owl:190
// (tripod7.sgf): the black C3-C2 has the corner's eye space, into which
// the white A3 intrudes. GNU Go 3.8: dragon_status C3 critical B3 A2
// (B3 joins the intruder and kills at once; A2 lives).
const owlStageIntruderCorner = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . . . .
. X O O . . . . . . . . . . . . . . .
O . X O O O O . . . . . . . . . . . .
. . X . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

// TestOwlStageIntruderCorner: the root attack reads B3 first (after it
// the goal is hopeless, and the eye extension A2, next to the grown
// intruder A3-B3, is refuted by a short read: extensionRefuted), the
// dragon that looked dead gets the longer defence read once its kill is
// such a static kill, and the vital-attack check keeps B3 (A2 kills
// statically too). Before: owl_attack C3 answered D2 after a long read,
// and dragon_status dead.
func TestOwlStageIntruderCorner(t *testing.T) {
	a, ds := fullDragons(t, owlStageIntruderCorner)
	checkOwlStage(t, ds, "C3", 19, Critical, "B3", "A2")
	p := mustVertex(t, "C3", 19)
	r, err := a.NewOwlReader().Attack(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != Win || Vertex(r.Move, 19) != "B3" || !r.Certain {
		t.Errorf("owl_attack C3: %v %v (certain %v); want 1 B3, certain", r.Code, Vertex(r.Move, 19), r.Certain)
	}
}

// owlStageKoRetryCorner is the corner of GNU Go regression ld_owl:161
// (tripod3.sgf): the black R17-R18 group, dead for GNU Go 3.8. After
// black S18, white's T15 against S16-T16 kills (lifelineBlocks); our
// longer defence read finds S18 "defending" by a ko, a tactical misread
// (session 14 notes).
const owlStageKoRetryCorner = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . O
. . . . . . . . . . . . O O O O X . .
. . . . . . . . . . . . . . . O O X X
. . . . . . . . . . . . . . . . O O .
. . . . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

// TestOwlStageKoRetryCorner: the owl stage's second defence read of a
// dragon that looked dead before owl (given after an intruder kill) takes
// only an outright defence; a ko it finds leaves the dragon dead. With any
// result taken, R17 was critical S18 S18.
func TestOwlStageKoRetryCorner(t *testing.T) {
	_, ds := fullDragons(t, owlStageKoRetryCorner)
	p := mustVertex(t, "R17", 19)
	d2 := ds.dragon2[ds.ID(p)]
	if d2.OwlStatus != Dead {
		t.Errorf("R17: owl status %v, attack %v, defence %v; want dead",
			d2.OwlStatus, Vertex(d2.OwlAttackPoint, 19), Vertex(d2.OwlDefensePoint, 19))
	}
}
