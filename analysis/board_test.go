package analysis

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

func mustDiagram(t testing.TB, s string) Position {
	t.Helper()
	p, err := ParseDiagram(s)
	require.NoError(t, err)
	return p
}

func mustVertex(t testing.TB, s string, size int) Pos {
	t.Helper()
	p, err := ParseVertex(s, size)
	require.NoError(t, err)
	return p
}

func TestVertexRoundTrip(t *testing.T) {
	for size := 1; size <= MaxBoard; size++ {
		for i := 0; i < size; i++ {
			for j := 0; j < size; j++ {
				p := POS(i, j)
				v := Vertex(p, size)
				q, err := ParseVertex(v, size)
				require.NoError(t, err, v)
				require.Equal(t, p, q)
			}
		}
	}
	p, err := ParseVertex("t19", 19)
	require.NoError(t, err)
	require.Equal(t, POS(0, 18), p)
	require.Equal(t, "A1", Vertex(POS(18, 0), 19))
	require.Equal(t, "J9", Vertex(POS(0, 8), 9))
	for _, bad := range []string{"", "I5", "A0", "A20", "U1", "A", "5A", "pass", "A-1", "A01", "K10", "Z9", "A999"} {
		_, err := ParseVertex(bad, 9)
		require.Error(t, err, bad)
	}
	m, err := ParseMove("PaSs", 9)
	require.NoError(t, err)
	require.Equal(t, PassMove, m)
}

func TestCaptureKoSuicide(t *testing.T) {
	// A ko on the left edge of a 5×5 board; C3 is suicide for White.
	pos := mustDiagram(t, `
+-----+
|.XO..|
|XO.O.|
|.XO..|
|.X...|
|.....|
+-----+`)
	require.Equal(t, 5, pos.Size())
	b := pos.Board()
	require.NoError(t, b.CheckConsistency())
	c4 := mustVertex(t, "C4", 5)
	b4 := mustVertex(t, "B4", 5)
	// Black captures the white stone at B4 by playing C4.
	require.NoError(t, b.Play(c4, Black))
	require.NoError(t, b.CheckConsistency())
	require.Equal(t, Empty, b.At(b4))
	require.Equal(t, 1, b.Captured(White))
	require.Equal(t, b4, b.Ko())
	require.False(t, b.IsLegal(b4, White), "ko retake must be illegal")
	require.True(t, b.IsLegal(b4, Black), "filling the ko is legal")
	require.NoError(t, b.TryKo(b4, White), "tryko allows the retake")
	require.Equal(t, Empty, b.At(c4))
	require.NoError(t, b.CheckConsistency())
	require.True(t, b.Undo())
	// A move elsewhere lifts the ko.
	require.NoError(t, b.Play(mustVertex(t, "E1", 5), White))
	require.Equal(t, NoMove, b.Ko())
	require.True(t, b.IsLegal(b4, White))
	require.True(t, b.Undo())
	require.True(t, b.Undo())
	require.Equal(t, White, b.At(b4))
	require.Equal(t, 0, b.Captured(White))
	require.NoError(t, b.CheckConsistency())
	// White A5 has no liberty but captures B5, so it is legal.
	a5 := mustVertex(t, "A5", 5)
	require.False(t, b.IsSuicide(a5, White))
	require.True(t, b.IsLegal(a5, White))
	// After Black D2 and E2... build a plain suicide in the corner instead.
	s := mustDiagram(t, `
+---+
|...|
|X..|
|.X.|
+---+`)
	sb := s.Board()
	a1 := mustVertex(t, "A1", 3)
	require.True(t, sb.IsSuicide(a1, White))
	require.ErrorIs(t, sb.Play(a1, White), ErrIllegalMove)
	require.Equal(t, 0, sb.StackDepth(), "an illegal move pushes nothing")
	require.True(t, sb.IsLegal(a1, Black))
	require.False(t, b.IsLegal(mustVertex(t, "B5", 5), White), "occupied")
}

func TestUndoRestoresEverything(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, size := range []int{5, 9, 13, 19} {
		b, err := NewBoard(size)
		require.NoError(t, err)
		var snaps []Position
		var hashes []uint64
		color := Black
		for move := 0; move < 400; move++ {
			var legal []Pos
			for i := 0; i < size; i++ {
				for j := 0; j < size; j++ {
					if b.IsLegal(POS(i, j), color) {
						legal = append(legal, POS(i, j))
					}
				}
			}
			if len(legal) == 0 {
				break
			}
			snaps = append(snaps, b.Snapshot(color, 0))
			hashes = append(hashes, b.Hash())
			require.NoError(t, b.Play(legal[rng.Intn(len(legal))], color))
			if move%17 == 0 {
				require.NoError(t, b.CheckConsistency())
			}
			color = color.Other()
		}
		require.NoError(t, b.CheckConsistency())
		for k := len(snaps) - 1; k >= 0; k-- {
			require.True(t, b.Undo())
			got := b.Snapshot(snaps[k].ToMove(), 0)
			got.lastMove = snaps[k].lastMove
			require.Equal(t, snaps[k], got, "undo to move %d", k)
			require.Equal(t, hashes[k], b.Hash())
		}
		require.False(t, b.Undo())
		require.NoError(t, b.CheckConsistency())
	}
}

func TestSetupUndo(t *testing.T) {
	b, _ := NewBoard(9)
	require.NoError(t, b.Play(POS(4, 4), Black))
	pos := mustDiagram(t, `
.........
.XXO.....
.........
.........
.........
.........
.........
.........
.........`)
	require.NoError(t, b.Setup(&pos))
	require.Equal(t, Empty, b.At(POS(4, 4)))
	require.Equal(t, 2, b.StringSize(POS(1, 1)))
	require.NoError(t, b.Play(POS(0, 3), Black))
	require.True(t, b.Undo())
	require.True(t, b.Undo())
	require.Equal(t, Black, b.At(POS(4, 4)))
	require.Equal(t, Empty, b.At(POS(1, 1)))
	require.NoError(t, b.CheckConsistency())
}

func TestParseDiagramForms(t *testing.T) {
	showboard := `   A B C D E
 5 . . . . . 5
 4 . + . + . 4
 3 . . X . . 3
 2 . + O + . 2     WHITE (O) has captured 0 stones
 1 X O . . . 1     BLACK (X) has captured 0 stones
   A B C D E`
	p := mustDiagram(t, showboard)
	require.Equal(t, 5, p.Size())
	require.Equal(t, Black, p.At(mustVertex(t, "C3", 5)))
	require.Equal(t, White, p.At(mustVertex(t, "C2", 5)))
	require.Equal(t, Black, p.At(mustVertex(t, "A1", 5)))
	require.Equal(t, White, p.At(mustVertex(t, "B1", 5)))
	// Round trip through String.
	q := mustDiagram(t, p.String())
	require.Equal(t, p.board, q.board)

	// A seed-style fragment in the lower left corner.
	frag := mustDiagram(t, `
|.XX...
|XO....
|XO....
|......
|.X.X..
+------`)
	require.Equal(t, 19, frag.Size())
	require.Equal(t, White, frag.At(mustVertex(t, "B4", 19)))
	require.Equal(t, Black, frag.At(mustVertex(t, "B1", 19)))

	for _, bad := range []string{"", "+--+\n|XQ|\n|..|\n+--+", "+---+\n|...|\n|...|\n+---+"} {
		_, err := ParseDiagram(bad)
		require.Error(t, err, bad)
	}
}
