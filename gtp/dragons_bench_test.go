package gtp

import "testing"

// BenchmarkDragonStones times issue 5's speed measure in process: for each
// of the fifteen bench positions (fullBenchPositions), load it, clear the
// caches and ask `dragon_stones` (worms and dragons, without owl). The
// corpus directory comes from DRAGONREPL_PERF_CORPUS (default
// /work/shared/perf/corpus); the benchmark is skipped without it.
func BenchmarkDragonStones(b *testing.B) {
	e := newTestEngine()
	loads := benchLoads(b)
	for _, load := range loads {
		mustExec(b, e, load)
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
