package analysis

import (
	"context"
	"fmt"
)

// Semeai (capturing race) reading: seed 001/002 "semeais,
// semeai_defense_point, …": when two adjacent dragons of opposite colour
// are both critical or dead, a search decides which of them lives, whether
// the result is seki, and whether it matters who moves first (GNU Go's
// owl_analyze_semeai). The search is our own: the players alternate
// liberty-filling moves (outside liberties first, approach moves when an
// outside liberty cannot be filled directly, then eye-filling and shared
// liberties; an eye fill must not give the opponent a second eye),
// vital points of the eye spaces valued by the eye solver (package eyes),
// and tactical captures and rescues of the strings in contact and of
// lunches; capturing an important string (more than six stones, or
// touching a living dragon outside the race) wins, capturing the
// opponent's queried string wins when the capturer then lives (two sure
// eyes, or a bounded owl read), a dragon with two sure eyes lives, and
// when neither side has a useful move the race is seki unless one side
// has more eyes or is dead even counting the opponent's stones as eye
// space. Ko is expressed through the result codes.

// DefaultSemeaiNodeLimit bounds the nodes (positions) of one semeai read.
const DefaultSemeaiNodeLimit = 2500

// SemeaiResult is the answer of a semeai read between dragons A and B with
// A's owner to move, as analyze_semeai prints it: ResultA is the result of
// defending A, ResultB of attacking B (so Win, Lose is seki or both alive,
// Win, Win is "A lives and B dies", Lose, Lose "A dies"), Move the move that
// achieves it (NoMove when no move is needed or none was found).
type SemeaiResult struct {
	// ResultA is the result of defending A with A's owner moving first.
	ResultA ResultCode
	// ResultB is the result of attacking B with A's owner moving first.
	ResultB ResultCode
	// Move is the move for A's owner, or NoMove (printed PASS).
	Move Pos
	// Certain is false when the read ran out of nodes or was cancelled.
	Certain bool
	// Nodes is the number of positions searched.
	Nodes int
}

// AnalyzeSemeai reads the capturing race between the dragon at apos and
// the dragon at bpos (stones of opposite colours), with apos's owner to
// move (GNU Go's owl_analyze_semeai, the GTP command analyze_semeai). The
// dragons are those of the analysis's dragon stage when it is available,
// otherwise each stone's string amalgamated with same-coloured strings
// that share at least two liberties with it.
func (a *Analysis) AnalyzeSemeai(ctx context.Context, apos, bpos Pos) (SemeaiResult, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	b := a.pos.Board()
	if !b.OnBoard(apos) || !b.OnBoard(bpos) {
		return SemeaiResult{}, fmt.Errorf("analysis: semeai vertex off the board")
	}
	ca, cb := b.At(apos), b.At(bpos)
	if !ca.IsStone() || !cb.IsStone() {
		return SemeaiResult{}, fmt.Errorf("analysis: semeai vertex is empty")
	}
	if ca == cb {
		return SemeaiResult{}, fmt.Errorf("analysis: semeai dragons must have opposite colours")
	}
	goalA, goalB := a.semeaiGoals(ctx, b, apos, bpos)
	var alive PointSet
	if ds, err := a.Dragons(ctx); err == nil && ds != nil {
		alive = aliveOutside(ds, apos, bpos)
	}
	return semeaiRead(ctx, a, b, goalA, goalB, apos, bpos, 0, &alive)
}

// aliveOutside returns the stones of the dragons other than those at apos
// and bpos whose crude status is alive: a string of the race touching one
// of them is important, its capture decides the race (GNU Go's important
// semeai worms).
func aliveOutside(ds *DragonSet, apos, bpos Pos) PointSet {
	var set PointSet
	da, db := ds.ID(apos), ds.ID(bpos)
	for d := range ds.dragon2 {
		if d == da || d == db || ds.DRAGON(d).CrudeStatus != Alive {
			continue
		}
		for _, p := range ds.stones[d] {
			set.Add(p)
		}
	}
	return set
}

// semeaiGoals returns the stones of the two dragons of a semeai: the
// dragons of the dragon stage (computed without owl if needed), kept to
// the strings fallbackDragon finds connected to the queried stone (our
// dragons still amalgamate more than GNU Go's, e.g. across cut diagonals,
// and a semeai read on a too big dragon counts liberties and eyes that are
// not in the race), or the fallback partition alone when the dragons
// cannot be computed.
func (a *Analysis) semeaiGoals(ctx context.Context, b *Board, apos, bpos Pos) (PointSet, PointSet) {
	ds, err := a.Dragons(ctx)
	if err != nil || ds == nil {
		return fallbackDragon(b, apos), fallbackDragon(b, bpos)
	}
	ga, gb := dragonStones(ds, apos), dragonStones(ds, bpos)
	fa, fb := fallbackDragon(b, apos), fallbackDragon(b, bpos)
	ga.Intersect(&fa)
	gb.Intersect(&fb)
	return ga, gb
}

// dragonStones returns the stones of the dragon at p as a set.
func dragonStones(ds *DragonSet, p Pos) PointSet {
	var set PointSet
	d := ds.ID(p)
	if d < 0 {
		set.Add(p)
		return set
	}
	for _, q := range ds.stones[d] {
		set.Add(q)
	}
	return set
}

// fallbackDragon is the dragon approximation used without a dragon stage,
// and to keep the semeai to the strings that are really connected: the
// string at p plus, transitively, same-coloured strings that share two
// liberties with a string already taken, or a liberty the opponent cannot
// fill without being captured, or that touch it diagonally with both
// crossing points empty, or that border the same small closed eye space
// (seed 000, "Amalgamation", in its simplest reading).
func fallbackDragon(b *Board, p Pos) PointSet {
	var set PointSet
	c := b.At(p)
	oc := c.Other()
	queue := []Pos{b.Origin(p)}
	var done PointSet
	done.Add(b.Origin(p))
	take := func(q Pos) {
		if b.At(q) != c {
			return
		}
		o := b.Origin(q)
		if !done.Has(o) {
			done.Add(o)
			queue = append(queue, o)
		}
	}
	var buf, sbuf []Pos
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		ss := b.StoneSet(s)
		set.Union(&ss)
		libs := b.LibSet(s)
		buf = libs.AppendTo(buf[:0])
		for _, l := range buf {
			for _, d := range Delta[:4] {
				q := l + d
				if b.At(q) != c || done.Has(b.Origin(q)) {
					continue
				}
				ql := b.LibSet(q)
				ql.Intersect(&libs)
				if ql.Len() >= 2 || opponentCannotFill(b, l, oc) {
					take(q)
				}
			}
			if r, ok := smallEyeSpace(b, l, c); ok {
				for _, e := range r {
					for _, d := range Delta[:4] {
						take(e + d)
					}
				}
			}
		}
		sbuf = b.Stones(s, sbuf[:0])
		for _, st := range sbuf {
			for _, d := range Delta[4:] {
				q := st + d
				if b.At(q) != c {
					continue
				}
				// The two crossing points of the diagonal.
				di, dj := q.I()-st.I(), q.J()-st.J()
				u, v := POS(st.I()+di, st.J()), POS(st.I(), st.J()+dj)
				if b.At(u) == Empty && b.At(v) == Empty {
					take(q)
				}
			}
		}
	}
	return set
}

// opponentCannotFill reports whether oc playing l is illegal or leaves
// the new string in atari without capturing anything.
func opponentCannotFill(b *Board, l Pos, oc Color) bool {
	if !b.Trymove(l, oc) {
		return true
	}
	n := b.CountLib(l)
	b.Undo()
	return n <= 1 && !doesCaptureSomething(b, l, oc)
}

// smallEyeSpace returns the closed region of empty points and opponent
// stones around the empty point l when it is bounded only by stones of
// colour c (and the edge) and has at most six points.
func smallEyeSpace(b *Board, l Pos, c Color) ([]Pos, bool) {
	region := []Pos{l}
	var seen PointSet
	seen.Add(l)
	for i := 0; i < len(region); i++ {
		for _, d := range Delta[:4] {
			q := region[i] + d
			if !b.OnBoard(q) || b.At(q) == c || seen.Has(q) {
				continue
			}
			seen.Add(q)
			region = append(region, q)
			if len(region) > 6 {
				return nil, false
			}
		}
	}
	return region, true
}

// SemeaiOnBoard reads the semeai between the stones goalA (containing
// apos) and goalB (containing bpos) on b with apos's owner to move; b is
// restored. nodeLimit 0 means DefaultSemeaiNodeLimit. Lower-level entry of
// AnalyzeSemeai for callers with their own dragons.
func SemeaiOnBoard(ctx context.Context, b *Board, goalA, goalB PointSet, apos, bpos Pos, nodeLimit int) (SemeaiResult, error) {
	return semeaiRead(ctx, nil, b, goalA, goalB, apos, bpos, nodeLimit, nil)
}

// semeaiRead is SemeaiOnBoard with the stones of living dragons outside
// the race (nil: none known) and the analysis of the position (nil: none;
// then capturing the opponent's queried string ends the race without an
// owl read of the capturing dragon).
func semeaiRead(ctx context.Context, an *Analysis, b *Board, goalA, goalB PointSet, apos, bpos Pos, nodeLimit int, alive *PointSet) (SemeaiResult, error) {
	if nodeLimit <= 0 {
		nodeLimit = DefaultSemeaiNodeLimit
	}
	s := newSemeaiSearch(ctx, b, goalA, goalB, apos, bpos, nodeLimit, alive)
	s.an = an
	base := b.StackDepth()
	ra, rb, m := s.root()
	for b.StackDepth() > base {
		b.Undo()
	}
	res := SemeaiResult{ResultA: ra, ResultB: rb, Move: m, Certain: !s.stopped, Nodes: s.nodes}
	if ra == Lose {
		res.Move = NoMove
	}
	return res, ctxErr(ctx)
}
