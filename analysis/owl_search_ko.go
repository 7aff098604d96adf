package analysis

// Ko inside the owl search (seed 002: owl results WIN, KO_A, KO_B).
//
// A ko capture that the ko rule forbids at that moment (an immediate
// retake) may still be played in a reading line, as if the player had
// found a ko threat that was answered; the line's result is then at most
// KoB for that player. The defender makes such captures only in the first
// owlDefenderKoDepth plies of a line (owl.go), the attacker at any depth.
// The player who makes such a capture becomes the
// line's ko master for that ko: the opponent may not take it back, so the
// line reads on as if the master had won the ko, and the master's result
// stays a ko result. The master may go on with further captures in the
// same ko shape (a stone captured diagonally next to the master's ko
// stone), and the ko is over for the line when the master fills it (or
// its retake is no longer possible). The opponent may take another ko
// instead, but then the line is mixed ("gray") and no more ko captures
// are played in it. Two legal captures in two different kos in a row
// (a double ko) make the line "weak": from then on only captures in the
// same ko shape or an immediate retake are allowed, until a move that
// captures no ko. These limits keep ko fights from repeating and give
// each ko line exactly one owner of the threat.

// owlKo is the ko state of a reading line, packed in one integer (0 is
// the state of a line without ko): the master colour (the colour that
// made a capture needing a threat and owns the ko, Empty when none), the
// gray flag (the master's opponent took another ko: no more ko captures;
// the master may still end the state by filling the ko), the weak flag
// (two legal captures in different kos with no master) and a point: the
// stone the master captured (where the opponent would retake), or the
// earlier ko point when weak.
type owlKo uint32

const (
	owlKoGray     owlKo = 1 << 2
	owlKoWeak     owlKo = 1 << 3
	owlKoPosShift       = 8
)

func newOwlKo(master Color, pos Pos, flags owlKo) owlKo {
	return owlKo(master)&3 | flags | owlKo(pos)<<owlKoPosShift
}

func (k owlKo) master() Color { return Color(k & 3) }
func (k owlKo) gray() bool    { return k&owlKoGray != 0 }
func (k owlKo) weak() bool    { return k&owlKoWeak != 0 }
func (k owlKo) pos() Pos      { return Pos(k >> owlKoPosShift) }

// code is the state as a cache key component.
func (k owlKo) code() uint64 { return uint64(k) }

// koCapturedStone returns the single stone a ko capture by c at p takes
// (p must satisfy isKoCapture).
func koCapturedStone(b *Board, p Pos, c Color) Pos {
	for _, d := range Delta[:4] {
		if q := p + d; b.At(q) == c.Other() && b.CountLib(q) == 1 {
			return q
		}
	}
	return NoMove
}

// diagonalNeighbours reports whether p and q touch diagonally.
func diagonalNeighbours(p, q Pos) bool {
	for _, d := range Delta[4:] {
		if p+d == q {
			return true
		}
	}
	return false
}

// play plays m for c in the line under the ko state ko. cond allows a
// ko capture that the ko rule forbids right now (the player has found
// nothing better at this node); such a capture bounds the move's result
// at KoB (capRes). ok is false when the move cannot be played.
func (s *owlSearch) play(m Pos, c Color, ko owlKo, cond bool) (capRes ResultCode, next owlKo, ok bool) {
	b := s.b
	if b.At(m) != Empty {
		return Lose, ko, false
	}
	isKo := isKoCapture(b, m, c)
	captured := NoMove
	if isKo {
		captured = koCapturedStone(b, m, c)
		switch {
		case ko.gray():
			return Lose, ko, false
		case ko.master() == c.Other() && m == ko.pos():
			return Lose, ko, false
		case ko.master() == c && !diagonalNeighbours(captured, ko.pos()):
			return Lose, ko, false
		case ko.weak() && m != b.Ko() && !diagonalNeighbours(captured, ko.pos()):
			return Lose, ko, false
		}
	}
	prevKo := b.Ko()
	capRes = Win
	if !b.Trymove(m, c) {
		if !cond || !isKo || b.TryKo(m, c) != nil {
			return Lose, ko, false
		}
		capRes = KoB
		if ko.master() == Empty {
			return KoB, newOwlKo(c, captured, 0), true
		}
	}
	if !isKo {
		return capRes, ko.afterQuiet(b, c), true
	}
	switch {
	case ko.master() == c.Other():
		ko |= owlKoGray
	case ko.master() == c:
		ko = newOwlKo(c, captured, ko&owlKoGray)
	case prevKo != NoMove:
		ko = newOwlKo(Empty, prevKo, owlKoWeak)
	}
	return capRes, ko, true
}

// afterQuiet is the ko state after c played a move that took no ko (on
// the board b after it): the master's ko ends when the master has filled
// it or the opponent can no longer retake there; a weak state ends.
func (k owlKo) afterQuiet(b *Board, c Color) owlKo {
	if k.master() == c && (b.At(k.pos()) != Empty ||
		(!isKoCapture(b, k.pos(), c.Other()) && b.IsSuicide(k.pos(), c.Other()))) {
		return 0
	}
	if k.weak() {
		return 0
	}
	return k
}

// cutOffKo is the result of an attack question whose root read ended
// with code: a ko result from a read the node limit cut off counts as a
// kill. The ko came from a line read before the limit, while the
// defender's other replies in it, or the attacker's other moves, were
// left unread; such kos are mostly horizon kos (owlDefenderKoDepth), and
// on the public regression every cut-off attack that answered a ko had a
// clean kill by GNU Go 3.8 (owl:180, owl:248, ld_owl:196, ld_owl:505).
func (s *owlSearch) cutOffKo(code ResultCode) ResultCode {
	if s.stopped && (code == KoA || code == KoB) {
		return Win
	}
	return code
}
