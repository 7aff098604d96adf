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

// store is Reader.store on the plain table.
func (c *refCache) store(key uint64, depth int, code ResultCode, move Pos) {
	if e, ok := c.slot[key&cacheMask]; ok && e.key != key && int(e.depth) < depth {
		return
	}
	c.slot[key&cacheMask] = cacheEntry{key: key, move: move, depth: int16(depth), code: code}
}

// lookupHint is Reader.lookupHint on the plain table.
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

// TestCacheWrapForgetsStaleSlots checks the wrap of the 8-bit cache
// generation in both tables. Entries stored in one generation and never
// overwritten carry its number; when ClearCache has gone round the 256
// numbers and that one is live again, they must neither be served nor
// keep another position's store out of their slot: the wrap wipes the
// compact table and the full table's tags (without the first wipe the
// stale entries are served, without the second stores are refused).
// TestCacheTablesAgree draws new keys in every generation, so it does not
// see such a leak.
func TestCacheWrapForgetsStaleSlots(t *testing.T) {
	b, err := NewBoard(9)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(0, 0)
	r.begin(context.Background(), b)
	// key(s, pos) is a key in slot s of the full table; pos tells
	// positions in the same slot apart.
	key := func(s, pos int) uint64 { return uint64(pos)<<cacheBits | uint64(s) }
	fill := func(first int) {
		for s := first; s < first+smallCacheMax+100; s++ {
			r.store(key(s, 1), 3, Win, Pos(s%80))
		}
	}
	small, full := key(10000, 7), key(12000, 9)
	gen := r.cacheGen
	r.store(small, 3, Win, Pos(11))
	fill(0) // this generation moves to the full table
	r.store(full, 3, Win, Pos(12))
	if !r.bigMode {
		t.Fatal("the generation did not move to the full table")
	}
	for i := 0; i < 255; i++ {
		r.ClearCache()
	}
	if r.cacheGen != gen {
		t.Fatalf("after 255 clears the generation is %d, want %d again", r.cacheGen, gen)
	}
	check := func(where string) {
		t.Helper()
		for _, k := range []uint64{small, full} {
			if _, _, ok := r.lookup(k, 3); ok {
				t.Errorf("%s: %x served from before the wrap", where, k)
			}
			if h := r.hint(k); h != NoMove {
				t.Errorf("%s: hint %v for %x from before the wrap", where, h, k)
			}
		}
	}
	check("compact table")
	if t.Failed() {
		return // stale entries fill the compact table: no free slot is left for fill
	}
	fill(1000)
	if !r.bigMode {
		t.Fatal("the generation did not move to the full table")
	}
	check("full table")
	// Another position in those slots, read from deeper than the stale
	// entries: a live slot would keep them, an empty one takes it. The
	// second key differs from the stale one in its top 16 bits, so that
	// the tag alone decides.
	for _, k := range []uint64{key(10000, 8), key(12000, 10) | 0xABCD<<48} {
		r.store(k, 5, Win, Pos(13))
		if _, m, ok := r.lookup(k, 5); !ok || m != Pos(13) {
			t.Errorf("full table: the store of %x was refused for an entry from before the wrap", k)
		}
	}
}
