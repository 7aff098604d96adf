package sgf

import (
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

func TestParseProperties(t *testing.T) {
	roots, err := Parse([]byte("junk (;GM[1]FF[4]C[a \\] b\\\\ c\\\nd]AB[aa][bb]\n AddWhite[cc];B[dd](;W[ee])(;W[ff]))(;SZ[9])"))
	if err != nil {
		t.Fatal(err)
	}
	if len(roots) != 2 {
		t.Fatalf("%d roots", len(roots))
	}
	r := roots[0]
	if c, _ := r.Get("C"); c != `a ] b\ cd` {
		t.Errorf("C = %q", c)
	}
	if v := r.Values("AB"); strings.Join(v, ",") != "aa,bb" {
		t.Errorf("AB = %v", v)
	}
	if v, _ := r.Get("AW"); v != "cc" {
		t.Errorf("AddWhite read as AW = %q", v)
	}
	if len(r.Children) != 1 || len(r.Children[0].Children) != 2 {
		t.Fatalf("tree shape wrong")
	}
	if w, _ := r.Children[0].Children[1].Get("W"); w != "ff" {
		t.Errorf("second variation W = %q", w)
	}
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]string{
		"":                          "sgf: empty input",
		"hello world":               "not an SGF file",
		"(;SZ[9];B[ee":              "line 1, column 10: unterminated property value",
		"(;SZ[9]B)":                 "without a value",
		"(;SZ[9]%)":                 "unexpected character",
		strings.Repeat("(;", 20000): "nested more than",
	} {
		_, err := Parse([]byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%.20q) error %v, want %q", in, err, want)
		}
	}
}

// TestParseMissingCloseParens: input that ends after a complete node, with
// the closing parentheses missing, is read as if they were there (GNU Go
// 3.8's loadsgf accepts such files, e.g. one of its owl regression games).
func TestParseMissingCloseParens(t *testing.T) {
	roots, err := Parse([]byte("(;SZ[9]AB[aa]\n(;B[ee];W[ff])(;B[dd]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(roots) != 1 || len(roots[0].Children) != 2 {
		t.Fatalf("roots %d, variations %d, want 1 and 2", len(roots), len(roots[0].Children))
	}
	if b, _ := roots[0].Children[1].Get("B"); b != "dd" {
		t.Errorf("second variation B = %q, want dd", b)
	}
	g, err := Load([]byte("(;SZ[5]AB[aa];W[cc];B[dd]"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Replay(ParseUntil("", 5))
	if err != nil {
		t.Fatal(err)
	}
	dd, _ := Point("dd", 5)
	if r.Board.At(dd) != analysis.Black {
		t.Errorf("after the unclosed game D2 (dd) is %v, want black", r.Board.At(dd))
	}
}

func TestLoadAndReplay(t *testing.T) {
	data := []byte("(;GM[1]SZ[5]HA[2]AB[aa][bb];W[cc];B[dd]AW[ee];W[];B[ab])")
	g, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if g.Size != 5 || g.Komi != 0.5 || g.Handicap != 2 {
		t.Fatalf("game info %+v", g)
	}
	cases := []struct {
		arg    string
		toMove analysis.Color
		diag   string
		undo   int
	}{
		{"", analysis.White, "X....\n.X...\n..O..\nX..X.\n....O\n", 2},
		{"1", analysis.White, "X....\n.X...\n.....\n.....\n.....\n", 0},
		{"3", analysis.White, "X....\n.X...\n..O..\n...X.\n....O\n", 0},
		{"D2", analysis.Black, "X....\n.X...\n..O..\n.....\n.....\n", 1},
		{"x", analysis.White, "X....\n.X...\n..O..\n...X.\n....O\n", 0},
		{"A1", analysis.White, "X....\n.X...\n..O..\nX..X.\n....O\n", 2},
	}
	for _, c := range cases {
		r, err := g.Replay(ParseUntil(c.arg, g.Size))
		if err != nil {
			t.Fatal(err)
		}
		pos := r.Position()
		want, err := analysis.ParseDiagramSize(c.diag, 5)
		if err != nil {
			t.Fatal(err)
		}
		for _, col := range []analysis.Color{analysis.Black, analysis.White} {
			if got, w := pos.Stones(col), want.Stones(col); len(got) != len(w) {
				t.Errorf("until %q: %v stones %v, want %v", c.arg, col, got, w)
			}
		}
		if r.ToMove != c.toMove || r.Board.StackDepth() != c.undo {
			t.Errorf("until %q: to move %v undo depth %d, want %v %d", c.arg, r.ToMove, r.Board.StackDepth(), c.toMove, c.undo)
		}
	}
}

func TestLoadBadSize(t *testing.T) {
	for _, in := range []string{"(;SZ[0])", "(;SZ[20])", "(;SZ[])"} {
		if _, err := Load([]byte(in)); err == nil || !strings.Contains(err.Error(), "board size") {
			t.Errorf("%s: %v", in, err)
		}
	}
}

func TestWriteSetupRoundTrip(t *testing.T) {
	pos, err := LoadPosition([]byte("(;SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[dd];B[tt];W[cc])"), "")
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	text := WriteSetup(b, SetupInfo{Komi: 6.5, ToMove: analysis.Black, Date: "2026-01-02"})
	back, err := LoadPosition([]byte(text), "")
	if err != nil {
		t.Fatal(err)
	}
	if back.String() != pos.String() || back.ToMove() != analysis.Black || back.Komi() != 6.5 {
		t.Errorf("round trip:\n%s\n%v\n%s", text, back.ToMove(), back.String())
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"(;GM[1]SZ[9];B[ee](;W[dd])(;W[cc]))", "(;C[\\]])", "(;SZ[5]AB[aa:cc])", "((;))", "(;B[tt]", ""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		roots, err := Parse(data)
		if err == nil && len(roots) == 0 {
			t.Fatal("no error and no game")
		}
	})
}

func FuzzLoad(f *testing.F) {
	for _, s := range []string{"(;SZ[5]HA[2]AB[aa][bb];W[cc];B[dd]AW[ee];W[];B[ab])", "(;SZ[3]AB[ba][ab][cb][bc];W[bb];B[aa])", "(;SZ[1];B[aa])"} {
		f.Add([]byte(s), "")
		f.Add([]byte(s), "2")
	}
	f.Fuzz(func(t *testing.T, data []byte, arg string) {
		g, err := Load(data)
		if err != nil {
			return
		}
		r, err := g.Replay(ParseUntil(arg, g.Size))
		if err != nil {
			return
		}
		if err := r.Board.CheckConsistency(); err != nil {
			t.Fatal(err)
		}
		for r.Board.Undo() {
			if err := r.Board.CheckConsistency(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
