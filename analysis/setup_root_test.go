package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReadingSameOnSetupBoard: a tactical question has one answer for a
// position, whether the board was loaded from it (Position.Board, as the
// GTP engine and the analysis do) or reached by Setup on another board.
// The position is the node of GNGI2:60 (mertin13x13) after the line W L7
// B K7 W N6 B N8 W M8 B M9, where session 19 found our defence of L7
// answering 1 N9 on Position.Board() and 0 after Setup: the Setup frame
// counted as a trial move, so the reader left out the move-order rules of
// questions asked on the position itself (Reader.onRoot).
// gngi2Move60AfterM9 is mertin13x13 GNGI2 before move 60 after the line
// W L7 B K7 W N6 B N8 W M8 B M9 (White to move), the node where our
// defence of L7 was studied in sessions 19 and 20.
const gngi2Move60AfterM9 = `
..........X..
..X.X...OX.X.
.O.X.X.XOOX..
..OOX..XOOX..
....OX..OXXX.
....OX.XOOXOX
..O..OX..XOO.
.....O...XO.O
........X.XO.
.....O..X.XX.
..O....O.XX..
......OOX....
......OXX....`

func TestReadingSameOnSetupBoard(t *testing.T) {
	pos := mustDiagram(t, gngi2Move60AfterM9)
	str := mustVertex(t, "L7", pos.Size())
	loaded := pos.Board()
	wantC, wantM := NewReader(0, 0).FindDefense(loaded, str)

	set, err := NewBoard(pos.Size())
	require.NoError(t, err)
	require.NoError(t, set.Play(mustVertex(t, "A1", pos.Size()), Black))
	require.NoError(t, set.Setup(&pos))
	c, m := NewReader(0, 0).FindDefense(set, str)
	require.Equal(t, wantC, c, "defend L7 after Setup")
	require.Equal(t, Vertex(wantM, pos.Size()), Vertex(m, pos.Size()))

	// A trial move after the Setup is inside a line again: undoing it
	// gives the Setup board's answer back.
	require.NoError(t, set.Play(mustVertex(t, "A13", pos.Size()), Black))
	require.True(t, set.Undo())
	c, m = NewReader(0, 0).FindDefense(set, str)
	require.Equal(t, wantC, c)
	require.Equal(t, wantM, m)
}
