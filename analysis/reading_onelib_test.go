package analysis

import (
	"math/rand/v2"
	"testing"
)

// TestOneLibMatchesLen checks the reader's atari test and its bounded
// liberty count against the full count on sets with zero, one, two and many points, the points spread
// over every word of the set.
func TestOneLibMatchesLen(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 5000; i++ {
		var s PointSet
		for k := rng.IntN(8); k > 0; k-- {
			s.Add(Pos(rng.IntN(NumPos)))
		}
		if got, want := oneLib(&s), s.Len() == 1; got != want {
			t.Fatalf("set %v: oneLib %v, Len %d", s, got, s.Len())
		}
		for k := 1; k <= 5; k++ {
			if got, want := libsUpTo(&s, k), min(s.Len(), k); got != want {
				t.Fatalf("set %v: libsUpTo(%d) = %d, want %d", s, k, got, want)
			}
		}
	}
	var s PointSet
	if oneLib(&s) {
		t.Fatal("empty set has one liberty")
	}
	s.Add(NumPos - 1)
	if !oneLib(&s) {
		t.Fatal("last point alone is one liberty")
	}
	s.Add(0)
	if oneLib(&s) {
		t.Fatal("first and last point are two liberties")
	}
}
