package analysis

import (
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// TestOwlStageSkip: as in GNU Go, the owl stage skips a dragon only when
// its moyo and escape route alone make it safe; eyes and a lunch do not
// (such a dragon is read, with the small limit of owlReadEyeSafe).
func TestOwlStageSkip(t *testing.T) {
	two := eyes.EyeValue{A: 2, B: 2, C: 2, D: 2}
	for _, tc := range []struct {
		name   string
		d2     Dragon2
		eff    float64
		choice owlStageChoice
	}{
		{"no eyes, no room", Dragon2{}, 4, owlRead},
		{"two eyes and a lunch, small moyo", Dragon2{Genus: two, Lunch: POS(1, 1), MoyoTerritorialValue: 4.37}, 8.33, owlReadEyeSafe},
		{"two eyes, no moyo", Dragon2{Genus: two}, 8, owlRead},
		{"big moyo and escape", Dragon2{MoyoTerritorialValue: 12, EscapeRoute: 30}, 10, owlSkip},
	} {
		if got := owlStageSkip(&tc.d2, tc.eff); got != tc.choice {
			t.Errorf("%s: choice %v, want %v", tc.name, got, tc.choice)
		}
	}
}

// TestOwlStageReadsDefence: no defence read for a dragon that is dead as
// it stands (its kill needs no move).
func TestOwlStageReadsDefence(t *testing.T) {
	if owlStageReadsDefence(OwlResult{Code: Win, Move: NoMove, Certain: true}) {
		t.Error("defence read for a dragon dead as it stands")
	}
	if !owlStageReadsDefence(OwlResult{Code: Win, Move: POS(2, 2), Certain: true}) {
		t.Error("no defence read for a dragon with an attack point")
	}
	if owlStageReadsDefence(OwlResult{Code: Lose, Move: NoMove, Certain: true}) {
		t.Error("defence read for a dragon without a kill")
	}
}

// owlStageLd8: the black corner dragon S18 (strings S16, R17, S18) has
// the lunch R18 and genus 2222, which made it look safe before owl
// although it has no moyo and no escape route; GNU Go reads it and finds
// it critical (attack and defence at Q18).
const owlStageLd8 = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . O X .
. . X . O . O . . . . . O . O . X . .
. X O O . . . . . . . . . . . O O X .
. X . . . . . . . . . . . . . . . X .
. . O . O . . . . . . . . . O . O . .
. . O . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. O . . . . . . . . . . . . . . O . .
. O O . . . . . . . . . . . O . O . .
. X O . . . . . . . . . . . . . . X .
. X O . . . . . . . . . . . . O O X .
. X O O . . . . . . . . O . O . X . .
. X X O O . . . . . . . . . . . X O .
. . . . . . . . . . . . . . . . . . .
`

func TestOwlStageReadsEyeSafeDragon(t *testing.T) {
	_, ds := fullDragons(t, owlStageLd8)
	s18, _ := ParseVertex("S18", 19)
	d2 := ds.dragon2[ds.ID(s18)]
	if got := owlStageSkip(&d2, ds.Dragon(s18).EffectiveSize); got != owlReadEyeSafe {
		t.Fatalf("S18: choice %v, want owlReadEyeSafe (genus %v, lunch %v, moyo %.2f, escape %d)",
			got, d2.Genus, d2.Lunch, d2.MoyoTerritorialValue, d2.EscapeRoute)
	}
	if d2.OwlStatus != Critical {
		t.Errorf("S18: owl status %v, want critical", d2.OwlStatus)
	}
}

// TestOwlStageVerdict: the owl status after a kill with a move and a
// defence read; a kill and a failed defence that both ran out of nodes
// leave the dragon alive, and so does a cut-off kill of a dragon that the
// defence read finds alive without a move, or defends with a read-out
// defence when the dragon did not look critical before owl.
func TestOwlStageVerdict(t *testing.T) {
	kill := OwlResult{Code: Win, Move: POS(2, 2), Certain: true}
	cutKill := OwlResult{Code: Win, Move: POS(2, 2), Certain: false}
	saved := OwlResult{Code: Win, Move: POS(3, 3), Certain: true}
	noDef := OwlResult{Code: Lose, Move: NoMove, Certain: true}
	cutDef := OwlResult{Code: Lose, Move: NoMove, Certain: false}
	for _, tc := range []struct {
		name     string
		att, def OwlResult
		crude    Status
		want     Status
	}{
		{"defended", kill, saved, Unknown, Critical},
		{"defended after a cut-off kill", cutKill, saved, Unknown, Alive},
		{"defended after a cut-off kill, alive before owl", cutKill, saved, Alive, Alive},
		{"defended after a cut-off kill, critical before owl", cutKill, saved, Critical, Critical},
		{"cut-off defence after a cut-off kill, critical before owl", cutKill, OwlResult{Code: Win, Move: POS(3, 3)}, Critical, Critical},
		{"cut-off defence found after a cut-off kill", cutKill, OwlResult{Code: Win, Move: POS(3, 3)}, Unknown, Critical},
		{"no defence", kill, noDef, Unknown, Dead},
		{"cut-off defence, kill read out", kill, cutDef, Unknown, Critical},
		{"cut-off defence, dead before owl", kill, cutDef, Dead, Dead},
		{"both cut off", cutKill, cutDef, Unknown, Alive},
		{"both cut off, dead before owl", cutKill, cutDef, Dead, Dead},
		{"lives without a move, kill cut off", cutKill, OwlResult{Code: Win, Move: NoMove, Certain: true}, Unknown, Alive},
		{"lives without a move, kill read out", kill, OwlResult{Code: Win, Move: NoMove, Certain: true}, Critical, Critical},
	} {
		if got := owlStageVerdict(tc.att, tc.def, tc.crude); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestOwlStageDefencePoint: a dragon critical because its kill is read
// out while the defence read ran out of nodes is defended at the kill's
// point (nicklas4:1215's A5 dragon: critical A6 A6, was A6 PASS); other
// dragons keep the defence read's move.
func TestOwlStageDefencePoint(t *testing.T) {
	kill := OwlResult{Code: Win, Move: POS(2, 2), Certain: true}
	saved := OwlResult{Code: Win, Move: POS(3, 3), Certain: true}
	cutDef := OwlResult{Code: Lose, Move: NoMove, Certain: false}
	noDef := OwlResult{Code: Lose, Move: NoMove, Certain: true}
	for _, tc := range []struct {
		name     string
		att, def OwlResult
		crude    Status
		want     Pos
	}{
		{"cut-off defence, kill read out", kill, cutDef, Unknown, POS(2, 2)},
		{"defended", kill, saved, Unknown, POS(3, 3)},
		{"no defence", kill, noDef, Unknown, NoMove},
		{"cut-off defence, dead before owl", kill, cutDef, Dead, NoMove},
	} {
		st := owlStageVerdict(tc.att, tc.def, tc.crude)
		if got := owlStageDefencePoint(tc.att, tc.def, st); got != tc.want {
			t.Errorf("%s (%v): defence point %v, want %v", tc.name, st, got, tc.want)
		}
	}
}

// owlStageLd13 (ld_owl:51): four weak dragons; the white Q18 corner
// dragon's kill and defence reads both run out of nodes (3000 nodes in
// all), and the black R3 corner dragon read after it is critical (GNU Go:
// attack and defence at S1). With a stage budget of 3000 nodes it was
// read with the late limit of 100 nodes, found no kill and was called
// alive.
const owlStageLd13 = `
. . X O . . . . . . . . . . X . . . .
. . X O . . . . . . . . O O O X X . .
. . X O . . . . . . . . . . O O X . .
X X X O . . . . . . . . . . . O X X .
O O O O . . . . . . . . . . . O O O .
. . . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. O . . . . . . . . . . . . . . . . .
. O O . . . . . . . . . . . . . O O O
. X O O . . . . . . . . . . . O O X .
. X X O . . . . . . . . . . . O X X .
O . X O O . . . . . . . . . . O X . .
. . X X O O . . . . . . . . . O X . X
. . . . . . . . . . . . . . . O . . .
`

// TestOwlStageBudgetReachesLaterDragon: the stage budget leaves the full
// node limit to the R3 dragon of owlStageLd13 after the costly reads of
// Q18.
func TestOwlStageBudgetReachesLaterDragon(t *testing.T) {
	_, ds := fullDragons(t, owlStageLd13)
	r3, _ := ParseVertex("R3", 19)
	d2 := ds.dragon2[ds.ID(r3)]
	if d2.OwlStatus != Critical {
		t.Errorf("R3: owl status %v, want critical", d2.OwlStatus)
	}
}

// TestOwlStageDefendFactor: the defence read of a dragon that looked dead
// before owl has the plain node limit, others twice it.
func TestOwlStageDefendFactor(t *testing.T) {
	for _, tc := range []struct {
		crude Status
		want  int
	}{{Dead, 1}, {Critical, owlStageDefendBudget}, {Unknown, owlStageDefendBudget}, {Alive, owlStageDefendBudget}} {
		if got := owlStageDefendFactor(tc.crude); got != tc.want {
			t.Errorf("crude %v: factor %d, want %d", tc.crude, got, tc.want)
		}
	}
	if owlStageDefendBudget <= 1 {
		t.Errorf("owlStageDefendBudget %d: dead-looking dragons would get no smaller read", owlStageDefendBudget)
	}
}
