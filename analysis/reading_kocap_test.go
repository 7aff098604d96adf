package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

const passCheckKoCapBoard = `
+---------+
|.OX....X.|
|OOX.XXXX.|
|.OXXXOOXX|
|XXOOO.OOO|
|.OXXOOO..|
|OOOXXXOOO|
|OXOOOXXXX|
|X.XXOOX.X|
|.X.XOX.X.|
+---------+`

// TestPassCheckKoCaptureCap: white B5's string defends with the ko
// capture at B2. After B2, black B3 (retake), white G1 (capturing F1,
// a third ko capture) and black B2, white has no move and passes; the
// pass check then found no kill because black's capture at F1, the
// line's fourth ko capture, is cut off by the ko-capture cap. A capped
// ko capture after the pass still leaves a ko: the pass is worth KoB
// to the attacker, and B2 is a ko (2 B2, GNU Go 3.8's answer on the
// regression's reading:168), not a clean defence (1 B2). Reads with a
// small budget (largeBudget) keep the old answer: in owl the rule cost
// two answers in an A/B.
func TestPassCheckKoCaptureCap(t *testing.T) {
	wantDefend(t, passCheckKoCapBoard, "B5", "2 B2")
	pos := mustDiagram(t, passCheckKoCapBoard)
	b := pos.Board()
	r := NewReader(smallReadNodes, 0)
	c, m := r.FindDefense(b, mustVertex(t, "B5", b.Size()))
	require.Equal(t, "1 B2", gtpCode(b.Size(), c, m), "defend B5 with a small budget")
}
