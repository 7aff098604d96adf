package analysis

import (
	"context"
	"fmt"
	"strconv"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Dragons returns the dragon array and dragon2 array of the analysed
// position (seed 000, "Dragons"; seed 001), computing them on the first
// call (Analyze does it at levels DragonsWithoutOwl and Dragons). At level
// Dragons the owl and semeai stages run as well; below it the owl and
// semeai fields keep their "unchecked" values. Later calls return the same
// value; a cancelled computation is not kept. After Partition it continues
// from Partition's amalgamation (on the same reader), with the same
// result. The owl and semeai stages must not call Dragons themselves (they
// receive the set).
func (a *Analysis) Dragons(ctx context.Context) (*DragonSet, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	a.dragonMu.Lock()
	defer a.dragonMu.Unlock()
	if a.dragons != nil {
		return a.dragons, nil
	}
	o, m, err := a.amalgamation(ctx)
	if err != nil {
		return nil, err
	}
	var ds *DragonSet
	a.withStageReader(func(r *Reader, b *Board) {
		ds, err = a.makeDragons(ctx, o, m, r, b)
	})
	if err != nil {
		return nil, err
	}
	if a.cfg.Level >= Dragons {
		if err := owlStage(ctx, a, ds); err != nil {
			return nil, err
		}
		ds.statusFromOwl()
	}
	ds.computeSafety(a, o)
	if a.cfg.Level >= Dragons {
		if err := semeaiStage(ctx, a, ds); err != nil {
			return nil, err
		}
	}
	// Moyo sizes and weakness from the influence with the dragons known
	// (GNU Go's compute_dragon_influence and
	// compute_refined_dragon_weaknesses after make_dragons; seed 001,
	// moyo_size and weakness).
	a.withStageReader(func(r *Reader, b *Board) {
		_, err = refineInfluence(ctx, b, ds, a.Worm)
	})
	if err != nil {
		return nil, err
	}
	for d := range ds.dragon2 {
		ds.dragon2[d].Weakness = ds.dragonWeakness(d)
	}
	ds.computeStrategicSizes()
	ds.sync()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	a.dragons = ds
	a.amalg, a.partition = nil, nil // Dragons' set answers Partition from now on
	return ds, nil
}

// Partition returns the dragons of the analysed position with only their
// stones known: the set's Origin, ID, SameDragon, Stones, Worms and the
// dragons' Color and Size are those Dragons gives, every other field keeps
// its zero or "unknown" value. It runs the amalgamation alone (Dragons'
// first step, on the same reader), so a later Dragons continues from it
// and returns what it would have returned without the call; once Dragons
// has run, Partition returns its set.
func (a *Analysis) Partition(ctx context.Context) (*DragonSet, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	a.dragonMu.Lock()
	defer a.dragonMu.Unlock()
	if a.dragons != nil {
		return a.dragons, nil
	}
	if a.partition == nil {
		_, m, err := a.amalgamation(ctx)
		if err != nil {
			return nil, err
		}
		a.withStageReader(func(_ *Reader, b *Board) { a.partition = buildDragonSet(b, m) })
	}
	return a.partition, nil
}

// amalgamation returns the optics and the amalgamation of the position,
// made once on the stages' reader and kept (a.amalg) until Dragons has
// its set, so that Partition and Dragons share it; a.dragonMu must be
// held.
func (a *Analysis) amalgamation(ctx context.Context) (*Optics, *amalgamator, error) {
	o, err := a.Optics(ctx)
	if err != nil || a.amalg != nil {
		return o, a.amalg, err
	}
	a.withStageReader(func(r *Reader, b *Board) {
		var m *amalgamator
		if m, err = a.amalgamate(ctx, o, r, b); err == nil {
			a.amalg = m
		}
	})
	return o, a.amalg, err
}

// makeDragons runs GNU Go's make_dragons up to the owl stage (seed 000,
// "Amalgamation" and "Dragons"; seed 001): amalgamation, the dragon2
// array, lunches, genus and half eye, influence (moyo and escape route),
// the pre-owl weakness, the crude status, the neighbour dragons and the
// surround hulls.
func (a *Analysis) makeDragons(ctx context.Context, o *Optics, m *amalgamator, r *Reader, b *Board) (*DragonSet, error) {
	ds := buildDragonSet(b, m)
	for d := range ds.dragon2 {
		ds.master[d].EffectiveSize = ds.sumEffectiveSizes(d, a.Worm)
	}
	ds.findLunches(a)
	ds.computeGenus(b, o)
	ds.sync()
	inf, err := influenceStageTactics(ctx, b, ds, a.Worm)
	if err != nil {
		return nil, err
	}
	ds.influence = inf
	for d := range ds.dragon2 {
		d2 := &ds.dragon2[d]
		d2.WeaknessPreOwl = crudeDragonWeakness(Unknown, d2.Genus, d2.Lunch != NoMove,
			d2.MoyoTerritorialValue, float64(d2.EscapeRoute))
		d2.Weakness = d2.WeaknessPreOwl
	}
	for d := range ds.dragon2 {
		ds.master[d].CrudeStatus = ds.crudeStatus(a, d)
		ds.master[d].Status = ds.master[d].CrudeStatus
	}
	ds.sync()
	ds.findNeighborDragons(b, inf)
	for d := range ds.dragon2 {
		h := computeSurround(b, ds, ds.dragon2[d].Origin, NoMove)
		ds.hulls[d] = h
		d2 := &ds.dragon2[d]
		d2.Hull = h
		if h == nil {
			continue
		}
		d2.SurroundStatus, d2.SurroundSize = h.Status, h.Size
		switch h.Status {
		case Surrounded:
			d2.EscapeRoute = 0
		case WeaklySurrounded:
			d2.EscapeRoute /= 2
		}
	}
	return ds, ctx.Err()
}

// sumEffectiveSizes is the sum of the effective sizes of dragon d's worms
// (seed 001, effective_size), added in single precision in the order of
// the dragon's worm list, as GNU Go adds the float sizes of joined dragons:
// printed with two decimals, a sum such as 18.625 then rounds the way GNU
// Go's does. The result is the float64 of the single-precision sum's
// shortest decimal (12.333333, not 12.333333015441895), so that tables
// printing the value in full show what GNU Go's float holds; the two
// round to the same two decimals.
func (s *DragonSet) sumEffectiveSizes(d int, wormOf func(Pos) Worm) float64 {
	var eff float32
	for _, w := range s.worms[d] {
		eff += float32(wormOf(w).EffectiveSize)
	}
	v, _ := strconv.ParseFloat(strconv.FormatFloat(float64(eff), 'g', -1, 32), 64)
	return v
}

// buildDragonSet turns an amalgamation into a dragon set: dragon numbers in
// the board order of the dragons' first stones (GNU Go's
// initialize_supplementary_dragon_data), origins and worm lists from the
// amalgamation.
func buildDragonSet(b *Board, m *amalgamator) *DragonSet {
	s := &DragonSet{size: b.Size()}
	for p := range s.dragon {
		s.dragon[p] = Dragon{ID: -1, Origin: Pos(p), CrudeStatus: Unknown, Status: Unknown}
	}
	var id [NumPos]int
	for p := range id {
		id[p] = -1
	}
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || !b.At(p).IsStone() {
			continue
		}
		org := m.find(p)
		d := id[org]
		if d < 0 {
			d = len(s.dragon2)
			id[org] = d
			s.dragon2 = append(s.dragon2, newDragon2(org))
			s.stones = append(s.stones, nil)
			s.hulls = append(s.hulls, nil)
			var ws []Pos
			for w := org; w != NoMove; w = m.next[w] {
				ws = append(ws, w)
			}
			s.worms = append(s.worms, ws)
			s.master = append(s.master, Dragon{Color: b.At(p), ID: d, Origin: org,
				CrudeStatus: Unknown, Status: Unknown})
		}
		s.stones[d] = append(s.stones[d], p)
	}
	for d := range s.master {
		s.master[d].Size = len(s.stones[d])
	}
	s.sync()
	return s
}

// sync copies the per-dragon data to every stone of the dragon, as GNU Go
// does with dragon[str] = dragon[dragon[str].origin].
func (s *DragonSet) sync() {
	if s.master == nil {
		return
	}
	for d, st := range s.stones {
		for _, p := range st {
			s.dragon[p] = s.master[d]
		}
	}
}

// findLunches sets dragon2.lunch (seed 001, lunch): among the lunches of
// the dragon's worms that can also defend themselves, the one with the
// highest cutstone, then the fewest liberties.
func (s *DragonSet) findLunches(a *Analysis) {
	for _, w := range a.worms {
		if !w.Color.IsStone() || w.Lunch == NoMove {
			continue
		}
		food := a.Worm(w.Lunch)
		if food.DefenseCode() == Lose {
			continue
		}
		d := s.ID(w.Origin)
		cur := s.dragon2[d].Lunch
		if cur == NoMove {
			s.dragon2[d].Lunch = food.Origin
			continue
		}
		cw := a.Worm(cur)
		if food.Cutstone > cw.Cutstone || (food.Cutstone == cw.Cutstone && food.Liberties < cw.Liberties) {
			s.dragon2[d].Lunch = food.Origin
		}
	}
}

// eyeMoveUrgency is how urgent a move in an eye space of value e is: 0
// without a vital move, else the swing d+c-b-a.
func eyeMoveUrgency(e eyes.EyeValue) int {
	if e.B == e.C {
		return 0
	}
	return int(e.D) + int(e.C) - int(e.B) - int(e.A)
}

// computeGenus sets dragon2.genus and heye (seed 001, genus; seed 003):
// the sum of the values of the eye spaces bordered by this dragon alone,
// and the vital defence point of the most urgent of them. A dragon
// borders an eye space when one of its stones is next to a point of the
// space that is not marginal (GNU Go's find_eye_dragons): a second dragon
// touching only the space's marginal points does not take the eye away.
func (s *DragonSet) computeGenus(b *Board, o *Optics) {
	// The urgency that picks heye is measured against the running
	// genus clamped to two eyes (beyond two eyes a vital point gains
	// nothing); the genus itself is not clamped.
	clamped := make([]eyes.EyeValue, len(s.dragon2))
	for _, sp := range o.EyeSpaces() {
		d := s.eyeSpaceDragon(b, o, sp)
		if d < 0 {
			continue
		}
		d2 := &s.dragon2[d]
		if eyeMoveUrgency(sp.Value) > eyeMoveUrgency(clamped[d]) {
			d2.Heye = sp.Defense
		}
		clamped[d] = clamped[d].Add(sp.Value)
		d2.Genus = d2.Genus.Sum(sp.Value)
	}
}

// eyeSpaceDragon is the one dragon of the eye space's colour next to a
// non-marginal point of sp, or -1 when there are none or several.
func (s *DragonSet) eyeSpaceDragon(b *Board, o *Optics, sp EyeSpace) int {
	d := -1
	for _, p := range sp.Points {
		if o.Eye(sp.Color, p).Marginal {
			continue
		}
		for k := 0; k < 4; k++ {
			q := p + Delta[k]
			if b.At(q) != sp.Color {
				continue
			}
			switch id := s.ID(q); {
			case d < 0:
				d = id
			case id != d:
				return -1
			}
		}
	}
	return d
}

// trueGenus is GNU Go's "true genus": min eyes plus max eyes, in half eyes.
func trueGenus(g eyes.EyeValue) int { return g.MinEyes() + g.MaxEyes() }

// crudeStatus is GNU Go's compute_crude_status (seed 001, crude_status):
// alive with two sure eyes, dead for a lone worm that is tactically lost,
// critical or dead from the genus, the lunch, the escape route and the
// moyo, else unknown.
func (s *DragonSet) crudeStatus(a *Analysis, d int) Status {
	d2 := &s.dragon2[d]
	g := trueGenus(d2.Genus)
	org := d2.Origin
	w := a.Worm(org)
	if g > 3 {
		return Alive
	}
	if s.master[d].Size == w.Size && w.AttackCode() != Lose && w.DefenseCode() == Lose && g < 3 {
		return Dead
	}
	if d2.Lunch != NoMove {
		lw := a.Worm(d2.Lunch)
		if g < 3 && lw.DefenseCode() != Lose && d2.EscapeRoute < 5 && (g == 2 || lw.Size > 2) {
			return Critical
		}
		if g >= 3 {
			return Alive
		}
	}
	if d2.Lunch == NoMove || a.Worm(d2.Lunch).Cutstone < 2 {
		if g < 3 && d2.EscapeRoute == 0 && d2.MoyoSize < 5 {
			return Dead
		}
		if g == 3 && d2.EscapeRoute < 5 {
			return Critical
		}
	}
	if d2.MoyoTerritorialValue > 9.99 {
		return Alive
	}
	return Unknown
}

// weaknessInterpolate is a piecewise linear function on [lo, hi] through the given
// values at equal steps, constant outside.
func weaknessInterpolate(values []float64, lo, hi, x float64) float64 {
	n := len(values) - 1
	if x <= lo {
		return values[0]
	}
	if x >= hi {
		return values[n]
	}
	ratio := float64(n) * (x - lo) / (hi - lo)
	i := int(ratio)
	if i >= n {
		return values[n]
	}
	diff := ratio - float64(i)
	return (1-diff)*values[i] + diff*values[i+1]
}

// crudeDragonWeakness combines moyo, escape route and eyes into a weakness
// between 0 and 1 (seed 001, weakness): mostly the best of the three
// partial weaknesses.
func crudeDragonWeakness(safety Status, genus eyes.EyeValue, hasLunch bool, moyoValue, escape float64) float64 {
	switch safety {
	case Invincible, Inessential:
		return 0
	case TacticallyDead, Dead, Critical:
		return 1
	}
	tg := float64(genus.MinEyes() + genus.MaxEyes())
	if hasLunch {
		tg++
	}
	tg *= 0.5
	v := [3]float64{
		weaknessInterpolate([]float64{1.0, 0.65, 0.3, 0.15, 0.05, 0.0}, 0, 15, moyoValue),
		weaknessInterpolate([]float64{1.0, 0.6, 0.3, 0.1, 0.05, 0.0}, 0, 25, escape),
		weaknessInterpolate([]float64{1.0, 0.95, 0.8, 0.5, 0.2, 0.1, 0.0}, 0, 3, tg),
	}
	for i := 0; i < 3; i++ {
		for j := i + 1; j < 3; j++ {
			if v[j] < v[i] {
				v[i], v[j] = v[j], v[i]
			}
		}
	}
	w := 0.7*v[0] + 0.3*v[1]
	if x := 1.3 * v[0]; x < w {
		w = x
	}
	return w
}

// dragonWeakness is the weakness of dragon d once its safety and owl data
// are known (seed 001, weakness).
func (s *DragonSet) dragonWeakness(d int) float64 {
	d2 := &s.dragon2[d]
	w := crudeDragonWeakness(d2.Safety, d2.Genus, d2.Lunch != NoMove, d2.MoyoTerritorialValue, float64(d2.EscapeRoute))
	if d2.OwlStatus != Unchecked {
		if !d2.OwlAttackCertain && d2.OwlAttackCode != Lose {
			w += min(0.25*(1-w), 0.25*w)
		}
		if !d2.OwlDefenseCertain && d2.OwlDefenseCode != Lose {
			w += min(0.25*(1-w), 0.25*w)
		}
	}
	if d2.OwlThreatStatus == CanThreatenAttack {
		w += 0.15 * (1 - w)
	}
	return max(0, min(1, w))
}

// computeStrategicSizes sets dragon2.strategic_size: the effective size
// plus a share of the effective size times weakness of each weak enemy
// neighbour, capped at three times the effective size.
func (s *DragonSet) computeStrategicSizes() {
	bonus := make([]float64, len(s.dragon2))
	for d := range s.dragon2 {
		if s.dragon2[d].Safety == Inessential {
			continue
		}
		sum := 0.0
		for _, e := range s.dragon2[d].Adjacent {
			if s.master[e].Color == s.master[d].Color.Other() && s.dragon2[e].Safety != Inessential {
				sum += s.master[e].EffectiveSize * s.dragon2[e].Weakness
			}
		}
		if sum == 0 {
			continue
		}
		for _, e := range s.dragon2[d].Adjacent {
			if s.master[e].Color == s.master[d].Color.Other() && s.dragon2[e].Safety != Inessential {
				bonus[e] += s.master[e].EffectiveSize * s.dragon2[e].Weakness / sum *
					s.master[d].EffectiveSize * s.dragon2[d].Weakness
			}
		}
	}
	for d := range s.dragon2 {
		s.dragon2[d].StrategicSize = min(bonus[d]+s.master[d].EffectiveSize, 3*s.master[d].EffectiveSize)
	}
}

// findNeighborDragons sets dragon2.adjacent and hostile_neighbors (seed
// 001, neighbors; find_neighbor_dragons): the dragons grow into the empty
// points around them, one step freely and up to five steps through their
// own area, and dragons whose regions touch, or meet at a contested
// point, are neighbours.
func (s *DragonSet) findNeighborDragons(b *Board, inf *Influence) {
	// whose area p is in, on the initial influence with c to move (GNU
	// Go's whose_area(INITIAL_INFLUENCE(c), p)); without influence data
	// the dragons grow one step only.
	area := func(c Color, p Pos) Color {
		if inf == nil {
			return Empty
		}
		in := inf.For(c)
		if in == nil {
			in = inf
		}
		return in.WhoseArea(p)
	}
	var dragons, dist [NumPos]int
	for p := BoardMin; p < BoardMax; p++ {
		dragons[p], dist[p] = -1, -1
		if b.OnBoard(p) && b.At(p).IsStone() {
			dragons[p], dist[p] = s.ID(p), 0
		}
	}
	for step := 1; step <= 5; step++ {
		found := false
		for p := BoardMin; p < BoardMax; p++ {
			if !b.OnBoard(p) || dist[p] != step-1 || dragons[p] < 0 {
				continue
			}
			c := s.master[dragons[p]].Color
			for k := 0; k < 4; k++ {
				q := p + Delta[k]
				if !b.OnBoard(q) || (dist[q] >= 0 && dist[q] < step) {
					continue
				}
				ok := step == 1 || (area(c, p) == c && area(c, q) != c.Other())
				if !ok {
					continue
				}
				if dist[q] == step {
					if dragons[q] != dragons[p] {
						dragons[q] = -2
					}
				} else {
					dragons[q], dist[q] = dragons[p], step
					found = true
				}
			}
		}
		if !found {
			break
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) {
			continue
		}
		if dragons[p] == -2 {
			var adj []int
			for k := 0; k < 4; k++ {
				if q := p + Delta[k]; b.OnBoard(q) && dragons[q] >= 0 {
					adj = append(adj, dragons[q])
				}
			}
			for i := range adj {
				for j := i + 1; j < len(adj); j++ {
					s.addAdjacent(adj[i], adj[j])
				}
			}
		} else if dragons[p] >= 0 {
			for _, q := range [2]Pos{p + North, p + East} {
				if b.OnBoard(q) && dragons[q] >= 0 && dragons[q] != dragons[p] {
					s.addAdjacent(dragons[p], dragons[q])
				}
			}
		}
	}
}

// maxNeighborDragons is GNU Go's MAX_NEIGHBOR_DRAGONS.
const maxNeighborDragons = 10

func (s *DragonSet) addAdjacent(a, b int) {
	if a == b {
		return
	}
	s.addAdjacent1(a, b)
	s.addAdjacent1(b, a)
}

func (s *DragonSet) addAdjacent1(a, b int) {
	d2 := &s.dragon2[a]
	if len(d2.Adjacent) == maxNeighborDragons {
		return
	}
	for _, x := range d2.Adjacent {
		if x == b {
			return
		}
	}
	d2.Adjacent = append(d2.Adjacent, b)
	if s.master[a].Color == s.master[b].Color.Other() {
		d2.HostileNeighbors++
	}
}

// String summarises the dragon set: one line per dragon with its origin,
// colour, size and crude status.
func (s *DragonSet) String() string {
	out := ""
	for d := range s.dragon2 {
		m := s.DRAGON(d)
		out += fmt.Sprintf("%s %s size %d %s\n", Vertex(m.Origin, s.size), m.Color, m.Size, m.CrudeStatus)
	}
	return out
}
