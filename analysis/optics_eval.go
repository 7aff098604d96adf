package analysis

import (
	"context"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Limits of the eye spaces that are solved as local games. GNU Go only
// recognises eye spaces with at most 8 non-marginal and 20 marginal points
// (seed 003, "Eye shape analysis"); bigger ones, and graphs too big for a
// quick search, get the size heuristic of compute_eyes.
const (
	maxEyeInterior  = 8
	maxEyeMarginals = 20
	maxEyeVertices  = 18
	eyeNodeLimit    = 400_000
)

// computeEyes values the eye space of colour c whose origin is org (seed
// 003, compute_eyes): the eye space is turned into an eye graph, half eyes get a
// virtual marginal neighbour, and the local game is solved by search. A ko
// half eye and a half eye whose vital point lies inside the eye space are
// also tried as proper eye points, as GNU Go does.
func (o *Optics) computeEyes(ctx context.Context, r *Reader, b *Board, org Pos, c Color) EyeSpace {
	eye := o.eyeArray(c)
	s := EyeSpace{Origin: org, Color: c}
	// An eye space's origin is its first point in board order (partition
	// fills each space from the first point it meets) and partition
	// records its last: the points before and after need no look.
	k := 0 // spaceLast's index of c
	if c == White {
		k = 1
	}
	last := BoardMax - 1
	if l := o.spaceLast[k][org]; l >= org && l < last {
		last = l
	}
	for p := max(org, BoardMin); p <= last; p++ {
		if eye[p].Origin == org && eye[p].Color == c && o.onBoard(p) {
			s.Points = append(s.Points, p)
		}
	}
	o.valueSpace(ctx, r, b, &s)
	return s
}

// valueSpace is computeEyes for an eye space whose points are given.
func (o *Optics) valueSpace(ctx context.Context, r *Reader, b *Board, s *EyeSpace) {
	eye := o.eyeArray(s.Color)
	org := s.Origin
	val, att, def, ok := o.readEye(ctx, r, b, s)
	if !ok {
		e := eye[org]
		switch d := e.ESize - 2*e.MSize; {
		case d > 3:
			val = eyes.EyeValue{A: 2, B: 2, C: 2, D: 2}
		case d > 0:
			val = eyes.EyeValue{A: 1, B: 1, C: 1, D: 1}
		default:
			val = eyes.EyeValue{}
		}
		att, def = NoMove, NoMove
	}
	s.Value, s.Attack, s.Defense = val, att, def
}

// vital holds the vital points of one recognition.
type vital struct {
	attacks, defenses []Pos
}

// readEye is GNU Go's read_eye: recognition plus the ko and combination
// half eye refinements.
func (o *Optics) readEye(ctx context.Context, r *Reader, b *Board, s *EyeSpace) (eyes.EyeValue, Pos, Pos, bool) {
	var proper [NumPos]bool
	val, att, def, vp, ok := o.recognize(ctx, r, b, s, &proper)
	if !ok {
		return val, att, def, false
	}
	eye := o.eyeArray(s.Color)
	comb, combAtt, combDef := NoMove, NoMove, NoMove
	koHalf, nKo := NoMove, 0
	for _, p := range s.Points {
		h := &o.half[p]
		if h.Type != HalfEye {
			continue
		}
		if comb == NoMove {
			ap, dp := NoMove, NoMove
			for _, q := range h.AttackPoints {
				if eye[q].Origin == s.Origin && eye[q].Color == s.Color {
					ap = q
					break
				}
			}
			for _, q := range h.DefensePoints {
				if eye[q].Origin == s.Origin && eye[q].Color == s.Color {
					dp = q
					break
				}
			}
			if ap != NoMove || dp != NoMove {
				comb, combAtt, combDef = p, ap, dp
			}
		}
		if h.Value < 3 {
			nKo++
			koHalf = p
		}
	}
	if comb != NoMove {
		proper[comb] = true
		cv, ca, cd, cvp, cok := o.recognize(ctx, r, b, s, &proper)
		proper[comb] = false
		_ = cd
		_ = ca
		if cok {
			if combAtt != NoMove && val.B > cv.B {
				for _, q := range cvp.attacks {
					if q == combAtt {
						val.A, val.B = cv.A, cv.B
						att = ca
						vp.attacks = []Pos{combAtt}
						break
					}
				}
			}
			if combDef != NoMove && val.C < cv.C {
				for _, q := range cvp.defenses {
					if q == combDef {
						val.C, val.D = cv.C, cv.D
						def = cd
						vp.defenses = []Pos{combDef}
						break
					}
				}
			}
			if val.B != val.C {
				if att == NoMove {
					att = combAtt
					if att == NoMove {
						att = combDef
					}
				}
				if def == NoMove {
					def = combDef
				}
			}
		}
	}
	if nKo == 1 {
		proper[koHalf] = true
		kv, ka, kd, _, kok := o.recognize(ctx, r, b, s, &proper)
		proper[koHalf] = false
		if kok && val.C < kv.C {
			val, att, def = kv, ka, kd
		}
	}
	return val, att, def, true
}

// recognize builds the eye graph of s and solves it (GNU Go's
// recognize_eye, with search in place of the pattern database). Half eyes
// not marked proper get a virtual marginal neighbour. ok is false when the
// space is too big, the search fails, or the space is worth two sure eyes
// (GNU Go's database has no such shapes) unless it holds dead stones next to
// empty points: capturing them is worth two eyes, as the database's
// dead-stone shapes say.
func (o *Optics) recognize(ctx context.Context, r *Reader, b *Board, s *EyeSpace, proper *[NumPos]bool) (val eyes.EyeValue, att, def Pos, vp vital, ok bool) {
	eye := o.eyeArray(s.Color)
	e := eye[s.Origin]
	if e.ESize-e.MSize > maxEyeInterior || e.MSize > maxEyeMarginals {
		return
	}
	// GNU Go's shape database has few big shapes: spaces of ten points or
	// more, and of seven or more with three marginal points, are left to
	// the size heuristic as GNU Go leaves them (measured against GNU Go
	// 3.8 on the differential corpus).
	if e.ESize >= 10 || (e.ESize >= 7 && e.MSize >= 3) {
		return
	}
	mini, maxi, minj, maxj := o.size, -1, o.size, -1
	nv := 0
	for _, p := range s.Points {
		mini, maxi = min(mini, p.I()), max(maxi, p.I())
		minj, maxj = min(minj, p.J()), max(maxj, p.J())
		nv++
		if o.half[p].Type == HalfEye && !proper[p] {
			nv++
		}
	}
	if nv > maxEyeVertices {
		return
	}
	h, w := maxi-mini+3, maxj-minj+3
	// cells and where (the board point of a cell; -q for the virtual
	// marginal of half eye q) are rows of the Optics' scratch, zeroed.
	if cap(o.cellBuf) < h*w {
		o.cellBuf = make([]eyes.Cell, h*w)
		o.whereBuf = make([]Pos, h*w)
	}
	cellBuf, whereBuf := o.cellBuf[:h*w], o.whereBuf[:h*w]
	clear(cellBuf)
	clear(whereBuf)
	cells, where := o.cellRows[:0], o.whereRows[:0]
	for i := 0; i < h; i++ {
		cells = append(cells, cellBuf[i*w:(i+1)*w:(i+1)*w])
		where = append(where, whereBuf[i*w:(i+1)*w:(i+1)*w])
	}
	o.cellRows, o.whereRows = cells, where
	for _, p := range s.Points {
		i, j := p.I()-mini+1, p.J()-minj+1
		stone := b.At(p).IsStone()
		switch {
		case eye[p].Marginal && stone:
			cells[i][j] = eyes.MarginalStone
		case eye[p].Marginal:
			cells[i][j] = eyes.Marginal
		case stone:
			cells[i][j] = eyes.DeadStone
		default:
			cells[i][j] = eyes.EyePoint
		}
		where[i][j] = p
	}
	// The diagram has a one-point frame around the space; a frame line
	// beyond the board is a board edge (seed 003: the edge changes the
	// value, e.g. of a corner point between two dead stones).
	top, bottom := mini == 0, maxi == o.size-1
	left, right := minj == 0, maxj == o.size-1
	offBoard := func(i, j int) bool {
		return (top && i == 0) || (bottom && i == h-1) || (left && j == 0) || (right && j == w-1)
	}
	at := func(i, j int) eyes.Cell {
		if i < 0 || j < 0 || i >= h || j >= w {
			return eyes.Outside
		}
		return cells[i][j]
	}
	for _, p := range s.Points {
		if o.half[p].Type != HalfEye || proper[p] {
			continue
		}
		i, j := p.I()-mini+1, p.J()-minj+1
		placed := false
		for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
			qi, qj := i+d[0], j+d[1]
			if qi < 0 || qj < 0 || qi >= h || qj >= w || cells[qi][qj] != eyes.Outside || offBoard(qi, qj) {
				continue
			}
			free := true
			for _, d2 := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
				ni, nj := qi+d2[0], qj+d2[1]
				if ni == i && nj == j {
					continue
				}
				if at(ni, nj) != eyes.Outside {
					free = false
				}
			}
			if free {
				cells[qi][qj] = eyes.Marginal
				where[qi][qj] = -p
				placed = true
				break
			}
		}
		if !placed {
			return
		}
	}
	// A space filled with dead stones only becomes the shape its capture
	// leaves, but the capture costs the defender a move on the stones'
	// liberties outside the space, after which the attacker plays first
	// in the emptied shape: whoever starts, the space is worth the
	// attacker-first value of that shape.
	empty := false
	for i := range cells {
		for _, c := range cells[i] {
			if c == eyes.EyePoint || c == eyes.Marginal {
				empty = true
			}
		}
	}
	if !empty {
		for i := range cells {
			for j, c := range cells[i] {
				switch c {
				case eyes.DeadStone:
					cells[i][j] = eyes.EyePoint
				case eyes.MarginalStone:
					cells[i][j] = eyes.Marginal
				}
			}
		}
	}
	// A marginal point stands for a point next to an invincible attacker
	// group, which the solver places outside the space; on the first
	// line that group has no room beyond the edge, so spaces with
	// marginal points are read without their edges.
	if hasMarginal(cells) {
		top, bottom, left, right = false, false, false, false
	}
	g := &eyes.Graph{Cells: cells, Width: w, BottomRow: -1, RightCol: -1,
		Top: top, Bottom: bottom, Left: left, Right: right}
	opts := eyes.Options{NodeLimit: eyeNodeLimit, OutsideLiberties: o.outsideLiberties(b, s)}
	var res eyes.Result
	var err error
	if o.shared != nil {
		res, err = o.shared.Analyze(ctx, g, opts)
	} else {
		res, err = o.solver.Analyze(ctx, g, opts)
	}
	if err != nil {
		return
	}
	val = res.Value
	if !empty {
		val = eyes.EyeValue{A: val.B, B: val.B, C: val.B, D: val.B}
	}
	if val.B >= 2 && !(empty && hasDeadStone(cells)) {
		return
	}
	verts := res.Vertices
	if len(verts) != len(res.Roles) {
		return
	}
	if val.B != val.C {
		for k, v := range verts {
			q := where[v[0]][v[1]]
			role := res.Roles[k]
			if role&eyes.Attack != 0 {
				if q < 0 {
					vp.attacks = append(vp.attacks, o.half[-q].AttackPoints...)
				} else if q > 0 {
					vp.attacks = append(vp.attacks, q)
				}
			}
			if role&eyes.Defense != 0 {
				if q < 0 {
					vp.defenses = append(vp.defenses, o.half[-q].DefensePoints...)
				} else if q > 0 {
					vp.defenses = append(vp.defenses, q)
				}
			}
		}
		att = o.bestVital(r, b, s, vp.attacks, false)
		def = o.bestVital(r, b, s, vp.defenses, true)
	}
	return val, att, def, vp, true
}

// bestVital picks among vital points the one with the most eye space
// around it (straight neighbours count double, occupied ones triple), as
// recognize_eye does; a defence point the defender cannot play safely is
// penalised, and of two equal points the one off the first line wins.
func (o *Optics) bestVital(r *Reader, b *Board, s *EyeSpace, cands []Pos, defense bool) Pos {
	eye := o.eyeArray(s.Color)
	best, bestScore := NoMove, -10
	for _, p := range cands {
		score := 0
		for k, d := range Delta {
			q := p + d
			if !o.onBoard(q) || eye[q].Color != s.Color || eye[q].Marginal {
				continue
			}
			score++
			if k < 4 {
				score++
				if b.At(q) != Empty {
					score++
				}
			}
		}
		if defense && o.safeMove(r, b, p, s.Color) != Win {
			score -= 5
		}
		if score == 0 {
			score += 2
		}
		if score > bestScore || (score == bestScore && best != NoMove && o.edge(best) && !o.edge(p)) {
			best, bestScore = p, score
		}
	}
	return best
}

// hasMarginal reports whether a diagram has a marginal point.
func hasMarginal(cells [][]eyes.Cell) bool {
	for _, row := range cells {
		for _, c := range row {
			if c.IsMarginal() {
				return true
			}
		}
	}
	return false
}

// hasDeadStone reports whether a diagram has an attacker stone on a
// point that is not marginal.
func hasDeadStone(cells [][]eyes.Cell) bool {
	for _, row := range cells {
		for _, c := range row {
			if c == eyes.DeadStone {
				return true
			}
		}
	}
	return false
}

// outsideLiberties returns the liberties outside the eye space s of the
// defender's strings around it, as eyes.Options.OutsideLiberties takes
// them: 0 (the default, two) when there are two or more, -1 for none. A
// wall short of liberties changes the local game: the bent four in the
// corner of a group with no outside liberty is worth 1122, not 1222
// (seed 003, "Eye Local Game Values").
func (o *Optics) outsideLiberties(b *Board, s *EyeSpace) int {
	eye := o.eyeArray(s.Color)
	var seen, libs [NumPos]bool
	n := 0
	var buf [MaxBoard * MaxBoard]Pos
	for _, p := range s.Points {
		for _, d := range Delta[:4] {
			q := p + d
			if !o.onBoard(q) || b.At(q) != s.Color || seen[b.Origin(q)] {
				continue
			}
			seen[b.Origin(q)] = true
			for _, l := range b.Liberties(q, buf[:0]) {
				if libs[l] || (eye[l].Origin == s.Origin && eye[l].Color == s.Color) {
					continue
				}
				libs[l] = true
				n++
				if n >= 2 {
					return 0
				}
			}
		}
	}
	if n == 0 {
		return -1
	}
	return n
}
