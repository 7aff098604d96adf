//go:build !race

package analysis

// semeaiTimeFactor scales the time limits of the semeai tests (1 without
// the race detector).
const semeaiTimeFactor = 1
