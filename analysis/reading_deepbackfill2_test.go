package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDeepBackfillNoAtari: mertin13x13 GNGI2 before move 60 after W L7 B
// K7 W N6 B N8 W M8 B M9. White L7-M7-L6-M8 has the liberties M6 and N7.
// W N9 (an atari on N8) looks like a defence, but B N10 captures it and
// the attacker wins the race (both engines' GTP attack L7 after W N9:
// 1 N10; GNU Go 3.8's defend L7 here: 0). Deep in that line (depth 7)
// white's string is left with two liberties, M6 (suicide for black) and
// N5 (a self-atari next to white's M5), and the only capture is black's
// backfill at N4 first. The attacker's backfill stopped at
// attackBackfillDepth, so the read counted N9 as a defence.
func TestDeepBackfillNoAtari(t *testing.T) {
	pos := mustDiagram(t, gngi2Move60AfterM9)
	b := pos.Board()
	size := b.Size()
	r := NewReader(0, 0)
	c, m := r.FindDefense(b, mustVertex(t, "L7", size))
	require.NotEqual(t, "1 N9", gtpCode(size, c, m), "defend L7")
	require.Equal(t, "0", gtpCode(size, c, m), "defend L7")
	require.NoError(t, b.CheckConsistency())
}
