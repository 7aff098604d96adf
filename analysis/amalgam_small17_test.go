package analysis

import "testing"

// TestTwoSpaceJumpFiveByFive checks that on a 5x5 board a bare two-space
// jump is left to the connection read, not to twoSpaceJumpApproached's
// zone (which takes one side of the centre row as the edge side and
// joined this jump with White at C1 below its middle): GNU Go 3.8 splits
// Black A2-D2 with White at C1 and joins it with White at E5. Probing
// every point of the 5x5 board for the six bare two-space jumps A3-D3,
// B3-E3, C1-C4, A2-D2, A1-D1 and B4-B1, our partition agrees with GNU Go's
// on 113 of 133 points with the read, 99 with the zone.
func TestTwoSpaceJumpFiveByFive(t *testing.T) {
	requireSameDragon(t, `
.....
.....
.....
X..X.
..O..`, "A2", "D2", false)
	requireSameDragon(t, `
....O
.....
.....
X..X.
.....`, "A2", "D2", true)
}
