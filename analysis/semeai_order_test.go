package analysis

import (
	"context"
	"fmt"
	"testing"
)

// semeaiBoardOrderRace: the black stones S9 R8 S7 race the white string
// R11 R10 R9 (three liberties: R12, S10, S11). Black, moving first, wins
// by filling white's first outside liberty in board order, R12 (the top
// row first), as GNU Go 3.8's semeai takes the first safe outside liberty
// of its board scan; ordering the liberties by how much white would gain
// by extending there picked S10, which loses.
const semeaiBoardOrderRace = `
. . . . . . . . . . . . . . . . . . .
. . . O . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . X . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X O . .
. . . X . . . . . X . . . . O X O . .
. . . . . . . . . . . . X X O X O X .
. . . . . . . . . . . . . . O O X . .
. . . . . . . . . . X O X X X O . X .
. . . . . . . . . . . O O O X O O . .
. . . . . . . . . . . . O X O O O O .
. . . X . . . . . X X X O X X X O X X
. . . . . . . . . O O X X O O X O X .
. . . . . . . . . . . O O O X X X . X
. . . . . . . . . . . . . . . X X . X
`

// TestSemeaiOutsideLibertyBoardOrder checks that the outside liberty a
// side fills is the first safe one in board order.
func TestSemeaiOutsideLibertyBoardOrder(t *testing.T) {
	a := semeaiAnalysis(t, semeaiBoardOrderRace)
	ap, _ := ParseVertex("S9", 19)
	bp, _ := ParseVertex("R11", 19)
	r, err := a.AnalyzeSemeai(context.Background(), ap, bp)
	if err != nil {
		t.Fatal(err)
	}
	got := semeaiCodes(r, 19)
	if want := "1 1 R12"; got != want {
		t.Errorf("analyze_semeai S9 R11 = %q, want %q", got, want)
	}
}

// semeaiCodes formats a semeai result as analyze_semeai prints it.
func semeaiCodes(r SemeaiResult, n int) string {
	return fmt.Sprintf("%d %d %s", r.ResultA.GTP(), r.ResultB.GTP(), Vertex(r.Move, n))
}
