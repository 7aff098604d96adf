package analysis_test

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/sgf"
)

// TestOwlStageProf is a local profiling aid for the full analysis (owl
// stage included), skipped unless OWL_CORPUS names a corpus file of
// "FILE MOVE" lines (OWL_ONLY19=1 keeps 19x19 positions only).
func TestOwlStageProf(t *testing.T) {
	corpus := os.Getenv("OWL_CORPUS")
	if corpus == "" {
		t.Skip("OWL_CORPUS not set")
	}
	f, err := os.Open(corpus)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	dir := corpus[:strings.LastIndex(corpus, "/")+1] + "corpus/"
	var total time.Duration
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fs := strings.Fields(line)
		data, err := os.ReadFile(dir + fs[0])
		if err != nil {
			t.Fatal(err)
		}
		pos, err := sgf.LoadPosition(data, fs[1])
		if err != nil {
			t.Fatal(err)
		}
		if os.Getenv("OWL_ONLY19") != "" && pos.Size() != 19 {
			continue
		}
		start := time.Now()
		a, err := analysis.Config{Level: analysis.Dragons}.Analyze(context.Background(), &pos)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.Dragons(context.Background()); err != nil {
			t.Fatal(err)
		}
		el := time.Since(start)
		total += el
		n++
		t.Logf("%s %s %v", fs[0], fs[1], el)
	}
	t.Logf("%d positions, %v", n, total)
}
