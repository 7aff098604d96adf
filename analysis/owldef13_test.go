package analysis

import (
	"context"
	"testing"
)

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
	wantOwl(t, owlDefEdgeBlockCorner, false, "C4", "1 B5")
}

// GNU Go regression owl:73 (the whole board): the black edge dragon
// S16-T15-S14..S10-T10 lives with S18 (GNU Go 3.8: 1 S18; the
// regression test accepts R17, S18 or T14). White's answer R18 is a second-line stone
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
	wantOwl(t, owlDefEdgeBlockSide, false, "S14", "1 S18")
}

// The white dragon P16..Q10 (the right side of GNU Go regression
// owl1:304, alone on the board) has no eyes; white Q9 extends it
// towards the open lower side, and that is all its escape: every open
// point and safe friend the escape measure counts is reached through
// the liberty Q8. Black Q8 blocks it (GNU Go 3.8: after Q9, owl_attack
// Q14 = 1 Q8) and the dragon dies, so owl_defend Q14 = 0. After Q9, Q8
// was the attacker's twelfth candidate (its priority tied with eight
// other liberties), past the width of eight, so without escapeGates the
// block went unread and Q9 "defended" (owl_defend Q14 = 1 Q9).
const owlDefEscapeGate = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . X . . . . . X X
. . . . . . . . . . . . . X X . X X O
. . . . . . . . . . . O . . O X . O O
. . . . . . . . . . O . X X O X . O .
. . . . . . . . . . . X . O . O O . .
. . . . . . . . . . . X . . O O O X .
. . . . . . . . . . . . . . . X O X X
. . . . . . . . . . O . . X X . O O X
. . . . . . . . . . . . . X O O . . .
. . . . . . . . . . . . . . . . . X .
. . . . . . . . . . . X X . X . X . .
. . . . . . . . . . . O . . . . . O .
. . . . . . . . . . . . O . O . O . .
. . . . . . . . . . . . . . . . O X .
. . . . . . . . . . . O . X . X X O .
. . . . . . . . . . . . . X . X O . O
. . . . . . . . . . . . O . . . . O .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlDefEscapeGate(t *testing.T) {
	wantOwl(t, owlDefEscapeGate, false, "Q14", "0")
}

// GNU Go regression owl1:322 (the whole board): the white dragon
// F3-G3-H3-D2-E2-F2-J2-J1 on the lower edge is dead (GNU Go 3.8:
// owl_defend F3 = 0). After white F1 and black D1 it crawls right along
// the first line with K1; black's block L2, one line up and one point
// ahead, kills (GNU Go 3.8: after F1 D1 K1, owl_attack F3 = 1 L2): the
// open space the goal could still reach (first-line points do not count
// for a goal on the edge) lies beyond L2, an escape-measure frontier
// point, not a liberty. Without escapeGates' frontier bonus L2 scored 15,
// past the attacker's width, and F1 read as a defence (1 F1).
const owlDefEscapeGateFrontier = `
. . . . . . . . . . . . . . . O . . .
. . O . . . O . . . . . . X O . X O .
. O . O . O . . . . . . . . X O O X .
. . O X X X . . . X . . . X . X O O .
. . O . . . . . . . . . . . . X X . .
. . . . . . . . . . . . . . . . . . .
. . . O . X . . . . . . X . . O . . .
. . . X X . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . + . X . X . X . . .
. . . . . . . . . . . . . . . . O . .
. . . X . . . . . . . . . . . O X . .
. . . . . O . X X . . O . O . . . . .
. . . X . . . X O X . . . . . O O . .
. . . . O O . X . . . . O . X X X O .
. . . X X X X . X + . . . O . X O . .
. . X . . O O O . X . . . . . X O . .
. . X O O O X . O X . . . . O X . . .
. . . . . . X . O . . . . . . . . . .
`

func TestOwlDefEscapeGateFrontier(t *testing.T) {
	wantOwl(t, owlDefEscapeGateFrontier, false, "F3", "0")
}

// GNU Go regression trevor:1060 (13x13, the whole board): white J4
// defends the white dragon E4-F4-D3-C2 (GNU Go 3.8: owl_does_defend J4
// E4 = 1). Black's answer F3 is a third-line stone pushed against the
// goal's eye space; white's hane under it at F2 (GNU Go 3.8: after J4
// F3, owl_defend E4 = 1 F2) is one of contactBlocks' moves once stones
// on the third line count; with the first and second lines only, F2 was
// past the width and J4 read as no defence (0).
const owlDefEdgeBlockThird = `
. . . . . . . . . . . . .
. . . . X . . . O . . . .
. . X X . X O O . X . . .
. . . X X O . . . . X . .
. . . O O . O . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . X . .
. . . X . X X X . . . X .
. . . . . X O O . . O O X
. . X . O O X . . O . . O
. X . O . . . X X O . . .
. . O . . . . X O O . . .
. . . . . . . . . . . . .
`

func TestOwlDefEdgeBlockThird(t *testing.T) {
	a, pos := owlAnalysis(t, owlDefEdgeBlockThird, Worms)
	o := a.NewOwlReader()
	o.NodeLimit, o.DefendNodeLimit = 3000, 8000
	r, err := o.DoesDefend(context.Background(), mustVertex(t, "J4", pos.Size()), mustVertex(t, "E4", pos.Size()))
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Code.GTP(); got != 1 {
		t.Errorf("owl_does_defend J4 E4 = %d, want 1 (GNU Go 3.8)", got)
	}
}
