package analysis

import "testing"

// TestAmalgamSqueezesThreeLibertyCutter checks that the connector of the
// amalgamation read answers a cut by taking a liberty of the cutting
// stone that is also a liberty of one of its own strings (squeezeHeads).
// In takeda move 200 Black's K18-M17 (a knight's move from the second
// line to the third) is cut by White L18 in our read unless Black
// answers M18: then L17 and L19 are miai (after White L17, Black L19
// makes two diagonals whose cutting points are self-ataris). GNU Go 3.8
// keeps K18 and M17 in one dragon and its readconnect answers M18 too;
// our read, which generated the connector's moves from the joining paths
// only, never tried M18. (nicklas12 move 200's knight O3-N5, which
// squeezeHeads joined too, is split again by the depth cap of bare
// knights' strict read, bareKnightDepth: the cap's net gain on the corpus
// is one exact partition and 381 stone pairs; docs/notes/dragons.md.)
func TestAmalgamSqueezesThreeLibertyCutter(t *testing.T) {
	for _, c := range []struct {
		diagram string
		p, q    string
		joined  bool
	}{
		{`
..............XXO..
......XXXX...XXO.O.
XXX...XO.O.XX..O...
OOOXXXOO.O.XOOO.O..
XOOOOOOO.OXX..XO.O.
XO.O.OXXOOOX..XXO..
XXO.OOX.XOOX..XO.O.
X.XX.X.XXXOX...XO..
.XOXX.OX.OXXX..XOO.
XXOX..XX.OOX...XXO.
.OOOOOOO...OO....X.
OXOXXX........OOX..
OXO.XOO.....X.XO.O.
OXX..X.OOX.O....O..
O.X....OX.XO.......
.OOXXXXXX.XOXXOOOO.
...OOO.X.XOOOXOXXX.
.....OX..XX.OOXX..X
.............OOX.X.`, "K18", "M17", true},
	} {
		t.Run(c.p+"-"+c.q, func(t *testing.T) {
			requireSameDragon(t, c.diagram, c.p, c.q, c.joined)
		})
	}
}
