package analysis

import "testing"

// A white corner group (Q4-R4-Q3-Q2-R2-Q1-R1 and S3, the bottom right corner
// of owl47 alone on the board) with the eye point R3 and the black
// stones T3-T2-S2-T1-S1 inside its corner, in atari. White T4 captures
// them and leaves a five-point space T3-S2-T2-S1-T1 next to the eye;
// black's placement at the 2-1 point T2 (next to the empty corner T1)
// kills: GNU Go 3.8 answers owl_defend Q4 = 0 and, after white T4,
// owl_attack Q4 = 1 T2. Without cornerMoves at the attacker's first
// reply T2 was the ninth candidate there, past the width of eight, and
// T4 read as a defence (owl_defend Q4 = 1 T4).
const owlCornerTwoOneReply = `
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
. . . . . . . . . . . . . X . O O X .
. . . . . . . . . . . . . X . O . O X
. . . . . . . . . . . . . X . O O X X
. . . . . . . . . . . . . . . O O X X
`

func TestOwlCornerTwoOneReply(t *testing.T) {
	a, pos := owlAnalysis(t, owlCornerTwoOneReply, DragonsWithoutOwl)
	if _, got := owlReadGTP(t, a, false, "Q4", pos.Size()); got != "0" {
		t.Errorf("owl_defend Q4 = %s, want 0 (GNU Go 3.8)", got)
	}
}
