package gtp

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkNoOwlSurrounded times issue 5's speed measure as
// docs/notes/tools/bench_noowl.sh asks it, in process: for each of the first
// forty 19x19 positions of the perf corpus, load it, clear the caches and ask
// `is_surrounded V` of the first stone of the first worm (the whole dragon
// stage without owl, plus one hull). The corpus directory comes from
// DRAGONREPL_PERF_CORPUS (default /work/shared/perf/corpus, with corpus.txt
// beside it); the benchmark is skipped without it.
func BenchmarkNoOwlSurrounded(b *testing.B) {
	dir := os.Getenv("DRAGONREPL_PERF_CORPUS")
	if dir == "" {
		dir = "/work/shared/perf/corpus"
	}
	f, err := os.Open(filepath.Join(filepath.Dir(dir), "corpus.txt"))
	if err != nil {
		b.Skipf("perf corpus not found: %v", err)
	}
	defer f.Close()
	e := newTestEngine()
	var items []benchItem
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(items) < 40 {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		load := "loadsgf " + filepath.Join(dir, fs[0]) + " " + fs[1]
		mustExec(b, e, load)
		if mustExec(b, e, "query_boardsize") != "19" {
			continue
		}
		worms := strings.Fields(mustExec(b, e, "worm_stones"))
		if len(worms) == 0 {
			continue
		}
		items = append(items, benchItem{load, "is_surrounded " + worms[0]})
	}
	timeBenchItems(b, e, items)
}
