package analysis

import "testing"

// GNU Go regression ld_owl:502 (invasion1.sgf, the whole board): the
// white invasion R17-R15 in the top right lives (GNU Go 3.8: owl_defend
// R17 = 1 R16; the regression accepts R14, S14 or R16, and the test pins
// our answer R14). lifelineBlocks only blocks
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
// corner dragon C16 in the top left is critical. GNU Go 3.8 accepts ten
// attack points and four defences; the stage answers A18 (cornerMoves at
// the root) and B18. It answered B19 B18 before cornerMoves was read at
// the root, and alive when the cavity sacrifice's bonus
// (owlCavityRootBonus) was given at every depth, which the root corner
// placement now hides.
const owlStageCornerCritical = `
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

func TestOwlStageCornerCritical(t *testing.T) {
	_, ds := fullDragons(t, owlStageCornerCritical)
	p, _ := ParseVertex("C16", 19)
	d2 := ds.dragon2[ds.ID(p)]
	att, def := Vertex(d2.OwlAttackPoint, 19), Vertex(d2.OwlDefensePoint, 19)
	attOK := map[string]bool{"B12": true, "D13": true, "D14": true, "A14": true, "A12": true,
		"B11": true, "C19": true, "B18": true, "A18": true, "B19": true}
	defOK := map[string]bool{"A18": true, "B18": true, "A14": true, "B12": true}
	if d2.OwlStatus != Critical || !attOK[att] || !defOK[def] {
		t.Errorf("C16: owl status %v, attack %s, defence %s; want critical with an attack and a defence GNU Go 3.8 accepts",
			d2.OwlStatus, att, def)
	}
}
