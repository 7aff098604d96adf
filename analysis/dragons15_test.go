package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// surarinMove200 is kgs SURARIN-yagr before move 200 (black to move).
// White's L10 sits in the diagonal between black's L11 and M10.
const surarinMove200 = `
...................
...XOXXOO.O..XXOO..
...XOOXO.O.OOOXXO..
...XXXOOO.O.OX.XXX.
.....X..XOXOXXXOOO.
......O.XXXX..OXXO.
..X.X.....X.X.OXOO.
........X.XXOOOXXX.
..XXOOOOXOXOO..OOX.
.X.OOXXOX.OXXOO.OXO
..OOXXXO...X...OOXX
..OXXXOO.........OX
..OOXXXXX...XX..O.O
.OXOOX...XX....O...
.OXXXOO.OXO.O......
..OX.XO.OO.OXXOXO..
..OXX.X.XOOXOO.OO..
..OOXX.X.XOXO.O....
.........XXXO......`

// TestDefenceJumpsNearRoot checks noPlainJumps: white's L10 (liberties
// K10 and L9) cannot be defended. Its extension L9 is answered by the
// net M8, and the jump K8 that would refute the net is no defence once
// read to the end (GNU Go 3.8: after L9 M8 K8, black's K9 captures); the
// jump K9 instead of L9 fails too. GNU Go 3.8 answers `defend L10` with
// 0 and, after W L9, `attack L10` with 1 M8. Before the change the
// defender's jumps K9 and K8 pushed the refutation past the four-liberty
// depth: defend L10 gave 1 L9 and attack after L9 gave 0.
func TestDefenceJumpsNearRoot(t *testing.T) {
	pos := mustDiagram(t, surarinMove200)
	wantRead(t, pos, "L10", false, "0", 0)
	l9, err := pos.PlayColor(White, mustVertex(t, "L9", 19))
	require.NoError(t, err)
	wantRead(t, l9, "L10", true, "1 M8", 0)
	// A hane stays: after black's B3 white's B5-B4 (three liberties) is
	// saved by the hane C3 (GNU Go 3.8: attack B5 0, and 1 C3 to defend
	// after B3), which the attacker's read must keep trying one move in.
	wantRead(t, mustDiagram(t, `
.......
.XX....
.OX....
.O.X...
.......
.....O.
.......`), "B5", true, "0", 0)
}

// TestDeadCutterJoinsDiagonal checks the dragon partition that follows
// from TestDefenceJumpsNearRoot: with L10 dead, black's L11 and M10 are
// one dragon (48 stones from O18 to K5). The expected partition is GNU Go
// 3.8's dragon_stones answer for the position; before the change L11's
// 25 stones and M10's 22 were two dragons.
func TestDeadCutterJoinsDiagonal(t *testing.T) {
	_, got := dragonPartition(t, surarinMove200)
	want := []string{
		"D18 F18 G18 D17 G17 D16 E16 F16 F15 C13 E13 C11 D11 B10",
		"E18 E17 F17",
		"H18 J18 L18 H17 K17 M17 N17 O17 G16 H16 J16 L16 N16",
		"Q18 R18 R17",
		"K15",
		"M15",
		"Q15 R15 S15 S14 R13 S13",
		"G14",
		"P14 P13 N12 O12 P12 M11 N11 Q11 R11 O10 P10 R10 Q9 R9 S8 R7 T7 Q6 F5 G5 J5 L5 N5 G4 J4 K4 M4 P4 R4 K3 L3 N3 O3 Q3 R3 L2 N2 P2 N1",
		"Q14 R14 Q13 Q12 R12 S12 S11 S10 S9 T9 T8",
		"E11 F11 G11 H11 D10 E10 H10 C9 D9 H9 C8 G8 H8 C7 D7 B6 D6 E6 B5 C4 C3 C2 D2",
		"K11",
		"O18 P18 P17 Q17 O16 Q16 R16 S16 J15 L15 N15 O15 P15 J14 K14 L14 M14 L13 N13 J12 L12 M12 J11 L11 F10 G10 J10 M10 N10 E9 F9 G9 M9 D8 E8 F8 E7 F7 G7 H7 J7 N7 O7 F6 K6 L6 K5",
		"L10",
		"T10",
		"C6 C5 D5 E5 D4 F4 D3 E3 G3 J3 M3 E2 F2 H2 K2 M2 K1 L1 M1",
		"N4 O4",
		"Q4",
	}
	requireSamePartition(t, want, got)
}
