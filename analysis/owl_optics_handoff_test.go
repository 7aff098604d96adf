package analysis

import (
	"context"
	"testing"
)

// TestOwlSearchHandsOnOptics checks that a search hands its evaluation's
// Optics scratch (with the eye-shape solver's cache) on to the next
// search of the same OwlReader, as it hands on the evaluation memo, and
// that the answers are those of a fresh reader for each question.
func TestOwlSearchHandsOnOptics(t *testing.T) {
	ctx := context.Background()
	a, pos := owlAnalysis(t, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O . . . .
X X X X O . . . .
. . . X O . . . .`, Worms)
	p, err := ParseVertex("A2", pos.Size())
	if err != nil {
		t.Fatal(err)
	}
	o := a.NewOwlReader()
	att, err := o.Attack(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	first := o.last.optics
	if first == nil {
		t.Fatal("the attack read evaluated no node with optics")
	}
	def, err := o.Defend(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if o.last.optics != first {
		t.Errorf("the defence read evaluated with a new Optics, want the attack read's")
	}
	fresh := a.NewOwlReader()
	def2, err := fresh.Defend(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := owlGTPCode(att.Code, att.Move, 9), "1 B1"; got != want {
		t.Errorf("owl_attack A2 = %q, want %q", got, want)
	}
	if def.Code != def2.Code || def.Move != def2.Move {
		t.Errorf("owl_defend A2 after the attack %v %v, with a fresh reader %v %v", def.Code, def.Move, def2.Code, def2.Move)
	}
}
