package analysis

import "testing"

// The black string A3-A2-B2-C2-C3 in the lower left corner (9x9, from
// incident239) has three liberties, A4, A1 and B1, and the white stone
// A6 above it two, A7 and A5. The tactical reader defends the black
// string with A5: a self-atari that puts A6 in atari. GNU Go 3.8:
// owl_defend A3 = 1 A5. pickMoves dropped the self-atari (it is no ko
// atari), and the best defence left was the ko at B1 (2 B1); it now
// keeps, at the root, a self-atari that is the reader's defence of a
// goal string.
const owlSacrificeDefence = `
. . . . . . X . .
. O O O X X X X .
. O X O X . X O .
O X X X . X O . O
. O . . X O O . .
. O O X X X O O .
X O X O X X X X X
X X X O O X O O .
. . O . O O . O .`

func TestOwlDefendReaderSacrifice(t *testing.T) {
	a, pos := owlAnalysis(t, owlSacrificeDefence, DragonsWithoutOwl)
	if _, got := owlReadGTP(t, a, false, "A3", pos.Size()); got != "1 A5" {
		t.Errorf("owl_defend A3 = %s, want 1 A5 (GNU Go 3.8)", got)
	}
}
