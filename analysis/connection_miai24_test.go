package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// goro60Diagram is cgf2001 goro before move 60: White's bare knight's
// move L17-N16 on the third and fourth lines.
const goro60Diagram = `
...................
.................O.
....X..O..O....OOX.
.XX.........O.O.X.X
.O.O............XX.
..O................
....O.X.....OO.X...
..........X........
..O................
................XX.
.....X...........O.
..OO.....X......O..
..X..X.............
...X.........X.....
.X...X.........O...
OOX.......X..X.....
.O..OX.X......OXO..
X.O.X.....X.O..O...
...................`

// TestStrictHorizonMiaiCaptureLink checks the strict horizon of a bare
// knight's move (secureBareShapeRead) against horizonMiai: in goro move 60
// the line B M16 W M17 B N17 W O17 ends at the four-move horizon with
// Black's N17 in atari, no common liberty (joining cost 6, above
// connStrictHorizonCost) and the strict rule called it a cut; but Black
// cannot save N17 (both engines' `attack N17` there is 1 N18, and GNU Go
// 3.8's `disconnect L17 N16` 0, from the position and after the line),
// so each of White's path moves leaves a link through its capture. GNU
// Go 3.8 keeps L17 and N16 in one dragon.
func TestStrictHorizonMiaiCaptureLink(t *testing.T) {
	pos := mustDiagram(t, goro60Diagram)
	b := pos.Board()
	n := b.Size()
	for _, m := range []struct {
		c Color
		p string
	}{{Black, "M16"}, {White, "M17"}, {Black, "N17"}, {White, "O17"}} {
		require.NoError(t, b.Play(mustVertex(t, m.p, n), m.c))
	}
	r := NewReader(0, 0)
	s, ok := r.pairSearch(context.Background(), b, mustVertex(t, "L17", n), mustVertex(t, "N16", n), 0)
	require.True(t, ok)
	require.NotNil(t, s)
	s.escapeRead, s.strictHorizon = true, true
	jc := s.joinCostOnly()
	require.Greater(t, jc, connStrictHorizonCost)
	require.Equal(t, Lose, s.horizonCut(0, jc), "N17 cannot escape: not a cut")
	r.end(s.base)

	pos = mustDiagram(t, goro60Diagram)
	b = pos.Board()
	secure, _ := NewReader(0, 0).secureBareShapeRead(context.Background(), b, mustVertex(t, "L17", n), mustVertex(t, "N16", n), readShapeRetryNodes)
	require.True(t, secure, "L17-N16 is a connection")
}

// TestHorizonMiaiTwoCommonLiberties checks horizonCut in the
// amalgamation's read (escapeRead) at a horizon of nicklas8 move 200,
// Black's large knight's move P8-M7, after W N7 B M8 W O8 B O9 W K8 B P9:
// White's M10 (two liberties) touches both black strings and tactical
// reading does not capture it, which made the horizon a cut; but Black's
// N9 joins the strings and his N8 leaves them N9, where White cannot
// play, and no White move takes both away (horizonMiai). Both engines'
// `disconnect P8 M7` there is 0.
func TestHorizonMiaiTwoCommonLiberties(t *testing.T) {
	pos := mustDiagram(t, `
.X.X.........X.....
OOOXXOOOX..OX......
XXXXO.OXX.O.OXX.XX.
.OOXOO.OXX..OOOXX.X
..OOO..O...XXXOOOX.
OO.O.OO...X..O..OOX
XXXO.OXX.X.O.OOOXXX
XOOXOO.....O...OOO.
..XX..OX.XO.OOX....
...X.OX..X.OXX.X.X.
.X.........X....X..
...X......X...XX.X.
.OOOXX...XOX...OX.X
OXXOOOXXXXOXOO.OOXX
OXXXOXXO..OOX....OX
OOXXOXOOXXOXX.OXO.O
..X.OO.OXOOXOO.OO..
..XO..XOOOXXXO.....
.......X...........`)
	b := pos.Board()
	n := b.Size()
	for i, m := range []string{"N7", "M8", "O8", "O9", "K8", "P9"} {
		c := White
		if i%2 == 1 {
			c = Black
		}
		require.NoError(t, b.Play(mustVertex(t, m, n), c))
	}
	r := NewReader(0, 0)
	s, ok := r.pairSearch(context.Background(), b, mustVertex(t, "P8", n), mustVertex(t, "M7", n), 0)
	require.True(t, ok)
	require.NotNil(t, s)
	defer r.end(s.base)
	s.escapeRead = true
	var hb [64]Pos
	heads := s.cuttingHeads(true, hb[:0])
	require.Equal(t, []Pos{b.head[mustVertex(t, "M10", n)]}, heads, "M10 touches both")
	require.Equal(t, Lose, s.horizonCut(0, s.joinCostOnly()), "N9 and N8 are miai")
}
