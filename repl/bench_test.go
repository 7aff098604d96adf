package repl

import (
	"context"
	"testing"
	"time"
)

// BenchmarkWormLiberties measures a worm field lookup on the default 19×19
// position after the first analysis (issue 7 asks for ≤ 100 µs).
func BenchmarkWormLiberties(b *testing.B) {
	s, err := NewSession(Options{})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	start := time.Now()
	if _, err := s.Eval(ctx, "worm[K11].Liberties"); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(time.Since(start).Microseconds()), "first-µs")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := s.Eval(ctx, "worm[K11].Liberties")
		if err != nil || res.Value != 4 {
			b.Fatalf("worm[K11].Liberties = %v, %v; want 4", res.Value, err)
		}
	}
}

// BenchmarkNewSession measures starting a session on the default game.
func BenchmarkNewSession(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s, err := NewSession(Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Eval(context.Background(), "1"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInterpretedExpr measures a cell that goes through yaegi (not the
// fast path) on the default position.
func BenchmarkInterpretedExpr(b *testing.B) {
	s, err := NewSession(Options{})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	if _, err := s.Eval(ctx, "worm[K11].Liberties"); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := s.Eval(ctx, "worm[K11].Liberties + 1")
		if err != nil || res.Value != 5 {
			b.Fatalf("worm[K11].Liberties + 1 = %v, %v; want 5", res.Value, err)
		}
	}
}
