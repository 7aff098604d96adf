package analysis

import (
	"fmt"
	"slices"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Owl candidate moves: which attacking and defending moves the owl search
// (owl.go) tries at a node, and in what order.

// candAdder returns the function the candidate generators add moves
// with: it keeps only empty points on the board and sums the priorities
// of a point named by several rules.
func (s *owlSearch) candAdder(cl *candList) func(p Pos, prio int) {
	b := s.b
	return func(p Pos, prio int) {
		if p == NoMove || !b.OnBoard(p) || b.At(p) != Empty {
			return
		}
		cl.add(p, prio)
	}
}

// attackMoves lists the attacker's candidate moves, best first: vital
// points of the eye spaces, moves that capture goal strings or save the
// attacker's strings next to the goal, points of small eye spaces, the
// goal's liberties and the open points that block an escape.
func (s *owlSearch) attackMoves(ev *owlEval, depth int) []Pos {
	b := s.b
	var cl candList
	add := s.candAdder(&cl)
	regionMoves(b, ev, true, add)
	for _, o := range ev.strings {
		if b.CountLib(o) > 3 {
			continue
		}
		if c, m := s.r.AttackContext(s.ctx, b, o); c != Lose {
			add(m, 60+10*b.StringSize(o)/2+int(c))
		}
	}
	for _, o := range ev.lunches {
		if b.At(o) != s.att {
			continue
		}
		if c, _ := s.r.AttackContext(s.ctx, b, o); c != Lose {
			if dc, dm := s.r.FindDefenseContext(s.ctx, b, o); dc != Lose {
				add(dm, 70)
			}
		}
	}
	s.koFills(ev, add)
	s.cavitySacrifices(ev, depth, add)
	for _, l := range ev.libs {
		prio := 25
		free := 0
		for _, d := range Delta[:4] {
			if b.At(l+d) == Empty {
				free++
			}
		}
		prio += 3 * free
		if b.libsAfter(l, s.att) <= 1 && !doesCaptureSomething(b, l, s.att) {
			prio -= 20
		}
		add(l, prio)
	}
	for _, f := range ev.frontier {
		add(f, 15)
	}
	// Below the root, an eye-space point where the attacker takes a
	// defender string in atari that is not part of the goal, next to an
	// attacker stone: the capture gives the invader there the liberties
	// it needs (GNU Go 3.8 kills this way, e.g. a corner stone on the 1-2
	// point that captures the defender's lone stone on the edge and
	// stays inside the eye space). Such points otherwise rank as plain
	// eye-space points and fall outside the width.
	if depth > 0 {
		for _, reg := range ev.regions {
			for _, p := range reg.pts {
				if b.At(p) == Empty && touches(b, p, s.att) && s.takesNonGoal(p) {
					add(p, 20)
				}
			}
		}
	}
	if s.rootDefend {
		s.escapeGates(ev, add)
	}
	if depth > 0 && depth <= owlJoinBlockDepth {
		s.joinBlocks(add)
	}
	if !s.rootDefend && depth > 1 && depth < owlTrustDepth {
		// The cut that leaves a loose string played in the line out
		// of the goal (looseGoal), at the nodes where trustAlive reads
		// the life that string lends.
		s.looseGoal(ev, func(p Pos) { add(p, 60) })
	}
	if depth <= 1 {
		s.lifelineBlocks(ev, add)
	}
	if depth == 0 {
		s.cutMoves(ev, add)
		s.intruderExtensions(ev, add)
		s.wrappedCornerMoves(ev, add)
	}
	if depth <= 1 {
		// At the root and in the attacker's first answer to a defence,
		// the corner placement at a 2-1 point is read before the width
		// runs out, and at the root before the outside liberties and
		// the other plain eye-space points (GNU Go regression ld_owl:69:
		// the 2-1 point T18 of a contested corner space kills, and
		// read after the liberty S18, which kills too, it was not the
		// answer). Whole public regression: 1288 -> 1289, nothing
		// lost. At every depth it cost ~10% nodes.
		s.cornerMoves(ev, add)
	}
	return s.pickMoves(&cl, s.att, depth, nil)
}

// escapeGates adds the attacker's block of the goal's main way out: the
// open space the escape measure counts (escapeScore: empty points within
// owlEscapeDepth steps of the goal's liberties, off the eye spaces that
// may give an eye, and the safe friendly stones next to them, not
// walking on past a point next to an attacker's stone) is split by the
// liberty it is reached through, and the liberty through which at least
// owlGateShare of it is reached gets a bonus of owlGatePrio. A goal that
// lives by running (or by eyes it would make running) dies when that
// one liberty is closed, and the liberty scores no more than the others
// otherwise. Likewise a frontier point (two steps out, ev.frontier)
// through which owlGateShare of the space is reached gets
// owlGateFrontierPrio: the block at a distance, such as the point one
// line up and one ahead of a goal crawling along the first line.
func (s *owlSearch) escapeGates(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	if len(ev.libs) < 2 {
		return
	}
	var eye PointSet
	for _, reg := range ev.regions {
		if reg.value.D > 0 {
			for _, p := range reg.pts {
				eye.Add(p)
			}
		}
	}
	low := ev.goalLow(b)
	var dist [NumPos]int8
	var from, via [NumPos]Pos
	var share2 [NumPos]int
	var queue []Pos
	for _, l := range ev.libs {
		if !eye.Has(l) {
			dist[l], from[l] = 1, l
			queue = append(queue, l)
		}
	}
	var share [NumPos]int
	total := 0
	for k := 0; k < len(queue); k++ {
		p := queue[k]
		free, links := s.escapeStep(b, p, dist[p] <= 3)
		share[from[p]] += 4 * links
		share2[via[p]] += 4 * links
		total += 4 * links
		edge := onFirstLine(p, b.Size())
		if free && dist[p] > 1 && !(low && edge) {
			n := 1
			if dist[p] >= 3 && !edge {
				n++
			}
			share[from[p]] += n
			share2[via[p]] += n
			total += n
		}
		if (!free && dist[p] > 1) || int(dist[p]) >= owlEscapeDepth {
			continue
		}
		for _, d := range Delta[:4] {
			q := p + d
			if b.At(q) == Empty && dist[q] == 0 && !eye.Has(q) {
				dist[q], from[q], via[q] = dist[p]+1, from[p], via[p]
				if dist[q] == 2 {
					via[q] = q
				}
				queue = append(queue, q)
			}
		}
	}
	if total < owlGateMin {
		return
	}
	for _, l := range ev.libs {
		if n := share[l]; n > 0 && 100*n >= owlGateShare*total {
			add(l, owlGatePrio)
		}
	}
	for _, f := range ev.frontier {
		if n := share2[f]; n > 0 && 100*n >= owlGateShare*total {
			add(f, owlGateFrontierPrio)
		}
	}
}

// owlJoinBlockDepth is the deepest attacker's node at which joinBlocks
// adds its block: the attacker's answer to the defender's first move of
// the line (depth 2 in an attack question, depth 1 in a defence
// question). Measured on the public regression: at every depth +2 -5
// (won 13x13:86 and owl1:307; lost ld_owl:191, owl:151, and the false
// kills owl:135, owl1:344, trevor:1070), at depth <= 2 +1 -0; at depth
// >= 3 only (those seven tests) owl1:307 is won and the five lost.
const owlJoinBlockDepth = 2

// owlJoinBlockPrio is joinBlocks' bonus, on top of what the point scores
// as a goal liberty.
const owlJoinBlockPrio = 20

// joinBlocks adds the attacker's block of the join the defender's last
// move reaches for: an empty point next to the stone just played (a goal
// stone) that touches a defender's string outside the goal. Played by
// the defender, that point would join the friend to the goal (its
// liberties, its eye space, its link to safety); the attacker's stone
// there keeps them apart, and as a plain goal liberty it ranks with every
// other liberty and often falls past the width (GNU Go regression
// 13x13:86: after W H5 B J4, White's H4 between J4 and Black's G4-G5
// kills, both engines agree, and was the eighth candidate at width five).
func (s *owlSearch) joinBlocks(add func(p Pos, prio int)) {
	b := s.b
	m, c := b.LastMove()
	if m == NoMove || c != s.def || b.At(m) != s.def || !s.inGoal.Has(m) {
		return
	}
	for _, d := range Delta[:4] {
		l := m + d
		if b.At(l) != Empty {
			continue
		}
		for _, e := range Delta[:4] {
			if q := l + e; b.At(q) == s.def && !s.inGoal.Has(q) {
				add(l, owlJoinBlockPrio)
				break
			}
		}
	}
}

// lifelineBlocks adds the attacker's block of the last way out of a
// defender's string outside the goal that lives off the goal's eye
// space: a string of at least owlLifelineStones stones with two or three
// liberties, next to a point of the goal's eye spaces, all of whose
// liberties but one are eye points. Blocked there, the string can only
// take its liberties from the eye space, so it fills the goal's eyes or
// dies with it, while its one outside liberty is no goal liberty and no
// eye point and so never a candidate (GNU Go regression ld_owl:161: after
// black's S18, white T15 against the black S16-T16 kills the corner,
// both engines agree). Read wherever attackMoves is asked at depth 0 or
// 1: the root of an attack question, the attacker's first answer in a
// defence question, and the attacker's second move of threaten and of the
// stage's width check (attackBeyondWidth), which ask at depth 1 too.
func (s *owlSearch) lifelineBlocks(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	eye := ev.eyePoints()
	var fb [16]Pos
	for _, f := range s.outsideFriends(ev, fb[:0]) {
		if n := b.CountLib(f); n < 2 || n > 3 || b.StringSize(f) < owlLifelineStones {
			continue
		}
		out, nout := NoMove, 0
		for _, l := range b.Liberties(f, nil) {
			if !eye.Has(l) {
				out = l
				nout++
			}
		}
		if nout == 1 {
			add(out, owlLifelinePrio)
		}
	}
}

// outsideFriends appends to buf the origins of the defender's strings
// outside the goal that touch a point of the goal's eye-space regions,
// each once, in the order in which the regions' points meet them.
func (s *owlSearch) outsideFriends(ev *owlEval, buf []Pos) []Pos {
	b := s.b
	var seen PointSet
	for _, reg := range ev.regions {
		for _, p := range reg.pts {
			for _, d := range Delta[:4] {
				q := p + d
				if b.At(q) != s.def || s.inGoal.Has(q) {
					continue
				}
				if f := b.Origin(q); !seen.Has(f) {
					seen.Add(f)
					buf = append(buf, f)
				}
			}
		}
	}
	return buf
}

// Lifeline blocks (lifelineBlocks): the fewest stones of the string (a
// lone stone's outside liberty also took the width's slot of a real
// refutation, ld_owl:502) and the block's priority.
const (
	owlLifelineStones = 2
	owlLifelinePrio   = 30
)

// Escape gates (escapeGates): the least open space that counts, the
// share of it (percent) one liberty or frontier point must lead to, and
// their bonuses.
const (
	owlGateMin          = 4
	owlGateShare        = 50
	owlGatePrio         = 15
	owlGateFrontierPrio = 40
)

// cavitySacrifices adds the attacker's moves that fill a liberty of its
// own lunch of two liberties (a string next to the goal) when the
// self-atari leaves a cavity of a dead shape once captured (throwIn 2,
// deadCavity): the lunch grown into a bulky five or rabbity six is
// captured and the attacker kills the cavity at its vital point.
func (s *owlSearch) cavitySacrifices(ev *owlEval, depth int, add func(p Pos, prio int)) {
	b := s.b
	for _, o := range ev.lunches {
		if b.At(o) != s.att || b.CountLib(o) != 2 {
			continue
		}
		for _, l := range b.Liberties(o, nil) {
			if b.libsAfter(l, s.att) <= 1 && !doesCaptureSomething(b, l, s.att) &&
				s.throwIn(l, s.att) == 2 && s.sealedBy(o, l) && s.deadCavity(s.sacrificeCavity(l, s.att)) {
				prio := owlCavityPrio
				if depth == 0 {
					prio += owlCavityRootBonus
				}
				add(l, prio)
			}
		}
	}
}

// sealedBy reports whether the defender's capture of the lunch o after
// the attacker fills its liberty l seals the cavity: the lunch's other
// liberty touches nothing but the lunch, l, goal stones and the board's
// edge, so the capturing stone joins the goal.
func (s *owlSearch) sealedBy(o, l Pos) bool {
	b := s.b
	for _, r := range b.Liberties(o, nil) {
		if r == l {
			continue
		}
		for _, d := range Delta[:4] {
			q := r + d
			if q == l || !b.OnBoard(q) || s.inGoal.Has(q) || (b.At(q) == s.att && b.Origin(q) == b.Origin(o)) {
				continue
			}
			return false
		}
	}
	return true
}

// owlCavityPrio is the priority of cavitySacrifices' moves, and
// owlCavityRootBonus what they get on top of it at the root, where they
// come before the goal's liberties and the tactical attacks on its
// strings. The sacrifice leaves the defender one way, capturing it, so
// it is read out in few nodes whether it kills or not, while a kill that
// takes an outside liberty first can spend the node limit on a ko and a
// crawl along the edge (GNU Go regression ld_owl:67: the sacrifice A9,
// which connects the lunch A8 to the stone B9 in atari inside the
// corner, kills in 79 nodes; D9, read first, ran out of the 1000 nodes
// as a ko). Below the root the bonus lost three owl tests (ld_owl:61,
// owl:170, owl1:381) and won none.
const (
	owlCavityPrio      = 35
	owlCavityRootBonus = 100
)

// intruderExtensions adds the attacker's moves that extend an intruder:
// a string of the attacker next to the goal with three liberties (too
// many to count as a lunch, so that the eye spaces are split around
// it), on a first- or second-line liberty that is not a liberty of the
// goal, where the longer string keeps two liberties or more. Grown
// inside the eye space, the intruder's capture leaves a larger cavity
// the attacker may kill again (a bulky five in the corner). Root only:
// the eye spaces split around the intruder do not show these points.
func (s *owlSearch) intruderExtensions(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	var libs PointSet
	for _, l := range ev.libs {
		libs.Add(l)
	}
	var seen PointSet
	for _, g := range s.goalStones {
		if b.At(g) != s.def {
			continue
		}
		s.enemiesNextTo(g, &seen, func(e Pos) {
			if b.CountLib(e) != 3 || b.StringSize(e) > owlIntruderMaxSize {
				return
			}
			for _, l := range b.Liberties(e, nil) {
				if !libs.Has(l) && lineOf(l, b.Size()) <= 2 && b.libsAfter(l, s.att) >= 2 {
					add(l, owlIntruderPrio)
				}
			}
		})
	}
}

// owlIntruderMaxSize is the largest intruder intruderExtensions grows,
// and owlIntruderPrio the priority of its extensions.
const (
	owlIntruderMaxSize = 4
	owlIntruderPrio    = 30
)

// cornerMoves adds the attacker's 2-1 points of a corner eye space: the
// first-line points next to an empty corner point of the same eye region,
// the usual placement that kills a corner space (GNU Go's owl plays it;
// our liberty and eye-point priorities rank it below the open points).
// Only a space whose two eyes are in question counts (cornerContested):
// one that makes two eyes whoever moves first, or at most one eye even if
// the defender moves twice, is not what the placement is for, and reading
// it there cost ~1000 owl nodes per dragon on open corners.
func (s *owlSearch) cornerMoves(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	for i := range ev.regions {
		if !cornerContested(ev.regions[i].value) {
			continue
		}
		regionCorners(b, &ev.regions[i], func(k Pos, in *PointSet) {
			for _, d := range Delta[:4] {
				if p := k + d; in.Has(p) && b.At(p) == Empty {
					add(p, owlCornerPrio)
				}
			}
		})
	}
}

// regionCorners calls f with each empty corner point of the board in the
// eye region reg and the set of reg's points (cornerMoves,
// wrappedCornerMoves).
func regionCorners(b *Board, reg *owlRegion, f func(k Pos, in *PointSet)) {
	n := b.Size()
	var in PointSet
	for _, p := range reg.pts {
		in.Add(p)
	}
	for _, k := range reg.pts {
		i, j := k.I(), k.J()
		if (i != 0 && i != n-1) || (j != 0 && j != n-1) || b.At(k) != Empty {
			continue
		}
		f(k, &in)
	}
}

// cornerContested reports whether the two eyes of an eye space of value v
// depend on play: the attacker moving twice there leaves fewer than two
// (A < 2) and the defender moving twice makes two (D >= 2) (seed 003,
// "Eye Local Game Values").
func cornerContested(v eyes.EyeValue) bool {
	return v.A < 2 && v.D >= 2
}

// owlCornerPrio is the priority cornerMoves adds to a 2-1 point.
const owlCornerPrio = 40

// wrappedCornerMoves adds, at the root, the attacker's 2-1 points of a
// corner eye space that cornerMoves leaves out (not contested by its
// value) when the space wraps around a defender's stone on the 2-2
// point: the corner point and both 2-1 points are then eye points
// around that stone, and the placement on a 2-1 point is the usual kill
// (GNU Go regression ld_owl:194: the black C3 group's space A5-A1-C1
// around B2, 2222 by its size, where GNU Go 3.8 answers 3 B1; before the
// rule our answer was A2, read first among the plain eye-space points,
// which gives the same ko).
// Of the two, the one on the shorter side of the corner (fewer points
// of the space along its edge line from the corner) gets one point
// more and is read first: there the attacker's stone is nearer its own
// wall, where the space ends.
func (s *owlSearch) wrappedCornerMoves(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	for i := range ev.regions {
		if cornerContested(ev.regions[i].value) {
			continue // cornerMoves offers its 2-1 points
		}
		regionCorners(b, &ev.regions[i], func(k Pos, in *PointSet) {
			diag := k // the 2-2 point
			for _, d := range Delta[:4] {
				if b.OnBoard(k + d) {
					diag += d
				}
			}
			if b.At(diag) != s.def {
				return
			}
			short, shortLen := NoMove, 0
			for _, d := range Delta[:4] {
				p := k + d
				if !in.Has(p) || b.At(p) != Empty {
					continue
				}
				add(p, owlCornerPrio)
				l := 0
				for q := k; in.Has(q); q += d {
					l++
				}
				switch {
				case short == NoMove && shortLen == 0 || l < shortLen:
					short, shortLen = p, l
				case l == shortLen:
					short = NoMove // equal sides: no preference
				}
			}
			if short != NoMove {
				add(short, 1)
			}
		})
	}
}

// cutMoves adds the attacker's cuts at the root: a goal liberty touching
// two or more goal strings where the attacker's stone has three or more
// liberties (a solid cut: the dragon is split and each part must live on
// its own, while the cutting stone is not itself a weakness to capture).
func (s *owlSearch) cutMoves(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	for _, l := range ev.libs {
		var touch [4]Pos
		n := 0
		for _, d := range Delta[:4] {
			q := l + d
			if !s.inGoal.Has(q) {
				continue
			}
			if o := b.Origin(q); !containsPos(touch[:n], o) {
				touch[n] = o
				n++
			}
		}
		if n >= 2 && b.libsAfter(l, s.att) >= 3 {
			add(l, 20)
		}
	}
}

// regionMoves adds the eye-space candidates shared by both sides: the
// vital points of the attacker (attack) or defender when the region's
// value depends on who moves, then, for regions that are not already two
// sure eyes of many points, every empty point, the more open the better.
func regionMoves(b *Board, ev *owlEval, attack bool, add func(p Pos, prio int)) {
	for _, reg := range ev.regions {
		v := reg.value
		vital, pts := v.B != v.C || v.C != v.D, reg.defense
		if attack {
			vital, pts = v.B != v.C || v.A != v.B, reg.attack
		}
		if vital {
			for _, p := range pts {
				add(p, 100)
			}
		}
		if v.B >= 2 && len(reg.pts) > 7 {
			continue
		}
		for _, p := range reg.pts {
			if b.At(p) != Empty {
				continue
			}
			nb := 0
			for _, d := range Delta[:4] {
				if b.At(p+d) == Empty {
					nb++
				}
			}
			add(p, 20+4*nb)
		}
	}
}

// defendMoves lists the defender's candidate moves, best first.
func (s *owlSearch) defendMoves(ev *owlEval, depth int) []Pos {
	b := s.b
	var cl candList
	add := s.candAdder(&cl)
	regionMoves(b, ev, false, add)
	if ev.joinDone && ev.join != NoMove {
		// The join that makes the goal live (joinLives), when
		// hopeless found one: read it before the eye-space moves.
		add(ev.join, 90)
	}
	if ev.extDone && ev.ext != NoMove {
		// Likewise the eye extension that makes it live
		// (eyeExtension), when killsStatically found one.
		add(ev.ext, 90)
	}
	// keep: moves pickMoves keeps although they are self-ataris for
	// the defender. At the root, the tactical reader's defence of a
	// goal string (a sacrifice that ataris an enemy string: the
	// attacker must answer it and the goal's string is saved).
	var keep []Pos
	for _, o := range ev.strings {
		if b.CountLib(o) > 3 {
			continue
		}
		if s.rootDefend {
			// In a defence question the goal string's attack and
			// defence are read afresh: a cached answer from another
			// line (a two-liberty string has two attack points, and
			// which one the reader returns depends on what it read
			// before) would give the same board different candidates
			// in different move orders, and the owl cache carries the
			// line's result to its transpositions (ld_owl:159).
			s.r.ClearCache()
		}
		if c, _ := s.r.AttackContext(s.ctx, b, o); c != Lose {
			if dc, dm := s.r.FindDefenseContext(s.ctx, b, o); dc != Lose {
				add(dm, 80+5*b.StringSize(o))
				if depth == 0 && dm != NoMove && b.libsAfter(dm, s.def) <= 1 {
					keep = append(keep, dm)
				}
			}
		}
	}
	// Also kept, at every depth: the tactical reader's captures of
	// lunches of two or more stones that are self-ataris for the
	// defender (a throw-in: the attacker's capture of the sacrifice
	// leaves the lunch short of liberties). Lunches of one stone are
	// left out: a self-atari there mostly starts a ko.
	for _, o := range ev.lunches {
		if b.At(o) != s.att {
			continue
		}
		if c, m := s.r.AttackContext(s.ctx, b, o); c != Lose {
			if m != NoMove && b.StringSize(o) >= 2 && b.libsAfter(m, s.def) <= 1 {
				keep = append(keep, m)
			}
			add(m, 75+5*b.StringSize(o)+int(c))
			if depth == 0 {
				s.lunchAtaris(o, m, add)
			}
		}
	}
	for _, l := range ev.libs {
		prio := 25
		free := 0
		for _, d := range Delta[:4] {
			if b.At(l+d) == Empty {
				free++
			}
		}
		prio += 4 * free
		add(l, prio)
	}
	for _, f := range ev.frontier {
		add(f, 18)
	}
	if depth == 0 {
		// Shape moves the defender tries at the root only: below it
		// the width is small and every extra defence costs the
		// attacker's reading a subtree.
		s.approachMoves(ev, add)
		s.closingMoves(ev, add)
		s.friendJoinMoves(ev, add)
		s.raceSaveMoves(add)
		if ev.value.B < 2 && ev.escape >= owlEscapeWin {
			s.escapeJumps(add)
		}
	}
	moves := s.pickMoves(&cl, s.def, depth, keep)
	if depth > 0 && s.edgeBlocks {
		moves = s.contactBlocks(ev, moves, depth)
	} else if depth > 0 && s.rootDefend && !s.blocksMissed {
		// Without the blocks, note whether they would have changed
		// this node's moves (OwlResult.blocksMissed).
		s.blocksMissed = !slices.Equal(s.contactBlocks(ev, slices.Clone(moves), depth), moves)
	}
	return moves
}

// contactBlocks adds to the defender's moves its answers to the
// attacker's last move when that is a small string (at most two stones,
// three liberties) on the first, second or third line pushed into the
// edge of the goal's eye space: the liberties of that string outside
// the eye space that touch an eye point, from which the defender keeps
// two liberties (the block or hane under that stops the invader
// spreading along the edge). Such a block takes the width's last slot (a
// later one found replaces an earlier one there), or is appended to a
// shorter list; where the width is one move (from owlBranchDepth on)
// every such block is appended after that move. Read below the root of a
// direct defence question only (edgeBlocks), where a line the width
// leaves unread counts as a kill, and in the owl stage's second defence
// read of a dragon that looked dead before owl
// (owlStageReadsContactBlocks).
func (s *owlSearch) contactBlocks(ev *owlEval, moves []Pos, depth int) []Pos {
	b := s.b
	m, c := b.LastMove()
	if m == NoMove || c != s.att || b.At(m) != s.att || b.StringSize(m) > 2 || b.CountLib(m) > 3 || lineOf(m, b.Size()) > 3 {
		return moves
	}
	eye := ev.eyePoints()
	for _, l := range b.Liberties(m, nil) {
		if eye.Has(l) || containsPos(moves, l) || b.libsAfter(l, s.def) < 2 || !b.IsLegal(l, s.def) {
			continue
		}
		for _, d := range Delta[:4] {
			if eye.Has(l + d) {
				if n := owlWidth(depth); len(moves) >= n && n > 1 {
					moves = append(moves[:n-1], l)
				} else {
					moves = append(moves, l)
				}
				break
			}
		}
	}
	return moves
}

// lunchAtaris adds the defender's other way to attack a lunch o of two
// liberties: besides the tactical reader's attack point m, the atari
// from its other liberty, when the defender's stone there keeps two
// liberties (no self-atari). Which side of a lunch to atari from
// decides which eye the capture leaves and whether the attacker gets a
// ko or a connection out, so both ataris are read. An atari that is a
// self-atari the attacker can only take back as a ko (koAtari) counts
// too: the goal may live by that ko. Root only, to keep the width.
func (s *owlSearch) lunchAtaris(o, m Pos, add func(p Pos, prio int)) {
	b := s.b
	if b.CountLib(o) != 2 {
		return
	}
	for _, l := range b.Liberties(o, nil) {
		if l != m && (b.libsAfter(l, s.def) >= 2 || s.koAtari(l, s.def)) {
			add(l, 60)
		}
	}
}

// koAtari reports whether c's stone at p, a self-atari, puts an enemy
// string of two liberties in atari and can only be taken back as a ko:
// the enemy's capture at p's last liberty leaves the capturing stone
// alone with one liberty (p), so c retakes it. Such an atari on a lunch
// is a ko for the goal's life, read like any other defence.
func (s *owlSearch) koAtari(p Pos, c Color) bool {
	b := s.b
	other := c.Other()
	ataris := false
	for _, d := range Delta[:4] {
		if q := p + d; b.At(q) == other && b.CountLib(q) == 2 {
			ataris = true
		}
	}
	if !ataris || !b.Trymove(p, c) {
		return false
	}
	defer b.Undo()
	if b.CountLib(p) != 1 || b.StringSize(p) != 1 {
		return false
	}
	r := b.Liberties(p, nil)[0]
	if !b.Trymove(r, other) {
		return false
	}
	ko := b.At(p) == Empty && b.StringSize(r) == 1 && b.CountLib(r) == 1
	b.Undo()
	return ko
}

// friendJoinMoves adds the defender's root moves that join a friendly
// string outside the goal which touches the goal's eye space, on a
// liberty that also takes a liberty from an enemy string touching that
// eye space: the joined stones wall the eye space in and the enemy
// string inside its edge loses its room (a stone on the edge next to an
// eye, cut off from the goal, joined while the invader is approached).
func (s *owlSearch) friendJoinMoves(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	eye := ev.eyePoints()
	touchesEye := func(o Pos) bool {
		for _, g := range b.Stones(o, nil) {
			for _, d := range Delta[:4] {
				if eye.Has(g + d) {
					return true
				}
			}
		}
		return false
	}
	var fb [16]Pos
	for _, f := range s.outsideFriends(ev, fb[:0]) {
		for _, l := range b.Liberties(f, nil) {
			if eye.Has(l) || b.libsAfter(l, s.def) < 2 {
				continue
			}
			for _, d2 := range Delta[:4] {
				if e := l + d2; b.At(e) == s.att && touchesEye(b.Origin(e)) {
					add(l, 30)
					break
				}
			}
		}
	}
}

// raceSaveMoves adds the defender's root moves on a liberty of an
// enemy string next to the goal (at most owlRaceMaxLibs liberties) that
// is also a liberty of a friendly string outside the goal with two
// liberties or fewer: the move saves the friendly string and shortens
// the enemy string's liberties, the capturing race that decides whether
// the goal gets the enemy string's points as eye space. A point shared
// by several such enemy strings is added once for each.
func (s *owlSearch) raceSaveMoves(add func(p Pos, prio int)) {
	b := s.b
	var seen PointSet
	for _, g := range s.goalStones {
		if b.At(g) != s.def {
			continue
		}
		s.enemiesNextTo(g, &seen, func(e Pos) {
			if b.CountLib(e) > owlRaceMaxLibs {
				return
			}
			for _, l := range b.Liberties(e, nil) {
				for _, d2 := range Delta[:4] {
					f := l + d2
					if b.At(f) == s.def && !s.inGoal.Has(f) && b.CountLib(f) <= 2 && b.libsAfter(l, s.def) >= 2 {
						add(l, 60)
						break
					}
				}
			}
		})
	}
}

// enemiesNextTo calls f with the origin of each attacker string next to
// the stone g that is not yet in seen, and adds it to seen: callers that
// walk several stones of the goal meet each enemy string once.
func (s *owlSearch) enemiesNextTo(g Pos, seen *PointSet, f func(e Pos)) {
	b := s.b
	for _, d := range Delta[:4] {
		q := g + d
		if b.At(q) != s.att {
			continue
		}
		e := b.Origin(q)
		if seen.Has(e) {
			continue
		}
		seen.Add(e)
		f(e)
	}
}

// owlRaceMaxLibs is the most liberties an enemy string next to the goal
// may have for raceSaveMoves.
const owlRaceMaxLibs = 4

// escapeJumps adds the defender's root moves that run into open space
// when the goal has no two eyes even moving twice (value B < 2) but room
// to run (an escape of owlEscapeWin or more): a diagonal step from a goal stone to a point with at
// least six empty points among its eight neighbours, or a one-space jump
// over an empty point to a point with at least seven, in both cases with
// no enemy stone among the eight. The more open the point, the better; a
// point reached from several goal stones is added for each. The goal's
// liberties lead out one line at a time and the enemy blocks each in
// turn, while the diagonal or the jump gains a line on him.
func (s *owlSearch) escapeJumps(add func(p Pos, prio int)) {
	b := s.b
	open := func(p Pos) int {
		if !b.OnBoard(p) || b.At(p) != Empty {
			return -1
		}
		n := 0
		for _, d := range Delta {
			q := p + d
			if !b.OnBoard(q) || b.At(q) == s.att {
				return -1
			}
			if b.At(q) == Empty {
				n++
			}
		}
		return n
	}
	for _, g := range s.goalStones {
		if b.At(g) != s.def {
			continue
		}
		for k, d := range Delta[:4] {
			if b.At(g+d) == Empty {
				if n := open(g + 2*d); n >= 7 {
					add(g+2*d, 30+5*(n-7))
				}
			}
			if n := open(g + Delta[4+k]); n >= 6 {
				add(g+Delta[4+k], 30+5*(n-6))
			}
		}
	}
}

// closingMoves adds the defender's moves that close eye space from
// outside: an empty point off the goal that touches two or more points
// of the goal's eye spaces (a block on the edge next to two eye points
// turns them into eyes the attacker can no longer reach).
func (s *owlSearch) closingMoves(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	eye := ev.eyePoints()
	var seen PointSet
	for _, reg := range ev.regions {
		for _, p := range reg.pts {
			for _, d := range Delta[:4] {
				q := p + d
				if b.At(q) != Empty || eye.Has(q) || seen.Has(q) {
					continue
				}
				seen.Add(q)
				n := 0
				for _, d2 := range Delta[:4] {
					if eye.Has(q + d2) {
						n++
					}
				}
				if n >= 2 && b.libsAfter(q, s.def) >= 2 {
					add(q, 30+10*(n-2))
				}
			}
		}
	}
}

// approachMoves adds the defender's moves that shorten the liberties of
// a small enemy string next to the goal with two or three liberties
// (an invader inside or on the edge of the goal's eye space): a capture
// there would turn the invader's points into eye space, so every
// liberty from which the defender keeps two liberties of its own is a
// candidate, the fewer the invader's liberties the better.
func (s *owlSearch) approachMoves(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	var seen PointSet
	for _, o := range ev.strings {
		for _, g := range b.Stones(o, nil) {
			s.enemiesNextTo(g, &seen, func(e Pos) {
				n := b.CountLib(e)
				if n < 2 || n > 3 || b.StringSize(e) > owlApproachMaxSize {
					return
				}
				for _, l := range b.Liberties(e, nil) {
					if b.libsAfter(l, s.def) >= 2 {
						add(l, 30+15*(3-n))
					}
				}
			})
		}
	}
}

// owlApproachMaxSize is the largest enemy string the defender
// approaches (approachMoves).
const owlApproachMaxSize = 3

// pickMoves sorts the candidates and keeps the legal, sensible ones up to
// the width of the depth: a self-atari that captures nothing is kept only
// for the attacker inside an eye space (a throw-in) and, at the root, for
// the defender when it is an atari the attacker can only answer by a ko
// (koAtari), and for the defender when it is in keep (the tactical
// reader's capture of a lunch, or at the root its defence of a goal
// string: defendMoves). The defender's koAtari is also kept at its first
// answer to the root move of an attack question (depth 1), after the
// other candidates: a ko try that defend reads only while no other move
// has found anything (koAtariBelowRoot).
func (s *owlSearch) pickMoves(cl *candList, c Color, depth int, keep []Pos) []Pos {
	cl.sort()
	n := owlWidth(depth)
	if s.trace != nil {
		t := ""
		for i := 0; i < cl.n; i++ {
			t += fmt.Sprintf("%s:%d ", Vertex(cl.pos[i], s.b.Size()), cl.prio[i]/4)
		}
		s.trace("%*s  cands %v: %s", 2*depth, "", c, t)
	}
	var out, late, kos []Pos
	for i := 0; i < cl.n && len(out) < n; i++ {
		p := cl.pos[i]
		if !s.b.IsLegal(p, c) && !(isKoCapture(s.b, p, c)) {
			continue
		}
		if s.b.libsAfter(p, c) <= 1 && !doesCaptureSomething(s.b, p, c) {
			if c == s.def {
				if (depth == 0 && s.koAtari(p, c)) || containsPos(keep, p) {
					out = append(out, p)
				} else if depth == 1 && !s.rootDefend && s.koAtari(p, c) && len(kos) < n {
					kos = append(kos, p)
				}
				continue
			}
			// An attacker's throw-in: only inside the goal's eye space,
			// and only a small sacrifice, or a larger one (up to six
			// stones, the size of the largest dead eye shape) that the
			// goal surrounds: captured, it leaves a cavity the attacker
			// may kill with one more move (a bulky five or rabbity six
			// made by filling the eye space).
			switch s.throwIn(p, c) {
			case 0:
				continue
			case 2:
				// A larger sacrifice only fills a place the other
				// candidates leave free, unless the cavity its capture
				// leaves is a dead shape (deadCavity: any three
				// points, a square or pyramid four, a bulky or crossed
				// five, a rabbity six): the attacker kills it with its
				// next move, so it is read like any other candidate.
				if s.deadCavity(s.sacrificeCavity(p, c)) {
					break
				}
				if len(late) < n {
					late = append(late, p)
				}
				continue
			}
		}
		out = append(out, p)
	}
	for _, p := range late {
		if len(out) >= n {
			break
		}
		out = append(out, p)
	}
	for _, p := range kos {
		if len(out) >= n {
			break
		}
		out = append(out, p)
	}
	return out
}

// koAtariBelowRoot reports whether the defender's move m, in an attack
// question, is a self-atari that pickMoves keeps only as a koAtari. At
// depth 1 such a move gives the defender at best a ko (the attacker
// takes first), so defend skips it once another move has found a ko:
// reading it anyway cost ~700 nodes on ld_owl:201 and stopped the root
// read at its node limit.
func (s *owlSearch) koAtariBelowRoot(m Pos) bool {
	return m != NoMove && !s.rootDefend && s.b.libsAfter(m, s.def) <= 1 &&
		!doesCaptureSomething(s.b, m, s.def) && s.koAtari(m, s.def)
}

// throwIn judges the attacker's self-atari at p (capturing nothing) as a
// sacrifice: 1 for one or two stones next to the goal (a throw-in) or two
// stones whose capture leaves a cavity inside the goal, 2 for up to six
// stones that touch the goal and no other empty point than their
// last liberty, so that the defender's capture leaves them as a cavity
// inside the goal, and 0 for anything else.
func (s *owlSearch) throwIn(p Pos, c Color) int {
	b := s.b
	inside := false
	size := 1
	var seen [4]Pos
	for k, d := range Delta[:4] {
		q := p + d
		if s.inGoal.Has(q) {
			inside = true
		}
		if b.At(q) == c {
			o := b.Origin(q)
			if o != seen[0] && o != seen[1] && o != seen[2] {
				size += b.StringSize(q)
			}
			seen[k] = o
		}
	}
	if inside && size <= 2 {
		return 1
	}
	if size == 1 || size > 6 {
		return 0
	}
	// A larger sacrifice: every neighbour of the merged string is a
	// goal stone, the string itself, p, or its one liberty.
	touches := false
	var stones []Pos
	for k, d := range Delta[:4] {
		q := p + d
		if b.At(q) != c || (k > 0 && containsPos(seen[:k], b.Origin(q))) {
			continue
		}
		stones = b.Stones(q, stones)
	}
	stones = append(stones, p)
	for _, st := range stones {
		for _, d := range Delta[:4] {
			q := st + d
			switch {
			case q == p || !b.OnBoard(q) || b.At(q) == c:
			case s.inGoal.Has(q):
				touches = true
			case b.At(q) == Empty:
				// the last liberty (libsAfter <= 1), allowed
			default:
				return 0
			}
		}
	}
	switch {
	case !touches:
		return 0
	case size == 2:
		// Two stones off the goal whose capture leaves a cavity in
		// it (a stone extended into the eye space from its edge):
		// as good as a throw-in next to the goal.
		return 1
	}
	return 2
}

// sacrificeCavity returns the points c's stone at p and the strings of
// c it joins occupy: the cavity their capture leaves.
func (s *owlSearch) sacrificeCavity(p Pos, c Color) []Pos {
	b := s.b
	pts := []Pos{p}
	for _, d := range Delta[:4] {
		if q := p + d; b.At(q) == c && !containsPos(pts, q) {
			pts = b.Stones(q, pts)
		}
	}
	return pts
}

// deadCavity reports whether the points pts, emptied by a capture and
// walled in by the goal, make at most one eye when the attacker moves
// first there (eye value B <= 1): a killing sacrifice's cavity.
func (s *owlSearch) deadCavity(pts []Pos) bool {
	if len(pts) == 0 || len(pts) > 6 {
		return false
	}
	mini, maxi, minj, maxj := pts[0].I(), pts[0].I(), pts[0].J(), pts[0].J()
	for _, p := range pts {
		mini, maxi = min(mini, p.I()), max(maxi, p.I())
		minj, maxj = min(minj, p.J()), max(maxj, p.J())
	}
	h, w := maxi-mini+3, maxj-minj+3
	cells := make([][]eyes.Cell, h)
	for i := range cells {
		cells[i] = make([]eyes.Cell, w)
	}
	for _, p := range pts {
		cells[p.I()-mini+1][p.J()-minj+1] = eyes.EyePoint
	}
	g := &eyes.Graph{Cells: cells, Width: w, BottomRow: -1, RightCol: -1}
	res, err := s.solver.Analyze(s.ctx, g, eyes.Options{NodeLimit: owlEyeNodeLimit})
	return err == nil && res.Value.B <= 1
}

func (s *owlSearch) regionString(ev *owlEval) string {
	out := ""
	for _, r := range ev.regions {
		out += "["
		for _, p := range r.pts {
			out += Vertex(p, s.b.Size()) + " "
		}
		out += r.value.String() + "]"
	}
	return out
}

// eyePoints returns the points of the goal's eye spaces (every region of
// the evaluation) as one set.
func (ev *owlEval) eyePoints() PointSet {
	var eye PointSet
	for _, reg := range ev.regions {
		for _, p := range reg.pts {
			eye.Add(p)
		}
	}
	return eye
}

// takesNonGoal reports whether the attacker's move at p captures a
// defender string in atari that holds no goal stone.
func (s *owlSearch) takesNonGoal(p Pos) bool {
	for _, d := range Delta[:4] {
		if q := p + d; s.b.At(q) == s.def && s.b.CountLib(q) == 1 && !containsPos(s.goalStones, q) {
			return true
		}
	}
	return false
}

// enclosedRace reports whether the goal is in a capturing race that the
// defender, moving next, may win (raceEnclosed): an enemy string next to
// a goal string that cannot reach out of the goal's area. Such a string
// is not captured by the tactical reader (its attacker, the defender
// here, is short of liberties too), so hopeless would count it as no way
// to live; yet filling its liberties first takes it and its points
// become eye space.
func (s *owlSearch) enclosedRace(ev *owlEval) bool {
	b := s.b
	eye := ev.eyePoints()
	var seen PointSet
	found := false
	for _, o := range ev.strings {
		for _, g := range b.Stones(o, nil) {
			s.enemiesNextTo(g, &seen, func(e Pos) {
				found = found || s.raceEnclosed(e, &eye)
			})
			if found {
				return true
			}
		}
	}
	return false
}

// raceEnclosed reports whether the enemy string e has two to
// owlRaceEnclosedLibs liberties, none of which leads out (every
// neighbour of each is a defender's stone, a stone of e, another of its
// liberties or an empty point of the goal's eye spaces eye), while the
// largest goal string next to e has at least as many liberties.
func (s *owlSearch) raceEnclosed(e Pos, eye *PointSet) bool {
	b := s.b
	n := b.CountLib(e)
	if n < 2 || n > owlRaceEnclosedLibs {
		return false
	}
	libs := b.LibSet(e)
	for _, l := range libs.Slice() {
		for _, d := range Delta[:4] {
			q := l + d
			switch {
			case !b.OnBoard(q) || libs.Has(q):
			case b.At(q) == Empty:
				if !eye.Has(q) {
					return false
				}
			case b.At(q) == s.att:
				if b.Origin(q) != e {
					return false
				}
			}
		}
	}
	big, bigLibs := 0, 0
	for _, st := range b.Stones(e, nil) {
		for _, d := range Delta[:4] {
			q := st + d
			if b.At(q) == s.def && s.inGoal.Has(q) {
				if sz := b.StringSize(q); sz > big {
					big, bigLibs = sz, b.CountLib(q)
				}
			}
		}
	}
	return big > 0 && bigLibs >= n
}

// Enclosed races (enclosedRace): the most liberties of the enemy
// string, and the deepest defender's node of a defence question at
// which the race keeps the goal from being hopeless. A defence
// question's defender moves at even depths only (the root or the move
// asked about at 0, the attacker at 1, the defender at 2, ...), so this
// is the first defender's node below the root.
const (
	owlRaceEnclosedLibs = 3
	owlRaceDepth        = 2
)

// koFills adds the attacker's connection at the last liberty of its own
// lunch in atari when the defender's capture there would be a ko capture
// and the connection is a self-atari whose capture leaves a cavity the
// goal cannot make two eyes of (throwIn, deadCavity): the attacker ends
// the ko with a sacrifice before the defender takes it. A fill that keeps
// two liberties is the tactical defence the lunch rule already names.
func (s *owlSearch) koFills(ev *owlEval, add func(p Pos, prio int)) {
	b := s.b
	for _, o := range ev.lunches {
		if b.At(o) != s.att || b.CountLib(o) != 1 {
			continue
		}
		l := b.Liberties(o, nil)[0]
		if isKoCapture(b, l, s.def) && b.libsAfter(l, s.att) <= 1 &&
			s.throwIn(l, s.att) == 2 && s.deadCavity(s.sacrificeCavity(l, s.att)) {
			add(l, owlKoFillPrio)
		}
	}
}

// owlKoFillPrio is the priority of koFills' moves.
const owlKoFillPrio = 70
