package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSpecialRescueLoneEdgeStone: white's lone second-line stone B2
// (below the one-space jump B4) is not captured by black's B3: white
// answers A3, next to the liberty A2 where black's stone would have two
// liberties only (GNU Go's special rescue), and every black try fails.
// GNU Go 3.8 says attack B2 = 0 (trevor a021 before move 15). Without
// the defender's special rescue near the root (specialRescueDepth) the
// reader captures it with 1 B3.
func TestSpecialRescueLoneEdgeStone(t *testing.T) {
	pos := mustDiagram(t, `
+---------+
|.........|
|..OX.....|
|..O.X....|
|..XO.....|
|..O.OX...|
|.O.......|
|..X..X...|
|.OX......|
|.........|
+---------+`)
	b := pos.Board()
	size := b.Size()
	r := NewReader(0, 0)
	c, m := r.Attack(b, mustVertex(t, "B2", size))
	require.Equal(t, "0", gtpCode(size, c, m), "attack B2")
	// Small-budget reads (owl's tactical questions) skip the special
	// rescue (smallReadNodes) and still capture.
	small := NewReader(smallReadNodes, 0)
	c, m = small.Attack(b, mustVertex(t, "B2", size))
	require.Equal(t, "1 B3", gtpCode(size, c, m), "attack B2 with a small budget")
	require.NoError(t, b.CheckConsistency())
}

// TestRescueAnswerLoneStone: the attacker's move one level deeper than
// the special rescue (rescueAnswerDepth): taking a liberty from a lone
// two-liberty stone that shares a liberty with the two-liberty target.
// White's G1 string has the liberties F1 and G2 (a point black cannot
// play); after black F1 white captures with E1, and black's D1 ataris
// that lone stone, so that the string is taken by ko. GNU Go 3.8
// answers attack G1 = 2 F1 (the regression's trevor:670 accepts KO_A or
// KO_B at F1); without the answer the reader says 0.
func TestRescueAnswerLoneStone(t *testing.T) {
	pos := mustDiagram(t, `
+---------+
|.O...X...|
|.O...X...|
|.O...X...|
|.O...X...|
|.O...X...|
|.OOOOXXXX|
|.O.XOXOOX|
|OOOXXO.OX|
|......OOX|
+---------+`)
	b := pos.Board()
	size := b.Size()
	r := NewReader(0, 0)
	c, m := r.Attack(b, mustVertex(t, "G1", size))
	require.Equal(t, "2 F1", gtpCode(size, c, m), "attack G1")
	require.NoError(t, b.CheckConsistency())
}

// nicklas12At200 is nicklas12 before move 200 (corpus position).
const nicklas12At200 = `
+-------------------+
|.X..OX....XX.......|
|.OXXOXXOOX.XOOXXO..|
|.OOXXO.O.XXOXX.XO..|
|XXOXOO.OXXOOOXXOOX.|
|XOOOOXOOOOX.OOOO.O.|
|.O...XXOOXX..OXOXO.|
|OXX..XXXO...XXXXXXX|
|.OOXX..OXX.XOX.XOX.|
|OXOO.XXO..X.OOXOOO.|
|.XXOOOXOO..XXO.O...|
|XXOOX.OXO...XO.OXO.|
|.XO.XO.XO.OOOXXXOO.|
|XOOX.O.XXO..XX.OXX.|
|....O.X........O...|
|XO.O........XO.....|
|XXO..X.X.......O...|
|XOOX......X..X..O..|
|.XX............X...|
|...................|
+-------------------+`

// TestRescueAnswerThreeLibs: the rescue answer also against a target
// with three liberties (where the attacker cannot play the shared
// liberty). Black's L19-M19-M18 (liberties K19, L18, N19) is captured
// outright, as GNU Go 3.8's worm_data says (attack code 5 at P17; its
// GTP attack answers 2 O19); with the answer only against two-liberty
// targets the rescue holds and the reader says 0.
func TestRescueAnswerThreeLibs(t *testing.T) {
	pos := mustDiagram(t, nicklas12At200)
	b := pos.Board()
	size := b.Size()
	r := NewReader(0, 0)
	c, m := r.Attack(b, mustVertex(t, "M19", size))
	require.Equal(t, "1 P17", gtpCode(size, c, m), "attack M19")
	require.NoError(t, b.CheckConsistency())
}

// TestWormKoAttackUpgrade: GNU Go 3.8's reader takes black's D19 string
// only through a ko (its GTP attack: 2 A16), but the approach F19, next
// to the liberty E19, captures it outright; the worm array records that
// (GNU Go 3.8's worm_data: attack code 5 at F19; nicklas8 before move
// 120). Our reader answered 2 A16 too until the edge dead-end block at
// the root (TestAttackEdgeDeadEnd, session 23) let it find F19 itself;
// koAttackUpgrade, which found F19 for the worm before, is no longer
// needed here, and the worm keeps F19 either way.
func TestWormKoAttackUpgrade(t *testing.T) {
	pos := mustDiagram(t, `
+-------------------+
|.X.X...............|
|OOOXXOOOX..........|
|XXXXO.OXX...OXX.XX.|
|.OOXOO.OXX..OOOXX.X|
|..OOO..O...XXXOOOX.|
|OO.O.OO...X..O..OOX|
|XXXO.OX..X.O.OOOXXX|
|XOOXOO.....O...OOO.|
|..XX......OXOOX....|
|...X..X..X..XX.X.X.|
|................X..|
|..............X.OX.|
|...................|
|..X.............O..|
|.....X.............|
|...XOXOO.X..X..XO..|
|..X.OO..........O..|
|..XO...............|
|...................|
+-------------------+`)
	b := pos.Board()
	size := b.Size()
	d19 := mustVertex(t, "D19", size)
	r := NewReader(0, 0)
	c, m := r.Attack(b, d19)
	require.Equal(t, "1 F19", gtpCode(size, c, m), "reader attack D19")
	ws, err := makeWorms(context.Background(), b, NewReader(0, 0))
	require.NoError(t, err)
	w := ws.worms[ws.index[d19]]
	require.Equal(t, "1 F19", gtpCode(size, w.AttackCode(), w.AttackPoint()), "worm attack D19")
	require.NoError(t, b.CheckConsistency())
}
