package analysis

import (
	"context"
	"slices"
	"testing"
)

// rootMoves returns the attacker's (attack) or the defender's candidate
// moves at the root of an owl search for the dragon at target, best first,
// as GTP vertices.
func rootMoves(t *testing.T, diagram, target string, attack bool) []string {
	t.Helper()
	a, pos := owlAnalysis(t, diagram, 0)
	n := pos.Size()
	s, err := a.NewOwlReader().newSearch(context.Background(), mustVertex(t, target, n))
	if err != nil {
		t.Fatal(err)
	}
	gen := s.defendMoves
	if attack {
		gen = s.attackMoves
	}
	var out []string
	for _, m := range gen(s.evaluate(), 0) {
		out = append(out, Vertex(m, n))
	}
	if d := s.b.StackDepth(); d != 0 {
		t.Fatalf("candidate generation left %d moves on the board", d)
	}
	return out
}

// The white dragon's eye spaces E1 and F2 on the first two lines are
// reached by black from G1-G2; white F1 touches both and closes them from
// outside (closingMoves). It is not a liberty of the dragon nor an eye
// point, so without the rule no candidate names it, and the dragon
// cannot be saved (owl_defend F3 then answers 0; with F1 it answers
// 1 F1, as GNU Go 3.8 does).
const owlClosingCorner = `
. . . X . . . . . . . . . . X . X . .
. . X . X O O X X . . . . X O . . X .
. . X X O O . O X . . X . X O . O . .
. . . X . . . O . X . . X O O X O O .
. . . X O O . . O O X X . O . O X X .
. . X . X O . O . . O O O X O O O X .
. X . X . . . . O . . O . X . X O X .
. X O X X X X X X O O X X . X . X . .
. O . O O O . X . X X . . X . . . . .
. . O X . . O X . X . X X . . X . . .
. . O X X X O X X O . O . . . . X X .
. O O O O X O X O . O . O O . O O X .
. X . . O O X O O O O . O X O . . O .
. . X X X X X X O . . O O X O . O . .
. . X O X O O X O O O X X X X O . O .
. X O O O . O O X X O O X . O X O O O
. . X O . O X O . X O O X X . X X X O
. X X O O . X X O X O X . . . . . X X
. X O O . . X . X X O . . . . . . . .`

func TestOwlClosingMove(t *testing.T) {
	moves := rootMoves(t, owlClosingCorner, "F3", false)
	if !slices.Contains(moves, "F1") {
		t.Fatalf("defender's root candidates %v lack the closing move F1", moves)
	}
	a, pos := owlAnalysis(t, owlClosingCorner, 0)
	_, got := owlReadGTP(t, a, false, "F3", pos.Size())
	if got != "1 F1" {
		t.Errorf("owl_defend F3 = %s, want 1 F1", got)
	}
}

// The loose black group B3-C3-D4-F3-F2 has the lone white stone E2 (three
// liberties: D2, E1, E3) in the middle of its eye space. Shortening that
// stone's liberties is the defender's first idea (approachMoves): E3
// comes first among the root candidates and D2 among the first three.
// Without the rule E3 comes after five moves on the dragon's own
// liberties and D2 is not among the twelve moves tried at the root.
const owlApproachCorner = `
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
. X X . X . X X X . . . . . . . . . .
X O . . . . . . . . . . . . . . . . .
. O . . . O . O . . . . . . . . . . .
. . O . O . . . . . . . . . . . . . .
. O . . . . . O . . . . . . . . . . .
. O . X . . . . . . . . . . . . . . .
. X X . . X . O . . . . . . . . . . .
. . . . O X O . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .`

func TestOwlApproachMoves(t *testing.T) {
	moves := rootMoves(t, owlApproachCorner, "B3", false)
	if len(moves) == 0 || moves[0] != "E3" {
		t.Fatalf("defender's root candidates %v: want E3 (a liberty of the white E2) first", moves)
	}
	if i := slices.Index(moves, "D2"); i < 0 || i > 2 {
		t.Errorf("defender's root candidates %v: want D2 (a liberty of the white E2) among the first three", moves)
	}
}

// The white dragon N5 is made of strings joined through empty points;
// L2 touches two of them (M2 and L3) and a black stone there has three
// or more liberties: the cut comes first among the attacker's root candidates
// (cutMoves), and owl_attack N5 answers 1 L2 as GNU Go 3.8 does. Without
// the rule Q5, next to the upper eye space, comes first and is the
// answer.
const owlCutGroup = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . X . . . X . X . . . . . .
. . . X . X . . . X O . . . . X . . .
. . X . . O . . . . . . . . . . X . .
. . O O . . . O . . O . O . . O X . .
. . . . . . . . . . . . . . . O . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . O . . . . O O . .
. . . . . . O . . . . . O O O X X . .
. . . . . . . . . O . X X X X . . . .
. . . . . . . . . . O O O X . X . . .
. . O O . . X . . . O X X X O . X X .
. . X O . . . . . . X X O O . . X O .
. . . X . . . . . X . O . O O O O . .
. . . . . . X . X O O . O O O X X O X
. . . . . . . . . X . O X O X X . X .
. . . . . . . . . . . . X X X . X . X`

func TestOwlCutMoves(t *testing.T) {
	moves := rootMoves(t, owlCutGroup, "N5", true)
	if len(moves) == 0 || moves[0] != "L2" {
		t.Fatalf("attacker's root candidates %v: want the cut L2 first", moves)
	}
	a, pos := owlAnalysis(t, owlCutGroup, 0)
	_, got := owlReadGTP(t, a, true, "N5", pos.Size())
	if got != "1 L2" {
		t.Errorf("owl_attack N5 = %s, want 1 L2", got)
	}
}
