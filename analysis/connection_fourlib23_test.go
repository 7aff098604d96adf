package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestConnectCapturesFourLibertyCutter checks that the connector's first
// move may capture a cutting string of four liberties (captureCutter).
// kgs Erro-TheGNUGo before move 150: Black's H12-L12 (liberties H13, J13,
// L13, L11) cuts White's K13 from K11 and H11 from G12, and W L13
// captures it (both engines' `attack K12` = 1 L13). Connect K13 K11
// answered Lose and Disconnect H11 G12 1 G10 (after B G10 saves G11, W
// L13 still joins H11 and G12 through the captured H12); GNU Go 3.8:
// connect 1 L13, disconnect 0. The white dragons GNU Go joins there were
// split in three, 1710 same-dragon stone pairs of the held-out positions.
func TestConnectCapturesFourLibertyCutter(t *testing.T) {
	pos := mustDiagram(t, erro150Diagram)
	b := pos.Board()
	r := NewReader(0, 0)
	v := func(s string) Pos { return mustVertex(t, s, 19) }
	code, m := r.Connect(context.Background(), b, v("K13"), v("K11"))
	require.Equal(t, Win, code)
	require.Equal(t, "L13", Vertex(m, 19))
	code, m = r.Disconnect(context.Background(), b, v("H11"), v("G12"))
	require.Equal(t, Lose, code, "disconnect H11 G12 gave %s", Vertex(m, 19))
}

// erro150Diagram is kgs Erro-TheGNUGo before move 150.
const erro150Diagram = `
....XXO............
....XO.O..OXX......
....XO..O.OOX......
...X.XO..O.X...XX..
.....XO...OX.......
...X...O.OXX.......
.....OX..O.X...X...
...X.OOXXXXOX......
.XX.OOXOOO.OOX.....
.XO.OX..X.OO.X.X...
.OO.O.X.XO..O......
.....O..XO.O.......
......O.XXOOXXX....
..O.X..OOOXOO.OXXXX
.OX..X.XXOXXOOOOOOX
.O.X.X...OXXXXXO..O
.OX.OO..O.OO.XOXOO.
OXXXXO...O...XOXXXO
....O.....X......X.`
