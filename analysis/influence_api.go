package analysis

import (
	"context"
	"fmt"
)

// InitialInfluence returns the initial influence of the analysed position
// with toMove to move, as GNU Go's initial_influence command shows it after
// the dragon analysis: the stones of dead dragons do not radiate, living
// ones radiate with a strength lowered by their pre-owl weakness, and the
// colour to move adds its intrusion sources outside the opponent's
// territory (see addIntrusions), as GNU Go's map has them. It runs
// the dragon analysis first (Dragons). The map is computed anew on each
// call (well under a millisecond on 19×19); For(toMove.Other()) on the
// result gives the other colour's map.
func (a *Analysis) InitialInfluence(ctx context.Context, toMove Color) (*Influence, error) {
	if !toMove.IsStone() {
		return nil, fmt.Errorf("analysis: influence needs a colour to move, not %v", toMove)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	ds, err := a.Dragons(ctx)
	if err != nil {
		return nil, err
	}
	b := a.pos.Board()
	in, err := dragonInfluence(ctx, b, ds, a.Worm, true)
	if err != nil {
		return nil, err
	}
	return in.For(toMove), nil
}
