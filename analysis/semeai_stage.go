package analysis

import "context"

// semeaiStage decides the semeais between adjacent critical or dead
// dragons and fills the semeai fields of ds. Placeholder until the semeai
// work lands.
func semeaiStage(ctx context.Context, a *Analysis, ds *DragonSet) error { return ctx.Err() }
