package analysis

import "testing"

// sekiNakadeTop: the three black stones D9-F9 sit in the eye space of
// the white dragon B9. Owl reading finds them dead (white C9 and G9
// capture them), but black moving first keeps the race between the
// stones and the white dragon, whose outside liberties C7-G7 face the
// black wall, in seki: the semeai code calls them alive in seki (GNU Go
// 3.8 answers alive, safety "alive in seki").
const sekiNakadeTop = `
. O . X X X . O .
X O O O O O O O X
X X . . . . . X X
. . X X X X X . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`

func TestSemeaiSekiInsideLivingDragon(t *testing.T) {
	_, ds := fullDragons(t, sekiNakadeTop)
	d9, _ := ParseVertex("D9", 9)
	b9, _ := ParseVertex("B9", 9)
	d2 := ds.dragon2[ds.ID(d9)]
	if d2.OwlStatus != Dead {
		t.Fatalf("owl status of D9 = %v, want dead (the seki comes from the semeai code)", d2.OwlStatus)
	}
	if st := ds.Dragon(d9).Status; st != Alive {
		t.Errorf("status of D9 = %v, want alive", st)
	}
	if d2.Safety != AliveInSeki {
		t.Errorf("safety of D9 = %v, want alive in seki", d2.Safety)
	}
	if d2.Semeais != 1 || d2.SemeaiDefenseTarget != b9 || d2.SemeaiDefenseCode == Lose || d2.SemeaiAttackCode != Lose {
		t.Errorf("D9 semeai fields: semeais %d defence %v target %v attack %v", d2.Semeais,
			d2.SemeaiDefenseCode, d2.SemeaiDefenseTarget, d2.SemeaiAttackCode)
	}
	if st := ds.Dragon(b9).Status; st != Alive {
		t.Errorf("status of B9 = %v, want alive", st)
	}
}

// sekiNakadeDead: the same black stones, but the white dragon has a
// second eye at J9 (J8 is white): black moving first cannot make seki
// against a dragon with an eye of its own, the stones stay dead. The
// stones are a candidate (dead, one hostile neighbour, alive with one
// sure eye outside their eye space), so the race is read.
const sekiNakadeDead = `
. O . X X X . O .
X O O O O O O O O
X X . . . . . O .
. . X X X X X X X
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`

func TestSemeaiSekiNotForNakade(t *testing.T) {
	a, ds := fullDragons(t, sekiNakadeDead)
	d9, _ := ParseVertex("D9", 9)
	if _, ok := sekiCandidate(a, ds, ds.ID(d9)); !ok {
		t.Fatalf("D9 is no seki candidate: the test does not reach the race")
	}
	if st := ds.Dragon(d9).Status; st != Dead {
		t.Errorf("status of D9 = %v, want dead", st)
	}
	if s := ds.dragon2[ds.ID(d9)].Safety; s == AliveInSeki {
		t.Errorf("safety of D9 = %v, want not seki", s)
	}
}
