package analysis

import "testing"

// TestAmalgamDeepEdgeCutterCaptured checks that the connector of the
// amalgamation read captures a three-liberty cutting string on the first
// two lines however deep in the line it is met (captureCutter,
// stringOnLowLines). In scoring score30 move 200 White's knight's move
// K18-M17 from the second line is joined by GNU Go 3.8. Black's cut L18
// and his crawl along the third line (B L18 W K17 B L17 W K16 B L16 W
// K15 B M16 W N16 B N15) leave the cutter L18-L17-L16-M16 with three
// liberties, which White takes from L19 (GNU Go's readconnect calls the
// position after W N16 a trivial connection); our read stopped reading
// three-liberty cutters after ply 6 and called the cut good.
func TestAmalgamDeepEdgeCutterCaptured(t *testing.T) {
	const diagram = `
.......XOO.X..O....
.X...XX.XO..OOXXXX.
OX....O.X..O.XOXOX.
OXX.X..OX....XOOOO.
OOXX.XOOX..O..XO...
O.OXOOXXXOO..X.XO..
.OOXO.XOO..O..XOO..
XO.OOXXO...OXX.X...
X.O.XOXXOOO.O.X.O..
....XOOO.OXOOXXO...
.XXXXO.XOOXXX.XO...
..OOO..X.X....XXO..
.O...OX.XXX.X...XO.
.OXXOXX.XOOX...XXO.
..XOO..XOXO.X...XO.
O.XO.O..O..X.XXXO..
..XOOX.O.O.XXOXOO..
..XXO....OX.XOOO...
...O....OXX..X.....`
	requireSameDragon(t, diagram, "K18", "M17", true)
}
