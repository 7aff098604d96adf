package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Defence shapes of this session's reader rules. Each answer is GNU Go
// 3.8's on the same position (GNU Go's regression reading suite); each
// test fails without its rule.

func wantDefend(t *testing.T, diagram, str, want string) {
	t.Helper()
	wantRead(t, mustDiagram(t, diagram), str, false, want, 0)
}

// wantRead asks a fresh Reader, with the default limits, attack (or
// defend when attack is false) of the string at str on the position, and
// checks the answer in GTP form (want) and, when maxNodes > 0, that the
// read took at most maxNodes nodes; the board must be left as it was.
// It returns the reader, for questions asked after it.
func wantRead(t *testing.T, pos Position, str string, attack bool, want string, maxNodes int64) *Reader {
	t.Helper()
	b := pos.Board()
	r := NewReader(0, 0)
	p := mustVertex(t, str, b.Size())
	q := "defend"
	c, m := ResultCode(0), NoMove
	if attack {
		q = "attack"
		c, m = r.Attack(b, p)
	} else {
		c, m = r.FindDefense(b, p)
	}
	require.Equal(t, want, gtpCode(b.Size(), c, m), "%s %s", q, str)
	if maxNodes > 0 {
		require.LessOrEqual(t, r.Nodes(), maxNodes, "nodes of %s %s", q, str)
	}
	require.NoError(t, b.CheckConsistency())
	return r
}

// TestDefenceJumpsSkipOwnLiberties: black S5-T5-T6 has the liberties
// S4, T4 and T7. S4 (three liberties, off the edge) is GNU Go's defence;
// T7 on the edge (four liberties, less the edge penalty) ties with it.
// The second-order rule (jumps and hanging connections from the
// liberties) used to add its small bonus to S4 as a neighbour of the
// liberty T4, which sank S4 below T7; the full-depth read refutes T7
// (W S4, B T4, W S3). A liberty of the string is not a second-order
// liberty of it.
func TestDefenceJumpsSkipOwnLiberties(t *testing.T) {
	wantDefend(t, `
+-------------------+
|...................|
|.X..OO.........OO..|
|..O.OX.......O..X..|
|.X.X..X..X.....X...|
|..X................|
|................X..|
|...................|
|...................|
|...................|
|...X.....X.....X...|
|...................|
|.................O.|
|...................|
|..O.............OOX|
|.XXX............OXX|
|..OX..X..X.....XO..|
|.O.OOOOO.....X..X..|
|..OXXXXO...........|
|...................|
+-------------------+`, "S5", "1 S4")
}

// TestLoneStoneKoBackfill: black J8 is in atari and white's capture at
// J9 is a ko capture. Black's stone at J9 would join G9-H9, whose other
// liberty F9 white could take first; filling F9 before the ko fight is
// GNU Go's defence (its defend1 backfills so). Without the rule the
// reader answered the same ko with D7, a move away from the shape.
func TestLoneStoneKoBackfill(t *testing.T) {
	wantDefend(t, `
+---------+
|.X.X..XX.|
|XXXXXXOOX|
|....OOOOO|
|......XOO|
|......OXO|
|.....XOXX|
|....OOX.X|
|OOOOOX.OX|
|..O.OXXXX|
+---------+`, "J8", "3 F9")
}

// caren is cgf2004 caren-gnugo before move 200.
const carenPosition = `
+-------------------+
|...........O.......|
|......OXXXO.OO.XXX.|
|......OOOX.O..OOOOO|
|...O.OX..XXOXXOOOX.|
|OOOO.X.X.XOO.XXOXXX|
|XOXOX.X.OX..OXOOOOX|
|XXXXOX.XOOOXOOXXXX.|
|..OXOOOOOX.OXX.X...|
|.OOXXX..OXXO..XOX..|
|....X.XXXO..X......|
|X.OOOX...O...O.X...|
|..OX....XOO.O.X....|
|X..X.O.XXXO....X...|
|.XX.X...XO..O......|
|XOXXXXXXXO.....X...|
|OOOOOXOOXO..O.X...X|
|.OXOXOOXXO.OOX.X.XO|
|.......OX.OXXX.XXXO|
|......OO...OOOOOOO.|
+-------------------+`

// TestThreeLibExtendSharingFriend: black E14 (two liberties, E15 and
// F14) cannot be captured (GNU Go 3.8: attack E14 = 0). After W E15,
// B F14, W H16 the black string E14-F14 has three liberties (G13, G15,
// H14); the lone black stone H15 shares two of them and reaches the
// large black group at J15, which saves both (GNU Go's defence, a
// liberty of the superstring). Without the rule the reader never
// tried J15 and read a ko (attack E14 = 2 E15), which made E14 a
// lunch of seven white worms that GNU Go's worm array does not have.
func TestThreeLibExtendSharingFriend(t *testing.T) {
	pos := mustDiagram(t, carenPosition)
	b := pos.Board()
	r := NewReader(0, 0)
	e14 := mustVertex(t, "E14", b.Size())
	c, m := r.Attack(b, e14)
	require.Equal(t, "0", gtpCode(b.Size(), c, m), "attack E14")
	for _, mv := range []struct {
		v string
		c Color
	}{{"E15", White}, {"F14", Black}, {"H16", White}} {
		require.NoError(t, b.Play(mustVertex(t, mv.v, b.Size()), mv.c))
	}
	r.ClearCache()
	c, m = r.FindDefense(b, e14)
	require.Equal(t, "1 J15", gtpCode(b.Size(), c, m), "defend E14 after E15 F14 H16")
}
