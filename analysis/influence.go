package analysis

import "context"

// This file holds the influence function: every living stone is a source
// that radiates influence outwards over the empty points; the influence
// weakens with distance (attenuation), is stopped or damped by stones and
// by points next to enemy stones (permeability), and the accumulated
// influence of the two colours decides which points are territory, moyo
// or area. The model is the one GNU Go's manual describes for its initial
// influence (the "Territory and Moyo" chapter, referred to by seed 001's
// moyo_size field); the code and its structure are our own. GNU Go also
// matches pattern databases of barriers and intrusions here; we use none.

// Influence parameters. The attenuation divides a source's strength at
// each step; diagonal steps are damped further. The territorial map (the
// initial influence) spreads further than the escape map used for
// escape_route.
const (
	influenceCutoff        = 0.02  // smallest contribution that spreads on
	influenceStrength      = 100.0 // strength of a living stone
	territoryAttenuation   = 2.4   // territorial map, per orthogonal step
	territoryDiagonalDamp  = 1.7   // territorial map, extra diagonal factor
	escapeAttenuation      = 6.0   // escape map
	escapeDiagonalDamp     = 2.0   // escape map
	orthogonalPermFactor   = 0.25  // permeability next to a living enemy stone
	diagonalPermFactor     = 0.65  // permeability diagonal to one
	territoryThreshold     = 0.95  // |territory value| needed for territory
	areaRatio              = 3.0   // area: own influence this many times the other's
	areaMinimum            = 1.0   // area: own influence above this
	areaOpponentMaximum    = 40.0  // area: opponent's influence below this
	moyoRatio              = 7.0   // moyo: own influence this many times the other's
	moyoMinimum            = 5.0   // moyo: own influence above this
	moyoOpponentMaximum    = 10.0  // moyo: opponent's influence below this
	restrictedMoyoRatio    = 10.0  // the stricter moyo used for moyo_size
	restrictedMoyoMinimum  = 10.0  //
	restrictedMoyoOpponent = 10.0  //
)

// minTerritoryInfluence is the influence a colour needs at a point to
// claim it fully as territory, by the point's "centrality" 0, 4, …, 24
// (the edge needs less than the centre).
var minTerritoryInfluence = [...]float32{6, 15, 26, 36, 45, 50, 55}

// territoryCorrection scales the first territory guess by the ratio of the
// stronger influence to minTerritoryInfluence, at ratios 0, 0.2, …, 1.
var territoryCorrection = [...]float32{0, 0.25, 0.45, 0.65, 0.85, 1.0}

// interpolate evaluates the piecewise linear curve through values, placed
// at equal steps over [lo, hi], at x (clamped to the ends).
func interpolate(values []float32, lo, hi, x float32) float32 {
	n := len(values) - 1
	if x < lo {
		return values[0]
	}
	if x > hi {
		return values[n]
	}
	r := float32(n) * (x - lo) / (hi - lo)
	i := int(r)
	if i >= n {
		return values[n]
	}
	f := r - float32(i)
	return (1-f)*values[i] + f*values[i+1]
}

// Region is the classification of a point by an influence map, with GNU
// Go's codes (positive for white, negative for black).
type Region int8

// The influence regions of initial_influence … influence_regions.
const (
	RegionBlackStone     Region = -4
	RegionBlackTerritory Region = -3
	RegionBlackMoyo      Region = -2
	RegionBlackArea      Region = -1
	RegionNeutral        Region = 0
	RegionWhiteArea      Region = 1
	RegionWhiteMoyo      Region = 2
	RegionWhiteTerritory Region = 3
	RegionWhiteStone     Region = 4
)

// ci is the index of a stone colour in the per-colour arrays.
func ci(c Color) int {
	if c == Black {
		return 1
	}
	return 0
}

// Influence is one influence map of a position: the influence both
// colours radiate from their living stones, the strength, attenuation and
// permeability it was computed with, the territory valuation, and the
// resulting regions. It is computed for one colour to move (ToMove). A
// map is immutable once computed; its accessors take board points (Pos)
// and return zero off the board.
type Influence struct {
	size        int
	toMove      Color
	territorial bool
	board       [NumPos]Color
	safe        [NumPos]bool
	infl        [2][NumPos]float32
	strength    [2][NumPos]float32
	atten       [2][NumPos]float32
	perm        [2][NumPos]float32
	territory   [NumPos]float32
	nonTerr     [NumPos]uint8
	other       *Influence // the map for the other colour to move, if any
}

// Size returns the board size.
func (in *Influence) Size() int { return in.size }

// ToMove returns the colour to move the map was computed for (GNU Go's
// initial_influence C takes it as C).
func (in *Influence) ToMove() Color { return in.toMove }

// For returns the map of the same position for toMove to move, or nil if
// it was not computed. For(in.ToMove()) is in itself.
func (in *Influence) For(toMove Color) *Influence {
	if toMove == in.toMove {
		return in
	}
	return in.other
}

func (in *Influence) on(p Pos) bool {
	return p > 0 && int(p) < NumPos && in.board[p] != Gray
}

// Value returns the influence of colour c accumulated at p
// (white_influence / black_influence).
func (in *Influence) Value(c Color, p Pos) float64 {
	if !in.on(p) || !c.IsStone() {
		return 0
	}
	return float64(in.infl[ci(c)][p])
}

// Strength returns the strength of c's influence source at p (0 where
// there is none): the strength of a living stone.
func (in *Influence) Strength(c Color, p Pos) float64 {
	if !in.on(p) || !c.IsStone() {
		return 0
	}
	return float64(in.strength[ci(c)][p])
}

// Attenuation returns the attenuation of c's influence radiated from p.
func (in *Influence) Attenuation(c Color, p Pos) float64 {
	if !in.on(p) || !c.IsStone() {
		return 0
	}
	return float64(in.atten[ci(c)][p])
}

// Permeability returns how freely c's influence passes p: 1 in the open,
// 0 on stones that stop it, in between next to living enemy stones.
func (in *Influence) Permeability(c Color, p Pos) float64 {
	if !in.on(p) || !c.IsStone() {
		return 0
	}
	return float64(in.perm[ci(c)][p])
}

// TerritoryValue returns the territory valuation of p, from -1 (black) to
// 1 (white); a dead stone adds its prisoner point (so up to ±2).
func (in *Influence) TerritoryValue(p Pos) float64 {
	if !in.on(p) {
		return 0
	}
	return float64(in.territory[p])
}

// NonTerritory returns GNU Go's non_territory mark of p: a bit mask of the
// colours (White 1, Black 2) that may not count p as territory. Our map
// sets none (GNU Go sets them from patterns).
func (in *Influence) NonTerritory(p Pos) int {
	if !in.on(p) {
		return 0
	}
	return int(in.nonTerr[p])
}

// Safe reports whether the stone at p counts as alive in this map (it
// radiates, or at least blocks the enemy's influence); dead stones do
// not.
func (in *Influence) Safe(p Pos) bool { return in.on(p) && in.safe[p] }

// WhoseTerritory returns the colour whose territory p is, or Empty: only
// that colour's influence reaches p and the territory value is decisive.
func (in *Influence) WhoseTerritory(p Pos) Color {
	if !in.on(p) {
		return Empty
	}
	bi, wi, t := in.infl[1][p], in.infl[0][p], in.territory[p]
	if bi > 0 && wi == 0 && t < -territoryThreshold {
		return Black
	}
	if wi > 0 && bi == 0 && t > territoryThreshold {
		return White
	}
	return Empty
}

// whoseMoyoWith is whose_moyo with the given thresholds.
func (in *Influence) whoseMoyoWith(p Pos, ratio, minimum, oppMax float32) Color {
	if c := in.WhoseTerritory(p); c != Empty {
		return c
	}
	bi, wi := in.infl[1][p], in.infl[0][p]
	if bi > ratio*wi && bi > minimum && wi < oppMax {
		return Black
	}
	if wi > ratio*bi && wi > minimum && bi < oppMax {
		return White
	}
	return Empty
}

// WhoseMoyo returns the colour whose moyo (or territory) p is, or Empty.
func (in *Influence) WhoseMoyo(p Pos) Color {
	if !in.on(p) {
		return Empty
	}
	return in.whoseMoyoWith(p, moyoRatio, moyoMinimum, moyoOpponentMaximum)
}

// whoseMoyoRestricted is the stricter moyo used for moyo sizes.
func (in *Influence) whoseMoyoRestricted(p Pos) Color {
	return in.whoseMoyoWith(p, restrictedMoyoRatio, restrictedMoyoMinimum, restrictedMoyoOpponent)
}

// WhoseArea returns the colour whose area (or moyo, or territory) p is,
// or Empty.
func (in *Influence) WhoseArea(p Pos) Color {
	if !in.on(p) {
		return Empty
	}
	if c := in.WhoseMoyo(p); c != Empty {
		return c
	}
	bi, wi := float64(in.infl[1][p]), float64(in.infl[0][p])
	if bi > areaRatio*wi && bi > areaMinimum && wi < areaOpponentMaximum {
		return Black
	}
	if wi > areaRatio*bi && wi > areaMinimum && bi < areaOpponentMaximum {
		return White
	}
	return Empty
}

// Region returns the region code of p (initial_influence …
// influence_regions): ±4 on stones (dead or alive), ±3 territory, ±2
// moyo, ±1 area, 0 neutral; white positive.
func (in *Influence) Region(p Pos) Region {
	if !in.on(p) {
		return RegionNeutral
	}
	switch in.board[p] {
	case White:
		return RegionWhiteStone
	case Black:
		return RegionBlackStone
	}
	sign := func(c Color, r Region) Region {
		if c == Black {
			return -r
		}
		return r
	}
	if c := in.WhoseTerritory(p); c != Empty {
		return sign(c, 3)
	}
	if c := in.WhoseMoyo(p); c != Empty {
		return sign(c, 2)
	}
	if c := in.WhoseArea(p); c != Empty {
		return sign(c, 1)
	}
	return RegionNeutral
}

// Regions returns the region code of every point, indexed by Pos (zero
// off the board).
func (in *Influence) Regions() []Region {
	out := make([]Region, NumPos)
	for p := BoardMin; p < BoardMax; p++ {
		if in.on(p) {
			out[p] = in.Region(p)
		}
	}
	return out
}

// influenceSources says which stones are alive for an influence map and
// how strong they are.
type influenceSources struct {
	safe     [NumPos]bool
	strength [NumPos]float32 // 0 for safe stones that only block
	// intrusions adds the intrusion sources around the stones of the
	// colour to move (addIntrusions), as GNU Go's initial influence has
	// them: the dragon stage's maps (moyo sizes, neighbours) and
	// InitialInfluence use them.
	intrusions bool
}

// newInfluenceMap computes the influence of b with the given living stones
// for toMove (Empty for the escape map, territorial false).
func newInfluenceMap(b *Board, toMove Color, territorial bool, src *influenceSources) *Influence {
	in := &Influence{size: b.Size(), toMove: toMove, territorial: territorial}
	att, diag := float32(escapeAttenuation), float32(escapeDiagonalDamp)
	if territorial {
		att, diag = territoryAttenuation, territoryDiagonalDamp
	}
	stones := false
	for p := Pos(0); int(p) < NumPos; p++ {
		in.board[p] = b.At(p)
		stones = stones || in.board[p].IsStone()
	}
	if !stones {
		// GNU Go computes no influence on an empty board; a fresh engine
		// shows zeros everywhere.
		return in
	}
	for p := BoardMin; p < BoardMax; p++ {
		c := in.board[p]
		if c == Gray {
			continue
		}
		for k := 0; k < 2; k++ {
			in.atten[k][p] = att
			in.perm[k][p] = 1
		}
		if !c.IsStone() {
			continue
		}
		if !src.safe[p] {
			// A dead stone stops its own colour's influence only.
			in.perm[ci(c)][p] = 0
			continue
		}
		in.safe[p] = true
		in.strength[ci(c)][p] = src.strength[p]
		in.perm[ci(c.Other())][p] = 0
	}
	if territorial {
		in.addBarriers()
		// The intrusions of the colour to move are placed against the
		// map without them: none inside the opponent's territory.
		var plain *Influence
		if src.intrusions && toMove.IsStone() {
			without := *src
			without.intrusions = false
			plain = newInfluenceMap(b, toMove, true, &without)
		}
		in.addIntrusions(b, src.intrusions, plain)
	}
	in.dampNearStones()
	var w spreadWork
	for p := range w.blocked {
		w.blocked[p] = in.board[p] == Gray || in.safe[p]
	}
	for p := BoardMin; p < BoardMax; p++ {
		if in.board[p] == Gray {
			continue
		}
		if in.strength[0][p] > 0 {
			in.spread(&w, p, White, diag)
		}
		if in.strength[1][p] > 0 {
			in.spread(&w, p, Black, diag)
		}
	}
	in.valueTerritory()
	return in
}

// addBarriers closes gaps in living stones' shapes to the enemy's
// influence (permeability 0), by rules of our own for common shapes: the
// point between a one-space jump, the two points beside a diagonal
// (kosumi), the two points between a knight's move and the four between
// a large knight's move; below a stone on the second or third line, the
// points down to the edge; and below a pair of such shapes within four
// lines of an edge, the whole strip between the pair and the edge. Only
// empty points are closed, and a strip only when it is empty.
func (in *Influence) addBarriers() {
	size := in.size
	for p := BoardMin; p < BoardMax; p++ {
		c := in.board[p]
		if !c.IsStone() || !in.safe[p] {
			continue
		}
		enemy := ci(c.Other())
		pi, pj := p.I(), p.J()
		// Edge strips below the stone itself (second and third line).
		for _, e := range edgeDirs {
			if d := edgeDistance(pi, pj, e, size); d == 1 || d == 2 {
				in.closeStrip(p, e, d, enemy)
			}
		}
		// Partner stones: each shape once, from its first stone in board order.
		for _, sh := range barrierShapes {
			for _, o := range sh.orient {
				qi, qj := pi+o.di, pj+o.dj
				if qi < 0 || qj < 0 || qi >= size || qj >= size {
					continue
				}
				q := POS(qi, qj)
				if q <= p || in.board[q] != c || !in.safe[q] {
					continue
				}
				var gap []Pos
				ok := true
				for _, g := range o.gap {
					r := POS(pi+g[0], pj+g[1])
					if in.board[r] != Empty {
						ok = false
						break
					}
					gap = append(gap, r)
				}
				if !ok {
					continue
				}
				for _, r := range gap {
					in.perm[enemy][r] = 0
				}
				if sh.strip {
					in.closePair(p, q, gap[0], sh.jump, enemy)
				}
			}
		}
	}
}

// closePair adds the edge barriers of a jump or knight's move from p to
// q within four lines of an edge: every empty point on the lines below the
// nearer stone, across the columns (rows) the shape spans, down to the
// edge. For a one-space jump with gap g it also closes, away from the
// edges, the two points beside the gap.
func (in *Influence) closePair(p, q, g Pos, jump bool, enemy int) {
	size := in.size
	for _, e := range edgeDirs {
		dp, dq := edgeDistance(p.I(), p.J(), e, size), edgeDistance(q.I(), q.J(), e, size)
		if max(dp, dq) > 3 || min(dp, dq) == 0 {
			continue
		}
		dmin := min(dp, dq)
		// The span across the edge direction.
		lo, hi := min(p.J(), q.J()), max(p.J(), q.J())
		if e[1] != 0 {
			lo, hi = min(p.I(), q.I()), max(p.I(), q.I())
		}
		for a := lo; a <= hi; a++ {
			for d := 0; d < dmin; d++ {
				var r Pos
				switch {
				case e[0] == 1:
					r = POS(size-1-d, a)
				case e[0] == -1:
					r = POS(d, a)
				case e[1] == 1:
					r = POS(a, size-1-d)
				default:
					r = POS(a, d)
				}
				if in.board[r] == Empty {
					in.perm[enemy][r] = 0
				}
			}
		}
	}
	if !jump {
		return
	}
	side := Pos(1)
	if p.I() == q.I() {
		side = NS
	}
	for _, r := range [2]Pos{g + side, g - side} {
		if in.board[r] != Empty {
			continue
		}
		if d := min(edgeDistance(r.I(), r.J(), [2]int{int(side / NS), int(side % NS)}, size),
			edgeDistance(r.I(), r.J(), [2]int{-int(side / NS), -int(side % NS)}, size)); d >= 3 {
			in.perm[enemy][r] = 0
		}
	}
}

// edgeDirs are the four directions towards an edge, as row and column
// steps.
var edgeDirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// edgeDistance returns how many steps from (i, j) in direction e reach the
// edge line (0 on the edge).
func edgeDistance(i, j int, e [2]int, size int) int {
	switch {
	case e[0] == 1:
		return size - 1 - i
	case e[0] == -1:
		return i
	case e[1] == 1:
		return size - 1 - j
	}
	return j
}

// closeStrip closes the d points from p (exclusive) towards the edge in
// direction e to the enemy's influence if they are all empty.
func (in *Influence) closeStrip(p Pos, e [2]int, d, enemy int) {
	step := Pos(e[0])*NS + Pos(e[1])
	for k, q := 1, p+step; k <= d; k, q = k+1, q+step {
		if in.board[q] != Empty {
			return
		}
	}
	for k, q := 1, p+step; k <= d; k, q = k+1, q+step {
		in.perm[enemy][q] = 0
	}
}

// barrierShape is a two-stone shape: the partner's offset in each
// orientation, with the gap points (offsets from the first stone) that
// the shape closes.
type barrierShape struct {
	jump   bool // a one-space jump: closes the points beside its gap
	strip  bool // near an edge, closes the strip below the shape
	orient []shapeOrient
}

type shapeOrient struct {
	di, dj int
	gap    [][2]int
}

// barrierShapes are the one-space jump, the diagonal, the knight's move
// and the large knight's move, in every orientation.
var barrierShapes = func() []barrierShape {
	mk := func(di, dj int, gap [][2]int) []shapeOrient {
		var out []shapeOrient
		seen := map[[2]int]bool{}
		for _, t := range [8][4]int{{1, 0, 0, 1}, {0, 1, 1, 0}, {-1, 0, 0, 1}, {0, -1, 1, 0},
			{1, 0, 0, -1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, -1, 0}} {
			tr := func(a, b int) (int, int) { return t[0]*a + t[1]*b, t[2]*a + t[3]*b }
			oi, oj := tr(di, dj)
			if seen[[2]int{oi, oj}] {
				continue
			}
			seen[[2]int{oi, oj}] = true
			o := shapeOrient{di: oi, dj: oj}
			for _, g := range gap {
				gi, gj := tr(g[0], g[1])
				o.gap = append(o.gap, [2]int{gi, gj})
			}
			out = append(out, o)
		}
		return out
	}
	return []barrierShape{
		{true, true, mk(0, 2, [][2]int{{0, 1}})},
		{false, false, mk(1, 1, [][2]int{{0, 1}, {1, 0}})},
		{false, true, mk(1, 2, [][2]int{{0, 1}, {1, 1}})},
		{false, false, mk(1, 3, [][2]int{{0, 1}, {0, 2}, {1, 1}, {1, 2}})},
	}
}()

// Intrusion sources: the colour to move may play into the open space
// around its living stones, and either colour may invade an empty corner.
const (
	intrusionShare   = 0.6 // the intrusions of one stone share 60% of its strength
	intrusionRaw     = 5.0 // strength of one intrusion before that cap
	invasionStrength = 2.0 // strength of an empty corner's 3-3 point
	// intrusionNearEnemy is the weight, within one stone's intrusions, of
	// a point with an enemy stone within three steps (the others weigh 1).
	intrusionNearEnemy  = 0.5
	invasionAttenuation = 1.5
)

// addIntrusions adds the weak sources of our own intrusion rules. With
// stoneIntrusions, around every living stone of the colour to move, the empty points two or three
// steps away (Manhattan distance) become its sources, sharing at most 60%
// of the stone's strength; points beside the colour's own stones are left
// out (besideOwn: a string's intrusions lie beyond its ends; GNU Go 3.8
// gives a two-stone string more than twice a lone stone's extra
// influence, mostly beyond the ends), a point with an enemy stone within
// three steps gets half the share of the others (intrusionNearEnemy: the
// colour to move reaches further into open space, which decides how far
// its dragons grow for their neighbour lists), and the intrusions of
// several stones on one point add up. First-line points are left out below a stone
// within three lines of that edge, and so are 2-2 points and the points
// that are the opponent's territory in plain (the map without
// intrusions; nil: no such check). An intrusion there would leak a
// little of the mover's influence into the territory, and a territory
// point needs the other colour's influence to be exactly zero: GNU Go's
// intrusion patterns stop at its barriers. Measured against GNU Go 3.8
// on the 166 perf corpus positions (both colours to move) when these
// territory checks were made, shown influence_regions agreed on 78.9% of
// the empty points (71.6% without intrusions, 68.9% with them
// everywhere); later numbers are in docs/notes/dragons.md. The 3-3 point
// of an empty corner (no stone within five lines of both edges) is a
// weak source for both colours (unless the point already has a stronger
// one). A source opens its own colour's way through its point.
func (in *Influence) addIntrusions(b *Board, stoneIntrusions bool, plain *Influence) {
	size := in.size
	if c := in.toMove; c.IsStone() && stoneIntrusions {
		k := ci(c)
		type src struct {
			p Pos
			s float32
		}
		var add []src
		for p := BoardMin; p < BoardMax; p++ {
			if in.board[p] != c || !in.safe[p] || in.strength[k][p] == 0 {
				continue
			}
			pi, pj := p.I(), p.J()
			// The ring points with their weights: a point with an enemy
			// stone within three steps counts half (intrusionNearEnemy);
			// the stone's total share is the same.
			var pts []intrusionPoint
			sum := 0.0
			for di := -3; di <= 3; di++ {
				for dj := -3; dj <= 3; dj++ {
					m := abs(di) + abs(dj)
					if m < 2 || m > 3 {
						continue
					}
					qi, qj := pi+di, pj+dj
					if qi < 0 || qj < 0 || qi >= size || qj >= size {
						continue
					}
					q := POS(qi, qj)
					if in.board[q] != Empty || !intrusionAllowed(pi, pj, qi, qj, size) {
						continue
					}
					if plain != nil && plain.WhoseTerritory(q) == c.Other() {
						continue
					}
					near := in.enemyDist(q, c)
					if in.besideOwn(b, q, p, c, near) {
						continue
					}
					w := 1.0
					if near <= 3 {
						w = intrusionNearEnemy
					}
					pts = append(pts, intrusionPoint{q, w})
					sum += w
				}
			}
			if len(pts) == 0 {
				continue
			}
			each := float32(intrusionRaw)
			if allowed := intrusionShare * in.strength[k][p]; float32(len(pts))*each > allowed {
				each = allowed / float32(len(pts))
			}
			for _, pt := range pts {
				add = append(add, src{pt.p, each * float32(pt.w*float64(len(pts))/sum)})
			}
		}
		// The intrusions of several stones on one point add up.
		for _, a := range add {
			in.strength[k][a.p] += a.s
			in.atten[k][a.p] = territoryAttenuation
		}
	}
	for _, corner := range [4][2]int{{0, 0}, {0, size - 1}, {size - 1, 0}, {size - 1, size - 1}} {
		if size < 9 {
			break
		}
		empty := true
		for i := 0; i < 5 && empty; i++ {
			for j := 0; j < 5 && empty; j++ {
				if in.board[POS(abs(corner[0]-i), abs(corner[1]-j))] != Empty {
					empty = false
				}
			}
		}
		if !empty {
			continue
		}
		p := POS(abs(corner[0]-2), abs(corner[1]-2))
		for k := 0; k < 2; k++ {
			if in.strength[k][p] < invasionStrength {
				in.strength[k][p] = invasionStrength
				in.atten[k][p] = invasionAttenuation
			}
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if in.board[p] == Gray || in.safe[p] {
			continue
		}
		for k := 0; k < 2; k++ {
			if in.strength[k][p] > 0 {
				in.perm[k][p] = 1
			}
		}
	}
}

// intrusionPoint is one ring point of a stone's intrusions and its
// weight within the stone's share (addIntrusions).
type intrusionPoint struct {
	p Pos
	w float64
}

// besideOwn reports whether q, a ring point of p's intrusions, lies
// beside the mover's own stones, where an intrusion adds nothing to what
// those stones radiate: next to another stone of p's string (a string's
// intrusions lie beyond its ends), or next to another living stone of c
// with no enemy stone within two steps (Manhattan) of q (near: q's
// enemyDist). Near the enemy such a point stays an intrusion: GNU Go 3.8
// gives the colour to move more influence where the two colours meet than
// in its own open space.
func (in *Influence) besideOwn(b *Board, q, p Pos, c Color, near int) bool {
	other := false
	for _, d := range Delta[:4] {
		r := q + d
		if r == p || in.board[r] != c {
			continue
		}
		if b.head[r] == b.head[p] {
			return true
		}
		other = other || in.safe[r]
	}
	return other && near > 2
}

// enemyDist is the Manhattan distance from q to the nearest stone of c's
// opponent when it is at most 3 (the radius of intrusionNearEnemy), else 4.
func (in *Influence) enemyDist(q Pos, c Color) int {
	qi, qj := q.I(), q.J()
	best := 4
	for di := -3; di <= 3; di++ {
		for dj := abs(di) - 3; dj <= 3-abs(di); dj++ {
			i, j := qi+di, qj+dj
			if m := abs(di) + abs(dj); m < best && i >= 0 && j >= 0 && i < in.size && j < in.size &&
				in.board[POS(i, j)] == c.Other() {
				best = m
			}
		}
	}
	return best
}

// intrusionAllowed reports whether (qi, qj) may be an intrusion point of
// the stone at (pi, pj): not a 2-2 point, and not on the first line of an
// edge the stone is within three lines of.
func intrusionAllowed(pi, pj, qi, qj, size int) bool {
	line := func(x int) int { return min(x, size-1-x) }
	if line(qi) == 1 && line(qj) == 1 {
		return false
	}
	if (qi == 0 && pi <= 2) || (qi == size-1 && pi >= size-3) ||
		(qj == 0 && pj <= 2) || (qj == size-1 && pj >= size-3) {
		return false
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// dampNearStones lowers the permeability of the points around living
// stones for the enemy's influence (a weak barrier); a dead stone next to
// the point cancels the damping for the colour it would hinder.
func (in *Influence) dampNearStones() {
	for p := BoardMin; p < BoardMax; p++ {
		if in.board[p] == Gray || in.safe[p] {
			continue
		}
		factor := [2]float32{1, 1} // per colour whose influence is damped
		cancel := [2]bool{}
		for k, d := range Delta {
			q := p + d
			c := in.board[q]
			if !c.IsStone() {
				continue
			}
			victim := ci(c.Other())
			if in.safe[q] {
				if k < 4 {
					factor[victim] *= orthogonalPermFactor
				} else {
					factor[victim] *= diagonalPermFactor
				}
			} else {
				cancel[victim] = true
			}
		}
		for k := 0; k < 2; k++ {
			if !cancel[k] {
				in.perm[k][p] *= factor[k]
			}
		}
	}
}

// spreadWork is the scratch space of one source's radiation, and the
// points no influence reaches (off the board or a safe stone), the same
// for every source of a map.
type spreadWork struct {
	got     [NumPos]float32
	queue   [MaxBoard * MaxBoard]Pos
	blocked [NumPos]bool
}

// invSquare[x] is float32(1/x), the squared cosine's denominator of
// spread for a point at squared distance x from its source (x from 1 to
// twice the largest squared row or column distance); invSquare[0] is
// unused.
var invSquare = func() (t [2*(MaxBoard-1)*(MaxBoard-1) + 1]float32) {
	for x := 1; x < len(t); x++ {
		t[x] = float32(1.0 / float64(x))
	}
	return t
}()

// spread radiates c's influence from the source at src breadth first. A
// point passes influence on only away from the source; the amount is the
// point's influence divided by the attenuation, times its permeability
// (for a diagonal step also the better permeability of the two points
// passed by, and the diagonal damping), times the squared cosine of the
// angle between the step and the direction from the source (halved for a
// diagonal step). Safe stones receive nothing; contributions at or below
// the cutoff stop. w.blocked must hold the map's blocked points.
func (in *Influence) spread(w *spreadWork, src Pos, c Color, diagDamp float32) {
	k := ci(c)
	perm := &in.perm[k]
	invAtt := float32(1.0 / float64(in.atten[k][src]))
	invDiag := float32(1.0 / float64(diagDamp))
	si, sj := src.I(), src.J()
	w.queue[0] = src
	n := 1
	w.got[src] = in.strength[k][src]
	// The source passes influence on in every direction.
	if perm[src] != 0 {
		cur := w.got[src] * invAtt
		for dir, d := range Delta {
			if dir == 4 {
				cur *= invDiag
			}
			q := src + d
			if w.blocked[q] {
				continue
			}
			pm := perm[src]
			if dir >= 4 {
				side := perm[src+Pos(dirI[dir])*NS]
				if s2 := perm[src+Pos(dirJ[dir])]; s2 > side {
					side = s2
				}
				pm *= side
				if pm == 0 {
					continue
				}
			}
			contrib := cur * pm
			if float64(contrib) <= influenceCutoff {
				continue
			}
			if w.got[q] == 0 {
				w.queue[n] = q
				n++
			}
			w.got[q] += contrib
		}
	}
	// Every other point only in the directions away from the source
	// (a positive dot product with its offset from the source).
	for head := 1; head < n; head++ {
		p := w.queue[head]
		pm0 := perm[p]
		if pm0 == 0 {
			continue
		}
		di, dj := p.I()-si, p.J()-sj
		cos := invSquare[di*di+dj*dj]
		cur := w.got[p] * invAtt
		// Orthogonal steps: the dot products with South, West, North
		// and East are di, -dj, -di and dj.
		base := cur * pm0
		orth := func(q Pos, dot int) {
			if dot <= 0 || w.blocked[q] {
				return
			}
			contrib := base
			contrib *= float32(dot*dot) * cos
			if float64(contrib) <= influenceCutoff {
				return
			}
			if w.got[q] == 0 {
				w.queue[n] = q
				n++
			}
			w.got[q] += contrib
		}
		orth(p+South, di)
		orth(p+West, -dj)
		orth(p+North, -di)
		orth(p+East, dj)
		cos *= 0.5
		cur *= invDiag
		// Diagonal steps, through the better of the two points passed
		// by (one row away, one column away).
		diag := func(q Pos, dot int, row, col Pos) {
			if dot <= 0 || w.blocked[q] {
				return
			}
			side := perm[row]
			if s2 := perm[col]; s2 > side {
				side = s2
			}
			pm := pm0 * side
			if pm == 0 {
				return
			}
			contrib := cur * pm
			contrib *= float32(dot*dot) * cos
			if float64(contrib) <= influenceCutoff {
				return
			}
			if w.got[q] == 0 {
				w.queue[n] = q
				n++
			}
			w.got[q] += contrib
		}
		diag(p+South+West, di-dj, p+South, p+West)
		diag(p+North+West, -di-dj, p+North, p+West)
		diag(p+North+East, -di+dj, p+North, p+East)
		diag(p+South+East, di+dj, p+South, p+East)
	}
	acc := &in.infl[k]
	for i := 0; i < n; i++ {
		p := w.queue[i]
		if float64(w.got[p]) > 1.01*influenceCutoff || acc[p] == 0 {
			acc[p] += w.got[p]
		}
		w.got[p] = 0
	}
}

// dirI and dirJ are the row and column steps of Delta's directions.
var (
	dirI = [8]int{1, 0, -1, 0, 1, -1, -1, 1}
	dirJ = [8]int{0, -1, 0, 1, -1, -1, 1, 1}
)

// centrality grows from the corner (0) towards the centre: three times
// the distance to the nearest edge plus the distance to the other edge,
// the latter capped at 4.
func centrality(p Pos, size int) float32 {
	i, j := p.I(), p.J()
	di := min(i, size-1-i)
	dj := min(j, size-1-j)
	if di > dj {
		di = min(4, di)
	} else {
		dj = min(4, dj)
	}
	return float32(2*min(di, dj) + di + dj)
}

// valueTerritory computes the territory value of every point not held by a
// living stone: the cubed influence balance, scaled down where both
// influences are weak for the point's centrality; then lowered towards
// the weakest neighbour the opponent's influence can pass through; dead
// stones count for their captor and add a prisoner.
func (in *Influence) valueTerritory() {
	var guess [NumPos]float32
	for p := BoardMin; p < BoardMax; p++ {
		in.territory[p] = 0
		if in.board[p] == Gray || in.safe[p] {
			continue
		}
		wi, bi := in.infl[0][p], in.infl[1][p]
		var g float32
		if wi+bi > 0 {
			d := (wi - bi) / (wi + bi)
			g = d * d * d
		}
		need := interpolate(minTerritoryInfluence[:], 0, 24, centrality(p, in.size))
		g *= interpolate(territoryCorrection[:], 0, 1, max(bi, wi)/need)
		switch in.board[p] {
		case Black:
			g = 1
		case White:
			g = -1
		}
		guess[p] = g
		in.territory[p] = g
	}
	for p := BoardMin; p < BoardMax; p++ {
		if in.board[p] == Gray || in.safe[p] {
			continue
		}
		for _, d := range Delta[:4] {
			q := p + d
			if in.board[q] == Gray || in.safe[q] {
				continue
			}
			t := in.territory[p]
			if t > 0 {
				pm := in.perm[1][q] // black must get in to spoil white's
				nb := pm*guess[q] + (1-pm)*guess[p]
				in.territory[p] = max(0, min(t, nb))
			} else {
				pm := in.perm[0][q]
				nb := pm*guess[q] + (1-pm)*guess[p]
				in.territory[p] = min(0, max(t, nb))
			}
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if in.board[p] == Gray || in.safe[p] {
			continue
		}
		switch in.board[p] {
		case Black:
			in.territory[p]++
		case White:
			in.territory[p]--
		}
	}
}

// influenceStage computes the initial influence of b given the dragon set
// and fills MoyoSize, MoyoTerritorialValue and EscapeRoute of every
// dragon. Without tactical worm data it reads the weak worms itself; the
// dragon stage may call influenceStageTactics with the worm analysis
// instead.
func influenceStage(ctx context.Context, b *Board, ds *DragonSet) (*Influence, error) {
	return influenceStageTactics(ctx, b, ds, nil)
}
