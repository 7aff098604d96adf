package analysis

// computeSurround returns the surround record (seed 004) of the dragon at
// goal, given the dragon set ds of b. extra, when not NoMove, is an extra
// stone of the goal's opponent placed at that empty point (does_surround).
// Placeholder: returns nil (no record) until the surround work lands.
func computeSurround(b *Board, ds *DragonSet, goal, extra Pos) *Hull { return nil }
