package repl

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/compare"
)

const diffSetup = "setup(`\n" + `. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X O X . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
` + "`)"

func diffSession(t *testing.T) (*Session, *recDisplay) {
	t.Helper()
	var d recDisplay
	empty, _ := analysis.EmptyPosition(9)
	s, err := NewSession(Options{Display: &d, Position: &empty})
	if err != nil {
		t.Fatal(err)
	}
	mustEval(t, s, diffSetup)
	mustEval(t, s, "play(E7)")
	return s, &d
}

func TestDiffLiveName(t *testing.T) {
	s, _ := diffSession(t)
	res := mustEval(t, s, "diff(1, 2)")
	d, ok := res.Value.(*Diff)
	if !ok {
		t.Fatalf("diff value %T", res.Value)
	}
	want := "captured: white dragon E6 (1 stone: E6)\n" +
		"safety: black dragon E7 alive -> invincible\n" +
		"genus: black dragon E7 0000 -> 3333\n" +
		"surround_status: black dragon E7 weakly surrounded -> not surrounded"
	if got := d.diffLines(); got != want {
		t.Errorf("diff(1, 2):\n%s\nwant\n%s", got, want)
	}
	if !strings.HasPrefix(res.Data["text/plain"], "diff(move 1 → move 2):\ncaptured: white dragon E6") {
		t.Errorf("text/plain %q", res.Data["text/plain"])
	}
	if h := res.Data["text/html"]; !strings.Contains(h, "<td>captured</td>") || !strings.Contains(h, "<td>E7</td>") {
		t.Errorf("text/html %q", h)
	}
	svg := res.Data["image/svg+xml"]
	if !strings.HasPrefix(svg, "<svg") || !strings.Contains(svg, diffChanged) || !strings.Contains(svg, diffRemoved) {
		t.Errorf("image/svg+xml lacks the highlights: %.300s", svg)
	}
	// The same diff from two positions, and from analyses.
	res = mustEval(t, s, "p := board; undo(); diff(board, p)")
	if got := res.Value.(*Diff).diffLines(); got != want {
		t.Errorf("diff(board, p):\n%s", got)
	}
	res = mustEval(t, s, "diff(1, 1)")
	if got := res.Value.(*Diff).String(); got != "diff(move 1 → move 1):\nno changes" {
		t.Errorf("diff(1, 1) = %q", got)
	}
	for _, bad := range []string{"diff(0, 1)", "diff(1, 9)", `diff("x", 1)`} {
		if _, err := s.Eval(context.Background(), bad); err == nil || !strings.Contains(err.Error(), "diff") {
			t.Errorf("%s: error %v", bad, err)
		}
	}
}

func TestJSONLiveName(t *testing.T) {
	s, _ := diffSession(t)
	res := mustEval(t, s, "json(board)")
	var p compare.Position
	if err := json.Unmarshal([]byte(res.Value.(string)), &p); err != nil {
		t.Fatal(err)
	}
	back, err := compare.ImportPosition(p)
	if err != nil {
		t.Fatal(err)
	}
	cur := mustEval(t, s, "board").Value.(analysis.Position)
	// ImportPosition restores stones, side to move and komi (not captures).
	if got, want := compare.ExportPosition(&back).Board, compare.ExportPosition(&cur).Board; strings.Join(got, "/") != strings.Join(want, "/") ||
		back.ToMove() != cur.ToMove() || p.CapturedWhite != 1 {
		t.Errorf("json(board) round trip: %v, want %v (%+v)", got, want, p)
	}
	res = mustEval(t, s, "json(worm[D6])")
	var w compare.Worm
	if err := json.Unmarshal([]byte(res.Value.(string)), &w); err != nil {
		t.Fatal(err)
	}
	if w.Origin != "D6" || w.Color != "black" || len(w.Stones) != 1 {
		t.Errorf("json(worm[D6]) = %+v", w)
	}
	res = mustEval(t, s, "json(diff(1, 2))")
	var dj compare.DiffJSON
	if err := json.Unmarshal([]byte(res.Value.(string)), &dj); err != nil {
		t.Fatal(err)
	}
	if len(dj.Removed) != 1 || dj.Removed[0].Origin != "E6" || !dj.Captured[0] {
		t.Errorf("json(diff) = %+v", dj)
	}
	for _, src := range []string{"json(dragon)", "json(dragon2)", "json(DRAGON2(E7))",
		"json(black_eye)", "json(half_eye)", `json(analyze_eyegraph("..."))`} {
		res := mustEval(t, s, src)
		if str, ok := res.Value.(string); !ok || !json.Valid([]byte(str)) {
			t.Errorf("%s: %v", src, res.Value)
		}
	}
	if _, err := s.Eval(context.Background(), "json(42)"); err == nil || !strings.Contains(err.Error(), "cannot export") {
		t.Errorf("json(42): %v", err)
	}
}

func TestDiffMoveNumbersOfLoadedGame(t *testing.T) {
	s, _ := diffSession(t)
	file := t.TempDir() + "/g.sgf"
	sgf := "(;GM[1]SZ[9];B[dd];W[ed];B[fd];W[aa];B[ee];W[ab];B[ec])"
	if err := os.WriteFile(file, []byte(sgf), 0o644); err != nil {
		t.Fatal(err)
	}
	mustEval(t, s, "load("+strconv.Quote(file)+")")
	// Move N is the position before move N: diff(7, 8) is the effect of
	// move 7, black E7 capturing E6.
	res := mustEval(t, s, "diff(7, 8)")
	d := res.Value.(*Diff)
	if !strings.HasPrefix(d.String(), "diff(move 7 → move 8):\ncaptured: white dragon E6 (1 stone: E6)\n") {
		t.Errorf("diff(7, 8) = %q", d.String())
	}
	if d.Before.At(analysis.POS(3, 4)) != analysis.White || d.After.At(analysis.POS(3, 4)) != analysis.Empty {
		t.Error("diff(7, 8) compares the wrong positions")
	}
	if _, err := s.Eval(context.Background(), "diff(8, 9)"); err == nil || !strings.Contains(err.Error(), "moves 1 to 8") {
		t.Errorf("diff(8, 9): %v", err)
	}
}
