package analysis

import (
	"math/rand"
	"testing"
)

// TestLoadBoardReusesBoard: a board that held another position, read on
// and left with moves on its undo stack, reloaded with LoadBoard reads
// exactly as a new board of the position: same hash and strings, and the
// same attack and defence answers and node counts for every string.
func TestLoadBoardReusesBoard(t *testing.T) {
	first := benchPosition(t)
	second, _ := NewBoard(19)
	rng := rand.New(rand.NewSource(7))
	c := White
	for n := 0; n < 140; {
		p := POS(rng.Intn(19), rng.Intn(19))
		if second.IsLegal(p, c) && !second.isEyeLike(p, c) {
			_ = second.Play(p, c)
			c = c.Other()
			n++
		}
	}
	pos := second.Snapshot(c, 0)
	fresh := pos.Board()

	reused := first
	r := NewReader(0, 0)
	for _, o := range reused.Origins(nil) {
		r.Attack(reused, o)
		r.FindDefense(reused, o)
	}
	for _, m := range []Pos{POS(0, 0), POS(18, 18), POS(9, 9), POS(3, 15)} {
		if reused.At(m) == Empty {
			reused.Trymove(m, Black)
		}
	}
	pos.LoadBoard(reused)
	if err := reused.CheckConsistency(); err != nil {
		t.Fatal(err)
	}
	if reused.Hash() != fresh.Hash() || reused.StackDepth() != 0 || reused.Ko() != fresh.Ko() {
		t.Fatalf("reloaded board: hash %x depth %d ko %v, new board: hash %x ko %v",
			reused.Hash(), reused.StackDepth(), reused.Ko(), fresh.Hash(), fresh.Ko())
	}
	origins := fresh.Origins(nil)
	if got := reused.Origins(nil); len(got) != len(origins) {
		t.Fatalf("%d strings on the reloaded board, %d on the new one", len(got), len(origins))
	}
	ra, rb := NewReader(0, 0), NewReader(0, 0)
	for _, o := range origins {
		if reused.StringSize(o) != fresh.StringSize(o) || reused.CountLib(o) != fresh.CountLib(o) {
			t.Fatalf("string %v: size %d/%d, liberties %d/%d", o, reused.StringSize(o), fresh.StringSize(o),
				reused.CountLib(o), fresh.CountLib(o))
		}
		c1, m1 := ra.Attack(reused, o)
		c2, m2 := rb.Attack(fresh, o)
		d1, e1 := ra.FindDefense(reused, o)
		d2, e2 := rb.FindDefense(fresh, o)
		if c1 != c2 || m1 != m2 || d1 != d2 || e1 != e2 || ra.Nodes() != rb.Nodes() {
			t.Fatalf("string %v: reloaded attack %v %v defend %v %v (%d nodes), new %v %v / %v %v (%d nodes)",
				o, c1, m1, d1, e1, ra.Nodes(), c2, m2, d2, e2, rb.Nodes())
		}
	}
	if ra.Nodes() == 0 {
		t.Fatal("no string was read")
	}
}
