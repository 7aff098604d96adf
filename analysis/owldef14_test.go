package analysis

import "testing"

// Capturing races near the root of a defence question (enclosedRace).

// GNU Go regression owl:172 (the whole board): the black dragon A6..F1
// encloses the white string B2-C2 in the bottom left corner (four
// liberties, no way out) and lives by capturing it: GNU Go 3.8 answers
// owl_defend A6 = 1 B3 (the test accepts B3 or C1). After black C1 and
// white B1, the white string B1-B2-C2 has three liberties, the tactical
// reader does not capture it (black is short of liberties too), and the
// eye spaces alone give black no two eyes: hopeless ended the line as
// dead, and owl_defend answered 0. The race (the black string next to
// it has as many liberties, and the white string's liberties lead
// nowhere but into black's eye space) now keeps the line read: black
// B3 wins the race.
const owlDefEnclosedRace = `
. X . X O O X . . . . . . . . . . X .
X X X . X O X X X X . . . . . . X . X
X O X X X O O O O X X X X X X X O X .
O O O X O . . O . O O X O O O X O X X
O X O O O O . O . O . O O O O O O O O
X X X O . . . . . O O . O X O O O O O
. . X O O O . O O O . O X X X O X O X
. X X X X O . . O . O . O X . X X X X
X . . X O O O . . O . . O X X . . X .
X X X O O X X O . + O . O O X X O O X
O X X X X X O O . O . . . . O O X X X
O O X O O X X O O . . . O O O . O X .
O O O O O O O O . O . O X X O . O X X
X O X O X O O X O O . O X . O O . O X
X X X O X O X X O . O X X X X O . O O
X X X X X X X O O X O O O O X O O X O
. . . X O O X O O X O . . O X O X X X
X O O X X O O O X X X O O X X X X X X
. . . X X X O . . . . . O O X . . X .
`

func TestOwlDefEnclosedRace(t *testing.T) {
	a, pos := owlAnalysis(t, owlDefEnclosedRace, Worms)
	if _, got := owlReadGTP(t, a, false, "A6", pos.Size()); got != "1 C1" {
		t.Errorf("owl_defend A6 = %s, want 1 C1 (GNU Go 3.8: 1 B3)", got)
	}
}
