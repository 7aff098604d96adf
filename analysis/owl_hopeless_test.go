package analysis

import (
	"context"
	"testing"
)

// Two one-eyed black groups share the liberty E3 inside a white wall: the
// left one (eye C3) has no second eye, no way out and nothing to capture,
// and its friend on the right (eye G3) is not safe on its own. Black E3
// joins them into one group with two eyes, so the left group is not
// hopeless: joinLives names E3 and the defender reads it first. Without
// the join rule hopeless ends every line there as a kill.
const owlJoinTwoOneEyed = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O O O O
O X X X O X X X O
O X . X . X . X O
O X X X O X X X O
O O O O O O O O O`

func TestOwlHopelessJoin(t *testing.T) {
	a, pos := owlAnalysis(t, owlJoinTwoOneEyed, DragonsWithoutOwl)
	n := pos.Size()
	s, err := a.NewOwlReader().newSearch(context.Background(), mustVertex(t, "C4", n))
	if err != nil {
		t.Fatal(err)
	}
	g4 := mustVertex(t, "G4", n)
	for _, g := range s.goalStones {
		if g == g4 {
			t.Fatalf("the right-hand group is part of the goal: %v", s.goalStones)
		}
	}
	if s.safe.Has(g4) {
		t.Fatal("the right-hand group counts as safe")
	}
	ev := s.evaluate()
	if ev.value.C >= 2 || ev.escape > 0 || ev.safeLink {
		t.Fatalf("goal not without eyes and way out: %s", owlEvalSig(ev, n))
	}
	if s.hopeless(ev) {
		t.Fatalf("hopeless, though E3 joins two eyes (%s)", owlEvalSig(ev, n))
	}
	if got := Vertex(s.joinLives(ev), n); got != "E3" {
		t.Errorf("joinLives %s, want E3", got)
	}
	if d := s.b.StackDepth(); d != 0 {
		t.Fatalf("left %d moves on the board", d)
	}
	if m := s.defendMoves(ev, 1); len(m) == 0 || Vertex(m[0], n) != "E3" {
		t.Errorf("first defence %v, want E3", m)
	}
}
