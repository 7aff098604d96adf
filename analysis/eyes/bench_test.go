package eyes

import (
	"context"
	"testing"
)

var benchGraphs = []string{
	"...%!..", "OO!%O.X%!...", "|.%|X%|...)%+---", "..X%@...%----", ".X.X.%X...X%.X.X.",
	"+---%|...%|.X.%|..!", "OX.%(<XX%OX", "!.X.!", "....%....", "X.X.%.X.X%X.X.",
}

func BenchmarkAnalyze(b *testing.B) {
	var gs []*Graph
	for _, s := range benchGraphs {
		g, err := ParseGraph(s)
		if err != nil {
			b.Fatal(err)
		}
		gs = append(gs, g)
	}
	for i := 0; i < b.N; i++ {
		for _, g := range gs {
			if _, err := Analyze(context.Background(), g, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
