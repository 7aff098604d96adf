package batch

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// runByAnalyser writes the job's table one position at a time through the
// exported Analyser API, as a distributed runner does.
func runByAnalyser(t *testing.T, job Job) string {
	t.Helper()
	a, err := NewAnalyser(job)
	require.NoError(t, err)
	var out bytes.Buffer
	head, err := a.Header()
	require.NoError(t, err)
	out.Write(head)
	files, err := ExpandInputs(job.Inputs)
	require.NoError(t, err)
	emit := func(file string, ps []Position) {
		data, _ := ReadInput(file)
		for _, p := range ps {
			b, err := a.Encode(a.Analyse(context.Background(), p, data))
			require.NoError(t, err)
			out.Write(b)
		}
	}
	for _, f := range files {
		data, err := ReadInput(f)
		emit(f, a.FilePositions(f, data, err))
	}
	for _, tg := range job.Targets {
		data, err := ReadInput(tg.File)
		emit(tg.File, a.TargetPositions(tg, data, err))
	}
	return out.String()
}

// TestAnalyserMatchesRun: the Analyser API yields byte for byte the table
// Run writes, error rows (broken file, missing file, game past the end of
// a collection) included, in both formats.
func TestAnalyserMatchesRun(t *testing.T) {
	for _, format := range []string{JSONL, CSV} {
		j := job(format, 2)
		j.Inputs = append(j.Inputs, "testdata/missing.sgf")
		j.Targets = []Target{{File: "testdata/a.sgf", Game: 1, Move: 7}, {File: "testdata/games/collection.sgf", Game: 3, Move: 2},
			{File: "testdata/nothere.sgf", Move: 3}}
		var want bytes.Buffer
		_, err := Run(context.Background(), j, &want)
		require.NoError(t, err)
		got := runByAnalyser(t, j)
		require.Equal(t, want.String(), got, format)
		require.Contains(t, got, "testdata/games/broken.sgf")
		require.Contains(t, got, "the file has 2 games, not 3")
	}
	a, err := NewAnalyser(Job{Unit: "worm", Fields: []string{"liberties"}})
	require.NoError(t, err)
	rows := a.Analyse(context.Background(), Position{File: "x.sgf", Game: 2, Move: 1}, []byte("(;SZ[9])"))
	require.Equal(t, []Row{{File: "x.sgf", Game: 2, Move: 1, Error: "batch: the file has 1 games, not 2"}}, rows)
	rows = a.Analyse(context.Background(), Position{File: "x.sgf", Error: "bad\nfile"}, nil)
	require.Equal(t, []Row{{File: "x.sgf", Error: "bad file"}}, rows)
}

// TestNoOwl: the dragon unit without owl reading leaves the owl fields at
// their zero values (seed 001: owl_status unchecked) and keeps the
// partition.
func TestNoOwl(t *testing.T) {
	ctx := context.Background()
	j := Job{Inputs: []string{"testdata/a.sgf"}, Unit: "dragon", Fields: []string{"origin", "size", "owl_status"}}
	withOwl, _, err := Rows(ctx, j)
	require.NoError(t, err)
	j.NoOwl = true
	noOwl, _, err := Rows(ctx, j)
	require.NoError(t, err)
	require.Equal(t, len(withOwl), len(noOwl))
	owlChecked := 0
	for i := range noOwl {
		require.Equal(t, withOwl[i].Vertex, noOwl[i].Vertex)
		require.Equal(t, withOwl[i].Get("size"), noOwl[i].Get("size"))
		require.Equal(t, "unchecked", noOwl[i].Get("owl_status"))
		if withOwl[i].Get("owl_status") != "unchecked" {
			owlChecked++
		}
	}
	require.Positive(t, owlChecked, "with owl, some dragon gets an owl status")
}

// TestFlagHelpers: the --moves and --list readers shared by dragonrepl
// batch and dragonrepl-beam.
func TestFlagHelpers(t *testing.T) {
	ms, err := ParseMoves("3, 10,25")
	require.NoError(t, err)
	require.Equal(t, []int{3, 10, 25}, ms)
	_, err = ParseMoves("3,x")
	require.EqualError(t, err, `batch: bad move number "x" in --moves`)

	dir := t.TempDir()
	list := filepath.Join(dir, "list.txt")
	require.NoError(t, os.WriteFile(list, []byte("a.sgf 30\n/abs/b.sgf 5\n"), 0o644))
	ts, err := ReadTargetList(list, "")
	require.NoError(t, err)
	require.Equal(t, []Target{{File: filepath.Join(dir, "a.sgf"), Game: 1, Move: 30},
		{File: "/abs/b.sgf", Game: 1, Move: 5}}, ts)
	ts, err = ReadTargetList(list, "/other")
	require.NoError(t, err)
	require.Equal(t, "/other/a.sgf", ts[0].File)
}
