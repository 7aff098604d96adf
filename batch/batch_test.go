package batch

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/sgf"
	"github.com/stretchr/testify/require"
)

// gnugoWormFields are the fields of GNU Go's worm_data answer (seed 000).
var gnugoWormFields = []string{"origin", "color", "size", "effective_size", "liberties",
	"liberties2", "liberties3", "liberties4", "attack_code", "attack_point", "defense_code",
	"defense_point", "lunch", "cutstone", "cutstone2", "genus", "inessential", "invincible",
	"unconditional_status"}

// expectedWorm renders a worm record by hand, field by field, without the
// reflection registry.
func expectedWorm(w analysis.Worm, size int) map[string]any {
	v := func(p analysis.Pos) string { return analysis.Vertex(p, size) }
	return map[string]any{
		"origin": v(w.Origin), "color": w.Color.String(), "size": int64(w.Size),
		"effective_size": w.EffectiveSize, "liberties": int64(w.Liberties),
		"liberties2": int64(w.Liberties2), "liberties3": int64(w.Liberties3), "liberties4": int64(w.Liberties4),
		"attack_code": w.AttackCode().String(), "attack_point": v(w.AttackPoint()),
		"defense_code": w.DefenseCode().String(), "defense_point": v(w.DefensePoint()),
		"lunch": v(w.Lunch), "cutstone": int64(w.Cutstone), "cutstone2": int64(w.Cutstone2),
		"genus": int64(w.Genus), "inessential": w.Inessential, "invincible": w.Invincible,
		"unconditional_status": w.UnconditionalStatus.String(),
	}
}

func TestFieldNames(t *testing.T) {
	names, err := FieldNames("worm")
	require.NoError(t, err)
	for _, n := range gnugoWormFields {
		require.Contains(t, names, n)
	}
	require.Contains(t, names, "attack_points")
	require.Contains(t, names, "defense_threat_codes")
	require.Equal(t, "effective_size", snake("EffectiveSize"))
	require.Equal(t, "liberties2", snake("Liberties2"))
	require.Equal(t, "ko_id", snake("KoID"))
	require.Equal(t, "http_server", snake("HTTPServer"))

	u, err := lookupUnit("worm")
	require.NoError(t, err)
	fs, err := selectFields(u, []string{"liberties", "AttackCode", "unconditional-status", "Liberties"})
	require.NoError(t, err)
	require.Len(t, fs, 3)
	require.Equal(t, []string{"liberties", "attack_code", "unconditional_status"}, []string{fs[0].Name, fs[1].Name, fs[2].Name})
	_, err = selectFields(u, []string{"libs"})
	require.ErrorContains(t, err, `batch: unit worm has no field "libs"`)
}

func TestUnits(t *testing.T) {
	_, _, err := Rows(context.Background(), Job{Inputs: []string{"testdata/a.sgf"}, Unit: "group"})
	require.EqualError(t, err, `batch: unknown unit "group" (units: position, worm, point, dragon, eye)`)
	_, _, err = Rows(context.Background(), Job{Inputs: []string{"testdata/a.sgf"}, Format: "xml"})
	require.ErrorContains(t, err, "unknown format")
}

func TestSelectMoves(t *testing.T) {
	require.Equal(t, []int{41}, selectMoves(0, nil, false, 41))
	require.Equal(t, []int{10, 20, 30, 40}, selectMoves(10, nil, false, 41))
	require.Equal(t, []int{10, 20, 30, 40, 41}, selectMoves(10, nil, true, 41))
	require.Equal(t, []int{1, 30, 41}, selectMoves(0, []int{30, 1, 30, 41, 120}, false, 41))
	require.Equal(t, []int{1, 2, 3}, selectMoves(1, nil, false, 3))
}

// TestRowsMatchAnalysis checks every worm field of every row against the
// analysis of the position that loadsgf FILE N loads.
func TestRowsMatchAnalysis(t *testing.T) {
	data, err := os.ReadFile("testdata/a.sgf")
	require.NoError(t, err)
	moves := []int{1, 10, 25, 41, 99}
	rows, s, err := Rows(context.Background(), Job{Inputs: []string{"testdata/a.sgf"}, Moves: moves, Workers: 2})
	require.NoError(t, err)
	require.Equal(t, 4, s.Positions) // 99 is past the end (40 moves)
	require.Equal(t, 1, s.Files)
	require.Equal(t, 1, s.Games)
	k := 0
	for _, m := range moves[:4] {
		pos, err := sgf.LoadPosition(data, strconv.Itoa(m))
		require.NoError(t, err)
		a, err := analysis.Config{Level: analysis.Worms}.Analyze(context.Background(), &pos)
		require.NoError(t, err)
		for _, o := range a.WormOrigins() {
			require.Less(t, k, len(rows))
			r := rows[k]
			k++
			require.Equal(t, "testdata/a.sgf", r.File)
			require.Equal(t, 1, r.Game)
			require.Equal(t, m, r.Move)
			require.Equal(t, analysis.Vertex(o, 9), r.Vertex)
			w := a.Worm(o)
			require.Equal(t, w.Color.String(), r.Color)
			exp := expectedWorm(w, 9)
			for name, want := range exp {
				require.Equal(t, want, r.Get(name), "move %d worm %s field %s", m, r.Vertex, name)
			}
			require.Len(t, r.Get("attack_points"), len(w.AttackPoints))
		}
	}
	require.Equal(t, k, len(rows))
	require.Greater(t, k, 10)

	// The empty board before move 1 has no worm; the point unit has 81
	// rows there, and the position unit one.
	pr, _, err := Rows(context.Background(), Job{Inputs: []string{"testdata/a.sgf"}, Moves: []int{1}, Unit: "point"})
	require.NoError(t, err)
	require.Len(t, pr, 81)
	require.Equal(t, "A9", pr[0].Vertex)
	require.Equal(t, "empty", pr[0].Color)
	pp, _, err := Rows(context.Background(), Job{Inputs: []string{"testdata/a.sgf"}, Moves: []int{41}, Unit: "position",
		Fields: []string{"to_move", "komi", "last_move", "black_stones", "worms"}})
	require.NoError(t, err)
	require.Len(t, pp, 1)
	pos, err := sgf.LoadPosition(data, "")
	require.NoError(t, err)
	require.Equal(t, []any{pos.ToMove().String(), 6.5, analysis.Vertex(pos.LastMove(), 9),
		int64(len(pos.Stones(analysis.Black))), int64(k - countRows(rows, 25))}, pp[0].Values)
}

func countRows(rows []Row, upTo int) int {
	n := 0
	for _, r := range rows {
		if r.Move <= upTo {
			n++
		}
	}
	return n
}

// TestMalformedAndCollections: a broken file and a missing file give one
// error row each, the rest of the run completes, and every game of a
// collection is analysed with its own size.
func TestMalformedAndCollections(t *testing.T) {
	rows, s, err := Rows(context.Background(), Job{Inputs: []string{"testdata/games", "testdata/missing.sgf"},
		Final: true, Fields: []string{"size"}})
	require.NoError(t, err)
	require.Equal(t, 2, s.Errors)
	var files []string
	seen := map[string]bool{}
	for _, r := range rows {
		key := r.File + "#" + strconv.Itoa(r.Game)
		if !seen[key] {
			seen[key] = true
			files = append(files, key)
		}
	}
	require.Equal(t, []string{"testdata/games/b.sgf#1", "testdata/games/broken.sgf#0",
		"testdata/games/collection.sgf#1", "testdata/games/collection.sgf#2", "testdata/missing.sgf#0"}, files)
	for _, r := range rows {
		if r.File == "testdata/games/broken.sgf" || r.File == "testdata/missing.sgf" {
			require.NotEmpty(t, r.Error)
			require.Empty(t, r.Vertex)
		} else {
			require.Empty(t, r.Error)
		}
	}
	// Game 2 of the collection equals the same game alone in a file.
	data, err := os.ReadFile("testdata/games/collection.sgf")
	require.NoError(t, err)
	second := data[bytes.Index(data, []byte("\n(;"))+1:]
	pos, err := sgf.LoadPosition(second, "")
	require.NoError(t, err)
	require.Equal(t, 13, pos.Size())
	a, err := analysis.Config{}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	var got []string
	for _, r := range rows {
		if r.File == "testdata/games/collection.sgf" && r.Game == 2 {
			got = append(got, r.Vertex)
		}
	}
	var want []string
	for _, o := range a.WormOrigins() {
		want = append(want, analysis.Vertex(o, 13))
	}
	require.Equal(t, want, got)
}

func job(format string, workers int) Job {
	return Job{Inputs: []string{"testdata/a.sgf", "testdata/games"}, Every: 10, Final: true, Format: format,
		Workers: workers, Fields: []string{"liberties", "attack_code", "attack_points", "effective_size", "unconditional_status"}}
}

func TestDeterministicOrder(t *testing.T) {
	for _, format := range []string{JSONL, CSV} {
		var one, four bytes.Buffer
		s1, err := Run(context.Background(), job(format, 1), &one)
		require.NoError(t, err)
		s4, err := Run(context.Background(), job(format, 4), &four)
		require.NoError(t, err)
		require.Equal(t, one.String(), four.String(), format)
		require.Equal(t, s1.Rows, s4.Rows)
		require.Greater(t, s1.Positions, 8)
	}
}

// TestCSVMatchesJSONL: both formats hold the same table.
func TestCSVMatchesJSONL(t *testing.T) {
	var jb, cb bytes.Buffer
	_, err := Run(context.Background(), job(JSONL, 2), &jb)
	require.NoError(t, err)
	_, err = Run(context.Background(), job(CSV, 2), &cb)
	require.NoError(t, err)
	recs, err := csv.NewReader(&cb).ReadAll()
	require.NoError(t, err)
	cols, err := Columns(job(CSV, 1))
	require.NoError(t, err)
	require.Equal(t, cols, recs[0])
	require.Equal(t, []string{"file", "game", "move", "vertex", "color", "liberties", "attack_code", "attack_points",
		"effective_size", "unconditional_status", "error"}, cols)
	lines := strings.Split(strings.TrimSuffix(jb.String(), "\n"), "\n")
	require.Equal(t, len(lines), len(recs)-1)
	for i, l := range lines {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &m))
		rec := recs[i+1]
		for c, name := range cols {
			v, ok := m[name]
			if !ok {
				require.Empty(t, rec[c], "line %d column %s", i, name)
				continue
			}
			switch x := v.(type) {
			case []any:
				parts := make([]string, len(x))
				for k, e := range x {
					parts[k] = e.(string)
				}
				require.Equal(t, strings.Join(parts, " "), rec[c])
			case float64:
				require.Equal(t, strconv.FormatFloat(x, 'g', -1, 64), rec[c])
			default:
				require.Equal(t, v, rec[c])
			}
		}
	}
}

func TestResume(t *testing.T) {
	for _, ext := range []string{".jsonl", ".csv"} {
		t.Run(ext, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out"+ext)
			j := job("", 2)
			s, err := RunFile(context.Background(), j, out)
			require.NoError(t, err)
			full, err := os.ReadFile(out)
			require.NoError(t, err)
			require.Greater(t, s.Positions, 8)
			require.Equal(t, 1, s.Errors)
			if ext == ".csv" {
				require.True(t, strings.HasPrefix(string(full), "file,game,move,vertex,color,"))
			} else {
				require.True(t, strings.HasPrefix(string(full), `{"file":`))
			}

			// A rerun writes nothing and skips everything.
			s2, err := RunFile(context.Background(), j, out)
			require.NoError(t, err)
			require.Equal(t, 0, s2.Positions)
			require.Equal(t, 0, s2.Rows)
			require.Equal(t, s.Positions+1, s2.Skipped) // the broken file is skipped too
			again, err := os.ReadFile(out)
			require.NoError(t, err)
			require.Equal(t, string(full), string(again))

			// Cut the file inside a line of the middle: the torn position
			// and everything after it are written again, identically.
			cut := len(full)/2 + 7
			require.NoError(t, os.WriteFile(out, full[:cut], 0o644))
			s3, err := RunFile(context.Background(), j, out)
			require.NoError(t, err)
			require.Greater(t, s3.Positions, 0)
			require.Less(t, s3.Positions, s.Positions)
			again, err = os.ReadFile(out)
			require.NoError(t, err)
			require.Equal(t, string(full), string(again))

			// Other fields into the same file are refused.
			j2 := j
			j2.Fields = []string{"genus"}
			_, err = RunFile(context.Background(), j2, out)
			require.ErrorContains(t, err, "written with other columns")
		})
	}
}

func TestTimeoutAndTargets(t *testing.T) {
	rows, s, err := Rows(context.Background(), Job{Targets: []Target{{File: "testdata/a.sgf", Move: 30},
		{File: "testdata/a.sgf", Game: 2, Move: 3}}, Timeout: time.Nanosecond})
	require.NoError(t, err)
	require.Equal(t, 2, s.Errors)
	require.Len(t, rows, 2)
	require.Equal(t, "batch: the analysis exceeded its time budget of 1ns", rows[0].Error)
	require.Equal(t, "batch: the file has 1 games, not 2", rows[1].Error)

	list := filepath.Join(t.TempDir(), "list.txt")
	abs, err := filepath.Abs("testdata")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(list, []byte("# comment\na.sgf 30\n\ngames/b.sgf 5\n"), 0o644))
	ts, err := ReadTargets(list, abs)
	require.NoError(t, err)
	require.Equal(t, []Target{{File: filepath.Join(abs, "a.sgf"), Game: 1, Move: 30},
		{File: filepath.Join(abs, "games/b.sgf"), Game: 1, Move: 5}}, ts)
	require.NoError(t, os.WriteFile(list, []byte("a.sgf x\n"), 0o644))
	_, err = ReadTargets(list, "")
	require.ErrorContains(t, err, "bad move number")
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var buf bytes.Buffer
	_, err := Run(ctx, job(JSONL, 2), &buf)
	require.ErrorIs(t, err, context.Canceled)
	require.Empty(t, buf.String()) // no error rows for cancelled positions
}

// FuzzReadBack: reading back any existing output file never panics and
// keeps at most the whole file.
func FuzzReadBack(f *testing.F) {
	f.Add([]byte(`{"file":"a.sgf","game":1,"move":3,"vertex":"A1","color":"black","liberties":2}`+"\n"), false)
	f.Add([]byte("file,game,move,vertex,color,liberties,error\na.sgf,1,3,A1,black,2,\n"), true)
	f.Add([]byte("{\"file\":\"a\"\n"), false)
	f.Fuzz(func(t *testing.T, data []byte, isCSV bool) {
		j := Job{Fields: []string{"liberties"}}
		if isCSV {
			j.Format = CSV
		}
		p, err := prepare(&j)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "out")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		fh, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer fh.Close()
		_, keep, _, err := readBack(fh, p)
		if err == nil && (keep < 0 || keep > int64(len(data))) {
			t.Fatalf("keep %d of %d bytes", keep, len(data))
		}
	})
}

// TestDragonAndEyeUnits checks the dragon rows against the dragon stage of
// the same position: one row per dragon at its origin, every stone in
// exactly one row, sizes and stone lists consistent, and the neighbour
// origins naming dragons of the position; eye rows name eye spaces whose
// points belong to the row's colour.
func TestDragonAndEyeUnits(t *testing.T) {
	ctx := context.Background()
	rows, _, err := Rows(ctx, Job{Inputs: []string{"testdata/a.sgf"}, Unit: "dragon",
		Fields: []string{"origin", "color", "size", "stones", "neighbors", "status", "genus", "owl_status"}})
	require.NoError(t, err)
	require.NotEmpty(t, rows)
	seen := map[string]bool{}
	origins := map[string]bool{}
	for _, r := range rows {
		require.Empty(t, r.Error)
		require.Equal(t, r.Vertex, r.Get("origin"), "a dragon row sits at its origin")
		origins[r.Vertex] = true
		stones := r.Get("stones").([]any)
		require.EqualValues(t, len(stones), r.Get("size"))
		require.Contains(t, stones, r.Vertex, "the origin is one of the dragon's stones")
		for _, s := range stones {
			require.False(t, seen[s.(string)], "stone %v in two dragons", s)
			seen[s.(string)] = true
		}
		require.NotEqual(t, "", r.Get("genus"))
	}
	for _, r := range rows {
		for _, n := range r.Get("neighbors").([]any) {
			require.True(t, origins[n.(string)], "neighbour %v is a dragon origin", n)
		}
	}
	require.Len(t, seen, 40, "a.sgf's final position has 40 stones")

	eyes, _, err := Rows(ctx, Job{Inputs: []string{"testdata/a.sgf"}, Unit: "eyes", Fields: []string{"points", "value"}})
	require.NoError(t, err)
	require.NotEmpty(t, eyes)
	for _, r := range eyes {
		require.Contains(t, r.Get("points").([]any), r.Vertex, "an eye space contains its origin")
		require.Len(t, r.Get("value").(string), 4)
	}
}
