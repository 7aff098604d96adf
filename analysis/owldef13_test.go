package analysis

import "testing"

// The defender's block under an attacker's stone pushed into the edge of
// the eye space (contactBlocks), read in direct defence questions.

// The white corner string C4-C3 (the bottom left of GNU Go regression
// owl:66, incident258 move 147, alone on the board): white B5 defends.
// Black's answer C2 is a second-line stone pushed into the corner eye
// space; white's hane under it at B2 (a liberty of C2 outside the eye
// space, next to the eye point B3) keeps the corner: GNU Go 3.8 answers
// owl_defend C4 = 1 B5 here and, after B5 C2, owl_defend C4 = 1 B2.
// B2 scores below the width of five at that depth, so without
// contactBlocks B5 failed to C2 and owl_defend answered 0.
const owlDefEdgeBlockCorner = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. X O O . O . . . . . . . . . . . . .
. . X O X . . O O . . . . . . . . . .
. X . X X . X . . . . . . . . . . . .
. . . X O X . X . . . . . . . . . . .
. . . X O O X X . . . . . . . . . . .
. . X O O O X O O . . . . . . . . . .
. . O X O O O X . . . . . . . . . . .
. . O X X X . X X . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlDefEdgeBlockCorner(t *testing.T) {
	a, pos := owlAnalysis(t, owlDefEdgeBlockCorner, Worms)
	if _, got := owlReadGTP(t, a, false, "C4", pos.Size()); got != "1 B5" {
		t.Errorf("owl_defend C4 = %s, want 1 B5 (GNU Go 3.8)", got)
	}
}

// GNU Go regression owl:73 (the whole board): the black edge dragon
// S16-T15-S14..S10-T10 lives with S18 (GNU Go 3.8: 1 S18; the test
// accepts R17, S18 or T14). White's answer R18 is a second-line stone
// pushed into the top right eye space; black's block R17 (a liberty of
// R18 outside the eye space, next to the eye point S17) lives. R17 was
// past the width of five at that depth, so without contactBlocks S18
// failed to R18 and owl_defend S14 answered 0.
const owlDefEdgeBlockSide = `
. . . X X . . . . X X O O X . . . . .
. O O O O X X X X X . X O X . . . . .
O . . . . O X O O X X O O X X O . . .
O O . + O O O O X O X O X X O O . X .
O O O O O . . . . O X O O O . . O O X
O X X X X O . . O . O O . O . O O X .
X . X . X O . . . O O . O O . . O X .
. X . X X X O . O X O O X O O . O X .
. . X O O O O . . X X X X X O . O X .
. . X X X X O . . + . X O O . + O X X
. . . X X O . O O . O X X O O . O O O
. . . X O O O . . O O O O O O . . O X
. X X X X O O O O O O X O O . . O X X
X . . X X X O X X O O X X X O O O O X
X . X . X O O X . X X X . X . O X O X
O X X X X X O X . X X . X X X X X X X
O O O O O O O X X . . . . X . X O O X
. . . . . . . O O X X X X . X O . O O
. . . . . . O . O X . . . X O O O . .
`

func TestOwlDefEdgeBlockSide(t *testing.T) {
	a, pos := owlAnalysis(t, owlDefEdgeBlockSide, Worms)
	if _, got := owlReadGTP(t, a, false, "S14", pos.Size()); got != "1 S18" {
		t.Errorf("owl_defend S14 = %s, want 1 S18 (GNU Go 3.8)", got)
	}
}
