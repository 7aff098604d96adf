package analysis

import (
	"context"
	"testing"
)

// sharedHalfEyeCorner is a corner group (black C19 B18 C17 B16 B15 B14
// with A17) whose two eye spaces, A19-B19-A18 and A16-A15-A14, each
// hold a half eye (A18, A16) with the same empty diagonal B17: a black
// stone there makes both proper eyes at once, a white stone there would
// be suicide. White D17 has just cut the diagonal link C17-B18's other
// side.
const sharedHalfEyeCorner = `
. . X . . . . . . . . . . . . . . . .
. X O O O . . . . . . . . . . . . . .
X . X O O . . . . . . . . . . . . . .
. X O O O . . . . . . . . . . . . . .
. X . O . . . . . . . . . . . . . . .
. X . O . . . . . . . . . . . . . . .
. O O O . . . . . . . . . . . . . . .
. O . . . . . . . . . . . . . . . . .
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
. . . . . . . . . . . . . . . . . . .`

// TestOwlSharedHalfEyeDefence: each eye space alone is worth one eye
// only if black moves there first (0011), so their plain sum gives
// black one eye moving first (c = 1) and the goal would be hopeless;
// but black B17 settles both half eyes with one move, so the goal's c
// is 2 (sharedHalfEyes), and the owl defence finds the life.
func TestOwlSharedHalfEyeDefence(t *testing.T) {
	a, pos := owlAnalysis(t, sharedHalfEyeCorner, DragonsWithoutOwl)
	n := pos.Size()
	s, err := a.NewOwlReader().newSearch(context.Background(), mustVertex(t, "B18", n))
	if err != nil {
		t.Fatal(err)
	}
	ev := s.evaluate()
	if ev.value.C != 2 {
		t.Errorf("eye value %v, want c 2 (%s)", ev.value, owlEvalSig(ev, n))
	}
	if s.hopeless(ev) {
		t.Errorf("hopeless, want a goal that lives with B17 (%s)", owlEvalSig(ev, n))
	}
}

// TestOwlSharedHalfEyeCornerDefence: before A17 and D17 the corner
// group lives only if black moves first. The defence A17 answered by
// D17 leaves the board above, where only the shared half-eye point B17
// keeps the group alive; a search that counts the two spaces apart calls
// that board hopeless and finds no defence at all.
func TestOwlSharedHalfEyeCornerDefence(t *testing.T) {
	const before = `
. . X . . . . . . . . . . . . . . . .
. X O O O . . . . . . . . . . . . . .
. . X . O . . . . . . . . . . . . . .
. X O O O . . . . . . . . . . . . . .
. X . O . . . . . . . . . . . . . . .
. X . O . . . . . . . . . . . . . . .
. O O O . . . . . . . . . . . . . . .
. O . . . . . . . . . . . . . . . . .
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
. . . . . . . . . . . . . . . . . . .`
	a, pos := owlAnalysis(t, before, DragonsWithoutOwl)
	n := pos.Size()
	o := a.NewOwlReader()
	r, err := o.Defend(context.Background(), mustVertex(t, "B18", n))
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != Win || r.Move == NoMove {
		t.Errorf("owl defend B18 = %v %s, want a defence", r.Code, Vertex(r.Move, n))
	}
}
