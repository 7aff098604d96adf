package analysis

import "testing"

// owlStageOneMoveKillCorner is GNU Go regression ld_owl:152
// (tripod1.sgf): the black R18-R17-S16 in the upper right corner looked
// dead before owl. GNU Go 3.8: dragon_status R17 critical S17 T17 (the
// test accepts S17, Q18 or T16 for the kill).
const owlStageOneMoveKillCorner = `
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . . . . . . . . X . .
. X X O O O O . . . . . O O O O X . .
. . O O . . . . . . . . . . . O O X .
. . O . . . . . . . . . . . . . O O .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. O O . . . . . . . . . . . . . O . .
. X O O . . . . . . . . . . . O O . .
X . X O O O O . . . . . O O O O X X .
. O X . . . . . . . . . . . O X . . .
. . . . . . . . . . . . . . . . X . .
`

// TestOwlStageOneMoveKill: the stage's attack read tries Q19 first, after
// which the goal has two eyes if it moves twice (1112), and is cut off;
// the second read with the kills that end the defender's node at once
// first (owlStageReadsOneMoveKill) answers S17 (0011, the one of them in
// contact with the goal), certain, and the longer defence read with the
// contact blocks finds T17. Before: dead.
func TestOwlStageOneMoveKill(t *testing.T) {
	wantOwlStage(t, owlStageOneMoveKillCorner, "R17", Critical, "S17", "T17")
}
