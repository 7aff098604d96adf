package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAttack1Backfill: the white stone D9 is in atari, but taking it at
// E9 is only a ko (black's E9 stone is left alone with the one liberty
// D9). Black first fills F7, the liberty white's big E8 string would
// gain by connecting out at E9; then white can no longer save D9 by
// connecting, and the capture needs no ko (GNU Go 3.8: attack D9 =
// 1 F7, defend D9 = 3 F7; position from GNU Go's reading:127).
func TestAttack1Backfill(t *testing.T) {
	pos := mustDiagram(t, `
+---------+
|..XO.O.X.|
|XXXXOOOXX|
|OOX.X.XX.|
|.OXXXOOX.|
|OOOOOO.X.|
|.OXXXOOX.|
|OOX.X..X.|
|XXXXOOOXX|
|..XO.O.X.|
+---------+`)
	b := pos.Board()
	size := b.Size()
	d9 := mustVertex(t, "D9", size)
	r := NewReader(0, 0)
	c, m := r.Attack(b, d9)
	require.Equal(t, "1 F7", gtpCode(size, c, m), "attack D9")
	c, m = r.FindDefense(b, d9)
	require.Equal(t, "3 F7", gtpCode(size, c, m), "defend D9")
	require.NoError(t, b.CheckConsistency())
}
