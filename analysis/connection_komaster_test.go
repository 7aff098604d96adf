package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestConnectionKoMasterRetakesPastCap checks that the ko master (the
// side that first retook a ko after a threat) keeps retaking in the
// connection search after the line's ko captures reach maxKoCaptures.
// nngs joshj-gnugo-3.3.2 before move 124 (connection:93), `disconnect K2
// L3`: W L2 ataris L3, B K4 takes the ko at K3, W K3 retakes after a
// threat, B M3, W J2, B K4 takes again (the ban lifted: the third ko
// capture of the line), and W's retake at K3, the fourth, was refused by
// the cap, so Black connected outright (Disconnect 0) in a ko Black wins
// only by out-threatening White. GNU Go 3.8: disconnect 3 L2 (KO_B), and
// after W L2 connect 2 K4 (KO_A).
func TestConnectionKoMasterRetakesPastCap(t *testing.T) {
	pos := mustDiagram(t, `
...................
...OXX..........OX.
.XXXO.X.X.O..O.OOX.
.O.O.O...O....OXXO.
OX.O...X.O...XXXOX.
.OOOX.........XXO..
..OX.X.X....OXOOOO.
..OX........X.XO...
.............XXXX.O
..OOXX...........X.
..OX............XOO
..OX.X..O.......XXO
................XXO
.OOOXX.O....O.XXOOO
.XXXO.O.XO.....OXXX
...X.O.OO.O....OX..
....XXOXXOX.O..O.X.
.........X......O..
...................`)
	b := pos.Board()
	a, c := mustVertex(t, "K2", 19), mustVertex(t, "L3", 19)
	r := NewReader(0, 0)
	code, m := r.Disconnect(context.Background(), b, a, c)
	require.Equal(t, KoB, code)
	require.Equal(t, "L2", Vertex(m, 19))
	require.NoError(t, b.Play(mustVertex(t, "L2", 19), White))
	code, m = r.Connect(context.Background(), b, a, c)
	require.Equal(t, KoA, code)
	require.Equal(t, "K4", Vertex(m, 19))
}
