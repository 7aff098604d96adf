package analysis

import "testing"

// TestRootAttackOrderDefenderLibs: against a three-liberty target asked on
// the position itself (onRoot) the attacker's first moves are ordered as
// inside the read: first the liberty where the defender's extension would
// gain most liberties. ManyFaces4-gnugo 2002 move 30, upper right: the lone
// white R14 has liberties R13, R15 and S14; white R15 or S14 would give it
// four liberties, R13 (next to black Q13 and R12) only three. Attack R14 is
// 1 R15, as GNU Go 3.8's, in 29 nodes on this corner; with the old root
// order R13 came first and the read took 315 nodes, answering 1 R13.
func TestRootAttackOrderDefenderLibs(t *testing.T) {
	pos := mustDiagram(t, `
--------------------+
. . . . . . . . . . |
. . . . . . . . . . |
. O . . O . . . . . |
. . . . . . X . . . |
. . . . . . . . X . |
. . . . . . X O . . |
. . . . X . X . . . |
. . . . . . . X . . |
. . . . . . . . . . |
. . . . . . . O . . |
. . . . . . . . . . |`)
	wantRead(t, pos, "R14", true, "1 R15", 100)
}
