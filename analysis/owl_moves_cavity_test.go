package analysis

import "testing"

// The black corner group R3-S3-Q2-S2-R1 is closed in by white P1-P2-Q3
// and T2; its eye space is R2, S1-T1 and T3-T4. The kill starts with
// white Q1, and after black T3 white's T1 joins T2 into a two-stone
// self-atari that touches no goal stone next to T1: black's capture of
// T1-T2 leaves a cavity inside the goal, and white plays again inside it
// (GNU Go 3.8 on this board: owl_attack R3 = 1 Q1). throwIn treats two
// stones whose capture leaves such a cavity as a throw-in; without that
// T1 is only a late candidate, dropped once the width is full, and the
// attack reads a ko (2 Q1). Node limits as the GTP owl_attack's.
const owlCavityThrowIn = `
. . X . . . . . . . . . . . . . . O .
O . . X O . . . . . . . . . . . X X .
. X X O O O O . . . . . O O O O X . X
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
O O O . . . . . . . . . . . . . O . .
. X O O . . . . . . . . . . . O O . .
X . X O O O O . . . . . O O O O X X .
. . X . . . . . . . . . . . O X . X O
. . . . . . . . . . . . . . O . X . .`

func TestOwlAttackTwoStoneCavityThrowIn(t *testing.T) {
	a, pos := owlAnalysis(t, owlCavityThrowIn, DragonsWithoutOwl)
	n := pos.Size()
	_, got := owlReadGTP(t, a, true, "R3", n)
	if got != "1 Q1" {
		t.Errorf("owl_attack R3 = %s, want 1 Q1", got)
	}
}
