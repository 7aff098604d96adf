package analysis

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// scratchStrings computes every string from the colours alone, with a
// flood fill of its own: for each stone the origin, size and liberty count
// of its string, and for each origin its liberties in board order. It
// shares no code with Board's incremental update, so the tests below
// compare two independent answers.
type scratchBoard struct {
	origin [NumPos]Pos
	size   [NumPos]int
	nlibs  [NumPos]int
	libs   map[Pos][]Pos
}

func scratchStrings(b *Board) *scratchBoard {
	s := &scratchBoard{libs: map[Pos][]Pos{}}
	var mark [NumPos]Pos // liberty q counted for the string with origin mark[q]
	var stack []Pos
	for p := BoardMin; p < BoardMax; p++ {
		c := b.At(p)
		if !c.IsStone() || s.origin[p] != NoMove {
			continue
		}
		// p is the first stone of a new string in board order: its origin.
		var stones, libs []Pos
		s.origin[p] = p
		stack = append(stack[:0], p)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			stones = append(stones, q)
			for _, d := range Delta[:4] {
				r := q + d
				switch b.At(r) {
				case Empty:
					if mark[r] != p {
						mark[r] = p
						libs = append(libs, r)
					}
				case c:
					if s.origin[r] == NoMove {
						s.origin[r] = p
						stack = append(stack, r)
					}
				}
			}
		}
		sortPosTest(libs)
		for _, q := range stones {
			s.size[q], s.nlibs[q] = len(stones), len(libs)
		}
		s.libs[p] = libs
	}
	return s
}

func sortPosTest(s []Pos) {
	for i := 1; i < len(s); i++ {
		for k := i; k > 0 && s[k] < s[k-1]; k-- {
			s[k], s[k-1] = s[k-1], s[k]
		}
	}
}

// checkAgainstScratch compares every string's size, origin, liberty count
// and liberty list with scratchStrings, and the whole board with
// CheckConsistency.
func checkAgainstScratch(t *testing.T, b *Board, where string) {
	t.Helper()
	s := scratchStrings(b)
	var buf []Pos
	for p := BoardMin; p < BoardMax; p++ {
		if !b.At(p).IsStone() {
			continue
		}
		if b.CountLib(p) != s.nlibs[p] || b.StringSize(p) != s.size[p] || b.Origin(p) != s.origin[p] {
			t.Fatalf("%s: string at %v: libs %d size %d origin %v; from scratch %d %d %v", where, Vertex(p, b.Size()),
				b.CountLib(p), b.StringSize(p), b.Origin(p), s.nlibs[p], s.size[p], s.origin[p])
		}
		if s.origin[p] == p {
			buf = b.Liberties(p, buf[:0])
			want := s.libs[p]
			if len(buf) != len(want) {
				t.Fatalf("%s: liberties of %v: %v, from scratch %v", where, Vertex(p, b.Size()), buf, want)
			}
			for i := range buf {
				if buf[i] != want[i] {
					t.Fatalf("%s: liberties of %v: %v, from scratch %v", where, Vertex(p, b.Size()), buf, want)
				}
			}
		}
	}
	if err := b.CheckConsistency(); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
}

// TestLibertyCountsCaptureMerge checks the liberty counts kept in the
// string records after a merge, a capture and their undos on a diagram.
func TestLibertyCountsCaptureMerge(t *testing.T) {
	pos := mustDiagram(t, `
+-------+
|.......|
|.XX.O..|
|XOO.O..|
|.XX.O..|
|.......|
|.......|
|.......|
+-------+`)
	b := pos.Board()
	v := func(s string) Pos { return mustVertex(t, s, 7) }
	libs := func(s string) int { return b.CountLib(v(s)) }
	start := func() {
		t.Helper()
		require.Equal(t, 1, libs("B5"), "B5-C5: only D5")
		require.Equal(t, 8, libs("E5"), "E4-E6: E7 D6 F6 D5 F5 D4 F4 E3")
		require.Equal(t, 4, libs("B6"), "B6-C6: B7 C7 A6 D6")
		require.Equal(t, 4, libs("C4"), "B4-C4: A4 B3 C3 D4")
		require.Equal(t, 2, libs("A5"), "A5: A6 A4")
		checkAgainstScratch(t, b, "start")
	}
	start()

	// White D5 joins B5-C5 to E4-E6: one string of 6 stones.
	require.NoError(t, b.Play(v("D5"), White))
	require.Equal(t, 6, b.StringSize(v("B5")))
	require.True(t, b.SameString(v("B5"), v("E6")))
	require.Equal(t, v("E6"), b.Origin(v("B5")), "the top stone is the origin")
	require.Equal(t, 7, libs("C5"), "D6 D4 E7 F6 F5 F4 E3")
	checkAgainstScratch(t, b, "after the merge")
	require.True(t, b.Undo())
	start()

	// Black D5 captures B5-C5; B5 and C5 become liberties of the black
	// strings next to them.
	require.NoError(t, b.Play(v("D5"), Black))
	require.Equal(t, Empty, b.At(v("B5")))
	require.Equal(t, Empty, b.At(v("C5")))
	require.Equal(t, 2, b.Captured(White))
	require.Equal(t, NoMove, b.Ko(), "two stones taken: no ko")
	require.Equal(t, 6, libs("B6"), "B7 C7 A6 D6 B5 C5")
	require.Equal(t, 6, libs("B4"), "A4 B3 C3 D4 B5 C5")
	require.Equal(t, 3, libs("A5"), "A6 A4 B5")
	require.Equal(t, 3, libs("D5"), "D6 D4 C5")
	require.Equal(t, 7, libs("E5"), "E4-E6 lost D5")
	checkAgainstScratch(t, b, "after the capture")
	require.True(t, b.Undo())
	require.Equal(t, 0, b.Captured(White))
	start()
}

// TestKoSuicideLiberties checks the counts around a ko capture, its
// retake with TryKo and an illegal suicide, which must leave everything as
// it was.
func TestKoSuicideLiberties(t *testing.T) {
	pos := mustDiagram(t, `
+-----+
|.XO..|
|XO.O.|
|.XO..|
|.....|
|.....|
+-----+`)
	b := pos.Board()
	v := func(s string) Pos { return mustVertex(t, s, 5) }
	require.Equal(t, 1, b.CountLib(v("B4")), "B4 in atari at C4")
	require.NoError(t, b.Play(v("C4"), Black))
	require.Equal(t, v("B4"), b.Ko())
	require.Equal(t, 1, b.CountLib(v("C4")), "the capturing stone has only the ko point")
	require.Equal(t, 3, b.CountLib(v("A4")), "A4 gained B4")
	checkAgainstScratch(t, b, "ko taken")
	require.NoError(t, b.TryKo(v("B4"), White))
	require.Equal(t, 1, b.CountLib(v("B4")), "the retaking stone has only C4")
	require.Equal(t, 2, b.CountLib(v("A4")), "A4 lost B4 again")
	require.Equal(t, 2, b.CountLib(v("C5")), "C5 gained C4: D5 C4")
	checkAgainstScratch(t, b, "ko retaken")
	require.True(t, b.Undo())
	require.True(t, b.Undo())
	checkAgainstScratch(t, b, "ko undone")

	// A1 for White in a corner Black closes: suicide, refused.
	s := mustDiagram(t, `
+---+
|...|
|X..|
|.X.|
+---+`)
	sb := s.Board()
	before := sb.Snapshot(White, 0)
	require.ErrorIs(t, sb.Play(mustVertex(t, "A1", 3), White), ErrIllegalMove)
	require.False(t, sb.Trymove(mustVertex(t, "A1", 3), White))
	require.Equal(t, before, sb.Snapshot(White, 0))
	require.Equal(t, 3, sb.CountLib(mustVertex(t, "A2", 3)))
	checkAgainstScratch(t, sb, "after a refused suicide")
}

// playUndoChecked plays the moves (with TryKo, so ko retakes are allowed),
// checking every string against scratchString after each, then undoes
// them one by one, checking that each Undo gives back exactly the position
// before that move.
func playUndoChecked(t *testing.T, b *Board, moves []string, colors []Color) {
	t.Helper()
	var snaps []Position
	var hashes []uint64
	for i, m := range moves {
		snaps = append(snaps, b.Snapshot(Black, 0))
		hashes = append(hashes, b.Hash())
		require.NoError(t, b.TryKo(mustVertex(t, m, b.Size()), colors[i]), "move %d %s", i, m)
		checkAgainstScratch(t, b, "after "+m)
	}
	for i := len(moves) - 1; i >= 0; i-- {
		require.True(t, b.Undo())
		require.Equal(t, snaps[i], b.Snapshot(Black, 0), "undo of move %d %s", i, moves[i])
		require.Equal(t, hashes[i], b.Hash())
		checkAgainstScratch(t, b, "undo of "+moves[i])
	}
}

// TestUndoRevivesOverwrittenRecords replays on the points of captured
// strings before undoing. A string's record lives at its head stone; a
// later stone on that point writes its own record there, yet undoing the
// capture must bring the captured string back with its exact liberties,
// size and origin.
func TestUndoRevivesOverwrittenRecords(t *testing.T) {
	// Black D4 takes B4-C4 (head B4), White replays on B4, Black C4 takes
	// it.
	pos := mustDiagram(t, `
+-----+
|.XX..|
|XOOX.|
|.XX..|
|.....|
|.....|
+-----+`)
	pos.board[mustVertex(t, "D4", 5)] = Empty
	b := pos.Board()
	require.Equal(t, 1, b.CountLib(mustVertex(t, "B4", 5)))
	playUndoChecked(t, b, []string{"D4", "B4", "C4"}, []Color{Black, White, Black})

	// White C5 joins B5 and D5 (B5 and D5 are merged into the new stone's
	// string), Black E5 takes all three, White replays on B5 and D5 (the
	// points of the two merged-away records) and Black C5 takes both.
	pos = mustDiagram(t, `
+-----+
|XO.O.|
|.XXX.|
|.....|
|.....|
|.....|
+-----+`)
	b = pos.Board()
	playUndoChecked(t, b, []string{"C5", "E5", "B5", "D5", "C5"}, []Color{White, Black, White, White, Black})
	require.Equal(t, 0, b.StackDepth())
}

// TestIncrementalLibertiesRandomPlayUndo is a property test: random legal
// moves (captures, merges, kos included) mixed with random undos, on
// several board sizes; after every step each string's liberty count, list,
// size and origin equal a from-scratch flood fill, and every undo gives
// back the exact earlier position and hash.
func TestIncrementalLibertiesRandomPlayUndo(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	steps := 1000
	if testing.Short() {
		steps = 300
	}
	for _, size := range []int{2, 3, 5, 7, 9, 19} {
		b, err := NewBoard(size)
		require.NoError(t, err)
		var snaps []Position
		var hashes []uint64
		color := Black
		for step := 0; step < steps; step++ {
			if len(snaps) > 0 && rng.IntN(3) == 0 {
				require.True(t, b.Undo())
				k := len(snaps) - 1
				if b.Snapshot(Black, 0) != snaps[k] || b.Hash() != hashes[k] {
					t.Fatalf("size %d step %d: undo did not give back the position", size, step)
				}
				snaps, hashes = snaps[:k], hashes[:k]
			} else {
				var legal []Pos
				for i := 0; i < size; i++ {
					for j := 0; j < size; j++ {
						if p := POS(i, j); b.At(p) == Empty && b.legal(p, color, true) {
							legal = append(legal, p)
						}
					}
				}
				if len(legal) == 0 {
					color = color.Other()
					continue
				}
				snaps = append(snaps, b.Snapshot(Black, 0))
				hashes = append(hashes, b.Hash())
				require.NoError(t, b.TryKo(legal[rng.IntN(len(legal))], color))
				color = color.Other()
			}
			checkAgainstScratch(t, b, "random play/undo")
		}
	}
}

// FuzzBoardPlayUndo reads the input as moves on a 7×7 board: a byte below
// 49 plays that point for the side to move (when legal, ko retakes
// allowed), 255 undoes one move. Every step must keep the incremental
// strings equal to a recomputation, and undoing everything must give back
// the empty board.
func FuzzBoardPlayUndo(f *testing.F) {
	f.Add([]byte{24, 25, 17, 255, 31, 23, 32, 16, 255, 255, 8, 0, 1, 7})
	f.Add([]byte{0, 1, 7, 8, 2, 14, 9, 255, 9, 15, 255, 255, 255, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		b, _ := NewBoard(7)
		color := Black
		for _, x := range data {
			if x == 255 {
				b.Undo()
			} else if x < 49 {
				p := POS(int(x)/7, int(x)%7)
				if b.TryKo(p, color) == nil {
					color = color.Other()
				}
			}
			if err := b.CheckConsistency(); err != nil {
				t.Fatal(err)
			}
		}
		for b.Undo() {
		}
		empty, _ := NewBoard(7)
		if b.Snapshot(Black, 0) != empty.Snapshot(Black, 0) || b.Hash() != 0 {
			t.Fatal("undoing every move did not give back the empty board")
		}
	})
}
