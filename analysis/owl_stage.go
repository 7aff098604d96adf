package analysis

import "context"

// owlStage fills the owl fields of ds (seed 001: owl_status, owl_attack_*,
// owl_defense_*, owl_threat_status) and the statuses that follow from them.
// Placeholder: leaves the fields Unchecked until the owl work lands.
func owlStage(ctx context.Context, a *Analysis, ds *DragonSet) error { return ctx.Err() }
