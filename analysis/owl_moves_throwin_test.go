package analysis

import "testing"

// The black group A6-B6-C5-B4-D4-C3-D3-D2 in the corner (owl41, 9x9)
// has its eye space around A3-B3-A2 and the white stones A5-A4 inside
// its edge. GNU Go 3.8: owl_defend A6 = 1 B3. After black B3 white A3
// makes A5-A4-A3 a lunch of two liberties, B5 and A2, and the tactical
// reader's capture of it is A2: a self-atari for black that puts the
// white string in atari (GNU Go 3.8 defends there, owl_defend A6 = 1 A2
// on that board). pickMoves dropped every defender self-atari below the
// root, so black had no answer to A3 and no defence of the corner was
// found (owl_defend A6 = 0); it now keeps a self-atari that is the
// reader's capture of a lunch.
const owlLunchThrowIn = `
. . . . . . . . .
. . O . . . . . .
. O . . . . . . .
X X O O . . . . .
O . X . . . . . .
O X . X O O . . .
. . X X O . . . .
. O O X O . . . .
. . . O . . . . .`

func TestOwlDefendLunchThrowIn(t *testing.T) {
	a, pos := owlAnalysis(t, owlLunchThrowIn, DragonsWithoutOwl)
	if _, got := owlReadGTP(t, a, false, "A6", pos.Size()); got != "1 B3" {
		t.Errorf("owl_defend A6 = %s, want 1 B3 (GNU Go 3.8)", got)
	}
}

// The same corner after black B3 and white A3: black's only defence is
// the throw-in A2 (GNU Go 3.8: owl_defend A6 = 1 A2).
const owlLunchThrowInPlaced = `
. . . . . . . . .
. . O . . . . . .
. O . . . . . . .
X X O O . . . . .
O . X . . . . . .
O X . X O O . . .
O X X X O . . . .
. O O X O . . . .
. . . O . . . . .`

func TestOwlDefendLunchThrowInAfterPlacement(t *testing.T) {
	a, pos := owlAnalysis(t, owlLunchThrowInPlaced, DragonsWithoutOwl)
	if _, got := owlReadGTP(t, a, false, "A6", pos.Size()); got != "1 A2" {
		t.Errorf("owl_defend A6 = %s, want 1 A2 (GNU Go 3.8)", got)
	}
}
