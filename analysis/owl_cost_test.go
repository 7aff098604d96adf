package analysis

import (
	"context"
	"testing"
)

// TestOwlEvalMemoSharedAcrossQuestions checks that an owl reader hands
// its static evaluations on from one question to the next: after
// owl_attack, a new search on the same dragon is served its root
// evaluation from the memo, and the answers of the reader equal those of
// fresh readers asked one question each.
func TestOwlEvalMemoSharedAcrossQuestions(t *testing.T) {
	a, pos := owlAnalysis(t, owlSacrificeCorner, Worms)
	n := pos.Size()
	ctx := context.Background()
	for _, v := range []string{"B3", "C4"} {
		p := mustVertex(t, v, n)
		o := a.NewOwlReader()
		att, err := o.Attack(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		s, err := o.newSearch(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		s.evaluate()
		if s.eval.hits != 1 {
			t.Errorf("%s: root evaluation of the second search not served from the memo (hits %d)", v, s.eval.hits)
		}
		def, err := o.Defend(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		freshAtt, err := a.NewOwlReader().Attack(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		freshDef, err := a.NewOwlReader().Defend(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if att != freshAtt {
			t.Errorf("%s: attack %+v, fresh reader %+v", v, att, freshAtt)
		}
		if def.Code != freshDef.Code || def.Move != freshDef.Move || def.Certain != freshDef.Certain {
			t.Errorf("%s: defence %+v after the attack, fresh reader %+v", v, def, freshDef)
		}
	}
	// Another dragon's search on the same reader does not match the
	// first dragon's entries: its root is evaluated afresh.
	o := a.NewOwlReader()
	if _, err := o.Attack(ctx, mustVertex(t, "B3", n)); err != nil {
		t.Fatal(err)
	}
	s, err := o.newSearch(ctx, mustVertex(t, "C4", n))
	if err != nil {
		t.Fatal(err)
	}
	s.evaluate()
	if s.eval.hits != 0 {
		t.Errorf("C4's root evaluation served from B3's memo entries")
	}
}

// owlBranchCorner: the white T19 dragon's corner. GNU Go 3.8 answers
// owl_attack T19 with 1 R19 (white R19 would make two eyes of the corner
// space).
const owlBranchCorner = `
. . . . . . . . . O . O . . . X . . O
. . . X . . . . . . . X O O O X O O O
. X O X X . . . . X . . X X X O O X O
. X X O O . X . . . . X . . O X X X .
. . O . . . . . . O . X O . O . X X .
. . X X . X . . . . O . X O . X O O .
. . O . . . . . . . X X . O . . X X O
. . . . X . . . . . . . . O X X . . .
. O O . . . . X . . X . . O . . . . .
. O X X . . . . . . . O . . . O X . .
. X X . . . . . . . . . . . O . X X .
. . O X . O . . O . . . . . O X . O .
. . . . . . . . . . . . . . O X . . .
. X . X . . . . . . . . . . . O . O .
. . . . O . . . . . . . . . . . . . .
. . X X O . O . . O . . . . . O O . .
. X . O . O . . . . . . . . O . X . .
. . O . . O . . . . . . . . O X . . .
. . . O O . . . . . . . . . . . . . .
`

// TestOwlOneVariationBelowBranchDepth: below owlBranchDepth each side
// tries only its best candidate. Trying a second one at every node past
// depth 8 let the defender's second-best deep replies reach positions the
// static evaluation calls alive in every line after black R19, so the
// search answered 0 (certain, 1197 nodes); with one variation R19 is read
// out as a kill.
func TestOwlOneVariationBelowBranchDepth(t *testing.T) {
	if owlWidth(owlBranchDepth-1) <= 1 || owlWidth(owlBranchDepth) != 1 {
		t.Fatalf("widths %d at depth %d, %d at %d", owlWidth(owlBranchDepth-1), owlBranchDepth-1, owlWidth(owlBranchDepth), owlBranchDepth)
	}
	a, pos := owlAnalysis(t, owlBranchCorner, Worms)
	n := pos.Size()
	o := a.NewOwlReader()
	o.NodeLimit = 3000
	r, err := o.Attack(context.Background(), mustVertex(t, "T19", n))
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != Win || Vertex(r.Move, n) != "R19" || !r.Certain {
		t.Errorf("owl_attack T19 = %v %s (certain %v, %d nodes); want WIN R19, certain", r.Code, Vertex(r.Move, n), r.Certain, r.Nodes)
	}
}

// owlBranchEdge: a 9x9 position whose black D3 dragon has no defence
// (GNU Go 3.8 answers owl_defend D3 with 0).
const owlBranchEdge = `
. X X X O . . X .
O O O . O . X X O
. X X O O X X O O
X . X . X . X X O
X X X X X X X O .
O O O O O O O O X
. O O X X X X X .
O O . O X . O O X
. O O X X . . O .
`

// TestOwlOneVariationFromDepth8: with one variation only from depth 9,
// the defender's second-best replies at depth 8 reached a ko and owl_defend
// D3 answered KO_B F1 (certain, 2272 nodes); from depth 8 the read proves
// no defence.
func TestOwlOneVariationFromDepth8(t *testing.T) {
	a, pos := owlAnalysis(t, owlBranchEdge, Worms)
	n := pos.Size()
	r, _ := owlReadGTP(t, a, false, "D3", n)
	if r.Code != Lose || !r.Certain {
		t.Errorf("owl_defend D3 = %v %s (certain %v, %d nodes); want 0, certain", r.Code, Vertex(r.Move, n), r.Certain, r.Nodes)
	}
}
