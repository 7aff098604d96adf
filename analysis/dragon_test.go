package analysis

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

func eyesValue(a, b, c, d uint8) eyes.EyeValue { return eyes.EyeValue{A: a, B: b, C: c, D: d} }

// dragonPartition analyses a diagram at level DragonsWithoutOwl and returns
// its dragons as dragon_stones prints them: one line per dragon in the
// board order of the dragon origins, stones in board order.
func dragonPartition(t *testing.T, diagram string) (*DragonSet, []string) {
	t.Helper()
	return dragonPartitionConfig(t, Config{Level: DragonsWithoutOwl}, diagram)
}

// requireSameDragon checks whether the stones at p and q of a diagram (of
// any size) are in one dragon of dragonPartition's analysis: joined says
// which answer is expected.
func requireSameDragon(t *testing.T, diagram, p, q string, joined bool) {
	t.Helper()
	pos := mustDiagram(t, diagram)
	ds, _ := dragonPartition(t, diagram)
	n := pos.Size()
	require.Equal(t, joined, ds.ID(mustVertex(t, p, n)) == ds.ID(mustVertex(t, q, n)), "%s-%s joined", p, q)
}

// dragonPartitionConfig is dragonPartition with the given configuration.
func dragonPartitionConfig(t *testing.T, cfg Config, diagram string) (*DragonSet, []string) {
	t.Helper()
	pos := mustDiagram(t, diagram)
	a, err := cfg.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	ds, err := a.Dragons(context.Background())
	require.NoError(t, err)
	var lines []string
	for p := BoardMin; p < BoardMax; p++ {
		if !pos.At(p).IsStone() || ds.Origin(p) != p {
			continue
		}
		var vs []string
		for _, s := range ds.Stones(ds.ID(p)) {
			vs = append(vs, Vertex(s, pos.Size()))
		}
		lines = append(lines, strings.Join(vs, " "))
	}
	return ds, lines
}

// requireSamePartition checks that two partitions in dragon_stones form
// hold the same dragons, whatever the order of the lines and of the
// stones in them.
func requireSamePartition(t *testing.T, want, got []string) {
	t.Helper()
	norm := func(lines []string) []string {
		var out []string
		for _, l := range lines {
			f := strings.Fields(l)
			sort.Strings(f)
			out = append(out, strings.Join(f, " "))
		}
		sort.Strings(out)
		return out
	}
	require.Equal(t, norm(want), norm(got))
}

// TestAmalgamationRules checks one diagram per amalgamation rule of seed 000
// ("Amalgamation", "Connection"). Each expected partition is also GNU Go
// 3.8's dragon_stones answer.
func TestAmalgamationRules(t *testing.T) {
	cases := []struct {
		name, diagram string
		want          []string
	}{
		{
			// Seed 000: "The four X strings are amalgamated into a single
			// dragon because they are the boundary components of a
			// blackbordered cave". GNU Go 3.8 itself no longer does
			// this (its experimental connections skip the eye-space
			// step) and keeps four dragons; so does the default
			// amalgamation (Config.EyeSpaceAmalgamation joins them:
			// TestEyeSpaceAmalgamationOption).
			name: "eye-space boundary",
			diagram: `
.OOOO....
OOXXO....
OX..XO...
OX..XO...
OOXXO....
XXX......
.........
.........
.........`,
			want: []string{"B9 C9 D9 E9 A8 B8 E8 A7 F7 A6 F6 A5 B5", "C8 D8", "B7 B6", "E7 E6", "C5 D5 A4 B4 C4", "E5"},
		},
		{
			// Seed 000: strings sharing two or more liberties.
			name: "two common liberties",
			diagram: `
.........
.........
..X.X....
..X.X....
.........
.........
......O..
.........
.........`,
			want: []string{"C7 E7 C6 E6", "G3"},
		},
		{
			// Seed 000: one common liberty the opponent cannot play
			// without being captured at once (the "X.O / X.X / OXX" shape).
			name: "one liberty the cutter cannot play",
			diagram: `
.........
.........
..X.O....
..X.X....
..OXX....
.........
......O..
.........
.........`,
			want: []string{"E7", "C7 C6 E6 D5 E5", "C5", "G3"},
		},
		{
			// A cutting point where the cutting stone is captured: the
			// three X strings around D7 are one dragon.
			name: "cutting point with a capturable cutter",
			diagram: `
.........
.........
..X.X....
...X.....
.........
......O..
.........
.........
.........`,
			want: []string{"C7 E7 D6", "G4"},
		},
		{
			// The cutting string already on the board is tactically dead.
			name: "capturable cutting string",
			diagram: `
.........
..X.X....
..XOX....
...X.....
.........
......O..
.........
.........
.........`,
			want: []string{"C8 E8 C7 E7 D6", "D7", "G4"},
		},
		{
			name: "diagonal connection",
			diagram: `
.........
.........
...X.....
....X....
.........
.....O...
.........
.........
.........`,
			want: []string{"D7 E6", "F4"},
		},
		{
			// One point of the diagonal is held by a living enemy stone:
			// the other point is a real cut.
			name: "diagonal with a cut",
			diagram: `
.........
.........
...XO....
....X....
.........
.....O...
.........
.........
.........`,
			want: []string{"D7", "E7", "E6", "F4"},
		},
		{
			// The enemy stone in the diagonal is in atari and the cut at
			// the other point is captured.
			name: "diagonal with a capturable cutter",
			diagram: `
.........
...X.....
..XO.....
...X.....
.........
......O..
.........
.........
.........`,
			want: []string{"D8 C7 D6", "D7", "G4"},
		},
		{
			// A knight's move in open space (no enemy stone near).
			name: "open-space jump",
			diagram: `
.........
.........
...X.....
.........
....X....
.........
.........
.......O.
.........`,
			want: []string{"D7 E5", "H2"},
		},
		{
			// A contested one-space jump is not amalgamated.
			name: "one-space jump",
			diagram: `
.........
....O....
.........
..X.X....
.........
....O....
.........
.........
.........`,
			want: []string{"E8", "C6", "E6", "E4"},
		},
		{
			// Seed 000's double cut "..X.. / OO*OO / X.O.X": X can cut
			// only one of the two diagonal connections at *, so the O
			// strings still form one dragon.
			name: "double cut",
			diagram: `
.........
....X....
..OO.OO..
..X.O.X..
....O....
.........
.........
.........
.........`,
			want: []string{"E8", "C7 D7 F7 G7 E6 E5", "C6", "G6"},
		},
		{
			// A one-space jump on the third line under an enemy stone: a
			// short connection read (amalgamateReadShapes) shows that
			// the cut at D3 fails, as GNU Go 3.8 judges it.
			name: "read one-space jump",
			diagram: `
.........
.........
.........
.........
...O.....
.........
..X.X....
.........
.........`,
			want: []string{"D5", "C3 E3"},
		},
		{
			// The same for a two-space jump: its inside is empty and
			// the connection read shows it secure.
			name: "read two-space jump",
			diagram: `
.........
.........
.........
.........
....O....
.........
..X..X...
.........
.........`,
			want: []string{"E5", "C3 F3"},
		},
		{
			// A fragile double connection (fragileDoubleCuts, from the
			// doublecut.sgf corner): X at E14 threatens to cut at both
			// E15 and F14, so F15 joins neither E16 nor G14. This is
			// GNU Go 3.8's partition.
			name: "fragile double connection",
			diagram: `
.X.................
.XOOOXXX...........
XXXOXX.X...........
XOOOOXXO...........
XOXO.OXXX..........
.X.X..OX...........
..XX.O.OX..........
...XO..OO..........
...X.O.............
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................`,
			want: []string{
				"B19 B18 A17 B17 C17 A16 A15 B14 D14 C13 D13 D12 D11",
				"C18 D18 E18 D17 B16 C16 D16 E16 B15 D15",
				"F18 G18 H18 E17 F17 H17 F16 G16 G15 H15 J15 H14 J13",
				"H16", "C15", "F15",
				"G14 F13 H13 E12 H12 J12 F11",
			},
		},
		{
			// A three-space jump is too wide even in open space
			// (openSpaceDistance), as GNU Go 3.8 judges it.
			name: "open three-space jump",
			diagram: `
.........
.......O.
.........
.........
..X...X..
.........
.........
.........
.........`,
			want: []string{"H8", "C5", "G5"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, got := dragonPartition(t, tc.diagram)
			require.Equal(t, tc.want, got)
		})
	}
}

// TestDragonOriginAndFields checks GNU Go's origin rule (the origin of the
// largest worm, the upper-leftmost among equals), the dragon numbering in
// board order, the DRAGON/DRAGON2 accessors and the structural fields.
func TestDragonOriginAndFields(t *testing.T) {
	ds, lines := dragonPartition(t, `
.........
.........
..X.XX...
..X.XX...
.........
......O..
.........
.........
.........`)
	require.Equal(t, []string{"C7 E7 F7 C6 E6 F6", "G4"}, lines)
	e7 := mustVertex(t, "E7", 9)
	d := ds.Dragon(mustVertex(t, "C6", 9))
	require.Equal(t, e7, d.Origin) // the four-stone worm, not C7
	require.Equal(t, 0, d.ID)
	require.Equal(t, 6, d.Size)
	require.Equal(t, Black, d.Color)
	require.Equal(t, d, ds.DRAGON(0))
	require.Equal(t, e7, ds.DRAGON2(mustVertex(t, "C7", 9)).Origin)
	require.Equal(t, []Pos{e7, mustVertex(t, "C7", 9)}, ds.Worms(0))
	require.Nil(t, ds.DRAGON2(mustVertex(t, "A1", 9)))
	require.Equal(t, -1, ds.ID(mustVertex(t, "A1", 9)))
	require.True(t, ds.SameDragon(mustVertex(t, "C7", 9), mustVertex(t, "F6", 9)))
	require.False(t, ds.SameDragon(mustVertex(t, "C7", 9), mustVertex(t, "G4", 9)))
	require.Equal(t, []int{1}, ds.Dragon2(0).Adjacent)
	require.Equal(t, 1, ds.Dragon2(0).HostileNeighbors)
	// Owl fields stay unchecked below level Dragons.
	require.Equal(t, Unchecked, ds.Dragon2(0).OwlStatus)
	require.Equal(t, NoMove, ds.Dragon2(0).OwlAttackPoint)
}

// TestDragonsMemoised checks that Dragons is computed once and that a
// cancelled computation is not kept.
func TestDragonsMemoised(t *testing.T) {
	pos := mustDiagram(t, levelDiagram)
	a, err := Config{Level: EyesLevel}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = a.Dragons(ctx)
	require.ErrorIs(t, err, context.Canceled)
	require.Nil(t, a.dragons)
	d1, err := a.Dragons(context.Background())
	require.NoError(t, err)
	d2, err := a.Dragons(context.Background())
	require.NoError(t, err)
	require.Same(t, d1, d2)
}

// TestCrudeDragonWeakness checks the weakness formula on its corners.
func TestCrudeDragonWeakness(t *testing.T) {
	require.Equal(t, 1.0, crudeDragonWeakness(Dead, eyesValue(0, 0, 0, 0), false, 0, 0))
	require.Equal(t, 0.0, crudeDragonWeakness(Invincible, eyesValue(0, 0, 0, 0), false, 0, 0))
	// Nothing at all: every partial weakness is 1.
	require.InDelta(t, 1.0, crudeDragonWeakness(Unknown, eyesValue(0, 0, 0, 0), false, 0, 0), 1e-9)
	// Two sure eyes: true genus 2 gives a genus weakness of 0.2, which
	// dominates: min(0.7*0.2 + 0.3*1, 1.3*0.2) = 0.26.
	require.InDelta(t, 0.26, crudeDragonWeakness(Unknown, eyesValue(2, 2, 2, 2), false, 0, 0), 1e-9)
	// A large moyo value (15 or more) alone makes the dragon strong.
	require.InDelta(t, 0.0, crudeDragonWeakness(Unknown, eyesValue(0, 0, 0, 0), false, 20, 0), 1e-9)
}

// TestShapeInside checks which jumps amalgamateReadShapes reads: a
// one-space jump whose middle is empty or holds an enemy string in atari
// (wedgeWeak), and not one whose wedge has two liberties.
func TestShapeInside(t *testing.T) {
	pos := mustDiagram(t, `
.........
..X.X....
.........
..XOX....
...X.....
..XOX....
...O.....
.........
.........`)
	b := pos.Board()
	at := func(v string) Pos {
		p, err := ParseVertex(v, 9)
		require.NoError(t, err)
		return p
	}
	require.True(t, shapeInsideEmpty(b, at("C8"), [2]int{0, 2}), "empty middle")
	require.True(t, shapeInsideEmpty(b, at("C6"), [2]int{0, 2}), "wedge in atari")
	require.False(t, shapeInsideEmpty(b, at("C4"), [2]int{0, 2}), "wedge with two liberties")
}

// amalgamatorFor analyses a diagram at level Worms and returns an
// amalgamator over it with the weak worms marked as amalgamate does, and
// runs rule (with the reader and board) on it.
func amalgamatorFor(t *testing.T, diagram string, rule func(a *Analysis, r *Reader, b *Board, m *amalgamator)) (*amalgamator, Position) {
	t.Helper()
	pos := mustDiagram(t, diagram)
	a, err := Config{Level: Worms}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	var m *amalgamator
	a.WithReader(func(r *Reader, b *Board) {
		m = newAmalgamator(b)
		for p := BoardMin; p < BoardMax; p++ {
			if b.OnBoard(p) && b.At(p).IsStone() && b.Origin(p) == p {
				w := a.Worm(p)
				m.weak[p] = w.AttackCode() != Lose
			}
		}
		m.checkWeak = true
		rule(a, r, b, m)
	})
	return m, pos
}

// TestJoinRefusesWeakWorms checks that join leaves a capturable worm
// alone once checkWeak is set (GNU Go amalgamates only tactically safe
// strings through its connections) while joinAny joins it.
func TestJoinRefusesWeakWorms(t *testing.T) {
	diagram := `
.........
.........
..X......
.XOX.....
.........
....O.O..
.........
.........
.........`
	var weakC6, weakE4, joinedWeak, joinedAny, joinedSafe bool
	amalgamatorFor(t, diagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		c6, e4, g4 := mustVertex(t, "C6", 9), mustVertex(t, "E4", 9), mustVertex(t, "G4", 9)
		weakC6, weakE4 = m.weak[c6], m.weak[e4]
		m.join(e4, g4)
		joinedSafe = m.find(e4) == m.find(g4)
		m.join(c6, e4)
		joinedWeak = m.find(c6) == m.find(e4)
		m.joinAny(c6, e4)
		joinedAny = m.find(c6) == m.find(e4)
	})
	require.True(t, weakC6, "C6 is in atari")
	require.False(t, weakE4)
	require.True(t, joinedSafe)
	require.False(t, joinedWeak)
	require.True(t, joinedAny)
}

// TestAmalgamateAroundDead checks that the strings around an enemy string
// that is captured and cannot be defended, with at most two liberties,
// become one dragon, and that a third liberty keeps them apart.
func TestAmalgamateAroundDead(t *testing.T) {
	cases := []struct {
		name, diagram string
		joined        bool
	}{
		{"two liberties", `
.........
.........
...O.O...
..OXXXO..
...O.O...
.........
.........
.........
.........`, true},
		{"three liberties", `
.........
.........
...O.....
..OXXXO..
...O.O...
.........
.........
.........
.........`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m, pos := amalgamatorFor(t, tc.diagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
				a.amalgamateAroundDead(b, m)
			})
			d := m.find(mustVertex(t, "C6", 9))
			all := true
			for _, v := range []string{"D7", "G6", "D5", "F5"} {
				all = all && m.find(mustVertex(t, v, 9)) == d
			}
			require.Equal(t, tc.joined, all)
			require.Equal(t, Black, pos.At(mustVertex(t, "D6", 9)))
		})
	}
}

// TestDiagonalBothWeak checks that a diagonal connection with both shared
// points empty joins two capturable strings (GNU Go 3.8 makes C18-C16 and
// A15-B15 one dragon in this corner of owl19.sgf), although each string
// alone can be captured.
func TestDiagonalBothWeak(t *testing.T) {
	diagram := `
..X................
..OX...............
..OX...............
..OX...............
OO.XXX.............
XXX.X..............
..XX...............
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................
...................`
	requireWeakDiagonalJoin(t, diagram, 19, "C18", "A15")
}

// requireWeakDiagonalJoin checks that the strings at the vertices p and q
// of the size×size diagram are both capturable (weak) and that
// amalgamateDiagonals joins them all the same.
func requireWeakDiagonalJoin(t *testing.T, diagram string, size int, p, q string) {
	t.Helper()
	var weak1, weak2, joined bool
	amalgamatorFor(t, diagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
		pp, qq := mustVertex(t, p, size), mustVertex(t, q, size)
		weak1, weak2 = m.weak[b.Origin(pp)], m.weak[b.Origin(qq)]
		a.amalgamateDiagonals(context.Background(), r, b, m)
		joined = m.find(pp) == m.find(qq)
	})
	require.True(t, weak1, "%s weak", p)
	require.True(t, weak2, "%s weak", q)
	require.True(t, joined, "%s and %s joined", p, q)
}

// TestDragonsRefinedMoyo checks that Dragons recomputes moyo_size and
// moyo_territorial_value from the influence with the dragons known (the
// dead white-enclosed X stones no longer radiate): the X dragon at G3 gets
// 5 and 4.20 (GNU Go 3.8: 5 and 4.27; 6 and 4.43 before the intrusions of
// several stones added up).
func TestDragonsRefinedMoyo(t *testing.T) {
	ds, _ := dragonPartition(t, `
.........
.........
..OOO....
.OX.XO...
..O.O....
.........
......X..
.........
.........`)
	d2 := ds.DRAGON2(mustVertex(t, "G3", 9))
	require.Equal(t, 5, d2.MoyoSize)
	require.InDelta(t, 4.20, d2.MoyoTerritorialValue, 0.005)
}

// TestDiagonalSelfAtariCut checks that a diagonal connection joins two
// capturable strings when both have two or more liberties and the
// opponent's cut on the empty shared point G9 would be in atari at once
// (strategy2.sgf move 45, where GNU Go 3.8 makes H9 and F8-G8-G7 one
// dragon although both can be captured).
func TestDiagonalSelfAtariCut(t *testing.T) {
	diagram := `
.......X.
....OXXO.
....O.XO.
......O.O
..O.O.OOX
...O.OXXX
OOOXOOX..
.OXXOXX.O
OXXXXX.XO`
	requireWeakDiagonalJoin(t, diagram, 9, "H9", "G8")
}

// TestPinceredJump checks amalgamateReadShapes on a one-space jump with
// enemy stones on both sides: between two lone stones with no friendly
// stone near (jumpSupported false) it holds only when the wedge at the
// middle is captured (GNU Go 3.8 agrees on both diagrams; the connection
// read alone, which the supported shape of TestPincerJumpIsRead gets,
// joins the "wedge escapes" diagram).
func TestPinceredJump(t *testing.T) {
	cases := []struct {
		name, diagram string
		joined        bool
	}{
		{"wedge captured", `
.........
....O....
.........
..X.X....
.........
..XXO....
.........
.........
.........`, true},
		{"wedge escapes", `
.........
....O....
.........
..X.X....
.........
....O....
.........
.........
.........`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m, _ := amalgamatorFor(t, tc.diagram, func(a *Analysis, r *Reader, b *Board, m *amalgamator) {
				require.True(t, jumpPincered(b, mustVertex(t, "C6", 9), [2]int{0, 2}, White))
				a.amalgamateReadShapes(context.Background(), r, b, m)
			})
			require.Equal(t, tc.joined, m.find(mustVertex(t, "C6", 9)) == m.find(mustVertex(t, "E6", 9)))
		})
	}
}

// TestEffectiveSizeSinglePrecision checks that a dragon's effective size
// is the sum of its worms' sizes in single precision (seed 001,
// effective_size; GNU Go adds float sizes): the white dragon G10 H11 J11
// prints 10.88 as GNU Go 3.8's dragon_data does (incident96, before move
// 20); the double-precision sum of the same worm sizes printed 10.87.
func TestEffectiveSizeSinglePrecision(t *testing.T) {
	ds, _ := dragonPartition(t, `
.............
.............
.......OOX...
..O...OX.X...
.......X.....
.............
.............
..X....X.....
.............
...X.OO...X..
..X..OXX.....
..OO.O.......
.............`)
	h11 := mustVertex(t, "H11", 13)
	d := ds.ID(h11)
	require.Len(t, ds.Stones(d), 3)
	require.Equal(t, "10.88", fmt.Sprintf("%.2f", ds.DRAGON(d).EffectiveSize))
	// Printed in full, every dragon's size is its single-precision value
	// (no float64 noise such as 12.333333015441895).
	for e := 0; e < ds.Len(); e++ {
		x := ds.DRAGON(e).EffectiveSize
		require.Equal(t, strconv.FormatFloat(float64(float32(x)), 'g', -1, 32), strconv.FormatFloat(x, 'g', -1, 64), "dragon %d", e)
	}
}
