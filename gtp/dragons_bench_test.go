package gtp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkDragonStones times issue 5's speed measure in process: for each
// of the fifteen bench positions (fullBenchPositions), load it, clear the
// caches and ask `dragon_stones` (worms and dragons, without owl). The
// corpus directory comes from DRAGONREPL_PERF_CORPUS (default
// /work/shared/perf/corpus); the benchmark is skipped without it.
func BenchmarkDragonStones(b *testing.B) {
	dir := os.Getenv("DRAGONREPL_PERF_CORPUS")
	if dir == "" {
		dir = "/work/shared/perf/corpus"
	}
	if _, err := os.Stat(dir); err != nil {
		b.Skipf("perf corpus not found: %v", err)
	}
	e := newTestEngine()
	var loads []string
	for _, p := range fullBenchPositions {
		f := strings.Fields(p)
		load := "loadsgf " + filepath.Join(dir, f[0]) + " " + f[1]
		mustExec(b, e, load)
		loads = append(loads, load)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, load := range loads {
			b.StopTimer()
			mustExec(b, e, load)
			mustExec(b, e, "clear_cache")
			b.StartTimer()
			mustExec(b, e, "dragon_stones")
		}
	}
}
