package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDeepenStopsWhenExact checks that iterative deepening stops after an
// iteration that never met its horizon: the bamboo joint is secure at the
// root (two common liberties), so the first iteration (horizon 0) is
// exact and no deeper one is read.
func TestDeepenStopsWhenExact(t *testing.T) {
	pos := mustDiagram(t, `
.........
.........
.........
.........
..XX.....
.........
..XX.....
.........
.........`)
	b := pos.Board()
	r := NewReader(0, 0)
	s, ok := r.pairSearch(context.Background(), b, mustVertex(t, "C3", 9), mustVertex(t, "C5", 9), 0)
	require.True(t, ok)
	require.NotNil(t, s)
	code, _ := s.deepen(s.disconnect, 0)
	r.end(s.base)
	require.Equal(t, Lose, code)
	require.Equal(t, 0, s.maxDepth, "an exact first iteration ends the deepening")
}

// TestConnectHintsCarryOver checks that each deepening iteration tries
// first the moves the previous one found best (connSearch.hints): in this
// 13x13 game (trevor auto b67, before move 58) White connects M6 to L1
// with M3 (GNU Go 3.8: connect M6 L1 = 1 M3) within the default budget;
// with every iteration ordered from scratch the deepest iteration ran out
// of moves and the answer was 0.
func TestConnectHintsCarryOver(t *testing.T) {
	pos := mustDiagram(t, `
.............
....XXO......
....XOOO..O..
..X.X.X......
....OX..O....
..XXOXX...O..
.XOOOO.XX..O.
.XO.O..O.X.O.
...O.O..O.X..
..XOOOX..XXO.
..X.XX..X.O..
....X...XO...
........XXO..`)
	b := pos.Board()
	r := NewReader(0, 0)
	code, move := r.Connect(context.Background(), b, mustVertex(t, "M6", 13), mustVertex(t, "L1", 13))
	require.Equal(t, Win, code)
	require.Equal(t, "M3", Vertex(move, 13))
}

// TestDeepenRefutedKeptCut checks that an iteration stopped at the
// budget after refuting, at the root, the cut a shallower iteration won
// with does not leave that cut standing: in nicklas12 before move 120
// a shallow iteration of disconnect C13 C10 cuts with C11, the deeper
// one reads C11 to the end, finds it fails, then runs out of moves.
// GNU Go 3.8: disconnect C13 C10 = 0 (and it keeps C13 and C10 in one
// dragon); kept, the shallow cut answered 1 C11.
func TestDeepenRefutedKeptCut(t *testing.T) {
	pos := mustDiagram(t, `
....OX.....X.......
.OXXOXXO.XOXOOXXO..
..OXXO.O.XXOXX.XO..
XXOXOO.OXXOOOXXO...
XOOOOXO.OOX.OOOO...
.....XXO..X..OX....
..X..X.X...........
...X.......X.X.X...
...O......X.....O..
.XXO.O.......O.O...
.XOOX..........OXO.
.XO.XO........XXOO.
..OX.O.........OXX.
....O.X........O...
...O...............
..O..X.X.......O...
..OX......X..X..O..
.XX............X...
...................`)
	b := pos.Board()
	r := NewReader(0, 0)
	code, move := r.Disconnect(context.Background(), b, mustVertex(t, "C13", 19), mustVertex(t, "C10", 19))
	require.Equal(t, Lose, code, "disconnect C13 C10: %v %s", code, Vertex(move, 19))
}
