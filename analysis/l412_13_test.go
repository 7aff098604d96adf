package analysis

import "testing"

// The white corner group Q4-R4-Q3-S3-Q2-R2-Q1-R1 (with the lone white
// T4 in atari beside it) is killed by black T2 (GNU Go 3.8: owl_attack
// Q4 = 1 T2). After white S1, black's kill is T3: it captures T4, a
// defender stone outside the goal, next to its own T2, and T2-T3 stays
// inside the eye space with liberties (GNU Go and our owl_defend after
// T3 both say dead). T3 ranked as a plain eye-space point (45) behind
// P3/P2/P1/P4/Q5 and fell outside the width 5 at depth 2, so the read
// of T2 needed the false kill P1 (which white answers at T3 and lives);
// once the three-liberty hopeless rule (owlSlowLunchDepth) let
// joinLives find white's T3 there, T2 was lost (answer 0). attackMoves
// now adds 20 to an eye-space point below the root where the attacker
// captures a non-goal defender string in atari next to its own stone.
// Node limits as the GTP owl_attack's.
const owlL412 = `
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
. . . . . . . . . . . . . . X X X X .
. . . . . . . . . . . . . . X . . X X
. . . . . . . . . . . . . X . O O X O
. . . . . . . . . . . . . X . O . O .
. . . . . . . . . . . . . X . O O . .
. . . . . . . . . . . . . . . O O . .`

func TestOwlAttackCaptureNonGoalStoneInEyeSpace(t *testing.T) {
	a, pos := owlAnalysis(t, owlL412, DragonsWithoutOwl)
	_, got := owlReadGTP(t, a, true, "Q4", pos.Size())
	if got != "1 T2" {
		t.Errorf("owl_attack Q4 = %s, want 1 T2", got)
	}
}
