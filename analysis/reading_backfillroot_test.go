package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// backfillSelfAtariBoard: the large black string through N14 has two
// liberties, S13 and S9. White cannot play S9: with T9-T8 it would have
// the one liberty T7 (a self-atari). Black at S9 would join the R9-S8
// strings, whose other liberties are Q10 and T7.
const backfillSelfAtariBoard = `
+-------------------+
|.OXX....XOO........|
|..OX.X..XXOOOO...O.|
|.OOXXO..O.XOXXOOOX.|
|...OOXXXXXXXXO...OO|
|...OOOXXXOXOOOO.OOO|
|...OOXXXOOOOXXOOXXX|
|...OXXOOXXOXXXXXX.X|
|....OXXOOXXXOOOXOOX|
|.....OOOXXXOOX.OOOX|
|...O..OXXXOXO.O.OXX|
|.....O.OXOOXO.OXX.O|
|.......OXOXXOXOOXXO|
|........OOOXX.XXOX.|
|......O..OXXXX..OXX|
|...OOOOO.OXOXX.XOOX|
|...OXXOXOOOOOXX.OOO|
|OOOOOXXXXXOOXX.XXX.|
|XOXXXXX.XXO.OXX....|
|XXXX.O..XOOOOOX....|
+-------------------+`

// TestDefendBackfillSelfAtariLiberty: near the root of a large read the
// defender of a two-liberty string backfills behind a liberty the
// attacker cannot fill (S9, a self-atari for white): the liberties its
// own stone there would gain (Q10, T7) come right after the liberties,
// before ataris and race moves. S9 itself fails to Q10; Q10 defends
// (GNU Go 3.8's answer on the regression's reading:172, where it is the
// second batch's backfill after S9 and T7). Without the rule the far
// atari P16, which also works, came first. Small-budget reads (owl's)
// keep the old order. Only liberties of the friendly strings count, not
// the point's own empty neighbours (TestReadingShapes' "defend through a
// neighbour's attacker" keeps GNU Go's L2 before the backfill K1).
func TestDefendBackfillSelfAtariLiberty(t *testing.T) {
	wantDefend(t, backfillSelfAtariBoard, "N14", "1 Q10")
	pos := mustDiagram(t, backfillSelfAtariBoard)
	b := pos.Board()
	r := NewReader(smallReadNodes, 0)
	c, m := r.FindDefense(b, mustVertex(t, "N14", b.Size()))
	require.Equal(t, "1 P16", gtpCode(b.Size(), c, m), "defend N14 with a small budget")
}
