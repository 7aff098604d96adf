package gtp

import (
	"strings"
	"testing"
)

// FuzzExecute runs arbitrary lines after a position with a ko and checks
// that the engine never panics and that the board stays consistent.
func FuzzExecute(f *testing.F) {
	for _, s := range []string{"play b e5", "1 boardsize 7", "komi 1e999", "trymove w b2", "tryko w b2", "popgo",
		"undo", "loadsgf testdata/num.sgf 3", "loadsgf testdata/koviol.sgf E5", "worm_stones", "all_legal w",
		"list_stones \x01 black", "play b E-5", "\xff\xfe", "printsgf", "showboard", "9999999999999 name", "# x", "is_legal w pass"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.Contains(strings.ToLower(line), "printsgf") {
			return // would write files named by the fuzzer
		}
		e := newTestEngine()
		for _, s := range []string{"boardsize 5", "play b b3", "play w c3", "play b a2", "play w b2", "play b b1", "play w c1", "play w d2", "play b c2", "trymove w a5"} {
			e.Execute(s)
		}
		for _, l := range strings.Split(line, "\n") {
			e.Execute(l)
			if err := e.board.CheckConsistency(); err != nil {
				t.Fatalf("%q: %v", l, err)
			}
			if e.Stackp() < 0 || e.gameMoves < 0 {
				t.Fatalf("%q: stackp %d, game moves %d", l, e.Stackp(), e.gameMoves)
			}
		}
		e.Execute("list_stones black")
	})
}
