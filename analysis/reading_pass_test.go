package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPassCheckBackfills: when the defender finds no move, defend lets
// the attacker move again (the null move) to see whether a move was
// needed at all. That check is only sound if the attacker keeps its
// whole set of moves, including backfilling, at any depth where
// backfilling is read. White G6 (R12 of century21 gnugo-go4, move 200,
// after S12 T12 R11 R13 T14 T13, cropped to its lower right corner) has
// two liberties: H6, where black cannot play, and J5, a self-atari for
// black. Black J4 takes a liberty of white's H5 neighbour; white then has
// no move (H6 and J5 are self-ataris for white too), and black must now
// backfill at J3 before J5 becomes an atari. GNU Go 3.8 answers attack R12 = 1 T10 (J4 here) on the full
// board. With five trial moves already on the board (stackp 5) the
// attack at J4 is read at depth 5 and the null move's reply at depth 6,
// past backfill2Depth: without the rule the pass check missed J3 and
// the attack failed.
func TestPassCheckBackfills(t *testing.T) {
	pos := mustDiagram(t, `
+---------+
|X.O......|
|XOOXXXXXX|
|XOXXOXOOO|
|OXOXOXO.O|
|O.OOOXXO.|
|O..O.OXO.|
|O...OXXX.|
|XX..OOX..|
|O.OO.OX..|
+---------+`)
	b := pos.Board()
	size := b.Size()
	g6 := mustVertex(t, "G6", size)
	for _, sp := range []int{0, 5, 6} {
		r := NewReader(0, 0)
		r.Stackp = sp
		c, m := r.Attack(b, g6)
		require.Equal(t, "1 J4", gtpCode(size, c, m), "attack G6 at stackp %d", sp)
	}
	require.NoError(t, b.CheckConsistency())
}

// TestThreeLibApproachDepth: approach moves (second-order liberties)
// against a string with three liberties are tried only down to
// threeLibBranchDepth = 2. White B3 (scoring/score6, move 200, lower
// left corner) has four liberties. Black B2 C4 D3 leaves the white
// strings with three liberties in the corner; black's kill then needed
// the approaches A6 and A2 at depth 3 (our attack was 1 B2), but GNU Go
// 3.8 finds a ko at best there (its defend B5 after those moves is 3 A6)
// and answers attack B3 = 0 on this diagram as on the full board.
func TestThreeLibApproachDepth(t *testing.T) {
	pos := mustDiagram(t, `
+-----------+
|..OXXOXOX..|
|..OOXXX..X.|
|OOXOOX.X...|
|.XXO.OX.X..|
|.XOO.OX.OX.|
|.XXXOOX.X..|
|.OOXXX.X.X.|
|OX.OXXXOXXX|
|.OO.XOXOOOO|
|..XXXOO.O..|
|.X.OO......|
+-----------+`)
	b := pos.Board()
	size := b.Size()
	b3 := mustVertex(t, "B3", size)
	r := NewReader(0, 0)
	c, m := r.Attack(b, b3)
	require.Equal(t, "0", gtpCode(size, c, m), "attack B3")
	c, m = r.FindDefense(b, b3)
	require.Equal(t, "1 A3", gtpCode(size, c, m), "defend B3")
	require.NoError(t, b.CheckConsistency())
}
