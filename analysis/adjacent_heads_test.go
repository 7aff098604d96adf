package analysis

import (
	"slices"
	"testing"
)

// adjacentHeadsRef is adjacentHeads written plainly: the heads of the
// strings of colour c next to the stones of the string at p, in the order
// met walking the string's stones and, at each, the neighbours in Delta's
// order (S, W, N, E).
func adjacentHeadsRef(b *Board, p Pos, c Color) []Pos {
	var out []Pos
	q := p
	for {
		for _, d := range Delta[:4] {
			if s := q + d; b.color[s] == c && !slices.Contains(out, b.head[s]) {
				out = append(out, b.head[s])
			}
		}
		q = b.next[q]
		if q == p {
			break
		}
	}
	return out
}

// TestAdjacentHeadsMatchesRef: on positions of random games (strings on
// every edge and corner of several board sizes), adjacentHeads lists the
// same heads in the same order as the plain reference, for every string
// and both colours.
func TestAdjacentHeadsMatchesRef(t *testing.T) {
	r := NewReader(0, 0)
	checks, nonEmpty := 0, 0
	speedBoards(t, func(b *Board) {
		r.b = b
		for p := BoardMin; p < BoardMax; p++ {
			if !b.color[p].IsStone() || b.head[p] != p {
				continue
			}
			for _, c := range [2]Color{White, Black} {
				got, want := r.adjacentHeads(p, c, nil), adjacentHeadsRef(b, p, c)
				if !slices.Equal(got, want) {
					t.Fatalf("adjacentHeads(%s, %v) = %v, want %v", Vertex(p, b.Size()), c, got, want)
				}
				// Buffers that fill up (the in-place adds, then the
				// out-of-line append) and one that does not.
				var small [2]Pos
				var hb [16]Pos
				for _, buf := range [][]Pos{small[:0], hb[:0]} {
					if got := r.adjacentHeads(p, c, buf); !slices.Equal(got, want) {
						t.Fatalf("adjacentHeads(%s, %v, cap %d) = %v, want %v", Vertex(p, b.Size()), c, cap(buf), got, want)
					}
				}
				checks++
				if len(got) > 1 {
					nonEmpty++
				}
			}
		}
	})
	if nonEmpty < 500 {
		t.Fatalf("only %d answers with several heads of %d", nonEmpty, checks)
	}
	t.Logf("%d strings checked, %d with several heads", checks, nonEmpty)
}
