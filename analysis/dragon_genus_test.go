package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestGenusNotClamped checks that a dragon's genus sums its eye spaces
// without a cap at two eyes (seed 001, genus): four one-point eyes on the
// edge and the open corner beyond them give 5556, GNU Go 3.8's dragon_data
// answer for this diagram (a clamped sum gave 2222).
func TestGenusNotClamped(t *testing.T) {
	ds, lines := dragonPartition(t, `
.X.X.X.X.
XXXXXXXXX
.........
.........
....O....
.........
.........
.........
.........`)
	require.Equal(t, []string{"B9 D9 F9 H9 A8 B8 C8 D8 E8 F8 G8 H8 J8", "E5"}, lines)
	require.Equal(t, "5556", ds.DRAGON2(mustVertex(t, "B9", 9)).Genus.String())
	require.Equal(t, "0000", ds.DRAGON2(mustVertex(t, "E5", 9)).Genus.String())
}

// TestAmalgamationStages checks which amalgamation step joins each seed
// 000 shape (the amalgamator's trace): the cave's boundary strings by the
// eye-space step (with Config.EyeSpaceAmalgamation; by default no step
// joins them), the seed's uncuttable shapes (a diagonal, whose two
// shared points are common liberties, and one common liberty where the
// opponent's stone would be in atari) by the common-liberty step, and a
// one-space jump in open space by the open-space step.
func TestAmalgamationStages(t *testing.T) {
	cases := []struct {
		name, diagram, a, b, stage string
		eyeStep                    bool
	}{
		{"cave", `
.OOOO....
OOXXO....
OX..XO...
OX..XO...
OOXXO....
XXX......
.........
.........
.........`, "C8", "E7", "eyes", true},
		{"diagonal: two common liberties", `
.........
.........
..X......
...X.....
.........
.........
.........
.......O.
.........`, "C7", "D6", "commonlib", false},
		{"one common liberty the opponent cannot fill", `
X.O......
X.X......
OXX......
.........
.........
.........
.........
.........
.........`, "A9", "C8", "commonlib", false},
		{"open one-space jump", `
.........
.........
..X.X....
.........
.........
.........
.........
.......O.
.........`, "C7", "E7", "openspace", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pos := mustDiagram(t, tc.diagram)
			a, err := Config{Level: DragonsWithoutOwl, EyeSpaceAmalgamation: tc.eyeStep}.Analyze(context.Background(), &pos)
			require.NoError(t, err)
			o, err := a.Optics(context.Background())
			require.NoError(t, err)
			pa, pb := mustVertex(t, tc.a, 9), mustVertex(t, tc.b, 9)
			got := ""
			a.WithReader(func(r *Reader, b *Board) {
				m := newAmalgamator(b)
				m.trace = func(stage string, p, q Pos) {
					if got == "" && m.find(p) != m.find(q) && (m.find(p) == m.find(pa) && m.find(q) == m.find(pb) || m.find(p) == m.find(pb) && m.find(q) == m.find(pa)) {
						got = stage
					}
				}
				require.NoError(t, a.amalgamateInto(context.Background(), o, r, b, m))
				require.Equal(t, m.find(pa), m.find(pb))
			})
			require.Equal(t, tc.stage, got)
		})
	}
}

// manyFaces4Move200 is nngs ManyFaces4-gnugo-3.1.27 before move 200.
const manyFaces4Move200 = `
.X.XOO.............
X..XXOO.......OO...
.XX..XOO..OOOOX.OO.
OOOXX.XXOOXXX.XXXOO
..OX.X.X.OOX.X..XXO
..OOX..X.OX....XO.X
....OXX.OOX..X.X..X
...O.O.OXX......XXO
.OOXO.OOOX.O..X.XOO
OOXXXO.XX.O..X.XO..
OXX.XOOOX...X.XXOO.
OX.X.XXO.X..XOOO...
XX.X.X.XX..XXXXOOO.
..X.X.XOOXXOOOO.OXO
.....XO.OO.OXX..OX.
...XX.OX..O.O..OXXX
..X..O.OO....O.OXO.
.XXOO.........OXXO.
.XOO.........OXX.X.`

// TestHeyeUrgencyClamped checks that heye, the vital point of the most
// urgent eye space of a dragon (seed 001), is chosen against the running
// genus clamped to two eyes: the black dragon at G16 has genus 6778 and
// GNU Go 3.8 names G14 as its heye (measured against the unclamped sum the
// urgency picked C18). Position: nngs ManyFaces4-gnugo-3.1.27, move 200.
func TestHeyeUrgencyClamped(t *testing.T) {
	pos := mustDiagram(t, manyFaces4Move200)
	a, err := Config{Level: DragonsWithoutOwl}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	ds, err := a.Dragons(context.Background())
	require.NoError(t, err)
	d2 := ds.DRAGON2(mustVertex(t, "G16", 19))
	require.Equal(t, "6778", d2.Genus.String())
	require.Equal(t, "G14", Vertex(d2.Heye, 19))
}

// TestGenusIgnoresMarginalContacts checks that an eye space counts for the
// genus of the one dragon next to its non-marginal points (GNU Go's
// find_eye_dragons, seed 001 genus): the lone black stone G5 touches the
// eye space below D7-D5 only at marginal points, so the space stays D7's.
// GNU Go 3.8 answers genus 2222 for D7 (trevor auto a007, before move 15);
// counting G5's marginal contact gave 0000.
func TestGenusIgnoresMarginalContacts(t *testing.T) {
	diagram := `
.........
.........
..OX.....
..OX.OO..
...X..XO.
.O.....O.
.XX..X...
.........
.........`
	pos := mustDiagram(t, diagram)
	a, err := Config{Level: DragonsWithoutOwl}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	ds, err := a.Dragons(context.Background())
	require.NoError(t, err)
	d7, g5 := mustVertex(t, "D7", 9), mustVertex(t, "G5", 9)
	require.False(t, ds.SameDragon(d7, g5))
	require.Equal(t, "2222", ds.DRAGON2(d7).Genus.String())
	// G5 does touch a point of one of the spaces counted for D7, a
	// marginal one.
	o, err := a.Optics(context.Background())
	require.NoError(t, err)
	touches := false
	for _, sp := range o.EyeSpaces() {
		if sp.Color != Black || ds.eyeSpaceDragon(pos.Board(), o, sp) != ds.ID(d7) {
			continue
		}
		for _, p := range sp.Points {
			for k := 0; k < 4; k++ {
				if p+Delta[k] == g5 {
					require.True(t, o.Eye(Black, p).Marginal)
					touches = true
				}
			}
		}
	}
	require.True(t, touches)
	// The semeai stage's genus with nothing left out is the same genus.
	require.Equal(t, "2222", genusWithout(pos.Board(), o, ds, ds.ID(d7), nil).String())
}
