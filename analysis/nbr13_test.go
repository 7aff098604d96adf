package analysis

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// neighbourLines lists, for every dragon in board order, its origin and
// the origins of its dragon2.adjacent list, sorted ("B11: D11 H8 K3"), as
// GNU Go's dragon_data prints them (neighbors).
func neighbourLines(t *testing.T, ds *DragonSet, size int) []string {
	t.Helper()
	var out []string
	for d := 0; d < ds.Len(); d++ {
		var ns []string
		for _, e := range ds.Dragon2(d).Adjacent {
			ns = append(ns, Vertex(ds.DRAGON(e).Origin, size))
		}
		sort.Strings(ns)
		out = append(out, Vertex(ds.DRAGON(d).Origin, size)+": "+strings.Join(ns, " "))
	}
	return out
}

// TestNeighborDragonsFarApart checks the growth rule of
// findNeighborDragons on mertin13x13 GNGI2 before move 20 (seed 001,
// neighbors): dragons grow one step freely and then up to five steps
// through their own area of the initial influence, so dragons far apart
// on an open board are neighbours (B11 and K3, H8 and B11), while D11 and
// L11, whose regions are separated by K11's, are not. The expected lists
// are GNU Go 3.8's dragon_data neighbors for the same diagram.
func TestNeighborDragonsFarApart(t *testing.T) {
	ds, _ := dragonPartition(t, `
.............
.............
.O.XOX...OX..
..O.X.....X..
.............
.......X.....
..O..O.......
.........X...
.............
.....O..XO...
..O......XX..
.............
.............`)
	require.Equal(t, []string{
		"B11: D11 H8 K3",
		"D11: B11 E11 H8 K11",
		"E11: D11",
		"K11: D11 H8 L11",
		"L11: H8 K11 K3",
		"H8: B11 D11 K11 K3 L11",
		"K3: B11 H8 K4 L11",
		"K4: K3",
	}, neighbourLines(t, ds, 13))
}

// TestNeighborDragonsOpenIntrusions checks the mover's intrusions that
// decide how far dragons grow into open space (addIntrusions: pinfl's
// points beside the string left out and intrusions adding up, a ring
// point beside another living stone of the colour left out away from the
// enemy, a ring point with an enemy stone within three steps weighing
// half). On trevor c18 before move 20 GNU Go 3.8 does not link the black
// K11 and C6 across the open board (dragon_data neighbors below, for
// this diagram with either colour to move); main did (K11: C6 H10 L4).
func TestNeighborDragonsOpenIntrusions(t *testing.T) {
	ds, _ := dragonPartition(t, `
.............
.............
.........X...
...X.X.OO.X..
..X..........
........O.X..
.XO..........
..XO....O.X..
..XO.........
..........O..
...O.........
.............
.............`)
	lines := neighbourLines(t, ds, 13)
	require.Contains(t, lines, "K11: H10 L4")
	require.Contains(t, lines, "C6: C7 D3 D6 H10")
}
