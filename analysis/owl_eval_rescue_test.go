package analysis

import (
	"context"
	"testing"
)

// The white group in the lower right (S5-R4-S4-S3-T2 with P3-Q3-Q2) holds
// the black string R3-R2-S2-S1 inside it, two liberties (R1, T1), each of
// them a self-atari for white to fill at once. Black O3 leaves the goal no
// second eye by the static count and no way out, and the tactical read of
// the black string at the search's budget finds no capture: hopeless, a
// kill in one node. Read with owlRescueNodes, rescueCapture finds that
// white captures the string after all, so O3 is no static kill and the
// group lives. GNU Go 3.8 on this diagram: owl_attack P3 = 0,
// owl_does_attack O3 P3 = 0.
const owlRescueRace = `
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
. . . . . . . . . . . . . . . . X X .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X X O .
. . . . . . . . . . . . . . X X O O .
. . . . . . . . . . . . . . O O X O .
. . . . . . . . . . . . . . . O X X O
. . . . . . . . . . . . . . . . . X .`

func TestOwlRescueCapture(t *testing.T) {
	a, pos := owlAnalysis(t, owlRescueRace, DragonsWithoutOwl)
	n := pos.Size()
	o := a.NewOwlReader()
	_, got := owlAsk(t, o, true, "P3", n)
	if got != "0" {
		t.Errorf("owl_attack P3 = %s, want 0", got)
	}
	s, err := o.newSearch(context.Background(), mustVertex(t, "P3", n))
	if err != nil {
		t.Fatal(err)
	}
	o3 := mustVertex(t, "O3", n)
	if s.killsStatically(o3, 0) {
		t.Error("O3 counted as a static kill")
	}
	if !s.b.Trymove(o3, Black) {
		t.Fatal("O3 illegal")
	}
	ev := s.evaluate()
	if m := s.rescueCapture(ev); m == NoMove {
		t.Errorf("rescueCapture after O3 found no capture (%s)", owlEvalSig(ev, n))
	}
	if s.hopeless(ev) {
		t.Error("hopeless after O3")
	}
}
