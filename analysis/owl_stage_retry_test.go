package analysis

import "testing"

// TestOwlStageRetriesDefence: the second defence read is for a dragon
// that is not a small lone string, not dead before owl, whose kill is read out and whose
// first defence read ran out of nodes, while the retry budget lasts.
func TestOwlStageRetriesDefence(t *testing.T) {
	kill := OwlResult{Code: Win, Move: POS(2, 2), Certain: true}
	cutOff := OwlResult{Code: Lose, Move: NoMove, Certain: false}
	for _, tc := range []struct {
		name     string
		att, def OwlResult
		crude    Status
		small    bool
		extra    int64
		want     bool
	}{
		{"several worms", kill, cutOff, Critical, false, 0, true},
		{"small string", kill, cutOff, Critical, true, 0, false},
		{"dead before owl", kill, cutOff, Dead, false, 0, false},
		{"defence read out", kill, OwlResult{Code: Lose, Move: NoMove, Certain: true}, Critical, false, 0, false},
		{"defence found", kill, OwlResult{Code: Win, Move: POS(3, 3), Certain: false}, Critical, false, 0, false},
		{"kill not read out", OwlResult{Code: Win, Move: POS(2, 2)}, cutOff, Unknown, false, 0, false},
		{"budget spent", kill, cutOff, Critical, false, owlStageRetryNodes, false},
	} {
		if got := owlStageRetriesDefence(tc.att, tc.def, tc.crude, tc.small, tc.extra); got != tc.want {
			t.Errorf("%s: retry %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestOwlStageSmallString: only a dragon of one string of one stone is a
// small string.
func TestOwlStageSmallString(t *testing.T) {
	for _, tc := range []struct {
		size, wormSize int
		want           bool
	}{{1, 1, true}, {2, 2, false}, {3, 3, false}, {5, 5, false}, {2, 1, false}, {6, 3, false}} {
		if got := owlStageSmallString(tc.size, tc.wormSize); got != tc.want {
			t.Errorf("dragon %d stones, worm %d: small %v, want %v", tc.size, tc.wormSize, got, tc.want)
		}
	}
}

// owlStageOneWormCorner: the black corner string Q18-R18-R17-R16-S16 is
// one worm of five stones, critical before owl, with a half eye at S19.
// White Q19 kills it. The stage's first defence read (twice the node
// limit) runs out of nodes; only the second, longer read shows that no
// defence works (GNU Go 3.8: dead). It was called critical when lone
// strings got no second read.
const owlStageOneWormCorner = `
. . . . . . . . . . . . . . . . . . .
X . X O O . . . . . . . . O O X X O .
. . X O . . . . . . . . . . O O X . .
. X X O . . . . . . . . . . . . X X .
. O O O . . . . . . . . . . O O O O .
. O . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . O .
. O . . . . . . . . . . . . . . . O .
. O O . . . . . . . . . . . . . O O X
O X O O . . . . . . . . . . . O O X O
. X X O . . . . . . . . . . . O X X .
. . X O O . . . . . . . . . . O X . .
. . X X O O . . . . . . . . O O X . .
. . . . . . . . . . . . . . . . . . .
`

// TestOwlStageRetriesOneWormDragon: a dragon of one string of five stones
// gets the second defence read and is dead.
func TestOwlStageRetriesOneWormDragon(t *testing.T) {
	_, ds := fullDragons(t, owlStageOneWormCorner)
	q18, _ := ParseVertex("Q18", 19)
	d2 := ds.dragon2[ds.ID(q18)]
	if d2.OwlStatus != Dead || d2.OwlDefenseCode != Lose || !d2.OwlDefenseCertain {
		t.Errorf("Q18: owl status %v, defence %v certain %v; want dead, 0, certain",
			d2.OwlStatus, d2.OwlDefenseCode, d2.OwlDefenseCertain)
	}
}

// owlStageManyWeak: fifteen weak dragons. The first one read, the white
// Q18 corner, is read for defence twice (the second read over 8000 nodes);
// the black P8 dragon read later is critical (white T8 kills, black T8
// lives; GNU Go 3.8 agrees). While the second reads counted against the
// stage budget, P8 got the late limit of 100 nodes, found no kill and was
// called alive.
const owlStageManyWeak = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X X O .
. . . . . . . . . . . . . X . X O O .
. . . O . . . . . O . . . . X O . . O
. . . . . . . . . . . . . O . O O . O
. . . . . . . . . . . . . . . O X O .
. . . . . . . . . . . . . . . X X O X
. . O . . . . . . . . . . . . . . X .
. . . . . . . . . . . . . . . X X O .
. . . . . . . . . . . . . . . X O O .
. . O . . . . . . . . . . . X X . O X
. . . . X . . . . . . O . X O O O . .
. . . . . . . . O O . . . X X X O O .
. . O . X . O O X X X X X . . O X O .
. . . . . . . X O . O O . . . . X X .
. . . X . . X X O . . . . . . X . . .
. . . . . . . . O . . X . X . . . . .
. . . . . . O . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

// TestOwlStageRetryOutsideBudget: the nodes of second defence reads do not
// spend the stage budget, so P8 of owlStageManyWeak gets the full limit.
func TestOwlStageRetryOutsideBudget(t *testing.T) {
	_, ds := fullDragons(t, owlStageManyWeak)
	p8, _ := ParseVertex("P8", 19)
	d2 := ds.dragon2[ds.ID(p8)]
	if d2.OwlStatus != Critical || Vertex(d2.OwlAttackPoint, 19) != "T8" {
		t.Errorf("P8: owl status %v, attack %v; want critical, T8", d2.OwlStatus, Vertex(d2.OwlAttackPoint, 19))
	}
}

// owlStageTwoStoneCorner: the black string R18-R17 (two stones, one worm)
// in the upper right corner, next to black S16 and T18 and the white
// stones S18 and T17 inside. White T19 kills; black S19 saves it through
// a ko (GNU Go 3.8: critical T19 S19). The stage's first defence read
// runs out of nodes and only the second read finds S19. Without it the
// dragon was critical with its kill T19 as the defence point
// (owlStageDefencePoint).
const owlStageTwoStoneCorner = `
. X O . . . . . . . . . . . . . . . .
. . . X . . . . . . . . . . . . X O X
. X X O O O O . . . . . O O O O X . O
. . O O . . . . . . . . . . . O O X .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. . O . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . O . . . . . . . . . . . . . O . .
. O O . . . . . . . . . . . . . O . .
. X O . . . . . . . . . . . . . O . .
. X O O . . . . . . . . . . . O O . .
. . X O O O O . . . . . O O O O X X O
. X X O . . . . . . . . . . . X X O .
. . . O . . . . . . . . . . . . O . O
`

// TestOwlStageRetriesTwoStoneString: a lone string of two stones gets
// the second defence read, which finds the ko defence S19.
func TestOwlStageRetriesTwoStoneString(t *testing.T) {
	wantOwlStage(t, owlStageTwoStoneCorner, "R17", Critical, "T19", "S19")
}

// wantOwlStage checks the owl stage's status, attack point and defence
// point of the dragon at vertex v of a 19x19 diagram after full analysis.
func wantOwlStage(t *testing.T, diagram, v string, st Status, att, def string) {
	t.Helper()
	_, ds := fullDragons(t, diagram)
	checkOwlStage(t, ds, v, 19, st, att, def)
}

// checkOwlStage checks the owl stage's status, attack point and defence
// point of the dragon at vertex v of ds, a dragon set on a board of the
// given size.
func checkOwlStage(t *testing.T, ds *DragonSet, v string, size int, st Status, att, def string) {
	t.Helper()
	p := mustVertex(t, v, size)
	d2 := ds.dragon2[ds.ID(p)]
	if d2.OwlStatus != st || Vertex(d2.OwlAttackPoint, size) != att || Vertex(d2.OwlDefensePoint, size) != def {
		t.Errorf("%s: owl status %v, attack %v, defence %v; want %v, %s, %s", v,
			d2.OwlStatus, Vertex(d2.OwlAttackPoint, size), Vertex(d2.OwlDefensePoint, size), st, att, def)
	}
}
