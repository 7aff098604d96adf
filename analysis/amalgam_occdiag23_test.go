package analysis

import "testing"

// gointellect45Diagram is mertin13x13 gointellect-gnugo1 (B+14) before
// move 45.
const gointellect45Diagram = `
.............
..........XXO
....X.....XO.
..X......X.O.
.............
....O...X.OO.
...XX.X..XOX.
...XOX.O.OX..
..X...O..OX..
..XOO....XO..
.XO.O..O..O..
.XOO.........
.O...........`

// TestOccupiedDiagonalJoined checks occupiedDiagonalSecure: White's
// diagonal L7-K6, both of whose shared points hold black strings (K7, two
// liberties, and the capturable L6-L5, two liberties), is joined: Black
// cannot save both cutting strings (GNU Go 3.8 joins it, both engines'
// disconnect L7 K6 answer 0). The capturable-string condition keeps
// CrazyStone2 move 77 apart (connection:127, same_dragon A9 G6 0).
func TestOccupiedDiagonalJoined(t *testing.T) {
	requireSameDragon(t, gointellect45Diagram, "L7", "K6", true)
	requireSameDragon(t, gointellect45Diagram, "L7", "L3", true)
	requireSameDragon(t, crazyStone77Diagram, "F7", "G6", false)
}

// crazyStone77Diagram is CrazyStone2 before move 77 (regression
// connection:127): White's G7-J7 (liberties J8, J6) and F6 cut Black's
// F7 from G6; our tactical reader cannot capture G7.
const crazyStone77Diagram = `
XXX.XXX.X
.XXXOXOX.
XOOXOXOOO
XOOOOOXO.
XO.OXXXXO
XOOXXXOOO
OO.OXXX.X
..OX.X.X.
..OOXXX.X`

// TestKnightAroundCapturableJoined checks knightAroundCapturable: in kgs
// Erro-TheGNUGo before move 150 White's knight's move H14-F13 has Black's
// G13 (two liberties, capturable) on one inner point and G14 empty; it is
// read and joined, and the white dragon is GNU Go 3.8's whole one (73
// stones from G19 to E1).
func TestKnightAroundCapturableJoined(t *testing.T) {
	requireSameDragon(t, erro150Diagram, "H14", "F13", true)
	requireSameDragon(t, erro150Diagram, "G19", "E1", true)
	requireSameDragon(t, erro150Diagram, "G19", "H12", false)
}
