package analysis

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLargeShapeSixMoveCut checks the six-move read of a large shape whose
// first read proved it only to four moves (amalgamateReadShapes,
// largeShapeHorizon): white's large knight's move K8-J5 in this 13x13 game
// (mertin13x13 GHGN2, move 20) holds at the four-move horizon, but the
// six-move read finds black's cut, and GNU Go 3.8 keeps the two apart
// (its disconnect K8 J5 is 1 K7). The partition is GNU Go 3.8's
// dragon_stones answer; without the six-move read J5-J4 joined K8.
func TestLargeShapeSixMoveCut(t *testing.T) {
	_, lines := dragonPartition(t, `
.............
..........X..
...X..X.O....
..........X..
..X......OX..
.........OO..
.............
.............
........O.X..
........OX...
..O....XXOO..
.............
.............`)
	want := []string{"D11 G11 C9", "L12 L10 L9", "J11 K9 K8 L8", "J5 J4", "L5 K4", "C3", "H3 J3", "K3 L3"}
	norm := func(ls []string) []string {
		out := make([]string, 0, len(ls))
		for _, l := range ls {
			f := strings.Fields(l)
			sort.Strings(f)
			out = append(out, strings.Join(f, " "))
		}
		sort.Strings(out)
		return out
	}
	require.Equal(t, norm(want), norm(lines))
}
