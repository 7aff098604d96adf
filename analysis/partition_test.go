package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPartitionThenDragons checks Partition on a 19x19 fight with many
// connection reads (nicklas12Move200): its dragons have the stones of
// Dragons', and Dragons called after it (continuing from its
// amalgamation) returns the same set as Dragons on a fresh analysis at
// DragonsWithoutOwl.
func TestPartitionThenDragons(t *testing.T) {
	pos := mustDiagram(t, nicklas12Move200)
	ctx := context.Background()
	full, err := Config{Level: DragonsWithoutOwl}.Analyze(ctx, &pos)
	require.NoError(t, err)
	want, err := full.Dragons(ctx)
	require.NoError(t, err)

	a, err := Config{Level: EyesLevel}.Analyze(ctx, &pos)
	require.NoError(t, err)
	part, err := a.Partition(ctx)
	require.NoError(t, err)
	again, err := a.Partition(ctx)
	require.NoError(t, err)
	require.Same(t, part, again)
	require.Equal(t, want.Len(), part.Len())
	for d := 0; d < want.Len(); d++ {
		require.Equal(t, want.Stones(d), part.Stones(d), "dragon %d", d)
		require.Equal(t, want.Worms(d), part.Worms(d), "dragon %d", d)
	}
	for p := BoardMin; p < BoardMax; p++ {
		require.Equal(t, want.Origin(p), part.Origin(p))
		require.Equal(t, want.ID(p), part.ID(p))
	}

	got, err := a.Dragons(ctx)
	require.NoError(t, err)
	require.Equal(t, want, got)
	after, err := a.Partition(ctx)
	require.NoError(t, err)
	require.Same(t, got, after)
}
