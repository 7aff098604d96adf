package analysis

import "testing"

// Golois problem Goemate991106-4: the large black dragon L13 has one eye
// (J12) and no way out. The white string J15-K15-L15 next to it (with
// G15-G16-H16-J16) has four liberties, M15, J14, K14 and L14, and M15 is
// also a liberty of the black string K16-L16-M16-K17-J17 above, which has
// only two (M15 and J19). Black M15 saves that string and shortens the
// white one: GNU Go 3.8 owl_defend L13 = 1 M15. M15 was only a frontier
// point, the 24th candidate, beyond the root's width, and no defence was
// found (0); raceSaveMoves adds it.
const owlRaceSave = `
. . . . . . . X . X . O . . . . . O X
. X . . X . X O X O O O . O O . O X .
X X X X O . X O X X O O . . O O O . .
O X O X O X O O O X X X O O X X O . .
O X O . X X O X O O O . . O X . . . .
O O O O . O X X . . . O . X . . O . .
O . X . O O O X X . X X X . X . O . .
. X . O . X O X . X O O O O X X . O .
. . X O X X X O X X O X . O X . X O .
. . X O . O O O X X X X . O . O O O .
. O O O O X . O O X X . O . O . X . .
. . . . . X X X O X . X X . O . . X O
. . O O X . O O X O O O O O . O O O .
. . O X X X X X X X . . . . O O X O X
. . O X O O O O X X O . . O X X X X .
. X O O X . X O O X O O O O X . X . X
. . X X . X . O X X O X X O X X X . O
. O O O O O O X O O O X . X . O O X .
. . . . . . X . . O X X X X X . . . .`

func TestOwlDefendRaceSave(t *testing.T) {
	a, pos := owlAnalysis(t, owlRaceSave, DragonsWithoutOwl)
	if _, got := owlReadGTP(t, a, false, "L13", pos.Size()); got != "1 M15" {
		t.Errorf("owl_defend L13 = %s, want 1 M15 (GNU Go 3.8)", got)
	}
}
