package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// d25Move120 is trevor auto d25 before move 120: black's lone stones N10
// and M8 form a knight's move next to white's O9.
const d25Move120 = `
........X....O.O...
.O.O.OOXOX.OOXOXO..
..X.O.O..XXOXX..O..
..XO.OXX...OX..O...
.....O....X.OO.....
..X.X..X.XOOO...O..
.....X....XXOX...O.
.......X....X.X.X..
...................
...X........X...X..
....XX.......O.O.O.
...XOX.....X.....X.
....OOX...X..X.OOO.
..X....X.......OX..
.....O....X.OX.OX..
...X...O...XX..OX..
.XX.OO..O.OX..O..O.
XOXOXO...OX.XO..O..
.OO......OXX.......`

// TestAmalgamCutterCaptureReadFromDepthZero checks that the amalgamation's
// connection read captures a two-liberty cutting string met deep in a line
// with a tactical read from depth 0 (captureCutter): in trevor d25 move
// 120, after W N9, B M9, W M10 the cut M10 falls to B L10 (a chase that
// alternates two and three liberties), which the read from the search's
// ply missed, so the knight's move N10-M8 was cut. GNU Go 3.8 joins it
// (its decide-connection calls the position after M10 a trivial
// connection at L10); the stones listed are its dragon (GNU Go 3.8's
// dragon_stones, which keeps C6 apart: TestAmalgamCutterReinforcesDeeper).
func TestAmalgamCutterCaptureReadFromDepthZero(t *testing.T) {
	ds, _ := dragonPartition(t, d25Move120)
	n10, m8 := mustVertex(t, "N10", 19), mustVertex(t, "M8", 19)
	require.Equal(t, ds.ID(n10), ds.ID(m8), "N10 and M8 are one dragon")
	got := dragonVertices(ds, n10, 19)
	require.ElementsMatch(t, []string{"O13", "N12", "P12", "R12", "D10", "N10", "R10", "E9", "F9", "D8", "F8", "M8", "G7", "L7", "O7", "H6", "L5", "O5", "M4", "N4", "M3", "L2", "N2", "L1", "M1"}, got)
}

// TestAmalgamCutterReinforcesThreeLibertyCutter checks the cutter's side
// of the deeper cutting-string reads of the amalgamation test: the
// cutter may reinforce a capturable cutting string of three liberties up
// to connWeakCutPly (cutCandidates). In mertin13x13 GNGA2 move 100 black's
// G7 and J7 stay two dragons, as in GNU Go 3.8; with captureCutter
// reading three-liberty cutters at every ply but the cutter reinforcing
// them only on its first move, the jump G7-J7 was joined and the two
// large black dragons merged.
func TestAmalgamCutterReinforcesThreeLibertyCutter(t *testing.T) {
	ds, lines := dragonPartition(t, `
..OXX........
..OOX....X...
...OX.XOOOX..
..OX.X.OXOX..
..OXX...XX..O
OO.OXOX.....O
XXO.OXXOX.X.O
.XOO.OOXXOXXO
.X.XO.OOOXXO.
..X..OXXXXOOO
...XO.OXOOXO.
.X.XO.OOX.XOX
..XOO.OXX..X.`)
	g7, j7 := mustVertex(t, "G7", 13), mustVertex(t, "J7", 13)
	require.NotEqual(t, ds.ID(g7), ds.ID(j7), "G7 and J7 are two dragons: %v", lines)
}

// TestAmalgamCutterReinforcesDeeper checks that in the amalgamation's
// connection read the cutter may reinforce a capturable cutting string up
// to connWeakCutPlySecure: in trevor d25 move 120 black's knight's move
// D8-C6 is then cut, as in GNU Go 3.8's partition; with reinforcements
// only up to connWeakCutPly the two were one dragon.
func TestAmalgamCutterReinforcesDeeper(t *testing.T) {
	ds, _ := dragonPartition(t, d25Move120)
	d8, c6 := mustVertex(t, "D8", 19), mustVertex(t, "C6", 19)
	require.NotEqual(t, ds.ID(d8), ds.ID(c6), "D8 and C6 are two dragons")
}
