package analysis

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// symPoint maps the point p of an n×n board through the board symmetry t
// (0-7): bit 4 transposes, then bit 1 flips the rows and bit 2 the columns.
func symPoint(t, n int, p Pos) Pos {
	i, j := p.I(), p.J()
	if t&4 != 0 {
		i, j = j, i
	}
	if t&1 != 0 {
		i = n - 1 - i
	}
	if t&2 != 0 {
		j = n - 1 - j
	}
	return POS(i, j)
}

// symPointInverse undoes symPoint.
func symPointInverse(t, n int, p Pos) Pos {
	i, j := p.I(), p.J()
	if t&2 != 0 {
		j = n - 1 - j
	}
	if t&1 != 0 {
		i = n - 1 - i
	}
	if t&4 != 0 {
		i, j = j, i
	}
	return POS(i, j)
}

// symPosition returns the image of pos under the board symmetry t, with the
// colours (and the colour to move) swapped when swap is set.
func symPosition(pos Position, t int, swap bool) Position {
	out := pos
	n := pos.size
	out.board = [NumPos]Color{}
	for p := range out.board {
		out.board[p] = Gray
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			out.board[POS(i, j)] = Empty
		}
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			p := POS(i, j)
			c := pos.board[p]
			if swap && c.IsStone() {
				c = c.Other()
			}
			out.board[symPoint(t, n, p)] = c
		}
	}
	if pos.ko != NoMove {
		out.ko = symPoint(t, n, pos.ko)
	}
	if pos.lastMove != NoMove {
		out.lastMove = symPoint(t, n, pos.lastMove)
	}
	if swap {
		out.toMove = pos.toMove.Other()
		if out.koColor.IsStone() {
			out.koColor = out.koColor.Other()
		}
		out.captured[Black], out.captured[White] = pos.captured[White], pos.captured[Black]
	}
	return out
}

// symPartition analyses the image of pos under symmetry t (colours
// swapped when swap is set) at level DragonsWithoutOwl and returns its
// dragon partition mapped back to pos's points, one sorted line of
// vertices per dragon, the lines sorted.
func symPartition(t testing.TB, pos Position, sym int, swap bool) []string {
	t.Helper()
	img := symPosition(pos, sym, swap)
	a, err := Config{Level: DragonsWithoutOwl}.Analyze(context.Background(), &img)
	require.NoError(t, err)
	ds, err := a.Dragons(context.Background())
	require.NoError(t, err)
	n := pos.size
	var lines []string
	for d := 0; d < ds.Len(); d++ {
		var ps []Pos
		for _, s := range ds.Stones(d) {
			ps = append(ps, symPointInverse(sym, n, s))
		}
		sort.Slice(ps, func(i, j int) bool { return ps[i] < ps[j] })
		var vs []string
		for _, s := range ps {
			vs = append(vs, Vertex(s, n))
		}
		lines = append(lines, strings.Join(vs, " "))
	}
	sort.Strings(lines)
	return lines
}

// symmetryDifferences returns, for each of the 16 images of pos (8 board
// symmetries, each with and without the colours swapped) whose dragon
// partition mapped back differs from the identity's, a line naming it.
func symmetryDifferences(t testing.TB, pos Position) []string {
	t.Helper()
	ref := symPartition(t, pos, 0, false)
	var bad []string
	for _, swap := range []bool{false, true} {
		for s := 0; s < 8; s++ {
			if s == 0 && !swap {
				continue
			}
			got := symPartition(t, pos, s, swap)
			if strings.Join(got, "\n") != strings.Join(ref, "\n") {
				bad = append(bad, fmt.Sprintf("symmetry %d swap %v: %q, identity %q", s, swap, got, ref))
			}
		}
	}
	return bad
}

// requireSymmetric checks that the dragon partition of the diagram is the
// same in all 16 images of the position.
func requireSymmetric(t *testing.T, diagram string) {
	t.Helper()
	pos := mustDiagram(t, diagram)
	require.Empty(t, symmetryDifferences(t, pos))
}
