package gtp

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// connectPairs returns pairs of stones of one colour in different strings
// whose Manhattan distance is at most three: the questions worth asking.
func connectPairs(b *analysis.Board) [][2]analysis.Pos {
	origins := b.Origins(nil)
	var pairs [][2]analysis.Pos
	for i, a := range origins {
		for _, c := range origins[i+1:] {
			if b.At(a) != b.At(c) {
				continue
			}
			near := false
			for _, p := range b.Stones(a, nil) {
				for _, q := range b.Stones(c, nil) {
					d := abs(p.I()-q.I()) + abs(p.J()-q.J())
					if d <= 3 {
						near = true
					}
				}
			}
			if near {
				pairs = append(pairs, [2]analysis.Pos{a, c})
			}
		}
	}
	return pairs
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestConnectAgainstGNUGo asks connect and disconnect about nearby string
// pairs of seeded random 9×9 positions in both engines and requires the
// result codes to agree on most questions (the reading is our own, so
// exact agreement everywhere is not expected; the rate is measured and
// must not fall below the floor).
func TestConnectAgainstGNUGo(t *testing.T) {
	gnugo := requireGNUGo(t)
	total, same := 0, 0
	var diffs []string
	for seed := int64(1); seed <= 3; seed++ {
		rng := rand.New(rand.NewSource(seed))
		e := newTestEngine()
		cmds := []string{"boardsize 9", "clear_board"}
		for _, c := range cmds {
			runStep(e, c)
		}
		color := analysis.Black
		for mv := 0; mv < 24+rng.Intn(16); mv++ {
			var legal []analysis.Pos
			for i := 0; i < 9; i++ {
				for j := 0; j < 9; j++ {
					if p := analysis.POS(i, j); e.board.IsLegal(p, color) {
						legal = append(legal, p)
					}
				}
			}
			p := legal[rng.Intn(len(legal))]
			c := "play " + color.String() + " " + e.Vertex(p)
			runStep(e, c)
			cmds = append(cmds, c)
			color = color.Other()
		}
		var queries []string
		for _, pr := range connectPairs(e.board) {
			for _, cmd := range []string{"connect", "disconnect"} {
				queries = append(queries, cmd+" "+e.Vertex(pr[0])+" "+e.Vertex(pr[1]))
			}
		}
		if len(queries) == 0 {
			continue
		}
		input := strings.Join(append(cmds, queries...), "\n") + "\n"
		want := strings.Split(runGNUGo(t, gnugo, []byte(input)), "\n\n")
		var out bytes.Buffer
		if err := newTestEngine().Run(strings.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		got := strings.Split(out.String(), "\n\n")
		if len(got) != len(want) {
			t.Fatalf("seed %d: %d answers, gnugo gave %d", seed, len(got), len(want))
		}
		for k, q := range queries {
			i := len(cmds) + k
			total++
			w, g := strings.Fields(want[i]), strings.Fields(got[i])
			if len(w) < 2 || w[0] != "=" {
				t.Fatalf("seed %d %s: gnugo answered %q", seed, q, want[i])
			}
			if len(g) > 1 && g[0] == "=" && w[1] == g[1] {
				same++
			} else {
				diffs = append(diffs, fmt.Sprintf("seed %d %s: gnugo %q ours %q", seed, q, want[i], got[i]))
			}
		}
	}
	if total < 50 {
		t.Fatalf("only %d questions asked", total)
	}
	rate := float64(same) / float64(total)
	t.Logf("connect/disconnect codes agree with GNU Go on %d/%d questions (%.1f%%)", same, total, 100*rate)
	for _, d := range diffs {
		t.Log(d)
	}
	if rate < connectAgreementFloor {
		t.Errorf("agreement %.1f%% below the floor %.0f%%", 100*rate, 100*connectAgreementFloor)
	}
}

// connectAgreementFloor is the lowest accepted share of questions whose
// result codes agree with GNU Go.
const connectAgreementFloor = 0.88

// TestConnectReadsEveryQuestionAfresh: connect and disconnect read every
// question from an empty cache, so a repeated question reads as many
// moves as the first and gives its answer (before, the reader's cache was
// kept from one question to the next and emptied only by loadsgf,
// boardsize and clear_cache: the repeated disconnect D4 D6 read fewer
// moves, and a later question could answer otherwise than alone).
func TestConnectReadsEveryQuestionAfresh(t *testing.T) {
	e := NewEngine()
	setup := "play black D4\nplay black D6\nplay white C5\nplay white E5\nplay white F4\n"
	exec := func(cmd string) string {
		ans, ok := e.Execute(cmd)
		if !ok {
			t.Fatalf("%s: %s", cmd, ans)
		}
		return ans
	}
	for _, l := range strings.Split(strings.TrimSpace(setup), "\n") {
		exec(l)
	}
	read := func() (int64, string) {
		before := e.connRead.Nodes()
		ans := exec("disconnect D4 D6")
		return e.connRead.Nodes() - before, ans
	}
	first, ans := read()
	if first == 0 {
		t.Fatal("the first disconnect D4 D6 read no move")
	}
	for _, between := range []string{"connect D4 D6", "", "clear_cache", "play white A1;undo", "attack D4"} {
		for _, c := range strings.Split(between, ";") {
			if c != "" {
				exec(c)
			}
		}
		if n, a := read(); n != first || a != ans {
			t.Errorf("disconnect D4 D6 after %q read %d moves (%q), want %d (%q)", between, n, a, first, ans)
		}
	}
}
