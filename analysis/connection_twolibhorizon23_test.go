package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHorizonTwoLibertyCutterCutterToMove checks horizonCut's test of a
// cutting string of two liberties in the plain reads: the cutter is to
// move at the horizon, so the string counts as captured only when the
// cutter cannot defend it (it was asked whether the connector, moving
// first, captures it: the connector's last move before the horizon, an
// atari-like approach that leaves the cutting stones two liberties, then
// always looked connected). kgs tournament10 GNU-NeuroGo before move 15:
// Black's two-space jump D7-D4 (D4 with C4, White's B4 and C3-D3 below,
// White's E8 and G7 above). Both engines' `connect D7 D4` after W C5 is 0;
// our Disconnect answered 0 (GNU Go 3.8: 1 D6).
func TestHorizonTwoLibertyCutterCutterToMove(t *testing.T) {
	pos := mustDiagram(t, `
.........
....O....
...X..O..
.........
.........
.OXX..X..
..OOXX...
....OOX..
.........`)
	b := pos.Board()
	r := NewReader(0, 0)
	v := func(s string) Pos { return mustVertex(t, s, 9) }
	code, m := r.Disconnect(context.Background(), b, v("D7"), v("D4"))
	require.Equal(t, Win, code)
	require.Contains(t, []string{"C5", "D6"}, Vertex(m, 9))
}
