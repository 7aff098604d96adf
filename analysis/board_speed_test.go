package analysis

import (
	"math/rand"
	"testing"
)

// The speed rewrites of the reading hot paths must give exactly the
// answers of the straightforward versions they replaced; these tests keep
// those versions as references and compare on seeded random positions.

// libsAfterRef is libsAfter as it was before its single-pass rewrite (its
// four neighbour switches written as a loop here, where speed does not
// matter): one scan of the neighbours, then a rescan for one friendly
// string and libsAfterJoin for several.
func (b *Board) libsAfterRef(p Pos, c Color) int {
	other := c.Other()
	// Without a friendly neighbour the new stone's liberties are its
	// empty neighbours and the points of the stones it captures that
	// touch it. With one friendly string they are that string's
	// liberties (p among them) less p, plus the same points where they
	// are not liberties of the string already; only a move joining
	// several strings needs the set.
	n, friend, several := 0, NoMove, false
	for _, d := range Delta[:4] {
		switch q := p + d; b.color[q] {
		case Empty:
			n++
		case c:
			if h := b.head[q]; friend == NoMove {
				friend = h
			} else if h != friend {
				several = true
			}
		case other:
			if b.chains[b.head[q]].nlib == 1 {
				n++
			}
		}
	}
	if friend == NoMove {
		return n
	}
	if several {
		return b.libsAfterJoin(p, c, friend)
	}
	libs := &b.chains[friend].libs
	n += int(b.chains[friend].nlib) - 1
	for _, d := range Delta[:4] {
		if q := p + d; b.color[q] == Empty && libs.Has(q) {
			n--
		}
	}
	return n
}

// libsAfterJoin is the reference libsAfterRef uses for a move at p that
// joins several strings of colour c (friend is one of them): the
// production libsAfter does this in its single pass now. For two strings A and B the union
// of their liberties is counted as |A| + |B| - |A and B| without building
// it; p, a liberty of both, is not one of the move's, and the empty
// neighbours outside both sets and the neighbours captured (one point
// each) are added. Three or four strings use libsAfterSet.
func (b *Board) libsAfterJoin(p Pos, c Color, friend Pos) int {
	other := c.Other()
	second := NoMove
	for _, d := range Delta[:4] {
		if q := p + d; b.color[q] == c {
			if h := b.head[q]; h != friend {
				if second != NoMove && h != second {
					set := b.libsAfterSet(p, c)
					return set.Len()
				}
				second = h
			}
		}
	}
	la, lb := &b.chains[friend].libs, &b.chains[second].libs
	common := la.commonLen(lb)
	n := int(b.chains[friend].nlib) + int(b.chains[second].nlib) - common - 1
	for _, d := range Delta[:4] {
		switch q := p + d; b.color[q] {
		case Empty:
			if !la.Has(q) && !lb.Has(q) {
				n++
			}
		case other:
			if b.chains[b.head[q]].nlib == 1 {
				n++
			}
		}
	}
	return n
}

// speedBoards calls check on positions reached by seeded random play
// (several sizes, every 3rd move of 20 games).
func speedBoards(t *testing.T, check func(b *Board)) {
	t.Helper()
	randomGames(11, func(game int) int { return 7 + 3*(game%5) }, func(game int) int { return 30 + game*8 },
		func(b *Board, game, n int) {
			if n%3 == 0 {
				check(b)
			}
		})
}

// randomGames plays 20 seeded random games, game g on a board of size(g)
// with moves(g) moves (each a legal move of the colour to play that fills
// none of its own eyes, if one is found in 50 tries), and calls check after
// every move with the game's and the move's index.
func randomGames(seed int64, size, moves func(game int) int, check func(b *Board, game, n int)) {
	rng := rand.New(rand.NewSource(seed))
	for game := 0; game < 20; game++ {
		b, _ := NewBoard(size(game))
		c := Black
		for n := 0; n < moves(game); n++ {
			for try := 0; try < 50; try++ {
				p := POS(rng.Intn(b.Size()), rng.Intn(b.Size()))
				if b.IsLegal(p, c) && !b.isEyeLike(p, c) {
					_ = b.Play(p, c)
					break
				}
			}
			c = c.Other()
			check(b, game, n)
		}
	}
}

// TestLibsAfterMatchesRef: the single-pass libsAfter equals the old one on
// every point of the board (stones too: backfillAgainst asks about the
// point of a stone in atari), for both colours.
func TestLibsAfterMatchesRef(t *testing.T) {
	joins := 0
	speedBoards(t, func(b *Board) {
		for p := BoardMin; p < BoardMax; p++ {
			if b.color[p] == Gray {
				continue
			}
			for _, col := range [2]Color{Black, White} {
				if got, want := b.libsAfter(p, col), b.libsAfterRef(p, col); got != want {
					t.Fatalf("libsAfter(%s, %v) = %d, was %d", Vertex(p, b.Size()), col, got, want)
				}
				if set := b.libsAfterSet(p, col); b.color[p] == Empty && set.Len() != b.libsAfter(p, col) {
					t.Fatalf("libsAfter(%s, %v) differs from the set", Vertex(p, b.Size()), col)
				}
				nf := 0
				for _, d := range Delta[:4] {
					if b.color[p+d] == col {
						nf++
					}
				}
				if nf >= 2 {
					joins++
				}
			}
		}
	})
	if joins < 1000 {
		t.Fatalf("only %d points next to several friendly stones checked", joins)
	}
}

// TestColorOtherAllValues: Other swaps White and Black and leaves every
// other value (Empty, Gray and the unused ones) alone, as the switch it
// replaced did.
func TestColorOtherAllValues(t *testing.T) {
	for v := 0; v < 256; v++ {
		c := Color(v)
		want := c
		switch c {
		case White:
			want = Black
		case Black:
			want = White
		}
		if got := c.Other(); got != want {
			t.Fatalf("Color(%d).Other() = %d, want %d", v, got, want)
		}
	}
}

// TestCaptureResultMatchesPlay: captureResult gives the liberties of every
// string of the mover and the ko state that playing the capture gives, for
// every capturing move of both colours on seeded random positions.
func TestCaptureResultMatchesPlay(t *testing.T) {
	checked, kos, joined := 0, 0, 0
	speedBoards(t, func(b *Board) {
		for l := BoardMin; l < BoardMax; l++ {
			if b.color[l] != Empty {
				continue
			}
			for _, c := range [2]Color{Black, White} {
				captures := false
				for _, d := range Delta[:4] {
					if q := l + d; b.color[q] == c.Other() && b.chains[b.head[q]].nlib == 1 {
						captures = true
					}
				}
				if !captures || l == b.ko && c == b.koColor {
					continue
				}
				var strs []Pos
				for p := BoardMin; p < BoardMax; p++ {
					if b.color[p] == c && b.chains[b.head[p]].origin == p {
						strs = append(strs, p)
					}
				}
				type res struct {
					n  int
					ko bool
				}
				want := map[Pos]res{}
				if !b.Trymove(l, c) {
					t.Fatalf("capture %s for %v illegal", Vertex(l, b.Size()), c)
				}
				for _, s := range strs {
					want[s] = res{b.CountLib(s), b.Ko() != NoMove}
				}
				b.Undo()
				for _, s := range strs {
					n, ko := b.captureResult(s, l, c)
					if w := want[s]; n != w.n || ko != w.ko {
						t.Fatalf("captureResult(%s, %s, %v) = %d %v, play gives %d %v\n%s", Vertex(s, b.Size()), Vertex(l, b.Size()), c, n, ko, w.n, w.ko, b.Snapshot(c, 0).String())
					}
					checked++
					if ko {
						kos++
					}
					if b.touchesHead(l, c, b.head[s]) {
						joined++
					}
				}
			}
		}
	})
	if checked < 5000 || kos < 20 || joined < 200 {
		t.Fatalf("only %d cases (%d kos, %d joins) checked", checked, kos, joined)
	}
	t.Logf("%d cases, %d kos, %d joins", checked, kos, joined)
}

// TestLibsIntoMatchesSet: libsInto, which stops after the string's nlib
// liberties, lists exactly the points of the string's liberty set in
// board order, for every stone of seeded random positions.
func TestLibsIntoMatchesSet(t *testing.T) {
	stones := 0
	speedBoards(t, func(b *Board) {
		for p := BoardMin; p < BoardMax; p++ {
			if !b.color[p].IsStone() {
				continue
			}
			set := b.LibSet(p)
			got, want := b.libsInto(p, nil), set.Slice()
			if len(got) != len(want) {
				t.Fatalf("libsInto(%s) = %v, set %v", Vertex(p, b.Size()), got, want)
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("libsInto(%s) = %v, set %v", Vertex(p, b.Size()), got, want)
				}
			}
			stones++
		}
	})
	if stones < 1000 {
		t.Fatalf("only %d stones checked", stones)
	}
}
