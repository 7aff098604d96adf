package analysis

import "testing"

// A lone white stone at Q13, below the white wall O15-P16-Q18 and next to
// the black stones Q14 and R14-R15-R16. The attacker finds no kill: the
// stone escapes into the open right side. It has no eye at all, though,
// and GNU Go 3.8 answers owl_defend Q13 = 1 P12 (Q11 is also accepted):
// PASS is its answer only for a dragon with two secure eyes. When the
// complete attack read finds no kill but the dragon has no two eyes even
// moving twice, OwlReader.Defend therefore reads the defender's moves and
// answers the first that holds (here the escape jumps from the stone).
const owlDefendNoEyesEscape = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . O . .
. . . X . . . . . . . . . O . . O X .
. . . . . . . . . . . X . . O O X . .
. . . . . . . . . . . . . O X . X . .
. . X . . . . . . . . . . . X . X . .
. . . . . . . . . . . . . . . O . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . O . . . . . . . . . . . O . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlDefendWithoutEyesNamesAMove(t *testing.T) {
	a, pos := owlAnalysis(t, owlDefendNoEyesEscape, DragonsWithoutOwl)
	if _, got := owlReadGTP(t, a, false, "Q13", pos.Size()); got != "1 P12" && got != "1 Q11" {
		t.Errorf("owl_defend Q13 = %s, want 1 P12 or 1 Q11 (GNU Go 3.8: 1 P12), not PASS", got)
	}
}
