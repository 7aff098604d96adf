package analysis

import (
	"context"
	"testing"
)

// The white group in the lower right (S5-R4-S4-S3-T2 with P3-Q3-Q2) holds
// the black string R3-R2-S2-S1 inside it, two liberties (R1, T1), each of
// them a self-atari for white to fill at once. Black O3 leaves the goal no
// second eye by the static count and no way out, and the tactical read of
// the black string at the search's budget finds no capture: hopeless, a
// kill in one node. Read with owlRescueNodes, rescueCapture finds that
// white captures the string after all, so O3 is no static kill and the
// group lives. GNU Go 3.8 on this diagram: owl_attack P3 = 0,
// owl_does_attack O3 P3 = 0.
const owlRescueRace = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X X .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X X O .
. . . . . . . . . . . . . . X X O O .
. . . . . . . . . . . . . . O O X O .
. . . . . . . . . . . . . . . O X X O
. . . . . . . . . . . . . . . . . X .`

func TestOwlRescueCapture(t *testing.T) {
	a, pos := owlAnalysis(t, owlRescueRace, DragonsWithoutOwl)
	n := pos.Size()
	o := a.NewOwlReader()
	_, got := owlAsk(t, o, true, "P3", n)
	if got != "0" {
		t.Errorf("owl_attack P3 = %s, want 0", got)
	}
	s, err := o.newSearch(context.Background(), mustVertex(t, "P3", n))
	if err != nil {
		t.Fatal(err)
	}
	o3 := mustVertex(t, "O3", n)
	if s.killsStatically(o3, 0) {
		t.Error("O3 counted as a static kill")
	}
	if !s.b.Trymove(o3, Black) {
		t.Fatal("O3 illegal")
	}
	ev := s.evaluate()
	if m := s.rescueCapture(ev); m == NoMove {
		t.Errorf("rescueCapture after O3 found no capture (%s)", owlEvalSig(ev, n))
	}
	if s.hopeless(ev) {
		t.Error("hopeless after O3")
	}
}

// owlInvadedCorner is the upper right of a game (Vivre990706-1): the
// black corner group P19-Q18-R17 with Q15-R15-S15 below it encloses
// Q19-T15. White's invasion at S18 (four liberties, diagonal to R17) or at
// S17 (three liberties, next to R17) leaves the corner no two eyes by the
// static count (seed 003: the invaded space is 0000 by the size
// heuristic), no way out and no lunch of at most two liberties: without
// a longer read of the invader each was a kill in one node. GNU Go's owl
// looks for lunches among the eight neighbours of the goal's stones at
// any liberty count; the invader is captured (S18 by S17 in about 640
// tactical nodes, S17 by S16) and the corner reads on. GNU Go 3.8:
// owl_attack R17 = 0, attack S18 after W S18 = 1 S17.
const owlInvadedCorner = `
. . . . . . . . . . . . . . X . . . .
. . . . . . . . . X . . O . O X . . .
. . X . . . . X . . . . . . O . X . .
. . . . . . . . . . . . . . . . . . .
. X . . . . . . . . . . . . O X X X .
. . . . . . . . . . . . . . O O O O .
. . X . . . . . . . . . . . . X X O .
. . . . . . . . . . . . . . X X O O .
. . O . . . . . . . . . . . . O X . .
. . . O . . . . . . . . . . . O X . .
. . . . . . . . . . . . . O O . O . .
. . . . . . . . . . . . . O X . O . .
. . . . . . . . . . . . . X . X O O X
. . . . . . . . . . . . . . . . X O .
. . . . . . . . . . . . . X . . X O .
. . O . O . . . O O . X O O X X X X X
. . . . O X X . X O O O . O O O O X .
. . X O X . . X . X O . O X . . . O X
. . . . X . . . . X X O . . . . . O .`

func TestOwlRescueInvaderAmongNeighbours(t *testing.T) {
	a, pos := owlAnalysis(t, owlInvadedCorner, DragonsWithoutOwl)
	n := pos.Size()
	for _, tc := range []struct{ invader, capture string }{{"S18", "S17"}, {"S17", "S16"}} {
		s, err := a.NewOwlReader().newSearch(context.Background(), mustVertex(t, "R17", n))
		if err != nil {
			t.Fatal(err)
		}
		m := mustVertex(t, tc.invader, n)
		if s.killsStatically(m, 0) {
			t.Errorf("%s counted as a static kill", tc.invader)
		}
		if !s.b.Trymove(m, White) {
			t.Fatalf("%s illegal", tc.invader)
		}
		ev := s.evaluate()
		if got := Vertex(s.rescueCapture(ev), n); got != tc.capture {
			t.Errorf("rescueCapture after W %s = %s, want %s (%s)", tc.invader, got, tc.capture, owlEvalSig(ev, n))
		}
		if s.hopeless(ev) {
			t.Errorf("hopeless after W %s", tc.invader)
		}
	}
}
