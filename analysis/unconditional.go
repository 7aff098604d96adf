package analysis

// unconditionalLife finds the strings of colour c that can never be
// captured, even if the opponent may play any number of moves in a row,
// and the territory they surround (seed 000, invincible and
// unconditional_status; GNU Go's unconditional_life). The result is 1 at
// the stones of invincible strings, 2 on unconditional territory (and at
// opponent stones standing in it), 0 elsewhere. b is restored.
//
// The method, as the manual describes it: the opponent repeatedly fills
// the liberties of each string of colour c; a string that is captured, or
// left in atari, goes. The strings that survive are invincible. From that
// position the opponent fills every liberty of the invincible strings and
// extends its strings in atari; what is left as liberties of the
// invincible strings, and opponent strings in atari, is unconditional
// territory.
//
// Two refinements keep seki areas out of the territory. Two-stone strings
// of colour c with no friendly stone (and no edge) around them are seki
// candidates: they are never counted as invincible and are captured only
// at the end, after a shape check: if the opponent, by filling the two
// points beside the candidate, would join its stones on both sides into
// one string, the candidate is first extended by a third stone so that
// its capture leaves a three-point eye (the opponent could live there in
// seki). Finally an opponent string left with two adjacent liberties
// fills one of them, the one with more room for colour c.
func unconditionalLife(b *Board, c Color) [NumPos]uint8 {
	var terr [NumPos]uint8
	base := b.StackDepth()
	defer func() {
		for b.StackDepth() > base {
			b.Undo()
		}
	}()
	other := c.Other()

	var seki PointSet
	var sb [2]Pos
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] != c || b.Origin(p) != p || b.StringSize(p) != 2 {
			continue
		}
		stones := b.Stones(p, sb[:0])
		isolated := true
		for _, s := range stones {
			for _, d := range Delta {
				q := s + d
				if !b.OnBoard(q) || (b.color[q] == c && !b.SameString(q, p)) {
					isolated = false
				}
			}
		}
		if isolated {
			seki.Add(stones[0])
			seki.Add(stones[1])
		}
	}

	if captureNonInvincible(b, c, &seki) {
		return terr
	}
	var libBuf [MaxBoard * MaxBoard]Pos
	fillLibs := func(p Pos) {
		for _, l := range b.libsInto(p, libBuf[:0]) {
			b.Trymove(l, other)
		}
	}
	// 1. Fill the liberties of the invincible strings.
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] == c && !seki.Has(p) && b.Origin(p) == p {
			fillLibs(p)
		}
	}
	// 2. Extend opponent strings in atari.
	for found := true; found; {
		found = false
		for p := BoardMin; p < BoardMax; p++ {
			if b.color[p] != other || b.CountLib(p) != 1 {
				continue
			}
			if b.Trymove(b.libsInto(p, libBuf[:0])[0], other) {
				found = true
			}
		}
	}
	// 3. The seki shape check on the candidates still standing.
	for p := BoardMin; p < BoardMax; p++ {
		if !seki.Has(p) || b.color[p] == Empty || b.Origin(p) != p {
			continue
		}
		for r := 0; r < 4 && b.StringSize(p) <= 2; r++ {
			up, right := Delta[r], Delta[(r+1)%4]
			if b.color[p+up] != c || b.color[p+2*up] != Empty || b.color[p-up] != Empty {
				continue
			}
			for k := 0; k < 2; k++ {
				if k == 1 {
					right = -right
				}
				if b.color[p+right] != Empty || b.color[p+up-right] != Empty {
					continue
				}
				save := b.StackDepth()
				if b.color[p-right] == Empty {
					b.Trymove(p-right, other)
				}
				if b.color[p+up+right] == Empty {
					b.Trymove(p+up+right, other)
				}
				joined := b.color[p-right] == other && b.color[p+up+right] == other &&
					b.SameString(p-right, p+up+right)
				for b.StackDepth() > save {
					b.Undo()
				}
				if joined {
					b.Trymove(p-up, c)
					break
				}
			}
		}
	}
	// 4. Capture the seki candidates.
	for p := BoardMin; p < BoardMax; p++ {
		if seki.Has(p) && b.color[p] != Empty {
			fillLibs(p)
		}
	}
	// 5. Opponent strings with two adjacent liberties fill one of them.
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] != other || b.CountLib(p) != 2 {
			continue
		}
		libs := b.libsInto(p, libBuf[:0])
		a, q := libs[0], libs[1]
		if absInt(a.I()-q.I())+absInt(a.J()-q.J()) != 1 {
			continue
		}
		aOpen, qOpen := b.approxLibs(a, c, 4), b.approxLibs(q, c, 4)
		aLib, qLib := b.approxLibs(a, other, 4), b.approxLibs(q, other, 4)
		if aOpen > qOpen || aOpen == qOpen && aLib >= qLib {
			b.Trymove(a, other)
		} else {
			b.Trymove(q, other)
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		switch {
		case b.color[p] == c && !seki.Has(p):
			terr[p] = 1
			if b.Origin(p) == p {
				for _, l := range b.libsInto(p, libBuf[:0]) {
					terr[l] = 2
				}
			}
		case b.color[p] == other && b.CountLib(p) == 1:
			terr[p] = 2
			terr[b.libsInto(p, libBuf[:0])[0]] = 2
		}
	}
	return terr
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// approxLibs returns the liberties (at most limit) that a stone of colour c
// at the empty point p would have, merging with friendly strings and
// ignoring captures.
func (b *Board) approxLibs(p Pos, c Color, limit int) int {
	var set PointSet
	for _, d := range Delta[:4] {
		q := p + d
		switch b.color[q] {
		case Empty:
			set.Add(q)
		case c:
			l := b.chains[b.head[q]].libs
			set.Union(&l)
		}
	}
	set.Remove(p)
	n := set.Len()
	if n > limit {
		n = limit
	}
	return n
}

// captureNonInvincible lets the opponent of c fill the liberties of every
// string of colour c except the seki candidates, in turn, keeping the
// moves when the string is captured or left in atari (it is then
// captured, through a ko retake if need be) and taking them back
// otherwise, until nothing more falls. It reports whether no string of
// colour c outside the candidates is left.
func captureNonInvincible(b *Board, c Color, seki *PointSet) bool {
	other := c.Other()
	var libBuf [MaxBoard * MaxBoard]Pos
	for found := true; found; {
		found = false
		for p := BoardMin; p < BoardMax; p++ {
			if b.color[p] != c || b.Origin(p) != p || seki.Has(p) {
				continue
			}
			save := b.StackDepth()
			for _, l := range b.libsInto(p, libBuf[:0]) {
				b.Trymove(l, other)
			}
			if b.color[p] != c {
				found = true
			} else if b.CountLib(p) == 1 && b.TryKo(b.libsInto(p, libBuf[:0])[0], other) == nil {
				found = true
			} else {
				for b.StackDepth() > save {
					b.Undo()
				}
			}
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] == c && !seki.Has(p) {
			return false
		}
	}
	return true
}
