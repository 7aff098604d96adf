package analysis

import "testing"

// owlDefenderPassCorner is a 19x19 game position (regression owl:182):
// the black dragon at C18 in the top left corner. After white A17 every
// black reply fails, but black passing there leaves white only a ko to
// kill (the defender's pass, owlDefenderPassDepth). GNU Go 3.8 answers
// owl_attack C18 with 2 A15 (KO_A) on this diagram.
const owlDefenderPassCorner = `
. X . X . O X . X . X X X X X . X . .
O . X O O O X . X . . . . X . X . . .
. X X X O O O X X . X X . . . X . . .
X . X O O . X . X X X X . . X . X . X
. X O . O O O X X . X X X X . . . X .
X O . O . . O X . X . X . X X X X O X
O . . O O O O O X X X O O O X O X O X
O O O X X . . . O X O O X X O O O O .
. . . O . . . O . O . O X . X X X O .
. . O . . O . . . . . O X . . X X O .
. . . . . . . . . . O X . . . . X O X
. . . O O O . . . . O . X . X X . X .
O O O X X X O O . . O O X X O X X X .
X X O X . . X . O X O X X O O O X O .
X . X X . X X . O O X . X O . . O O .
X X X X X O O O O X X X O O . O . . .
X X O O O . . . . O O X X O . . . . .
O O . . . . . . . . . O X X . . . . .
. . . . . . . . . . O . O . . . . . .`

// TestOwlDefenderPass checks the defender's pass near the root of an
// attack question: without it white A17 reads as an unconditional kill
// (1 A17); with it A17 leaves black a ko and the attack is a ko, 2 A15,
// a complete read within the GTP node limits.
func TestOwlDefenderPass(t *testing.T) {
	a, pos := owlAnalysis(t, owlDefenderPassCorner, Worms)
	n := pos.Size()
	r, got := owlReadGTP(t, a, true, "C18", n)
	if got != "2 A15" || !r.Certain {
		t.Errorf("owl_attack C18 = %s (certain %v, %d nodes), want 2 A15 certain", got, r.Certain, r.Nodes)
	}
}
