//go:build unix

package analysis

import (
	"context"
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time (user and system) used by the process so
// far: on a loaded machine nodes per CPU second are steadier than nodes
// per wall second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkReadingWorms reads attack and find_defense of every string of
// the seeded mid-game position of benchPosition with a fresh cache each
// round, as the tactical task of the perf corpus does per position, and
// reports reading nodes per second (issue 3 target: at least 2 M).
func BenchmarkReadingWorms(bm *testing.B) {
	b := benchPosition(bm)
	var strs []Pos
	seen := map[Pos]bool{}
	for p := BoardMin; p < BoardMax; p++ {
		if b.At(p).IsStone() && !seen[b.Origin(p)] {
			seen[b.Origin(p)] = true
			strs = append(strs, p)
		}
	}
	r := NewReader(0, 0)
	ctx := context.Background()
	bm.ReportAllocs()
	bm.ResetTimer()
	c0 := cpuTime()
	for i := 0; i < bm.N; i++ {
		r.ClearCache()
		for _, s := range strs {
			r.AttackContext(ctx, b, s)
			r.FindDefenseContext(ctx, b, s)
		}
	}
	bm.StopTimer()
	if s := (cpuTime() - c0).Seconds(); s > 0 {
		bm.ReportMetric(float64(r.Nodes())/s, "nodes/cpu-s")
	}
	bm.ReportMetric(float64(r.Nodes())/float64(bm.N), "nodes/op")
}
