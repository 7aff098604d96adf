package analysis

import "testing"

// owlStageEdgeBlockCorner is GNU Go regression ld_owl:173 (tripod5.sgf).
// The black corner C17 (B17-C17, B16, D18-E18) has no eye yet: crude
// status dead. White kills with A16 (or C18, D19); black lives with C19,
// and after white's B18 there only with the block A18 under it, which the
// stage's defence read leaves past the width at depth 2 (contactBlocks).
// GNU Go 3.8: dragon_status C17 critical C18 C19.
const owlStageEdgeBlockCorner = `
. . . . O . . . . . . . . . . . . . .
. . . X X O . . . . . . . . O X X . .
. X X O O O O . . . . . O O O O X . X
. X O O . . . . . . . . . . . O O X .
. O O . . . . . . . . . . . . . O X O
. . O . . . . . . . . . . . . . O O .
. . O . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . O . .
. O O . . . . . . . . . . . . . O . .
O X O . . . . . . . . . . . . . O O .
. X O O . . . . . . . . . . . O O X .
X . X O O O O . . . . . O O O O X X .
. X X X O . . . . . . . . O X X . . O
. O . . . . . . . . . . . . O . X . .
`

// TestOwlStageContactBlocksDeadDragon: the owl stage reads the defence of
// a dragon that looked dead before owl a second time with the contact
// blocks (owlStageReadsContactBlocks) and finds C19; the attack point
// stays the attack read's A16 (no vital-attack swap to C19). It used to
// say dead (the first defence read, complete, found nothing).
func TestOwlStageContactBlocksDeadDragon(t *testing.T) {
	wantOwlStage(t, owlStageEdgeBlockCorner, "C17", Critical, "A16", "C19")
	wantOwlStage(t, owlStageEdgeBlockCorner, "R17", Alive, "PASS", "PASS")
}

// TestOwlStageReadsContactBlocks: the second read is only for a dragon
// dead before owl whose complete first defence read found nothing and
// met a node where the blocks would have changed the moves.
func TestOwlStageReadsContactBlocks(t *testing.T) {
	none := OwlResult{Code: Lose, Move: NoMove, Certain: true, blocksMissed: true}
	noBlocks := OwlResult{Code: Lose, Move: NoMove, Certain: true}
	cutOff := OwlResult{Code: Lose, Move: NoMove, blocksMissed: true}
	found := OwlResult{Code: Win, Move: POS(2, 2), Certain: true, blocksMissed: true}
	for _, tc := range []struct {
		name  string
		def   OwlResult
		crude Status
		want  bool
	}{
		{"dead, nothing found", none, Dead, true},
		{"dead, no block missed", noBlocks, Dead, false},
		{"dead, read cut off", cutOff, Dead, false},
		{"dead, defence found", found, Dead, false},
		{"critical", none, Critical, false},
		{"unknown", none, Unknown, false},
	} {
		if got := owlStageReadsContactBlocks(tc.def, tc.crude); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
