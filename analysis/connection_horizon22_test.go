package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHorizonLinkedThroughString checks that the horizon does not count
// an uncapturable cutting string as a cut when the two strings are linked
// where the cutter cannot play: White's D4 and G5 (trevor_09 after W E5
// B F5 W F4 B D5 W C5 B F6 W G6 B E6 W E7, which captured three stones)
// are linked through E5, by D5 (suicide for Black) and F5 (a self-atari
// White takes back at F6). Black's E4 string touches both and has three
// liberties no read captures, so the cutting-string test alone answered
// Win (cut); GNU Go 3.8's disconnect D4 G5 there is 0, as is ours read
// from this position.
func TestHorizonLinkedThroughString(t *testing.T) {
	pos := mustDiagram(t, `
...X.....
.X.X.O...
.X..OO...
...O..O..
.XO.O.O..
X..OXOO..
XOOOXXOX.
XX.OOXX..
..XXX....`)
	b := pos.Board()
	r := NewReader(0, 0)
	s, ok := r.pairSearch(context.Background(), b, mustVertex(t, "D4", 9), mustVertex(t, "G5", 9), 0)
	require.True(t, ok)
	require.NotNil(t, s)
	defer r.end(s.base)
	jc := s.joinCostOnly()
	require.Equal(t, 6, jc)
	var hb [64]Pos
	heads := s.cuttingHeads(true, hb[:0])
	require.Equal(t, []Pos{b.head[mustVertex(t, "E4", 9)]}, heads, "E4 is the cutting string")
	require.Equal(t, Lose, s.horizonCut(0, jc), "linked through E5: not a cut")
}

// TestConnectTrevor09 is connection:21 (trevor_09, White to move):
// connect D4 G5 = 1 E5 in GNU Go 3.8 (E5 and the points around it are
// accepted). Two changes were needed within the default budget of 5000
// moves: the horizon's links where the cutter cannot play
// (TestHorizonLinkedThroughString; without it the answer is 0 and E5 is
// found only with 9548 moves), and the capture of the cutting stone just
// played in atari ranked above the path moves (after W E5 B D5, a
// self-atari, C5 was the connector's ninth move, behind eight path moves
// of the same priority; without it E5 needs 9453 moves). With both the
// horizon-9 iteration proves E5 within the budget (the whole deepening
// to horizon 11 takes 5206 moves).
func TestConnectTrevor09(t *testing.T) {
	pos := mustDiagram(t, `
...X.....
.X.X.O...
.X...O...
...O.....
.X....O..
X..OX.O..
XOOOXXOX.
XX.OOXX..
..XXX....`)
	b := pos.Board()
	r := NewReader(0, 0)
	code, move := r.Connect(context.Background(), b, mustVertex(t, "D4", 9), mustVertex(t, "G5", 9))
	require.Equal(t, Win, code)
	require.Equal(t, "E5", Vertex(move, 9))
}
