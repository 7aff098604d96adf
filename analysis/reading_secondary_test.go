package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// secondaryChainBoard: the white string C19-C15 in the top left
// corner has two liberties (B19, A18) and is short of liberties against
// the black strings around it. The white stone D11 is in atari (E11)
// next to the big black string through C10-C13, which has three
// liberties, among them B12.
const secondaryChainBoard = `
+-------------------+
|O.OXX..............|
|.OOOXX.............|
|XOOXO....X.....X...|
|.XOXXXX..X.....X...|
|XXOX.OX............|
|XXXOOOX............|
|X.XXXOXX.X.........|
|X.XXOO.OX..........|
|OXXO.O.OX..........|
|OOXXOOXX.X..X..XX..|
|..OXOOO.X...X......|
|OOOOXX........X....|
|.X.O..O..X....X....|
|.X..O..X..XO.XO.OO.|
|.....XX......XO..X.|
|..XX.....X....OX...|
|.........X.....X...|
|...................|
|...................|
+-------------------+`

// secondaryChainBoard118 is the same corner twelve moves earlier, with
// the white string's extension at A19 still open.
const secondaryChainBoard118 = `
+-------------------+
|.XOXX..............|
|.OOOXX.............|
|.OOXO....X.....X...|
|OXOXXXX..X.....X...|
|XXOX.OX............|
|XXXOOOX............|
|X.XXXOXX.X.........|
|X.XXOO.OX..........|
|OXXO.O.OX..........|
|OOXXOOXX.X..X..XX..|
|..OXOOO.X...X......|
|OOOOXX........X....|
|.X.O..O..X....X....|
|.X..O..X..XO....O..|
|.....XX............|
|..XX.....X.....X...|
|.........X.....X...|
|...................|
|...................|
+-------------------+`

// TestDefendSecondaryChainRaceSelfAtari: white C19 has two liberties.
// Its rescue is E11, saving the white stone in atari next to the black
// string that presses on it (GNU Go's defend_secondary_chain1), which
// only holds if, later in the line, white may play a self-atari on a
// liberty of that three-liberty black string (B12, GNU Go's
// break_chain3): the capture costs black the move it needs in the race.
// Without either rule the reader found no defence (0), or G18 with the
// race rule alone. Both rules apply to large reads only: the small
// budget of owl's reads keeps the old answer. Twelve moves earlier A19
// defends (GNU Go 3.8's answer on both; 3 A18 before).
func TestDefendSecondaryChainRaceSelfAtari(t *testing.T) {
	wantDefend(t, secondaryChainBoard, "C19", "1 E11")
	wantDefend(t, secondaryChainBoard118, "C19", "1 A19")
	pos := mustDiagram(t, secondaryChainBoard)
	b := pos.Board()
	r := NewReader(smallReadNodes, 0)
	c, m := r.FindDefense(b, mustVertex(t, "C19", b.Size()))
	require.NotEqual(t, "1 E11", gtpCode(b.Size(), c, m), "defend C19 with a small budget")
}
