package analysis

import (
	"context"
	"testing"
)

// The white corner group C3-B2-C2-B1 has one eye space on the edge
// (A1-A3, B3, B4) and the open corner above it. Black C4 leaves it a
// single eye by the static count (hopeless as it stands), but white B4,
// outside the goal's eye spaces and liberties, closes A3-A5 off into a
// corner eye space worth two eyes, so C4 does not kill. GNU Go 3.8 agrees
// on this diagram: owl_does_attack C4 C3 answers 0, owl_attack C3
// answers 1 B4. Without eyeExtension C4 counts as a kill in one node and
// owl_attack answers 1 C4.
const owlCornerExtension = `
. . X . . X . . .
. X . . X . . . .
. . . X . X . . .
. . X . X . . . .
. . . X . . . . .
. . . X X X X X X
. . O . X . . . .
. O O X . X . . .
. O X X . . . . .`

func TestOwlEyeExtension(t *testing.T) {
	a, pos := owlAnalysis(t, owlCornerExtension, DragonsWithoutOwl)
	n := pos.Size()
	o := a.NewOwlReader()
	_, got := owlAsk(t, o, true, "C3", n)
	if got != "1 B4" {
		t.Errorf("owl_attack C3 = %s, want 1 B4", got)
	}
	s, err := o.newSearch(context.Background(), mustVertex(t, "C3", n))
	if err != nil {
		t.Fatal(err)
	}
	if !s.b.Trymove(mustVertex(t, "C4", n), Black) {
		t.Fatal("C4 illegal")
	}
	ev := s.evaluate()
	if got := Vertex(s.eyeExtension(ev), n); got != "B4" {
		t.Errorf("eyeExtension after C4 = %s, want B4 (%s)", got, owlEvalSig(ev, n))
	}
	s.b.Undo()
	if s.killsStatically(mustVertex(t, "C4", n), 0) {
		t.Error("C4 counted as a static kill")
	}
}
