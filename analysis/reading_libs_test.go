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

// TestLibsAfterExtendMatches checks libsAfterExtend (one, two, or three
// and more friendly strings next to the liberty) against libsAfter on
// every liberty of every string of positions reached by seeded random
// play, and that each of its cases was met.
func TestLibsAfterExtendMatches(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	friends := [5]int{}
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
			for s := BoardMin; s < BoardMax; s++ {
				col := b.At(s)
				if !col.IsStone() || b.Origin(s) != s {
					continue
				}
				for _, l := range b.Liberties(s, nil) {
					if got, want := b.libsAfterExtend(l, col, b.head[s]), b.libsAfter(l, col); got != want {
						t.Fatalf("game %d move %d: libsAfterExtend(%s, %v, string %s) = %d, libsAfter %d",
							game, n, Vertex(l, b.Size()), col, Vertex(s, b.Size()), got, want)
					}
					heads := map[Pos]bool{}
					for _, d := range Delta[:4] {
						if b.At(l+d) == col {
							heads[b.head[l+d]] = true
						}
					}
					friends[len(heads)]++
				}
			}
		}
	}
	if friends[1] == 0 || friends[2] == 0 || friends[3]+friends[4] == 0 {
		t.Fatalf("cases met (by friendly strings next to the liberty): %v", friends)
	}
}
