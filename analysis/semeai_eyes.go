package analysis

import (
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Eye spaces inside the semeai search. A dragon's eye space here is a
// connected region of points that are empty or hold enemy stones, reached
// from the dragon's liberties and closed by stones of the dragon's colour
// and the board edge (seed 003, "Eye spaces", in the simple form a search
// needs at every node). Its value comes from the eye solver of package
// eyes; one-point spaces get the diagonal test of false and half eyes.

// Limits of the semeai eye spaces.
const (
	semeaiEyeMax     = 10 // bigger closed regions count as two eyes
	semeaiRegionOpen = 24 // a flood that passes this size is open
	semeaiEyeNodes   = 100_000
)

// semeaiEye is one eye space of a dragon with its value and vital points.
type semeaiEye struct {
	points   []Pos
	value    eyes.EyeValue
	att, def Pos
	// threat is where the defender's first of two moves in a row makes
	// more eyes (value D > C); the attacker takes it away there.
	threat Pos
}

// semeaiEyes sums a dragon's eye spaces.
type semeaiEyes struct {
	min, max int
	regions  []semeaiEye
	inEye    PointSet // points of eye spaces worth at least one eye
}

// eyeInfo finds and values the eye spaces of side's dragon, whose
// liberties are libs.
func (s *semeaiSearch) eyeInfo(side int, libs PointSet) semeaiEyes {
	var out semeaiEyes
	b := s.b
	c := s.color[side]
	oc := c.Other()
	var visited, openSet PointSet
	var seeds []Pos
	seeds = libs.AppendTo(seeds)
	var region []Pos
	var stack []Pos
	lively := map[Pos]bool{}
	for _, seed := range seeds {
		if visited.Has(seed) {
			continue
		}
		region = region[:0]
		stack = append(stack[:0], seed)
		visited.Add(seed)
		open := false
		contested := false
		enemy := 0
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			region = append(region, p)
			if b.At(p) == oc {
				enemy++
				if s.goal[1-side].Has(p) && !s.includeSemeaiWorms {
					contested = true
				}
			}
			if len(region) > semeaiRegionOpen {
				open = true
				break
			}
			for _, d := range Delta[:4] {
				q := p + d
				if !b.OnBoard(q) || b.At(q) == c {
					continue
				}
				if openSet.Has(q) {
					open = true
				}
				if visited.Has(q) {
					continue
				}
				visited.Add(q)
				stack = append(stack, q)
			}
		}
		if open {
			// Everything this flood reached belongs to open space.
			for _, p := range region {
				openSet.Add(p)
			}
			for _, p := range stack {
				openSet.Add(p)
			}
			continue
		}
		if contested || enemy >= len(region) {
			continue
		}
		if len(region) > semeaiEyeMax && s.holdsLively(region, lively) {
			// A big space around living opponent stones is no sure
			// pair of eyes.
			continue
		}
		e := s.valueRegion(side, region, libs)
		if e.value.B > 0 && s.weakBoundary(side, region) {
			// A boundary string in atari: the opponent's capture of it
			// opens the space, so the eye is not sure.
			e.value.A, e.value.B = 0, 0
		}
		out.min += int(e.value.B)
		out.max += int(e.value.C)
		if e.value.C > 0 {
			for _, p := range e.points {
				out.inEye.Add(p)
			}
		}
		out.regions = append(out.regions, e)
	}
	// Half eyes in open space: a liberty p closed by our stones but for
	// one empty point q whose other neighbours are our stones and a
	// lively opponent string outside the race or one empty point: our
	// stone at q makes p an eye, the opponent's destroys it.
	for _, p := range seeds {
		if !openSet.Has(p) || b.At(p) != Empty {
			continue
		}
		if q, ok := s.halfEyeApproach(side, p, lively); ok {
			e := semeaiEye{points: []Pos{p, q}, value: eyes.EyeValue{A: 0, B: 0, C: 1, D: 1}, att: q, def: q}
			out.max++
			out.regions = append(out.regions, e)
		}
	}
	out.min = min(out.min, 2)
	out.max = min(out.max, 2)
	return out
}

// halfEyeApproach reports the approach point q of the half eye at p (see
// eyeInfo): p's neighbours are stones of side's colour, of which at least
// two of its dragon, and the empty q; q's other neighbours are side's
// stones and either lively opponent strings outside the race or one empty
// point (the opponent can reach q from there); at most one of p's
// diagonals (none on the edge) holds an opponent stone.
func (s *semeaiSearch) halfEyeApproach(side int, p Pos, lively map[Pos]bool) (Pos, bool) {
	b := s.b
	c := s.color[side]
	oc := c.Other()
	q := NoMove
	own := 0
	for _, d := range Delta[:4] {
		r := p + d
		switch {
		case !b.OnBoard(r):
		case b.At(r) == c:
			if s.goal[side].Has(r) {
				own++
			}
		case b.At(r) == Empty && q == NoMove:
			q = r
		default:
			return NoMove, false
		}
	}
	if q == NoMove || own < 2 {
		return NoMove, false
	}
	bad, edge := 0, false
	for _, d := range Delta[4:] {
		r := p + d
		if !b.OnBoard(r) {
			edge = true
		} else if b.At(r) == oc {
			bad++
		}
	}
	if bad > 1 || (edge && bad > 0) {
		return NoMove, false
	}
	livelyNb := false
	nEmpty := 0
	for _, d := range Delta[:4] {
		r := q + d
		switch {
		case r == p || !b.OnBoard(r) || b.At(r) == c:
		case b.At(r) == oc && !s.goal[1-side].Has(r) && s.lively(r, lively):
			livelyNb = true
		case b.At(r) == Empty:
			livelyNb = true
			nEmpty++
		default:
			return NoMove, false
		}
	}
	return q, livelyNb && nEmpty <= 1
}

// valueRegion values one closed region of side's dragon.
func (s *semeaiSearch) valueRegion(side int, region []Pos, libs PointSet) semeaiEye {
	b := s.b
	c := s.color[side]
	oc := c.Other()
	e := semeaiEye{points: append([]Pos(nil), region...)}
	if len(region) > semeaiEyeMax {
		e.value = eyes.EyeValue{A: 2, B: 2, C: 2, D: 2}
		return e
	}
	if len(region) == 1 {
		p := region[0]
		bad, offb := 0, false
		var half, halfAtt Pos
		for _, d := range Delta[4:] {
			q := p + d
			switch {
			case !b.OnBoard(q):
				offb = true
			case b.At(q) == oc && b.CountLib(q) == 1:
				// An opponent stone in atari on the diagonal counts
				// for nothing when it cannot be saved, for half when
				// it can (seed 003, "Eye Topology").
				if dc, dp := s.defend(q); dc != Lose && dp != NoMove {
					if half == NoMove {
						var lib [1]Pos
						half, halfAtt = b.Liberties(q, lib[:0])[0], dp
					} else {
						bad++
					}
				}
			case b.At(q) == oc:
				bad++
			case b.At(q) == Empty && half == NoMove && b.libsAfter(q, oc) >= 2:
				half, halfAtt = q, q
			}
		}
		limit := 2
		if offb {
			limit = 1
		}
		switch {
		case bad >= limit:
			e.value = eyes.EyeValue{}
		case bad == limit-1 && half != NoMove:
			e.value = eyes.EyeValue{A: 0, B: 0, C: 1, D: 1}
			e.att, e.def = halfAtt, half
		default:
			e.value = eyes.EyeValue{A: 1, B: 1, C: 1, D: 1}
		}
		return e
	}
	// Memo by the region's points and their colours.
	var h uint64 = 0x84222325
	for _, p := range region {
		h ^= zobrist[b.At(p)][p]
		h = h*0x100000001b3 + uint64(p)
	}
	outLibs := 0
	var inRegion PointSet
	for _, p := range region {
		inRegion.Add(p)
	}
	var lbuf []Pos
	for _, l := range libs.AppendTo(lbuf) {
		if !inRegion.Has(l) {
			outLibs++
		}
	}
	if outLibs > 3 {
		outLibs = 3
	}
	h ^= uint64(outLibs) << 59
	if m, ok := s.eyeMemo[h]; ok {
		return m
	}
	mini, maxi, minj, maxj := 99, -1, 99, -1
	for _, p := range region {
		mini, maxi = min(mini, p.I()), max(maxi, p.I())
		minj, maxj = min(minj, p.J()), max(maxj, p.J())
	}
	hh, w := maxi-mini+3, maxj-minj+3
	cells := make([][]eyes.Cell, hh)
	where := make([][]Pos, hh)
	for i := range cells {
		cells[i] = make([]eyes.Cell, w)
		where[i] = make([]Pos, w)
	}
	anyEmpty := false
	for _, p := range region {
		i, j := p.I()-mini+1, p.J()-minj+1
		if b.At(p) == oc {
			cells[i][j] = eyes.DeadStone
		} else {
			cells[i][j] = eyes.EyePoint
			anyEmpty = true
		}
		where[i][j] = p
	}
	if !anyEmpty {
		for i := range cells {
			for j := range cells[i] {
				if cells[i][j] == eyes.DeadStone {
					cells[i][j] = eyes.EyePoint
				}
			}
		}
	}
	// The board edges are edge lines of the graph (the local game knows
	// that nothing can be played beyond them).
	g := &eyes.Graph{Cells: cells, Width: w, BottomRow: -1, RightCol: -1}
	size := b.Size()
	g.Top, g.Bottom = mini == 0, maxi == size-1
	g.Left, g.Right = minj == 0, maxj == size-1
	for i := range cells {
		for j := range cells[i] {
			rowEdge := (g.Top && i == 0) || (g.Bottom && i == hh-1)
			colEdge := (g.Left && j == 0) || (g.Right && j == w-1)
			switch {
			case rowEdge && colEdge:
				cells[i][j] = eyes.EdgeCorner
			case rowEdge:
				cells[i][j] = eyes.EdgeHorizontal
			case colEdge:
				cells[i][j] = eyes.EdgeVertical
			}
		}
	}
	ol := outLibs
	if ol == 0 {
		ol = -1
	}
	res, err := s.solver.Analyze(s.ctx, g, eyes.Options{NodeLimit: semeaiEyeNodes, OutsideLiberties: ol})
	if err != nil {
		e.value = eyes.EyeValue{A: 1, B: 1, C: 1, D: 1}
		s.eyeMemo[h] = e
		return e
	}
	e.value = res.Value
	verts := g.Vertices()
	// touch scores a vital point q by the points of the space it touches,
	// empty ones counting double (dead stones are the space's least
	// flexible part).
	touch := func(q Pos) int {
		score := 0
		for _, d := range Delta[:4] {
			if inRegion.Has(q + d) {
				score++
				if b.At(q+d) == Empty {
					score++
				}
			}
		}
		return score
	}
	if e.value.B == e.value.C && e.value.D > e.value.C && len(verts) == len(res.Roles) {
		best := -1
		for k, v := range verts {
			q := where[v[0]][v[1]]
			if q == NoMove || b.At(q) != Empty || res.Roles[k]&eyes.Defense == 0 {
				continue
			}
			score := touch(q)
			if score > best {
				best, e.threat = score, q
			}
		}
	}
	if e.value.B != e.value.C && len(verts) == len(res.Roles) {
		bestA, bestD := -1, -1
		for k, v := range verts {
			q := where[v[0]][v[1]]
			if q == NoMove || b.At(q) != Empty {
				continue
			}
			// The vital point touching the most points of the
			// space (touch).
			score := touch(q)
			if res.Roles[k]&eyes.Attack != 0 && score > bestA {
				bestA, e.att = score, q
			}
			if res.Roles[k]&eyes.Defense != 0 && score > bestD {
				bestD, e.def = score, q
			}
		}
	}
	s.eyeMemo[h] = e
	return e
}

// holdsLively reports whether region contains a lively opponent string.
func (s *semeaiSearch) holdsLively(region []Pos, memo map[Pos]bool) bool {
	for _, p := range region {
		if s.b.At(p).IsStone() && s.lively(p, memo) {
			return true
		}
	}
	return false
}

// lively reports whether the opponent string at p cannot be taken as
// dead inside an eye space (GNU Go's lively stones, seed 003): four or
// more liberties, or three and no tactical attack. memo caches the answer
// per string origin for one eye computation.
func (s *semeaiSearch) lively(p Pos, memo map[Pos]bool) bool {
	o := s.b.Origin(p)
	if v, ok := memo[o]; ok {
		return v
	}
	v := false
	switch n := s.b.CountLib(o); {
	case n >= 4:
		v = true
	case n == 3:
		code, _ := s.attack(o)
		v = code == Lose
	}
	memo[o] = v
	return v
}

// weakBoundary reports whether a string of side's colour outside its
// dragon borders region and is in atari, and its capture would open the
// region: a stone of it touches an empty point or an opponent stone
// outside the region. A weak string whose stones touch only the region,
// the edge and stones of side's colour leaves the space closed when it is
// captured (its points join the space), so it does not spoil the eye.
func (s *semeaiSearch) weakBoundary(side int, region []Pos) bool {
	c := s.color[side]
	var in, done PointSet
	for _, p := range region {
		in.Add(p)
	}
	var buf [64]Pos
	for _, p := range region {
		for _, d := range Delta[:4] {
			q := p + d
			if s.b.At(q) != c || s.goal[side].Has(q) || s.b.CountLib(q) != 1 {
				continue
			}
			o := s.b.Origin(q)
			if done.Has(o) {
				continue
			}
			done.Add(o)
			for _, st := range s.b.Stones(o, buf[:0]) {
				for _, d2 := range Delta[:4] {
					r := st + d2
					if s.b.OnBoard(r) && s.b.At(r) != c && !in.Has(r) {
						return true
					}
				}
			}
		}
	}
	return false
}
