package analysis

import (
	"context"
	"testing"
)

// TestLibertylessStringsAnalyse checks that a position holding strings
// without liberties (which no game reaches, but SGF setup properties and
// diagrams can write) is analysed without a panic: worms, eyes, dragons
// with their owl stage, tactical and owl questions on every string. Before
// the fix, unconditional life indexed the first liberty of the libertyless
// black string H9-J9-H8 and Analyze panicked.
func TestLibertylessStringsAnalyse(t *testing.T) {
	p, err := ParseDiagram(`
. . O X X X O X X
. O O O O X O X O
. X . . O O X O O
. . X X X X X X O
. . X O X O O X O
. X O O O . O O X
. . X O . O X O .
. X X O O . X X O
. X O O . . X . X
`)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	a, err := Config{}.Analyze(ctx, &p)
	if err != nil {
		t.Fatal(err)
	}
	h9 := mustVertex(t, "H9", 9)
	if w := a.Worm(h9); w.Liberties != 0 || w.Size != 3 {
		t.Errorf("H9 worm: liberties %d size %d, want 0 and 3", w.Liberties, w.Size)
	}
	if _, err := a.Optics(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Dragons(ctx); err != nil {
		t.Fatal(err)
	}
	for _, o := range a.WormOrigins() {
		if p.At(o) == Empty {
			continue
		}
		if _, _, err := a.Attack(ctx, o); err != nil {
			t.Errorf("attack %s: %v", Vertex(o, 9), err)
		}
		if _, _, err := a.FindDefense(ctx, o); err != nil {
			t.Errorf("defend %s: %v", Vertex(o, 9), err)
		}
		if _, _, err := a.OwlAttack(ctx, o); err != nil {
			t.Errorf("owl_attack %s: %v", Vertex(o, 9), err)
		}
		if _, _, err := a.OwlDefend(ctx, o); err != nil {
			t.Errorf("owl_defend %s: %v", Vertex(o, 9), err)
		}
	}
}
