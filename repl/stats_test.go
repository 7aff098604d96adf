package repl

import (
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// TestGonumStatistics checks that cells can use gonum's stat and floats
// packages on the live arrays, imported by name or implicitly, as a
// scripted experiment would: the mean and spread of the liberties of the
// black worms of a small position.
func TestGonumStatistics(t *testing.T) {
	p, err := analysis.ParseDiagramSize(`
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . X . . . . . . 7
 6 . . . . . . . . . 6
 5 . . . . X X . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 X . . . . . . . . 1
   A B C D E F G H J
`, 9)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSession(Options{Position: &p})
	if err != nil {
		t.Fatal(err)
	}
	// Liberties of the black worms, one entry per worm origin: C7 has 4,
	// E5-F5 has 6, A1 has 2.
	mustEval(t, s, `libs := []float64{}
for _, v := range []analysis.Pos{C7, E5, A1} {
	libs = append(libs, float64(worm[v].Liberties))
}`)
	for _, c := range []struct {
		src  string
		want float64
	}{
		{`stat.Mean(libs, nil)`, 4},
		{`floats.Sum(libs)`, 12},
		{"import st \"gonum.org/v1/gonum/stat\"\nst.Variance(libs, nil)", 4},
		{`stat.Quantile(0.5, stat.Empirical, []float64{2, 4, 6}, nil)`, 4},
	} {
		res := mustEval(t, s, c.src)
		if got, ok := res.Value.(float64); !ok || got != c.want {
			t.Errorf("%s = %#v, want %v", c.src, res.Value, c.want)
		}
	}
}
