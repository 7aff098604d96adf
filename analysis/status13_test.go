package analysis

import "testing"

// owlStageFalseDefenceEdge is a black group on the lower right edge (Q3
// R3 S4 S5) in white's wall. The stage's defence read finds Q2, but after
// black Q2 white kills at S2, the point black needs (GNU Go 3.8:
// dragon_status critical, attack R1, defence S2; owl_does_defend Q2 says
// 0, and white S2 kills too).
const owlStageFalseDefenceEdge = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . O O O O .
. . . . . . . . . . . . . . O . O X .
. . . . . . . . . . . . . . O . O X .
. . . . . . . . . . . . . . O X X . .
. . . . . . . . . . . . . . O . . . .
. . . . . . . . . . . . . . . . . . .
`

// TestOwlStageFalseDefenceEdge: the defence check (owlStageCheckDefence)
// finds white's kill S2 after black Q2, and S2 saves the group; S2 is
// then the attack point too (owlStageTriesVitalAttack).
func TestOwlStageFalseDefenceEdge(t *testing.T) {
	wantOwlStage(t, owlStageFalseDefenceEdge, "R3", Critical, "S2", "S2")
}

// owlStageFalseDefenceLunch is a black group in the upper left corner
// (A17 B17 C17 D17 D18) whose lunch, the white stones B19 B18 C18 A19,
// it can take: the stage's defence read finds A18, but after black A18
// white C19 kills, and black C19 does not save it either (GNU Go 3.8:
// dead; owl_defend 0).
const owlStageFalseDefenceLunch = `
O O . . O O . . O . . . . . . . . . .
. O O X . O O X X . . . . . . . . . .
X X X X . O . X . . . . . . . . . . .
. . . . . O . X X . . . . . . . . . .
O O O O O O O O O . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

// TestOwlStageFalseDefenceLunch: the defence check (owlStageCheckDefence)
// refutes A18 with C19, which does not defend: the group is dead.
func TestOwlStageFalseDefenceLunch(t *testing.T) {
	wantOwlStage(t, owlStageFalseDefenceLunch, "A17", Dead, "D19", "PASS")
}
