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
