package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// retryJumpDiagram holds the large knight's move O2-L1 (kgs Erro-TheGNUGo,
// before move 120): the connection read with readShapeNodes moves and
// the retry with readShapeRetryNodes prove that White cannot cut it (see
// TestReadShapeRetry), and GNU Go 3.8 puts L1 and O2 in one
// dragon (same_dragon O2 L1 = 1, disconnect O2 L1 = 0).
const retryJumpDiagram = `
....XXO............
....XO.O...........
....XO..O.O.X......
...X..O........XX..
.....X.............
...X...O.O.X.......
.....O.........X...
......OXXXX.X......
..X.OOXOOO.........
.X...X..X.OO...X...
.OO.O.X.XO.........
.....O..XO.O.......
......O.XXO..XX....
..O.X..OOOXOO.OXXX.
.OX..X.XXOXXOOOOOO.
.O.X.X...OXXXXXO...
.OX.OO..O.OO.XOXOO.
OXXXXO...O...XOXXXO
....O.....X......X.`

// TestReadShapeRetry checks the reads of amalgamateReadShapes on this
// jump: the read with readShapeNodes moves used to stop at its node limit
// without proving it and the retry with readShapeRetryNodes proved it;
// since deepen drops a shallow cut that its unfinished deeper iteration
// refuted at the root (TestDeepenRefutedKeptCut), the short read proves
// it too, stopped at its limit. Both reads and amalgamateReadShapes join
// the shape.
func TestReadShapeRetry(t *testing.T) {
	var first, exhausted, second bool
	m, _ := amalgamatorFor(t, retryJumpDiagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		ctx := context.Background()
		p, q := mustVertex(t, "O2", 19), mustVertex(t, "L1", 19)
		first, exhausted, _ = r.secureConnectionRead(ctx, b, p, q, readShapeNodes)
		second, _, _ = r.secureConnectionRead(ctx, b, p, q, readShapeRetryNodes)
		r.ClearCache()
		a.amalgamateReadShapes(ctx, r, b, m)
	})
	require.True(t, first, "the short read proves the jump (its deeper iteration refutes the shallow cut)")
	require.False(t, exhausted, "a secure read is not exhausted")
	require.True(t, second, "the retry proves the jump")
	require.Equal(t, m.find(mustVertex(t, "O2", 19)), m.find(mustVertex(t, "L1", 19)))
}
