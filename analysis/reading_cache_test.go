package analysis

import (
	"context"
	"math/rand"
	"testing"
)

// refCache is the transposition cache as a plain direct-mapped table of
// 1<<cacheBits slots, emptied by clear: the behaviour the Reader's
// compact first-level table must reproduce exactly.
type refCache struct {
	slot map[uint64]cacheEntry
}

func (c *refCache) store(key uint64, depth int, code ResultCode, move Pos) {
	if e, ok := c.slot[key&cacheMask]; ok && e.key != key && int(e.depth) < depth {
		return
	}
	c.slot[key&cacheMask] = cacheEntry{key: key, move: move, depth: int16(depth), code: code}
}

func (c *refCache) lookupHint(key uint64, depth int) (ResultCode, Pos, bool, Pos) {
	if e, ok := c.slot[key&cacheMask]; ok && e.key == key {
		if int(e.depth) <= depth {
			return e.code, e.move, true, NoMove
		}
		return 0, 0, false, e.move
	}
	return 0, 0, false, NoMove
}

// TestCacheTablesAgree checks the Reader's cache (a compact table for the
// first smallCacheMax slots of a generation, then the full table and its
// tags) against
// a plain direct-mapped table on random stores and look-ups with many slot
// collisions, generations small and large, and the wrap of the 8-bit
// generation (with the full table used since the last wrap or not):
// every lookup, lookupHint and hint must answer alike.
func TestCacheTablesAgree(t *testing.T) {
	b, err := NewBoard(9)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(0, 0)
	r.begin(context.Background(), b)
	rng := rand.New(rand.NewSource(1))
	ref := &refCache{slot: map[uint64]cacheEntry{}}
	bigGens := 0
	for gen := 0; gen < 700; gen++ {
		// Keys from a few thousand positions; their slots collide in the
		// full table and their compact-table positions collide more.
		nPos := 1 + rng.Intn(40)
		if gen%5 == 0 && (gen < 300 || gen > 520) {
			// Generations that need the full table; none between
			// the wraps at 255 and 510, so that the second wrap
			// finds the full table unused since the first.
			nPos = 300 + rng.Intn(3000)
		}
		keys := make([]uint64, nPos)
		for i := range keys {
			keys[i] = rng.Uint64()
			if i == 0 {
				continue
			}
			switch rng.Intn(6) {
			case 0, 1:
				// Same slot as an earlier key, another position.
				keys[i] = keys[i]&^cacheMask | keys[rng.Intn(i)]&cacheMask
			case 2:
				// Same slot and same top 16 bits (the full table's
				// tag), another position.
				k := keys[rng.Intn(i)]
				keys[i] = k ^ (1+uint64(rng.Intn(1<<20)))<<cacheBits
			}
		}
		for op := 0; op < 4*nPos; op++ {
			k := keys[rng.Intn(nPos)]
			depth := rng.Intn(20)
			if rng.Intn(10) == 0 {
				depth = 240 + rng.Intn(40) // around the tags' largest depth
			}
			if rng.Intn(2) == 0 {
				code, move := ResultCode(rng.Intn(4)), Pos(rng.Intn(100))
				r.store(k, depth, code, move)
				ref.store(k, depth, code, move)
				continue
			}
			c1, m1, ok1, h1 := r.lookupHint(k, depth)
			c2, m2, ok2, h2 := ref.lookupHint(k, depth)
			if c1 != c2 || m1 != m2 || ok1 != ok2 || h1 != h2 {
				t.Fatalf("generation %d: lookupHint(%x, %d) = %v %v %v %v, plain table %v %v %v %v", gen, k, depth, c1, m1, ok1, h1, c2, m2, ok2, h2)
			}
			if c, m, ok := r.lookup(k, depth); c != c2 || m != m2 || ok != ok2 {
				t.Fatalf("generation %d: lookup differs", gen)
			}
			if h := r.hint(k); (ok2 && h != m2) || (!ok2 && h != h2) {
				t.Fatalf("generation %d: hint differs", gen)
			}
		}
		if r.bigMode {
			bigGens++
		}
		r.ClearCache()
		clear(ref.slot)
	}
	if bigGens == 0 || bigGens == 700 {
		t.Fatalf("%d of 700 generations used the full table: both tables must be tested", bigGens)
	}
}
