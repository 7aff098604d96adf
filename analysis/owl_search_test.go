package analysis

import (
	"context"
	"testing"
)

// owlSearchCase is an owl question on a diagram with its exact answer
// ("code [move]" as GTP prints it) and a bound on the nodes it may use.
type owlSearchCase struct {
	name     string
	diagram  string
	question string // attack or defend
	target   string
	want     string
	maxNodes int64
}

var owlSearchCases = []owlSearchCase{
	{
		// After C7 the white stones D8-D9... have one eye at most and no
		// way out: the lines where white plays inside his eye space are
		// ended at once as kills instead of being read to the depth
		// limit, so the attack is found well inside the node budget.
		name: "hopeless lines end early",
		diagram: `
. . O X . . . . .
. O . O X . . . .
. O . O X X X X X
. . X X O X O O X
. X X O O O . O X
. . X X O . . O O
. . X O O . O . .
. X . X O . O . .
. . . X X O . . .`,
		question: "attack", target: "D8", want: "1 C7", maxNodes: 600,
	},
}

func TestOwlSearchShapes(t *testing.T) {
	ctx := context.Background()
	for _, tc := range owlSearchCases {
		t.Run(tc.name, func(t *testing.T) {
			a, pos := owlAnalysis(t, tc.diagram, Worms)
			p, err := ParseVertex(tc.target, pos.Size())
			if err != nil {
				t.Fatal(err)
			}
			o := a.NewOwlReader()
			var r OwlResult
			if tc.question == "defend" {
				r, err = o.Defend(ctx, p)
			} else {
				r, err = o.Attack(ctx, p)
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := owlGTPCode(r.Code, r.Move, pos.Size()); got != tc.want {
				t.Errorf("owl_%s %s = %q, want %q", tc.question, tc.target, got, tc.want)
			}
			if tc.maxNodes > 0 && r.Nodes > tc.maxNodes {
				t.Errorf("owl_%s %s used %d nodes, want at most %d", tc.question, tc.target, r.Nodes, tc.maxNodes)
			}
		})
	}
}
