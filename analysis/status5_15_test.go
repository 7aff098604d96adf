package analysis

import "testing"

// GNU Go regression ld_owl:159 (tripod2.sgf) is the board of
// owlCavityThrowIn (owl_moves_cavity_test.go): the black corner dragon
// B4-A3-C3-C2, with eye space A1-E2 under the white wall D3-G3. GNU Go
// 3.8: dragon_status C3 critical (D2|A4) B1.
//
// TestOwlStageTwoMoveCorner: the owl stage's longer defence read (given
// after the intruder kill A4) finds B1. It needs the small goal read on
// at depth 2 of the defence question when it has two eyes if it moves
// twice (owlDefendTwoMoveDepth: after B1 and white's A2, 0112), and the
// goal strings' attack points read afresh in defence questions (the
// two-liberty B4's attack point was A4 or B3 by what the tactical reader
// had cached, which changed the defender's candidates in one move order
// and, through the owl cache, in its transpositions). Before: dead.
func TestOwlStageTwoMoveCorner(t *testing.T) {
	wantOwlStage(t, owlCavityThrowIn, "C3", Critical, "A4", "B1")
}
