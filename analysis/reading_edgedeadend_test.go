package analysis

import "testing"

// TestAttackEdgeDeadEnd: black's eight stones A17-D17-D19-E18-D16 have the
// liberties C19, E19 and A16 (nicklas8 move 90, upper left). E19 on the
// edge has one empty neighbour, F19: white's F19 makes it a dead end
// (black gains nothing by filling it) and black is short of a liberty.
// GNU Go 3.8: attack D19 = 1 F19 (after it both engines' defend D19 = 0);
// with liberties only at the root the reader answered 2 A16.
func TestAttackEdgeDeadEnd(t *testing.T) {
	wantRead(t, mustDiagram(t, `
|.X.X...............
|OOOXXO.O...........
|XXXXO.OX.....X..XX.
|.OOXOOX.XX.....XX.X
|..OOOXX.....XXOOOX.
|OO.O.OO......OXXOO.
|XXXO.OX....O.O...X.
|XOOXOO.........OO..
|..XX..........X....
|...X.....X.....X.X.
|...................
|..............X.O..
|...................
|..X................
|.....X.............
|...XOXOO.X..X..XO..
|..X.OO..........O..
|..XO...............
|...................
`), "D19", true, "1 F19", 0)
}
