package analysis

import (
	"context"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestKoBanDoesNotJoinDiagonal checks that a ko ban does not make a cut
// unplayable for the amalgamation (suicide): on this 9x9 board (kgs
// tournament10 ExBot-GNU, before move 45) white has just taken the ko at
// A9, so black may not retake at B9 at once. A9 can be captured (through
// the ko) and touches B8 diagonally over A8 (black) and B9 (the ko point);
// GNU Go 3.8's dragon_stones keeps A9 a dragon of its own and joins B8,
// C9 and D8 around B9. Counting the ko ban as a suicide joined A9 to B8
// too.
func TestKoBanDoesNotJoinDiagonal(t *testing.T) {
	pos := mustDiagram(t, `
.XO......
XO.OX....
XXOXX.X..
OXX......
OXXXXX.X.
OOXOXOXXX
..OOOOOOX
.O......O
.......O.`)
	pos, err := pos.PlayColor(White, mustVertex(t, "A9", 9))
	require.NoError(t, err)
	pos = pos.WithToMove(Black)
	require.Equal(t, mustVertex(t, "B9", 9), pos.Ko())
	a, err := Config{Level: DragonsWithoutOwl}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	ds, err := a.Dragons(context.Background())
	require.NoError(t, err)
	dragon := func(v string) []string {
		var out []string
		for _, s := range ds.Stones(ds.ID(mustVertex(t, v, 9))) {
			out = append(out, Vertex(s, 9))
		}
		sort.Strings(out)
		return out
	}
	require.Equal(t, []string{"A9"}, dragon("A9"))
	require.Equal(t, []string{"B8", "C9", "D8"}, dragon("B8"))
}
