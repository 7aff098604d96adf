package analysis

import (
	"context"
	"testing"
)

// TestOwlSureEyesTrustedFromDepth2: the white corner group has two
// one-point eyes (A2, C2) that no attacker move can take, even two in a
// row (seed 003's eye value a is 1 for each). From owlSureTrustDepth
// moves into the search such a goal is clearly alive without reading
// (sureEyes, part of clearlyAlive); at the root it is still read, and an
// eye space with an enemy stone inside (D2 in the second board) counts
// for nothing sure.
func TestOwlSureEyesTrustedFromDepth2(t *testing.T) {
	const twoEyes = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X . . .
O O O O O X . . .
. O . O O X . . .
O O O O O X . . .`
	const invaded = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . X . .
X X X X X X X . .
O O O O O O X . .
. O . X . O X . .
O O O O O O X . .`
	for _, tc := range []struct {
		name, board string
		sure        int
		trusted     bool
	}{
		{"two eyes", twoEyes, 2, true},
		{"stone inside", invaded, 1, false},
	} {
		a, pos := owlAnalysis(t, tc.board, DragonsWithoutOwl)
		n := pos.Size()
		s, err := a.NewOwlReader().newSearch(context.Background(), mustVertex(t, "A1", n))
		if err != nil {
			t.Fatal(err)
		}
		ev := s.evaluate()
		if got := s.sureEyes(ev); got != tc.sure {
			t.Errorf("%s: sureEyes %d, want %d (%s)", tc.name, got, tc.sure, owlEvalSig(ev, n))
		}
		if ev.clearlyAlive() {
			t.Errorf("%s: clearly alive at the root", tc.name)
		}
		// Two moves far away: the board is owlSureTrustDepth moves
		// into the search.
		for _, m := range []struct {
			v string
			c Color
		}{{"J9", Black}, {"H9", White}} {
			if !s.b.Trymove(mustVertex(t, m.v, n), m.c) {
				t.Fatalf("%s illegal", m.v)
			}
		}
		ev = s.evaluate()
		if got := ev.clearlyAlive(); got != tc.trusted {
			t.Errorf("%s: clearly alive two moves deep = %v, want %v (%s)", tc.name, got, tc.trusted, owlEvalSig(ev, n))
		}
	}
}
