package analysis

import (
	"context"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// semeaiSekiNodeLimit bounds the semeai read of a seki candidate: a proper
// potential seki is settled in few nodes, so an uncertain read is not
// trusted.
const semeaiSekiNodeLimit = 150

// semeaiSekiMaxMoyo is the largest moyo of the surrounding dragon for
// which a seki inside its eye space is looked for: a dragon with room
// around it makes its eyes elsewhere.
const semeaiSekiMaxMoyo = 10

// sekiInEyeSpace looks for dead strings that can live in seki inside the eye
// space of a living enemy dragon (seed 001, safety ALIVE_IN_SEKI: "determined
// to be seki by the semeai code"). Such a pair is no semeai of the race
// stage, as the surrounding dragon is alive. A candidate is a dead dragon
// of one worm that tactical reading cannot defend, whose only hostile
// neighbour is alive with at most one sure eye outside the eye space
// holding the string and a small moyo. The race between the two is read
// with the string's owner moving first; when the string survives and
// the surrounding dragon survives too (the read finishing within its
// node limit) it is alive in seki: status alive,
// safety AliveInSeki, and the semeai fields name the surrounding dragon.
func sekiInEyeSpace(ctx context.Context, a *Analysis, ds *DragonSet) error {
	var o *Optics
	b := a.pos.Board()
	for d := range ds.dragon2 {
		if err := ctx.Err(); err != nil {
			return err
		}
		e, ok := sekiCandidate(a, ds, d)
		if !ok {
			continue
		}
		if o == nil {
			var err error
			if o, err = a.Optics(ctx); err != nil {
				return err
			}
		}
		if genusWithout(b, o, ds, e, ds.stones[d]).MinEyes() > 1 {
			continue
		}
		apos, bpos := ds.dragon2[d].Origin, ds.dragon2[e].Origin
		ga := dragonStones(ds, apos)
		gb := dragonStones(ds, bpos)
		fb := fallbackDragon(b, bpos)
		gb.Intersect(&fb)
		alive := aliveOutside(ds, apos, bpos)
		r, err := semeaiRead(ctx, a, b, ga, gb, apos, bpos, semeaiSekiNodeLimit, &alive)
		if err != nil {
			return err
		}
		if r.ResultA == Lose || r.ResultB != Lose || !r.Certain {
			// Not seki: the string dies, or the read claims it kills
			// a dragon owl reading found alive (not to be trusted),
			// or the read did not finish.
			continue
		}
		d2 := &ds.dragon2[d]
		d2.Semeais++
		ds.updateSemeaiStatus(d, Alive, AliveInSeki)
		d2.SemeaiDefenseCode, d2.SemeaiDefensePoint = r.ResultA, r.Move
		d2.SemeaiDefenseCertain, d2.SemeaiDefenseTarget = true, bpos
		d2.SemeaiAttackCode, d2.SemeaiAttackPoint = Lose, NoMove
		d2.SemeaiAttackCertain, d2.SemeaiAttackTarget = true, bpos
	}
	return ctx.Err()
}

// sekiCandidate reports whether dragon d is a candidate of sekiInEyeSpace and
// returns its one hostile neighbour.
func sekiCandidate(a *Analysis, ds *DragonSet, d int) (int, bool) {
	dr := ds.DRAGON(d)
	d2 := &ds.dragon2[d]
	if dr.Status != Dead || d2.Semeais > 0 || d2.HostileNeighbors != 1 || d2.EscapeRoute > 0 {
		return -1, false
	}
	w := a.Worm(d2.Origin)
	if dr.Size != w.Size || w.DefenseCode() != Lose {
		return -1, false
	}
	e := -1
	for _, n := range d2.Adjacent {
		if n >= 0 && n < len(ds.dragon2) && ds.DRAGON(n).Color == dr.Color.Other() {
			e = n
			break
		}
	}
	if e < 0 {
		return -1, false
	}
	e2 := &ds.dragon2[e]
	if ds.DRAGON(e).Status != Alive || e2.MoyoSize > semeaiSekiMaxMoyo || e2.EscapeRoute > 0 {
		return -1, false
	}
	return e, true
}

// genusWithout is the genus of dragon e counting only the eye spaces that
// count for e's genus (eyeSpaceDragon: e is the one dragon next to their
// non-marginal points) and that hold none of the stones in skip and touch
// none of them (GNU Go's genus of a dragon with one eye space left out).
func genusWithout(b *Board, o *Optics, ds *DragonSet, e int, skip []Pos) eyes.EyeValue {
	var skipSet PointSet
	for _, p := range skip {
		skipSet.Add(p)
		for _, dl := range Delta[:4] {
			if q := p + dl; b.OnBoard(q) {
				skipSet.Add(q)
			}
		}
	}
	c := ds.DRAGON(e).Color
	var g eyes.EyeValue
spaces:
	for _, sp := range o.EyeSpaces() {
		if sp.Color != c || ds.eyeSpaceDragon(b, o, sp) != e {
			continue
		}
		for _, p := range sp.Points {
			if skipSet.Has(p) {
				continue spaces
			}
		}
		g = g.Sum(sp.Value)
	}
	return g
}
