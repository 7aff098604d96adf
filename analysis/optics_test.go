package analysis

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// opticsDiagram has a white group with a straight-three eye (D5 E5 E4
// … ), a marginal point at B5 and a topological half eye at A3 whose key
// point is B5 (seed 003, "Topology of Half Eyes and False Eyes").
const opticsDiagram = `
. . . . . . . . .
. . . . . . . . .
X X X X X X X . .
X O O O O O X . .
X . O . . O X . .
O X O O . O X . .
. O . O O X X . .
O O X O X . . . .
. X X X . . . . .`

func opticsOf(t testing.TB, diagram string, size int) (*Analysis, *Optics) {
	t.Helper()
	pos, err := ParseDiagramSize(diagram, size)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Config{}.Analyze(context.Background(), &pos)
	if err != nil {
		t.Fatal(err)
	}
	o, err := a.Optics(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return a, o
}

func opticsVertex(t testing.TB, v string, size int) Pos {
	t.Helper()
	p, err := ParseVertex(v, size)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestOpticsDiagram(t *testing.T) {
	_, o := opticsOf(t, opticsDiagram, 9)
	v := func(s string) Pos { return opticsVertex(t, s, 9) }
	cases := []struct {
		c                Color
		at               string
		origin           string
		esize, msize     int
		value            string
		marginal         bool
		neighbors, mnbrs int
	}{
		{White, "D5", "D5", 3, 0, "1122", false, 1, 0},
		{White, "E4", "D5", 3, 0, "1122", false, 1, 0},
		{White, "B5", "B5", 1, 1, "0000", true, 0, 0},
		{White, "C3", "C3", 1, 1, "0000", true, 0, 0},
	}
	for _, c := range cases {
		d := o.Eye(c.c, v(c.at))
		if d.Origin != v(c.origin) || d.Color != c.c || d.ESize != c.esize || d.MSize != c.msize ||
			d.Value.String() != c.value || d.Marginal != c.marginal || d.Neighbors != c.neighbors ||
			d.MarginalNeighbors != c.mnbrs {
			t.Errorf("eye_data %v %s = %+v, want %+v", c.c, c.at, d, c)
		}
	}
	if d := o.Eye(Black, v("A4")); d.Origin != NoMove || d.Color == Black {
		t.Errorf("eye_data black A4 = %+v, want no eye space", d)
	}
	h := o.HalfEye(v("A3"))
	if h.Value != 3 || h.Type != HalfEye || fmt.Sprint(h.AttackPoints) != fmt.Sprint([]Pos{v("B5")}) ||
		fmt.Sprint(h.DefensePoints) != fmt.Sprint([]Pos{v("B5")}) {
		t.Errorf("half eye A3 = %+v", h)
	}
	if h := o.HalfEye(v("B5")); h.Value != 10 || h.Type != NotHalfEye {
		t.Errorf("half eye B5 = %+v, want unexamined", h)
	}
	s, ok := o.EvalEye(v("D5"))
	if !ok || s.Value.MinEyes() != 1 || s.Value.MaxEyes() != 2 || s.Attack != v("E5") || s.Defense != v("E5") {
		t.Errorf("eval_eye D5 = %+v %v, want 1 2 E5 E5", s, ok)
	}
	s, ok = o.EvalEye(v("A3"))
	if !ok || s.Value.MinEyes() != 0 || s.Value.MaxEyes() != 1 || s.Attack != v("B5") || s.Defense != v("B5") {
		t.Errorf("eval_eye A3 = %+v %v, want 0 1 B5 B5", s, ok)
	}
	if _, ok := o.EvalEye(v("D6")); ok {
		t.Errorf("eval_eye D6 (a lively stone) found an eye space")
	}
}

// TestOpticsGnugo compares eye_data, half_eye_data and eval_eye with GNU
// Go 3.8 on the test diagrams.
func TestOpticsGnugo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("gnugo not installed: ", err)
	}
	for _, tc := range []struct {
		diagram string
		size    int
	}{{opticsDiagram, 9}} {
		pos, err := ParseDiagramSize(tc.diagram, tc.size)
		if err != nil {
			t.Fatal(err)
		}
		a, o := opticsOf(t, tc.diagram, tc.size)
		var in strings.Builder
		fmt.Fprintf(&in, "boardsize %d\n", tc.size)
		for p := BoardMin; p < BoardMax; p++ {
			if c := pos.At(p); c.IsStone() {
				name := "white"
				if c == Black {
					name = "black"
				}
				fmt.Fprintf(&in, "play %s %s\n", name, Vertex(p, tc.size))
			}
		}
		var queries []Pos
		for p := BoardMin; p < BoardMax; p++ {
			if p.OnBoard(tc.size) {
				queries = append(queries, p)
				fmt.Fprintf(&in, "eye_data black %s\neye_data white %s\nhalf_eye_data %s\neval_eye %s\n",
					Vertex(p, tc.size), Vertex(p, tc.size), Vertex(p, tc.size), Vertex(p, tc.size))
			}
		}
		cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet")
		cmd.Stdin = strings.NewReader(in.String())
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		answers := strings.Split(strings.TrimSpace(string(out)), "\n\n")
		answers = answers[len(answers)-4*len(queries):]
		_ = a
		for k, p := range queries {
			want := []string{answers[4*k], answers[4*k+1], answers[4*k+2], answers[4*k+3]}
			got := []string{gtpEye(o, Black, p, tc.size), gtpEye(o, White, p, tc.size), gtpHalf(o, p, tc.size), gtpEval(o, p, tc.size)}
			for i := range want {
				if strings.TrimPrefix(want[i], "= ") != got[i] {
					t.Errorf("%s query %d:\n got %q\nwant %q", Vertex(p, tc.size), i, got[i], want[i])
				}
			}
		}
	}
}

func gtpEye(o *Optics, c Color, p Pos, size int) string {
	d := o.Eye(c, p)
	color := map[Color]string{Black: "black", White: "white"}[d.Color]
	if color == "" {
		color = "empty"
	}
	origin := "PASS"
	if d.Origin != NoMove {
		origin = Vertex(d.Origin, size)
	}
	mg := 0
	if d.Marginal {
		mg = 1
	}
	return fmt.Sprintf("origin               %s\ncolor                %s\nesize                %d\nmsize                %d\nvalue                %s\nmarginal             %d\nneighbors            %d\nmarginal_neighbors   %d",
		origin, color, d.ESize, d.MSize, d.Value, mg, d.Neighbors, d.MarginalNeighbors)
}

func gtpHalf(o *Optics, p Pos, size int) string {
	h := o.HalfEye(p)
	s := fmt.Sprintf("value                %.2f\ntype                 %s\nnum_attacks          %d\n", h.Value, h.Type, len(h.AttackPoints))
	for k, q := range h.AttackPoints {
		s += fmt.Sprintf("%-21s%s\n", fmt.Sprintf("attack_point[%d]", k), Vertex(q, size))
	}
	s += fmt.Sprintf("num_defenses         %d", len(h.DefensePoints))
	for k, q := range h.DefensePoints {
		s += fmt.Sprintf("\n%-21s%s", fmt.Sprintf("defense_point[%d]", k), Vertex(q, size))
	}
	return s
}

func gtpEval(o *Optics, p Pos, size int) string {
	s, ok := o.EvalEye(p)
	if !ok {
		return "-1"
	}
	if s.Value.B == s.Value.C {
		return fmt.Sprintf("%d %d", s.Value.B, s.Value.C)
	}
	return fmt.Sprintf("%d %d %s %s", s.Value.B, s.Value.C, Vertex(s.Attack, size), Vertex(s.Defense, size))
}

func BenchmarkOptics19(b *testing.B) {
	pos, err := ParseDiagram(`
. . . . . . . . . . . . . . O X X O .
. O X X X O O . O X . O O O . X O X .
. . O X O X O . . X . O X X X X O X .
. . O X O X X X . + X X O X O X O O .
. . O O O . . . . . . . O O O O X O .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . X . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . . . .
. . . + . . . . . + . O . X . X . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . O O O . O . . .
. . . . . . . . . . . . X . . . O . .
. . O O . . . . . X . . X . X X X O .
O O X O . O . . . . . O O . . X O O .
. X X O . . X . X + X X O . . X O X .
. X O X O . . . . . X O O . X X X . X
. . . X O . . X . O O . . X . . O X .
. . . X X . . . . . . . . . . . . . .`)
	if err != nil {
		b.Fatal(err)
	}
	// Each iteration analyses the position afresh (worms only, untimed)
	// and times the first Optics call, which does the work.
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		a, err := Config{}.Analyze(context.Background(), &pos)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := a.Optics(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// TestOpticsSafeMoveBounds checks the node bounds of the safe-move reads:
// opticsSafeMoveNodes for the optics of an analysed position,
// safeMoveNodes for optics built inside other reading (the owl's, whose
// Optics value leaves the bound unset).
func TestOpticsSafeMoveBounds(t *testing.T) {
	_, o := opticsOf(t, opticsDiagram, 9)
	if got := o.safeLimit(); got != 60 {
		t.Errorf("analysed position: safe-move bound %d, want 60", got)
	}
	var inner Optics
	if got := inner.safeLimit(); got != 150 {
		t.Errorf("optics inside reading: safe-move bound %d, want 150", got)
	}
}
