package analysis

import "testing"

// TestDefendThreeLibRace: black F2-G2 (liberties E2, F1, G1) is next to
// white's H1-H2 (H3, G1, J1), three liberties each with G1 shared. The
// defence is to take the attacker's outside liberty H3 (after it H1-H2
// has two liberties and cannot win the race); GNU Go 3.8 answers
// defend G2 = 1 H3 (nngs joshj-gnugo move 120 after W H2 B J2 W H1,
// which left F2-G2 weak in our worm analysis). Without the defender's
// moves on the outside liberties of a three-liberty attacker in a
// race (race3Depth) the reader answered 0.
func TestDefendThreeLibRace(t *testing.T) {
	wantDefend(t, `
|...X.XX.O...
|...X...O.X..
|.O..OOO.X...
|...O.XXOX...
|.......O....
+------------`, "G2", "1 H3")
}
