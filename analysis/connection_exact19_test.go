package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestExactSubtreesReusedAcrossIterations checks that a node whose subtree
// met neither the horizon nor the budget keeps its result for the deeper
// iterations of deepen (exactNode), so that a read finishes a deeper
// iteration within the same budget. In arend gnugo-gnugo1 before move 120
// the amalgamation read of Black's knight's move M5-O4 with 2000 moves
// finished its 8-move iteration only; with the exact results reused it
// finishes the 10-move one (the answer, a cut, is the same). The budget
// is the 2000 moves readShapeRetryNodes had until session 24.
func TestExactSubtreesReusedAcrossIterations(t *testing.T) {
	pos := mustDiagram(t, `
.........O.O.......
.......XXXOXXX..X..
...X..X.XOO.O.X..X.
.......XO.O.OX..O..
...X....XOO.OX.XO..
.........XX..O.XO..
........X.O....XO..
.......X.XXO.O.X.X.
..X.X.XO.OO........
......XO....OO..X..
...XXOX.O..OXO.....
.XXXOXXXO...XO.X...
XOXO.OOXO.O.XO.....
.OO.O..O...X.X.X...
......O..O.O..X.X..
...XO........OOOXXX
..OO.....O......OOX
................O.O
...................`)
	b := pos.Board()
	r := NewReader(0, 0)
	secure, stopped, done := r.secureConnectionReadTo(context.Background(), b,
		mustVertex(t, "M5", 19), mustVertex(t, "O4", 19), 2000, connectionDepth)
	require.False(t, secure)
	require.True(t, stopped)
	require.Equal(t, 10, done, "deepest finished iteration")
}
