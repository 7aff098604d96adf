package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReadShapesShapeByShape checks that amalgamateReadShapes reads the
// board shape by shape, one-space jumps first (readShapes' order), so that
// a pair already joined through cheaper shapes is not read: the joins it
// makes on the Erro 120 position come in readShapes' order. (Scanning the
// board stone by stone, with every shape at each stone, mixed knight's
// moves in before later jumps and read 363k nodes here instead of 280k.)
func TestReadShapesShapeByShape(t *testing.T) {
	var order []int
	amalgamatorFor(t, retryJumpDiagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		m.trace = func(_ string, p, q Pos) {
			d := [2]int{q.I() - p.I(), q.J() - p.J()}
			for k, s := range readShapes {
				if s == d {
					order = append(order, k)
				}
			}
		}
		a.amalgamateReadShapes(context.Background(), r, b, m)
	})
	require.Greater(t, len(order), 10)
	for i := 1; i < len(order); i++ {
		require.LessOrEqual(t, order[i-1], order[i], "join %d (shape %v) after shape %v", i, readShapes[order[i]], readShapes[order[i-1]])
	}
}
