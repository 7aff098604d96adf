package analysis

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// opticsBenchPositions are ten 19x19 positions of the perf corpus (every
// tenth of its 103 19x19 positions), as diagrams.
var opticsBenchPositions = []string{
	// kgs__Erro-TheGNUGo.sgf move 120
	erro120Board,
	// incident187.sgf move 30
	`
. . . . . . . . . . . . . . . . . . .
. X . . . . . . . . . . . . . . . . .
. O X . . . . . . . . . O . X O O . .
. O . X . X . . . X . . . X . X . O .
. . . . . . . . . . . . . . . . . . .
. . O . O . X . . . . . . . O . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O O . . . . . . . . . . . . X . .
. . X . . . . . . . . . . O . . . . .
. . . X . X . . . X . X . . . . . . .
. . . . . . . . . . . . . X . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`,
	// filllib9.sgf move 120
	`
. . . . . . . X . X X X . . . . . . .
. . X O . O X . X O X O . X . . . . .
. . X O . O . X O O O . O . . X . . .
. . . X O . . O . O O . . O . . . . .
. . . X . . . O O . . . . . . X . . .
. . . X . . O . O X . X . O . . . O .
. . . . . X . . O O X . . . . X . X .
. . . . . . . O X X . . O . O O X . .
. . X . X . . O X . X . . . . . . . .
. . . . . . X O . O X . X . . O . X .
. . . . . . . . O . X . . . . . X . .
. . . . . . X . O X . . X . O . O O .
. . . X . X . O . O X X . . . . . . .
. . . . . . . . O O X . . O . . . . .
. X X . O . O . O X X X . . . . . . .
X . X . . . . . . O . . . O . . . . .
. X O O . . . O . O . X X O . . O . .
. O . . . . . . O O X . O X O . . . .
. . . . . . . . . X . . . . . . . . .
`,
	// buzco1.sgf move 200
	`
. O . . . . X . . . . . . . . . . . .
X X O . O O O X . . . . . . . . . . .
. . X O . O X . X . . . . X . . . . .
. . X X O O X X O X X X X . . X . . .
. . . . . . X . O . O . O X X O X . .
. . X X O O X O . . . O . O X O X . .
. . X O . O O O O O . . . O X O X . X
X X X O O . . . X . . . . O O O O X .
O O O X . . . X . X X X X X O . O X O
O X X X X X X . X O . . . . . . O O .
O O O X O O O X O O . . X . O . . . .
O . O O X X O O . O O . X . . . . . .
. X O O O . O X O . . . X . X . O O .
. . O X X O X X O . . . . . . O X . O
. O O O X X . X . . O . O O . . . O X
O . . X X X . . . O . O X O O O O X .
. O O O X O X X . O . O X X O X X X .
. X X X O O . . X O . O X . X . . . .
. . . . . . . . . . . O X X . . . . .
`,
	// olympiad2003__golois_vs_gnugo.sgf move 30
	`
. . . . . . . . . . . . . . . . . . .
. . . . O . . . . . . . . . . . . . .
. . X . . . . . . X . . X . . O O . .
. . O O . . . . . . . . . X O X . . .
. . . . . . . . . . . . . . . O . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . X . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . X . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . O O . O . . . . . . . . . . . . .
. O X . . . . . . . . . . O . O . . .
. . . . O . X . . X . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`,
	// auto_gen__auto013.sgf move 120
	`
. . . . . . . . . . . . . . . . . . .
. . . X O . X . . . . X . . . . . . .
. . . . O O X . . X O O . . X . . . .
. . X X O X X X X X O X X . . . X . .
. . . X X O O O O O X . X X X . . . .
. . X X O O . O . O X X O O O . . . .
. . . X X O X . O . . . . . O . O . .
. . X O O . . O . . . . . . . . . . .
. . X O . O . . . . . . . O . . . . .
. . X O . O . . . . . . . . . . . . .
. . X X O . . . . . . . . . . . . . .
. . X O . . . . . . . . . . O O O O X
. . O . . . . . O . O . . . X X X X .
. . . O . . . O O . . O . . X O X X .
. . . . . . O X X O O O O . X O . . .
. . . O . . . . . X O X O . . O X . .
. . O . X X . . X . X X . O . O X . .
. . O X . . . . . . . . . . . . X . .
. . X . . . . . . . . . . . . . . . .
`,
	// century21__gnugo-go4.sgf move 30
	`
. . . . . . . . . . . . . . . . . . .
. . X X . . . . . . . . . . X . . . .
. . O . . X . . X . O . . O X . . . .
. . . O . . . . . . . . . O . X . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . X . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . . . . . . . O . X .
. . X . . O . . O . . . . . . O X . .
. . X O . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`,
	// nicklas__nicklas12.sgf move 200
	`
. X . . O X . . . . X X . . . . . . .
. O X X O X X O O X . X O O X X O . .
. O O X X O . O . X X O X X . X O . .
X X O X O O . O X X O O O X X O O X .
X O O O O X O O O O X . O O O O . O .
. O . . . X X O O X X . . O X O X O .
O X X . . X X X O . . . X X X X X X X
. O O X X . . O X X . X O X . X O X .
O X O O . X X O . . X . O O X O O O .
. X X O O O X O O . . X X O . O . . .
X X O O X . O X O . . . X O . O X O .
. X O . X O . X O . O O O X X X O O .
X O O X . O . X X O . . X X . O X X .
. . . . O . X . . . . . . . . O . . .
X O . O . . . . . . . . X O . . . . .
X X O . . X . X . . . . . . . O . . .
X O O X . . . . . . X . . X . . O . .
. X X . . . . . . . . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
`,
	// trevor__auto__d25.sgf move 30
	`
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X O . .
. . . . . X . . . . X . . X . . O . .
. . . O . O X . . . . . . . . O . . .
. . . . . . . . . . . . . . . . . . .
. . X . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . X .
. . . . . . . . . . . . . . . O . . .
. . X . . . . . . . . . . . . O X . .
. . . . . . . . . . . . O . . O X . .
. . . X . . . . . . . X . . . . X . .
. . X . . O . . O . . . . . O . . . .
. . . O . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`,
	// olympiad2002__game1-19-go4-gnugo-1-0.sgf move 30
	`
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . O O . . . .
. . . O O X . . . X . . X X X O O . .
. . O . X X . . . . . . . . . X X O .
. . . . . . . . . . . . . . . . . X .
. . O . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X X . .
. . . . . . . . . . . . . . . X O . .
. . . . X . . . . . . . . . . . O . .
. . O . . . . . . . . . . O . O . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`,
}

// BenchmarkOpticsPositions times the eye-space analysis (Analysis.Optics:
// domains, eye spaces, half and false eyes, eye values; seed 003) of the
// ten positions, each analysed afresh (worms only, untimed), with an
// engine's shared eye solver that has met the shapes before, as the GTP
// engine runs it. It reports the mean per position (ns/op counts one
// position) and the median and 90th percentile over the positions of
// each one's best time over the iterations.
func BenchmarkOpticsPositions(b *testing.B) {
	var poss []Position
	for _, d := range opticsBenchPositions {
		pos, err := ParseDiagram(d)
		if err != nil {
			b.Fatal(err)
		}
		poss = append(poss, pos)
	}
	ctx := context.Background()
	var sv eyes.SharedSolver
	for i := range poss {
		a, err := Config{}.Analyze(ctx, &poss[i])
		if err != nil {
			b.Fatal(err)
		}
		if _, err := a.OpticsWith(ctx, &sv); err != nil {
			b.Fatal(err)
		}
	}
	best := make([]time.Duration, len(poss))
	for i := range best {
		best[i] = time.Hour
	}
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		k := n % len(poss)
		b.StopTimer()
		a, err := Config{}.Analyze(ctx, &poss[k])
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		t0 := time.Now()
		if _, err := a.OpticsWith(ctx, &sv); err != nil {
			b.Fatal(err)
		}
		best[k] = min(best[k], time.Since(t0))
	}
	b.StopTimer()
	if b.N >= len(poss) {
		slices.Sort(best)
		b.ReportMetric(float64(best[len(best)/2].Microseconds()), "median-µs")
		b.ReportMetric(float64(best[len(best)*9/10].Microseconds()), "p90-µs")
	}
}

// erro120Board is the 19x19 position of kgs Erro-TheGNUGo before move
// 120 (a perf-corpus position), shared by the optics benchmark and the
// owl escape test.
const erro120Board = `
. . . . X X O . . . . . . . . . . . .
. . . . X O . O . . . . . . . . . . .
. . . . X O . . O . O . X . . . . . .
. . . X . . O . . . . . . . . X X . .
. . . . . X . . . . . . . . . . . . .
. . . X . . . O . O . X . . . . . . .
. . . . . O . . . . . . . . . X . . .
. . . . . . O X X X X . X . . . . . .
. . X . O O X O O O . . . . . . . . .
. X . . . X . . X . O O . . . X . . .
. O O . O . X . X O . . . . . . . . .
. . . . . O . . X O . O . . . . . . .
. . . . . . O . X X O . . X X . . . .
. . O . X . . O O O X O O . O X X X .
. O X . . X . X X O X X O O O O O O .
. O . X . X . . . O X X X X X O . . .
. O X . O O . . O . O O . X O X O O .
O X X X X O . . . O . . . X O X X X O
. . . . O . . . . . X . . . . . . X .`
