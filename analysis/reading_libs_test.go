package analysis

import "testing"

// libsGameSize and libsGameMoves are the random games of the libsAfter
// tests (randomGames): 9x9, 14x14 and 19x19 boards, 40 to 154 moves.
func libsGameSize(game int) int  { return 9 + 5*(game%3) }
func libsGameMoves(game int) int { return 40 + game*6 }

// TestLibsAfterMatchesSet checks the counting shortcuts of libsAfter
// (no friendly neighbour; one friendly string) against the size of the
// full liberty set libsAfterSet on every empty point, for both colours,
// of positions reached by seeded random play.
func TestLibsAfterMatchesSet(t *testing.T) {
	randomGames(7, libsGameSize, libsGameMoves, func(b *Board, game, n int) {
		for p := BoardMin; p < BoardMax; p++ {
			if b.At(p) != Empty {
				continue
			}
			for _, col := range [2]Color{Black, White} {
				set := b.libsAfterSet(p, col)
				if got, want := b.libsAfter(p, col), set.Len(); got != want {
					t.Fatalf("game %d move %d: libsAfter(%s, %v) = %d, set has %d",
						game, n, Vertex(p, b.Size()), col, got, want)
				}
			}
		}
	})
}

// TestLibsAfterExtendMatches checks libsAfterExtend (one, two, or three
// and more friendly strings next to the liberty) against libsAfter on
// every liberty of every string of positions reached by seeded random
// play, and that each of its cases was met.
func TestLibsAfterExtendMatches(t *testing.T) {
	friends := [5]int{}
	randomGames(11, libsGameSize, libsGameMoves, func(b *Board, game, n int) {
		for s := BoardMin; s < BoardMax; s++ {
			col := b.At(s)
			if !col.IsStone() || b.Origin(s) != s {
				continue
			}
			for _, l := range b.Liberties(s, nil) {
				if got, want := b.libsAfterExtend(l, col, b.head[s]), b.libsAfter(l, col); got != want {
					t.Fatalf("game %d move %d: libsAfterExtend(%s, %v, string %s) = %d, libsAfter %d",
						game, n, Vertex(l, b.Size()), col, Vertex(s, b.Size()), got, want)
				}
				heads := map[Pos]bool{}
				for _, d := range Delta[:4] {
					if b.At(l+d) == col {
						heads[b.head[l+d]] = true
					}
				}
				friends[len(heads)]++
			}
		}
	})
	if friends[1] == 0 || friends[2] == 0 || friends[3]+friends[4] == 0 {
		t.Fatalf("cases met (by friendly strings next to the liberty): %v", friends)
	}
}
