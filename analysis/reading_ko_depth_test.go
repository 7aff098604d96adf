package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// koDepthBoard: the regression's blunder17 game after black P5 and white
// L4 (reading:198), then the line M6 L6 L7 L8 K6 L7 N7 M8 that our attack
// of L5 followed to a ko.
const koDepthBoard = `
+-------------------+
|...................|
|.XXX...............|
|X.XOXXXX..XX..XX...|
|XXOOOOXOX.OXO.O.X..|
|XOO.O.OOXXXOX.OX...|
|XOXO.O..OXOOXXXX...|
|XXXXOO...OOOXOOOXXX|
|XOOOX.O.....O.OOXOX|
|OOXX...O.....OOXXOO|
|O.OX.XOXOOOOOOXOO.O|
|.OOX.OOXOXXXXXXO.O.|
|..O.OXXXXOOO.XOOX..|
|....OOOOXOOOXXXXO..|
|.OOOXXXXXXO.OXOOO..|
|O...OX...XOOXXXXO..|
|O.OOOX...XOXXXXXOO.|
|O..OOXX..XXOOXOXXO.|
|O.OOX.X...XOOOOOO..|
|.OOXXXX...XXO......|
+-------------------+`

// TestKoRetakeDepth: black M6 captures N6 and puts the white string
// K8-L4 in atari; white's only defence is to retake the ko at N6, which
// needs a threat. GNU Go 3.8 tries such a retake only while the line is
// at most koDepth (8) moves deep: with eight trial moves before the
// question it answers 3 N6, with nine 0. Without the limit the retake was
// tried at any depth, and attack L5 in reading:198 (two trial moves, then
// this line) answered 2 M6 instead of GNU Go's 0.
func TestKoRetakeDepth(t *testing.T) {
	pos := mustDiagram(t, koDepthBoard)
	b := pos.Board()
	sz := b.Size()
	require.NoError(t, b.Play(mustVertex(t, "M6", sz), Black))
	str := mustVertex(t, "L5", sz)
	for _, tc := range []struct {
		stackp int
		want   string
	}{{8, "3 N6"}, {9, "0"}} {
		r := NewReader(0, 0)
		r.Stackp = tc.stackp
		c, m := r.FindDefense(b, str)
		require.Equal(t, tc.want, gtpCode(sz, c, m), "defend L5 at stackp %d", tc.stackp)
	}
}
