package analysis

import (
	"context"
	"testing"
)

// semeaiLoneStoneCorner: black's dragon (strings O2, R3 and S2) has one eye at
// most and owl reading finds it dead. Its only dead or critical
// neighbour is the white stone T2, which tactical reading captures (it
// has two liberties): that race is left to owl reading, so the semeai
// stage must not revive O2 to critical.
const semeaiLoneStoneCorner = `
. . . . . . . . . |
. . . . . . . . . |
. . . . . O O O . |
. . O O O O . O . |
. . O . . O X O X |
. O O X X X . X O |
. . . X . . . . . |
------------------+
`

func TestSemeaiStageLoneWorm(t *testing.T) {
	_, ds := fullDragons(t, semeaiLoneStoneCorner)
	for _, v := range []string{"O2", "T2"} {
		p, _ := ParseVertex(v, 19)
		d := ds.Dragon(p)
		d2 := ds.dragon2[ds.ID(p)]
		t.Logf("%s: status %v owl %v semeais %d", v, d.Status, d2.OwlStatus, d2.Semeais)
	}
	p, _ := ParseVertex("O2", 19)
	if st := ds.Dragon(p).Status; st != Dead {
		t.Errorf("status of O2 = %v, want dead", st)
	}
}

// TestSemeaiStageLeavesLoneWormsToOwl: in semeaiThreeVsThree both race
// strings are single worms with three liberties that tactical reading
// captures, so the semeai stage reads no race between them.
func TestSemeaiStageLeavesLoneWormsToOwl(t *testing.T) {
	an := semeaiAnalysis(t, semeaiThreeVsThree)
	ds, da, db := stageSet(t, an, "A5", "A6", Critical, Critical)
	if err := semeaiStage(context.Background(), an, ds); err != nil {
		t.Fatal(err)
	}
	for _, d := range []int{da, db} {
		if n := ds.Dragon2(d).Semeais; n != 0 || ds.DRAGON(d).Status != Critical {
			t.Errorf("dragon %d: %d semeais, status %v; want none, critical", d, n, ds.DRAGON(d).Status)
		}
	}
}

// fullDragons analyses a diagram at level Dragons (owl stage, status and
// semeai included) and returns the analysis and its dragon set.
func fullDragons(t *testing.T, diagram string) (*Analysis, *DragonSet) {
	t.Helper()
	return fullDragonsOf(t, mustDiagram(t, diagram))
}

// fullDragonsOf is fullDragons for a position already built (e.g. with a
// ko capture played, which a diagram cannot hold).
func fullDragonsOf(t *testing.T, pos Position) (*Analysis, *DragonSet) {
	t.Helper()
	a, err := Config{Level: Dragons}.Analyze(context.Background(), &pos)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := a.Dragons(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return a, ds
}
