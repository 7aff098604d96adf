package analysis

import "testing"

// owlStageVitalAttackCorner is a black corner group (P19 Q18 R18 R17
// R16 S16) inside white's wall: white kills it at S18 (the attack read's
// first kill) and also at T18, where black lives (GNU Go 3.8:
// dragon_status critical, attack T16 or T18, defence T18).
const owlStageVitalAttackCorner = `
. . . . . . . . . . . . . . X . . . .
. . . . . . . . . . . . O O O X X . .
. . . . . . . . . . . . . . O O X . .
. . . . . . . . . . . . . . . O X X .
. . . . . . . . . . . . . . . O O O .
. . . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

// TestOwlStageVitalAttack: the corner dragon of owlStageVitalAttackCorner
// is critical with T18 as both its attack and its defence point (attack
// S18 without the vital-attack check, owlStageTriesVitalAttack).
func TestOwlStageVitalAttack(t *testing.T) {
	wantOwlStage(t, owlStageVitalAttackCorner, "R16", Critical, "T18", "T18")
}

// TestOwlStageTriesVitalAttack: the defence point is checked as a kill
// only for a critical dragon whose two points differ.
func TestOwlStageTriesVitalAttack(t *testing.T) {
	for _, tc := range []struct {
		name     string
		st       Status
		att, def Pos
		want     bool
	}{
		{"different points", Critical, POS(2, 2), POS(3, 3), true},
		{"same point", Critical, POS(2, 2), POS(2, 2), false},
		{"no defence point", Critical, POS(2, 2), NoMove, false},
		{"no attack point", Critical, NoMove, POS(3, 3), false},
		{"dead", Dead, POS(2, 2), POS(3, 3), false},
	} {
		d2 := Dragon2{OwlStatus: tc.st, OwlAttackPoint: tc.att, OwlDefensePoint: tc.def}
		if got := owlStageTriesVitalAttack(&d2); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
