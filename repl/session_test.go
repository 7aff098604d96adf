package repl

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// recDisplay records what a session displays.
type recDisplay struct {
	streams  []string
	displays []Bundle
}

func (d *recDisplay) Stream(name, text string) { d.streams = append(d.streams, name+":"+text) }
func (d *recDisplay) Display(b Bundle)         { d.displays = append(d.displays, b) }

func mustEval(t *testing.T, s *Session, src string) Result {
	t.Helper()
	res, err := s.Eval(context.Background(), src)
	if err != nil {
		t.Fatalf("Eval(%q): %v", src, err)
	}
	return res
}

func TestInterruptKeepsState(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(t, &out)
	mustEval(t, s, "n := 0")
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := s.Eval(ctx, "for { n++ }")
	var e *Error
	if !errors.As(err, &e) || e.Name != "Interrupted" {
		t.Fatalf("endless loop: got %v, want an Interrupted error", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the interrupt took %v", d)
	}
	res := mustEval(t, s, "n > 0")
	if res.Value != true {
		t.Errorf("n > 0 after the interrupted loop = %v, want true", res.Value)
	}
}

func TestPanicAndCompileErrorKeepState(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(t, &out)
	mustEval(t, s, "x := 41")
	for _, c := range []struct{ src, name string }{
		{`panic("boom")`, "Panic"},
		{`x +* "a"`, "CompileError"},
		{`var m map[string]int; m["a"] = 1`, "Panic"},
		{`play("Z99")`, "Error"},
		{`func broken( {`, "CompileError"},
	} {
		_, err := s.Eval(context.Background(), c.src)
		var e *Error
		if !errors.As(err, &e) || e.Name != c.name {
			t.Errorf("Eval(%q) = %v, want a %s error", c.src, err, c.name)
		}
	}
	if res := mustEval(t, s, "x + 1"); res.Value != 42 {
		t.Errorf("x + 1 = %v after the errors, want 42", res.Value)
	}
	if strings.Contains(out.String(), "panic") {
		t.Errorf("yaegi's own panic trace leaked to the output: %q", out.String())
	}
}

func TestStreamsAndDisplays(t *testing.T) {
	var d recDisplay
	empty, _ := analysis.EmptyPosition(9)
	s, err := NewSession(Options{Display: &d, Position: &empty})
	if err != nil {
		t.Fatal(err)
	}
	res := mustEval(t, s, `fmt.Println("out"); log.SetFlags(0); log.Print("err"); show(); display(E5, 7)`)
	if res.HasValue {
		t.Errorf("a cell ending in a call without results has a value: %#v", res)
	}
	want := []string{"stdout:out\n", "stderr:err\n"}
	if !reflect.DeepEqual(d.streams, want) {
		t.Errorf("streams = %q, want %q", d.streams, want)
	}
	if len(d.displays) != 3 || !strings.Contains(d.displays[0]["text/plain"], "dragons (letter") ||
		d.displays[1]["text/plain"] != "E5" || d.displays[2]["text/plain"] != "7" {
		t.Errorf("displays = %q", d.displays)
	}
	res = mustEval(t, s, "board")
	if _, ok := res.Value.(analysis.Position); !ok || !strings.HasPrefix(res.Data["text/plain"], "   A B C D E F G H J") {
		t.Errorf("board renders as %q", res.Data["text/plain"])
	}
}

func TestVerticesFollowBoardSize(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(t, &out)
	if res := mustEval(t, s, "D4"); res.Value != analysis.POS(15, 3) {
		t.Errorf("D4 on 19×19 = %v, want POS(15,3)", res.Value)
	}
	mustEval(t, s, "setup(`\n+-----+\n|. . .|\n|. X .|\n|. . .|\n+-----+\n`)")
	if res := mustEval(t, s, "B2"); res.Value != analysis.POS(1, 1) {
		t.Errorf("B2 on 3×3 = %v, want POS(1,1)", res.Value)
	}
	if _, err := s.Eval(context.Background(), "D4"); err == nil || !strings.Contains(err.Error(), "not a point of the 3×3 board") {
		t.Errorf("D4 on 3×3: %v", err)
	}
}

func TestImportTwice(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(t, &out)
	for i := 0; i < 2; i++ {
		mustEval(t, s, `import "strings"`)
		mustEval(t, s, "import (\n\t\"fmt\"\n\tstr \"strings\"\n)\nfmt.Print(str.ToLower(\"X\"))")
	}
	if out.String() != "xx" {
		t.Errorf("output %q, want xx", out.String())
	}
}

func TestDefaultPosition(t *testing.T) {
	p, err := DefaultPosition()
	if err != nil {
		t.Fatal(err)
	}
	if p.Size() != 19 || p.ToMove() != analysis.White || p.Vertex(p.LastMove()) != "K11" {
		t.Errorf("default position: size %d, %v to move, last move %s; want 19, white, K11 (Black 127)",
			p.Size(), p.ToMove(), p.Vertex(p.LastMove()))
	}
	if n := len(p.Stones(analysis.Black)) + len(p.Stones(analysis.White)); n != 127-9 {
		// 127 moves, 4 black and 5 white stones captured so far.
		t.Errorf("%d stones on the board, want 118", n)
	}
}

func TestDefaultSessionUndo(t *testing.T) {
	s, err := NewSession(Options{})
	if err != nil {
		t.Fatal(err)
	}
	// GNU Go: "loadsgf ear-reddening.sgf 127" then last_move gives white J5.
	res := mustEval(t, s, "undo(); board.LastMove()")
	if res.Data["text/plain"] != "J5" {
		t.Errorf("after undo the last move is %s, want J5 (White 126)", res.Data["text/plain"])
	}
	if res := mustEval(t, s, "len(moves())"); res.Value != 126 {
		t.Errorf("len(moves()) = %v, want 126", res.Value)
	}
}

func TestRunScript(t *testing.T) {
	var out bytes.Buffer
	empty, _ := analysis.EmptyPosition(9)
	s, err := NewSession(Options{Display: TextDisplay{Out: &out}, Position: &empty, Args: []string{"s.go", "x"}})
	if err != nil {
		t.Fatal(err)
	}
	prog := `package main

import (
	"fmt"
	"os"
)

func main() {
	play(E5)
	fmt.Println(os.Args[1], worm[E5].Liberties)
	play(White, E6)
	fmt.Println(worm[E5].Liberties)
}
`
	if err := s.RunScript(context.Background(), prog); err != nil {
		t.Fatal(err)
	}
	if out.String() != "x 4\n3\n" {
		t.Errorf("script output %q, want %q", out.String(), "x 4\n3\n")
	}
	out.Reset()
	s2 := newTestSession(t, &out)
	if err := s2.RunScript(context.Background(), "play(D4)\nfmt.Println(worm[D4].Liberties)\n"); err != nil {
		t.Fatal(err)
	}
	if out.String() != "4\n" {
		t.Errorf("cell script output %q", out.String())
	}
}

func TestIsComplete(t *testing.T) {
	for _, c := range []struct{ src, status string }{
		{"", "complete"},
		{"1 + 2", "complete"},
		{"func f() {", "incomplete"},
		{"for i := 0; i < 3; i++ {\n\tfmt.Println(i)", "incomplete"},
		{"for i := 0; i < 3; i++ {\n}", "complete"},
		{"x := []int{1,", "incomplete"},
		{"x := 1 +", "incomplete"},
		{"s := `raw", "incomplete"},
		{"s := `raw\n`", "complete"},
		{"}", "invalid"},
		{"x := \"unterminated", "invalid"},
	} {
		if got, _ := IsComplete(c.src); got != c.status {
			t.Errorf("IsComplete(%q) = %s, want %s", c.src, got, c.status)
		}
	}
	if _, indent := IsComplete("func f() {\n\tif x {"); indent != "\t\t" {
		t.Errorf("indent %q, want two tabs", indent)
	}
}

func TestSplitCell(t *testing.T) {
	src := "import \"fmt\"\nvar q = 1\nq++\nfunc f() {}\nfunc (t T) M() {}\nfunc() {}()\nx := 2; x\nfor {}\nL: x++"
	stmts, err := splitCell(src)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, st := range stmts {
		got = append(got, []string{"stmt", "expr", "decl", "import"}[st.kind]+" "+st.text(src))
	}
	want := []string{"import import \"fmt\"", "decl var q = 1", "stmt q++", "decl func f() {}",
		"decl func (t T) M() {}", "expr func() {}()", "stmt x := 2", "expr x", "stmt for {}", "stmt L: x++"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("splitCell:\n got %q\nwant %q", got, want)
	}
}

func TestComplete(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(t, &out)
	mustEval(t, s, "play(D4)\nmyVariable := 3")
	for _, c := range []struct {
		src        string
		want       []string
		start, end int
	}{
		{"worm[D4].Libe", []string{"Liberties", "Liberties2", "Liberties3", "Liberties4"}, 9, 13},
		{"x := worm[D4].Ori", []string{"Origin"}, 14, 17},
		{"boa", []string{"board"}, 0, 3},
		{"myVa", []string{"myVariable"}, 0, 4},
		{"fmt.Printl", []string{"Println"}, 4, 10},
		{"analysis.Parse", []string{"ParseColor", "ParseDiagram", "ParseDiagramSize", "ParseMove", "ParseVertex"}, 9, 14},
		{"T1", []string{"T1", "T10", "T11", "T12", "T13", "T14", "T15", "T16", "T17", "T18", "T19"}, 0, 2},
		{"board.ToM", []string{"ToMove"}, 6, 9},
		{"play(D", nil, 5, 6},
	} {
		got, start, end := s.Complete(c.src, len([]rune(c.src)))
		if c.want == nil {
			if len(got) != 19+2 { // D1…D19, DRAGON, DRAGON2
				t.Errorf("Complete(%q) = %q", c.src, got)
			}
			continue
		}
		if !reflect.DeepEqual(got, c.want) || start != c.start || end != c.end {
			t.Errorf("Complete(%q) = %q [%d,%d], want %q [%d,%d]", c.src, got, start, end, c.want, c.start, c.end)
		}
	}
	p := s.Position()
	if n := len(p.Stones(analysis.Black)); n != 1 {
		t.Errorf("completion changed the position: %d black stones", n)
	}
}

func TestInspect(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(t, &out)
	for _, c := range []struct {
		src    string
		cursor int
		want   string
	}{
		{"worm[D4].Liberties", 12, "number of liberties"},
		{"play(D4)", 2, "Plays moves"},
		{"x := D4", 6, "D4 analysis.Pos = POS(15,3)"},
		{"analysis.ParseDiagram(s)", 12, "func ParseDiagram(s string) (Position, error)"},
		{"dragon", 3, "The dragon array of every point"},
		{"DRAGON2(D4).Genus", 3, "the seed's macro DRAGON2(pos)"},
		{"dragon[D4].Status", 14, "Status is the best trusted status"},
		{"surround(D4)", 4, "seed 004"},
	} {
		doc, found := s.Inspect(c.src, c.cursor)
		if !found || !strings.Contains(doc, c.want) {
			t.Errorf("Inspect(%q, %d) = %q, %v; want it to contain %q", c.src, c.cursor, doc, found, c.want)
		}
	}
	if _, found := s.Inspect("  ", 1); found {
		t.Error("Inspect found something in blanks")
	}
}

func FuzzSplitCell(f *testing.F) {
	for _, s := range []string{"x := 1; x", "func f() {\n}\nf()", "import \"fmt\"", "}{", "`", "L: for {}", "func (", "var (\n a = 1\n)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		stmts, err := splitCell(src)
		st, _ := IsComplete(src)
		if st != "complete" && st != "incomplete" && st != "invalid" {
			t.Fatalf("IsComplete(%q) = %q", src, st)
		}
		if err != nil {
			return
		}
		end := 0
		for _, s := range stmts {
			if s.start < end || s.end < s.start || s.end > len(src) {
				t.Fatalf("statement [%d,%d) out of order in %q", s.start, s.end, src)
			}
			end = s.end
			definedNames(s)
		}
	})
}

func TestCaptureStdFiles(t *testing.T) {
	var d recDisplay
	empty, _ := analysis.EmptyPosition(9)
	s, err := NewSession(Options{Display: &d, Position: &empty, CaptureStdFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	mustEval(t, s, `fmt.Fprintln(os.Stdout, "direct out"); fmt.Fprint(os.Stderr, "direct err")`)
	want := []string{"stderr:direct err", "stdout:direct out\n"}
	sort.Strings(d.streams) // the two files are copied concurrently
	if !reflect.DeepEqual(d.streams, want) {
		t.Errorf("streams = %q, want %q", d.streams, want)
	}
}
