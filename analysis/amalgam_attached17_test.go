package analysis

import "testing"

// TestLargeKnightAttached checks amalgamateReadShapes' rule for a large
// knight's move with an enemy stone attached to one of its stones
// (largeKnightAttached). Each want is GNU Go 3.8's partition (its
// dragon_stones) of the perf-corpus position. In auto019 move 30 Black's
// Q14 is attached to White's Q13 and Black's Q6 to Q7, so White's large
// knights Q13-R10 and R10-Q7, which our connection read joined, stay
// apart; in dumonteil-4 move 30 White's O4 is attached to Black's N4, so
// N4 (one dragon with O3-P3) and K3 stay apart. In auto013 move 120 both
// of White's large knights are joined as GNU Go joins them: D6-G5 has
// Black's two-liberty H5-J5 attached to G5, O11-P8 has Black's strong
// P7 string attached to P8, a stone of a four-stone string.
func TestLargeKnightAttached(t *testing.T) {
	cases := []struct {
		name, diagram string
		want          []string
	}{
		{"auto019 move 30: Q13, R10 and Q7 are three dragons", auto019Move30Diagram, []string{
			"C18 D18 C17 C16",
			"E18 D17 E17 D16 D15",
			"F17 F16",
			"H17 L17",
			"Q16 P14 Q14",
			"R14",
			"Q13",
			"R10",
			"C6",
			"P6 Q6 O4 Q4 R4",
			"Q7 R6 R5",
			"D4"}},
		{"dumonteil-4 move 30: K3 apart from N4", `
...................
...................
..XXO....O...X..X..
.XOOO..............
...................
...................
................O..
..X......O.........
................X..
.........X.........
..X................
................X..
...................
...X...........O...
.............O.....
............XO.O...
..O..O...X...XXO...
...................
...................`, []string{
			"C17 D17 B16",
			"E17 C16 D16 E16",
			"K17",
			"O17 R17",
			"R13",
			"C12 C9 D6",
			"K12",
			"R11 R8",
			"K10",
			"Q6 O5 O4 Q4 Q3",
			"C3 F3",
			"K3",
			"N4 O3 P3"}},
		{"auto013 move 120: D6-G5 and O11-P8 joined", `
...................
...XO.X....X.......
....OOX..XOO..X....
..XXOXXXXXOXX...X..
...XXOOOOOX.XXX....
..XXOO.O.OXXOOO....
...XXOX.O.....O.O..
..XOO..O...........
..XO.O.......O.....
..XO.O.............
..XXO..............
..XO..........OOOOX
..O.....O.O...XXXX.
...O...OO..O..XOXX.
......OXXOOOO.XO...
...O.....XOXO..OX..
..O.XX..X.XX.O.OX..
..OX............X..
..X................`, []string{
			"E18 E17 F17 E16",
			"G18 M18 G17 K17 P17 F16 G16 H16 J16 K16 M16 N16 R16 L15 N15 O15 P15 L14 M14",
			"L17 M17 L16",
			"D18 C16 D16 D15 E15 C14 D14 D13 E13 C12 C11 C10 C9 D9 C8",
			"F15 G15 H15 J15 K15 E14 F14 H14 K14 F13 J13 D12 E12 H12 D11 F11 D10 F10 E9",
			"N14 O14 P14 P13 R13 O11 P8 Q8 R8 S8",
			"G13",
			"T8 P7 Q7 R7 S7 P6 R6 S6 P5 R4 R3 R2",
			"D8 C7 J7 L7 D6 H6 J6 M6 Q6 G5 K5 L5 M5 N5 Q5 D4 L4 N4 Q4 C3 O3 Q3 C2",
			"H5 J5 K4 M4 E3 F3 J3 L3 M3 D2 C1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, got := dragonPartition(t, c.diagram)
			requireSamePartition(t, c.want, got)
		})
	}
}

// auto019Move30Diagram is auto_gen auto019 before move 30.
const auto019Move30Diagram = `
...................
..XXO..............
..XOOX.O..O........
..XO.X.........X...
...O...............
..............XXO..
...............O...
...................
...................
................O..
...................
...................
...............O...
..X...........XXO..
................O..
...O.........X.XX..
...................
...................
...................`
