package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAtariCutsCommonLiberties checks that two strings with exactly two
// common liberties are not joined by the common-liberty step when just one
// of them can be captured, an attack on it takes one of the two shared
// points and the connection reading cuts them outright (atariCutsCommon).
// In ManyFaces4 move 120 black's F7 and G8 touch diagonally; G8 has only
// F8 and G7, both shared with F7, and white's G7 ataris it and cuts. The
// expected partition is GNU Go 3.8's dragon_stones answer: G8 is a dragon
// of its own. Before the change it was joined to the fourteen stones of
// F7's dragon.
func TestAtariCutsCommonLiberties(t *testing.T) {
	_, got := dragonPartition(t, `
.X.................
X..XXOO........O...
.XX..XO...OOOO..O..
.OOXX...O..XX..X.O.
..OX.X.......X..XX.
..O.......X....XO..
.....X.......X.X..X
...O............XXO
.OO.O.O..X.O..X.XOO
OOXO....X.O..X.XO..
OXX...OOX...X..X.O.
OX..O.XO.X.........
XX..OX......X...OO.
..X.....O.X...O.OXO
.....X...O..XX..OX.
...X......O.O..OX.X
..X..O..O....O.OX..
.XXOO.........OXX..
.XOO...............`)
	want := []string{
		"F18 G18 Q18 G17 L17 M17 N17 O17 R17 J16 S16",
		"B19 A18 D18 E18 B17 C17 F17 D16 E16 D15 F15 F13",
		"R14",
		"M16 N16 Q16 O15 R15 S15 L14 Q14 O13 Q13 T13 R12 S12 K11 P11 R11 J10 O10 Q10 J9 N9 Q9 K8 N7 L6 N5 O5",
		"B16 C16 C15 C14 D12 B11 C11 E11 G11 A10 B10 D10 A9 G9 H9 A8 E8 H8 E7",
		"M11 L10",
		"C10 B9 C9 B8 A7 B7 F7 C6 F5 D4 C3 B2 C2 B1",
		"G8",
		"T12 S11 T11 R10 S9 R7 S7 J6 P6 R6 T6 K5 R5 L4 N4 Q4 F3 J3 O3 Q3 D2 E2 P2 C1 D1",
		"S6 S5 R4 T4 R3 Q2 R2",
	}
	requireSamePartition(t, want, got)
}

// TestAtariCutsCommonLibertiesBothWeak checks atariCutsCommon when both
// strings can be captured: in Erro-TheGNUGo move 120 black's F10 and G9
// touch diagonally, white's G10 (a shared liberty) captures F10 and cuts,
// and white's disconnect cuts outright. GNU Go 3.8's dragon_stones F10 and
// G9 are each the stone alone; before the change they were one dragon.
func TestAtariCutsCommonLibertiesBothWeak(t *testing.T) {
	ds, _ := dragonPartition(t, retryJumpDiagram)
	for _, v := range []string{"F10", "G9"} {
		got := dragonVertices(ds, mustVertex(t, v, 19), 19)
		require.Equal(t, []string{v}, got, "dragon of %s", v)
	}
}

// TestAtariCutsCommonKoCutJoins pins atariCutsCommon's "a ko is not
// enough": in incident223 move 228 (GNU Go regression owl:178) white's S18
// and T17 share the liberties S17 and T18; S18 can be captured and white's
// cut needs a ko (our disconnect S18 T17 answers 2 S17). GNU Go 3.8 keeps
// the two stones one dragon (dragon_stones: S18 T17), and splitting them
// also changed our owl_attack R13 answer; the pair must stay joined.
func TestAtariCutsCommonKoCutJoins(t *testing.T) {
	ds, _ := dragonPartition(t, `
..XXXXO..OXX...X.XO
.OX.XOO.OOX.X.XXXO.
XX.XOO..OXOXX..XO.O
XOXXXO.OXXOOXO.XOX.
.OOX...OOXXOO..XO.O
...X.O.OX.....X.OOX
XXO.XO.OX.X.....OXX
.OXX.OXOX.......X..
.O..XOOOOX.XXXX..X.
...XXXOOXXXXOO.X...
.OOX.XXOOOOO.O.....
.XXOX.XOXXO.O.OXX.X
..XOOX.XOX.O.OOOOXX
..XO.XXXOX.XOXX.OOX
XXXOOXXOOX...X.XO.O
XOOXXXOO.X.X..XXO..
OO.OXO...OOOOOOXO..
..O.O.O....XXOXOO..
.....O.......XX....`)
	s18, t17 := mustVertex(t, "S18", 19), mustVertex(t, "T17", 19)
	require.Equal(t, ds.ID(s18), ds.ID(t17), "S18 and T17 in one dragon")
}
