package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOwlStageCertainFollowsNodeLimit: owl_attack_certain and
// owl_defense_certain say whether the owl reads finished within their node
// limit (seed 001). The white corner group needs reading (it is not
// skipped as safe); with a node limit of one the attack read is cut off
// and finds no kill, so the stage calls the group alive but
// owl_attack_certain may not claim certainty. With the stage's own budget
// the read finishes and the flag is set. Either way owl_defend is not run
// on a dragon the attack cannot kill (seed 001, owl_status), so the
// defence fields are those of a read not made: code 0, no point, certain
// (no defence read ran out of nodes), as GNU Go 3.8 prints them.
func TestOwlStageCertainFollowsNodeLimit(t *testing.T) {
	const diagram = `
..O.OX...
OOO.OX...
XXXOOX...
..XXXX...
.........
.........
.........
.........
.........`
	for _, tc := range []struct {
		name        string
		limit       int
		wantCertain bool
	}{
		{"cut off", 1, false},
		{"read out", 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			pos := mustDiagram(t, diagram)
			a, err := Config{Level: DragonsWithoutOwl}.Analyze(ctx, &pos)
			require.NoError(t, err)
			ds, err := a.Dragons(ctx)
			require.NoError(t, err)
			require.NoError(t, owlStageLimit(ctx, a, ds, tc.limit))
			d2 := ds.DRAGON2(mustVertex(t, "C9", 9))
			t.Logf("owl=%v att=%v/%v/%v def=%v/%v/%v", d2.OwlStatus, d2.OwlAttackCode, d2.OwlAttackPoint, d2.OwlAttackCertain,
				d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain)
			require.NotEqual(t, Unchecked, d2.OwlStatus)
			require.Equal(t, tc.wantCertain, d2.OwlAttackCertain, "owl_attack_certain")
			require.Equal(t, Alive, d2.OwlStatus)
			require.Equal(t, Lose, d2.OwlDefenseCode, "owl_defense_code")
			require.Equal(t, NoMove, d2.OwlDefensePoint, "owl_defense_point")
			require.True(t, d2.OwlDefenseCertain, "owl_defense_certain")
		})
	}
}
