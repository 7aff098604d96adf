package analysis

import (
	"context"
	"testing"
)

// TestClearCacheForgets checks that ClearCache, which only moves the
// cache generation on, really forgets: a stored answer is served before
// the clear and not after it, also on the clear that wraps the 8-bit
// generation and wipes the table.
func TestClearCacheForgets(t *testing.T) {
	pos, err := ParseDiagram(`
. . . . .
. X O . .
. . X . .
. . . . .
. . . . .
`)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	r := NewReader(0, 0)
	r.begin(context.Background(), b)
	c4, _ := ParseVertex("C4", 5)
	d4, _ := ParseVertex("D4", 5)
	key := r.cacheKey(1, c4, 0)
	for i := 0; i < 300; i++ {
		r.store(key, 3, Win, d4)
		if c, m, ok := r.lookup(key, 3); !ok || c != Win || m != d4 {
			t.Fatalf("clear %d: stored answer not served: %v %v %v", i, c, m, ok)
		}
		if r.hint(key) == NoMove {
			t.Fatalf("clear %d: no hint for a stored entry", i)
		}
		r.ClearCache()
		if _, _, ok := r.lookup(key, 3); ok {
			t.Fatalf("clear %d (generation %d): answer served after ClearCache", i, r.cacheGen)
		}
		if r.hint(key) != NoMove {
			t.Fatalf("clear %d: hint served after ClearCache", i)
		}
	}
}
