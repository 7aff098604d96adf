package analysis

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// dragonVertices lists the stones of the dragon at p as GTP vertices.
func dragonVertices(ds *DragonSet, p Pos, size int) []string {
	var vs []string
	for _, s := range ds.Stones(ds.ID(p)) {
		vs = append(vs, Vertex(s, size))
	}
	return vs
}

// incident267Move200 is incident267 before move 200 (two tests below).
const incident267Move200 = `
.......O.O...OOOO.O
.O..XXO.OXOOOOXOXOO
O.XOOXXOXXOXXOXXXXO
...XX.XXXXXOXX.XXO.
..X...OOOX.O.....X.
.OXOO...XO..O...X..
.OOXO.OOX.XO....X..
.OXX.O.X...XOOXX.X.
..O.XXX.X.X.XXO.XO.
..OOOX.X......OX.O.
...XX...O.O..O.....
..........O....X...
.XXX...O....OO.....
XOOXOX...O.OXX.X.X.
.OOXOXOO....XOX.XO.
.OXXOXX.....XO.XO.O
.XXOXXOXXXXX.O.XO..
XOOOOOOOXOOXO..X...
.......OOOXX.......`

// TestFragileDoubleCutKeepsValuableLink checks that a fragile double
// connection (fragileDoubleCuts) blocks only its less valuable link. In
// incident267 before move 200, white at P7 would threaten both P6 (between
// black's four-stone string N4-N5-N6-O6 and Q6) and Q7 (between Q6 and
// Q8); black answers P6, so the diagonal O6-P5 (its other point O5 is a
// white string that black captures after a cut at P6) holds and only Q7
// is fragile. With both points blocked, the string O6 and the lone P5
// were two dragons; the stones listed are GNU Go 3.8's dragon_stones O6.
func TestFragileDoubleCutKeepsValuableLink(t *testing.T) {
	ds, _ := dragonPartition(t, incident267Move200)
	o6, p5 := mustVertex(t, "O6", 19), mustVertex(t, "P5", 19)
	require.Equal(t, ds.ID(o6), ds.ID(p5), "O6 and P5 are one dragon")
	got := dragonVertices(ds, o6, 19)
	require.ElementsMatch(t, strings.Fields("P18 R18 M17 N17 P17 Q17 R17 S17 N16 O16 Q16 R16 S15 R14 R13 P12 Q12 S12 R11 Q10 Q8 N6 O6 Q6 S6 N5 P5 R5 N4 Q4 H3 J3 K3 L3 M3 Q3 J2 M2 Q2 L1 M1"), got)
}

// TestDiagonalCutJoiningStringCaptured checks that the diagonal step reads
// the capture of a cutting string that the cut has joined to a string of
// four liberties (cutterCapturedLibs). In century21 move 200 black's Q11
// and R10 touch diagonally beside white's Q10; white's cut at R11 joins
// S11, and black captures the four-liberty string at R13. The stones
// listed are GNU Go 3.8's dragon_stones Q11; with a three-liberty cap the
// 16 stones from N13 and the 28 from R10 were two dragons.
func TestDiagonalCutJoiningStringCaptured(t *testing.T) {
	ds, _ := dragonPartition(t, `
........X.X.OXX....
.XXX...XOOOO.OX....
XOOO.X..XXO..OX....
.X.O...XOXXO.O.X...
.XO.XXXOOOX.O......
.XO......OXOOXXXXX.
.XO.OOO.OXXOXXOX.O.
.O......OOOXOXOXO..
..OO.O.O..O.OOOX.O.
..O.OX.XXXO..O.OXO.
.OOOX.X.OOO...OXXX.
XXOX.XOXOXXX..OOX..
OOOX.XO.OXO.OO.OX..
XXX...O..XO.OXOOX..
.....XOOOX.XXXXX...
...X.XXOXXX...XO.X.
..XX.OXXOXOO.OOOX..
..XOXO.XOO.XO.OXX..
........X.O........`)
	q11, r10 := mustVertex(t, "Q11", 19), mustVertex(t, "R10", 19)
	require.Equal(t, ds.ID(q11), ds.ID(r10), "Q11 and R10 are one dragon")
	got := dragonVertices(ds, q11, 19)
	require.ElementsMatch(t, strings.Fields("O19 P19 P18 P17 Q16 O14 P14 Q14 R14 S14 N13 O13 Q13 O12 Q12 Q11 R10 Q9 R9 S9 K8 L8 M8 R8 K7 R7 K6 O6 R6 K5 M5 N5 O5 P5 Q5 J4 K4 L4 P4 S4 K3 R3 Q2 R2"), got)
}

// TestAroundDeadDefenceThatFails checks that a capturable cutting string
// whose defence moves all fail once played counts as dead around it
// (checkAroundDeadDefences, amalgamateAroundDead). In trevor d25 move 200
// white's lone C8 (two liberties) cuts black's D8 from C7; the worm's
// defence read offers B8, but after B8 a read from the root captures the
// two stones at B9 (GNU Go 3.8 finds no defence). The stones listed are
// GNU Go 3.8's dragon_stones D8; with the defence taken at its word the
// 32 stones from D10 and the 13 from C7 were two dragons.
func TestAroundDeadDefenceThatFails(t *testing.T) {
	ds, _ := dragonPartition(t, `
..O.....X..X.O.O...
.OXO.OOX.XXOOXOXO..
OOX.O.OOXXXOXX..O..
XXXO.O..OOXOX..O...
.XOOOOOOX.X.OO.....
..XXX.OX.XOOO.O.O..
.....XX...XXOX...O.
.......X....X.XXX..
.............XOOXXX
...X.......OXXOOXOX
...XXX.....XOOOOOOX
..OXOXX....XO.X.OXX
..XOOOXO..X.XXXOOOO
..XXXOOX.......OX..
..XOOOOXXXX.OX.OX..
..XXXXOOOXOXX.OOX..
.XXOOO..OOOX.XO..O.
XOXOXO...OX.X.XOO..
.OO......OXX.X.....`)
	d8, c7 := mustVertex(t, "D8", 19), mustVertex(t, "C7", 19)
	require.Equal(t, ds.ID(d8), ds.ID(c7), "D8 and C7 are one dragon")
	got := dragonVertices(ds, d8, 19)
	require.ElementsMatch(t, strings.Fields("D10 D9 E9 F9 M9 D8 F8 G8 M8 P8 C7 G7 L7 N7 O7 P7 C6 D6 E6 H6 C5 H5 J5 K5 L5 O5 C4 D4 E4 F4 K4 M4 N4 B3 C3 M3 O3 A2 C2 L2 N2 P2 L1 M1 O1"), got)
}

// TestAroundDeadRaceStringApart checks that amalgamateAroundDead does not
// join over a dead string a string whose liberties are all liberties of
// the dead one. In handtalk26 move 200 white's eight stones from Q19
// (liberties R19 and T18) are dead, and black's S19-T19 has the same two
// liberties: GNU Go 3.8 keeps it a dragon of its own (dragon_stones S19),
// while the black stones around are one dragon.
func TestAroundDeadRaceStringApart(t *testing.T) {
	ds, _ := dragonPartition(t, `
..XXOOOOX....XXO.XX
.X..XXOX....XOXOOO.
.X.XO.OXX..X.OXXOOO
.XXO.OO..XX.XO.XXXO
.OXO.X.XXO.XXOOOX.X
.XOO.X.XOO.XOOXOOX.
..X.OOOO..OO..XXX..
..X.OX...XO.OX.....
...XXOOOOO.OXX..X..
..XOO.O.OXOXX......
..X.O.O.OXX..XX....
..XO.O.XXXOXOXOXXX.
...XX.OX.OO.O.O.OX.
.....X.X...O.O.OOXO
...X.XXXO........OO
..X..OOO.OO...O.O..
..XOO...O.XXXO.O...
.X.XO...OX..OXO....
..XXO..............`)
	s19, p19 := mustVertex(t, "S19", 19), mustVertex(t, "P19", 19)
	got := dragonVertices(ds, s19, 19)
	require.ElementsMatch(t, []string{"S19", "T19"}, got)
	got = dragonVertices(ds, p19, 19)
	require.ElementsMatch(t, strings.Fields("B14 B16 B17 B18 B2 C1 C10 C12 C13 C15 C16 C19 C3 C4 C8 C9 D1 D11 D17 D19 D2 D5 D7 E11 E18 E7 F14 F15 F18 F5 F6 G5 H14 H15 H17 H18 H5 H6 H7 H8 J15 J17 J19 J8 K10 K16 K8 K9 L16 L9 M10 M14 M15 M17 M8 N10 N11 N15 N16 N18 O11 O12 O19 O8 O9 P13 P14 P17 P18 P19 P9 Q13 Q16 Q17 Q8 R11 R13 R15 R16 R8 S14 S16 S6 S7 S8 T15"), got, "P19's dragon (GNU Go 3.8's)")
}

// TestAmalgamApartCutterCaptured checks that the amalgamation's connection
// read lets the connector capture a cutting string even when the strings
// are apart (connect, captureCutter). In kgs GoBucks move 200 black's
// knight's move L3-N2 beside white's wall N3-N4: after W M2, B L2, W M1
// the white string M1-M2 (three liberties) blocks every path, and B M3
// captures it along the first line (GNU Go 3.8 calls B M3 a trivial
// connection). The stones listed are GNU Go 3.8's dragon_stones N2.
func TestAmalgamApartCutterCaptured(t *testing.T) {
	ds, _ := dragonPartition(t, `
...XXO.....XXO.OOX.
XXX.XO...O.XOOO.OX.
.OXXOOO.O..XXOOOXXX
.OOO.XXXO..XOXXXOOX
....OO..O..X...O.O.
...XX...OX..XOOOOXO
....X.XOOX..XXXOXX.
...O...OX.....OXXX.
.....OOOO..O..OOOX.
.OOOO.X..XX.O..O.X.
.OXXOX.X.O.XO..OX..
XOX.X.....XOO..OOXX
.X...X.X..XXO....OX
X.XXX.XOOOX.XO.OOOO
.X....XOX.X.XOOOXXO
...X.XOOXOXXOOX.X.O
....OXOX..X.OX.XXO.
.X.O.OXX....XX..XO.
.................X.`)
	l3, n2 := mustVertex(t, "L3", 19), mustVertex(t, "N2", 19)
	require.Equal(t, ds.ID(l3), ds.ID(n2), "L3 and N2 are one dragon")
	got := dragonVertices(ds, n2, 19)
	require.ElementsMatch(t, strings.Fields("G10 K10 L10 C9 D9 F9 H9 M9 A8 C8 E8 L8 B7 F7 H7 L7 M7 A6 C6 D6 E6 G6 L6 N6 B5 G5 J5 L5 N5 R5 S5 D4 F4 J4 L4 M4 P4 R4 F3 H3 L3 O3 Q3 R3 B2 G2 H2 N2 O2 R2 S1"), got)
}

// TestLargeKnightExhaustedRetry checks the budget of the retry of a shape
// read that stopped without a proof (readShapeExhaustedNodes): in
// incident267 move 200 white's large knight's move A17-B14 along the edge
// needs more than 1500 moves to prove; GNU Go 3.8 joins it (the stones
// listed are its dragon_stones A17).
func TestLargeKnightExhaustedRetry(t *testing.T) {
	ds, _ := dragonPartition(t, incident267Move200)
	got := dragonVertices(ds, mustVertex(t, "A17", 19), 19)
	require.ElementsMatch(t, strings.Fields("B18 A17 B14 B13 C13 B12 C11 C10 D10 E10"), got)
}
