package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestConnectionReadIndependentOfEarlierQuestions: the amalgamation's
// read of a pair (secureConnectionRead, escapeRead) gives the same answer
// whether or not a plain Disconnect of the same pair was asked first on the
// same Reader. Before the read's rules were part of the connection cache key
// (modeSalt), the read took the entries Disconnect had stored at equal
// horizons: in nicklas12 before move 200 (White to play), N7-N5 (Black's
// O7 hanging between them, White cutting at N6) was "secure" read alone and
// "not secure, budget exhausted" after Disconnect N7 N5.
func TestConnectionReadIndependentOfEarlierQuestions(t *testing.T) {
	pos := mustDiagram(t, nicklas12Move200)
	n := pos.Size()
	p, q := mustVertex(t, "N7", n), mustVertex(t, "N5", n)
	read := func(disconnectFirst bool) (secure, exhausted, shallow bool) {
		a, err := Config{Level: Worms}.Analyze(context.Background(), &pos)
		require.NoError(t, err)
		a.WithReader(func(r *Reader, b *Board) {
			ctx := context.Background()
			if disconnectFirst {
				code, move := r.Disconnect(ctx, b, p, q)
				require.Equal(t, Win, code)
				require.Equal(t, "N6", Vertex(move, n))
			}
			secure, exhausted, shallow = r.secureConnectionRead(ctx, b, p, q, 600)
		})
		return
	}
	s0, e0, h0 := read(false)
	s1, e1, h1 := read(true)
	require.True(t, s0, "read alone: secure")
	require.Equal(t, [3]bool{s0, e0, h0}, [3]bool{s1, e1, h1}, "after Disconnect")
}

// nicklas12Move200 is nicklas12 before move 200 (White to play), shared by
// the connection tests that read its pairs.
const nicklas12Move200 = `
.X..OX....XX.......
.OXXOXXOOX.XOOXXO..
.OOXXO.O.XXOXX.XO..
XXOXOO.OXXOOOXXOOX.
XOOOOXOOOOX.OOOO.O.
.O...XXOOXX..OXOXO.
OXX..XXXO...XXXXXXX
.OOXX..OXX.XOX.XOX.
OXOO.XXO..X.OOXOOO.
.XXOOOXOO..XXO.O...
XXOOX.OXO...XO.OXO.
.XO.XO.XO.OOOXXXOO.
XOOX.O.XXO..XX.OXX.
....O.X........O...
XO.O........XO.....
XXO..X.X.......O...
XOOX......X..X..O..
.XX............X...
...................`
