package analysis

import "testing"

// A safe link two steps out, reached only through a goal liberty where
// the attacker can cut with a stone of three liberties (wayOpen).

// GNU Go regression auto_handtalk:10 (handtalk2 move 136, the whole
// board): the white dragon Q4-R5-S6-T6 is dead, GNU Go 3.8 answers
// owl_defend Q4 = 0 (after R4 it kills with R6). After R4 R6 T8 the
// white goal reaches T10, next to the safe white S10, only through T9,
// and black T9 (joining S9, three liberties) cuts it; the link was
// trusted at depth 3 without reading, so R4 "defended". The eye-less
// goal no longer trusts it and owl_defend answers 0.
const owlDefWayCut = `
. . . . . . . . . . . . . X O . . . .
. . . . . . X O O . . O O O O O O O X
. . . X . . X X . O . . X X . X O X .
. . . . . . . . X O . . X . X X X . X
. . X . . . . . . O . O O O . . X . .
. . . . . . . . . . . . . . . . O O .
. . . . . . X . X . . X . O X X . . .
. . . . . . O X X . X . O . . . O O .
. . . X . . X O O O O O . . O O . X .
. . . . . X X X X X . . . O X . O O .
. . . . X O O O O X . O . . . X . X .
. . . . . X . . O O O . . . O O X . .
. . . . . . . . X . . . . O . . X X .
. . . . . . X . X . X . X X O O . O O
. X X . . . . . . . . . . . X X O O X
. O . X X X O . O . . . . X . O . X .
. . O O O O . O . . O . . X O O O X .
. . . . . . . . O . O X . X X . X X .
. . . . . . . . . O X X . . . . . . .
`

func TestOwlDefWayCut(t *testing.T) {
	wantOwl(t, owlDefWayCut, false, "Q4", "0")
}

// GNU Go regression owl:196 (strategy33 move 119, the whole board): the
// white stone B11 lives with B10 (GNU Go 3.8: 1 B10). After B10 C9 A10
// the goal reaches A8, next to the safe white B8, only through A9, where
// black can cut (A9 joins B9-C9-C10); but the goal has eye potential on
// the left edge, so the link is still trusted (cutLink): without that
// exception the line is read on and misread, owl_defend answered 0.
const owlDefWayCutEyes = `
. . X O . . . . . . . . . X . X . . .
. O X O X . O X X O O . X O . . . . .
. O X O . X O . X . . X . O . O O . .
. X X O O O . . . . X . . . O X X O .
. X . O X . . X . . . X . O . O . . .
. O X . . . . X . . . . . O X X O . .
. . X . . . X . . . X X . X X O . . .
. . . . . . . O . . O . . X . O . . .
. O . . . X . O . . . . . . O . . . .
. . X . X . O . . . . . . O . X X . .
. X . . . X . . . . . . . O X . . . .
. O O . . . . O . . . O . O . . . . .
. . . . X . . X . . . . O . O X . . .
. . O O X . . X . X . O . O X X . . .
. O X O . . . . . . X . O X . . . . .
. . . . X X . . O X . . O X . X . . .
. O . O O O O . . O O . . O O X . . .
. . . . . . . . . . . . . . X . . . .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlDefWayCutEyes(t *testing.T) {
	wantOwl(t, owlDefWayCutEyes, false, "B11", "1 B10")
}
