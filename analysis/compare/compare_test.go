package compare

import (
	"context"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// analyze parses a diagram, plays the moves (alternating from the side to
// move) and analyses every position at level lv.
func sequence(t *testing.T, lv analysis.Level, diagram string, moves ...string) []*analysis.Analysis {
	t.Helper()
	pos, err := analysis.ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	var out []*analysis.Analysis
	for k := 0; ; k++ {
		p := pos
		a, err := analysis.Config{Level: lv}.Analyze(context.Background(), &p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
		if k == len(moves) {
			return out
		}
		m := analysis.PassMove
		if moves[k] != "pass" {
			if m, err = pos.ParseVertex(moves[k]); err != nil {
				t.Fatal(err)
			}
		}
		if pos, err = pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

func diff(t *testing.T, a, b *analysis.Analysis) string {
	t.Helper()
	r, err := Diff(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return r.String()
}

func TestDiffCapture(t *testing.T) {
	as := sequence(t, analysis.DragonsWithoutOwl, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X O X . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`, "E7")
	got := diff(t, as[0], as[1])
	if want := `captured: white dragon E6 (1 stone: E6)
status: black dragon E7 unknown -> alive
safety: black dragon E7 alive -> invincible
genus: black dragon E7 0000 -> 3333
surround_status: black dragon E7 weakly surrounded -> not surrounded`; got != want {
		t.Errorf("diff:\n%s\nwant:\n%s", got, want)
	}
}

func TestDiffConnection(t *testing.T) {
	as := sequence(t, analysis.DragonsWithoutOwl, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . O . . . . .
. . X . X . . . .
. . . O . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`, "D5")
	got := diff(t, as[0], as[1])
	if want := `merged: black dragons C5 E5 -> C5
status: black dragon C5 dead -> unknown
surround_status: black dragon C5 not surrounded -> weakly surrounded`; got != want {
		t.Errorf("diff:\n%s\nwant:\n%s", got, want)
	}
}

// TestDiffKill: white's B1 kills the black group. B1 stays a dragon of its
// own (its liberties A1 and C1 are both liberties of the dead black string,
// a capturing race it wins), so the white wall's genus does not change; GNU
// Go 3.8 answers dragon_stones, dragon_data A4 and dragon_data A3 the same
// way on this position (checked with gnugo --mode gtp).
func TestDiffKill(t *testing.T) {
	as := sequence(t, analysis.Dragons, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . O . .
O O O O O . . . .
X X X X O . . . .
X X X X O . . . .
. . . X O . . . .
`, "pass", "B1")
	got := diff(t, as[0], as[2])
	if want := `appeared: white dragon B1 (1 stone, alive)
safety: white dragon A4 strongly alive -> invincible
status: black dragon A3 critical -> dead
safety: black dragon A3 critical -> tactically dead
owl_status: black dragon A3 critical -> dead
genus: black dragon A3 1122 -> 0000
surround_status: black dragon A3 not surrounded -> surrounded`; got != want {
		t.Errorf("diff:\n%s\nwant:\n%s", got, want)
	}
}

func TestDiffSameAndErrors(t *testing.T) {
	as := sequence(t, analysis.Worms, `
. . . . .
. X O . .
. . . . .
. . . . .
. . . . .
`)
	if got := diff(t, as[0], as[0]); got != "no changes" {
		t.Errorf("self diff = %q", got)
	}
	if _, err := Diff(nil, as[0]); err == nil {
		t.Error("nil analysis accepted")
	}
	other := sequence(t, analysis.Worms, `
. . .
. . .
. . .
`)
	if _, err := Diff(as[0], other[0]); err == nil {
		t.Error("different sizes accepted")
	}
}

func TestDiffAtari(t *testing.T) {
	as := sequence(t, analysis.Worms, `
. . . . . . .
. . . . . . .
. . . X . . .
. . X O . . .
. . . . . . .
. . . . . . .
. . . . . . .
`, "E4")
	// Only the worm lines: the dragon lines depend on amalgamation.
	r, err := Diff(as[0], as[1])
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range r.Worms {
		got = append(got, w.Kind+" "+r.v(w.Origin)+" "+r.v(w.AttackPoint)+" "+w.AttackCode.String())
	}
	if want := "atari D4 D3 WIN,capturable D4 D3 WIN"; strings.Join(got, ",") != want {
		t.Errorf("worm changes %q, want %q", strings.Join(got, ","), want)
	}
}
