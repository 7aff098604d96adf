package analysis

// unconditionalLife finds the strings of colour c that can never be
// captured, even if the opponent may play any number of moves in a row,
// and the territory they surround (seed 000, invincible and
// unconditional_status; GNU Go's unconditional_life). The result is 1 at
// the stones of invincible strings, 2 on unconditional territory (and at
// opponent stones standing in it), 0 elsewhere. b is restored.
//
// The method: the opponent repeatedly fills the liberties of each string
// of colour c; a string that is captured, or left in atari, goes. The
// strings that survive are invincible. From that position the opponent
// then fills every liberty of the invincible strings, extends its strings
// in atari, and plays wherever its new stone keeps two, then one, empty
// neighbours; what is left as liberties of the invincible strings, and
// opponent strings in atari, is unconditional territory.
func unconditionalLife(b *Board, c Color) [NumPos]uint8 {
	var terr [NumPos]uint8
	base := b.StackDepth()
	defer func() {
		for b.StackDepth() > base {
			b.Undo()
		}
	}()
	other := c.Other()

	// Two-stone strings with no friendly stone or edge around them may be
	// part of a seki; they never count as invincible by themselves.
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

	noneInvincible := captureNonInvincible(b, c, &seki)
	if noneInvincible {
		return terr
	}
	var libBuf [MaxBoard * MaxBoard]Pos
	// 1. Fill the liberties of the invincible strings.
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] != c || seki.Has(p) || b.Origin(p) != p {
			continue
		}
		for _, l := range b.libsInto(p, libBuf[:0]) {
			b.Trymove(l, other)
		}
	}
	// 2. Extend opponent strings in atari.
	extendAtari := func() {
		for found := true; found; {
			found = false
			for p := BoardMin; p < BoardMax; p++ {
				if b.color[p] != other || b.CountLib(p) > 1 {
					continue
				}
				l := b.libsInto(p, libBuf[:0])[0]
				if b.Trymove(l, other) {
					found = true
				}
			}
		}
	}
	extendAtari()
	// 3. and 4. Split big eyes: play where the new stone keeps at least
	// two, then at least one, empty neighbour.
	for _, need := range [2]int{2, 1} {
		for found := true; found; {
			found = false
			for p := BoardMin; p < BoardMax; p++ {
				if b.color[p] != Empty {
					continue
				}
				e := 0
				for _, d := range Delta[:4] {
					if b.color[p+d] == Empty {
						e++
					}
				}
				if e < need {
					continue
				}
				if b.libsAfterStrict(p, other) < need {
					continue
				}
				if b.Trymove(p, other) {
					found = true
				}
			}
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

// captureNonInvincible lets the opponent of c fill the liberties of every
// string of colour c in turn, keeping the moves when the string is
// captured or left in atari (then it also captures it, through a ko retake
// if need be) and taking them back otherwise, until nothing more falls. It
// reports whether no string of colour c (outside the seki candidates) is
// left.
func captureNonInvincible(b *Board, c Color, seki *PointSet) bool {
	other := c.Other()
	var libBuf [MaxBoard * MaxBoard]Pos
	for found := true; found; {
		found = false
		for p := BoardMin; p < BoardMax; p++ {
			if b.color[p] != c || b.Origin(p) != p {
				continue
			}
			save := b.StackDepth()
			for _, l := range b.libsInto(p, libBuf[:0]) {
				b.Trymove(l, other)
			}
			if b.color[p] != c {
				found = true
			} else if b.CountLib(p) == 1 {
				l := b.libsInto(p, libBuf[:0])[0]
				if b.TryKo(l, other) == nil {
					found = true
				} else {
					for b.StackDepth() > save {
						b.Undo()
					}
				}
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

// libsAfterStrict returns the number of liberties a stone of colour c at
// the empty point p would have, captures included.
func (b *Board) libsAfterStrict(p Pos, c Color) int {
	if !b.Trymove(p, c) {
		return 0
	}
	n := b.CountLib(p)
	b.Undo()
	return n
}
