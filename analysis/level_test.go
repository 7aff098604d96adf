package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

const levelDiagram = `
+---------+
|.........|
|.XXXXX...|
|.X...X.O.|
|.XXXXX...|
|.........|
|....O....|
|.........|
|.........|
|.........|
+---------+`

// TestEyesLevel checks that Analyze at EyesLevel computes the eye spaces
// once and that Optics hands back that same value afterwards.
func TestEyesLevel(t *testing.T) {
	pos := mustDiagram(t, levelDiagram)
	a, err := Config{Level: EyesLevel}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	require.NotNil(t, a.optics, "EyesLevel computes the eye spaces in Analyze")
	o1, err := a.Optics(context.Background())
	require.NoError(t, err)
	o2, err := a.Optics(context.Background())
	require.NoError(t, err)
	require.Same(t, a.optics, o1)
	require.Same(t, o1, o2)
	// The three points inside the black wall are one black eye space.
	d := o1.Eye(Black, mustVertex(t, "D7", 9))
	require.Equal(t, Black, d.Color)
	require.Equal(t, 3, d.ESize)

	// At Worms level nothing is computed until asked.
	w, err := Config{Level: Worms}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	require.Nil(t, w.optics)
	// A cancelled computation is an error and is not kept.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = w.Optics(ctx)
	require.ErrorIs(t, err, context.Canceled)
	require.Nil(t, w.optics)
	_, err = w.Optics(context.Background())
	require.NoError(t, err)
	require.NotNil(t, w.optics)

	da, err := Config{Level: DragonsWithoutOwl}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	require.NotNil(t, da.dragons)
}

// TestWormLookup checks worm[p] on stones, empty and off-board points, and
// that a lookup allocates nothing. (Its speed, which the REPL's worm[D4]
// depends on, is BenchmarkWormLookup: about 30 ns; rebuilding a board per
// lookup, as an earlier version did, cost about 1.4 µs.)
func TestWormLookup(t *testing.T) {
	pos := mustDiagram(t, levelDiagram)
	a, err := Config{}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	d5 := mustVertex(t, "D5", 9)
	allocs := testing.AllocsPerRun(100, func() { _ = a.Worm(d5) })
	require.Zero(t, allocs)
	require.Equal(t, White, a.Worm(mustVertex(t, "E4", 9)).Color)
	require.Equal(t, Empty, a.Worm(d5).Color)
	off := a.Worm(POS(18, 18)) // off a 9×9 board: an empty record of that point
	require.Equal(t, Empty, off.Color)
	require.Equal(t, POS(18, 18), off.Origin)
}
