package analysis

import (
	"context"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
	"github.com/stretchr/testify/require"
)

// TestConfigEyeSolverSameAnswers checks Config.EyeSolver: the optics and
// the owl evaluations use the given solver, and the dragons (eye values,
// owl codes and points, statuses) are the same as with solvers of their
// own, with the shared solver cold and warm (a second analysis meets the
// shapes again). Position: nngs ManyFaces4-gnugo-3.1.27, move 200.
func TestConfigEyeSolverSameAnswers(t *testing.T) {
	pos := mustDiagram(t, manyFaces4Move200)
	ctx := context.Background()
	fields := func(sv *eyes.SharedSolver) []string {
		a, err := Config{Level: Dragons, EyeSolver: sv}.Analyze(ctx, &pos)
		require.NoError(t, err)
		ds, err := a.Dragons(ctx)
		require.NoError(t, err)
		o, err := a.Optics(ctx)
		require.NoError(t, err)
		require.True(t, o.shared == sv, "the optics' solver")
		var out []string
		for p := BoardMin; p < BoardMax; p++ {
			if !pos.Board().At(p).IsStone() || ds.Dragon(p).Origin != p {
				continue
			}
			d2 := ds.DRAGON2(p)
			out = append(out, Vertex(p, 19)+" "+d2.Genus.String()+" "+d2.OwlStatus.String()+" "+
				d2.OwlAttackCode.String()+" "+Vertex(d2.OwlAttackPoint, 19)+" "+
				d2.OwlDefenseCode.String()+" "+Vertex(d2.OwlDefensePoint, 19)+" "+ds.Dragon(p).Status.String())
		}
		return out
	}
	own := fields(nil)
	require.NotEmpty(t, own)
	sv := &eyes.SharedSolver{}
	require.Equal(t, own, fields(sv), "cold shared solver")
	require.Equal(t, own, fields(sv), "warm shared solver")
	// The owl evaluations' optics take the analysis' solver too.
	a, err := Config{Level: Worms, EyeSolver: sv}.Analyze(ctx, &pos)
	require.NoError(t, err)
	var o Optics
	o.resetForOwl(a, 19)
	require.True(t, o.shared == sv, "the owl optics' solver")
}
