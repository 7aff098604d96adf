package analysis

import "testing"

// Golois problem Goemate990910-1: the black stones D3, E4 and F3 in the
// lower left, between the white walls C3-C4-C6 and G6-J3, have no eye
// and only open space below and between them. GNU Go 3.8: owl_defend D3 =
// 1 E6 (E2 is also accepted): a diagonal step into the open. Our first
// defence was D2, a liberty that runs one line at a time; escapeJumps
// adds the diagonal steps and one-space jumps from the goal into open
// space at the root, and E2, the diagonal of both D3 and F3, comes first.
const owlEscapeJump = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . O . . . . . . . . . . .
. . X . X . O . O . X . X . X . O . .
. . . . . O . O . . . . . . . . . . .
. . X . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . O . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . O . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . O . X . . . . . . . . . . X O . .
. . O X . X . . O . . O . . O . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlDefendEscapeJump(t *testing.T) {
	a, pos := owlAnalysis(t, owlEscapeJump, DragonsWithoutOwl)
	if _, got := owlReadGTP(t, a, false, "D3", pos.Size()); got != "1 E2" {
		t.Errorf("owl_defend D3 = %s, want 1 E2 (GNU Go 3.8 accepts E2 or E6)", got)
	}
}
