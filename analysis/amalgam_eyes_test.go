package analysis

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNoEyeSpaceAmalgamation checks that the strings around an eye space
// are not joined for bordering it (GNU Go 3.8, with its experimental
// connections, skips seed 000's eye-space step): in this 13x13 game
// (mertin13x13 GNHT3, before move 100) the black strings around the eye
// spaces at A1-B1 and C5 stay apart from the centre dragon, and the
// partition is GNU Go 3.8's dragon_stones answer. Joining the boundary
// components of closed eye spaces merged A9-C3 and A1 into the centre
// dragon G13.
func TestNoEyeSpaceAmalgamation(t *testing.T) {
	_, lines := dragonPartition(t, `
.....OX......
....OOXOOXOO.
...OOXXO..XO.
OO.OXXXOXX.O.
XOOOX.XOOOO.O
XXXOXXOX...X.
..XOXXOOOOX..
..XOOXXXO.X..
.X.XOXXOOX...
OXXXOXOXX.X..
OOXOXXOX.....
.OOOX.O......
X.OXX........`)
	want := []string{
		"F13 E12 F12 D11 E11 A10 B10 D10 B9 C9 D9 D8 D7 D6 E6 E5 E4",
		"G13 G12 F11 G11 E10 F10 G10 E9 G9 E8 F8 E7 F7 F6 G6 H6 F5 G5 F4 E3 F3 E2 D1 E1",
		"H12 J12 L12 M12 H11 M11 H10 M10 H9 J9 K9 L9 N9 G8 G7 H7 J7 K7 J6 H5 J5",
		"K12 L11 J10 K10",
		"A9 A8 B8 C8 C7 C6 B5 D5 B4 C4 D4 C3",
		"H8",
		"A4 A3 B3 D3 B2 C2 D2 C1",
		"G4 G3 G2",
		"M8 L7 L6 K5 H4 J4 L4 H3",
		"A1",
	}
	norm := func(ls []string) []string {
		out := make([]string, 0, len(ls))
		for _, l := range ls {
			f := strings.Fields(l)
			sort.Strings(f)
			out = append(out, strings.Join(f, " "))
		}
		sort.Strings(out)
		return out
	}
	require.Equal(t, norm(want), norm(lines))
}

// TestEyeSpaceAmalgamationOption checks Config.EyeSpaceAmalgamation: with
// it the four black strings around the closed cave C7-D6 are one dragon,
// seed 000's "boundary components of a blackbordered cave"; without it
// (the default, GNU Go 3.8's dragon_stones answer) they are four dragons,
// since none of their connections holds by itself.
func TestEyeSpaceAmalgamationOption(t *testing.T) {
	diagram := `
.OOOO....
OOXXO....
OX..XO...
OX..XO...
OOXXO....
XXX......
.........
.........
.........`
	_, def := dragonPartition(t, diagram)
	require.Equal(t, []string{"B9 C9 D9 E9 A8 B8 E8 A7 F7 A6 F6 A5 B5", "C8 D8", "B7 B6", "E7 E6", "C5 D5 A4 B4 C4", "E5"}, def)
	_, seed := dragonPartitionConfig(t, Config{Level: DragonsWithoutOwl, EyeSpaceAmalgamation: true}, diagram)
	require.Equal(t, []string{"B9 C9 D9 E9 A8 B8 E8 A7 F7 A6 F6 A5 B5", "C8 D8 B7 E7 B6 E6 C5 D5 A4 B4 C4", "E5"}, seed)
}

// TestTwoCommonLibertiesJoinWeakWorm checks that without the eye-space
// step two strings with two common liberties are joined even when tactical
// reading can capture one of them (GNU Go 3.8 does): on this board (cgf2001
// aya game, move 200) black O10 has two liberties, O11 and P10, both shared
// with P11, and can be captured (atari at O11); GNU Go 3.8's dragon_stones
// puts O10, P11, Q10 and P9 around the empty P10 in one dragon. The
// tactically safe join rule would leave P11 a dragon of its own.
func TestTwoCommonLibertiesJoinWeakWorm(t *testing.T) {
	ds, _ := dragonPartition(t, `
.X.......X.O...O...
X.XX.OXOX.XXO.XO...
OX..OX.X.XOOO..OX..
OXX.X.XXXOX..OOO...
OX...X....XOXXO.O..
OXXX.OO.X...XOO....
OOOX.OXXOOOX.OX....
...OOOXOX.OXO...O..
.....OXOXOOXO.X....
...OX.XO.OXXOX.XO..
OOOO.XX.O..XXOX....
OXXOX.OOXXX.XOOOO..
XXXOXXXXXOOOO......
O..XOX.XXXOX.O.....
.X.XOX.XXOXXO...O..
..X..OX....XXOO....
..XOO.X..X.XOOOO...
...XX......XXOX....
............XO.....`)
	at := func(v string) Pos { return mustVertex(t, v, 19) }
	var stones []string
	for _, s := range ds.Stones(ds.ID(at("P11"))) {
		stones = append(stones, Vertex(s, 19))
	}
	sort.Strings(stones)
	require.Equal(t, []string{"O10", "P11", "P9", "Q10"}, stones)
}
