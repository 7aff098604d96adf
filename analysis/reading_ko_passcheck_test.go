package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// koPassCheckBoard is the regression's ko5 position (reading:147).
const koPassCheckBoard = `
+-------------+
|...X.XXOXX.XX|
|..X.XXO.OXXX.|
|..XXX.OOOOOOX|
|...........OO|
|...........O.|
|...........OO|
|.....XXX...O.|
|....XX.XX..O.|
|....X.X.XXXOO|
|.....XX.X.XOX|
|......OXOOOX.|
|..OOOOOXO.OXX|
|..O.O.O.XOXX.|
+-------------+`

// TestPassCheckKoFollowUp: after black H1, white H4 and black J1 white
// has no move left for M3, and if it passes black's only capture is
// the ko at N3. Such a pass check decides only whether the attacker's
// move threatened anything: an attack that is still there, ko or not,
// leaves the defender lost, as GNU Go's attack counts a move with the
// reversed defence result whenever the attacker could attack again
// after a defender's pass. Before, the pass was worth the inverted ko
// (KoB) to white, and attack M3 answered 2 H1 instead of the
// regression's 1 H1 (reading:147). Reads with a small budget
// (largeBudget) keep the inverted ko: owl and semeai answers were tuned
// on it (ungated, the rule lost ld_owl:160, ld_owl:182, owl:161,
// semeai:127, vie:19 and vie:49 in an A/B).
func TestPassCheckKoFollowUp(t *testing.T) {
	pos := mustDiagram(t, koPassCheckBoard)
	b := pos.Board()
	sz := b.Size()
	str := mustVertex(t, "M3", sz)
	r := NewReader(0, 0)
	c, m := r.Attack(b, str)
	require.Equal(t, "1 H1", gtpCode(sz, c, m), "attack M3")
	r = NewReader(smallReadNodes, 0)
	c, m = r.Attack(b, str)
	require.Equal(t, "2 H1", gtpCode(sz, c, m), "attack M3 with a small budget")
	require.NoError(t, b.CheckConsistency())
}
