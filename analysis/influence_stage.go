package analysis

import "context"

// wormTactics holds, per worm origin, the tactical facts the influence
// maps need: whether the worm can be captured and, if so, whether it can
// be saved.
type wormTactics struct {
	attacked [NumPos]bool
	defended [NumPos]bool
}

// newWormTactics collects the tactical facts of b's worms from wormOf (the
// worm analysis), or, when wormOf is nil, by reading the worms of at most
// four liberties.
func newWormTactics(ctx context.Context, b *Board, wormOf func(Pos) Worm) (*wormTactics, error) {
	t := &wormTactics{}
	var r *Reader
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || !b.At(p).IsStone() || b.Origin(p) != p {
			continue
		}
		if wormOf != nil {
			w := wormOf(p)
			t.attacked[p] = w.AttackCode() != Lose
			t.defended[p] = w.DefenseCode() != Lose
			continue
		}
		if b.CountLib(p) > 4 {
			continue
		}
		if r == nil {
			r = NewReader(0, 0)
		}
		if code, _ := r.AttackContext(ctx, b, p); code != Lose {
			t.attacked[p] = true
			code, _ = r.FindDefenseContext(ctx, b, p)
			t.defended[p] = code != Lose
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// lively reports whether the worm at p counts as alive with toMove to
// move: it cannot be captured, or it is toMove's and can be saved.
func (t *wormTactics) lively(b *Board, p Pos, toMove Color) bool {
	o := b.Origin(p)
	return !t.attacked[o] || (b.At(p) == toMove && t.defended[o])
}

// livelySources are the sources of the worm-level maps: every lively
// stone at full strength.
func livelySources(b *Board, t *wormTactics, toMove Color) *influenceSources {
	s := &influenceSources{}
	for p := BoardMin; p < BoardMax; p++ {
		if b.OnBoard(p) && b.At(p).IsStone() && t.lively(b, p, toMove) {
			s.safe[p] = true
			s.strength[p] = influenceStrength
		}
	}
	return s
}

// dragonSources are the sources of the dragon-level maps (the initial
// influence once dragons are known): lively stones, less dragons whose
// safety is dead (and critical enemy dragons of toMove), at a strength
// lowered by the dragon's pre-owl weakness; inessential stones block the
// enemy's influence without radiating.
func dragonSources(b *Board, t *wormTactics, ds *DragonSet, wormOf func(Pos) Worm, toMove Color) *influenceSources {
	s := livelySources(b, t, toMove)
	for p := BoardMin; p < BoardMax; p++ {
		if !s.safe[p] {
			continue
		}
		d := ds.ID(p)
		if d < 0 {
			continue
		}
		safety := dragonSafetyForInfluence(ds, d)
		if safety == Dead || (safety == Critical && b.At(p) == toMove.Other()) {
			s.safe[p], s.strength[p] = false, 0
			continue
		}
		s.strength[p] = float32(influenceStrength * (1.0 - 0.3*float64(float32(ds.dragon2[d].WeaknessPreOwl))))
	}
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || !b.At(p).IsStone() {
			continue
		}
		d := ds.ID(p)
		if d < 0 {
			continue
		}
		safety := ds.dragon2[d].Safety
		inessential := safety == Inessential
		if !inessential && wormOf != nil && wormOf(p).Inessential {
			inessential = (safety != Dead && safety != TacticallyDead && safety != Critical) ||
				(safety == Critical && b.At(p) == toMove)
		}
		if inessential {
			s.safe[p] = true
		}
	}
	return s
}

// dragonSafetyForInfluence is the dragon's safety when the safety stage
// has set it, else its status.
func dragonSafetyForInfluence(ds *DragonSet, d int) Status {
	switch s := ds.dragon2[d].Safety; s {
	case Dead, Critical, Alive, AliveInSeki, StronglyAlive, Invincible, Inessential, TacticallyDead:
		return s
	}
	return ds.DRAGON(d).Status
}

// influenceStageTactics is influenceStage with the worm analysis: the
// worm-level initial influence for both colours to move (every worm that
// cannot be captured radiates), the escape route of every dragon, and the
// moyo sizes from that influence. It returns the map for Black to move;
// For(White) gives the other.
func influenceStageTactics(ctx context.Context, b *Board, ds *DragonSet, wormOf func(Pos) Worm) (*Influence, error) {
	t, err := newWormTactics(ctx, b, wormOf)
	if err != nil {
		return nil, err
	}
	bs, ws := livelySources(b, t, Black), livelySources(b, t, White)
	bs.intrusions, ws.intrusions = true, true
	black := newInfluenceMap(b, Black, true, bs)
	white := newInfluenceMap(b, White, true, ws)
	black.other, white.other = white, black
	computeEscapeRoutes(b, ds, t)
	setMoyoSizes(b, ds, black, white)
	return black, ctx.Err()
}

// refineInfluence computes the initial influence once the dragons'
// safety is known (dragonInfluence) and sets every dragon's MoyoSize and
// MoyoTerritorialValue from it (GNU Go's compute_refined_dragon_weaknesses
// after compute_dragon_influence). It returns the map for Black to move;
// For(White) gives the other.
func refineInfluence(ctx context.Context, b *Board, ds *DragonSet, wormOf func(Pos) Worm) (*Influence, error) {
	black, err := dragonInfluence(ctx, b, ds, wormOf, true)
	if err != nil {
		return nil, err
	}
	setMoyoSizes(b, ds, black, black.other)
	return black, nil
}

// dragonInfluence computes the initial influence with the dragons known
// (GNU Go's compute_dragon_influence): dead dragons do not radiate, and
// living ones radiate less the weaker they were before owl reading. It
// returns the map for Black to move; For(White) gives the other. ds is
// not modified. intrusions adds the intrusion sources of the colour to
// move (see influenceSources).
func dragonInfluence(ctx context.Context, b *Board, ds *DragonSet, wormOf func(Pos) Worm, intrusions bool) (*Influence, error) {
	t, err := newWormTactics(ctx, b, wormOf)
	if err != nil {
		return nil, err
	}
	bs, ws := dragonSources(b, t, ds, wormOf, Black), dragonSources(b, t, ds, wormOf, White)
	bs.intrusions, ws.intrusions = intrusions, intrusions
	black := newInfluenceMap(b, Black, true, bs)
	white := newInfluenceMap(b, White, true, ws)
	black.other, white.other = white, black
	return black, ctx.Err()
}

// maxCloseWorms is the most equally close worms listed for a point; with
// more, none is.
const maxCloseWorms = 4

// closeWorms lists, for every point, the worms of colour c nearest to it
// (within six steps over any points), as GNU Go's close_black_worms and
// close_white_worms.
type closeWorms struct {
	n [NumPos]int8
	w [NumPos][maxCloseWorms]Pos
}

func newCloseWorms(b *Board, c Color) *closeWorms {
	const maxDist = 6
	cw := &closeWorms{}
	var dist [NumPos]int8
	// Lists may exceed maxCloseWorms while spreading; keep a longer list.
	var list [NumPos][]Pos
	for p := BoardMin; p < BoardMax; p++ {
		dist[p] = -1
		if b.OnBoard(p) && b.At(p) == c {
			dist[p] = 0
			list[p] = []Pos{b.Origin(p)}
		}
	}
	for d := int8(1); d <= maxDist; d++ {
		found := false
		for p := BoardMin; p < BoardMax; p++ {
			if !b.OnBoard(p) || dist[p] != -1 {
				continue
			}
			for _, dd := range Delta[:4] {
				q := p + dd
				if !b.OnBoard(q) || dist[q] != d-1 {
					continue
				}
				found = true
				dist[p] = d
				for _, w := range list[q] {
					dup := false
					for _, x := range list[p] {
						if x == w {
							dup = true
							break
						}
					}
					if !dup {
						list[p] = append(list[p], w)
					}
				}
			}
		}
		if !found {
			break
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if n := len(list[p]); n > 0 && n <= maxCloseWorms {
			cw.n[p] = int8(n)
			copy(cw.w[p][:], list[p])
		}
	}
	return cw
}

// setMoyoSizes sets each dragon's moyo size and territorial value (seed
// 001, compute_surrounding_moyo_sizes): every point of a colour's
// restricted moyo is shared among the nearest worms of that colour, and a
// dragon sums the shares of its worms, with the share of the point's
// territory value (at most 1). Of the maps given, the smallest size
// counts.
func setMoyoSizes(b *Board, ds *DragonSet, maps ...*Influence) {
	n := ds.Len()
	if n == 0 {
		return
	}
	close := [2]*closeWorms{newCloseWorms(b, White), newCloseWorms(b, Black)}
	sizes := make([]float32, n)
	values := make([]float32, n)
	for d := 0; d < n; d++ {
		ds.dragon2[d].MoyoSize = 2 * NumPos
	}
	for _, in := range maps {
		clear(sizes)
		clear(values)
		for p := BoardMin; p < BoardMax; p++ {
			if !b.OnBoard(p) {
				continue
			}
			mc := in.whoseMoyoRestricted(p)
			if mc == Empty || mc == b.At(p) {
				continue
			}
			cw := close[ci(mc)]
			k := int(cw.n[p])
			tv := float64(in.territory[p])
			if mc == Black {
				tv = -tv
			}
			tv = min(tv, 1.0)
			for i := 0; i < k; i++ {
				d := ds.ID(cw.w[p][i])
				if d < 0 {
					continue
				}
				sizes[d] = float32(float64(sizes[d]) + 1.0/float64(k))
				values[d] = float32(float64(values[d]) + tv/float64(k))
			}
		}
		for d := 0; d < n; d++ {
			if s := int(sizes[d]); s < ds.dragon2[d].MoyoSize {
				ds.dragon2[d].MoyoSize = s
				ds.dragon2[d].MoyoTerritorialValue = float64(values[d])
			}
		}
	}
}

// computeEscapeRoutes sets every dragon's escape route (seed 001,
// escape_route): the sum of escape values over the points four steps away
// from the dragon. The escape values come from an escape influence map in
// which the dragon's opponent's lively stones radiate: 4 in the dragon's
// moyo, 2 in its area, 1 on neutral points, 0 in the opponent's area; a
// friendly worm outside the dragon that cannot be captured is worth 2.
func computeEscapeRoutes(b *Board, ds *DragonSet, t *wormTactics) {
	var values [2]*[NumPos]int8
	for d := 0; d < ds.Len(); d++ {
		org := ds.dragon2[d].Origin
		c := b.At(org)
		if !c.IsStone() {
			continue
		}
		if values[ci(c)] == nil {
			values[ci(c)] = escapeValues(b, t, c)
		}
		ev := *values[ci(c)]
		for p := BoardMin; p < BoardMax; p++ {
			if b.At(p) == c && ds.ID(p) != d && !t.attacked[b.Origin(p)] {
				ev[p] = 2
			}
		}
		ds.dragon2[d].EscapeRoute = dragonEscape(b, ds, d, &ev)
	}
}

// escapeValues computes the escape value of every point for dragons of
// colour c.
func escapeValues(b *Board, t *wormTactics, c Color) *[NumPos]int8 {
	in := newInfluenceMap(b, Empty, false, livelySources(b, t, c.Other()))
	var ev [NumPos]int8
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) {
			continue
		}
		switch {
		case in.WhoseMoyo(p) == c:
			ev[p] = 4
		case in.WhoseArea(p) == c:
			ev[p] = 2
		case in.WhoseArea(p) == Empty:
			ev[p] = 1
		}
	}
	return &ev
}

// dragonEscape sums the escape values at distance four from dragon d. A
// path steps to friendly stones freely, and to an empty point only if none
// of that point's other neighbours is an enemy stone or off the board; the
// first step may also be a diagonal one between two empty points.
func dragonEscape(b *Board, ds *DragonSet, d int, ev *[NumPos]int8) int {
	c := b.At(ds.dragon2[d].Origin)
	other := c.Other()
	var seen [NumPos]bool
	queue := make([]Pos, 0, 64)
	for _, p := range ds.stones[d] {
		seen[p] = true
		queue = append(queue, p)
	}
	// open reports whether the path may enter q coming from p.
	open := func(p, q Pos) bool {
		if !b.OnBoard(q) || seen[q] {
			return false
		}
		if b.At(q) == c {
			return true
		}
		if b.At(q) != Empty {
			return false
		}
		for _, dd := range Delta[:4] {
			r := q + dd
			if r == p {
				continue
			}
			if !b.OnBoard(r) || b.At(r) == other {
				return false
			}
		}
		return true
	}
	potential := 0
	start := 0
	for dist := 0; dist <= 4; dist++ {
		end := len(queue)
		for ; start < end; start++ {
			p := queue[start]
			if dist == 4 {
				potential += int(ev[p])
				continue
			}
			for _, dd := range Delta[:4] {
				if q := p + dd; open(p, q) {
					seen[q] = true
					queue = append(queue, q)
				}
			}
			if dist != 0 {
				continue
			}
			for k := 4; k < 8; k++ {
				q := p + Delta[k]
				a, bb := p+Pos(dirI[k])*NS, p+Pos(dirJ[k])
				if b.At(a) != Empty || b.At(bb) != Empty || !b.OnBoard(q) || seen[q] {
					continue
				}
				ok := b.At(q) == c
				if !ok && b.At(q) == Empty {
					ok = true
					for _, r := range [2]Pos{q + Pos(dirI[k])*NS, q + Pos(dirJ[k])} {
						if !b.OnBoard(r) || b.At(r) == other {
							ok = false
						}
					}
				}
				if ok {
					seen[q] = true
					queue = append(queue, q)
				}
			}
		}
	}
	return potential
}
