package analysis

import (
	"math/rand/v2"
	"testing"
)

// deepLine returns a fixed sequence of moves, legal when played in order
// from b, that alternates colours and joins, ataris and captures strings as
// a reading line does: at each step the first legal point next to the
// previous move (or a random point when none is).
func deepLine(b *Board, n int, seed uint64) ([]Pos, []Color) {
	rng := rand.New(rand.NewPCG(seed, 3))
	var moves []Pos
	var colors []Color
	c := Black
	last := POS(9, 9)
	for len(moves) < n {
		p := NoMove
		for _, d := range Delta {
			if q := last + d; b.At(q) == Empty && b.IsLegal(q, c) {
				p = q
				break
			}
		}
		for tries := 0; p == NoMove && tries < 1000; tries++ {
			if q := POS(rng.IntN(19), rng.IntN(19)); b.IsLegal(q, c) {
				p = q
			}
		}
		if p == NoMove {
			break
		}
		_ = b.Play(p, c)
		moves, colors = append(moves, p), append(colors, c)
		last, c = p, c.Other()
	}
	for range moves {
		b.Undo()
	}
	return moves, colors
}

// BenchmarkTrymoveLine plays a 40-move line of contact moves on the
// mid-game position of benchPosition and takes it all back, as a reading
// line does; the undo log is warm, so it must not allocate.
func BenchmarkTrymoveLine(bm *testing.B) {
	b := benchPosition(bm)
	moves, colors := deepLine(b, 40, 1)
	bm.ReportAllocs()
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		for k, p := range moves {
			b.Trymove(p, colors[k])
		}
		for range moves {
			b.Undo()
		}
	}
	bm.ReportMetric(float64(len(moves)), "moves/op")
}

// BenchmarkLibertyCounts asks CountLib and IsLegal at every point of a
// mid-game position: liberty counts are kept in the string records, so
// both are a few loads.
func BenchmarkLibertyCounts(bm *testing.B) {
	b := benchPosition(bm)
	bm.ReportAllocs()
	bm.ResetTimer()
	n := 0
	for i := 0; i < bm.N; i++ {
		for p := BoardMin; p < BoardMax; p++ {
			n += b.CountLib(p)
			if b.IsLegal(p, White) {
				n++
			}
		}
	}
	_ = n
}

// TestTrymoveUndoNoAllocs checks that trial moves and their undo allocate
// nothing once the undo logs have grown (the reading hot path).
func TestTrymoveUndoNoAllocs(t *testing.T) {
	b := benchPosition(t)
	moves, colors := deepLine(b, 40, 1)
	if len(moves) < 30 {
		t.Fatalf("line of %d moves", len(moves))
	}
	run := func() {
		for k, p := range moves {
			if !b.Trymove(p, colors[k]) {
				t.Fatalf("move %d %v illegal", k, p)
			}
		}
		for range moves {
			b.Undo()
		}
	}
	run()
	if n := testing.AllocsPerRun(20, run); n != 0 {
		t.Fatalf("%v allocations per line", n)
	}
	if err := b.CheckConsistency(); err != nil {
		t.Fatal(err)
	}
}
