package gtp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fullBenchPositions are the fifteen 19x19 positions of the perf bench's
// `--sizes 19 --limit 15` selection (`loadsgf FILE MOVE` in the perf
// corpus), the positions of issue 6's full-analysis goal.
var fullBenchPositions = [...]string{
	"olympiad2003__go_intellect_vs_gnugo.sgf 30",
	"olympiad2003__go_intellect_vs_gnugo.sgf 120",
	"olympiad2003__go_intellect_vs_gnugo.sgf 200",
	"kgs__Erro-TheGNUGo.sgf 30",
	"kgs__Erro-TheGNUGo.sgf 120",
	"nngs__ManyFaces4-gnugo-3.1.27-200203191159.sgf 30",
	"nngs__ManyFaces4-gnugo-3.1.27-200203191159.sgf 120",
	"nngs__ManyFaces4-gnugo-3.1.27-200203191159.sgf 200",
	"kgs__SURARIN-yagr.sgf 30",
	"kgs__SURARIN-yagr.sgf 120",
	"kgs__SURARIN-yagr.sgf 200",
	"nngs__joshj-gnugo-3.5.2gf1-200312171536.sgf 30",
	"nngs__joshj-gnugo-3.5.2gf1-200312171536.sgf 120",
	"nngs__joshj-gnugo-3.5.2gf1-200312171536.sgf 200",
	"incident187.sgf 30",
}

// BenchmarkFullAnalysis times the perf bench's `full` task in process: for
// each of the fifteen bench positions, load it, clear the caches and ask
// `dragon_data` of its first stone (worms, dragons, the owl stage and
// semeai, then the dragon-level fields). The corpus is outside the module:
// the directory comes from DRAGONREPL_PERF_CORPUS (default
// /work/shared/perf/corpus) and the benchmark is skipped without it.
func BenchmarkFullAnalysis(b *testing.B) {
	e := newTestEngine()
	var items []benchItem
	for _, load := range benchLoads(b) {
		if a, ok := e.Execute(load); !ok {
			b.Fatalf("%s: %s", load, a)
		}
		stones := strings.Fields(mustExec(b, e, "list_stones black"))
		if len(stones) == 0 {
			b.Fatalf("%s: no black stone", load)
		}
		items = append(items, benchItem{load, "dragon_data " + stones[0]})
	}
	timeBenchItems(b, e, items)
}

// benchItem is one position of an in-process bench: the loadsgf command
// and the question timed after it.
type benchItem struct{ load, query string }

// timeBenchItems times the items' questions b.N times, each after its
// position is loaded and the caches cleared (neither of which is timed).
func timeBenchItems(b *testing.B, e *Engine, items []benchItem) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, it := range items {
			b.StopTimer()
			mustExec(b, e, it.load)
			mustExec(b, e, "clear_cache")
			b.StartTimer()
			mustExec(b, e, it.query)
		}
	}
}

// mustExec runs the GTP command cmd on e and returns its answer, stopping
// the benchmark when the command fails.
func mustExec(b *testing.B, e *Engine, cmd string) string {
	b.Helper()
	a, ok := e.Execute(cmd)
	if !ok {
		b.Fatalf("%s: %s", cmd, a)
	}
	return a
}

// benchLoads returns the `loadsgf` commands of fullBenchPositions in the
// perf corpus, whose directory comes from DRAGONREPL_PERF_CORPUS (default
// /work/shared/perf/corpus); the benchmark is skipped without it.
func benchLoads(b *testing.B) []string {
	dir := os.Getenv("DRAGONREPL_PERF_CORPUS")
	if dir == "" {
		dir = "/work/shared/perf/corpus"
	}
	if _, err := os.Stat(dir); err != nil {
		b.Skipf("perf corpus not found: %v", err)
	}
	var loads []string
	for _, p := range fullBenchPositions {
		f := strings.Fields(p)
		loads = append(loads, "loadsgf "+filepath.Join(dir, f[0])+" "+f[1])
	}
	return loads
}
