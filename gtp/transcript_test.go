package gtp

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata from the engine's output")

// A transcript (testdata/*.txt) is a GTP session: a line "> TEXT" sends
// TEXT, a line `>" ..."` sends a Go-quoted string (for control characters),
// and the lines up to the next input line are the exact expected output of
// that input line. The *.in files hold the same sessions as plain input;
// they were checked against GNU Go 3.8 (see TestTranscriptsAgainstGNUGo).

type step struct {
	input, want string
}

func readTranscript(t *testing.T, path string) []step {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var steps []step
	for _, line := range strings.SplitAfter(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "> "):
			steps = append(steps, step{input: strings.TrimSuffix(line[2:], "\n")})
		case strings.HasPrefix(line, `>"`):
			in, err := strconv.Unquote(strings.TrimSuffix(line[1:], "\n"))
			if err != nil {
				t.Fatalf("%s: bad quoted input %q: %v", path, line, err)
			}
			steps = append(steps, step{input: in})
		case len(steps) > 0:
			steps[len(steps)-1].want += line
		case line != "":
			t.Fatalf("%s: output before the first input line: %q", path, line)
		}
	}
	return steps
}

func newTestEngine() *Engine {
	e := NewEngine(WithVersion("test"))
	e.now = func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }
	return e
}

func runStep(e *Engine, input string) string {
	var out bytes.Buffer
	if err := e.Run(strings.NewReader(input+"\n"), &out); err != nil {
		return "RUN ERROR: " + err.Error()
	}
	return out.String()
}

func formatInput(in string) string {
	for _, c := range []byte(in) {
		if c < 32 || c >= 127 {
			return ">" + strconv.Quote(in) + "\n"
		}
	}
	return "> " + in + "\n"
}

func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			steps := readTranscript(t, path)
			e := newTestEngine()
			var rewritten strings.Builder
			for k, s := range steps {
				got := runStep(e, s.input)
				rewritten.WriteString(formatInput(s.input) + got)
				if !*update && got != s.want {
					t.Errorf("step %d: %q\n got: %q\nwant: %q", k+1, s.input, got, s.want)
				}
				if err := e.board.CheckConsistency(); err != nil {
					t.Fatalf("step %d: %q: %v", k+1, s.input, err)
				}
			}
			if *update {
				if err := os.WriteFile(path, []byte(rewritten.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestTranscriptsAgainstGNUGo replays the *.in sessions through GNU Go and
// through the engine and compares the whole output streams.
func TestTranscriptsAgainstGNUGo(t *testing.T) {
	gnugo := requireGNUGo(t)
	files, _ := filepath.Glob("testdata/*.in")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			in, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := runGNUGo(t, gnugo, in)
			var got bytes.Buffer
			if err := newTestEngine().Run(bytes.NewReader(in), &got); err != nil {
				t.Fatal(err)
			}
			if got.String() != want {
				t.Errorf("output differs from GNU Go:\n%s", lineDiff(want, got.String()))
			}
		})
	}
}

// lineDiff shows the first differing lines of two texts.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var sb strings.Builder
	shown := 0
	for i := 0; i < max(len(w), len(g)) && shown < 10; i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			sb.WriteString("line " + strconv.Itoa(i+1) + ":\n  gnugo: " + strconv.Quote(a) + "\n  ours:  " + strconv.Quote(b) + "\n")
			shown++
		}
	}
	return sb.String()
}
