package analysis

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// budgetDiagram is nngs takeda-gnugo-3.3.23 before move 30 (perf corpus),
// whose dragon partition is GNU Go 3.8's (budgetDragons).
const budgetDiagram = `
...................
...................
...............O...
...X...........XO..
..............XO.O.
..............XXO..
..............XO.O.
...............XO..
...............XO..
...X...............
...................
...................
...................
................O..
...................
...X........XX.O...
...........OOXO.X..
.............O.X...
...................`

// budgetDragons is GNU Go 3.8's dragon_stones on budgetDiagram.
var budgetDragons = []string{
	"D16", "Q16", "P15 P14 Q14 P13", "Q15", "Q13", "Q12 Q11",
	"Q17 R16 S15 R14 S13 R12 R11", "D10", "R6", "D4", "N4 O4 O3",
	"Q4 P3", "M3 N3 O2", "R3 Q2",
}

// TestAmalgamationReadBudgets checks the budgets of amalgamateReadShapes'
// reads that session 24 lowered for issue 5's speed goal
// (readShapeRetryNodes 2000 -> 1000, readShapeExhaustedNodes 2000 -> 1500,
// connEscapeNodes 300 -> 150): on this position the read shapes play
// 98299 moves (125365 before; with any one of the three budgets back at
// its old value 103125 or more), and the partition is still GNU Go 3.8's.
func TestAmalgamationReadBudgets(t *testing.T) {
	var nodes int64
	amalgamatorFor(t, budgetDiagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		ctx := context.Background()
		a.fragileDoubleCuts(ctx, r, b, m)
		a.amalgamateCommonLiberties(ctx, r, b, m, true)
		a.amalgamateDiagonals(ctx, r, b, m)
		a.amalgamateOpenSpace(b, m)
		r.ClearCache()
		r.ResetNodes()
		a.amalgamateReadShapes(ctx, r, b, m)
		nodes = r.Nodes()
	})
	require.Less(t, nodes, int64(101000), "moves played by amalgamateReadShapes")

	pos := mustDiagram(t, budgetDiagram)
	ctx := context.Background()
	a, err := Config{Level: EyesLevel}.Analyze(ctx, &pos)
	require.NoError(t, err)
	part, err := a.Partition(ctx)
	require.NoError(t, err)
	var got []string
	for d := 0; d < part.Len(); d++ {
		var vs []string
		for _, p := range part.Stones(d) {
			vs = append(vs, Vertex(p, 19))
		}
		got = append(got, strings.Join(vs, " "))
	}
	requireSamePartition(t, budgetDragons, got)
}
