package analysis

import "testing"

// TestThreeLibLastApproachEdge: against a three-liberty string at the
// last depth where approach moves are tried (threeLibBranchDepth), a
// question asked on the position itself tries only those on the first
// line. nngs joshj-gnugo 2003 move 30, upper right: white S16 cannot be
// taken (GNU Go 3.8: attack S16 = 0 in 40 nodes). After black S15 and
// white S17 (three liberties R17, T16, T17) the attacker's approaches
// Q17 and R18 were each refuted by white's atari S14 after 27 nodes;
// without them the read takes 88 nodes on this corner instead of 144.
func TestThreeLibLastApproachEdge(t *testing.T) {
	pos := mustDiagram(t, `
--------------------+
. . . . . . . . . . |
. . . . . . O . X . |
X . X . O . . . . . |
. X O O . X X X O . |
. X . . O . O O . . |
. . . X . O . . . . |
. . . . . . . . . . |
. . . . . . . X . . |
. . . . . . . . . . |
. . . . . . O . X . |
. . . . . . . . . . |`)
	wantRead(t, pos, "S16", true, "0", 110)
}
