package analysis

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// owlCase is a life-and-death shape with the exact owl answers (GTP
// formats: "code [move]"), checked against GNU Go 3.8 where noted.
type owlCase struct {
	name    string
	diagram string
	target  string
	attack  string
	defend  string
	status  string // dragon status (alive, dead, critical A D)
}

var owlCases = []owlCase{
	{
		// Straight three on the edge: the middle point is vital for both.
		name: "straight three",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O . . . .
X X X X O . . . .
. . . X O . . . .`,
		target: "A2", attack: "1 B1", defend: "1 B1", status: "critical B1 B1",
	},
	{
		// Two separate eyes: alive without a move.
		name: "two eyes",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
X X X X X O . . .
. X . . X O . . .`,
		target: "A2", attack: "0", defend: "1 PASS", status: "alive",
	},
	{
		// Straight four on the edge: alive (two vital points are miai).
		name: "straight four",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
X X X X X O . . .
. . . . X O . . .`,
		target: "A2", attack: "0", defend: "1 PASS", status: "alive",
	},
	{
		// A two-stone group in the open escapes.
		name: "escape",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . O . . . . .
. . O X X . . . .
. . . O . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .`,
		target: "D5", attack: "0", status: "alive",
	},
	{
		// Two stones inside a ring: dead as they stand (WIN without a move,
		// as GNU Go answers).
		name: "dead inside",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . O O O O . . .
. O . . . . O . .
. O . X X . O . .
. O . . . . O . .
. . O O O O . . .
. . . . . . . . .
. . . . . . . . .`,
		target: "D5", attack: "1 PASS", defend: "0", status: "dead",
	},
	{
		// Dead as they stand too, but the two stones have a tactical
		// attack: the owl attack names the capture, as GNU Go 3.8 does
		// ("1 C5"), instead of answering without a move.
		name: "dead inside, capturable",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . O O O O . . .
. O . O O . O . .
. O . X X . O . .
. O . O O . O . .
. . O O O O . . .
. . . . . . . . .
. . . . . . . . .`,
		target: "D5", attack: "1 C5", defend: "0", status: "dead",
	},
}

func owlAnalysis(t *testing.T, diagram string, level Level) (*Analysis, Position) {
	t.Helper()
	pos, err := ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Config{Level: level}.Analyze(context.Background(), &pos)
	if err != nil {
		t.Fatal(err)
	}
	return a, pos
}

// wantOwl analyses diagram at the Worms level, asks the owl attack
// (attack true) or defence question of the dragon at vertex with the GTP
// commands' node limits (owlReadGTP) and checks the GTP answer; it
// returns the result for further checks.
func wantOwl(t *testing.T, diagram string, attack bool, vertex, want string) OwlResult {
	t.Helper()
	a, pos := owlAnalysis(t, diagram, Worms)
	r, got := owlReadGTP(t, a, attack, vertex, pos.Size())
	if got != want {
		q := "owl_defend"
		if attack {
			q = "owl_attack"
		}
		t.Errorf("%s %s = %s (%d nodes), want %s", q, vertex, got, r.Nodes, want)
	}
	return r
}

// owlReadGTP asks the owl attack (attack true) or defence question of
// the dragon at vertex with the node limits the GTP owl_attack and
// owl_defend commands give (3000 and 8000, gtp/owl_cmds.go), and returns
// the result and its answer in GTP form ("1 H18", "0").
func owlReadGTP(t *testing.T, a *Analysis, attack bool, vertex string, size int) (OwlResult, string) {
	t.Helper()
	o := a.NewOwlReader()
	o.NodeLimit, o.DefendNodeLimit = 3000, 8000
	return owlAsk(t, o, attack, vertex, size)
}

// owlAsk asks o the owl attack (attack true) or defence question of the
// dragon at vertex and returns the result and its answer in GTP form.
func owlAsk(t *testing.T, o *OwlReader, attack bool, vertex string, size int) (OwlResult, string) {
	t.Helper()
	read := o.Defend
	if attack {
		read = o.Attack
	}
	r, err := read(context.Background(), mustVertex(t, vertex, size))
	if err != nil {
		t.Fatal(err)
	}
	return r, owlGTPCode(r.Code, r.Move, size)
}

func owlGTPCode(c ResultCode, m Pos, size int) string {
	if c == Lose {
		return "0"
	}
	return fmt.Sprintf("%d %s", c.GTP(), Vertex(m, size))
}

func TestOwlShapes(t *testing.T) {
	ctx := context.Background()
	for _, tc := range owlCases {
		t.Run(tc.name, func(t *testing.T) {
			a, pos := owlAnalysis(t, tc.diagram, Worms)
			p, err := ParseVertex(tc.target, pos.Size())
			if err != nil {
				t.Fatal(err)
			}
			if tc.attack != "" {
				c, m, err := a.OwlAttack(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if got := owlGTPCode(c, m, pos.Size()); got != tc.attack {
					t.Errorf("owl_attack %s = %q, want %q", tc.target, got, tc.attack)
				}
			}
			if tc.defend != "" {
				c, m, err := a.OwlDefend(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if got := owlGTPCode(c, m, pos.Size()); got != tc.defend {
					t.Errorf("owl_defend %s = %q, want %q", tc.target, got, tc.defend)
				}
			}
		})
	}
}

// TestOwlDoesAttackDefend checks owl_does_attack/owl_does_defend on the
// straight three: only the vital point works for either side.
func TestOwlDoesAttackDefend(t *testing.T) {
	ctx := context.Background()
	a, pos := owlAnalysis(t, owlCases[0].diagram, Worms)
	v := func(s string) Pos {
		p, err := ParseVertex(s, pos.Size())
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		move   string
		attack bool
		want   ResultCode
	}{
		{"B1", true, Win}, {"B1", false, Win}, {"C1", false, Lose}, {"A1", false, Lose},
	} {
		var got ResultCode
		var err error
		if tc.attack {
			got, err = a.OwlDoesAttack(ctx, v(tc.move), v("A2"))
		} else {
			got, err = a.OwlDoesDefend(ctx, v(tc.move), v("A2"))
		}
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("does attack=%v %s: got %v, want %v", tc.attack, tc.move, got, tc.want)
		}
	}
	if _, err := a.OwlDoesAttack(ctx, v("A2"), v("A2")); err == nil {
		t.Errorf("owl_does_attack on an occupied move point gave no error")
	}
	if _, _, err := a.OwlAttack(ctx, v("J9")); err == nil {
		t.Errorf("owl_attack on an empty point gave no error")
	}
}

// TestOwlStage checks the dragon status that the owl stage produces.
func TestOwlStage(t *testing.T) {
	for _, tc := range owlCases {
		t.Run(tc.name, func(t *testing.T) {
			a, pos := owlAnalysis(t, tc.diagram, Dragons)
			ds, err := a.Dragons(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			p, _ := ParseVertex(tc.target, pos.Size())
			d := ds.Dragon(p)
			d2 := ds.DRAGON2(p)
			got := d.Status.String()
			if d.Status == Critical {
				got += " " + Vertex(d2.OwlAttackPoint, pos.Size()) + " " + Vertex(d2.OwlDefensePoint, pos.Size())
			}
			if got != tc.status {
				t.Errorf("status %s = %q (owl %v), want %q", tc.target, got, d2.OwlStatus, tc.status)
			}
		})
	}
}

// TestOwlBounded checks that owl reads stop at the node limit and honour
// a cancelled context.
func TestOwlBounded(t *testing.T) {
	a, pos := owlAnalysis(t, owlCases[0].diagram, Worms)
	p, _ := ParseVertex("A2", pos.Size())
	o := a.NewOwlReader()
	o.NodeLimit = 3
	r, err := o.Defend(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if r.Nodes > 4 {
		t.Errorf("node limit 3: used %d nodes", r.Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := a.NewOwlReader().Attack(ctx, p); err == nil {
		t.Errorf("cancelled context: no error")
	}
	start := time.Now()
	if _, _, err := a.OwlAttack(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("owl_attack took %v", d)
	}
}

// TestOwlGnugo compares owl_attack and owl_defend codes with GNU Go 3.8 on
// the test shapes.
func TestOwlGnugo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("gnugo not installed: ", err)
	}
	ctx := context.Background()
	for _, tc := range owlCases {
		a, pos := owlAnalysis(t, tc.diagram, Worms)
		var in strings.Builder
		fmt.Fprintf(&in, "boardsize %d\n", pos.Size())
		for p := BoardMin; p < BoardMax; p++ {
			if c := pos.At(p); c.IsStone() {
				fmt.Fprintf(&in, "play %s %s\n", map[Color]string{Black: "black", White: "white"}[c], Vertex(p, pos.Size()))
			}
		}
		fmt.Fprintf(&in, "owl_attack %s\nowl_defend %s\n", tc.target, tc.target)
		cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet")
		cmd.Stdin = strings.NewReader(in.String())
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		ans := strings.Split(strings.TrimSpace(string(out)), "\n\n")
		wantA := strings.TrimPrefix(ans[len(ans)-2], "= ")
		wantD := strings.TrimPrefix(ans[len(ans)-1], "= ")
		p, _ := ParseVertex(tc.target, pos.Size())
		ca, _, err := a.OwlAttack(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		cd, _, err := a.OwlDefend(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(ca.GTP()); !strings.HasPrefix(wantA, got) {
			t.Errorf("%s: owl_attack code %s, gnugo %q", tc.name, got, wantA)
		}
		if got := fmt.Sprint(cd.GTP()); !strings.HasPrefix(wantD, got) {
			t.Errorf("%s: owl_defend code %s, gnugo %q", tc.name, got, wantD)
		}
	}
}

// TestOwlEscapeFirstLine checks that open points on the first line give no
// escape score: a group crawling along the edge under a wall has no way
// out (seed 002, "The Owl Code": escape potential).
func TestOwlEscapeFirstLine(t *testing.T) {
	a, pos := owlAnalysis(t, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O . . . .
X X . . . . . . .
. . . . . . . . .`, Worms)
	p, err := ParseVertex("A2", pos.Size())
	if err != nil {
		t.Fatal(err)
	}
	s, err := a.NewOwlReader().newSearch(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	ev := s.evaluate()
	// C1, D1 and E1 are free but on the edge; D2 and E2 touch the wall.
	if ev.escape != 0 {
		t.Errorf("escape = %d, want 0", ev.escape)
	}
}

// TestOwlDefendCutOff checks that a defence cut off by the node limit is
// not claimed: lines left unread count as kills when the question is
// whether the dragon can be saved.
func TestOwlDefendCutOff(t *testing.T) {
	a, pos := owlAnalysis(t, `
. . . . . . . . .
. . . . . . . . .
. . O O O O . . .
. O . . . . O . .
. O . X X . O . .
. O . . . . O . .
. . O O O O . . .
. . . . . . . . .
. . . . . . . . .`, Worms)
	p, err := ParseVertex("D5", pos.Size())
	if err != nil {
		t.Fatal(err)
	}
	for _, lim := range []int{1, 2, 3} {
		o := a.NewOwlReader()
		o.NodeLimit = lim
		r, err := o.Defend(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if r.Code != Lose {
			t.Errorf("limit %d: owl_defend D5 = %v %s, want 0", lim, r.Code, Vertex(r.Move, pos.Size()))
		}
		if w, err := o.DoesDefend(context.Background(), mustVertex(t, "C5", pos.Size()), p); err != nil || w.Code != Lose {
			t.Errorf("limit %d: owl_does_defend C5 D5 = %v (%v), want 0", lim, w.Code, err)
		}
	}
}
