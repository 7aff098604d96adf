package analysis

import (
	"context"
	"slices"
	"testing"
)

// TestOpticsSpaceLast checks partition's record of each eye space's last
// point (spaceLast), where computeEyes stops gathering the space's
// points: computeEyes finds the same points as the whole-board pass of
// compute, and spaceLast is each space's last point in board order.
func TestOpticsSpaceLast(t *testing.T) {
	a, o := opticsOf(t, `
. . . . . . . . .
. X X X X . O O .
X O O O X . O X O
O . O . O X O X .
. O O O O X O X X
X X X X X . O . .
. . . . . O X X X
O O O . O X . X .
. X O O O X X . X
`, 9)
	if len(o.spaces) < 4 {
		t.Fatalf("%d eye spaces, the test needs more", len(o.spaces))
	}
	for _, s := range o.spaces {
		k := 0
		if s.Color == White {
			k = 1
		}
		if got, want := o.spaceLast[k][s.Origin], s.Points[len(s.Points)-1]; got != want {
			t.Errorf("space %s (%v): last point %s, want %s", Vertex(s.Origin, 9), s.Color, Vertex(got, 9), Vertex(want, 9))
		}
		a.WithReader(func(r *Reader, b *Board) {
			sp := o.computeEyes(context.Background(), r, b, s.Origin, s.Color)
			if !slices.Equal(sp.Points, s.Points) {
				t.Errorf("space %s (%v): computeEyes points %v, want %v", Vertex(s.Origin, 9), s.Color, sp.Points, s.Points)
			}
		})
	}
}
