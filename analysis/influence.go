package analysis

import "context"

// Influence is the initial influence of a position (placeholder until the
// influence work lands).
type Influence struct{}

// influenceStage computes the initial influence of b given the dragon set
// (dead dragons do not radiate) and fills MoyoSize, MoyoTerritorialValue
// and EscapeRoute of every dragon. Placeholder.
func influenceStage(ctx context.Context, b *Board, ds *DragonSet) (*Influence, error) {
	return &Influence{}, ctx.Err()
}
