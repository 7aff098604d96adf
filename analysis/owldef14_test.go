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
	wantOwl(t, owlDefEnclosedRace, false, "A6", "1 C1")
}

// Diagonal links of the stones played in a defence question
// (diagonalJoins).

// GNU Go regression ld_owl:506 (the whole board): the white stone R17 in
// the top right lives with S16 (GNU Go 3.8: 1 S16), the diagonal link
// to the white side string R15-R14 under the black R16. After S16 S18
// S17 R18 white lives by running down the side (GNU Go: S11; ours:
// R13), with the room and the eye space R15-R14 brings; but the goal of
// the read was R17 and the stones played next to it, and R15-R14 (a
// separate dragon) stayed out of it: the side extension was never a
// candidate and owl_defend answered 0. The link is not cut: black S15
// would have two liberties.
const owlDefDiagonalSide = `
. . . . . . . . . . . . . . . . . . .
. . . . X . . . . . . . . . X . . . .
. . O . X O . . . . . . . O X . O . .
O . O X . O . . . O . . . O . X X . .
. O X . . . . . . . . . . . . X O . .
. X . X . . . . . . . . . . . X O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . X + . . . . . + . . . . . + X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. X X . . . . . . . . . . . . . X . .
. . O X . . . . . . . . . . . X O . .
. . O X . . . . . . . . . . . X O . .
. O X X . O . . . O . . . O . X X O .
. . O . X O . . . . . . . O X . O . .
. O . . X . . . . . . . . . X . . . .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlDefDiagonalSide(t *testing.T) {
	wantOwl(t, owlDefDiagonalSide, false, "R17", "1 S16")
}

// GNU Go regression owl1:292 (the whole board): the white corner stone
// T2 lives with T4 (GNU Go 3.8: 1 T4), diagonally next to the white
// string R5-S5 (both points beside the link, S4 and T5, are empty).
// Read with T2 and T4 alone as the goal, the corner had no way out and
// owl_defend answered 0; with R5-S5 in it, the goal reaches the open
// space above (escape 21 after T4).
const owlDefDiagonalCorner = `
. . . . . . . . . . O . . . . . . . .
. . . . . . . . . . . . . O . . . . .
. X X X X X . . . . . X . O . O O . .
. X O O X O . X X X . . . . X X X . .
. O O O O . O O O . . . X . . . . . .
. . X . . . . . . . O . . . . . . . .
. X . . O . O . O . . . . . . . . . .
. . . . . . . . . . . . . X . X . O .
. . X . X . X O O . O . . . . . . . .
. . . + . . . X . + . . . . X + O . .
. X . . X . . X . . . . . X . X O . .
. X O . . . . . . . . . . . . . . . .
. . . . . . . X . . . . . . . . . . .
. . . . O . . . . . . . . . . O . . .
. . . . . . O . . . . O . . . . O O .
. O O O O . . . . + . . . O O O X X .
. X X X . X . O . . O . X O X X X . .
. . . . . X . . . . . . . X . . . . O
. . . . . . . . . . . X . . . . . . .
`

func TestOwlDefDiagonalCorner(t *testing.T) {
	wantOwl(t, owlDefDiagonalCorner, false, "T2", "1 T4")
}

// GNU Go regression ld_owl:516 (the whole board): the white stone R3 in
// the bottom right lives with S2 (GNU Go 3.8: 1 S2). S2 is a one-point
// jump from the white string S4-S5-R5-S6 (a black stone on S3 between
// would have one liberty). With that string in the goal, the corner and
// the side above make one group with room to run; without it the read
// found only a ko (2 S2).
const owlDefJumpLink = `
. . . . . . . . . . . . . . . . . . .
. . . . X . . . . . . . . . X . . . .
. . O . X O . . . . . . . O X . O . .
. . X X . O . . . O . . . O . X X O .
. . O X . . . . . . . . . . . X O . .
. O . X . . . . . . . . . . . X X O .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . X + . . . . . + . . . . . + X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. O X X . . . . . . . . . . . X X O .
. O O X . . . . . . . . . . . X O O .
. O X X . O . . . O . . . O . X X O .
. O O X X O . . . . . . . O X . O . .
. O X . X . . . . . . . . . X . X . .
. X . . . . . . . . . . . . . . . . .
`

func TestOwlDefJumpLink(t *testing.T) {
	wantOwl(t, owlDefJumpLink, false, "R3", "1 S2")
}

// The attacker's block of the last way out of a defender's string that
// lives off the goal's eye space (lifelineBlocks).

// GNU Go regression ld_owl:161 (the whole board): the black corner group
// R17-R18 in the top right is dead (GNU Go 3.8: dragon_status dead). Its
// defence read found S18, but after S18 white kills with T15: the black
// string S16-T16 next to the eye space keeps only S17 and T17, two eye
// points, and fills the eyes or dies with the corner (both engines agree
// that owl_does_attack T15 kills after S18). T15 is no liberty of the
// goal and no eye point, so the attacker never tried it: the status was
// critical S18 S18.
const owlStageLifelineBlock = `
. . . X . . . . . . . . . . . . . . .
. . . X O . . . . . . . . . . . X . O
. X X O O O O . . . . . O O O O X . .
. . O O . . . . . + . . . . . O O X X
. . O . . . . . . . . . . . . . O O .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . + . . . . . + . . . . . + . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. O O . . . . . . . . . . . . . O . .
. X O O . . . . . + . . . . . O O . .
X . X O O O O . . . . . O O O O X X .
. . X X O . . . . . . . . . O X . X .
. . . . . . . . . . . . . . . X . O .
`

func TestOwlStageLifelineBlock(t *testing.T) {
	wantOwlStage(t, owlStageLifelineBlock, "R17", Dead, "S17", "PASS")
}
