package analysis

import "testing"

// TestSemeaiUnattackedStatus: a dragon no race can kill is alive, unless
// owl called it dead without reading out a kill.
func TestSemeaiUnattackedStatus(t *testing.T) {
	for _, tc := range []struct {
		st      Status
		certain bool
		want    Status
	}{
		{Dead, false, Critical},
		{Dead, true, Alive},
		{Critical, false, Alive},
		{Critical, true, Alive},
	} {
		if got := semeaiUnattackedStatus(tc.st, tc.certain); got != tc.want {
			t.Errorf("owl %v, attack certain %v: %v, want %v", tc.st, tc.certain, got, tc.want)
		}
	}
}

// owlStageUnprovenDeadRace: the white dragon E9-E8-...-H3 (fourteen
// stones, no eye, dead before owl) races the black dragon F4-G2. The owl
// stage's attack read of the white dragon runs out of nodes without a
// kill, so it stays dead by its crude status; its races find that black
// cannot kill it even moving first. GNU Go 3.8: dragon_status E9
// critical (PASS PASS: no owl points).
const owlStageUnprovenDeadRace = `
. . . . O . . . .
. X X X O X . . .
. X O O O . X . .
. . X X O . . X .
. . . . O O O O .
. . . O . X X O .
. . X . . X O O .
. . . . . . X X .
. . . . . . . . .
`

// TestSemeaiUnprovenDeadIsCritical: the white dragon of
// owlStageUnprovenDeadRace is critical after the semeai stage (alive
// without semeaiUnattackedStatus).
func TestSemeaiUnprovenDeadIsCritical(t *testing.T) {
	_, ds := fullDragons(t, owlStageUnprovenDeadRace)
	p, _ := ParseVertex("E9", 9)
	d := ds.ID(p)
	d2 := ds.dragon2[d]
	if d2.OwlStatus != Dead || d2.OwlAttackCertain {
		t.Fatalf("E9: owl status %v, attack certain %v; want dead, false", d2.OwlStatus, d2.OwlAttackCertain)
	}
	if st := ds.DRAGON(d).Status; st != Critical {
		t.Errorf("E9: status %v, want critical", st)
	}
}
