package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestConnectCapturesLowThreeLibertyCutterDeeper checks that the
// connector of a plain Connect/Disconnect read reads the capture of a
// three-liberty cutting string with a stone on the first or second line
// at every ply up to connCaptureCutterPly (captureCutter), as the
// amalgamation read already did. trevor auto a007 before move 45: White's
// cut E4 (Black's D9 and G5 around White's E5-F5) is answered by B E3,
// and the cuts after it by captures the connector finds only with the
// three-liberty white cutting strings reaching the second line read at
// ply 3. Disconnect D9 G5 answered 1 E4; both engines' `connect D9 G5`
// after W E4 is 1 E3, and GNU Go 3.8's `disconnect D9 G5` is 0.
func TestConnectCapturesLowThreeLibertyCutterDeeper(t *testing.T) {
	pos := mustDiagram(t, `
.OOX.....
.OXXXOOO.
O.OXXXXO.
OOOX.OO..
XXXX.OXO.
.O....XO.
.XX..XXXO
......XOO
.......X.`)
	b := pos.Board()
	r := NewReader(0, 0)
	v := func(s string) Pos { return mustVertex(t, s, 9) }
	code, m := r.Disconnect(context.Background(), b, v("D9"), v("G5"))
	require.Equal(t, Lose, code, "disconnect D9 G5 gave %s", Vertex(m, 9))
}
