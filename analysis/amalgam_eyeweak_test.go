package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEyeSpaceSkipsCapturableWorm checks that amalgamateEyes does not join
// a worm that tactical reading captures to the other strings around a
// closed eye space (seed 000, "Amalgamation"). Black B1 borders the corner
// eye space A1-B4 of the black group, but White B2 ataris it and captures
// it: GNU Go 3.8 keeps B1 a dragon of its own (dragon_stones B1 = B1 on
// this board, nngs evand game, move 45), and so do we. The strings of
// the group around the space are still joined.
func TestEyeSpaceSkipsCapturableWorm(t *testing.T) {
	diagram := `
...O.X...
.OO.OX.X.
.XO..OX.X
X.XOOOOX.
.XXXO..O.
..XXXO.O.
..X.OOO..
..XO.....
.XOO.....`
	pos := mustDiagram(t, diagram)
	ctx := context.Background()
	a, err := Config{Level: Worms}.Analyze(ctx, &pos)
	require.NoError(t, err)
	o, err := a.Optics(ctx)
	require.NoError(t, err)
	var m *amalgamator
	a.WithReader(func(_ *Reader, b *Board) {
		m = newAmalgamator(b)
		for p := BoardMin; p < BoardMax; p++ {
			if b.OnBoard(p) && b.At(p).IsStone() && b.Origin(p) == p {
				w := a.Worm(p)
				m.weak[p] = w.AttackCode() != Lose
			}
		}
		a.amalgamateEyes(o, b, m)
	})
	require.True(t, m.weak[mustVertex(t, "B1", 9)], "B1 can be captured")
	require.NotEqual(t, m.find(mustVertex(t, "B1", 9)), m.find(mustVertex(t, "C2", 9)), "B1 stays apart")
	require.Equal(t, m.find(mustVertex(t, "A6", 9)), m.find(mustVertex(t, "C2", 9)), "A6 joins the group over the eye space")
}
