package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// gobucks30 is kgs 20040516-GoBucks-GnuGoCVS before move 30: White's
// one-space jump E17-E15 with Black's F16 beside its middle E16. GNU Go
// 3.8 keeps E15 and the E17 string in two dragons.
const gobucks30 = `
...X...............
.XX.XO.............
.OXXOO.............
.OOO.X.........X...
....O..............
...X...............
....X.X............
...O...............
.....O.............
...............O...
...................
...................
...................
...............OO..
...............OX..
...X............X..
.............X.X...
...................
...................`

// TestShallowSecureReadRetried checks amalgamateReadShapes' retry of a
// shallow secure read (secureConnectionRead, connShallowHorizon): on the
// E17-E15 jump of gobucks30 the readShapeNodes read stops in its
// six-move iteration with only the four-move one finished, which found
// the jump secure; the readShapeRetryNodes read finds the cut, so the
// jump is not amalgamated, as in GNU Go 3.8's partition. Without the
// retry the shallow answer joined E15 to E17.
func TestShallowSecureReadRetried(t *testing.T) {
	ctx := context.Background()
	m, _ := amalgamatorFor(t, gobucks30, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		a.amalgamateReadShapes(ctx, r, b, m)
	})
	require.NotEqual(t, m.find(mustVertex(t, "E17", 19)), m.find(mustVertex(t, "E15", 19)))
	// Why, on a fresh reader (the reads share a cache).
	amalgamatorFor(t, gobucks30, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		p, q := mustVertex(t, "E17", 19), mustVertex(t, "E15", 19)
		secure, exhausted, shallow := r.secureConnectionRead(ctx, b, p, q, readShapeNodes)
		require.True(t, secure)
		require.False(t, exhausted)
		require.True(t, shallow, "the short read stops after the four-move horizon")
		secure, _, _ = r.secureConnectionRead(ctx, b, p, q, readShapeRetryNodes)
		require.False(t, secure, "the retry finds the cut")
	})
}

// TestSmallShape checks which read shapes get the shallow-read retry.
func TestSmallShape(t *testing.T) {
	small := 0
	for _, d := range readShapes {
		if smallShape(d) {
			small++
			require.LessOrEqual(t, max(d[0], -d[0])+max(d[1], -d[1]), 3)
		}
	}
	require.Equal(t, 6, small, "one-space jumps and knight's moves")
}
