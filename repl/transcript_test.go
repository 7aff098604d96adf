package repl

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

var update = flag.Bool("update", false, "rewrite the expected output of the transcripts")

// A transcript (testdata/*.txt) is a sequence of cells and their expected
// output. A cell is a line starting with "> " and the lines starting with
// "| " after it (continuation lines); the output is every following line
// up to the next cell. Lines starting with "#" before the first cell are
// comments. The session starts on an empty 19×19 board; transcripts set up
// their positions with setup(`diagram`). The output is what the terminal
// prints: streams, displays, the value's text/plain, errors.
type transcriptCell struct {
	src, want string
}

func parseTranscript(t *testing.T, data string) (header string, cells []transcriptCell) {
	lines := strings.Split(strings.TrimSuffix(data, "\n"), "\n")
	k := 0
	for k < len(lines) && !strings.HasPrefix(lines[k], "> ") {
		header += lines[k] + "\n"
		k++
	}
	for k < len(lines) {
		src := strings.TrimPrefix(lines[k], "> ") + "\n"
		k++
		for k < len(lines) && (strings.HasPrefix(lines[k], "| ") || lines[k] == "|") {
			src += strings.TrimPrefix(strings.TrimPrefix(lines[k], "|"), " ") + "\n"
			k++
		}
		var want []string
		for k < len(lines) && !strings.HasPrefix(lines[k], "> ") {
			want = append(want, lines[k])
			k++
		}
		cells = append(cells, transcriptCell{src, strings.Join(want, "\n")})
	}
	return header, cells
}

// runCell evaluates a cell as the terminal loop does and returns the text
// it prints.
func runCell(s *Session, out *bytes.Buffer, src string) string {
	out.Reset()
	res, err := s.Eval(context.Background(), src)
	if err != nil {
		out.WriteString(err.Error() + "\n")
	} else if res.HasValue {
		out.WriteString(res.Data["text/plain"] + "\n")
	}
	return strings.TrimRight(out.String(), "\n")
}

func newTestSession(t testing.TB, out *bytes.Buffer) *Session {
	t.Helper()
	empty, err := analysis.EmptyPosition(19)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSession(Options{Display: TextDisplay{Out: out}, Position: &empty})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			header, cells := parseTranscript(t, string(data))
			var out bytes.Buffer
			s := newTestSession(t, &out)
			var rewritten strings.Builder
			rewritten.WriteString(header)
			for _, c := range cells {
				got := runCell(s, &out, c.src)
				if got != c.want && !*update {
					t.Errorf("cell %q:\n got:\n%s\nwant:\n%s", c.src, got, c.want)
				}
				lines := strings.Split(strings.TrimSuffix(c.src, "\n"), "\n")
				rewritten.WriteString("> " + lines[0] + "\n")
				for _, l := range lines[1:] {
					rewritten.WriteString(strings.TrimRight("| "+l, " ") + "\n")
				}
				if got != "" {
					rewritten.WriteString(got + "\n")
				}
			}
			if *update {
				if err := os.WriteFile(file, []byte(rewritten.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
