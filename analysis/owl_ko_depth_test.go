package analysis

import "testing"

// owlDeepKoBoard is a 19x19 game position (regression owl:215): the black
// dragon at J15 (H15-J15 and the strings H17, J18) is killed by white H18.
// After H18 the defender's replies are refuted outright near the root; the
// ko captures it finds seven and more plies down are horizon kos that
// each cost hundreds of nodes to read out. GNU Go 3.8 answers owl_attack
// J15 with 1 H18, owl_does_attack H18 J15 with 1 and owl_defend J15 with
// 1 K19 on this diagram.
const owlDeepKoBoard = `
X . X X X X O . . . . . . . O X . . .
X X . X . X O . X . X X O . O X O O O
X O X X X O O X . X . O . X O X X X X
O O O X X O . O X . O . . O . O O O .
O X O O O O O X X . . . . . . . . . .
O X X X X O O O O O . . . . O . X O .
X . X O O O O . . O X O . O . . O O .
. X X X O X X O O X . . . O X . O X .
O O X O O X O O X X O O . O X O O X .
X X O O O X O O O O O . O O O X X X .
. X X X O X O O O O O . . O . O O X .
. X . . X X X X O X X O . O O X O O X
. O X X X X X O O X O O O O O X X O .
. O X O X . . X X X X O X X X X X O O
. O O O X . . . . . X O O O X . X O X
O X X X X . . . X X O O X O O X X X X
O X X . . . X . O X O O X X X . . . X
. O O O X . . . . X X O O O X X X X .
. X X X . . . . . . O . O O O X . . .`

// TestOwlDefenderKoDepth checks owlDefenderKoDepth: the defender's ko
// captures that need a threat are read only near the root, so the kill
// H18 is proven unconditional within the GTP node limits. Without the
// limit the read stops at 3000 nodes inside a deep ko line and answers
// H18 with a ko code, uncertain.
func TestOwlDefenderKoDepth(t *testing.T) {
	a, pos := owlAnalysis(t, owlDeepKoBoard, Worms)
	n := pos.Size()
	r, got := owlReadGTP(t, a, true, "J15", n)
	if got != "1 H18" || !r.Certain {
		t.Errorf("owl_attack J15 = %s (certain %v, %d nodes), want 1 H18 certain", got, r.Certain, r.Nodes)
	}
}

// owlTwoMoveLifeCorner is a 13x13 crop of a game corner (regression
// owl:208): after white A2 black's corner space A1-B1 gives one eye if
// black moves first and two if it moves twice (eye value 0112), and black
// lives if it wins a ko. GNU Go 3.8 answers owl_attack J2 with 3 A2 (KO_B)
// on this diagram.
const owlTwoMoveLifeCorner = `
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. O O O O O O O O O O O .
O X X O O X O O O O . . .
. X . X O X X X X . O . .
. . X . X . . . . O . . .`

// TestOwlHopelessTwoMoveLife checks that near the root of an attack
// question a defender's node whose eye value d is 2 is read instead of
// cut off as hopeless (owlDefenderKoDepth): the ko is found and the kill
// A2 needs a ko threat. Cutting the node after A2 gave 1 A2 in one node.
func TestOwlHopelessTwoMoveLife(t *testing.T) {
	a, pos := owlAnalysis(t, owlTwoMoveLifeCorner, Worms)
	n := pos.Size()
	r, got := owlReadGTP(t, a, true, "J2", n)
	if got != "3 A2" || !r.Certain {
		t.Errorf("owl_attack J2 = %s (certain %v, %d nodes), want 3 A2 certain", got, r.Certain, r.Nodes)
	}
}
