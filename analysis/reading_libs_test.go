package analysis

import (
	"math/rand"
	"testing"
)

// TestLibsAfterMatchesSet checks the counting shortcuts of libsAfter
// (no friendly neighbour; one friendly string) against the size of the
// full liberty set libsAfterSet on every empty point, for both colours,
// of positions reached by seeded random play.
func TestLibsAfterMatchesSet(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for game := 0; game < 20; game++ {
		b, _ := NewBoard(9 + 5*(game%3))
		c := Black
		for n := 0; n < 40+game*6; n++ {
			for try := 0; try < 50; try++ {
				p := POS(rng.Intn(b.Size()), rng.Intn(b.Size()))
				if b.IsLegal(p, c) && !b.isEyeLike(p, c) {
					_ = b.Play(p, c)
					break
				}
			}
			c = c.Other()
			for p := BoardMin; p < BoardMax; p++ {
				if b.At(p) != Empty {
					continue
				}
				for _, col := range [2]Color{Black, White} {
					set := b.libsAfterSet(p, col)
					if got, want := b.libsAfter(p, col), set.Len(); got != want {
						t.Fatalf("game %d move %d: libsAfter(%s, %v) = %d, set has %d",
							game, n, Vertex(p, b.Size()), col, got, want)
					}
				}
			}
		}
	}
}
