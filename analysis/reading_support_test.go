package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestInnerDefenceOrderWeakAtari: after Black's S2 the white stone R2
// has two liberties; of its defences the atari T2 on the lone black stone
// S2 (which, extending at S1, would have two liberties) comes before the
// first-line extension R1, which takes thousands of nodes to refute
// (olympiad2003 go_intellect-gnugo move 30, lower right corner). GNU Go
// 3.8 answers the same (attack 0, defend 1 S2) in 1,571 nodes; without
// the rule the attack read takes 6,520 (1,169 with it).
func TestInnerDefenceOrderWeakAtari(t *testing.T) {
	pos := mustDiagram(t, `
..........|
......O...|
..........|
.....X.X..|
......XO..|
......XO..|
...O.XXXO.|
.......O..|
..........|
----------+`)
	r := wantRead(t, pos, "R2", true, "0", 2000)
	b := pos.Board()
	c, m := r.FindDefense(b, mustVertex(t, "R2", b.Size()))
	require.Equal(t, "1 S2", gtpCode(b.Size(), c, m))
}

// TestAttackNoNeedlessSupport: the attacker does not strengthen a
// two-liberty string of its own next to a two-liberty target when it
// would extend to more than three liberties at either liberty (the
// defender's atari there is no threat). kgs SURARIN-yagr move 120, the
// bottom: defend M3 is 1 L1 as GNU Go 3.8's (12,924 nodes); without the
// rule the read takes 7,338 nodes (6,237 with it).
func TestAttackNoNeedlessSupport(t *testing.T) {
	pos := mustDiagram(t, `
|...XO..............|
|.......X....XX.....|
|.OX......XX....O...|
|.O......O.O.O......|
|...X.X...O.OXXOXO..|
|..OXXOX.X.OXOO.OO..|
|..OOX....XOX..O....|
|...................|
+-------------------+`)
	wantRead(t, pos, "M3", false, "1 L1", 6800)
}

// TestInnerAttackOrderCap: after White's M12 the white pair L12-M12 has
// two liberties, M11 and N12, diagonal to each other; the net N11 next to
// both comes right after the two ataris instead of last among the
// second-order moves, where the negative priorities of the rules that
// also find it (second-order liberty of both liberties) added up. nngs
// joshj-gnugo 2003-12-17 move 120, right side: defend L12 is 0 as GNU Go
// 3.8's (456 nodes); without the rule the read takes 694 nodes (310 with
// it).
func TestInnerAttackOrderCap(t *testing.T) {
	pos := mustDiagram(t, `
-----------+
...........|
XX.....O.X.|
OX.X.O.....|
X.XOO.XXXO.|
..X..O.OO..|
O.OXX.O....|
OOXX.......|
OXO.....X..|
OXX........|
XX.....O.X.|
O..........|
........O..|
....X.O....|
...........|
.....XOO...|
.X..X.X.O..|
X......XO..|
.......XX..|
...........|
-----------+`)
	wantRead(t, pos, "L12", false, "0", 450)
}

// TestInnerAttackOrderSecondMax: inside the read a second-order liberty
// found from two liberties of the target keeps its best priority instead
// of the sum of two negative ones, which sank the points next to two
// liberties to the end. gifu2006 gnugo-gorimu move 120, upper left:
// attack C18 is 1 B18 as GNU Go 3.8's (936 nodes on this corner); without
// the rule the read takes 2,884 nodes (709 with it).
func TestInnerAttackOrderSecondMax(t *testing.T) {
	pos := mustDiagram(t, `
+----------
|...X......
|..XOX....X
|...OOO..OO
|.XO..XOO.X
|.O.O..XOX.
|..O.XX.XOO
|......X.OX
|....X.....
|.XO.....X.`)
	wantRead(t, pos, "C18", true, "1 B18", 1200)
}
