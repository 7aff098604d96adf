package analysis

import (
	"context"
	"fmt"
	"math"
)

// Surround hulls (seed 004, "When is a dragon surrounded?").
//
// A dragon is surrounded when it lies inside the convex hull of its
// surround set: the stones of its unfriendly neighbour dragons, thinned
// and extended as the seed describes. The computation, in order:
//
//  1. The surround set starts as the stones of every neighbour dragon of
//     the other colour (DragonSet's Adjacent lists, the dragon stage's
//     neighbour relation).
//  2. The edge is a natural barrier: below a surround point on the second
//     line the empty first-line point below joins the set, and below one
//     on the third line the first-line point two steps down joins when it
//     and the point between are empty. Points that join this way count as
//     surround points themselves when the board scan reaches them (so a
//     first-line point next to a corner extends along the edge).
//  3. A point far from the goal (squared distance over 8) is discarded when
//     two other surround points are each nearer to the goal than it is,
//     nearer to it than the goal is, and nearer to each other than it is to
//     the goal: that pair makes it useless (the seed's bottom O stone).
//     This is repeated until nothing more goes.
//  4. The remaining points are sorted by the angle S-G-O, G the goal's
//     approximate centre of gravity (integer mean row and column), S the
//     direction south: south first, then west, north and east, clockwise.
//  5. The convex hull of the set (plus the extra stone of does_surround) is
//     drawn row by row: the hull gets value 1, its four-neighbour rim value
//     2 (the slightly enlarged hull).
//  6. The status starts at Surrounded. Consecutive points of the sorted
//     set (the last and the first included), unless both are on the first
//     line, lower it to WeaklySurrounded when their squared distance is
//     over 27 and to NotSurrounded when it is over 60.
//  7. Friendly neighbour dragons that reach into the hull (or touch a
//     friendly hull stone diagonally from the rim with both points between
//     empty) must lie in the hull with the goal: a stone of the goal or of
//     such an ally outside the enlarged hull makes the dragon not
//     surrounded, one on the rim makes it weakly surrounded at most.
//  8. A one-stone dragon that is only weakly surrounded with its stone on
//     the rim is not surrounded; a one-space jump from the goal (or an ally)
//     to a friendly stone outside the hull, with neither side point held by
//     the opponent, means the dragon is not surrounded.
//
// The constants (8, 27, 60) and the order of the scans are chosen so that
// the answers agree with GNU Go 3.8's is_surrounded and surround_map.

// Contains reports whether p lies inside the hull proper (surround_map
// value 1, seed 004).
func (h *Hull) Contains(p Pos) bool {
	return h != nil && p > 0 && int(p) < NumPos && h.Inside[p] == 1
}

// Map returns the surround map value at p (seed 004): 1 inside the hull,
// 2 inside only the slightly enlarged hull, 0 outside. GNU Go's
// surround_map answers -1 for a dragon without a stored record (nil, or a
// status of NotSurrounded); Map returns -1 for a nil hull only.
func (h *Hull) Map(p Pos) int {
	if h == nil {
		return -1
	}
	if p <= 0 || int(p) >= NumPos {
		return 0
	}
	return int(h.Inside[p])
}

// Points returns the points inside the hull proper (value 1) in board
// order; there are Size of them (seed 004, surround_size).
func (h *Hull) Points() []Pos { return h.points(1) }

// Rim returns the points of the enlarged hull that are not in the hull
// proper (value 2), in board order.
func (h *Hull) Rim() []Pos { return h.points(2) }

func (h *Hull) points(v uint8) []Pos {
	if h == nil {
		return nil
	}
	var out []Pos
	for p := range h.Inside {
		if h.Inside[p] == v {
			out = append(out, Pos(p))
		}
	}
	return out
}

// SurroundWith computes the hull of the dragon at dr as it would be with
// one more stone of the other colour at the empty point move (seed 004;
// the hull behind GNU Go's does_surround). The stone joins the hull but not
// the distance checks, and the board is not changed. The result is nil
// when the dragon has no hostile neighbour dragon.
func (a *Analysis) SurroundWith(ctx context.Context, dr, move Pos) (*Hull, error) {
	size := a.pos.Size()
	if !move.OnBoard(size) || a.pos.At(move) != Empty {
		return nil, fmt.Errorf("analysis: move vertex %s must be empty", Vertex(move, size))
	}
	if !dr.OnBoard(size) || !a.pos.At(dr).IsStone() {
		return nil, fmt.Errorf("analysis: dragon vertex %s must be nonempty", Vertex(dr, size))
	}
	ds, err := a.Dragons(ctx)
	if err != nil {
		return nil, err
	}
	var h *Hull
	a.withStageReader(func(_ *Reader, b *Board) { h = computeSurround(b, ds, dr, move) })
	return h, nil
}

// DoesSurround returns the surround status that one more stone of the
// other colour at the empty point move would give the dragon at dr (seed
// 004, GNU Go's does_surround): NotSurrounded when the dragon is already
// surrounded or weakly surrounded, or has no hostile neighbour.
func (a *Analysis) DoesSurround(ctx context.Context, move, dr Pos) (SurroundStatus, error) {
	h, err := a.SurroundWith(ctx, dr, move)
	if err != nil || h == nil {
		return NotSurrounded, err
	}
	ds, err := a.Dragons(ctx)
	if err != nil {
		return NotSurrounded, err
	}
	if ds.DRAGON2(dr).SurroundStatus != NotSurrounded {
		return NotSurrounded, nil
	}
	return h.Status, nil
}

// computeSurround returns the surround record (seed 004) of the dragon at
// goal, given the dragon set ds of b. extra, when not NoMove, is an extra
// stone of the goal's opponent placed at that empty point (does_surround):
// it joins the hull but not the distance checks. The result is nil when
// the dragon has no hostile neighbour dragon (GNU Go computes nothing
// then); otherwise it is a hull with its status, which may be
// NotSurrounded.
func computeSurround(b *Board, ds *DragonSet, goal, extra Pos) *Hull {
	if b == nil || ds == nil || !b.OnBoard(goal) || !b.At(goal).IsStone() {
		return nil
	}
	id := ds.ID(goal)
	if id < 0 {
		return nil
	}
	sc := surroundCalc{b: b, ds: ds, id: id, color: b.At(goal), size: b.Size()}
	if !sc.markNeighbours() {
		return nil
	}
	sc.extendToEdge()
	sc.discardUseless()
	h := &Hull{Goal: ds.Origin(goal)}
	h.Corners = sc.sortedByAngle()
	h.Center = sc.center
	if extra != NoMove && b.OnBoard(extra) {
		sc.surround[extra] = 1
	}
	h.Vertices = sc.fillHull()
	sc.markRim()
	sc.markAllies()
	h.Status = sc.status(h.Corners, goal)
	for p := BoardMin; p < BoardMax; p++ {
		if b.OnBoard(p) {
			h.Inside[p] = sc.surround[p]
			if sc.surround[p] == 1 {
				h.Size++
			}
		}
	}
	return h
}

// surroundCalc is the scratch state of one hull computation.
type surroundCalc struct {
	b     *Board
	ds    *DragonSet
	id    int // the goal dragon
	color Color
	size  int
	// friend marks the goal's stones (1) and allied dragons found inside
	// the hull (2); surround marks the surround set, later the hull (1)
	// and its rim (2).
	friend   [NumPos]uint8
	surround [NumPos]uint8
	stones   int // stones of the goal dragon
	center   Pos // the goal's approximate centre of gravity
}

// markNeighbours marks the goal and the stones of its hostile neighbour
// dragons; false when there are none.
func (sc *surroundCalc) markNeighbours() bool {
	for _, p := range sc.ds.stones[sc.id] {
		sc.friend[p] = 1
	}
	sc.stones = len(sc.ds.stones[sc.id])
	hostile := false
	for _, n := range sc.ds.dragon2[sc.id].Adjacent {
		if n < 0 || n >= sc.ds.Len() {
			continue
		}
		org := sc.ds.dragon2[n].Origin
		if sc.b.At(org) == sc.color {
			continue
		}
		hostile = true
		for _, p := range sc.ds.stones[n] {
			sc.surround[p] = 1
		}
	}
	return hostile
}

// extendToEdge adds the points below surround points on the second and
// third lines, scanning in board order so that added points extend in
// turn when the scan reaches them.
func (sc *surroundCalc) extendToEdge() {
	b := sc.b
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || sc.surround[p] == 0 {
			continue
		}
		for _, d := range Delta[:4] {
			one, two := p+d, p+2*d
			switch {
			case !b.OnBoard(one):
			case !b.OnBoard(two): // p is on the second line
				if b.At(one) == Empty {
					sc.surround[one] = 1
				}
			case !b.OnBoard(two + d): // p is on the third line
				if b.At(one) == Empty && b.At(two) == Empty {
					sc.surround[two] = 1
				}
			}
		}
	}
}

// squareDist is the squared Euclidean distance between two points.
func squareDist(p, q Pos) int {
	di, dj := p.I()-q.I(), p.J()-q.J()
	return di*di + dj*dj
}

// discardUseless drops the surround points made useless by a pair of
// others (seed 004), scanning in board order until a scan drops nothing.
func (sc *surroundCalc) discardUseless() {
	var dist [NumPos]int
	var pts []Pos
	for p := BoardMin; p < BoardMax; p++ {
		if !sc.b.OnBoard(p) || sc.surround[p] == 0 {
			continue
		}
		pts = append(pts, p)
		best := math.MaxInt
		for _, g := range sc.ds.stones[sc.id] {
			best = min(best, squareDist(p, g))
		}
		dist[p] = best
	}
	var helpers []Pos
	for changed := true; changed; {
		changed = false
		for _, p := range pts {
			r := dist[p]
			if sc.surround[p] == 0 || r <= 8 {
				continue
			}
			helpers = helpers[:0]
			for _, q := range pts {
				if q != p && sc.surround[q] != 0 && dist[q] < r && squareDist(p, q) < r {
					helpers = append(helpers, q)
				}
			}
			if closePair(helpers, r) {
				sc.surround[p] = 0
				changed = true
			}
		}
	}
}

// closePair reports whether two of pts are at squared distance below r.
func closePair(pts []Pos, r int) bool {
	for i, p := range pts {
		for _, q := range pts[i+1:] {
			if squareDist(p, q) < r {
				return true
			}
		}
	}
	return false
}

// sortedByAngle returns the surround points sorted by the angle S-G-O
// around the goal's centre of gravity G (seed 004), which it sets.
func (sc *surroundCalc) sortedByAngle() []Pos {
	si, sj := 0, 0
	for _, p := range sc.ds.stones[sc.id] {
		si += p.I()
		sj += p.J()
	}
	n := len(sc.ds.stones[sc.id])
	sc.center = POS(si/n, sj/n)
	var pts []Pos
	for p := BoardMin; p < BoardMax; p++ {
		if sc.b.OnBoard(p) && sc.surround[p] != 0 {
			pts = append(pts, p)
		}
	}
	keys := make([]angleKey, len(pts))
	for k, p := range pts {
		keys[k] = newAngleKey(sc.center, p)
	}
	combSort(pts, keys)
	return pts
}

// angleKey orders points by the angle S-G-O, measured clockwise from
// south: the straight-south ray (sector 0), the west half-plane (1), the
// straight-north ray (2), the east half-plane (3), and G itself last (4).
// Inside a half-plane the sine of the angle between the ray and the row
// direction orders the points; it is rounded to single precision as GNU Go
// does, so that points on one ray compare equal exactly when they do
// there.
type angleKey struct {
	sector int
	s      float32
}

func newAngleKey(g, p Pos) angleKey {
	di, dj := p.I()-g.I(), p.J()-g.J()
	switch {
	case di == 0 && dj == 0:
		return angleKey{sector: 4}
	case dj == 0 && di > 0:
		return angleKey{sector: 0}
	case dj == 0:
		return angleKey{sector: 2}
	}
	s := float32(float64(di) / math.Sqrt(float64(di*di+dj*dj)))
	if dj < 0 {
		return angleKey{sector: 1, s: -s} // west: from south (sin 1) up to north
	}
	return angleKey{sector: 3, s: s} // east: from north (sin -1) down to south
}

// after reports whether k sorts after l.
func (k angleKey) after(l angleKey) bool {
	if k.sector == 4 {
		return true // G sorts last, as in GNU Go's comparison
	}
	if k.sector != l.sector {
		return k.sector > l.sector
	}
	return k.s > l.s
}

// combSort sorts pts by keys with a comb sort (gap shrink factor 13/10).
// The order of equal keys (points on one ray from G) matters for the
// distance checks; this sort leaves them where GNU Go's sort does.
func combSort(pts []Pos, keys []angleKey) {
	gap := len(pts)
	for {
		gap = (10*gap + 3) / 13
		swapped := false
		for i := 0; i+gap < len(pts); i++ {
			if keys[i].after(keys[i+gap]) {
				keys[i], keys[i+gap] = keys[i+gap], keys[i]
				pts[i], pts[i+gap] = pts[i+gap], pts[i]
				swapped = true
			}
		}
		if gap <= 1 && !swapped {
			return
		}
	}
}

// fillHull marks the convex hull of the surround set with 1 and returns
// its vertices: from the leftmost point of the top row down the left
// side, then from the rightmost point of the top row down the right side.
func (sc *surroundCalc) fillHull() []Pos {
	top, bottom := -1, -1
	for i := 0; i < sc.size; i++ {
		for j := 0; j < sc.size; j++ {
			if sc.surround[POS(i, j)] != 0 {
				if top < 0 {
					top = i
				}
				bottom = i
			}
		}
	}
	if top < 0 {
		return nil
	}
	left := sc.hullSide(top, bottom, -1)
	right := sc.hullSide(top, bottom, 1)
	for j := left[0].J(); j <= right[0].J(); j++ {
		sc.surround[POS(top, j)] = 1
	}
	for j := left[len(left)-1].J(); j <= right[len(right)-1].J(); j++ {
		sc.surround[POS(bottom, j)] = 1
	}
	for i := top + 1; i < bottom; i++ {
		from := sideColumn(left, i, true)
		to := sideColumn(right, i, false)
		for j := from; j <= to; j++ {
			sc.surround[POS(i, j)] = 1
		}
	}
	vs := append([]Pos(nil), left...)
	for k := len(right) - 1; k >= 0; k-- {
		if p := right[k]; p != vs[len(vs)-1] && p != vs[0] {
			vs = append(vs, p)
		}
	}
	return vs
}

// hullSide walks one side of the hull from the top row to the bottom row:
// dir -1 the left side (the point of the top row furthest left, then each
// time the lower point with the smallest column step per row), dir 1 the
// right side. Among points in one direction the nearest row wins.
func (sc *surroundCalc) hullSide(top, bottom, dir int) []Pos {
	first, last, step := 0, sc.size-1, 1
	if dir > 0 {
		first, last, step = sc.size-1, 0, -1
	}
	var side []Pos
	for j := first; j != last+step; j += step {
		if sc.surround[POS(top, j)] != 0 {
			side = append(side, POS(top, j))
			break
		}
	}
	for cur := side[0]; cur.I() < bottom; {
		m, n := cur.I(), cur.J()
		best, bi, bj := NoMove, 0, 0
		for i := m + 1; i <= bottom; i++ {
			for j := first; j != last+step; j += step {
				if sc.surround[POS(i, j)] == 0 {
					continue
				}
				// slope (j-n)/(i-m) against (bj)/(bi), denominators positive
				if best == NoMove || dir*((j-n)*bi-bj*(i-m)) > 0 {
					best, bi, bj = POS(i, j), i-m, j-n
				}
			}
		}
		side = append(side, best)
		cur = best
	}
	return side
}

// sideColumn is the column where a hull side crosses row i (top < i <
// bottom): the segment of side whose lower end is below row i, rounded
// inwards (up on the left side, down on the right).
func sideColumn(side []Pos, i int, left bool) int {
	for k := 1; k < len(side); k++ {
		lo := side[k]
		if lo.I() <= i {
			continue
		}
		hi := side[k-1]
		den := lo.I() - hi.I()
		num := hi.J()*den + (i-hi.I())*(lo.J()-hi.J())
		if left {
			return ceilDiv(num, den)
		}
		return floorDiv(num, den)
	}
	return -1
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }

// markRim marks with 2 the empty-of-marks neighbours of the hull.
func (sc *surroundCalc) markRim() {
	for p := BoardMin; p < BoardMax; p++ {
		if !sc.b.OnBoard(p) || sc.surround[p] != 1 {
			continue
		}
		for _, d := range Delta[:4] {
			if q := p + d; sc.b.OnBoard(q) && sc.surround[q] == 0 {
				sc.surround[q] = 2
			}
		}
	}
}

// neighbourDragons reports whether dragons a and b are neighbours in
// either direction.
func (sc *surroundCalc) neighbourDragons(a, b int) bool {
	for _, n := range sc.ds.dragon2[a].Adjacent {
		if n == b {
			return true
		}
	}
	for _, n := range sc.ds.dragon2[b].Adjacent {
		if n == a {
			return true
		}
	}
	return false
}

// markAllies marks (friend = 2) the friendly neighbour dragons with a
// stone in the hull, or with a stone on the rim diagonally next to a
// friendly stone in the hull, both points between empty (an unamalgamated
// kosumi, which must not count as a separate surrounded dragon).
func (sc *surroundCalc) markAllies() {
	b := sc.b
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || b.At(p) != sc.color || sc.friend[p] != 0 {
			continue
		}
		d := sc.ds.ID(p)
		if d < 0 || !sc.neighbourDragons(sc.id, d) {
			continue
		}
		ally := false
		switch sc.surround[p] {
		case 1:
			ally = true
		case 2:
			for k := 4; k < 8; k++ {
				q := p + Delta[k]
				if b.OnBoard(q) && b.At(q) == sc.color && sc.surround[q] == 1 &&
					b.At(p+Delta[k-4]) == Empty && b.At(p+Delta[(k-3)%4]) == Empty {
					ally = true
				}
			}
		}
		if ally {
			for _, s := range sc.ds.stones[d] {
				sc.friend[s] = 2
			}
		}
	}
}

// status applies the distance checks and the checks on the goal and its
// allies (steps 6 to 8 above).
func (sc *surroundCalc) status(sorted []Pos, goal Pos) SurroundStatus {
	st := Surrounded
	gap := func(p, q Pos) {
		switch d := squareDist(p, q); {
		case d > 60:
			st = NotSurrounded
		case d > 27:
			st = WeaklySurrounded
		}
	}
	for k := 0; k+1 < len(sorted) && st != NotSurrounded; k++ {
		if !sc.onEdge(sorted[k]) || !sc.onEdge(sorted[k+1]) {
			gap(sorted[k], sorted[k+1])
		}
	}
	if n := len(sorted); st != NotSurrounded && n > 0 && (!sc.onEdge(sorted[0]) || !sc.onEdge(sorted[n-1])) {
		gap(sorted[0], sorted[n-1])
	}
	if st == NotSurrounded {
		return st
	}
	for p := BoardMin; p < BoardMax; p++ {
		if sc.friend[p] == 0 {
			continue
		}
		if sc.surround[p] == 0 {
			return NotSurrounded
		}
		if sc.surround[p] == 2 {
			st = WeaklySurrounded
		}
	}
	if sc.stones == 1 && st == WeaklySurrounded && sc.surround[goal] == 2 {
		return NotSurrounded
	}
	if sc.jumpsOut() {
		return NotSurrounded
	}
	return st
}

// onEdge reports whether p is on the first line.
func (sc *surroundCalc) onEdge(p Pos) bool {
	i, j := p.I(), p.J()
	return i == 0 || j == 0 || i == sc.size-1 || j == sc.size-1
}

// jumpsOut reports whether a stone of the goal or an ally makes a
// one-space jump (ikken tobi) to a friendly stone outside the hull proper,
// the jump point empty and neither point beside it an opponent stone or
// off the board.
func (sc *surroundCalc) jumpsOut() bool {
	b := sc.b
	other := sc.color.Other()
	for p := BoardMin; p < BoardMax; p++ {
		if sc.friend[p] == 0 {
			continue
		}
		for k := 0; k < 4; k++ {
			up, side := Delta[k], Delta[(k+1)%4]
			mid := p + up
			if !b.OnBoard(mid) || b.At(mid) != Empty || b.At(mid+up) != sc.color || sc.surround[mid+up] == 1 {
				continue
			}
			if b.OnBoard(mid+side) && b.At(mid+side) != other && b.OnBoard(mid-side) && b.At(mid-side) != other {
				return true
			}
		}
	}
	return false
}
