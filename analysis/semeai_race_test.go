//go:build race

package analysis

// semeaiTimeFactor scales the time limits of the semeai tests: the race
// detector slows reading down about tenfold.
const semeaiTimeFactor = 10
