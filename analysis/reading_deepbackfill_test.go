package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAttackBackfillDepth6: white's O19-P19-R19-Q18 group on the top edge
// (incident267 before move 120) is captured outright with Q19 only when
// the attacker still backfills at depth 6 (attackBackfillDepth): with the
// backfill stopping at backfill2Depth the reader finds only the ko 2 M19
// (GNU Go 3.8's GTP answer; its worm_data gives attack code 5, which the
// worm array compares).
func TestAttackBackfillDepth6(t *testing.T) {
	pos := mustDiagram(t, `
+-------------------+
|.............OO.O..|
|....X..X.XOOOOXOXOO|
|O.XOOX.O.XOXXOXXXX.|
|...XX....XXOXX.XXO.|
|..X....O...........|
|.OX......O......X..|
|.OOXO...........X..|
|.OXX...........X.X.|
|..O.............XO.|
|..O.O.........OX.O.|
|.............O.....|
|..........O....X...|
|.XXX.........O.....|
|XOOX.....O..XX.X.X.|
|.OOX..O.....XOX.XO.|
|.OX.O.......XO.XO.O|
|.XXO..O.XXXX.O.XO..|
|..O....O.OO.O..X...|
|...................|
+-------------------+`)
	b := pos.Board()
	size := b.Size()
	o19 := mustVertex(t, "O19", size)
	r := NewReader(0, 0)
	c, m := r.Attack(b, o19)
	require.Equal(t, "1 Q19", gtpCode(size, c, m), "attack O19")
	require.NoError(t, b.CheckConsistency())
}
