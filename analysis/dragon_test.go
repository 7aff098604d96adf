package analysis

import (
	"context"
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
	pos := mustDiagram(t, diagram)
	a, err := Config{Level: DragonsWithoutOwl}.Analyze(context.Background(), &pos)
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

// TestAmalgamationRules checks one diagram per amalgamation rule of seed 000
// ("Amalgamation", "Connection"). Except for the eye-space case, each
// expected partition is also GNU Go 3.8's dragon_stones answer.
func TestAmalgamationRules(t *testing.T) {
	cases := []struct {
		name, diagram string
		want          []string
	}{
		{
			// Seed 000: "The four X strings are amalgamated into a single
			// dragon because they are the boundary components of a
			// blackbordered cave" (GNU Go 3.8 itself no longer does this).
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
			want: []string{"B9 C9 D9 E9 A8 B8 E8 A7 F7 A6 F6 A5 B5", "C8 D8 B7 E7 B6 E6 C5 D5 A4 B4 C4", "E5"},
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
