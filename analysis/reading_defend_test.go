package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Defence shapes of this session's reader rules. Each answer is GNU Go
// 3.8's on the same position (GNU Go's regression reading suite); each
// test fails without its rule.

func wantDefend(t *testing.T, diagram, str, want string) {
	t.Helper()
	pos := mustDiagram(t, diagram)
	b := pos.Board()
	r := NewReader(0, 0)
	c, m := r.FindDefense(b, mustVertex(t, str, b.Size()))
	require.Equal(t, want, gtpCode(b.Size(), c, m), "defend %s", str)
	require.NoError(t, b.CheckConsistency())
}

// TestDefenceJumpsSkipOwnLiberties: black S5-T5-T6 has the liberties
// S4, T4 and T7. S4 (three liberties, off the edge) is GNU Go's defence;
// T7 on the edge (four liberties, less the edge penalty) ties with it.
// The second-order rule (jumps and hanging connections from the
// liberties) used to add its small bonus to S4 as a neighbour of the
// liberty T4, which sank S4 below T7; the full-depth read refutes T7
// (W S4, B T4, W S3). A liberty of the string is not a second-order
// liberty of it.
func TestDefenceJumpsSkipOwnLiberties(t *testing.T) {
	wantDefend(t, `
+-------------------+
|...................|
|.X..OO.........OO..|
|..O.OX.......O..X..|
|.X.X..X..X.....X...|
|..X................|
|................X..|
|...................|
|...................|
|...................|
|...X.....X.....X...|
|...................|
|.................O.|
|...................|
|..O.............OOX|
|.XXX............OXX|
|..OX..X..X.....XO..|
|.O.OOOOO.....X..X..|
|..OXXXXO...........|
|...................|
+-------------------+`, "S5", "1 S4")
}

// TestLoneStoneKoBackfill: black J8 is in atari and white's capture at
// J9 is a ko capture. Black's stone at J9 would join G9-H9, whose other
// liberty F9 white could take first; filling F9 before the ko fight is
// GNU Go's defence (its defend1 backfills so). Without the rule the
// reader answered the same ko with D7, a move away from the shape.
func TestLoneStoneKoBackfill(t *testing.T) {
	wantDefend(t, `
+---------+
|.X.X..XX.|
|XXXXXXOOX|
|....OOOOO|
|......XOO|
|......OXO|
|.....XOXX|
|....OOX.X|
|OOOOOX.OX|
|..O.OXXXX|
+---------+`, "J8", "3 F9")
}
