package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTwoSpaceJumpNotPincered checks that the pincered-jump rule of
// amalgamateReadShapes (join when the wedge at the middle fails) applies
// to one-space jumps only. B7-E7 is a two-space jump whose first middle
// point C7 is a failing cut (a white stone there is in atari at once), but
// White D7 joins D8-D9 and keeps the strings apart, so the jump is read
// and not amalgamated (the rule, applied to both middle points, took the
// C7 wedge alone as proof).
func TestTwoSpaceJumpNotPincered(t *testing.T) {
	diagram := `
...O.....
..XO.....
.X..X....
.OX.O....
...O.....
.........
.........
.........
.........`
	m, _ := amalgamatorFor(t, diagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		ctx := context.Background()
		p, q := mustVertex(t, "B7", 9), mustVertex(t, "E7", 9)
		require.True(t, a.cutFails(ctx, r, b, mustVertex(t, "C7", 9), White), "the C7 wedge fails")
		require.False(t, r.SecureConnection(ctx, b, p, q), "White D7 cuts")
		a.amalgamateReadShapes(ctx, r, b, m)
	})
	require.NotEqual(t, m.find(mustVertex(t, "B7", 9)), m.find(mustVertex(t, "E7", 9)))
}
