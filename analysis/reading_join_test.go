package analysis

import (
	"math/rand/v2"
	"testing"
)

// TestLibsAfterJoinMatchesSet: the counted liberties of a move joining
// several strings (libsAfterJoin) equal the size of the set libsAfterSet
// builds, on every empty point of random positions, for both colours.
func TestLibsAfterJoinMatchesSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	joins := 0
	for game := 0; game < 20; game++ {
		b, err := NewBoard(9 + 2*(game%6))
		if err != nil {
			t.Fatal(err)
		}
		n := b.Size()
		for move := 0; move < n*n; move++ {
			p := POS(rng.IntN(n), rng.IntN(n))
			c := Black
			if move%2 == 1 {
				c = White
			}
			if b.At(p) != Empty || !b.Trymove(p, c) {
				continue
			}
			for i := 0; i < n; i++ {
				for j := 0; j < n; j++ {
					q := POS(i, j)
					if b.At(q) != Empty {
						continue
					}
					for _, col := range [2]Color{Black, White} {
						heads := map[Pos]bool{}
						for _, d := range Delta[:4] {
							if b.color[q+d] == col {
								heads[b.head[q+d]] = true
							}
						}
						if len(heads) < 2 {
							continue
						}
						joins++
						set := b.libsAfterSet(q, col)
						if got, want := b.libsAfterJoin(q, col, b.head[q+firstFriendDir(b, q, col)]), set.Len(); got != want {
							t.Fatalf("libsAfterJoin(%s, %v) = %d, set has %d", Vertex(q, n), col, got, want)
						}
					}
				}
			}
		}
	}
	if joins < 1000 {
		t.Fatalf("only %d joining moves checked", joins)
	}
}

func firstFriendDir(b *Board, q Pos, c Color) Pos {
	for _, d := range Delta[:4] {
		if b.color[q+d] == c {
			return d
		}
	}
	return 0
}
