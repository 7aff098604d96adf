package analysis

import (
	"context"
	"math/rand"
	"testing"
)

// benchPosition is a mid-game 19×19 position reached by seeded random play,
// so that every benchmark sees the same strings and liberties.
func benchPosition(tb testing.TB) *Board {
	tb.Helper()
	b, _ := NewBoard(19)
	rng := rand.New(rand.NewSource(42))
	c := Black
	for n := 0; n < 160; {
		p := POS(rng.Intn(19), rng.Intn(19))
		if b.IsLegal(p, c) && !b.isEyeLike(p, c) {
			_ = b.Play(p, c)
			c = c.Other()
			n++
		}
	}
	fresh := b.Snapshot(c, 0)
	return fresh.Board()
}

func (b *Board) isEyeLike(p Pos, c Color) bool {
	for _, d := range Delta[:4] {
		if x := b.color[p+d]; x != c && x != Gray {
			return false
		}
	}
	return true
}

// BenchmarkTrymoveUndo measures one trial move and its undo over the empty
// points of a mid-game position (issue target: ≤ 100 ns, no allocation).
func BenchmarkTrymoveUndo(bm *testing.B) {
	b := benchPosition(bm)
	var moves []Pos
	for p := BoardMin; p < BoardMax; p++ {
		if b.IsLegal(p, Black) {
			moves = append(moves, p)
		}
	}
	// Warm the undo logs so that steady state allocates nothing.
	for _, m := range moves {
		b.Trymove(m, Black)
		b.Undo()
	}
	bm.ReportAllocs()
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		m := moves[i%len(moves)]
		if b.Trymove(m, Black) {
			b.Undo()
		}
	}
}

// BenchmarkPlayCaptures plays a capture and undoes it.
func BenchmarkPlayCaptures(bm *testing.B) {
	pos, _ := ParseDiagram(`
...................
...................
...................
...XXXX............
...OOOOX...........
...XXXX............
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................`)
	b := pos.Board()
	p := POS(4, 2) // captures the four white stones
	_ = b.Play(p, Black)
	b.Undo()
	bm.ReportAllocs()
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		_ = b.Play(p, Black)
		b.Undo()
	}
}

// BenchmarkStringPass visits every string of a 19×19 mid-game position and
// counts its liberties (issue target: ≤ 5 µs).
func BenchmarkStringPass(bm *testing.B) {
	b := benchPosition(bm)
	bm.ReportAllocs()
	bm.ResetTimer()
	total := 0
	for i := 0; i < bm.N; i++ {
		for p := BoardMin; p < BoardMax; p++ {
			if b.color[p].IsStone() && b.chains[b.head[p]].origin == p {
				total += b.CountLib(p)
			}
		}
	}
	_ = total
}

// BenchmarkRebuild computes every string and liberty of a 19×19 position
// from scratch, as loading a position does.
func BenchmarkRebuild(bm *testing.B) {
	b := benchPosition(bm)
	bm.ReportAllocs()
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		b.rebuildStrings()
	}
}

// BenchmarkWormLookup measures one worm[p] lookup on an analysed position,
// the REPL's worm[D4] path.
func BenchmarkWormLookup(bm *testing.B) {
	pos, _ := ParseDiagram(levelDiagram)
	a, err := Config{}.Analyze(context.Background(), &pos)
	if err != nil {
		bm.Fatal(err)
	}
	p, _ := ParseVertex("D5", 9)
	bm.ReportAllocs()
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		_ = a.Worm(p)
	}
}
