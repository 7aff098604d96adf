package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestQuestionsIndependentOfStages: Analysis.Attack and FindDefense answer
// as a fresh reader does (GTP's attack and defend), whatever the analysis
// stages and earlier questions left in a cache. strategy2 before move 30,
// White to move: a fresh read finds no defence of the black F8-G8-G7
// string; read on the worm analysis' warm reader, FindDefense answered
// Win E9. A limit set on the reader WithReader hands out stays with that
// call.
func TestQuestionsIndependentOfStages(t *testing.T) {
	pos := mustDiagram(t, `
		.......X.
		....OXXO.
		....O.XO.
		......OX.
		..O.O.OOX
		...O...X.
		.OOXO.X..
		.OXX..X..
		.X...X.X.
`).WithToMove(White)
	f8 := mustVertex(t, "F8", 9)
	fresh := NewReader(0, 0)
	wantC, wantM := fresh.FindDefense(pos.Board(), f8)
	require.Equal(t, Lose, wantC, "fresh find_defense F8")
	fresh.ClearCache()
	attC, attM := fresh.Attack(pos.Board(), f8)

	ctx := context.Background()
	for _, level := range []Level{Worms, DragonsWithoutOwl} {
		a, err := Config{Level: level}.Analyze(ctx, &pos)
		require.NoError(t, err)
		for i := 0; i < 2; i++ { // the second round after other questions
			c, m, err := a.FindDefense(ctx, f8)
			require.NoError(t, err)
			require.Equal(t, [2]any{wantC, wantM}, [2]any{c, m}, "level %v round %d: find_defense F8", level, i)
			c, m, err = a.Attack(ctx, f8)
			require.NoError(t, err)
			require.Equal(t, [2]any{attC, attM}, [2]any{c, m}, "level %v round %d: attack F8", level, i)
			for _, o := range a.WormOrigins() {
				_, _, _ = a.Attack(ctx, o)
			}
			// A WithReader caller's settings do not carry over either.
			a.WithReader(func(r *Reader, _ *Board) { r.NodeLimit, r.Depth, r.Stackp = 5, 1, 3 })
		}
	}
}
