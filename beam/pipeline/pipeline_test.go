package pipeline

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/stretchr/testify/require"

	"github.com/dragonrepl/dragonrepl/batch"
)

// The test games are package batch's test games (written for its tests).
const games = "../../batch/testdata"

func TestMain(m *testing.M) {
	ptest.Main(m) // the prism runner, in process, unless --runner says otherwise
}

// runPipeline runs the pipeline on the test runner and returns its output.
func runPipeline(t *testing.T, opts Options) string {
	t.Helper()
	if opts.Output == "" {
		opts.Output = filepath.Join(t.TempDir(), "out.jsonl")
	}
	p, s := beam.NewPipelineWithRoot()
	require.NoError(t, Build(s, opts))
	require.NoError(t, ptest.Run(p))
	if strings.HasPrefix(opts.Output, "memfs://") {
		t.Fatal("read memfs outputs with memfs")
	}
	out, err := os.ReadFile(opts.Output)
	require.NoError(t, err)
	return string(out)
}

// runBatch runs the same job with package batch, as "dragonrepl batch" does.
func runBatch(t *testing.T, opts Options) string {
	t.Helper()
	job := opts.Spec.Job()
	job.Inputs, job.Targets, job.Workers = opts.Inputs, opts.Targets, 2
	var buf bytes.Buffer
	_, err := batch.Run(context.Background(), job, &buf)
	require.NoError(t, err)
	return buf.String()
}

func sortedLines(s string) []string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	sort.Strings(lines)
	return lines
}

// TestPipelineMatchesBatch: on the prism runner, the pipeline writes
// exactly the table of "dragonrepl batch" (rows and order), error rows
// included: a malformed SGF, a missing file, a target past the end of a
// collection.
func TestPipelineMatchesBatch(t *testing.T) {
	opts := Options{
		Inputs: []string{games + "/a.sgf", games + "/games", games + "/missing.sgf", games + "/games/b.sgf"},
		Targets: []batch.Target{{File: games + "/games/collection.sgf", Game: 2, Move: 5},
			{File: games + "/games/collection.sgf", Game: 3, Move: 2}},
		Spec: Spec{Every: 10, Final: true, Fields: []string{"liberties", "attack_code", "attack_points",
			"effective_size", "unconditional_status"}},
	}
	got := runPipeline(t, opts)
	want := runBatch(t, opts)
	require.Equal(t, sortedLines(want), sortedLines(got), "same rows")
	require.Equal(t, want, got, "same order")
	require.Greater(t, strings.Count(got, "\n"), 100)
	require.Contains(t, got, `{"file":"../../batch/testdata/games/broken.sgf","game":0,"move":0,"error":"sgf: `)
	require.Contains(t, got, `{"file":"../../batch/testdata/missing.sgf","game":0,"move":0,"error":"open ../../batch/testdata/missing.sgf: no such file or directory"}`)
	require.Contains(t, got, `"error":"batch: the file has 2 games, not 3"}`)
}

// TestPipelineCSVDragons: CSV (chosen by the output's extension) and the
// dragon unit without owl: the same header and rows as batch.
func TestPipelineCSVDragons(t *testing.T) {
	opts := Options{
		Inputs: []string{games + "/a.sgf", games + "/games/broken.sgf"},
		Output: filepath.Join(t.TempDir(), "dragons.csv"),
		Spec:   Spec{Moves: []int{20}, Final: true, Unit: "dragon", NoOwl: true, Fields: []string{"size", "stones", "status", "owl_status"}},
	}
	got := runPipeline(t, opts)
	opts.Spec.Format = batch.CSV
	want := runBatch(t, opts)
	require.Equal(t, want, got)
	require.True(t, strings.HasPrefix(got, "file,game,move,vertex,color,size,stones,status,owl_status,error\n"), got)
	require.Contains(t, got, ",unchecked,")
}

// TestPipelineURLInputs: inputs named by URL are listed and read through
// Beam's file systems (here memfs://, as gs:// on Dataflow), in name order.
func TestPipelineURLInputs(t *testing.T) {
	for _, name := range []string{"b.sgf", "broken.sgf"} {
		data, err := os.ReadFile(games + "/games/" + name)
		require.NoError(t, err)
		memfs.Write("memfs://games/"+name, data)
	}
	opts := Options{Inputs: []string{"memfs://games/*.sgf"}, Spec: Spec{Every: 15, Fields: []string{"liberties"}}}
	got := runPipeline(t, opts)
	opts.Inputs = []string{games + "/games/b.sgf", games + "/games/broken.sgf"}
	want := runBatch(t, opts)
	require.Equal(t, strings.ReplaceAll(want, games+"/games/", "memfs://games/"), got)
	require.Contains(t, got, `"file":"memfs://games/broken.sgf"`)

	p, s := beam.NewPipelineWithRoot()
	require.NoError(t, Build(s, Options{Inputs: []string{"memfs://nothing/*.sgf"}, Output: filepath.Join(t.TempDir(), "x")}))
	require.ErrorContains(t, ptest.Run(p), `no file matches "memfs://nothing/*.sgf"`)
}

// TestBuildErrors: a bad job fails when the pipeline is built, with
// batch's message.
func TestBuildErrors(t *testing.T) {
	_, s := beam.NewPipelineWithRoot()
	require.ErrorContains(t, Build(s, Options{Inputs: []string{games + "/a.sgf"}, Output: "x", Spec: Spec{Fields: []string{"libs"}}}),
		`batch: unit worm has no field "libs"`)
	require.EqualError(t, Build(s, Options{Inputs: []string{games + "/*.nope"}, Output: "x"}),
		`batch: no file matches "../../batch/testdata/*.nope"`)
	require.EqualError(t, Build(s, Options{Inputs: []string{games + "/a.sgf"}}), "pipeline: no output file")
}

// TestPipelineOwlDragons: the dragon unit with owl reading (the default)
// gives batch's rows too.
func TestPipelineOwlDragons(t *testing.T) {
	opts := Options{
		Inputs: []string{games + "/a.sgf"},
		Spec:   Spec{Unit: "dragon", Fields: []string{"size", "status", "owl_status", "owl_attack_point", "escape_route"}},
	}
	got := runPipeline(t, opts)
	want := runBatch(t, opts)
	require.Equal(t, want, got)
	require.Regexp(t, `"owl_status":"(alive|dead|critical|unknown)"`, got, "owl reading ran")
}
