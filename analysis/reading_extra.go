package analysis

import "context"

// AttackEither reports whether one move can capture at least one of the
// strings at a and b (same colour), GNU Go's attack_either.
func (r *Reader) AttackEither(ctx context.Context, b *Board, a, bstr Pos) ResultCode {
	c := b.At(a)
	if !c.IsStone() || b.At(bstr) != c {
		return Lose
	}
	base := r.begin(ctx, b)
	defer r.end(base)
	best, _ := r.attack(a, 0, 0)
	if b.SameString(a, bstr) {
		return best
	}
	if rb, _ := r.attack(bstr, 0, 0); rb > best {
		best = rb
	}
	if best == Win {
		return best
	}
	// Moves at the liberties of either string may threaten both.
	var buf [64]Pos
	moves := b.libsInto(a, buf[:0])
	moves = b.libsInto(bstr, moves)
	other := c.Other()
	for _, m := range moves {
		if r.stopped {
			break
		}
		if !b.Trymove(m, other) {
			continue
		}
		r.count()
		res := Lose
		if b.At(a) != c || b.At(bstr) != c {
			res = Win
		} else {
			res = r.defendBoth(a, bstr, 1).invert()
		}
		b.Undo()
		if r.stopped {
			// A read cut short by the node limit or the context proves
			// nothing: answer as if no attack was found.
			return Lose
		}
		if res > best {
			best = res
			if best == Win {
				break
			}
		}
	}
	return best
}

// DefendBoth reports whether one move can make both strings at a and b
// safe (GNU Go's defend_both).
func (r *Reader) DefendBoth(ctx context.Context, b *Board, a, bstr Pos) ResultCode {
	c := b.At(a)
	if !c.IsStone() || b.At(bstr) != c {
		return Lose
	}
	base := r.begin(ctx, b)
	defer r.end(base)
	res := r.defendBoth(a, bstr, 0)
	if r.stopped {
		return Lose
	}
	return res
}

// defendBoth: the owner of a and bstr is to move.
func (r *Reader) defendBoth(a, bstr Pos, depth int) ResultCode {
	b := r.b
	c := b.color[a]
	aa, _ := r.attack(a, depth, 0)
	ab, _ := r.attack(bstr, depth, 0)
	if aa == Lose && ab == Lose {
		return Win
	}
	if b.SameString(a, bstr) {
		d, _ := r.defend(a, depth, 0)
		return d
	}
	// Candidate moves: defence moves of each, and the liberties of both.
	var cands candList
	var buf [64]Pos
	if aa != Lose {
		if d, m := r.defend(a, depth, 0); d != Lose && m != NoMove {
			cands.add(m, 100)
		}
	}
	if ab != Lose {
		if d, m := r.defend(bstr, depth, 0); d != Lose && m != NoMove {
			cands.add(m, 100)
		}
	}
	for _, l := range b.libsInto(a, buf[:0]) {
		cands.add(l, 1)
	}
	for _, l := range b.libsInto(bstr, buf[:0]) {
		cands.add(l, 1)
	}
	var hb [16]Pos
	for _, s := range [2]Pos{a, bstr} {
		for _, h := range r.adjacentHeads(s, c.Other(), hb[:0]) {
			if int(b.chains[h].nlib) == 1 {
				cands.add(b.firstLib(h), 50)
			}
		}
	}
	cands.sort()
	best := Lose
	for i := 0; i < cands.n && !r.stopped; i++ {
		m := cands.pos[i]
		if !b.Trymove(m, c) {
			continue
		}
		r.count()
		res := Lose
		if b.color[a] == c && b.color[bstr] == c {
			ra, _ := r.attack(a, depth+1, 0)
			rb, _ := r.attack(bstr, depth+1, 0)
			res = maxCode(ra, rb).invert()
		}
		b.Undo()
		if res > best {
			best = res
			if best == Win {
				break
			}
		}
	}
	return best
}

func maxCode(a, b ResultCode) ResultCode {
	if a > b {
		return a
	}
	return b
}

// LadderAttack reads a ladder against the string at str, which must have
// exactly two liberties: the attacker may only give atari and the
// defender may only extend or capture (GNU Go's simple_ladder).
func (r *Reader) LadderAttack(ctx context.Context, b *Board, str Pos) (ResultCode, Pos) {
	if !b.At(str).IsStone() || b.CountLib(str) != 2 {
		return Lose, NoMove
	}
	base := r.begin(ctx, b)
	defer r.end(base)
	res, m := r.ladderAttack(str, 0)
	if r.stopped {
		return Lose, NoMove
	}
	return res, m
}

func (r *Reader) ladderAttack(str Pos, depth int) (ResultCode, Pos) {
	b := r.b
	color := b.color[str]
	other := color.Other()
	var buf [4]Pos
	libs := b.libsInto(str, buf[:0])
	if len(libs) == 1 {
		if b.IsLegal(libs[0], other) {
			return Win, libs[0]
		}
		return Lose, NoMove
	}
	if len(libs) != 2 || r.stopped {
		return Lose, NoMove
	}
	for _, m := range libs {
		if !b.Trymove(m, other) {
			continue
		}
		r.count()
		res := Win
		if b.color[str] == color && b.CountLib(m) > 1 || b.color[str] != color {
			if b.color[str] == color {
				res = r.ladderDefend(str, depth+1).invert()
			}
		} else {
			res = Lose // the attacking stone can be captured at once
			if b.color[str] == color {
				if d := r.ladderDefend(str, depth+1); d == Lose {
					res = Win
				}
			}
		}
		b.Undo()
		if res == Win {
			return Win, m
		}
	}
	return Lose, NoMove
}

func (r *Reader) ladderDefend(str Pos, depth int) ResultCode {
	b := r.b
	color := b.color[str]
	other := color.Other()
	var buf [4]Pos
	var cands candList
	libs := b.libsInto(str, buf[:0])
	if len(libs) != 1 {
		return Win
	}
	var hb [16]Pos
	for _, h := range r.adjacentHeads(str, other, hb[:0]) {
		if int(b.chains[h].nlib) == 1 {
			cands.add(b.firstLib(h), 10)
		}
	}
	cands.add(libs[0], 1)
	cands.sort()
	for i := 0; i < cands.n && !r.stopped; i++ {
		m := cands.pos[i]
		if !b.Trymove(m, color) {
			continue
		}
		r.count()
		res := Win
		if b.color[str] != color {
			res = Lose
		} else {
			switch n := b.CountLib(str); {
			case n <= 1:
				res = Lose
			case n == 2:
				a, _ := r.ladderAttack(str, depth+1)
				res = a.invert()
			}
		}
		b.Undo()
		if res == Win {
			return Win
		}
	}
	return Lose
}
