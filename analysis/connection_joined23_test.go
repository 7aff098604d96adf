package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestConnectJoinedStringCountsAsConnected checks that a connector's move
// joining the two strings wins even when the cutter can then capture the
// joined string: whether that string lives is a tactical question, not a
// connection one (GNU Go 3.8's convention). kgs tournament10 ExBot-GNU
// before move 45: W C8 joins White's C9, B8, C7 and D8 into one string of
// two liberties (B9, D9) that Black captures (both engines' `attack C9`
// after W C8 say so); GNU Go 3.8's `connect C9 D8` is 1 C8, ours was 0.
// Disconnect of strings already joined was Lose before (GTP's "0"); the
// search now gives the same answer inside the line.
func TestConnectJoinedStringCountsAsConnected(t *testing.T) {
	pos := mustDiagram(t, `
O.O......
XO.OX....
XXOXX.X..
OXX......
OXXXXX.X.
OOXOXOXXX
..OOOOOOX
.O......O
.......O.`)
	b := pos.Board()
	r := NewReader(0, 0)
	v := func(s string) Pos { return mustVertex(t, s, 9) }
	for _, pair := range [][2]string{{"C9", "D8"}, {"B8", "C7"}, {"D8", "C7"}} {
		code, m := r.Connect(context.Background(), b, v(pair[0]), v(pair[1]))
		require.Equal(t, Win, code, "connect %s %s", pair[0], pair[1])
		require.Equal(t, "C8", Vertex(m, 9), "connect %s %s", pair[0], pair[1])
	}
	// A join into self-atari is a join too (GNU Go 3.8: connect A2 B1
	// = 1 A1, leaving the joined string one liberty at C1).
	pos = mustDiagram(t, `
.........
.........
.........
.........
.........
.........
O........
XOO......
.X.......`)
	b = pos.Board()
	code, m := r.Connect(context.Background(), b, v("A2"), v("B1"))
	require.Equal(t, Win, code)
	require.Equal(t, "A1", Vertex(m, 9))
}
