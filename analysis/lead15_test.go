package analysis

import "testing"

// GNU Go regression ld_owl:502 (invasion1.sgf, the whole board): the
// white invasion R17-R15 in the top right lives (GNU Go 3.8: owl_defend
// R17 = 1 R14; R14, S14 or R16 are accepted). lifelineBlocks only blocks
// the way out of defender strings of at least owlLifelineStones (two)
// stones. With lone stones too, the outside liberty of a lone white stone
// beside the eye space enters the attacker's first answers and takes the
// width slot of a real refutation: the defence read then answers 1 Q19,
// which GNU Go 3.8 rejects (owl_does_defend Q19 R17 = 0).
const owlDefLifelineLoneStone = `
. . . . . . . . . . . . . . . . . . .
. . . . X . . . . . . . . . X . . . .
. . O . X O . . . . . . . O X . O . .
. . . X . O . . . O . . . O . X . . .
. . . . . . . . . . . . . . . X O . .
. . . X . . . . . . . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . X + . . . . . + . . . . . + X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. X . . . . . . . . . . . . . . . . .
. O X X . . . . . . . . . . . X X . .
. O O X . . . . . . . . . . . X O . .
. . O X . O . . . O . . . O . X O . .
. . O . X O . . . . . . . O X . O . .
. . . . X . . . . . . . . . X . . . .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlDefLifelineLoneStone(t *testing.T) {
	wantOwl(t, owlDefLifelineLoneStone, false, "R17", "1 R14")
}

// GNU Go regression ld_owl:61 (ld16.sgf, the whole board): the black
// corner dragon C16 in the top left is critical (GNU Go 3.8: B19 or
// another of ten points kills, B18 or three others live). The cavity
// sacrifice's bonus (owlCavityRootBonus) holds at the root only: given at
// every depth (it then outranks other candidates deeper in the lines),
// the stage no longer finds a kill of C16 and reads it alive.
const owlStageCavityBonusRootOnly = `
. . . . . . . . . . . . . . X . . . .
. . X O O . . . . . . . O O O X X . .
. . X . O . . . . . . . . . O O X . .
. X X + O . . . . + . . . . . O X X .
O X O O O . . . . . . . . . . O O O X
. O X . O . . . . . . . . . . . . O .
. O X . O . . . . . . . . . . . . O .
. . O O O . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . + . . . . . + . . . . . + . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
O O . . . . . . . . . . . . . . . O .
X O O . . . . . . . . . . . O O O O .
X X O O . . . . . . . . . . O . O X .
. X X O . . . . . + . . . . O + O X .
. . X O O . . . . . . . . . O X X . .
. . X X O O . . . . . . . . O . . . .
. . . X X O . . . . . . . . . . . . .
`

func TestOwlStageCavityBonusRootOnly(t *testing.T) {
	wantOwlStage(t, owlStageCavityBonusRootOnly, "C16", Critical, "B19", "B18")
}
