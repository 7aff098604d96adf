package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// pincerReadDiagram holds the straight one-space jump Q10-Q8 pincered by
// White O9 and S10. A white wedge at Q9 has two liberties and is not
// captured by the tactical reading (it runs out at R9 or P9), but the
// connection read shows that Black, answering the wedge, keeps Q10 and Q8
// together; GNU Go 3.8 puts both in one dragon (same_dragon Q8 Q10 = 1,
// disconnect Q8 Q10 = 0). The jump is supported (jumpSupported): Black
// R11 lies within two lines of the wedge.
const pincerReadDiagram = `
...................
...................
...................
...................
...................
...................
................X..
...............X.X.
................XO.
..............OX.O.
.............O.....
...............X...
.............O.....
............XX.X.X.
............XOX.XO.
............XO.XO.O
.............O.XO..
...................
...................`

// TestPincerJumpIsRead checks that amalgamateReadShapes reads a pincered
// one-space jump whose wedge is not captured at once, instead of leaving
// it apart (the rule before: pincered jumps were joined only when the
// wedge failed).
func TestPincerJumpIsRead(t *testing.T) {
	var cutFails, secure bool
	m, _ := amalgamatorFor(t, pincerReadDiagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		ctx := context.Background()
		p, q := mustVertex(t, "Q10", 19), mustVertex(t, "Q8", 19)
		require.True(t, jumpPincered(b, p, [2]int{2, 0}, White), "Q10-Q8 is pincered")
		require.True(t, jumpSupported(b, p, q, mustVertex(t, "Q9", 19)), "R11 supports the jump")
		cutFails = a.cutFails(ctx, r, b, mustVertex(t, "Q9", 19), White)
		secure = r.SecureConnectionNodes(ctx, b, p, q, readShapeNodes)
		a.amalgamateReadShapes(ctx, r, b, m)
	})
	require.False(t, cutFails, "the Q9 wedge is not captured at once")
	require.True(t, secure, "the connection read keeps Q10-Q8 together")
	require.Equal(t, m.find(mustVertex(t, "Q10", 19)), m.find(mustVertex(t, "Q8", 19)))
}
