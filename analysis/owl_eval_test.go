package analysis

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// owlEvalCase is a shape with the exact static owl evaluation of the
// dragon at target: the summed eye value (seed 003, "abcd") and whether
// the evaluation calls it alive.
type owlEvalCase struct {
	name    string
	diagram string
	target  string
	value   string
	alive   bool
}

var owlEvalCases = []owlEvalCase{
	{
		// A bent three in the corner: the eye space against two edges is
		// one eye if the attacker plays the vital point first, two if the
		// defender does.
		name: "corner bent three",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O . . . .
X X X X O . . . .
. . . X O . . . .
. . X X O . . . .`,
		target: "A3", value: "1122", alive: false,
	},
	{
		// Two separate eyes in the corner: alive whoever moves.
		name: "corner two eyes",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
X X X X X O . . .
. X . . X O . . .
X . X X X O . . .`,
		target: "A3", value: "2222", alive: true,
	},
	{
		// One real eye in the corner (A1) and false eyes on the edge at
		// C1 and E1: the safe white stone at D2 takes one of their two
		// diagonals on the board, which on the first line is enough to
		// make them false. One eye: not alive.
		name: "false eyes on the edge",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O O . .
X X X O X X O . .
. X . X . X O . .`,
		target: "B2", value: "1111", alive: false,
	},
	{
		// Seki: the black ring and the white stones inside share the
		// liberties C1 and D2 and neither has an eye; a stone at either
		// liberty is a self-atari for both colours, so white cannot
		// approach and black lives.
		name: "seki without eyes",
		diagram: `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
O X X X X O . . .
O X O O X O . . .
O X O . X O . . .
O X . O X O . . .`,
		target: "B1", value: "0000", alive: true,
	},
}

// TestOwlEvalShapes checks the owl's static evaluation (eye spaces in a
// box around the goal, half and false eyes next to it) on exact shapes.
func TestOwlEvalShapes(t *testing.T) {
	for _, tc := range owlEvalCases {
		t.Run(tc.name, func(t *testing.T) {
			a, pos := owlAnalysis(t, tc.diagram, Worms)
			p, err := ParseVertex(tc.target, pos.Size())
			if err != nil {
				t.Fatal(err)
			}
			o := a.NewOwlReader()
			s, err := o.newSearch(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			ev := s.evaluate()
			if got := ev.value.String(); got != tc.value || ev.alive() != tc.alive {
				t.Errorf("value %s alive %v (regions %s), want %s alive %v", got, ev.alive(), s.regionString(ev), tc.value, tc.alive)
			}
		})
	}
}

// TestOwlSeki checks that owl reads a seki as alive for both sides: the
// attacker has no move that kills either group.
func TestOwlSeki(t *testing.T) {
	a, pos := owlAnalysis(t, owlEvalCases[len(owlEvalCases)-1].diagram, Worms)
	for _, v := range []string{"B1", "C2", "D1"} {
		p, _ := ParseVertex(v, pos.Size())
		c, m, err := a.OwlAttack(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if v == "B1" {
			// Not a seki for owl: white D2 sacrifices five stones,
			// whose capture leaves a bulky five (GNU Go 3.8 answers
			// owl_attack B1 with 1 D2).
			if c != Win {
				t.Errorf("owl_attack %s = %s, want 1", v, owlGTPCode(c, m, pos.Size()))
			}
			continue
		}
		if c != Lose {
			t.Errorf("owl_attack %s = %s, want 0", v, owlGTPCode(c, m, pos.Size()))
		}
	}
}

// TestOwlEvalFarMoveJoinsNoGoal checks that a stone the defender plays far
// from the goal does not lend the goal the eyes of the group it joins: the
// dead corner group (straight three with the attacker on its vital point)
// stays dead after a white move at E9 that joins the living group at the
// top, which shares no liberty with the goal.
func TestOwlEvalFarMoveJoinsNoGoal(t *testing.T) {
	a, pos := owlAnalysis(t, `
. O . O . X . . .
O O O O X X . . .
X X X X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X . . . .
O O O O X . . . .
. X . O X . . . .`, Worms)
	n := pos.Size()
	target, _ := ParseVertex("D2", n)
	far, _ := ParseVertex("E9", n)
	s, err := a.NewOwlReader().newSearch(context.Background(), target)
	if err != nil {
		t.Fatal(err)
	}
	if ev := s.evaluate(); ev.alive() || len(ev.strings) != 1 {
		t.Fatalf("before the move: alive %v, %d goal strings (regions %s), want dead, 1", ev.alive(), len(ev.strings), s.regionString(ev))
	}
	if !s.b.Trymove(far, White) {
		t.Fatal("E9 illegal")
	}
	defer s.b.Undo()
	s.goalStones = append(s.goalStones, far)
	ev := s.evaluate()
	if ev.alive() || len(ev.strings) != 1 || ev.value.C >= 2 {
		t.Errorf("after E9: alive %v, value %s, %d goal strings (regions %s), want dead, C < 2, 1 string", ev.alive(), ev.value, len(ev.strings), s.regionString(ev))
	}
}

// TestOwlEvalFreshDiagonal checks that an attacker string played in the
// line on the diagonal of an eye point is judged on the board in hand, not
// by the analysed position's worm array (where F2 was empty, so that it
// counts as an uncapturable stone and makes E1 a false eye): black F2-F3
// cannot be saved (white F4 captures, black F4 is answered by F5), so the
// diagonal is white's and the edge point E1 is an eye (seed 003, "Topology
// of Half Eyes and False Eyes").
func TestOwlEvalFreshDiagonal(t *testing.T) {
	a, pos := owlAnalysis(t, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O . . O . .
O . O . O X . O .
O O O O O . O . .
O O O O . O O . .`, Worms)
	n := pos.Size()
	target, _ := ParseVertex("A1", n)
	f2, _ := ParseVertex("F2", n)
	e1, _ := ParseVertex("E1", n)
	s, err := a.NewOwlReader().newSearch(context.Background(), target)
	if err != nil {
		t.Fatal(err)
	}
	if !s.b.Trymove(f2, Black) {
		t.Fatal("F2 illegal")
	}
	defer s.b.Undo()
	ev := s.evaluate()
	found := false
	for _, r := range ev.regions {
		if len(r.pts) == 1 && r.pts[0] == e1 {
			found = true
			if r.value.C < 1 {
				t.Errorf("E1 value %s, want an eye if white moves first (c >= 1); regions %s", r.value, s.regionString(ev))
			}
		}
	}
	if !found {
		t.Errorf("no region at E1: %s", s.regionString(ev))
	}
	if h := s.optics.half[e1]; h.Type == FalseEye || h.Value != 2 {
		t.Errorf("E1 %v of topological value %v, want an eye of value 2", h.Type, h.Value)
	}
}

// TestOwlEvalSafeLinkCut checks that a safe friendly string two steps
// from the goal links it to safety only through a point the attacker does
// not touch: white G3-G4 reaches the unconditionally alive group on the
// left through F3 and E3, but E3 lies between the black stones E2 and E4,
// which cut it with one move; with the black stones at F2 and F4 instead,
// E3 is untouched and the link holds.
func TestOwlEvalSafeLinkCut(t *testing.T) {
	for _, tc := range []struct {
		diagram string
		link    bool
	}{
		{`
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O . X . O . .
. O . O . . O . .
O O O O X . . . .
. . . . . . . . .`, false},
		{`
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O . . X O . .
. O . O . . O . .
O O O O . X . . .
. . . . . . . . .`, true},
	} {
		a, pos := owlAnalysis(t, tc.diagram, DragonsWithoutOwl)
		p, _ := ParseVertex("G3", pos.Size())
		s, err := a.NewOwlReader().newSearch(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.goalStones) != 2 || s.safe.Len() != 9 {
			t.Fatalf("goal %d stones, %d safe stones, want 2 and 9", len(s.goalStones), s.safe.Len())
		}
		if ev := s.evaluate(); ev.safeLink != tc.link {
			t.Errorf("safe link %v, want %v\n%s", ev.safeLink, tc.link, tc.diagram)
		}
	}
}

// owlEvalSig summarises a static evaluation for comparisons: the value,
// escape, links, seki, every region with its points, value and vital
// points, and the lunches.
func owlEvalSig(ev *owlEval, n int) string {
	out := fmt.Sprintf("value %v escape %d link %v seki %v", ev.value, ev.escape, ev.safeLink, ev.seki)
	vs := func(ps []Pos) string {
		var l []string
		for _, p := range ps {
			l = append(l, Vertex(p, n))
		}
		return strings.Join(l, ",")
	}
	for _, r := range ev.regions {
		out += fmt.Sprintf(" [%s %v att %s def %s]", vs(r.pts), r.value, vs(r.attack), vs(r.defense))
	}
	return out + " lunches " + vs(ev.lunches) + " libs " + vs(ev.libs)
}

// TestOwlEvalDeterministic checks that the static evaluation is a
// function of the board and the goal alone: the same position evaluated
// at the root of a fresh search, after a whole owl attack read (whose
// tactical reads fill the shared reader's cache with results found under
// other node budgets and depths), and after reads of the shared reader
// with other budgets, gives the same eye spaces, values and vital
// points. Here the lower left black dragon's eye space (A1-A4, B3, B4,
// C1, C2 around the dead white B1) used to come out as one region 2222
// fresh and as 0112 + 0011 after the attack read.
func TestOwlEvalDeterministic(t *testing.T) {
	const diagram = `
. . O X X X O O .
. O . O X . X . O
O O O O X X X X X
X O X X O X O O X
X X X O O O . O X
. . X X O . . O O
. . X O O . O . .
. X . X O . O . .
. O . X X O . . .`
	a, pos := owlAnalysis(t, diagram, Worms)
	n := pos.Size()
	target, err := ParseVertex("C3", n)
	if err != nil {
		t.Fatal(err)
	}
	o := a.NewOwlReader()
	o.NodeLimit = 3000
	s, err := o.newSearch(context.Background(), target)
	if err != nil {
		t.Fatal(err)
	}
	first := owlEvalSig(s.evaluate(), n)
	s.attack(0, 0)
	if d := s.b.StackDepth(); d != 0 {
		t.Fatalf("attack left %d moves on the board", d)
	}
	// The memo would serve the first evaluation again: forget it, so
	// that the board is evaluated afresh after the reads.
	s.eval.memo = nil
	if again := owlEvalSig(s.evaluate(), n); again != first {
		t.Errorf("evaluation after the attack read differs:\nfirst %s\nafter %s", first, again)
	}
	// Reads of the shared reader with other budgets in between.
	for _, lim := range []int{20, 5000} {
		s.r.NodeLimit = lim
		for _, v := range []string{"B2", "C3", "B1", "D1"} {
			p, _ := ParseVertex(v, n)
			s.r.AttackContext(context.Background(), s.b, p)
			s.r.FindDefenseContext(context.Background(), s.b, p)
		}
		s.r.NodeLimit = owlTacticalNodes
		s.eval.memo = nil
		if again := owlEvalSig(s.evaluate(), n); again != first {
			t.Errorf("evaluation after reads with node limit %d differs:\nfirst %s\nafter %s", lim, first, again)
		}
	}
	// A fresh search on the same position agrees too.
	s2, err := a.NewOwlReader().newSearch(context.Background(), target)
	if err != nil {
		t.Fatal(err)
	}
	if fresh := owlEvalSig(s2.evaluate(), n); fresh != first {
		t.Errorf("fresh search's evaluation differs:\nfirst %s\nfresh %s", first, fresh)
	}
}

// TestOwlEvalMemo checks the owl search's memo of static evaluations: a
// board evaluated again with the same goal stones is served from the memo
// and restores the goal stones (s.inGoal) the evaluation left, also after
// other boards were evaluated and the shared reader has read; the same
// board with another goal is evaluated afresh; and a served evaluation
// equals a fresh one.
func TestOwlEvalMemo(t *testing.T) {
	a, pos := owlAnalysis(t, owlSacrificeCorner, Worms)
	n := pos.Size()
	v := func(s string) Pos { return mustVertex(t, s, n) }
	s, err := a.NewOwlReader().newSearch(context.Background(), v("B3"))
	if err != nil {
		t.Fatal(err)
	}
	root := s.evaluate()
	rootGoal := s.inGoal
	if s.eval.hits != 0 {
		t.Fatalf("first evaluation served from the memo")
	}
	// The defender plays E1 in the line, as defend does: the stone
	// joins the goal stones.
	m := v("E1")
	if !s.b.Trymove(m, s.def) {
		t.Fatal("E1 illegal for the defender")
	}
	s.goalStones = append(s.goalStones, m)
	first := s.evaluate()
	firstGoal := s.inGoal
	if !firstGoal.Has(m) || rootGoal.Has(m) {
		t.Fatalf("E1 should join the goal after the defender plays it")
	}
	s.inGoal = PointSet{}
	if again := s.evaluate(); s.eval.hits != 1 || again != first || s.inGoal != firstGoal {
		t.Fatalf("repeated evaluation not served from the memo with its goal stones (hits %d)", s.eval.hits)
	}
	// Same board, another goal (E1 not a goal stone): evaluated afresh.
	s.goalStones = s.goalStones[:len(s.goalStones)-1]
	if other := s.evaluate(); s.eval.hits != 1 || other == first {
		t.Fatalf("evaluation for another goal served from the memo")
	}
	s.b.Undo()
	// Back at the root after reads of the shared reader: served, and
	// equal to a fresh evaluation in a new search.
	s.r.AttackContext(context.Background(), s.b, v("B3"))
	s.inGoal = PointSet{}
	if again := s.evaluate(); s.eval.hits != 2 || again != root || s.inGoal != rootGoal {
		t.Fatalf("root evaluation not served from the memo (hits %d)", s.eval.hits)
	}
	s2, err := a.NewOwlReader().newSearch(context.Background(), v("B3"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := owlEvalSig(s2.evaluate(), n), owlEvalSig(root, n); got != want || s2.inGoal != rootGoal {
		t.Fatalf("memo evaluation %s differs from a fresh one %s", want, got)
	}
}

// TestOwlEvalSafeLinkCuttable checks that a safe friendly string next to
// a liberty of the goal links it to safety only when the attacker cannot
// occupy that liberty with a stone of three or more liberties (canCut):
// after white G1 in the line (it joins the goal H2-H3 through H1), the
// goal's liberty F1 touches E1 of the unconditionally alive group on the
// left. With black stones at F2 and G2, black F1 joins them with three
// liberties (E2, F3, G3) and cuts the goal off there: no link, as there is
// no other way to the living group. Without F2, black F1 would be in atari
// at once between E1 and G1, and the link holds (black G2 keeps the two
// white groups apart in the dragon analysis).
func TestOwlEvalSafeLinkCuttable(t *testing.T) {
	for _, tc := range []struct {
		diagram string
		link    bool
	}{
		{`
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O . . . O .
. O . O . X X O .
O O O O O . . . .`, false},
		{`
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O . . . O .
. O . O . . X O .
O O O O O . . . .`, true},
	} {
		a, pos := owlAnalysis(t, tc.diagram, DragonsWithoutOwl)
		n := pos.Size()
		p, _ := ParseVertex("H3", n)
		g1, _ := ParseVertex("G1", n)
		s, err := a.NewOwlReader().newSearch(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.goalStones) != 2 || s.safe.Len() < 9 {
			t.Fatalf("goal %d stones, %d safe stones, want 2 and at least 9", len(s.goalStones), s.safe.Len())
		}
		if !s.b.Trymove(g1, White) {
			t.Fatal("G1 illegal")
		}
		s.goalStones = append(s.goalStones, g1)
		ev := s.evaluate()
		if ev.safeLink != tc.link {
			t.Errorf("safe link %v, want %v (%s)\n%s", ev.safeLink, tc.link, owlEvalSig(ev, n), tc.diagram)
		}
		s.b.Undo()
	}
}
