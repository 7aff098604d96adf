package analysis

import "context"

// semeaiStageNodeLimit bounds each semeai read of the dragon stage.
const semeaiStageNodeLimit = 1200

// semeaiLunchSize is the largest number of stones of a dead dragon that
// takes no part in semeais: capturing it is a lunch, which owl reading
// has already weighed.
const semeaiLunchSize = 3

// semeaiStage decides the semeais between adjacent dragons of opposite
// colour that are both critical or dead after owl reading, and fills the
// semeai fields of ds (seed 001, "semeais, semeai_defense_point, …": the
// semeai code adjudicates such pairs and revises their status).
//
// For every ordered pair (A, B) of such dragons that touch or share a
// liberty, the race is read with A's owner moving first, giving the
// result of defending A and of attacking B. A dragon that loses all its
// races even when moving first takes no further part: its opponents'
// other races are dropped, as they are presumably safe. Then each dragon
// gets its best defence (its own races, moving first) and its best attack
// (its opponents' races, they moving first); a dragon that can be both
// defended and attacked becomes critical, one that cannot be attacked
// (with a certain result) alive. Dragons that are not critical or dead
// are left alone, as are inessential ones and one-worm dragons that
// tactical reading captures with fewer than four liberties or for good.
//
// Then dead strings inside the eye space of a living enemy dragon are
// checked for seki (sekiInEyeSpace).
func semeaiStage(ctx context.Context, a *Analysis, ds *DragonSet) error {
	if err := semeaiRaces(ctx, a, ds, true); err != nil {
		return err
	}
	return sekiInEyeSpace(ctx, a, ds)
}

// semeaiRaces is semeaiStage; leaveToOwl false also reads races of the
// one-worm dragons that tactical reading captures (tests of the race
// logic use such strings).
func semeaiRaces(ctx context.Context, a *Analysis, ds *DragonSet, leaveToOwl bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	n := len(ds.dragon2)
	if n == 0 {
		return nil
	}
	type race struct {
		first, second ResultCode // result of defending d1 / attacking d2, d1 first
		move          Pos
		certain       bool
		done          bool
	}
	races := make([][]race, n)
	for i := range races {
		races[i] = make([]race, n)
	}
	status := func(d int) Status { return ds.DRAGON(d).Status }
	inRace := func(d int) bool {
		st := status(d)
		if st != Dead && st != Critical {
			return false
		}
		// A small dead dragon is a lunch: owl reading already counted
		// its capture, so a race against it revives nobody.
		if st == Dead && ds.DRAGON(d).Size <= semeaiLunchSize {
			return false
		}
		org := ds.dragon2[d].Origin
		w := a.Worm(org)
		// A dragon of one worm that tactical reading captures, with
		// fewer than four liberties or with no defence, is left to the
		// owl code, which reads such fights more reliably than a race
		// (as GNU Go's semeai code does).
		if leaveToOwl && ds.DRAGON(d).Size == w.Size && w.AttackCode() != Lose && (w.Liberties < 4 || w.DefenseCode() == Lose) {
			return false
		}
		return !w.Inessential && ds.dragon2[d].Safety != Inessential
	}
	b := a.pos.Board()
	for d1 := 0; d1 < n; d1++ {
		if !inRace(d1) {
			continue
		}
		for _, d2 := range ds.dragon2[d1].Adjacent {
			if d2 < 0 || d2 >= n || ds.DRAGON(d1).Color == ds.DRAGON(d2).Color || !inRace(d2) {
				continue
			}
			if !closeForSemeai(b, ds, d1, d2) {
				continue
			}
			apos, bpos := ds.dragon2[d1].Origin, ds.dragon2[d2].Origin
			ga, gb := dragonStones(ds, apos), dragonStones(ds, bpos)
			fa, fb := fallbackDragon(b, apos), fallbackDragon(b, bpos)
			ga.Intersect(&fa)
			gb.Intersect(&fb)
			alive := aliveOutside(ds, apos, bpos)
			r, err := semeaiRead(ctx, a, b, ga, gb, apos, bpos, semeaiStageNodeLimit, &alive)
			if err != nil {
				return err
			}
			races[d1][d2] = race{first: r.ResultA, second: r.ResultB, move: r.Move, certain: r.Certain, done: true}
		}
	}

	// A dragon losing all its races outright: the winners are safe, so
	// their other races are disregarded.
	for d1 := 0; d1 < n; d1++ {
		involved, allLost := false, true
		for d2 := 0; d2 < n; d2++ {
			if races[d1][d2].done {
				involved = true
				if races[d1][d2].first != Lose {
					allLost = false
					break
				}
			}
		}
		if !involved || !allLost {
			continue
		}
		for d2 := 0; d2 < n; d2++ {
			if !races[d1][d2].done || races[d1][d2].first != Lose {
				continue
			}
			for d3 := 0; d3 < n; d3++ {
				if races[d3][d2].done && races[d3][d2].second != Lose {
					races[d3][d2] = race{}
					races[d2][d3] = race{}
				}
			}
		}
	}

	for d1 := 0; d1 < n; d1++ {
		found := 0
		bestDef, bestAtt := Lose, Lose
		defMove, attMove := NoMove, NoMove
		defCertain, attCertain := -1, -1
		defTarget, attTarget := NoMove, NoMove
		for d2 := 0; d2 < n; d2++ {
			r := races[d1][d2]
			if !r.done {
				continue
			}
			found++
			c := certainRank(r.certain)
			if bestDef < r.first || (bestDef == r.first && defCertain < c) {
				bestDef, defMove, defCertain, defTarget = r.first, r.move, c, ds.dragon2[d2].Origin
			}
			rr := races[d2][d1]
			if !rr.done {
				continue
			}
			c2 := certainRank(rr.certain)
			if bestAtt < rr.second || (bestAtt == rr.second && attCertain < c2) {
				bestAtt, attMove, attCertain, attTarget = rr.second, rr.move, c2, ds.dragon2[d2].Origin
			}
		}
		if found == 0 {
			continue
		}
		d2 := &ds.dragon2[d1]
		d2.Semeais = found
		switch {
		case bestDef != Lose && bestAtt != Lose:
			ds.updateSemeaiStatus(d1, Critical, Critical)
		case bestAtt == Lose && attCertain > 0:
			st := semeaiUnattackedStatus(ds.DRAGON(d1).Status, d2.OwlAttackCertain)
			ds.updateSemeaiStatus(d1, st, st)
		}
		d2.SemeaiDefenseCode, d2.SemeaiDefensePoint = bestDef, defMove
		d2.SemeaiDefenseCertain, d2.SemeaiDefenseTarget = defCertain > 0, defTarget
		d2.SemeaiAttackCode, d2.SemeaiAttackPoint = bestAtt, attMove
		d2.SemeaiAttackCertain, d2.SemeaiAttackTarget = attCertain > 0, attTarget
	}
	return ctx.Err()
}

// semeaiUnattackedStatus is the status the semeai stage gives a dragon
// that no opponent can kill in any of its races, even moving first, with
// a certain result, when owl had given it status st after an attack read
// that finished (owlAttackCertain) or not. Such a dragon is alive (seed
// 001: ALIVE, found alive by the owl or semeai code), except one that owl
// called dead without reading out a kill: its attack read ran out of
// nodes and it stayed dead only because it looked dead before owl
// (owlStageVerdict). There neither read is proven and they disagree, so
// the dragon is critical, as GNU Go 3.8 calls such a group (a fourteen-
// stone white dragon without eyes racing a five-stone black one whose
// owl attack read stops at its limit, owlStageUnprovenDeadRace). A dragon
// owl read out as dead keeps the race's word.
func semeaiUnattackedStatus(st Status, owlAttackCertain bool) Status {
	if st == Dead && !owlAttackCertain {
		return Critical
	}
	return Alive
}

func certainRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// updateSemeaiStatus changes the status and safety of dragon d, except
// that a critical dragon is never demoted to dead.
func (s *DragonSet) updateSemeaiStatus(d int, st, safety Status) {
	cur := s.DRAGON(d).Status
	if cur != st && (cur != Critical || st != Dead) {
		if s.master != nil {
			s.master[d].Status = st
		}
		for _, p := range s.stones[d] {
			s.dragon[p].Status = st
		}
	}
	d2 := &s.dragon2[d]
	if d2.Safety != safety && (d2.Safety != Critical || safety != Dead) {
		d2.Safety = safety
	}
}

// closeForSemeai reports whether dragons d1 and d2 touch or share a
// liberty, so that their race is a proper semeai.
func closeForSemeai(b *Board, ds *DragonSet, d1, d2 int) bool {
	next := func(p Pos, d int) bool {
		for _, dl := range Delta[:4] {
			q := p + dl
			if b.OnBoard(q) && ds.ID(q) == d {
				return true
			}
		}
		return false
	}
	for _, p := range ds.stones[d1] {
		for _, dl := range Delta[:4] {
			q := p + dl
			if !b.OnBoard(q) {
				continue
			}
			if ds.ID(q) == d2 || (b.At(q) == Empty && next(q, d2)) {
				return true
			}
		}
	}
	return false
}
