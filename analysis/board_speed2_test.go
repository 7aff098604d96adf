package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNestedSetupUndo checks the setup snapshots kept beside the undo
// frames (frames hold an index into Board.setups): two setups with moves
// between them unwind level by level to the exact earlier boards.
func TestNestedSetupUndo(t *testing.T) {
	b, _ := NewBoard(9)
	require.NoError(t, b.Play(POS(4, 4), Black))
	p1 := mustDiagram(t, `
.........
.XXO.....
.........
.........
.........
.........
.........
.........
.........`)
	p2 := mustDiagram(t, `
.........
.........
.........
...OO....
...X.....
.........
.........
.........
.........`)
	s0 := b.Snapshot(White, 0)
	require.NoError(t, b.Setup(&p1))
	require.NoError(t, b.Play(POS(0, 3), Black))
	s1 := b.Snapshot(White, 0)
	require.NoError(t, b.Setup(&p2))
	require.Equal(t, Empty, b.At(POS(0, 3)))
	require.NoError(t, b.Play(POS(4, 5), White))
	require.Equal(t, 5, b.StackDepth())
	require.True(t, b.Undo())
	require.True(t, b.Undo()) // second setup
	require.Equal(t, s1.String(), b.Snapshot(White, 0).String())
	require.Equal(t, 3, b.StackDepth())
	require.NoError(t, b.CheckConsistency())
	require.NoError(t, b.Play(POS(2, 2), White))
	require.True(t, b.Undo())
	require.True(t, b.Undo())
	require.True(t, b.Undo()) // first setup
	require.Equal(t, s0.String(), b.Snapshot(White, 0).String())
	require.Equal(t, 1, b.StackDepth())
	require.Equal(t, Black, b.At(POS(4, 4)))
	require.NoError(t, b.CheckConsistency())
	require.True(t, b.Undo())
	require.False(t, b.Undo())
}
