package analysis

import (
	"context"
	"strings"
	"testing"
)

// influenceFixture analyses a diagram with every worm as its own dragon
// (pre-owl weakness 0, so living stones radiate at full strength).
func influenceFixture(t *testing.T, diagram string) (*Board, *DragonSet, *Analysis) {
	t.Helper()
	pos, err := ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Config{Level: Worms}.Analyze(context.Background(), &pos)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	ds, err := newDragonSet(b, b.Origin)
	if err != nil {
		t.Fatal(err)
	}
	return b, ds, a
}

// initialInfluences analyses pos and returns its initial influence with
// black to move and with white to move.
func initialInfluences(t *testing.T, pos Position) [2]*Influence {
	t.Helper()
	ctx := context.Background()
	a, err := Config{}.Analyze(ctx, &pos)
	if err != nil {
		t.Fatal(err)
	}
	var maps [2]*Influence
	for k, c := range []Color{Black, White} {
		if maps[k], err = a.InitialInfluence(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	return maps
}

// regionDiagram draws the influence regions, top row first: X/O stones,
// x/o territory, b/w moyo, ,/' area (black/white), . neutral.
func regionDiagram(in *Influence) string {
	sym := map[Region]byte{RegionBlackStone: 'X', RegionBlackTerritory: 'x', RegionBlackMoyo: 'b',
		RegionBlackArea: ',', RegionNeutral: '.', RegionWhiteArea: '\'', RegionWhiteMoyo: 'w',
		RegionWhiteTerritory: 'o', RegionWhiteStone: 'O'}
	var sb strings.Builder
	for i := 0; i < in.Size(); i++ {
		for j := 0; j < in.Size(); j++ {
			sb.WriteByte(sym[in.Region(POS(i, j))])
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func trimDiagram(s string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		out = append(out, strings.TrimSpace(l))
	}
	return strings.Join(out, "\n") + "\n"
}

// A black wall across a 9x9 board and a white one lower down split the
// board: black territory above its wall, white territory below its own,
// and the gap between the walls neutral (GNU Go 3.8 gives the same
// regions).
func TestInfluenceRegionsWalls(t *testing.T) {
	b, ds, a := influenceFixture(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		X X X X X X X X X
		. . . . . . . . .
		. . . . . . . . .
		O O O O O O O O O
		. . . . . . . . .
		. . . . . . . . .`)
	in, err := dragonInfluence(context.Background(), b, ds, a.Worm, false)
	if err != nil {
		t.Fatal(err)
	}
	want := trimDiagram(`
		xxxxxxxxx
		xxxxxxxxx
		xxxxxxxxx
		XXXXXXXXX
		.........
		.........
		OOOOOOOOO
		ooooooooo
		ooooooooo`)
	for _, c := range []Color{Black, White} {
		if got := regionDiagram(in.For(c)); got != want {
			t.Errorf("%v to move: regions\n%s\nwant\n%s", c, got, want)
		}
	}
	// The wall's stones radiate at full strength and stop the enemy.
	p := POS(3, 4)
	if got := in.Strength(Black, p); got != 100 {
		t.Errorf("strength of E6 = %v, want 100", got)
	}
	if got := in.Permeability(White, p); got != 0 {
		t.Errorf("white permeability of E6 = %v, want 0", got)
	}
	if got := in.Value(White, POS(1, 4)); got != 0 {
		t.Errorf("white influence behind the black wall = %v, want 0", got)
	}
	if got := in.TerritoryValue(POS(1, 4)); got != -1 {
		t.Errorf("territory value of E8 = %v, want -1", got)
	}
}

// Dead stones do not radiate: a lone white stone inside black's area
// whose dragon is dead counts as black territory with a prisoner.
func TestInfluenceDeadStones(t *testing.T) {
	b, ds, a := influenceFixture(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . O . . . .
		X X X X X X X X X
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`)
	w := POS(2, 4)
	ds.dragon2[ds.ID(w)].Safety = Dead
	in, err := dragonInfluence(context.Background(), b, ds, a.Worm, false)
	if err != nil {
		t.Fatal(err)
	}
	if in.Safe(w) || in.Strength(White, w) != 0 {
		t.Errorf("dead stone safe=%v strength=%v, want not safe, 0", in.Safe(w), in.Strength(White, w))
	}
	if got := in.Region(w); got != RegionWhiteStone {
		t.Errorf("region of the dead stone = %d, want 4 (stones keep their code)", got)
	}
	if got := in.TerritoryValue(w); got != -2 {
		t.Errorf("territory value of the dead stone = %v, want -2 (territory and prisoner)", got)
	}
	if got := in.WhoseTerritory(POS(1, 4)); got != Black {
		t.Errorf("E8 is territory of %v, want black", got)
	}
}

// The shape barriers close the gaps of a one-space jump, a diagonal and a
// knight's move, and the strip between a third-line stone and the edge,
// to the enemy (GNU Go closes the same points in this position).
func TestInfluenceBarriers(t *testing.T) {
	b, ds, a := influenceFixture(t, `
		+---------------------------+
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . O . .|
		|. . O . O . . . O . . . .|
		|. . . . . . . . . . . . .|
		|. . . . . . . . . . . . .|
		+---------------------------+`)
	in, err := dragonInfluence(context.Background(), b, ds, a.Worm, false)
	if err != nil {
		t.Fatal(err)
	}
	// GNU Go 3.8 closes exactly these points to black in this position.
	closed := map[string]bool{}
	for _, v := range strings.Fields("D4 K4 M4 N4 A3 B3 D3 K3 C2 D2 E2 J2 K2 L2 C1 D1 E1 J1 K1 L1") {
		closed[v] = true
	}
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || b.At(p) != Empty {
			continue
		}
		v := Vertex(p, 13)
		if got := in.Permeability(Black, p) == 0; got != closed[v] {
			t.Errorf("black permeability at %s = %v, closed want %v", v, in.Permeability(Black, p), closed[v])
		}
		if closed[v] && in.Permeability(White, p) != 1 {
			t.Errorf("white permeability at %s = %v, want 1", v, in.Permeability(White, p))
		}
	}
	open, _ := ParseVertex("G7", 13)
	if got := in.Permeability(Black, open); got != 1 {
		t.Errorf("black permeability in the open = %v, want 1", got)
	}
}

// A lone stone in the open can run in every direction; the same stone
// enclosed by a wall cannot.
func TestEscapeRoute(t *testing.T) {
	open := `
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . X . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .`
	enclosed := `
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . O O O O O O O . . .
		. . O . . . . . . . O . .
		. . O . . . . . . . O . .
		. . O . . . . . . . O . .
		. . O . . . X . . . O . .
		. . O . . . . . . . O . .
		. . O . . . . . . . O . .
		. . O . . . . . . . O . .
		. . . O O O O O O O . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .`
	escape := func(diagram string) int {
		b, ds, a := influenceFixture(t, diagram)
		if _, err := influenceStageTactics(context.Background(), b, ds, a.Worm); err != nil {
			t.Fatal(err)
		}
		return ds.DRAGON2(POS(6, 6)).EscapeRoute
	}
	// In the open only the neutral points four steps away score (1 each);
	// GNU Go 3.8 also gives 20.
	if got := escape(open); got != 20 {
		t.Errorf("escape route in the open = %d, want 20", got)
	}
	if got := escape(enclosed); got != 0 {
		t.Errorf("escape route inside the wall = %d, want 0", got)
	}
}

// The moyo of a framework is shared by its stones: three black stones on
// the fourth line facing an empty side.
func TestMoyoSize(t *testing.T) {
	b, ds, a := influenceFixture(t, `
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . X . . . . . X . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . X . . . . . O . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .`)
	if _, err := refineInfluence(context.Background(), b, ds, a.Worm); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for d := 0; d < ds.Len(); d++ {
		got[Vertex(ds.dragon2[d].Origin, 13)] = ds.dragon2[d].MoyoSize
	}
	// Our values; the corner stone facing the empty side and the open
	// corner gets the most, the white stone the least. GNU Go 3.8 gives
	// 11, 8, 8 and 2: its invasion patterns for the side to move shrink
	// the moyos further (see the package notes in influence.go).
	want := map[string]int{"D10": 24, "K10": 15, "D4": 15, "K4": 7}
	for v, n := range want {
		if got[v] != n {
			t.Errorf("moyo size of %s = %d, want %d (all: %v)", v, got[v], n, got)
		}
	}
}

// The initial influence shown (initial_influence) counts the intrusions of
// the colour to move, as GNU Go's does: a lone stone's influence on its
// neighbour is a fifth stronger when its colour moves (GNU Go 3.8 on an
// empty 19x19 board with black K10: 49.26 with black to move, 40.85 with
// white to move; we give 1.20 times as much, 42.31 without intrusions).
func TestInitialInfluenceIntrusions(t *testing.T) {
	pos, err := ParseDiagram(`
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . X . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .`)
	if err != nil {
		t.Fatal(err)
	}
	maps := initialInfluences(t, pos)
	next := POS(6, 7)
	v := [2]float64{maps[0].Value(Black, next), maps[1].Value(Black, next)}
	if r := v[0] / v[1]; r < 1.15 || r > 1.25 {
		t.Errorf("black influence next to the stone: %.2f with black to move, %.2f with white to move (ratio %.3f), want a ratio near GNU Go's 1.206", v[0], v[1], r)
	}
}

// The colour to move does not intrude into the opponent's territory: a
// white stone facing a black wall on the third line puts no intrusion
// source on the second line behind it (its influence would leak into
// the territory, which needs White's influence at zero), so the points
// behind the wall stay black territory with white to move.
func TestIntrusionsStayOutOfTerritory(t *testing.T) {
	b, ds, a := influenceFixture(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . O . . . . . .
		. . . . . . . . .
		X X X X X X X X X
		. . . . . . . . .
		. . . . . . . . .`)
	in, err := dragonInfluence(context.Background(), b, ds, a.Worm, true)
	if err != nil {
		t.Fatal(err)
	}
	w := in.For(White)
	for j := 0; j < 9; j++ {
		for _, i := range []int{7, 8} {
			p := POS(i, j)
			if r := w.Region(p); r != RegionBlackTerritory || w.Value(White, p) != 0 {
				t.Errorf("%s behind the wall, white to move: region %d, white influence %.2f; want black territory, 0\n%s",
					Vertex(p, 9), r, w.Value(White, p), regionDiagram(w))
			}
		}
	}
}

func BenchmarkInfluence19(b *testing.B) {
	pos, err := ParseDiagram(`
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . O O . . . . . . . . . . X . . .
		. . . X O . . . . . . . . . . . . . .
		. . . X . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . X . . .
		. . X . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . O . .
		. . . . . . . . . O . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . O . . . . . . . . . . . . . O . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . X . . . . . . . . . . . . X . .
		. . . O X X . . . . . . . . . . O . .
		. . . O O X . . . . . . . . . X . . .
		. . . . . . . . . . . . . . . . . . .`)
	if err != nil {
		b.Fatal(err)
	}
	a, err := Config{Level: Worms}.Analyze(context.Background(), &pos)
	if err != nil {
		b.Fatal(err)
	}
	bd := pos.Board()
	ds, err := newDragonSet(bd, bd.Origin)
	if err != nil {
		b.Fatal(err)
	}
	t, err := newWormTactics(context.Background(), bd, a.Worm)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("map", func(b *testing.B) {
		src := dragonSources(bd, t, ds, a.Worm, Black)
		for i := 0; i < b.N; i++ {
			newInfluenceMap(bd, Black, true, src)
		}
	})
	b.Run("stage", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := influenceStageTactics(context.Background(), bd, ds, a.Worm); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("refine", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := refineInfluence(context.Background(), bd, ds, a.Worm); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// The intrusions of a string's stones lie beyond its ends, not beside
// its other stones, and the intrusions of two stones on one point add
// up: with black to move, Black's influence two points above a vertical
// two-stone string (G10) is more than twice as strong as with white to
// move. GNU Go 3.8 on this 13x13 board: G10 40.63 and 17.92 (ratio
// 2.27), F10 32.80 and 12.18 (2.69); before the rule we gave 1.65 and
// 1.85, now 1.96 and 2.17.
func TestIntrusionsBeyondStringEnds(t *testing.T) {
	pos, err := ParseDiagram(`
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . X . . . . . .
		. . . . . . X . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .
		. . . . . . . . . . . . .`)
	if err != nil {
		t.Fatal(err)
	}
	maps := initialInfluences(t, pos)
	for _, pt := range []struct {
		v      string
		lo, hi float64
	}{{"G10", 1.9, 2.6}, {"F10", 2.0, 2.9}} {
		p, err := ParseVertex(pt.v, 13)
		if err != nil {
			t.Fatal(err)
		}
		b, w := maps[0].Value(Black, p), maps[1].Value(Black, p)
		if r := b / w; r < pt.lo || r > pt.hi {
			t.Errorf("%s: black influence %.2f with black to move, %.2f with white to move (ratio %.2f), want a ratio in [%.1f, %.1f] (GNU Go's is above 2.2)",
				pt.v, b, w, r, pt.lo, pt.hi)
		}
	}
}
