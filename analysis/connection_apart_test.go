package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestConnectApartCapturesCutter checks that strings kept apart only by
// cutting strings the connector can capture are not given up as apart:
// the connector reads the capture (captureCutter) before answering Lose.
// Golois Vivre990710-1 (connect:81): White's S12 and R11 touch
// diagonally, both cutting points hold black strings (R12's nine stones
// and S11-T11, three liberties each at most after B P12). After B P12 the
// joining paths need the black strings removed, so the joining cost
// exceeded connApart and Connect answered Lose at once, and Disconnect
// answered 1 P12; but W S10 still takes S11-T11 (and W P15 kills R12's
// string). GNU Go 3.8: disconnect 0, and after B P12 connect 1 P15.
func TestConnectApartCapturesCutter(t *testing.T) {
	pos := mustDiagram(t, `
...O..OOOOX........
...XO.OXOXXXX......
..XXXOOXOOOOXXXXXX.
.OXOOOXXX.XXOOOOOXX
.OOXXO.X..X.XO...OO
...O.OXXXXXXOOX.O..
....O.OOOXOOO.XXXO.
.XXXOO.XXOXX.O..XO.
..XOXXXXOOXX.OXXOXX
.XOO...OO.XOOOOXO..
.OOXXXO.OXXXX.XOO..
..OO...OXOOXXXX...X
.....XO.X.OOOOOOO..
..O.X..OX..XXXXXO..
..OX.OOX..X..XXOXX.
..O.O.XOO.O.OO.OOO.
..OOOXXXOOO....O...
.OXOX.X.XO.O.......
.OXXXOX.XXO........`)
	b := pos.Board()
	a, c := mustVertex(t, "S12", 19), mustVertex(t, "R11", 19)
	r := NewReader(0, 0)
	code, m := r.Disconnect(context.Background(), b, a, c)
	require.Equal(t, Lose, code, "disconnect S12 R11 gave %s", Vertex(m, 19))
	require.NoError(t, b.Play(mustVertex(t, "P12", 19), Black))
	code, _ = r.Connect(context.Background(), b, a, c)
	require.Equal(t, Win, code)
}
