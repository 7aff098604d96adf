package analysis

import "context"

// Worm is the record GNU Go keeps for every worm (string) and, with zero
// fields, for every empty point: seed 000, "Worms", struct worm_data. The
// same record is returned for every stone of a worm.
type Worm struct {
	// Color is the colour of the worm's stones (Empty for an empty point).
	Color Color
	// Size is the number of stones of the worm.
	Size int
	// EffectiveSize is the number of stones plus a share of the empty
	// points that are at least as close (at most four steps) to this worm
	// as to any other (seed 000, effective_size): the territorial value of
	// capturing it. Like GNU Go, each such point is worth one half, split
	// equally among the worms nearest to it.
	EffectiveSize float64
	// Origin is the worm's distinguished stone, its first stone in board
	// order; two stones are in one worm iff their origins agree (seed 000,
	// origin). For an empty point it is the point itself.
	Origin Pos
	// Liberties is the number of liberties (seed 000, liberties).
	Liberties int
	// Liberties2, Liberties3 and Liberties4 count the empty points that
	// can be joined to the worm with two, three or four stones of its
	// colour and no fewer, where the path may run through friendly
	// strings, the added stones may not touch an enemy stone, no path
	// crosses a ko, and a liberty squeezed between two enemy stones (or an
	// enemy stone and the edge) leads nowhere (seed 000, higher order
	// liberties).
	Liberties2, Liberties3, Liberties4 int
	// Lunch is the origin of an adjacent (or diagonally adjacent) enemy
	// worm that can be captured, whether or not it can also be defended
	// (seed 000, lunch); NoMove if there is none. Among several, the one
	// with the higher Cutstone and then the fewer liberties is chosen.
	Lunch Pos
	// Cutstone is 2 for a cutting string (next to two enemy strings
	// without a common liberty), 1 for a potential cutting string (the two
	// enemy strings share a liberty), else 0 (seed 000, cutstone).
	Cutstone int
	// Cutstone2 counts the cuts that GNU Go's find_cuts finds with its
	// connection patterns during dragon analysis (seed 000, cutstone2).
	// It is set only by levels that build dragons; at the worm level it is
	// 0, as in GNU Go's worm_data answer.
	Cutstone2 int
	// Genus is the number of connected components of the rest of the
	// board minus one, a rough count of the worm's eyes (seed 000, genus).
	Genus int
	// Inessential marks a worm that can only live by capturing some
	// surrounding string: genus 0, no second-order liberties, no cutting
	// role, no lunch, and a cavity (the worm plus the empty points around
	// it) bordered by one colour only with fewer than three edge points
	// (seed 000, inessential).
	Inessential bool
	// Invincible marks a worm that can never be captured, even if the
	// opponent gets any number of moves in a row (seed 000, invincible;
	// unconditional_life).
	Invincible bool
	// UnconditionalStatus is Alive, Dead, WhiteTerritory, BlackTerritory or
	// Unknown as unconditional_life classifies the point (seed 000,
	// unconditional_status).
	UnconditionalStatus Status
	// AttackPoints and AttackCodes list the moves that capture the worm
	// and their result codes, best first (seed 000, attack_points).
	AttackPoints []Pos
	AttackCodes  []ResultCode
	// DefensePoints and DefenseCodes list the moves that save an attacked
	// worm, best first (seed 000, defense_points).
	DefensePoints []Pos
	DefenseCodes  []ResultCode
	// AttackThreatPoints and AttackThreatCodes list moves after which the
	// worm could be captured (seed 000, attack_threat_points).
	AttackThreatPoints []Pos
	AttackThreatCodes  []ResultCode
	// DefenseThreatPoints and DefenseThreatCodes list moves after which a
	// worm that cannot be saved now could be saved (seed 000,
	// defense_threat_points).
	DefenseThreatPoints []Pos
	DefenseThreatCodes  []ResultCode
}

// AttackCode returns the code of the best attack (Lose if none).
func (w *Worm) AttackCode() ResultCode {
	if len(w.AttackCodes) == 0 {
		return Lose
	}
	return w.AttackCodes[0]
}

// AttackPoint returns the best attack point (NoMove if none).
func (w *Worm) AttackPoint() Pos {
	if len(w.AttackPoints) == 0 {
		return NoMove
	}
	return w.AttackPoints[0]
}

// DefenseCode returns the code of the best defence (Lose if none).
func (w *Worm) DefenseCode() ResultCode {
	if len(w.DefenseCodes) == 0 {
		return Lose
	}
	return w.DefenseCodes[0]
}

// DefensePoint returns the best defence point (NoMove if none).
func (w *Worm) DefensePoint() Pos {
	if len(w.DefensePoints) == 0 {
		return NoMove
	}
	return w.DefensePoints[0]
}

// wormSet is the worm array: one record per worm, an index from points to
// records, and the unconditional status of empty points.
type wormSet struct {
	index     [NumPos]int32
	worms     []Worm
	emptyStat [NumPos]Status
}

// threatNodeLimit is the node budget of each secondary tactical question
// (extra attack and defence points, threats).
const threatNodeLimit = 1000

// maxTacticalPoints bounds the attack, defence and threat lists, like GNU
// Go's MAX_TACTICAL_POINTS.
const maxTacticalPoints = 10

// makeWorms computes the worm record of every point of b (GNU Go's
// make_worms, seed 000). b must be at the position to analyse; it is
// used for trial moves and restored.
func makeWorms(ctx context.Context, b *Board, rd *Reader) (*wormSet, error) {
	ws := &wormSet{}
	var index [NumPos]int32
	for i := range index {
		index[i] = -1
	}
	var worms []Worm
	var origins []Pos
	origins = b.Origins(origins)
	for _, o := range origins {
		index[o] = int32(len(worms))
		w := Worm{Color: b.At(o), Size: b.StringSize(o), Origin: o, Liberties: b.CountLib(o),
			UnconditionalStatus: Unknown}
		worms = append(worms, w)
	}
	// Map every stone to its worm.
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p].IsStone() {
			index[p] = index[b.Origin(p)]
		}
	}
	wormAt := func(p Pos) *Worm { return &worms[index[p]] }

	for i := range worms {
		w := &worms[i]
		w.Liberties2, w.Liberties3, w.Liberties4 = higherLiberties(b, w.Origin)
		w.Genus = genus(b, w.Origin)
		w.Cutstone = cutstone(b, w.Origin)
	}
	eff := effectiveSizes(b)
	for i := range worms {
		worms[i].EffectiveSize = eff[worms[i].Origin]
	}

	// Unconditional life, white first, then black (a later colour
	// overwrites an earlier one).
	var ustat [NumPos]Status
	for p := range ustat {
		ustat[p] = Unknown
	}
	var invincible PointSet
	for _, c := range [2]Color{White, Black} {
		terr := unconditionalLife(b, c)
		for p := BoardMin; p < BoardMax; p++ {
			if !b.OnBoard(p) || terr[p] == 0 {
				continue
			}
			switch b.color[p] {
			case c:
				ustat[p] = Alive
				if terr[p] == 1 {
					invincible.Add(p)
				}
			case Empty:
				if c == White {
					ustat[p] = WhiteTerritory
				} else {
					ustat[p] = BlackTerritory
				}
			default:
				ustat[p] = Dead
			}
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] == Empty {
			ws.emptyStat[p] = ustat[p]
		}
	}
	for i := range worms {
		o := worms[i].Origin
		worms[i].UnconditionalStatus = ustat[o]
		worms[i].Invincible = invincible.Has(o)
	}

	// Tactical reading.
	for i := range worms {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		w := &worms[i]
		a, am := rd.AttackContext(ctx, b, w.Origin)
		if a == KoA || a == KoB {
			if m := koAttackUpgrade(ctx, b, rd, w.Origin); m != NoMove {
				a, am = Win, m
			}
		}
		if a != Lose {
			w.AttackPoints = append(w.AttackPoints, am)
			w.AttackCodes = append(w.AttackCodes, a)
			base := rd.begin(ctx, b)
			d, dm := rd.defend(w.Origin, 0, 0)
			stopped := rd.stopped
			rd.end(base)
			if d != Lose && !stopped {
				w.DefensePoints = append(w.DefensePoints, dm)
				w.DefenseCodes = append(w.DefenseCodes, d)
			}
		}
	}
	// More tactical points and the threats (seed 000: several attack and
	// defence points per worm, and the threat points).
	for i := range worms {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		moreTacticalPoints(ctx, b, rd, &worms[i])
	}

	// Lunches need the attack codes of the neighbours.
	for i := range worms {
		w := &worms[i]
		w.Lunch = NoMove
		l := findLunch(b, w.Origin, wormAt)
		if l != NoMove {
			if c := wormAt(l).AttackCode(); c == Win || c == KoA {
				w.Lunch = l
			}
		}
	}
	// Inessential strings.
	for i := range worms {
		w := &worms[i]
		if w.Genus == 0 && w.Liberties2 == 0 && w.Cutstone == 0 && w.Lunch == NoMove {
			border, edge := examineCavity(b, w.Origin)
			if border != Gray && edge < 3 {
				w.Inessential = true
			}
		}
	}
	ws.index, ws.worms = index, worms
	return ws, ctx.Err()
}

// koAttackUpgrade looks, for a worm the reader can only capture through a
// ko, for an approach move next to one of its liberties (not a liberty
// itself, which the reader tried) that captures it outright. GNU Go's worm
// stage (seed 000: the attack point is the best of the reader's and the
// attack patterns' moves, each checked by reading) finds such approach
// moves through its attack patterns; here every second-order liberty is
// checked with DoesAttack, on the secondary questions' node budget. It
// returns the first such move, or NoMove.
func koAttackUpgrade(ctx context.Context, b *Board, rd *Reader, str Pos) Pos {
	saved := rd.NodeLimit
	rd.NodeLimit = threatNodeLimit
	defer func() { rd.NodeLimit = saved }()
	var libBuf [8]Pos
	libs := b.libsInto(str, libBuf[:0])
	if len(libs) > 3 {
		return NoMove
	}
	var tried PointSet
	for _, l := range libs {
		for _, d := range Delta[:4] {
			q := l + d
			if b.color[q] != Empty || tried.Has(q) || b.chains[b.head[str]].libs.Has(q) {
				continue
			}
			tried.Add(q)
			if rd.DoesAttack(ctx, b, q, str) == Win {
				return q
			}
		}
	}
	return NoMove
}

// isKoPoint reports whether p takes part in a ko: an empty point where a
// single-stone capture would be a ko capture for either colour, or a lone
// stone in atari whose liberty is such a point (GNU Go's is_ko_point).
func isKoPoint(b *Board, p Pos) bool {
	switch b.color[p] {
	case Empty:
		var c Color
		if b.OnBoard(p + South) {
			c = b.color[p+South]
		} else {
			c = b.color[p+North]
		}
		if !c.IsStone() {
			return false
		}
		return isKoCapture(b, p, c.Other())
	case White, Black:
		if b.StringSize(p) != 1 || b.CountLib(p) != 1 {
			return false
		}
		var buf [2]Pos
		l := b.libsInto(p, buf[:0])[0]
		return isKoCapture(b, l, b.color[p].Other())
	}
	return false
}

// isKoCapture reports whether a stone of colour c at the empty point p
// would be surrounded by enemy stones and capture exactly one lone enemy
// stone (the shape of a ko capture, legality of the retake aside).
func isKoCapture(b *Board, p Pos, c Color) bool {
	other := c.Other()
	caps := 0
	for _, d := range Delta[:4] {
		q := p + d
		switch b.color[q] {
		case Gray:
			continue
		case other:
			if b.CountLib(q) == 1 {
				if b.StringSize(q) != 1 {
					return false
				}
				caps++
			}
		default:
			return false
		}
	}
	return caps == 1
}

func touches(b *Board, p Pos, c Color) bool {
	for _, d := range Delta[:4] {
		if b.color[p+d] == c {
			return true
		}
	}
	return false
}

// higherLiberties counts the liberties of order 2, 3 and 4 of the string
// at str (seed 000). Each round grows the reached region by one layer: the
// region is the string, friendly stones reached through it, and the
// liberties found in earlier rounds; a new liberty is an empty point next
// to the region that touches no enemy stone. Growth never continues from a
// ko point, and first-order liberties squeezed between two enemy stones or
// an enemy stone and the edge are left out of the region.
func higherLiberties(b *Board, str Pos) (l2, l3, l4 int) {
	color := b.color[str]
	other := color.Other()
	var known PointSet // liberties found so far, usable as paths
	var libBuf [MaxBoard * MaxBoard]Pos
	for _, l := range b.libsInto(str, libBuf[:0]) {
		blockedNS := !b.OnBoard(l+South) || b.color[l+South] == other
		blockedNS = blockedNS && (!b.OnBoard(l+North) || b.color[l+North] == other)
		blockedWE := !b.OnBoard(l+West) || b.color[l+West] == other
		blockedWE = blockedWE && (!b.OnBoard(l+East) || b.color[l+East] == other)
		if !(blockedNS || blockedWE) {
			known.Add(l)
		}
	}
	// A flanked liberty touches an enemy stone and so can never be counted
	// later; it simply stays outside the region.
	var counts [3]int
	var stack [NumPos]Pos
	for round := 0; round < 3; round++ {
		var visited PointSet
		var counted PointSet
		n := 0
		stack[n] = str
		n++
		visited.Add(str)
		var newLibs []Pos
		for n > 0 {
			n--
			p := stack[n]
			for _, d := range Delta[:4] {
				q := p + d
				if b.color[q] == Empty && !known.Has(q) && !visited.Has(q) && !counted.Has(q) && !touches(b, q, other) {
					counted.Add(q)
					counts[round]++
					newLibs = append(newLibs, q)
				}
			}
			if isKoPoint(b, p) {
				continue
			}
			for _, d := range Delta[:4] {
				q := p + d
				if !b.OnBoard(q) || visited.Has(q) || counted.Has(q) {
					continue
				}
				if known.Has(q) || b.color[q] == color {
					visited.Add(q)
					stack[n] = q
					n++
				}
			}
		}
		for _, q := range newLibs {
			known.Add(q)
		}
	}
	return counts[0], counts[1], counts[2]
}

// genus counts the connected components of the points outside the worm,
// minus one (seed 000, genus).
func genus(b *Board, str Pos) int {
	var seen PointSet
	h := b.head[str]
	in := func(p Pos) bool { return b.color[p].IsStone() && b.head[p] == h }
	var stack []Pos
	g := -1
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || seen.Has(p) || in(p) {
			continue
		}
		g++
		seen.Add(p)
		stack = append(stack[:0], p)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range Delta[:4] {
				r := q + d
				if b.OnBoard(r) && !seen.Has(r) && !in(r) {
					seen.Add(r)
					stack = append(stack, r)
				}
			}
		}
	}
	return g
}

// cutstone classifies the string at str: 2 if it touches two enemy strings
// without a common liberty, 1 if it touches two that share one, else 0
// (seed 000, cutstone). When more than two enemy strings touch it, the
// comparison is between the first enemy stone found in board order and
// the last one found that belongs to another string, as GNU Go does.
func cutstone(b *Board, str Pos) int {
	other := b.color[str].Other()
	w1, w2 := NoMove, NoMove
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] != other {
			continue
		}
		for _, d := range Delta[:4] {
			q := p + d
			if !b.color[q].IsStone() || !b.SameString(q, str) {
				continue
			}
			if w1 == NoMove {
				w1 = p
			} else if !b.SameString(p, w1) {
				w2 = p
			}
		}
	}
	if w2 == NoMove {
		return 0
	}
	l1, l2 := b.LibSet(w1), b.LibSet(w2)
	l1.Intersect(&l2)
	if l1.IsEmpty() {
		return 2
	}
	return 1
}

// effectiveSizes returns, at every worm origin, the stones of the worm plus
// its share of the empty points within distance four that are at least as
// close to it as to any other worm (seed 000, effective_size). As in GNU
// Go, an empty point is worth one half, split equally between its nearest
// worms. Distances
// grow through empty points only; a point keeps at most ten nearest worms.
func effectiveSizes(b *Board) [NumPos]float64 {
	const maxClose = 10
	const maxDist = 4
	var dist [NumPos]int8
	var close [NumPos][maxClose]Pos
	var nclose [NumPos]int8
	for p := BoardMin; p < BoardMax; p++ {
		dist[p] = -1
		if b.color[p].IsStone() {
			dist[p] = 0
			close[p][0] = b.Origin(p)
			nclose[p] = 1
		}
	}
	for d := int8(1); d <= maxDist; d++ {
		found := false
		for p := BoardMin; p < BoardMax; p++ {
			if b.color[p] != Empty || dist[p] != -1 {
				continue
			}
			for _, dd := range Delta[:4] {
				q := p + dd
				if !b.OnBoard(q) || dist[q] != d-1 {
					continue
				}
				found = true
				dist[p] = d
				for k := int8(0); k < nclose[q]; k++ {
					w := close[q][k]
					dup := false
					for m := int8(0); m < nclose[p]; m++ {
						if close[p][m] == w {
							dup = true
						}
					}
					if !dup && nclose[p] < maxClose {
						close[p][nclose[p]] = w
						nclose[p]++
					}
				}
			}
		}
		if !found {
			break
		}
	}
	// Sums are kept in single precision, as GNU Go keeps them, so that
	// the values round the same way when printed with two decimals.
	var size32 [NumPos]float32
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) {
			continue
		}
		for k := int8(0); k < nclose[p]; k++ {
			w := close[p][k]
			if b.color[p] == Empty {
				size32[w] = float32(float64(size32[w]) + 0.5/float64(nclose[p]))
			} else {
				size32[w]++
			}
		}
	}
	var size [NumPos]float64
	for p := range size32 {
		size[p] = float64(size32[p])
	}
	return size
}

// findLunch returns the enemy worm touching the string at str (also
// diagonally) that can be attacked, is not a ko stone, and has the highest
// cutstone value and then the fewest liberties; NoMove if none.
func findLunch(b *Board, str Pos, wormAt func(Pos) *Worm) Pos {
	other := b.color[str].Other()
	lunch := NoMove
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p] != other {
			continue
		}
		for _, d := range Delta {
			q := p + d
			if b.color[q].IsStone() && b.SameString(q, str) {
				w := wormAt(p)
				if w.AttackCode() != Lose && !isKoPoint(b, p) {
					if lunch == NoMove {
						lunch = w.Origin
					} else if l := wormAt(lunch); w.Cutstone > l.Cutstone ||
						(w.Cutstone == l.Cutstone && w.Liberties < l.Liberties) {
						lunch = w.Origin
					}
				}
				break
			}
		}
	}
	return lunch
}

// examineCavity floods from the string at str through empty points and the
// string's own stones and returns the colours met on the border (Gray if
// both, Empty if none) and the number of empty edge points in the cavity.
func examineCavity(b *Board, str Pos) (Color, int) {
	var seen PointSet
	h := b.head[str]
	border := Empty
	edge := 0
	stack := []Pos{str}
	seen.Add(str)
	size := b.size
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b.color[p] == Empty {
			i, j := p.I(), p.J()
			if i == 0 || j == 0 || i == size-1 || j == size-1 {
				edge++
			}
		}
		for _, d := range Delta[:4] {
			q := p + d
			if !b.OnBoard(q) || seen.Has(q) {
				continue
			}
			if b.color[q] == Empty || b.head[q] == h && b.color[q].IsStone() {
				seen.Add(q)
				stack = append(stack, q)
			} else {
				border |= b.color[q]
			}
		}
	}
	if border == Empty {
		return Gray, edge
	}
	return border, edge
}

// moreTacticalPoints completes the tactical lists of the worm w, whose
// first attack and defence are known: other liberties that attack or
// defend equally well are added after the first point, and for a worm
// that cannot be captured the moves after which it could be (attack
// threats), for one that cannot be saved the moves after which it could be
// (defence threats). Only attacked worms with at most three liberties and
// other worms with at most two are examined, with a reduced node budget,
// and every list stays below maxTacticalPoints.
func moreTacticalPoints(ctx context.Context, b *Board, rd *Reader, w *Worm) {
	if w.Liberties > 3 || w.AttackCode() == Lose && w.Liberties > 2 {
		return
	}
	// These are secondary questions: read them with a smaller budget.
	saved := rd.NodeLimit
	rd.NodeLimit = threatNodeLimit
	defer func() { rd.NodeLimit = saved }()
	color := w.Color
	other := color.Other()
	str := w.Origin
	var libBuf [8]Pos
	libs := b.libsInto(str, libBuf[:0])
	has := func(ps []Pos, p Pos) bool {
		for _, q := range ps {
			if q == p {
				return true
			}
		}
		return false
	}
	if a := w.AttackCode(); a != Lose {
		for _, l := range libs {
			if len(w.AttackPoints) >= maxTacticalPoints || has(w.AttackPoints, l) {
				continue
			}
			if c := rd.DoesAttack(ctx, b, l, str); c == a {
				w.AttackPoints = append(w.AttackPoints, l)
				w.AttackCodes = append(w.AttackCodes, c)
			}
		}
		if d := w.DefenseCode(); d != Lose {
			for _, l := range libs {
				if len(w.DefensePoints) >= maxTacticalPoints || has(w.DefensePoints, l) {
					continue
				}
				if c := rd.DoesDefend(ctx, b, l, str); c != Lose {
					w.DefensePoints = append(w.DefensePoints, l)
					w.DefenseCodes = append(w.DefenseCodes, minCode(c, d))
				}
			}
		} else {
			// Defence threats: a move of the owner after which the worm
			// could be saved if it got a second move.
			for _, l := range libs {
				if len(w.DefenseThreatPoints) >= maxTacticalPoints || !b.Trymove(l, color) {
					continue
				}
				if b.At(str) == color && b.CountLib(str) > 1 {
					if c, _ := rd.FindDefenseContext(ctx, b, str); c != Lose {
						w.DefenseThreatPoints = append(w.DefenseThreatPoints, l)
						w.DefenseThreatCodes = append(w.DefenseThreatCodes, c)
					}
				}
				b.Undo()
			}
		}
		return
	}
	// Attack threats: a move of the opponent at a liberty after which a
	// second move would capture.
	var cands candList
	for _, l := range libs {
		cands.add(l, 1)
	}
	for i := 0; i < cands.n && len(w.AttackThreatPoints) < maxTacticalPoints; i++ {
		m := cands.pos[i]
		if !b.Trymove(m, other) {
			continue
		}
		// The threatening stone must not be capturable at once.
		if b.CountLib(m) > 1 && b.At(str) == color {
			if c, _ := rd.AttackContext(ctx, b, str); c != Lose {
				w.AttackThreatPoints = append(w.AttackThreatPoints, m)
				w.AttackThreatCodes = append(w.AttackThreatCodes, c)
			}
		}
		b.Undo()
	}
}
