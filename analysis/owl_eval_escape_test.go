package analysis

import (
	"context"
	"testing"
)

// owlEscapeBoard is a 19x19 game position (kgs Erro-TheGNUGo, move 120):
// the black stones C11 and B10 on the left side have no eye space but
// open room towards the centre (escape about 20). White's approaches
// C10, C12, B11 each leave black running; GNU Go 3.8 answers owl_attack
// C11 with 0 after 11 owl nodes.
const owlEscapeBoard = erro120Board

// TestOwlEscapeTrustedFromDepth2: the escape is trusted without reading
// from owlEscapeTrustDepth = 2 moves into the search, not before.
func TestOwlEscapeTrustedFromDepth2(t *testing.T) {
	a, pos := owlAnalysis(t, owlEscapeBoard, DragonsWithoutOwl)
	n := pos.Size()
	s, err := a.NewOwlReader().newSearch(context.Background(), mustVertex(t, "C11", n))
	if err != nil {
		t.Fatal(err)
	}
	// Moves far from the goal: the goal's escape stays what it is; only
	// the depth of the board changes.
	far := []struct {
		v string
		c Color
	}{{"Q11", White}, {"S11", Black}, {"R9", White}}
	for k, m := range far {
		if !s.b.Trymove(mustVertex(t, m.v, n), m.c) {
			t.Fatalf("%s illegal", m.v)
		}
		ev := s.evaluate()
		if ev.escape < owlEscapeWin || ev.escape >= 2*owlEscapeWin {
			t.Fatalf("escape %d after %d moves, want in [%d, %d)", ev.escape, k+1, owlEscapeWin, 2*owlEscapeWin)
		}
		want := k+1 >= 2
		if got := ev.clearlyAlive(); got != want {
			t.Errorf("clearlyAlive after %d moves = %v, want %v (escape %d)", k+1, got, want, ev.escape)
		}
		if got := s.trustAlive(ev, k+1, false); got != want {
			t.Errorf("trustAlive at depth %d = %v, want %v", k+1, got, want)
		}
	}
}
