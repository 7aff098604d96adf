package analysis

// statusFromOwl sets the status after the owl stage: the owl status when
// owl ran, else alive (GNU Go trusts a dragon the owl code skipped).
func (s *DragonSet) statusFromOwl() {
	for d := range s.dragon2 {
		if st := s.dragon2[d].OwlStatus; st != Unchecked {
			s.master[d].Status = st
		} else {
			s.master[d].Status = Alive
		}
	}
	s.sync()
}

// computeSafety sets dragon2.safety (seed 001, safety): tactically dead
// for a lone worm that is lost, invincible for a dragon with an
// invincible worm or two clean eyes, dead or critical from owl, strongly
// alive with a large genus or moyo, else alive.
func (s *DragonSet) computeSafety(a *Analysis, o *Optics) {
	for d := range s.dragon2 {
		d2 := &s.dragon2[d]
		org := d2.Origin
		w := a.Worm(org)
		tg := trueGenus(d2.Genus)
		switch {
		case s.master[d].Size == w.Size && w.AttackCode() != Lose && w.DefenseCode() == Lose:
			d2.Safety = TacticallyDead
		case s.invincible(a, o, d):
			d2.Safety = Invincible
		case d2.OwlStatus == Dead:
			d2.Safety = Dead
		case d2.OwlStatus == Critical:
			d2.Safety = Critical
		case tg >= 6 || d2.MoyoSize > 20:
			d2.Safety = StronglyAlive
		default:
			d2.Safety = Alive
		}
	}
}

// invincible: a worm of the dragon is invincible, or the dragon has two
// eye spaces without marginal points, half eyes or living enemy stones
// and owl does not attack it.
func (s *DragonSet) invincible(a *Analysis, o *Optics, d int) bool {
	for _, w := range s.worms[d] {
		if a.Worm(w).Invincible {
			return true
		}
	}
	d2 := &s.dragon2[d]
	if d2.OwlStatus != Unchecked && d2.OwlStatus != Alive {
		return false
	}
	c := s.master[d].Color
	var mx [NumPos]uint8
	for _, p := range s.stones[d] {
		for k := 0; k < 4; k++ {
			q := p + Delta[k]
			e := o.Eye(c, q)
			if e.Color != c || e.Origin == NoMove {
				continue
			}
			if e.Marginal || o.HalfEye(q).Type == HalfEye {
				mx[e.Origin] = 2
			} else if mx[e.Origin] == 0 {
				mx[e.Origin] = 1
			}
			if qc := a.pos.At(q); qc == c.Other() {
				ww := a.Worm(q)
				if ww.AttackCode() == Lose || ww.DefenseCode() != Lose {
					mx[e.Origin] = 2
				}
			}
		}
	}
	strong := 0
	for p := BoardMin; p < BoardMax; p++ {
		if mx[p] == 1 && o.Eye(c, p).MSize == 0 {
			strong++
		}
	}
	return strong >= 2
}
