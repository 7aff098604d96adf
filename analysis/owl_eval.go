package analysis

import (
	"math/bits"
	"slices"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Limits of the owl's static evaluation.
const (
	// owlClosedCap is the largest region of empty points and enemy stones
	// that counts as enclosed eye space; a bigger region is open space.
	owlClosedCap = 18
	// owlEscapeDepth is how far (in steps through empty points) the
	// escape measure looks from the goal's liberties.
	owlEscapeDepth = 4
	// owlEscapeWin is the escape score from which a goal counts as out
	// in the open (alive for practical purposes).
	owlEscapeWin = 20
	// owlEscapeTrustDepth is the number of moves played in the search
	// from which an escape of owlEscapeWin ends a line as alive without
	// reading (clearlyAlive). GNU Go's owl trusts an escape once more
	// than two moves are on its stack; from the second move here
	// measured better on the regression suite (one answer more, none
	// lost).
	owlEscapeTrustDepth = 2
	// owlSureTrustDepth is the number of moves played in the search from
	// which two sure eyes (sureEyes) end a line as alive without
	// reading (clearlyAlive).
	owlSureTrustDepth = 2
	// owlEyeNodeLimit bounds the eye-graph search of one region.
	owlEyeNodeLimit = 20_000
	// owlBoxMargin is how far around the goal's bounding box the owl's
	// eye spaces are computed.
	owlBoxMargin = 4
	// owlEvalTacticalNodes bounds each tactical question the static
	// evaluation asks (its reader starts every evaluation with an empty
	// cache, so a read cannot lean on results of earlier ones).
	owlEvalTacticalNodes = 150
	// owlRescueNodes bounds the tactical read with which a goal about to
	// be called hopeless asks whether an enemy string next to it can be
	// captured after all (rescueCapture): the search's own questions have
	// owlTacticalNodes, and a read they cut short counts as no capture.
	owlRescueNodes = 1000
	// owlRescueDepth is the deepest board (moves played in the search)
	// at which rescueCapture reads.
	owlRescueDepth = 2
	// owlSekiMinStones is the fewest stones the attacker must lose by a
	// self-atari on a shared liberty for the shape to count as seki.
	owlSekiMinStones = 4
)

// owlBox is a rectangle of the board: its points, and membership.
type owlBox struct {
	pts []Pos
	in  PointSet
}

// goalBox returns the goal's bounding box widened by margin, clipped to
// the board; its points are appended to buf[:0].
func (s *owlSearch) goalBox(margin int, buf []Pos) owlBox {
	var bx owlBox
	mini, maxi, minj, maxj, ok := s.goalRect(margin)
	if !ok {
		return bx
	}
	bx.pts = buf[:0]
	for i := mini; i <= maxi; i++ {
		for p, e := POS(i, minj), POS(i, maxj); p <= e; p++ {
			bx.pts = append(bx.pts, p)
		}
	}
	bx.in = rectSet(mini, maxi, minj, maxj)
	return bx
}

// goalRect returns the rows and columns of the goal's bounding box
// widened by margin and clipped to the board; ok is false for an empty
// goal. The goal's points are visited through the bits of s.inGoal.
func (s *owlSearch) goalRect(margin int) (mini, maxi, minj, maxj int, ok bool) {
	n := s.b.Size()
	mini, maxi, minj, maxj = n, -1, n, -1
	for w, word := range s.inGoal {
		for ; word != 0; word &= word - 1 {
			p := Pos(w<<6 + bits.TrailingZeros64(word))
			i, j := p.I(), p.J()
			mini, maxi = min(mini, i), max(maxi, i)
			minj, maxj = min(minj, j), max(maxj, j)
		}
	}
	if maxi < 0 {
		return 0, 0, 0, 0, false
	}
	mini, minj = max(0, mini-margin), max(0, minj-margin)
	maxi, maxj = min(n-1, maxi+margin), min(n-1, maxj+margin)
	return mini, maxi, minj, maxj, true
}

// rectSet returns the points of rows mini..maxi and columns
// minj..maxj: each row is one run of consecutive Pos values, set a
// word at a time.
func rectSet(mini, maxi, minj, maxj int) PointSet {
	var set PointSet
	for i := mini; i <= maxi; i++ {
		lo, hi := int(POS(i, minj)), int(POS(i, maxj))+1 // [lo, hi)
		for lo < hi {
			w, b := lo>>6, lo&63
			k := min(hi-lo, 64-b)
			set[w] |= (^uint64(0) >> (64 - k)) << b
			lo += k
		}
	}
	return set
}

// owlDomains is the primary domain of colour c (seed 003, "Functions in
// optics.c", make_primary_domains, as Optics.primaryDomains computes it)
// restricted to the points of box: points outside it are in no domain.
func owlDomains(o *Optics, r *Reader, b *Board, c Color, dom *[NumPos]bool, falseMargins *[NumPos]bool, first bool, box *owlBox) {
	o.domainsOver(r, b, c, dom, falseMargins, first, box.pts, box.in.Has)
}

// owlRegion is one enclosed region next to the goal: empty points and
// enemy stones surrounded by the defender, with its eye value and vital
// points (seed 003, "Eye spaces" and "The eyespace as local game").
type owlRegion struct {
	pts     []Pos
	value   eyes.EyeValue
	attack  []Pos // attacker's vital points
	defense []Pos // defender's vital points
	empties int
}

// owlEval is the static evaluation of the goal at one node of the owl
// search.
type owlEval struct {
	value    eyes.EyeValue // sum of the enclosed regions' eye values
	escape   int           // escape score (open space near the goal)
	safeLink bool          // the goal touches open space that reaches a safe friendly string
	cutLink  bool          // a link two steps out only through a point the attacker can cut at (wayOpen)
	seki     bool          // the attacker cannot approach the goal (sekiShape)
	escaped  bool          // escape >= owlEscapeWin, owlEscapeTrustDepth or more moves into the search
	sure     bool          // two sure eyes (sureEyes), owlSureTrustDepth or more moves into the search
	regions  []owlRegion
	libs     []Pos // goal liberties
	strings  []Pos // goal string origins
	frontier []Pos // open points two steps from the goal
	weak     []Pos // goal strings with few liberties
	lunches  []Pos // enemy strings next to the goal with few liberties
	// join is the goal liberty joinLives found (NoMove: none), valid
	// once joinDone is set; it is computed on demand, from the same
	// inputs as the rest of the evaluation.
	join     Pos
	joinDone bool
	// ext is the eye extension eyeExtension found (NoMove: none), valid
	// once extDone is set; computed on demand like join.
	ext     Pos
	extDone bool
	// rescue is the capture rescueCapture found (NoMove: none), valid
	// once rescueDone is set; computed on demand like join.
	rescue     Pos
	rescueDone bool
	// diagJoins is set when friendly strings link diagonally or by a
	// one-point jump to the stones played in the line (diagonalJoins):
	// they join the goal in defence questions only.
	diagJoins bool
}

// alive reports whether the evaluation shows two eyes even if the attacker
// moves first, or an escape.
func (ev *owlEval) alive() bool {
	return ev.value.B >= 2 || ev.escape >= owlEscapeWin || ev.safeLink || ev.seki
}

// clearlyAlive reports an evaluation that needs no checking by reading:
// a wide escape, a link to a safe friendly string, an escape of
// owlEscapeWin on a board owlEscapeTrustDepth or more moves into the
// search (escaped), or two sure eyes on a board owlSureTrustDepth or more
// moves into it (sure).
func (ev *owlEval) clearlyAlive() bool {
	return ev.escape >= 2*owlEscapeWin || ev.safeLink || ev.escaped || ev.sure
}

// sureEyes counts the eyes the goal keeps even if the attacker moves
// twice in a row (seed 003's eye value a, summed) in its eye spaces that
// hold no enemy stone, or 0 when some goal string touches none of those
// spaces: a goal cut into pieces does not share them, and an eye space
// with an enemy string inside depends on reading that string.
func (s *owlSearch) sureEyes(ev *owlEval) int {
	var sure PointSet
	n := 0
	for _, r := range ev.regions {
		if r.value.A == 0 || r.empties != len(r.pts) {
			continue
		}
		n += int(r.value.A)
		for _, p := range r.pts {
			sure.Add(p)
		}
	}
	if n < 2 {
		return n
	}
	var libs []Pos
	for _, o := range ev.strings {
		libs = s.b.Liberties(o, libs[:0])
		if !slices.ContainsFunc(libs, sure.Has) {
			return 0
		}
	}
	return n
}

// owlEvalMemoCap bounds the evaluations one owl search remembers; the
// memo is emptied when it fills up.
const owlEvalMemoCap = 4096

// owlEvalState is what the static evaluation keeps within one owl
// search: its own tactical reader and the evaluations made so far.
type owlEvalState struct {
	// r answers the evaluation's tactical questions (lunches, strings
	// inside eye spaces, diagonals, false margins, safe moves, seki). Its
	// cache is emptied before every evaluation and nothing else reads
	// with it, so each evaluation reads as if from scratch.
	r *Reader
	// used is set when r has been lent to an evaluation since its cache
	// was last emptied.
	used bool
	// memo holds the evaluations made, by board hash (ko point
	// included); n counts them.
	memo map[uint64][]owlEvalMemo
	n    int
	// hits counts the evaluations served from the memo.
	hits int
	// rescue answers rescueCapture's questions, its cache emptied
	// before each one.
	rescue *Reader
	// boxBuf and regionBuf are opticsEyes' scratch buffers (the goal's
	// box, the regions before they are copied into the evaluation).
	boxBuf    []Pos
	regionBuf []owlRegion
}

// owlEvalMemo is a remembered evaluation with what it depends on besides
// the board: the goal stones (in order) and the eye-space method, and the
// goal stones it left in s.inGoal.
type owlEvalMemo struct {
	goal      []Pos
	useOptics bool
	// defend is the search's rootDefend: it decides the goal when the
	// evaluation found diagonal joins (ev.diagJoins).
	defend bool
	ev     *owlEval
	inGoal PointSet
}

// evaluate computes the static evaluation of the current board for the
// goal (owl_determine_life in spirit: eye spaces recomputed locally after
// the moves, plus escape potential). It is a function of the board (ko
// point included), the goal stones and the search's fixed inputs (the
// analysed position, the safe stones) alone: its tactical reads are
// bounded by a node budget (owlTacticalNodes), and with the search's
// shared reader a cached result found under another budget or depth, or a
// hinted move order, let the same read end differently, so that one board
// got different eye spaces at different times. They go instead to the
// evaluation's own reader, emptied first. (One flag, escaped, also
// depends on how many moves the board is into the search; a board
// reached again at another depth is one the same moves, captures aside,
// produced.)
//
// Being such a function, an evaluation is remembered for the search: the
// same board with the same goal stones (a position reached again by
// another move order, or defend asking attack about its own board) is
// served from the memo, s.inGoal set as the evaluation left it. The
// evaluation is shared: callers must not modify it.
func (s *owlSearch) evaluate() *owlEval {
	e := &s.eval
	h := s.b.Hash()
	for i := range e.memo[h] {
		m := &e.memo[h][i]
		if m.useOptics == s.useOptics && (!m.ev.diagJoins || m.defend == s.rootDefend) && slices.Equal(m.goal, s.goalStones) {
			e.hits++
			s.inGoal = m.inGoal
			return m.ev
		}
	}
	shared := s.r
	s.r = s.evalReader()
	ev := s.evaluateBoard()
	s.r = shared
	if s.ctx != nil && s.ctx.Err() != nil {
		return ev // reads cut short by the context: not a true evaluation
	}
	if e.memo == nil || e.n >= owlEvalMemoCap {
		e.memo, e.n = make(map[uint64][]owlEvalMemo), 0
	}
	e.memo[h] = append(e.memo[h], owlEvalMemo{goal: slices.Clone(s.goalStones), useOptics: s.useOptics, defend: s.rootDefend, ev: ev, inGoal: s.inGoal})
	e.n++
	return ev
}

// evalReader returns the evaluation's tactical reader with an empty
// cache.
func (s *owlSearch) evalReader() *Reader {
	e := &s.eval
	if e.r == nil {
		e.r = NewReader(owlEvalTacticalNodes, 0)
	} else if e.used {
		e.r.ClearCache()
	}
	e.used = true
	return e.r
}

// evaluateBoard is evaluate with s.r the evaluation's reader.
func (s *owlSearch) evaluateBoard() *owlEval {
	b := s.b
	att := s.att
	ev := &owlEval{}
	inGoal := s.goalStrings(ev)
	s.inGoal = inGoal
	if len(ev.strings) == 0 {
		return ev
	}
	// Liberties and adjacent enemy strings.
	var libSet, seenEnemy PointSet
	for _, o := range ev.strings {
		ls := b.LibSet(o)
		libSet.Union(&ls)
		if b.CountLib(o) <= 2 {
			ev.weak = append(ev.weak, o)
		}
	}
	ev.libs = libSet.AppendTo(nil)
	// Regions: connected components of non-defender points next to the
	// goal.
	var mark [NumPos]int16 // 0 unvisited, >0 region id, -1 open
	var queue []Pos
	id := int16(0)
	starts := append([]Pos(nil), ev.libs...)
	for w, word := range inGoal {
		for ; word != 0; word &= word - 1 {
			p := Pos(w<<6 + bits.TrailingZeros64(word))
			for _, d := range Delta[:4] {
				q := p + d
				if b.At(q) == att && !seenEnemy.Has(q) {
					seenEnemy.Add(q)
					starts = append(starts, q)
					o := b.Origin(q)
					if b.CountLib(q) <= 2 && !containsPos(ev.lunches, o) {
						ev.lunches = append(ev.lunches, o)
					}
				}
			}
		}
	}
	// Open components are marked only near the goal, where the escape
	// measure walks (owlEscapeDepth steps from the liberties): the rest of
	// an open component is often most of the board.
	var openBox *PointSet
	if s.useOptics {
		// Only the box's membership is needed (goalBox's set).
		var in PointSet
		if mini, maxi, minj, maxj, ok := s.goalRect(owlEscapeDepth + 2); ok {
			in = rectSet(mini, maxi, minj, maxj)
		}
		openBox = &in
	}
	for _, st := range starts {
		if mark[st] != 0 {
			continue
		}
		id++
		queue = append(queue[:0], st)
		mark[st] = id
		open := false
		for k := 0; k < len(queue); k++ {
			p := queue[k]
			for _, d := range Delta[:4] {
				q := p + d
				c := b.At(q)
				if c != Empty && c != att {
					continue
				}
				if mark[q] == 0 {
					mark[q] = id
					queue = append(queue, q)
				} else if mark[q] != id {
					open = true // touches an already open region
				}
			}
			if len(queue) > owlClosedCap {
				open = true
				break
			}
		}
		if open {
			// Mark the whole component open.
			s.markOpen(&mark, st, id, openBox)
			continue
		}
		if s.useOptics {
			// The eye spaces come from opticsEyes below; only the
			// open/closed marks are needed here (for the escape).
			continue
		}
		// Closed: split off the enemy strings that cannot be captured
		// (lively, as GNU Go's owl calls them): they are not eye space,
		// and the points next to them are marginal.
		comp := append([]Pos(nil), queue...)
		var lively PointSet
		anyLively := false
		for _, p := range comp {
			if b.At(p) != att || lively.Has(p) || b.Origin(p) != p {
				continue
			}
			if !s.deadInside(p) {
				st := b.StoneSet(p)
				lively.Union(&st)
				anyLively = true
			}
		}
		if !anyLively {
			s.addRegion(ev, comp, &mark, id, nil)
			continue
		}
		for _, p := range comp {
			if lively.Has(p) {
				mark[p] = -2
			}
		}
		compID := id
		for _, st := range comp {
			if mark[st] != compID {
				continue
			}
			id++
			sub := []Pos{st}
			mark[st] = id
			for k := 0; k < len(sub); k++ {
				for _, d := range Delta[:4] {
					if q := sub[k] + d; mark[q] == compID {
						mark[q] = id
						sub = append(sub, q)
					}
				}
			}
			var marg PointSet
			for _, p := range sub {
				for _, d := range Delta[:4] {
					if lively.Has(p + d) {
						marg.Add(p)
					}
				}
			}
			s.addRegion(ev, sub, &mark, id, &marg)
		}
	}
	s.escapeScore(ev, &mark)
	if s.useOptics {
		s.opticsEyes(ev)
	}
	// A link cut off only at a point the attacker can take (cutLink)
	// still holds when the goal has eye potential: the cut is then a
	// move inside or beside the defender's eye space, and the line is
	// read no better than the link guesses (a false kill otherwise).
	if ev.cutLink && !ev.safeLink && ev.value.D > 0 {
		ev.safeLink = true
	}
	if ev.value.C < 2 && ev.escape == 0 && !ev.safeLink {
		ev.seki = s.sekiShape(ev)
	}
	// An escape is trusted without reading from owlEscapeTrustDepth
	// moves into the search on (GNU Go's owl declares a dragon escaped
	// once more than two moves are on its stack, one move later); at the
	// root and one move below it the escape is read, which also finds
	// the defence move.
	ev.escaped = ev.escape >= owlEscapeWin && s.b.StackDepth() >= owlEscapeTrustDepth
	// Two eyes the attacker cannot take even by moving twice are trusted
	// likewise from owlSureTrustDepth moves on; nearer the root they are
	// read, which also finds the vital defence.
	ev.sure = s.b.StackDepth() >= owlSureTrustDepth && s.sureEyes(ev) >= 2
	return ev
}

// goalStrings collects the goal's strings on the current board into
// ev.strings and returns their stones. The dragon's own stones (stones
// of the analysed position) always belong to it. A stone the defender
// played in the line joins only when its string is near the goal: it
// touches a liberty of a goal string (a solid or diagonal connection, a
// one-point jump, a capture next to the goal). A move played far away
// joins whatever string it touches there, and that string is not the
// dragon: counting it would lend the goal another group's eyes, escape
// or safe neighbours.
func (s *owlSearch) goalStrings(ev *owlEval) PointSet {
	b := s.b
	var inGoal PointSet
	add := func(g Pos) {
		ev.strings = append(ev.strings, b.Origin(g))
		st := b.StoneSet(g)
		inGoal.Union(&st)
	}
	var played []Pos
	for _, g := range s.goalStones {
		if b.At(g) != s.def || inGoal.Has(g) {
			continue
		}
		if s.a != nil && s.a.pos.At(g) != s.def {
			played = append(played, g)
			continue
		}
		add(g)
	}
	// A played stone is near the goal when one of its neighbours is an
	// empty point next to a goal stone.
	near := func(g Pos) bool {
		for _, p := range b.Stones(g, nil) {
			for _, d := range Delta[:4] {
				q := p + d
				if b.At(q) != Empty {
					continue
				}
				for _, d2 := range Delta[:4] {
					if inGoal.Has(q + d2) {
						return true
					}
				}
			}
		}
		return false
	}
	var joined []Pos
	for changed := true; changed; {
		changed = false
		for i, g := range played {
			if g == NoMove {
				continue
			}
			if inGoal.Has(g) {
				played[i] = NoMove
				joined = append(joined, g)
				continue
			}
			if near(g) {
				add(g)
				played[i] = NoMove
				joined = append(joined, g)
				changed = true
			}
		}
	}
	// In a defence question, the played stones also take in the
	// friendly strings they link to diagonally or by a one-point jump
	// (diagonalJoins).
	if joins := s.diagonalJoins(joined, &inGoal); len(joins) > 0 {
		ev.diagJoins = true
		if s.rootDefend {
			for _, q := range joins {
				if !inGoal.Has(q) {
					add(q)
				}
			}
		}
	}
	return inGoal
}

// diagonalJoins returns a stone of each friendly string outside the
// goal (inGoal) of at least owlDiagJoinStones stones that is diagonally
// next to a stone of the strings of the goal stones played in the line
// (played) through a link the attacker cannot simply cut: both points
// beside the diagonal are empty, or one holds an attacker's stone and the
// attacker's stone on the other would have at most owlDiagCutLibs
// liberties; or one point away from such a stone on a line, with the
// point between empty and the attacker's stone there limited to
// owlDiagCutLibs liberties likewise (a one-point jump the attacker
// cannot wedge into: ld_owl:516). The defender's stone placed diagonally next to such a
// string (a side extension towards its own stones, a corner stone
// linking the stones along the edge) makes one group with it, as the
// dragon stage would amalgamate them; left out, the goal read alone
// missed the eye space and the room the string brings (GNU Go
// regressions ld_owl:506 and owl1:292). A lone stone is left out: such a
// link lent the goal a stone of another group and its room (owl:23).
// Strings may be named more than once.
func (s *owlSearch) diagonalJoins(played []Pos, inGoal *PointSet) []Pos {
	b := s.b
	var out []Pos
	for _, g := range played {
		for _, p := range b.Stones(g, nil) {
			for j := 0; j < 4; j++ {
				q := p + Delta[4+j]
				if b.At(q) != s.def || inGoal.Has(q) || b.StringSize(q) < owlDiagJoinStones {
					continue
				}
				c1, c2 := p+Delta[j], p+Delta[(j+1)%4]
				e1, e2 := b.At(c1) == Empty, b.At(c2) == Empty
				switch {
				case e1 && e2:
				case e1:
					if b.libsAfter(c1, s.att) > owlDiagCutLibs {
						continue
					}
				case e2:
					if b.libsAfter(c2, s.att) > owlDiagCutLibs {
						continue
					}
				default:
					continue
				}
				out = append(out, q)
			}
			// A one-point jump: the attacker's stone between would
			// have at most owlDiagCutLibs liberties.
			for j := 0; j < 4; j++ {
				mid, q := p+Delta[j], p+2*Delta[j]
				if b.At(mid) != Empty || b.At(q) != s.def || inGoal.Has(q) || b.StringSize(q) < owlDiagJoinStones ||
					b.libsAfter(mid, s.att) > owlDiagCutLibs {
					continue
				}
				out = append(out, q)
			}
		}
	}
	return out
}

// Diagonal joins (diagonalJoins): the fewest stones of a string that
// joins, and the most liberties of the attacker's cutting stone beside
// a diagonal whose other side the attacker holds.
const (
	owlDiagJoinStones = 2
	owlDiagCutLibs    = 2
)

// recaptures reports whether, after the attacker's self-atari at l, the
// defender captures at once a string of at least owlSekiMinStones stones.
func (s *owlSearch) recaptures(l Pos) bool {
	b := s.b
	if !b.Trymove(l, s.att) {
		return true // the attacker cannot play there at all
	}
	defer b.Undo()
	if b.CountLib(l) != 1 || b.StringSize(l) < owlSekiMinStones {
		// Capturing fewer stones leaves a space the attacker can
		// play inside again (nakade), not a seki.
		return false
	}
	var buf [1]Pos
	last := b.Liberties(l, buf[:0])[0]
	if !b.Trymove(last, s.def) {
		return false
	}
	captured := b.At(l) == Empty
	b.Undo()
	return captured
}

// sekiShape reports a goal that the attacker cannot approach (seed 002,
// seki: two groups sharing liberties with no eyes, or one eye each): every
// liberty of the goal is either a one-point eye (all its neighbours goal
// stones or the edge), at most one of them, or a liberty shared with an
// enemy string next to the goal that cannot be captured, where an enemy
// stone would put itself in atari without capturing and be captured at
// once, or an outer liberty (next to such a string too, no empty
// neighbour) that the attacker can fill without capturing: filling it
// leaves the shared liberties and the eye; there are at least two
// shared liberties, and no goal string has fewer than two liberties.
func (s *owlSearch) sekiShape(ev *owlEval) bool {
	b := s.b
	for _, o := range ev.strings {
		if b.CountLib(o) < 2 {
			return false
		}
	}
	safe := map[Pos]bool{} // enemy string origin -> cannot be attacked
	isSafe := func(q Pos) bool {
		o := b.Origin(q)
		v, ok := safe[o]
		if !ok {
			c := Lose
			if b.CountLib(o) <= 3 {
				c, _ = s.r.AttackContext(s.ctx, b, o)
			}
			v = c == Lose
			safe[o] = v
		}
		return v
	}
	shared, eyes := 0, 0
	for _, l := range ev.libs {
		nearEnemy, open := false, false
		for _, d := range Delta[:4] {
			q := l + d
			switch b.At(q) {
			case s.att:
				if !isSafe(q) {
					return false // an enemy neighbour in danger: not settled
				}
				nearEnemy = true
			case Empty:
				open = true
			case s.def:
				if !s.inGoal.Has(q) {
					return false
				}
			}
		}
		switch {
		case nearEnemy:
			if doesCaptureSomething(b, l, s.att) {
				return false
			}
			if b.libsAfter(l, s.att) > 1 {
				continue // an outer liberty the attacker can fill
			}
			if !s.recaptures(l) {
				return false // the attacker can approach here
			}
			shared++
		case open:
			return false // part of a larger space: read it
		default:
			eyes++
		}
	}
	return shared >= 2 && eyes <= 1
}

// addRegion values a closed region and adds it to the evaluation.
func (s *owlSearch) addRegion(ev *owlEval, pts []Pos, mark *[NumPos]int16, id int16, marg *PointSet) {
	reg := owlRegion{pts: pts}
	for _, p := range pts {
		if s.b.At(p) == Empty {
			reg.empties++
		}
	}
	if reg.empties == 0 && marg != nil && !marg.IsEmpty() {
		return
	}
	s.valueRegion(&reg, mark, id, marg)
	ev.regions = append(ev.regions, reg)
	ev.value = ev.value.Add(reg.value)
}

// deadInside reports whether the enemy string at str inside a closed
// region can be captured, so that it counts as part of the eye space.
func (s *owlSearch) deadInside(str Pos) bool {
	c, _ := s.r.AttackContext(s.ctx, s.b, str)
	if c == Lose {
		return false
	}
	d, _ := s.r.FindDefenseContext(s.ctx, s.b, str)
	return d == Lose
}

func containsPos(l []Pos, p Pos) bool {
	for _, q := range l {
		if q == p {
			return true
		}
	}
	return false
}

// markOpen marks every non-defender point connected to st as open (-1),
// within box when box is not nil (points beyond it keep their marks).
func (s *owlSearch) markOpen(mark *[NumPos]int16, st Pos, id int16, box *PointSet) {
	// The flood moves through empty and attacker points, which are on
	// the board: their neighbours are inside the padded arrays. The
	// (side-effect free) tests come cheapest first: most neighbours are
	// marked already.
	b, att := s.b, s.att
	var buf [32]Pos
	stack := append(buf[:0], st)
	mark[st] = -1
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range Delta[:4] {
			q := p + d
			if m := mark[q]; m != id && m != 0 {
				continue
			}
			if c := b.color[q]; c != Empty && c != att {
				continue
			}
			if box != nil && !box.Has(q) {
				continue
			}
			mark[q] = -1
			stack = append(stack, q)
		}
	}
}

// escapeScore measures the open space next to the goal: empty points
// reached from the goal's liberties within owlEscapeDepth steps through
// open empty points, counting those not next to an enemy stone, and
// whether a safe friendly string is reached.
func (s *owlSearch) escapeScore(ev *owlEval, mark *[NumPos]int16) {
	b := s.b
	var dist [NumPos]int8
	var queue []Pos
	for _, l := range ev.libs {
		if mark[l] == -1 {
			dist[l] = 1
			queue = append(queue, l)
		}
	}
	// A goal low on the board cannot escape by crawling along the edge.
	low := ev.goalLow(b)
	score, cuts := 0, 0
	for k := 0; k < len(queue); k++ {
		p := queue[k]
		free, links := s.escapeStep(b, p, dist[p] <= 3)
		link := links > 0
		score += 4 * links
		// A safe string on a liberty links the goal to safety unless,
		// below the root, the attacker can cut there (canCut) and it
		// is the only such liberty (at the root the link is read:
		// trustAlive, and owl_defend asks the attack question first);
		// one two steps away only through a point the attacker does
		// not touch (an enemy stone next to it cuts the way with one
		// move), and below the root only through a goal liberty the
		// attacker cannot cut at either (wayOpen; kept as cutLink,
		// trusted when the goal has eye potential).
		switch {
		case link && dist[p] == 1:
			cut := s.b.StackDepth() > 0 && s.canCut(p)
			if cut {
				cuts++
			}
			if !cut || cuts >= 2 {
				ev.safeLink = true
			}
		case link && dist[p] == 2 && free:
			if s.wayOpen(p, &dist) {
				ev.safeLink = true
			} else {
				ev.cutLink = true
			}
		}
		edge := onFirstLine(p, b.Size())
		if free && dist[p] > 1 && !(low && edge) {
			score++
			if dist[p] >= 3 && !edge {
				score++
			}
		}
		if dist[p] == 2 {
			ev.frontier = append(ev.frontier, p)
		}
		if !free && dist[p] > 1 {
			continue // the enemy blocks the way on from here
		}
		if int(dist[p]) >= owlEscapeDepth {
			continue
		}
		for _, d := range Delta[:4] {
			q := p + d
			if b.At(q) == Empty && dist[q] == 0 && mark[q] == -1 {
				dist[q] = dist[p] + 1
				queue = append(queue, q)
			}
		}
	}
	ev.escape = score
}

// wayOpen reports whether the point p, two steps from the goal, is
// reached through a goal liberty the attacker cannot cut at: one no
// attacker stone touches, or (canCut) where the attacker's stone would
// have fewer than three liberties. At the root every way is open (the
// link is read there, as for a liberty next to a safe string).
func (s *owlSearch) wayOpen(p Pos, dist *[NumPos]int8) bool {
	if s.b.StackDepth() == 0 {
		return true
	}
	for _, d := range Delta[:4] {
		r := p + d
		if dist[r] != 1 {
			continue
		}
		free := true
		for _, e := range Delta[:4] {
			if s.b.At(r+e) == s.att {
				free = false
				break
			}
		}
		if free || !s.canCut(r) {
			return true
		}
	}
	return false
}

// canCut reports whether the attacker can occupy the empty point p, a
// liberty of the goal next to a safe friendly string, with a stone of
// three or more liberties: such a stone separates the goal from the safe
// string and cannot be captured at once (with two liberties the cut is
// often caught in atari, and the reading that follows costs more than it
// finds).
func (s *owlSearch) canCut(p Pos) bool {
	return s.b.libsAfter(p, s.att) >= 3
}

// diagonalValue is the topological value of the diagonal point q of an
// eye point of the defender (seed 003, "Topology of Half Eyes and False
// Eyes"): 0 when the defender holds it, 2 when the attacker does, 1 when
// either can take it; off the board 1 on an edge and 0 at a corner.
func (s *owlSearch) diagonalValue(q Pos, i, j int, mark *[NumPos]int16, id int16) float64 {
	b := s.b
	n := b.Size()
	off := 0
	if i < 0 || i >= n {
		off++
	}
	if j < 0 || j >= n {
		off++
	}
	if off > 0 {
		return float64(off % 2)
	}
	switch b.At(q) {
	case s.def:
		return 0
	case s.att:
		if mark[q] == id {
			return 0 // a dead stone in the same region
		}
		if b.CountLib(q) == 1 {
			var buf [1]Pos
			lib := b.Liberties(q, buf[:0])[0]
			if b.libsAfter(lib, s.att) >= 2 {
				return 1
			}
			return 0
		}
		return 2
	}
	if mark[q] > 0 {
		return 0
	}
	attOK := b.libsAfter(q, s.att) >= 2 || doesCaptureSomething(b, q, s.att)
	if !attOK {
		return 0
	}
	if b.libsAfter(q, s.def) >= 2 || doesCaptureSomething(b, q, s.def) {
		return 1
	}
	return 2
}

// valueRegion finds false and half eyes in a closed region and solves its
// eye graph.
func (s *owlSearch) valueRegion(reg *owlRegion, mark *[NumPos]int16, id int16, marg *PointSet) {
	b := s.b
	n := b.Size()
	marginal := map[Pos]bool{}
	if marg != nil {
		for _, p := range marg.Slice() {
			marginal[p] = true
		}
	}
	type half struct {
		p    Pos
		pts  []Pos
		ways []Pos
	}
	var halves []half
	for _, p := range reg.pts {
		if b.At(p) != Empty {
			continue
		}
		nb := 0
		for _, d := range Delta[:4] {
			if mark[p+d] == id {
				nb++
			}
		}
		if nb > 1 {
			continue
		}
		sum := 0.0
		var ways []Pos
		for k := 4; k < 8; k++ {
			q := p + Delta[k]
			di, dj := diagonalIJ(p, k)
			v := s.diagonalValue(q, di, dj, mark, id)
			sum += v
			if v > 0 && v < 2 && q.OnBoard(n) && b.At(q) == Empty {
				ways = append(ways, q)
			} else if v > 0 && v < 2 && q.OnBoard(n) && b.At(q) == s.att {
				var buf [1]Pos
				ways = append(ways, b.Liberties(q, buf[:0])...)
			}
		}
		switch {
		case sum >= 4:
			marginal[p] = true
		case sum > 2:
			halves = append(halves, half{p: p, ways: ways})
		}
	}
	if len(reg.pts) == 1 && b.At(reg.pts[0]) == Empty {
		p := reg.pts[0]
		switch {
		case marginal[p]:
			reg.value = eyes.EyeValue{}
			// Playing the diagonal cannot help; nothing to do.
		case len(halves) == 1:
			reg.value = eyes.EyeValue{A: 0, B: 0, C: 1, D: 1}
			reg.attack = halves[0].ways
			reg.defense = halves[0].ways
		default:
			reg.value = eyes.EyeValue{A: 1, B: 1, C: 1, D: 1}
		}
		return
	}
	// Build the eye graph.
	mini, maxi, minj, maxj := n, -1, n, -1
	nv := 0
	for _, p := range reg.pts {
		mini, maxi = min(mini, p.I()), max(maxi, p.I())
		minj, maxj = min(minj, p.J()), max(maxj, p.J())
		nv++
	}
	nv += len(halves)
	nm := len(marginal)
	interior := len(reg.pts) - nm
	if nv > 16 || interior > 9 {
		switch d := len(reg.pts) - 2*nm; {
		case d > 3:
			reg.value = eyes.EyeValue{A: 2, B: 2, C: 2, D: 2}
		case d > 0:
			reg.value = eyes.EyeValue{A: 1, B: 1, C: 1, D: 1}
		}
		return
	}
	h, w := maxi-mini+3, maxj-minj+3
	cells := make([][]eyes.Cell, h)
	where := make([][]Pos, h)
	for i := range cells {
		cells[i] = make([]eyes.Cell, w)
		where[i] = make([]Pos, w)
	}
	onlyStones := true
	for _, p := range reg.pts {
		if b.At(p) == Empty {
			onlyStones = false
		}
	}
	for _, p := range reg.pts {
		i, j := p.I()-mini+1, p.J()-minj+1
		stone := b.At(p).IsStone() && !onlyStones
		switch {
		case marginal[p] && stone:
			cells[i][j] = eyes.MarginalStone
		case marginal[p]:
			cells[i][j] = eyes.Marginal
		case stone:
			cells[i][j] = eyes.DeadStone
		default:
			cells[i][j] = eyes.EyePoint
		}
		where[i][j] = p
	}
	at := func(i, j int) eyes.Cell {
		if i < 0 || j < 0 || i >= h || j >= w {
			return eyes.Outside
		}
		return cells[i][j]
	}
	virtual := map[Pos][]Pos{}
	for _, hf := range halves {
		i, j := hf.p.I()-mini+1, hf.p.J()-minj+1
		placed := false
		for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
			qi, qj := i+d[0], j+d[1]
			if qi < 0 || qj < 0 || qi >= h || qj >= w || cells[qi][qj] != eyes.Outside {
				continue
			}
			free := true
			for _, d2 := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
				ni, nj := qi+d2[0], qj+d2[1]
				if (ni != i || nj != j) && at(ni, nj) != eyes.Outside {
					free = false
				}
			}
			if free {
				cells[qi][qj] = eyes.Marginal
				where[qi][qj] = -hf.p
				virtual[hf.p] = hf.ways
				placed = true
				break
			}
		}
		if !placed {
			marginal[hf.p] = true
			i, j := hf.p.I()-mini+1, hf.p.J()-minj+1
			cells[i][j] = eyes.Marginal
		}
	}
	g := &eyes.Graph{Cells: cells, Width: w, BottomRow: -1, RightCol: -1}
	res, err := s.solver.Analyze(s.ctx, g, eyes.Options{NodeLimit: owlEyeNodeLimit})
	if err != nil {
		switch d := len(reg.pts) - 2*nm; {
		case d > 3:
			reg.value = eyes.EyeValue{A: 2, B: 2, C: 2, D: 2}
		case d > 0:
			reg.value = eyes.EyeValue{A: 1, B: 1, C: 1, D: 1}
		}
		return
	}
	reg.value = res.Value
	verts := g.Vertices()
	if len(verts) != len(res.Roles) {
		return
	}
	for k, v := range verts {
		q := where[v[0]][v[1]]
		role := res.Roles[k]
		var pts []Pos
		if q < 0 {
			pts = virtual[-q]
		} else if q > 0 {
			pts = []Pos{q}
		}
		for _, p := range pts {
			if b.At(p) != Empty {
				// A vital point on an enemy stone: capture or approach
				// through its liberties.
				if b.At(p) == s.att {
					var buf [4]Pos
					pts2 := b.Liberties(p, buf[:0])
					if role&eyes.Attack != 0 {
						reg.attack = append(reg.attack, pts2...)
					}
					if role&eyes.Defense != 0 {
						reg.defense = append(reg.defense, pts2...)
					}
				}
				continue
			}
			if role&eyes.Attack != 0 {
				reg.attack = append(reg.attack, p)
			}
			if role&eyes.Defense != 0 {
				reg.defense = append(reg.defense, p)
			}
		}
	}
}

// opticsEyes recomputes the defender's eye spaces on the current board
// with the eye machinery of seed 003 (domains, marginal points, half and
// false eyes, eye values by search), as GNU Go's owl does with its own
// notion of lively stones: every defender stone is lively, and so is
// every attacker string except the ones next to the goal that can be
// captured (lunches). The eye spaces next to the goal are valued and
// replace the regions of ev.
func (s *owlSearch) opticsEyes(ev *owlEval) {
	b := s.b
	n := b.Size()
	o := s.optics
	if o == nil {
		o = &Optics{}
		s.optics = o
	}
	o.resetForOwl(s.a, n)
	var deadAtt PointSet
	for _, l := range ev.lunches {
		if b.At(l) != s.att {
			continue
		}
		if s.deadInside(l) {
			st := b.StoneSet(l)
			deadAtt.Union(&st)
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		switch b.At(p) {
		case s.def:
			o.lively[p] = true
		case s.att:
			o.lively[p] = !deadAtt.Has(p)
		}
	}
	// Domains, eye spaces and half eyes only in a box around the goal:
	// nothing further away changes the goal's eye spaces, and the whole
	// board would cost most of the node's time.
	box := s.goalBox(owlBoxMargin, s.eval.boxBuf)
	s.eval.boxBuf = box.pts
	var bd, wd, fm [NumPos]bool
	owlDomains(o, s.r, b, Black, &bd, &fm, true, &box)
	owlDomains(o, s.r, b, White, &wd, &fm, false, &box)
	for _, p := range box.pts {
		if b.At(p) != Empty && o.lively[p] {
			continue
		}
		switch {
		case !bd[p] && !wd[p]:
			o.black[p].Color = Gray
			o.white[p].Color = Gray
		case bd[p] && !wd[p]:
			o.black[p].Color = Black
			o.black[p].Marginal = o.touchesOnly(p, &wd, &bd)
		case !bd[p] && wd[p]:
			o.white[p].Color = White
			o.white[p].Marginal = o.touchesOnly(p, &bd, &wd)
		default:
			if o.touchesOnly(p, &bd, &wd) {
				o.black[p].Color, o.black[p].Marginal = Black, true
			} else {
				o.black[p].Color = Gray
			}
			if o.touchesOnly(p, &wd, &bd) {
				o.white[p].Color, o.white[p].Marginal = White, true
			} else {
				o.white[p].Color = Gray
			}
		}
	}
	o.partition(s.def)
	eye := o.eyeArray(s.def)
	// Half and false eyes only in the eye spaces next to the goal: the
	// rest of the board does not change the goal's eyes.
	// (The goal's points are visited in board order through the bits of
	// s.inGoal; o.onBoard is Pos.OnBoard by table.)
	var near PointSet
	for w, word := range s.inGoal {
		for ; word != 0; word &= word - 1 {
			p := Pos(w<<6 + bits.TrailingZeros64(word))
			for _, d := range Delta[:4] {
				q := p + d
				if o.onBoard(q) && eye[q].Color == s.def && eye[q].Origin != NoMove {
					near.Add(eye[q].Origin)
				}
			}
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if eye[p].Color != s.def || !o.onBoard(p) || eye[p].Marginal || eye[p].Neighbors > 1 || !near.Has(eye[p].Origin) {
			continue
		}
		sum := o.topologicalEye(s.r, b, p, s.def)
		sum = s.freshEnemyDiagonals(o, p, sum)
		switch {
		case sum >= 4:
			o.half[p].Type = FalseEye
			if eye[p].ESize == 1 || b.IsLegal(p, s.att) || b.At(p) == s.att {
				o.addFalseEye(p, s.def)
			}
		case sum > 2:
			o.half[p].Type = HalfEye
		}
	}
	var done PointSet
	// The regions are collected in the search's buffer and copied out at
	// their final length (the evaluation is kept in the memo).
	ev.regions = s.eval.regionBuf[:0]
	ev.value = eyes.EyeValue{}
	for w, word := range s.inGoal {
		for ; word != 0; word &= word - 1 {
			p := Pos(w<<6 + bits.TrailingZeros64(word))
			s.goalPointEyes(ev, o, p, &done)
		}
	}
	s.eval.regionBuf = ev.regions
	ev.regions = nil
	if len(s.eval.regionBuf) > 0 {
		ev.regions = slices.Clone(s.eval.regionBuf)
	}
	s.sharedHalfEyes(ev)
}

// goalPointEyes values the eye spaces of the defender next to the goal
// point p not valued yet (done holds their origins) and adds them to
// ev, for opticsEyes.
func (s *owlSearch) goalPointEyes(ev *owlEval, o *Optics, p Pos, done *PointSet) {
	b := s.b
	eye := o.eyeArray(s.def)
	for _, d := range Delta[:4] {
		q := p + d
		if !o.onBoard(q) || eye[q].Color != s.def || eye[q].Origin == NoMove {
			continue
		}
		org := eye[q].Origin
		if done.Has(org) {
			continue
		}
		done.Add(org)
		sp := o.computeEyes(s.ctx, s.r, b, org, s.def)
		reg := owlRegion{pts: sp.Points, value: sp.Value}
		for _, x := range sp.Points {
			if b.At(x) == Empty {
				reg.empties++
			}
		}
		if sp.Attack != NoMove {
			reg.attack = append(reg.attack, sp.Attack)
		}
		if sp.Defense != NoMove {
			reg.defense = append(reg.defense, sp.Defense)
		}
		ev.regions = append(ev.regions, reg)
		ev.value = ev.value.Add(sp.Value)
	}
}

// sharedHalfEyes corrects the goal's summed eye value for the defender
// moving first (c) when one point makes half eyes of two different eye
// spaces proper eyes (seed 003, "Topology of Half Eyes and False Eyes":
// the half eye's defence point, an empty diagonal of the half eye
// point). The sum of the regions' values (eyes.EyeValue.Add) counts a
// move of the defender's for each space, but one stone on the shared
// diagonal (not a self-atari) settles both: each is then worth its c,
// whatever the attacker does next, and the goal's c is at least the sum
// with those two spaces settled and the attacker to move (its b). Both
// half eyes must be worth more to the defender moving first (c > b in
// their spaces). The correction is made only while the sum gives fewer
// than two eyes to the defender moving first: a goal the static
// evaluation calls hopeless (no two eyes even moving first) is read
// instead, and its defence is the shared point.
//
// The attacker's side of the same point (its stone there spoiling both
// half eyes, so that the goal's b would be at most the sum with both
// spaces settled at their b) is not applied: it turned five dragons of
// the perf corpus away from GNU Go 3.8's status and one towards it.
func (s *owlSearch) sharedHalfEyes(ev *owlEval) {
	if len(ev.regions) < 2 || ev.value.C >= 2 {
		return
	}
	b := s.b
	o := s.optics
	// A half eye's defence point with the region it lies in.
	type fix struct {
		x   Pos
		reg int
	}
	var fixes []fix
	for i, reg := range ev.regions {
		if reg.value.C <= reg.value.B {
			continue
		}
		for _, p := range reg.pts {
			if h := &o.half[p]; h.Type == HalfEye {
				for _, x := range h.DefensePoints {
					fixes = append(fixes, fix{x, i})
				}
			}
		}
	}
	best := ev.value.C
	for i, fi := range fixes {
		for _, fj := range fixes[i+1:] {
			if fi.x != fj.x || fi.reg == fj.reg || b.At(fi.x) != Empty || b.libsAfter(fi.x, s.def) < 2 {
				continue
			}
			var sum eyes.EyeValue
			for k, reg := range ev.regions {
				v := reg.value
				if k == fi.reg || k == fj.reg {
					v = eyes.EyeValue{A: v.C, B: v.C, C: v.C, D: v.C}
				}
				sum = sum.Add(v)
			}
			best = max(best, sum.B)
		}
	}
	if best > ev.value.C {
		ev.value.C = best
		ev.value.D = max(ev.value.D, best)
	}
}

// freshEnemyDiagonals corrects the topological value sum of the eye
// point p (seed 003, "Topology of Half Eyes and False Eyes") for its
// diagonals held by attacker strings. The optics value such a diagonal
// from the worm array of the analysed position (tactical attack and
// defence codes), which inside an owl line is stale: a stone the attacker
// played in the line has no worm there (it counts as safe, value 2), and
// a string the line has put in atari still reads as the analysed
// position's. Here the codes are read on the board in hand: 2 when the
// string cannot be captured, 0 when it cannot be saved, 1 when either
// side moving first wins it, the ko values in between. The points that
// attack and defend a diagonal newly in (0, 2) join the half eye's.
func (s *owlSearch) freshEnemyDiagonals(o *Optics, p Pos, sum float64) float64 {
	b := s.b
	n := b.Size()
	eye := o.eyeArray(s.def)
	h := &o.half[p]
	for k := 4; k < 8; k++ {
		q := p + Delta[k]
		if !q.OnBoard(n) || b.At(q) != s.att {
			continue
		}
		if eye[q].Color == s.def && !eye[q].Marginal && eye[q].MarginalNeighbors < 2 {
			continue // counted 0 whatever its codes
		}
		if o.cutsWall(b, p, q, s.def) {
			continue // topologicalEye counts it 2 whatever its codes
		}
		di, dj := diagonalIJ(p, k)
		stale, _, _ := o.diagonal(s.r, b, di, dj, s.def)
		org := b.Origin(q)
		ac, am := s.r.AttackContext(s.ctx, b, org)
		dc, dm := Lose, NoMove
		if ac != Lose {
			dc, dm = s.r.FindDefenseContext(s.ctx, b, org)
		}
		fresh := diagStringValue(ac, dc)
		if fresh == stale {
			continue
		}
		sum += fresh - stale
		if fresh > 0 && fresh < 2 && am != NoMove && dm != NoMove {
			// The defender attacks the string to keep the eye; the
			// attacker saves it to spoil the eye.
			if !containsPos(h.DefensePoints, am) {
				h.DefensePoints = append(h.DefensePoints, am)
			}
			if !containsPos(h.AttackPoints, dm) {
				h.AttackPoints = append(h.AttackPoints, dm)
			}
		}
	}
	h.Value = sum
	return sum
}

// onFirstLine reports whether p is on the edge of an n×n board: open
// points there give no real room to escape.
func onFirstLine(p Pos, n int) bool {
	i, j := p.I(), p.J()
	return i == 0 || j == 0 || i == n-1 || j == n-1
}

// lineOf is the line of p counted from the nearest edge (1 = first line).
func lineOf(p Pos, n int) int {
	i, j := p.I(), p.J()
	return 1 + min(i, j, n-1-i, n-1-j)
}

// joinLives returns a goal liberty next to a friendly string outside the
// goal (a stone of the defender's that is neither goal nor counted safe)
// whose occupation by the defender joins the two into a group the static
// evaluation calls alive, or NoMove. Such a join is the defender's move
// in a goal that has too little eye space of its own: two one-eyed
// groups that share a liberty live together (the friend brings eye space
// from outside the goal's eye spaces). hopeless asks it last, so that a
// goal that can live by joining is read, not counted dead. The answer is
// kept in the evaluation (joinDone), a function of the same board and
// goal as the rest of it.
func (s *owlSearch) joinLives(ev *owlEval) Pos {
	if ev.joinDone {
		return ev.join
	}
	ev.joinDone, ev.join = true, NoMove
	for _, l := range ev.libs {
		if s.touchesFriend(l) && s.livesWith(l) {
			ev.join = l
			break
		}
	}
	return ev.join
}

// touchesFriend reports whether the point q is next to a defender's stone
// outside the goal.
func (s *owlSearch) touchesFriend(q Pos) bool {
	for _, d := range Delta[:4] {
		if r := q + d; s.b.At(r) == s.def && !s.inGoal.Has(r) {
			return true
		}
	}
	return false
}

// livesWith reports whether the goal lives by the static evaluation once
// the defender has played x (a move leaving it at least two liberties)
// and x is counted in the goal. The board, the goal stones and s.inGoal
// are as they were afterwards.
func (s *owlSearch) livesWith(x Pos) bool {
	if s.b.libsAfter(x, s.def) < 2 || !s.b.Trymove(x, s.def) {
		return false
	}
	inGoal := s.inGoal
	s.goalStones = append(s.goalStones, x)
	lives := s.evaluate().alive()
	s.goalStones = s.goalStones[:len(s.goalStones)-1]
	s.b.Undo()
	s.inGoal = inGoal
	return lives
}

// eyeExtension returns a defender's move that extends the goal's eye
// space from outside it, after which the goal lives by the static
// evaluation, or NoMove. The candidates are the empty points one or two
// steps from the goal's eye spaces and liberties that are neither (the
// eye spaces are computed on the board as it stands, so a point the
// attacker's last stone made marginal, or open space beyond it, is not
// among them), and that do not touch a friendly stone outside the goal (a
// join, which joinLives judges on the shared liberty: a stone a point
// away from both would count as joined before the cut between them is
// filled). Each is played and the goal evaluated with it: an extension
// that closes off an open corner or edge beside the eye space can give
// two eyes where the goal's own spaces give one (seed 003: the eye space
// is where the defender can make it). The attacker's move after which
// the goal looks hopeless is then no static kill (killsStatically); the
// extension is the defender's first candidate. The answer is kept in the
// evaluation (extDone), a function of the same board and goal.
func (s *owlSearch) eyeExtension(ev *owlEval) Pos {
	if ev.extDone {
		return ev.ext
	}
	ev.extDone, ev.ext = true, NoMove
	b := s.b
	var inner, seen PointSet
	for _, reg := range ev.regions {
		for _, p := range reg.pts {
			if b.At(p) == Empty {
				inner.Add(p)
			}
		}
	}
	for _, l := range ev.libs {
		inner.Add(l)
	}
	// Points one step out, then two.
	var cands []Pos
	ring := func(from []Pos) {
		for _, p := range from {
			for _, d := range Delta[:4] {
				q := p + d
				if b.At(q) == Empty && !inner.Has(q) && !seen.Has(q) {
					seen.Add(q)
					cands = append(cands, q)
				}
			}
		}
	}
	ring(inner.Slice())
	ring(cands)
	for _, x := range cands {
		if !s.touchesFriend(x) && s.livesWith(x) {
			ev.ext = x
			break
		}
	}
	return ev.ext
}

// rescueCapture returns the defender's move that captures an enemy
// string of at most two liberties next to the goal, its liberties or its
// eye spaces, or of three or four liberties among the eight neighbours
// of a goal stone, read with owlRescueNodes (a larger budget than the
// search's tactical questions), or NoMove. hopeless asks it last: such a
// string (a lunch in a liberty race with a goal string, where filling
// either of its liberties at once is a self-atari, or an invader placed
// inside a corner eye space) often needs several hundred nodes to be
// captured, and a read cut short at the search's budget counts as no
// capture and calls the goal dead. It reads only on boards at most
// owlRescueDepth moves into the search (the root's static kills and the
// replies to them, which decide the answer); deeper lines keep the
// cheaper verdict. Each question is read with an empty cache, so the
// answer is a function of the board; it is kept in the evaluation
// (rescueDone).
func (s *owlSearch) rescueCapture(ev *owlEval) Pos {
	if s.b.StackDepth() > owlRescueDepth {
		return NoMove
	}
	if ev.rescueDone {
		return ev.rescue
	}
	ev.rescueDone, ev.rescue = true, NoMove
	b := s.b
	var seen PointSet
	var strs []Pos
	consider := func(q Pos) {
		if b.At(q) != s.att {
			return
		}
		o := b.Origin(q)
		if seen.Has(o) {
			return
		}
		seen.Add(o)
		if b.CountLib(o) <= 2 {
			strs = append(strs, o)
		}
	}
	around := func(p Pos) {
		consider(p)
		for _, d := range Delta[:4] {
			consider(p + d)
		}
	}
	for _, o := range ev.lunches {
		consider(o)
	}
	for _, reg := range ev.regions {
		for _, p := range reg.pts {
			around(p)
		}
	}
	for _, l := range ev.libs {
		around(l)
	}
	// Enemy strings among the eight neighbours of the goal's stones
	// (GNU Go's owl looks for lunches there, at any liberty count): an
	// invader of three or four liberties on the goal's edge or on a
	// diagonal, e.g. a stone placed inside a corner eye space, is often
	// captured after all, and the capture brings the eye space back.
	var buf []Pos
	for _, o := range ev.strings {
		buf = b.Stones(o, buf[:0])
		for _, p := range buf {
			for _, d := range Delta {
				q := p + d
				if b.At(q) != s.att {
					continue
				}
				oq := b.Origin(q)
				if n := b.CountLib(oq); n > 2 && n <= 4 && !containsPos(strs, oq) {
					strs = append(strs, oq)
				}
			}
		}
	}
	if len(strs) == 0 {
		return NoMove
	}
	e := &s.eval
	if e.rescue == nil {
		e.rescue = NewReader(owlRescueNodes, 0)
	}
	for _, o := range strs {
		e.rescue.ClearCache()
		if c, m := e.rescue.AttackContext(s.ctx, b, o); c != Lose && m != NoMove {
			ev.rescue = m
			break
		}
	}
	return ev.rescue
}

// escapeStep looks at the neighbours of p, a point the escape measure
// (escapeScore) or escapeGates reached from the goal: free is false when
// an attacker stone touches p, and links counts the safe defender strings
// outside the goal that touch it (each a link to safety), counted only
// when near (p is at most three steps from the goal).
func (s *owlSearch) escapeStep(b *Board, p Pos, near bool) (free bool, links int) {
	free = true
	for _, d := range Delta[:4] {
		q := p + d
		switch b.At(q) {
		case s.att:
			free = false
		case s.def:
			if near && !s.inGoal.Has(q) && s.safe.Has(q) {
				links++
			}
		}
	}
	return free, links
}

// goalLow reports whether a stone of the goal's strings (ev.strings) is
// on the first or second line: such a goal cannot escape by crawling
// along the edge (escapeScore, escapeGates).
func (ev *owlEval) goalLow(b *Board) bool {
	var buf []Pos
	for _, o := range ev.strings {
		buf = b.Stones(o, buf[:0])
		for _, g := range buf {
			if lineOf(g, b.Size()) <= 2 {
				return true
			}
		}
	}
	return false
}
