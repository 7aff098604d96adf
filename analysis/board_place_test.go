package analysis

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// The reference below is Board.place as it was before the single-pass
// rewrite (joinFriend and merge, which saved every joined string's record
// and changed it): a move links the strings it joins in the order south,
// west, north, east. The rewrite must leave exactly the same board behind:
// the same heads, the same stone rings (their order decides the order in
// which readers meet neighbours), the same records at the heads.

// placeRef plays the legal move p for c the old way (with the old
// hitEnemy, one call per enemy neighbour) on a board whose undo logs are
// not used afterwards.
func (b *Board) placeRef(p Pos, c Color) {
	b.color[p] = c
	b.hash ^= zobrist[c][p]
	b.head[p] = p
	b.next[p] = p
	nc := &b.chains[p]
	nc.libs = PointSet{}
	n := int16(0)
	for _, d := range Delta[:4] {
		if b.color[p+d] == Empty {
			nc.libs.Add(p + d)
			n++
		}
	}
	nc.nlib, nc.size, nc.origin, nc.color = n, 1, p, c
	h := p
	for _, d := range Delta[:4] {
		if b.color[p+d] == c {
			h = b.joinFriendRef(h, p, p+d)
		}
	}
	other := c.Other()
	capturedStones, capturedAt := 0, NoMove
	for _, d := range Delta[:4] {
		if b.color[p+d] == other {
			capturedStones, capturedAt = b.hitEnemyRef(p, p+d, c, capturedStones, capturedAt)
		}
	}
	if capturedStones == 1 {
		ch := &b.chains[b.head[p]]
		if ch.size == 1 && ch.nlib == 1 && ch.libs.Has(capturedAt) {
			b.ko, b.koColor = capturedAt, other
		}
	}
}

func (b *Board) hitEnemyRef(p, q Pos, c Color, stones int, at Pos) (int, Pos) {
	hq := b.head[q]
	ch := &b.chains[hq]
	if !ch.libs.Has(p) {
		return stones, at
	}
	if ch.nlib == 1 {
		b.removeString(hq, ch.color, c)
		return stones + int(ch.size), hq
	}
	ch.libs.Remove(p)
	ch.nlib--
	return stones, at
}

func (b *Board) joinFriendRef(h, p, q Pos) Pos {
	hq := b.head[q]
	if hq == h {
		return h
	}
	ch := &b.chains[hq]
	ch.libs.Remove(p)
	ch.nlib--
	if h == p && ch.size > 1 && b.chains[p].size == 1 {
		b.head[p] = hq
		b.next[hq], b.next[p] = b.next[p], b.next[hq]
		n := ch.nlib
		for _, e := range [4]Pos{p + South, p + West, p + North, p + East} {
			if b.color[e] == Empty && !ch.libs.Has(e) {
				ch.libs.Add(e)
				n++
			}
		}
		ch.nlib = n
		ch.size++
		if p < ch.origin {
			ch.origin = p
		}
		return hq
	}
	return b.mergeRef(h, hq)
}

func (b *Board) mergeRef(h1, h2 Pos) Pos {
	if b.chains[h1].size < b.chains[h2].size {
		h1, h2 = h2, h1
	}
	c1, c2 := &b.chains[h1], &b.chains[h2]
	q := h2
	for {
		b.head[q] = h1
		q = b.next[q]
		if q == h2 {
			break
		}
	}
	b.next[h1], b.next[h2] = b.next[h2], b.next[h1]
	added := 0
	for i, w := range c2.libs {
		added += bits.OnesCount64(w &^ c1.libs[i])
		c1.libs[i] |= w
	}
	c1.nlib += int16(added)
	c1.size += c2.size
	if c2.origin < c1.origin {
		c1.origin = c2.origin
	}
	return h1
}

// sameStructure reports the first difference between two boards in the
// data readers see: colours, hash, ko, captures, and for every stone its
// head, its successor in the ring and the record at its head.
func sameStructure(a, b *Board) string {
	if a.hash != b.hash || a.ko != b.ko || a.koColor != b.koColor || a.captured != b.captured {
		return "hash, ko or captures"
	}
	for p := Pos(0); p < NumPos; p++ {
		if a.color[p] != b.color[p] {
			return "colour at " + Vertex(p, a.size)
		}
		if !a.color[p].IsStone() {
			continue
		}
		if a.head[p] != b.head[p] || a.next[p] != b.next[p] {
			return "head or ring at " + Vertex(p, a.size)
		}
		if a.chains[a.head[p]] != b.chains[b.head[p]] {
			return "string record at " + Vertex(p, a.size)
		}
	}
	return ""
}

// TestPlaceMatchesRef plays random games with random take-backs (joins of
// up to four strings, captures, kos, replays on captured points) and, for
// every legal move of the position, compares the board the move leaves
// with the reference's, and the board Undo leaves with the one before;
// every other point must be refused by Play with the board unchanged
// (TryKo plays exactly the ko retake among them).
func TestPlaceMatchesRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 5))
	joins, captures, moves, kos := 0, 0, 0, 0
	for game := 0; game < 24; game++ {
		b, _ := NewBoard([]int{5, 7, 9, 13, 19}[game%5])
		c := Black
		var stack []Board // the board before each move on the stack
		for step := 0; step < 60+game*6; step++ {
			before := *b
			for p := BoardMin; p < BoardMax; p++ {
				if b.color[p] == Gray {
					continue
				}
				if !b.IsLegal(p, c) {
					// Play refuses it (occupied, ko, suicide) and
					// changes nothing; TryKo takes the ko.
					depth := b.StackDepth()
					if b.Play(p, c) == nil || b.StackDepth() != depth || sameStructure(b, &before) != "" {
						t.Fatalf("game %d step %d: illegal %v at %s played or changed the board", game, step, c, Vertex(p, b.size))
					}
					isKo := p == b.ko && c == b.koColor
					if err := b.TryKo(p, c); (err == nil) != isKo {
						t.Fatalf("game %d step %d: TryKo %v at %s: %v", game, step, c, Vertex(p, b.size), err)
					} else if err == nil {
						kos++
						b.Undo()
					}
					if sameStructure(b, &before) != "" {
						t.Fatalf("game %d step %d: refused %v at %s changed the board", game, step, c, Vertex(p, b.size))
					}
					continue
				}
				ref := *b
				ref.ops, ref.frames = nil, nil
				ref.ko, ref.koColor = NoMove, Empty
				ref.placeRef(p, c)
				if err := b.Play(p, c); err != nil {
					t.Fatal(err)
				}
				if d := sameStructure(b, &ref); d != "" {
					t.Fatalf("game %d step %d: %v at %s: %s differs from the reference", game, step, c, Vertex(p, b.size), d)
				}
				if b.StringSize(p) > 1 {
					joins++
				}
				if b.captured != before.captured {
					captures++
				}
				b.Undo()
				if d := sameStructure(b, &before); d != "" {
					t.Fatalf("game %d step %d: undo of %v at %s: %s differs", game, step, c, Vertex(p, b.size), d)
				}
				moves++
			}
			// Advance: a random legal move, or a take-back now and then
			// (which exercises Undo after several stacked joins).
			if len(stack) > 0 && rng.IntN(6) == 0 {
				b.Undo()
				if d := sameStructure(b, &stack[len(stack)-1]); d != "" {
					t.Fatalf("game %d step %d: take-back: %s differs", game, step, d)
				}
				stack = stack[:len(stack)-1]
				c = c.Other()
				continue
			}
			for try := 0; try < 100; try++ {
				p := POS(rng.IntN(b.size), rng.IntN(b.size))
				if b.IsLegal(p, c) && !b.isEyeLike(p, c) {
					stack = append(stack, *b)
					_ = b.Play(p, c)
					break
				}
			}
			c = c.Other()
		}
		for len(stack) > 0 {
			b.Undo()
			if d := sameStructure(b, &stack[len(stack)-1]); d != "" {
				t.Fatalf("game %d: final take-back to depth %d: %s differs", game, len(stack)-1, d)
			}
			stack = stack[:len(stack)-1]
			if err := b.CheckConsistency(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if joins < 20000 || captures < 1000 || kos < 20 {
		t.Fatalf("only %d joins, %d captures and %d ko retakes in %d moves", joins, captures, kos, moves)
	}
	t.Logf("%d moves, %d joins, %d captures, %d ko retakes", moves, joins, captures, kos)
}

// TestBits4 checks the 4-bit popcount table place uses for a lone stone's
// liberty count.
func TestBits4(t *testing.T) {
	for m := uint(0); m < 16; m++ {
		if got, want := int(bits4>>(4*m)&15), bits.OnesCount(m); got != want {
			t.Fatalf("bits4 for %04b = %d, want %d", m, got, want)
		}
	}
}
