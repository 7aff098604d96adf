package gtp

import (
	"bufio"
	"fmt"
	"io"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// refEngine is a running GNU Go answering GTP over pipes.
type refEngine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startRef(t *testing.T, gnugo string) *refEngine {
	t.Helper()
	cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &refEngine{cmd: cmd, in: in, out: bufio.NewReader(out)}
	t.Cleanup(func() {
		r.in.Close()
		r.cmd.Wait()
	})
	return r
}

// batch sends commands (none may be blank) and returns the answers
// without the final blank line.
func (r *refEngine) batch(t *testing.T, cmds []string) []string {
	t.Helper()
	go func() { io.WriteString(r.in, strings.Join(cmds, "\n")+"\n") }()
	answers := make([]string, len(cmds))
	for k := range cmds {
		var sb strings.Builder
		for {
			line, err := r.out.ReadString('\n')
			if err != nil {
				t.Fatalf("gnugo died at %q: %v", cmds[k], err)
			}
			if line == "\n" {
				break
			}
			sb.WriteString(line)
		}
		answers[k] = sb.String() + "\n"
	}
	return answers
}

// compare runs cmds on both engines and reports the first difference.
func compare(t *testing.T, ref *refEngine, e *Engine, cmds []string, context string) bool {
	t.Helper()
	want := ref.batch(t, cmds)
	for k, c := range cmds {
		got := runStep(e, c)
		if got != want[k] {
			t.Errorf("%s: %q: got %q, gnugo %q", context, c, got, want[k])
			return false
		}
	}
	if err := e.board.CheckConsistency(); err != nil {
		t.Fatalf("%s: %v", context, err)
	}
	return true
}

// deepChecks lists countlib/findlib of every string and is_legal of both
// colours on every empty point.
func deepChecks(e *Engine) []string {
	var cmds []string
	b := e.board
	for _, o := range b.Origins(nil) {
		cmds = append(cmds, "countlib "+e.Vertex(o), "findlib "+e.Vertex(o))
	}
	for i := 0; i < b.Size(); i++ {
		for j := 0; j < b.Size(); j++ {
			if p := analysis.POS(i, j); b.At(p) == analysis.Empty {
				cmds = append(cmds, "is_legal black "+e.Vertex(p), "is_legal white "+e.Vertex(p))
			}
		}
	}
	return append(cmds, "showboard")
}

// TestDifferentialRandomGames plays seeded random games on 9×9, 13×13 and
// 19×19 in both engines (with captures, ko fights, passes, illegal moves
// and undo runs) and compares the stones and captures after every move and
// liberties and legality periodically.
func TestDifferentialRandomGames(t *testing.T) {
	gnugo := requireGNUGo(t)
	games := []struct {
		size, moves int
		seed        int64
	}{{9, 160, 1}, {9, 160, 2}, {13, 220, 3}, {19, 300, 4}}
	for _, g := range games {
		t.Run(fmt.Sprintf("%dx%d_seed%d", g.size, g.size, g.seed), func(t *testing.T) {
			ref := startRef(t, gnugo)
			e := newTestEngine()
			rng := rand.New(rand.NewSource(g.seed))
			if !compare(t, ref, e, []string{fmt.Sprintf("boardsize %d", g.size), "clear_board"}, "setup") {
				return
			}
			color := analysis.Black
			stones := []string{"list_stones black", "list_stones white", "captures black", "captures white"}
			for mv := 0; mv < g.moves; mv++ {
				ctx := fmt.Sprintf("move %d", mv)
				var cmds []string
				switch r := rng.Intn(100); {
				case r < 4:
					cmds = append(cmds, "play "+color.String()+" pass")
				case r < 9:
					for n := 1 + rng.Intn(4); n > 0; n-- {
						cmds = append(cmds, "undo")
					}
					cmds = append(cmds, deepChecks(e)...)
				case r < 13:
					// A deliberately random (often illegal) play, the
					// same colour possibly moving twice.
					p := analysis.POS(rng.Intn(g.size), rng.Intn(g.size))
					cmds = append(cmds, "play "+color.Other().String()+" "+e.Vertex(p))
				default:
					var legal []analysis.Pos
					for i := 0; i < g.size; i++ {
						for j := 0; j < g.size; j++ {
							if p := analysis.POS(i, j); e.board.IsLegal(p, color) {
								legal = append(legal, p)
							}
						}
					}
					if len(legal) == 0 {
						cmds = append(cmds, "play "+color.String()+" pass")
						break
					}
					cmds = append(cmds, "play "+color.String()+" "+e.Vertex(legal[rng.Intn(len(legal))]))
					if e.board.Ko() != analysis.NoMove {
						cmds = append(cmds, deepChecks(e)...)
					}
				}
				color = color.Other()
				cmds = append(cmds, stones...)
				if !compare(t, ref, e, cmds, ctx) {
					return
				}
				if mv%25 == 0 || e.board.Ko() != analysis.NoMove {
					if !compare(t, ref, e, deepChecks(e), ctx+" deep") {
						return
					}
				}
			}
		})
	}
}

// TestDifferentialLoadSGF loads the test SGFs at several move numbers and
// vertices in both engines and compares the answer, the board, liberties
// and legality, then undo.
func TestDifferentialLoadSGF(t *testing.T) {
	gnugo := requireGNUGo(t)
	files, _ := filepath.Glob("testdata/*.sgf")
	ref := startRef(t, gnugo)
	e := newTestEngine()
	args := []string{"", "1", "2", "3", "4", "7", "0", "x", "Z9", "pass", "T19", "E5", "F4", "A1", "C3", "D4"}
	for _, f := range files {
		switch filepath.Base(f) {
		case "empty.sgf", "truncated.sgf": // gnugo exits on these
			continue
		}
		for _, a := range args {
			cmd := strings.TrimSpace("loadsgf " + f + " " + a)
			first := []string{cmd, "showboard", "get_komi", "query_boardsize", "list_stones black", "list_stones white", "captures black", "captures white"}
			if !compare(t, ref, e, first, cmd) {
				continue
			}
			compare(t, ref, e, deepChecks(e), cmd+" deep")
			compare(t, ref, e, []string{"undo", "showboard", "undo", "showboard"}, cmd+" undo")
		}
	}
}
