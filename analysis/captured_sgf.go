package analysis

// WithCaptured returns a copy of pos in which n stones of colour c count as
// captured. The SGF loader uses it to replay a suicide the way GNU Go does
// (the suicided stones count as captured by the opponent).
func WithCaptured(pos Position, c Color, n int) Position {
	if c.IsStone() {
		pos.captured[c] = n
	}
	return pos
}
