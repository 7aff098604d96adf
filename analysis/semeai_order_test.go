package analysis

import (
	"context"
	"fmt"
	"regexp"
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

// semeaiExtendOrFill: the white dragon G12 (eleven liberties) races the
// black stones E14-H14 G13 (five). White wins whoever moves first; moving
// first it fills one of black's liberties (GNU Go 3.8: E13) or passes.
// Extending its own liberties at E12 wins as well but is no semeai move:
// an extension is valued below filling an outside liberty.
const semeaiExtendOrFill = `
. . . . . . . . . . . . . . . . . . .
. . . . X . X . . . . X O O . . X O .
. . X X O . . X X . X . X . O O X O .
X O O X O . O O O O . . . X X X O X .
. X O X O . . . . . X . . . . O O O .
X . X O X X X X O O . . X . . . . . .
. X X O . . X O O . . O X . O . O . .
. O O O . O O X X O . X . X O . . . .
. . . . O . X X . X X . X O O . X . .
. . . . O O . X X . X . X O . O X . .
. X . X X . O O X X O O O X . O X . .
. . . . . X X X O O . O . X . O X O .
. . X . . . . O . . O O . . . X O O .
. . . O . . O . O . X . X X . X O . X
. X . . O O . . . X . X . . . X O . .
. . . X O X . O . X . O X O O X X X .
. . X . X O O . . . . O O . . O O O .
. . . . X O . X X X O . . . . . . . .
. . . . . O X . . O . . . . . . . . .
`

// TestSemeaiExtensionAfterOutsideLiberty checks that a side fills the
// opponent's outside liberty before extending its own liberties.
func TestSemeaiExtensionAfterOutsideLiberty(t *testing.T) {
	a := semeaiAnalysis(t, semeaiExtendOrFill)
	got := semeaiQuery(t, a, "G12", "G13")
	if !regexp.MustCompile(`^1 1 (F15|G15|H15|E13|F13|PASS)$`).MatchString(got) {
		t.Errorf("analyze_semeai G12 G13 = %q, want 1 1 and a liberty of black's", got)
	}
}

// semeaiKoOrQuiet: the white stones A12-C9 with one eye race the black
// dragon A16-D7 in the upper left. White, moving first, wins outright
// with A17 (GNU Go 3.8: 1 1 A17). Deep in the race the first candidate
// of white's is a ko recapture, and the branching limit used to stop
// there, so the race read as a ko (2 2 A17); a ko result now lets the
// next candidate, a quiet liberty fill that wins outright, be read too.
const semeaiKoOrQuiet = `
. . . . . . . . . O . . X O . O . X .
O O O . . . . . . O . X X O O O O O X
. . O O O . . . . O . X O X X X X X .
X X . . O O . . . O . X O . . . . . .
. X X X . O . . . O O X O . . . . . .
X O . X . O O . . . X O O O O O O O O
. O . X X . O . . . X X X X X X X X X
O O O . X . O . . . . . . . X O O O O
. . O . X . O O . . . . . . X O . X .
O O O . X . O . O . . . . . X O . X .
. . O . X . O O O O . . . . X O . X .
X X X X X . O . X O . . . . X O . O X
O O O X O O O . X O . . . . X X O O .
. . O O . . O . X O . . . . . X X O O
X X . O O . O . X O . . . . . X . X X
. X X . O O O . X O X X X X X X X . .
O . X X . O O . X O X . . . . X . . .
O O . X . O O . X X O O O O O X . . .
. O . X . O O . X . O . O . X . . . .
`

// TestSemeaiKoResultReadsOneMore checks that a line won only through a
// ko reads one more candidate beyond the branching limit.
func TestSemeaiKoResultReadsOneMore(t *testing.T) {
	a := semeaiAnalysis(t, semeaiKoOrQuiet)
	if got := semeaiQuery(t, a, "A12", "A16"); got != "1 1 A17" {
		t.Errorf("analyze_semeai A12 A16 = %q, want \"1 1 A17\"", got)
	}
}

// semeaiQuery is analyze_semeai on a 19x19 analysis, without the
// certainty check of semeaiAnswer.
func semeaiQuery(t *testing.T, a *Analysis, av, bv string) string {
	t.Helper()
	ap, _ := ParseVertex(av, 19)
	bp, _ := ParseVertex(bv, 19)
	r, err := a.AnalyzeSemeai(context.Background(), ap, bp)
	if err != nil {
		t.Fatal(err)
	}
	return semeaiCodes(r, 19)
}
