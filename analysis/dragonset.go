package analysis

import "fmt"

// DragonSet is the dragon stage of an analysis: GNU Go's dragon array (one
// Dragon per board point) and dragon2 array (one Dragon2 per dragon), with
// the accessors of seed 001. It is computed once per Analysis and read
// only afterwards.
type DragonSet struct {
	size    int
	dragon  [NumPos]Dragon // per point; ID -1 on empty points
	dragon2 []Dragon2      // per dragon number
	stones  [][]Pos        // per dragon number, board order
	worms   [][]Pos        // per dragon number, worm origins
	hulls   []*Hull        // per dragon number (nil: not computed)

	master    []Dragon   // per dragon number: the data copied to its stones (nil for newDragonSet)
	influence *Influence // the initial influence computed by the dragon stage (nil for newDragonSet)
}

// Len returns the number of dragons.
func (s *DragonSet) Len() int { return len(s.dragon2) }

// Size returns the board size.
func (s *DragonSet) Size() int { return s.size }

// Dragon returns dragon[p] (seed 001): the dragon data of the stone at p.
// An empty or off-board point gives Color Empty, ID -1 and Origin p.
func (s *DragonSet) Dragon(p Pos) Dragon {
	if p <= 0 || int(p) >= NumPos || s.dragon[p].ID < 0 || s.dragon[p].Color == Empty {
		return Dragon{ID: -1, Origin: p, CrudeStatus: Unknown, Status: Unknown}
	}
	return s.dragon[p]
}

// ID returns the dragon number of the stone at p, or -1.
func (s *DragonSet) ID(p Pos) int { return s.Dragon(p).ID }

// Origin returns the dragon origin of the stone at p (p itself when empty).
func (s *DragonSet) Origin(p Pos) Pos { return s.Dragon(p).Origin }

// SameDragon reports whether the stones at p and q belong to one dragon.
func (s *DragonSet) SameDragon(p, q Pos) bool {
	a, b := s.ID(p), s.ID(q)
	return a >= 0 && a == b
}

// DRAGON returns the dragon data of dragon number d, the seed's
// DRAGON(d) = dragon[dragon2[d].origin]. It panics if d is out of range.
func (s *DragonSet) DRAGON(d int) Dragon { return s.dragon[s.dragon2[d].Origin] }

// DRAGON2 returns the dragon2 data of the dragon at p, the seed's
// DRAGON2(pos) = dragon2[dragon[pos].id], or nil when p holds no stone.
// The result points into the set and must not be modified.
func (s *DragonSet) DRAGON2(p Pos) *Dragon2 {
	d := s.ID(p)
	if d < 0 {
		return nil
	}
	return &s.dragon2[d]
}

// Dragon2 returns dragon2[d]. It panics if d is out of range. The result
// points into the set and must not be modified.
func (s *DragonSet) Dragon2(d int) *Dragon2 { return &s.dragon2[d] }

// Stones returns the stones of dragon d in board order.
func (s *DragonSet) Stones(d int) []Pos { return append([]Pos(nil), s.stones[d]...) }

// Worms returns the worm origins of dragon d.
func (s *DragonSet) Worms(d int) []Pos { return append([]Pos(nil), s.worms[d]...) }

// Hull returns the surround record of dragon d (seed 004), or nil.
func (s *DragonSet) Hull(d int) *Hull {
	if d < 0 || d >= len(s.hulls) {
		return nil
	}
	return s.hulls[d]
}

// Origins returns the dragon origins in board order (dragon numbers are
// assigned in that order).
func (s *DragonSet) Origins() []Pos {
	out := make([]Pos, len(s.dragon2))
	for i := range s.dragon2 {
		out[i] = s.dragon2[i].Origin
	}
	return out
}

// newDragonSet builds a dragon set from a partition of b's stones: origin
// maps every stone to a representative stone of its dragon (any stone of
// it; the set uses the first stone in board order as the origin, whereas
// the dragon stage itself uses GNU Go's join_dragons rule: the origin of
// the largest worm, the upper-leftmost among equals). Dragon numbers
// follow the board order of the dragons' first stones. Only the
// structural fields (Color, ID, Origin, Size, Dragon2.Origin) are filled;
// the dragon stage fills the rest. Tests of later stages use it to state a
// partition explicitly.
func newDragonSet(b *Board, origin func(p Pos) Pos) (*DragonSet, error) {
	s := &DragonSet{size: b.Size()}
	for p := range s.dragon {
		s.dragon[p] = Dragon{ID: -1, Origin: Pos(p), CrudeStatus: Unknown, Status: Unknown}
	}
	rep := map[Pos]int{} // representative -> dragon number
	ids := [NumPos]int{}
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || !b.At(p).IsStone() {
			continue
		}
		r := origin(p)
		if !b.OnBoard(r) || b.At(r) != b.At(p) {
			return nil, fmt.Errorf("analysis: dragon representative %s of %s is not a stone of its colour",
				Vertex(r, b.Size()), Vertex(p, b.Size()))
		}
		d, ok := rep[r]
		if !ok {
			d = len(s.dragon2)
			rep[r] = d
			s.dragon2 = append(s.dragon2, newDragon2(p))
			s.stones = append(s.stones, nil)
			s.worms = append(s.worms, nil)
			s.hulls = append(s.hulls, nil)
		}
		ids[p] = d
		s.stones[d] = append(s.stones[d], p)
		if b.Origin(p) == p {
			s.worms[d] = append(s.worms[d], p)
		}
	}
	for d := range s.dragon2 {
		org := s.stones[d][0]
		for _, p := range s.stones[d] {
			s.dragon[p] = Dragon{Color: b.At(p), ID: d, Origin: org, Size: len(s.stones[d]),
				CrudeStatus: Unknown, Status: Unknown}
		}
	}
	return s, nil
}

// newDragon2 returns a dragon2 entry with every later-stage field at its
// honest "not computed" value.
func newDragon2(origin Pos) Dragon2 {
	return Dragon2{
		Origin:          origin,
		Safety:          Unknown,
		OwlStatus:       Unchecked,
		OwlThreatStatus: Unchecked,
		// GNU Go starts with certain owl results (nothing was read).
		OwlAttackCertain:  true,
		OwlDefenseCertain: true,
	}
}
