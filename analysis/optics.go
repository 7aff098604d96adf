package analysis

import (
	"context"
	"fmt"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// EyeData is the eye-space record of one point for one colour, GNU Go's
// struct eye_data as `eye_data C V` prints it (seed 003, "Eye spaces" and
// "Functions in optics.c": make_domains, partition_eyespaces).
type EyeData struct {
	// Origin is the first point (in board order) of the eye space holding
	// the point; NoMove if the point is in no eye space of that colour.
	Origin Pos
	// Color is the owner of the eye space (Black or White); Gray for a
	// point both colours reach equally, Empty for a point of no domain
	// of this colour (or a lively stone).
	Color Color
	// ESize is the number of points of the eye space and MSize the number
	// of its marginal points.
	ESize, MSize int
	// Value is the eye value of the eye space (compute_eyes).
	Value eyes.EyeValue
	// Marginal marks a marginal point ("!"): one next to the opponent's
	// domain, or a topologically false eye (seed 003, "Eye spaces").
	Marginal bool
	// Neighbors counts the orthogonal neighbours in the same eye space and
	// MarginalNeighbors those of them that are marginal.
	Neighbors, MarginalNeighbors int
}

// HalfEyeType classifies a point by the topological test of seed 003
// ("Topology of Half Eyes and False Eyes").
type HalfEyeType uint8

// The half eye types, with GNU Go's values.
const (
	// NotHalfEye is a proper eye point or a point not examined.
	NotHalfEye HalfEyeType = 0
	// HalfEye is a point whose eye depends on who moves first.
	HalfEye HalfEyeType = 1
	// FalseEye is a point that cannot become a proper eye.
	FalseEye HalfEyeType = 2
)

// String returns GNU Go's name: "HALF_EYE", "FALSE_EYE" or "0".
func (t HalfEyeType) String() string {
	switch t {
	case HalfEye:
		return "HALF_EYE"
	case FalseEye:
		return "FALSE_EYE"
	}
	return "0"
}

// HalfEyeData is the topological eye analysis of one point, GNU Go's
// struct half_eye_data (seed 003, "Topology of Half Eyes and False Eyes"
// and "Eye Topology with Ko"). Value is the sum of the four diagonal
// values: at most 2 a proper eye, 3 a half eye, 4 or more a false eye,
// with ko giving values in between. Points that are not examined keep the
// value 10.
type HalfEyeData struct {
	Value         float64
	Type          HalfEyeType
	AttackPoints  []Pos
	DefensePoints []Pos
}

// EyeSpace is one connected eye space with its value and vital points
// (seed 003, compute_eyes).
type EyeSpace struct {
	Origin  Pos
	Color   Color
	Points  []Pos
	Value   eyes.EyeValue
	Attack  Pos // vital attack point, NoMove unless B ≠ C
	Defense Pos // vital defence point, NoMove unless B ≠ C
}

// Ko-dependent diagonal values a and b (a+b = 2) of seed 003, "Eye
// Topology with Ko"; GNU Go 3.8 uses a = 3/4.
const (
	diagKoGood = 0.75 // the defender wins the diagonal unless the attacker wins a ko
	diagKoBad  = 1.25 // the defender gets the diagonal only by winning a ko
)

// Optics holds the eye spaces of both colours and the half eye data of a
// position: the result of GNU Go's make_domains,
// find_half_and_false_eyes and eye_computations.
type Optics struct {
	a      *Analysis
	size   int
	black  [NumPos]EyeData
	white  [NumPos]EyeData
	half   [NumPos]HalfEyeData
	spaces []EyeSpace
	lively [NumPos]bool
	solver eyes.Solver
	// shared, if set, is used instead of solver (see OpticsWith).
	shared *eyes.SharedSolver
	// safeNodes bounds each safe-move read of o.safeMove (0:
	// safeMoveNodes).
	safeNodes int
	// safe memoises safeMove on the unchanged board of one computation:
	// the result code plus one, 0 when not yet read; index 0 is Black.
	safe [2][NumPos]uint8
	// halfDirty lists the points whose half eye data topologicalEye
	// wrote (the only writer of half besides the initial values);
	// halfClean says that every other point holds resetForOwl's value.
	halfDirty []Pos
	halfClean bool
	// spaceLast[k][org] is the last point (in board order) of the eye
	// space of colour k (0 Black) whose origin is org, written by
	// partition for its origins only (computeEyes reads it for an origin
	// of the colour's last partition; other entries may be stale and are
	// never read, so no reset clears it).
	spaceLast [2][NumPos]Pos
	// cellBuf, whereBuf, cellRows and whereRows are recognize's scratch
	// for the eye graph's diagram (the solver keeps no reference to it).
	cellBuf   []eyes.Cell
	whereBuf  []Pos
	cellRows  [][]eyes.Cell
	whereRows [][]Pos
}

// Optics returns the eye spaces, half eyes and eye values of the analysed
// position (seed 003), computing them on the first call (Analyze does it at
// EyesLevel) with tactical reading on the analysis's private board. Later
// calls return the same value; a cancelled computation is not kept.
func (a *Analysis) Optics(ctx context.Context) (*Optics, error) {
	return a.OpticsWith(ctx, nil)
}

// OpticsWith is Optics with the eye values solved by sv (when the optics
// are computed by this call; nil means the Config's EyeSolver, or a
// solver of the optics' own when that is nil too), so that an engine that
// analyses many positions solves each eye shape once: the answers are the
// same as with a fresh solver.
func (a *Analysis) OpticsWith(ctx context.Context, sv *eyes.SharedSolver) (*Optics, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if sv == nil {
		sv = a.cfg.EyeSolver
	}
	var o *Optics
	var err error
	a.withStageReader(func(r *Reader, b *Board) {
		if a.optics != nil {
			o = a.optics
			return
		}
		o = &Optics{a: a, size: a.pos.Size(), shared: sv, safeNodes: opticsSafeMoveNodes}
		if err = o.compute(ctx, r, b); err != nil {
			o = nil
			return
		}
		a.optics = o
	})
	return o, err
}

// Eye returns the eye data of colour c at p.
func (o *Optics) Eye(c Color, p Pos) EyeData {
	if !o.onBoard(p) {
		return EyeData{}
	}
	if c == White {
		return o.white[p]
	}
	return o.black[p]
}

// HalfEye returns the topological half eye data of p.
func (o *Optics) HalfEye(p Pos) HalfEyeData {
	if !o.onBoard(p) {
		return HalfEyeData{Value: 10}
	}
	return o.half[p]
}

// EyeSpaces returns the eye spaces of both colours, ordered by origin
// (black before white at the same origin).
func (o *Optics) EyeSpaces() []EyeSpace { return o.spaces }

// EvalEye returns the eye space containing p (of the colour whose eye
// space p belongs to, black first), as GTP eval_eye answers it; ok is false
// if p is in no eye space.
func (o *Optics) EvalEye(p Pos) (EyeSpace, bool) {
	if !o.onBoard(p) {
		return EyeSpace{}, false
	}
	var org Pos
	var c Color
	switch {
	case o.black[p].Color == Black:
		org, c = o.black[p].Origin, Black
	case o.white[p].Color == White:
		org, c = o.white[p].Origin, White
	default:
		return EyeSpace{}, false
	}
	for _, s := range o.spaces {
		if s.Origin == org && s.Color == c {
			return s, true
		}
	}
	return EyeSpace{}, false
}

// resetForOwl empties o for the eye spaces of one owl node evaluation on
// a board of the given size of a's position, as a new Optics would be
// (every field zero, every half eye's value 10, i.e. none), except that
// the solver keeps its cache of solved eye shapes. The owl resets one
// Optics at every node it evaluates; the clear is made in place, since
// building a fresh value and copying it over moves the ~80 kB of the
// point arrays twice.
//
// The half eye array, whose entries hold slices (pointers the garbage
// collector's write barrier must see when they are cleared), is reset
// only at the points topologicalEye wrote since the last reset
// (halfDirty) once a full reset has been made (halfClean); the other
// arrays hold no pointers and are cleared whole.
func (o *Optics) resetForOwl(a *Analysis, size int) {
	o.a, o.size = a, size
	o.black = [NumPos]EyeData{}
	o.white = [NumPos]EyeData{}
	o.lively = [NumPos]bool{}
	o.safe = [2][NumPos]uint8{}
	o.spaces, o.shared, o.safeNodes = nil, nil, 0
	if a != nil {
		// The owl evaluations solve their eye shapes with the
		// analysis' solver when it has one (Config.EyeSolver).
		o.shared = a.cfg.EyeSolver
	}
	if o.halfClean {
		for _, p := range o.halfDirty {
			o.half[p] = HalfEyeData{Value: 10}
		}
	} else {
		for p := range o.half {
			o.half[p] = HalfEyeData{}
			if Pos(p) >= BoardMin && Pos(p) < BoardMax {
				o.half[p].Value = 10
			}
		}
		o.halfClean = true
	}
	o.halfDirty = o.halfDirty[:0]
}

func (o *Optics) onBoard(p Pos) bool {
	return p >= 0 && int(p) < NumPos && int(posExtent[p]) <= o.size
}

// posExtent[p] is one more than the larger of p's row and column for the
// points of a MaxBoard board and 0xff elsewhere, so that p is on a
// size×size board exactly when posExtent[p] <= size (Pos.OnBoard without
// its divisions, for the optics' loops). Filled once, never written again.
var posExtent = func() (t [NumPos]uint8) {
	for p := range t {
		t[p] = 0xff
		if i, j := Pos(p).I(), Pos(p).J(); Pos(p) >= BoardMin && i >= 0 && j >= 0 && i < MaxBoard && j < MaxBoard {
			t[p] = uint8(max(i, j) + 1)
		}
	}
	return t
}()

func (o *Optics) eyeArray(c Color) *[NumPos]EyeData {
	if c == White {
		return &o.white
	}
	return &o.black
}

func (o *Optics) edge(p Pos) bool {
	i, j := p.I(), p.J()
	return i == 0 || j == 0 || i == o.size-1 || j == o.size-1
}

func (o *Optics) corner(p Pos) bool {
	i, j := p.I(), p.J()
	return (i == 0 || i == o.size-1) && (j == 0 || j == o.size-1)
}

func (o *Optics) compute(ctx context.Context, r *Reader, b *Board) error {
	for p := BoardMin; p < BoardMax; p++ {
		o.half[p].Value = 10
		if !o.onBoard(p) || !b.At(p).IsStone() {
			continue
		}
		w := o.a.Worm(p)
		o.lively[p] = !w.Inessential && (w.AttackCode() == Lose || w.DefenseCode() != Lose)
	}
	var blackDom, whiteDom [NumPos]bool
	var falseMargins [NumPos]bool
	o.primaryDomains(r, b, Black, &blackDom, &falseMargins, true)
	o.primaryDomains(r, b, White, &whiteDom, &falseMargins, false)
	o.fillEyes(b, &blackDom, &whiteDom)
	o.partition(Black)
	o.partition(White)
	if err := ctx.Err(); err != nil {
		return err
	}
	o.findHalfAndFalseEyes(r, b, Black)
	o.findHalfAndFalseEyes(r, b, White)
	if err := ctx.Err(); err != nil {
		return err
	}
	// The points of every eye space, gathered in one pass over the board
	// (in board order within each space).
	var index [2][NumPos]int32 // space number plus one, by origin
	for p := BoardMin; p < BoardMax; p++ {
		if !o.onBoard(p) {
			continue
		}
		for k, c := range [2]Color{Black, White} {
			eye := o.eyeArray(c)
			if eye[p].Color == c && eye[p].Origin == p {
				o.spaces = append(o.spaces, EyeSpace{Origin: p, Color: c})
				index[k][p] = int32(len(o.spaces))
			}
		}
	}
	for p := BoardMin; p < BoardMax; p++ {
		if !o.onBoard(p) {
			continue
		}
		for k, c := range [2]Color{Black, White} {
			eye := o.eyeArray(c)
			if eye[p].Color == c && eye[p].Origin != NoMove {
				if n := index[k][eye[p].Origin]; n > 0 {
					o.spaces[n-1].Points = append(o.spaces[n-1].Points, p)
				}
			}
		}
	}
	for k := range o.spaces {
		s := &o.spaces[k]
		o.valueSpace(ctx, r, b, s)
		eye := o.eyeArray(s.Color)
		for _, q := range s.Points {
			eye[q].Value = s.Value
		}
	}
	return ctx.Err()
}

// primaryDomains computes the domain of colour c (seed 003, "Functions in
// optics.c", make_primary_domains): lively own stones and the points next
// to them, then every point that two adjoining points of its
// neighbourhood reach, where a point next to a lively enemy stone needs
// more and points on the first line or next to enemy stones count less.
func (o *Optics) primaryDomains(r *Reader, b *Board, c Color, dom *[NumPos]bool, falseMargins *[NumPos]bool, first bool) {
	pts := make([]Pos, 0, o.size*o.size)
	for p := BoardMin; p < BoardMax; p++ {
		if o.onBoard(p) {
			pts = append(pts, p)
		}
	}
	o.domainsOver(r, b, c, dom, falseMargins, first, pts, o.onBoard)
}

// domainsOver is primaryDomains restricted to the points pts (in tells
// membership): points outside them are in no domain and pass no
// influence. The owl's node evaluation uses it on a box around its goal.
func (o *Optics) domainsOver(r *Reader, b *Board, c Color, dom *[NumPos]bool, falseMargins *[NumPos]bool, first bool, pts []Pos, in func(Pos) bool) {
	other := c.Other()
	var inf, thr [NumPos]int8
	// The relaxation below asks in about the same diagonals again on
	// every pass: its answers are remembered (0 not asked yet, 1 in, 2
	// out), and the points still to reach live on the stack.
	var inMemo [NumPos]uint8
	var listBuf [NumPos]Pos
	list := listBuf[:0]
	for _, p := range pts {
		if o.lively[p] {
			if b.color[p] == c {
				dom[p] = true
				inf[p] = 1
			} else {
				inf[p] = -1
			}
			continue
		}
		// Lively neighbours of each colour: the colours (one bit each)
		// of the lively neighbours, which are stones.
		var m Color
		if o.lively[p+South] {
			m |= b.color[p+South]
		}
		if o.lively[p+West] {
			m |= b.color[p+West]
		}
		if o.lively[p+North] {
			m |= b.color[p+North]
		}
		if o.lively[p+East] {
			m |= b.color[p+East]
		}
		own, enemy := m&c != 0, m&other != 0
		if own {
			if first {
				if b.color[p] == Empty && (o.falseMargin(r, b, p, c) || o.falseMargin(r, b, p, other)) {
					falseMargins[p] = true
				} else {
					dom[p] = true
					inf[p] = 1
				}
			} else if b.color[p] != Empty || !falseMargins[p] {
				dom[p] = true
				inf[p] = 1
			}
		} else {
			list = append(list, p)
		}
		if enemy {
			thr[p] = 1
			inf[p]--
		} else if o.edge(p) {
			inf[p]--
		}
	}
	// A point joins the domain through a diagonal bb in its box when
	// inf[bb]+inf[a] > thr[p] for one of the two orthogonal points a
	// between them: the larger of the two decides, so each diagonal is
	// tested once.
	isIn := func(bb Pos) bool {
		m := inMemo[bb]
		if m == 0 {
			m = 2
			if in(bb) {
				m = 1
			}
			inMemo[bb] = m
		}
		return m == 1
	}
	for changed := true; changed; {
		changed = false
		for _, p := range list {
			if dom[p] {
				continue
			}
			t := int(thr[p])
			iS, iW, iN, iE := int(inf[p+South]), int(inf[p+West]), int(inf[p+North]), int(inf[p+East])
			if (int(inf[p+South+East])+max(iS, iE) > t && isIn(p+South+East)) ||
				(int(inf[p+South+West])+max(iS, iW) > t && isIn(p+South+West)) ||
				(int(inf[p+North+East])+max(iN, iE) > t && isIn(p+North+East)) ||
				(int(inf[p+North+West])+max(iN, iW) > t && isIn(p+North+West)) {
				dom[p] = true
				inf[p]++
				changed = true
			}
		}
	}
}

// falseMargin reports a false margin of colour c at the empty point p
// (seed 003, "False Margins"): p touches stones of both colours, some
// enemy neighbour is not lively, some lively enemy neighbour cannot be
// attacked, and the enemy cannot play safely at p.
func (o *Optics) falseMargin(r *Reader, b *Board, p Pos, c Color) bool {
	other := c.Other()
	// p is on the board, so its neighbours are inside the padded array
	// and Gray off the board (not stones).
	var seen Color
	for _, d := range Delta[:4] {
		if col := b.color[p+d]; col.IsStone() {
			seen |= col
		}
	}
	if seen != Black|White {
		return false
	}
	allLively := true
	for _, d := range Delta[:4] {
		q := p + d
		if b.color[q] == other && !o.lively[q] {
			allLively = false
		}
	}
	if allLively {
		return false
	}
	potential := false
	for _, d := range Delta[:4] {
		q := p + d
		if b.color[q] != other || !o.lively[q] {
			continue
		}
		if w := o.a.Worm(q); w.AttackCode() == Lose {
			potential = true
		}
	}
	return potential && o.safeMove(r, b, p, other) == Lose
}

// fillEyes turns the two domains into eye data: a point belongs to the
// eye space of a colour if only that colour reaches it, or if both do and
// it touches a point only that colour reaches, in which case it is
// marginal; a point of a colour's domain next to a point of the other
// domain only is marginal too.
func (o *Optics) fillEyes(b *Board, bd, wd *[NumPos]bool) {
	for p := BoardMin; p < BoardMax; p++ {
		if !o.onBoard(p) {
			continue
		}
		if b.At(p) != Empty && o.lively[p] {
			continue
		}
		switch {
		case !bd[p] && !wd[p]:
			o.black[p].Color = Gray
			o.white[p].Color = Gray
		case bd[p] && !wd[p]:
			o.black[p].Color = Black
			o.black[p].Marginal = o.touchesOnly(p, wd, bd)
		case !bd[p] && wd[p]:
			o.white[p].Color = White
			o.white[p].Marginal = o.touchesOnly(p, bd, wd)
		default:
			if o.touchesOnly(p, bd, wd) {
				o.black[p].Color, o.black[p].Marginal = Black, true
			} else {
				o.black[p].Color = Gray
			}
			if o.touchesOnly(p, wd, bd) {
				o.white[p].Color, o.white[p].Marginal = White, true
			} else {
				o.white[p].Color = Gray
			}
		}
	}
}

// touchesOnly reports whether p has a neighbour in domain in but not in
// domain out.
func (o *Optics) touchesOnly(p Pos, in, out *[NumPos]bool) bool {
	for _, d := range Delta[:4] {
		q := p + d
		if in[q] && !out[q] && o.onBoard(q) {
			return true
		}
	}
	return false
}

// partition finds the connected eye spaces of colour c (two marginal
// points are not connected directly) and counts sizes and neighbours
// (partition_eyespaces).
func (o *Optics) partition(c Color) {
	eye := o.eyeArray(c)
	k := 0 // spaceLast's index of c
	if c == White {
		k = 1
	}
	var stackBuf [NumPos]Pos
	stack := stackBuf[:0]
	for p := BoardMin; p < BoardMax; p++ {
		if eye[p].Color != c || eye[p].Origin != NoMove || !o.onBoard(p) {
			continue
		}
		esize, msize := 0, 0
		eye[p].Origin = p
		last := p
		stack = append(stack[:0], p)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			last = max(last, q)
			esize++
			if eye[q].Marginal {
				msize++
			}
			for _, d := range Delta[:4] {
				n := q + d
				if eye[n].Color == c && eye[n].Origin == NoMove && (!eye[n].Marginal || !eye[q].Marginal) && o.onBoard(n) {
					eye[n].Origin = p
					stack = append(stack, n)
				}
			}
		}
		eye[p].ESize, eye[p].MSize = esize, msize
		o.spaceLast[k][p] = last
	}
	for p := BoardMin; p < BoardMax; p++ {
		if eye[p].Origin == NoMove || !o.onBoard(p) {
			continue
		}
		org := eye[p].Origin
		eye[p].ESize, eye[p].MSize = eye[org].ESize, eye[org].MSize
		eye[p].Neighbors, eye[p].MarginalNeighbors = 0, 0
		for _, d := range Delta[:4] {
			n := p + d
			if eye[n].Origin == org && o.onBoard(n) {
				eye[p].Neighbors++
				if eye[n].Marginal {
					eye[p].MarginalNeighbors++
				}
			}
		}
	}
}

// safeMove is GNU Go's safe_move: the result code of a move by c at p
// that the opponent then tries to capture (Win: it cannot be captured;
// Lose: illegal or lost). A ko capture counts as KoB at best.
func safeMove(r *Reader, b *Board, p Pos, c Color) ResultCode {
	if b.Trymove(p, c) {
		code, _ := r.Attack(b, p)
		b.Undo()
		return code.invert()
	}
	if b.At(p) == Empty && isKoCapture(b, p, c) && b.TryKo(p, c) == nil {
		code, _ := r.Attack(b, p)
		b.Undo()
		if code.invert() == Win {
			return KoB
		}
	}
	return Lose
}

// safeMoveNodes bounds the tactical reading of one safe move of the
// optics (false margins, diagonals of eye points, vital points) computed
// inside other reading (the owl's node evaluation). A read cut short
// counts as a safe move. GNU Go reads these to its depth limits; on the
// perf corpus the bound changes 0.1-0.2% of the eye_data, half_eye_data
// and eval_eye answers and cuts the median time of a 19x19 eye-space
// analysis from 0.77 to 0.48 ms (its p90 from 4.7 to 0.8 ms).
const safeMoveNodes = 150

// opticsSafeMoveNodes is safeMoveNodes for the optics of an analysed
// position (Analysis.Optics). About a tenth of the 19x19 eye-space
// analysis's reads run past 60 nodes and they take two thirds of its
// reading; cutting them there costs 0.03-0.06% of the eye_data,
// half_eye_data and eval_eye answers on the perf corpus and brings the
// median time per position from 0.38 to 0.30 ms (p90 0.74 to 0.50 ms).
const opticsSafeMoveNodes = 60

// safeMove is safeMove memoised for the board the optics are computed on
// (the same diagonal is read for several eye points and both colours).
// Callers that have moved on the board must call the plain function.
func (o *Optics) safeMove(r *Reader, b *Board, p Pos, c Color) ResultCode {
	k := 0
	if c == White {
		k = 1
	}
	if v := o.safe[k][p]; v != 0 {
		return ResultCode(v - 1)
	}
	lim := r.NodeLimit
	r.NodeLimit = o.safeLimit()
	code := safeMove(r, b, p, c)
	r.NodeLimit = lim
	o.safe[k][p] = uint8(code) + 1
	return code
}

// safeLimit returns the node bound of o's safe-move reads.
func (o *Optics) safeLimit() int {
	if o.safeNodes > 0 {
		return o.safeNodes
	}
	return safeMoveNodes
}

// doesCaptureSomething reports whether a stone of colour c at p would
// capture an adjacent string in atari.
func doesCaptureSomething(b *Board, p Pos, c Color) bool {
	other := c.Other()
	for _, d := range Delta[:4] {
		q := p + d
		if b.At(q) == other && b.CountLib(q) == 1 {
			return true
		}
	}
	return false
}

// doesSecure reports whether a move by c at move stops the opponent from
// playing safely at p.
func doesSecure(r *Reader, b *Board, c Color, move, p Pos) bool {
	if !b.Trymove(move, c) {
		return false
	}
	defer b.Undo()
	return b.At(p) != Empty || safeMove(r, b, p, c.Other()) == Lose
}

// findHalfAndFalseEyes classifies the eye points of colour c with at most
// one neighbour in their eye space by the sum of their diagonal values
// (seed 003, "Topology of Half Eyes and False Eyes"); false eyes become
// marginal points of their eye space.
func (o *Optics) findHalfAndFalseEyes(r *Reader, b *Board, c Color) {
	eye := o.eyeArray(c)
	for p := BoardMin; p < BoardMax; p++ {
		if !o.onBoard(p) || eye[p].Color != c || eye[p].Marginal || eye[p].Neighbors > 1 {
			continue
		}
		sum := o.topologicalEye(r, b, p, c)
		switch {
		case sum >= 4:
			o.half[p].Type = FalseEye
			if eye[p].ESize == 1 || b.IsLegal(p, c.Other()) || b.At(p) == c.Other() {
				o.addFalseEye(p, c)
			}
		case sum > 2:
			o.half[p].Type = HalfEye
		}
	}
}

// addFalseEye turns a proper eye point into a marginal one.
func (o *Optics) addFalseEye(p Pos, c Color) {
	eye := o.eyeArray(c)
	if eye[p].Color == Gray || eye[p].Marginal {
		return
	}
	eye[p].Marginal = true
	org := eye[p].Origin
	ms := eye[org].MSize + 1
	for _, d := range Delta[:4] {
		n := p + d
		if o.onBoard(n) && eye[n].Origin == org {
			eye[n].MarginalNeighbors++
		}
	}
	for q := BoardMin; q < BoardMax; q++ {
		if o.onBoard(q) && eye[q].Origin == org {
			eye[q].MSize = ms
		}
	}
}

// topologicalEye sums the diagonal values of p for colour c and records
// the points to attack and defend the diagonals.
func (o *Optics) topologicalEye(r *Reader, b *Board, p Pos, c Color) float64 {
	other := c.Other()
	var sum float64
	type cand struct {
		p Pos
		v int
	}
	var atts, defs []cand
	insert := func(l []cand, x cand) []cand {
		k := len(l)
		for k > 0 && l[k-1].v < x.v {
			k--
		}
		l = append(l, cand{})
		copy(l[k+1:], l[k:])
		l[k] = x
		return l
	}
	for k := 4; k < 8; k++ {
		diag := p + Delta[k]
		di, dj := diagonalIJ(p, k)
		val, ap, dp := o.diagonal(r, b, di, dj, c)
		if val < 2 && b.At(diag) == other && o.cutsWall(b, p, diag, c) {
			val = 2
		}
		sum += val
		if val > 0 && val < 2 && ap != NoMove && dp != NoMove {
			av, dv := 3, 3
			if val < 1 {
				av, dv = 2, 1
			} else if val > 1 {
				av, dv = 1, 2
			}
			atts = insert(atts, cand{ap, av})
			defs = insert(defs, cand{dp, dv})
		}
	}
	h := &o.half[p]
	o.halfDirty = append(o.halfDirty, p)
	h.Value = sum
	h.AttackPoints, h.DefensePoints = nil, nil
	for _, x := range atts {
		if x.v == atts[0].v {
			h.AttackPoints = append(h.AttackPoints, x.p)
		}
	}
	for _, x := range defs {
		if x.v == defs[0].v {
			h.DefensePoints = append(h.DefensePoints, x.p)
		}
	}
	return sum
}

// cutsWall reports whether the enemy string at diag, diagonal to the eye
// point p of colour c, counts 2 whatever its tactical codes: p is empty
// and off the edge, the string has three or more stones and touches p,
// and p touches two strings of colour c, one of them with at most 20
// liberties (the string cuts the eye's wall, so capturing it is no
// remedy).
func (o *Optics) cutsWall(b *Board, p, diag Pos, c Color) bool {
	if b.At(p) != Empty || o.edge(p) || !neighborOfString(b, p, diag) || b.StringSize(diag) < 3 {
		return false
	}
	var strs [4]Pos
	ns := 0
	for _, d := range Delta[:4] {
		q := p + d
		if b.At(q) != c {
			continue
		}
		if org := b.Origin(q); !containsPos(strs[:ns], org) {
			strs[ns] = org
			ns++
		}
	}
	if ns < 2 {
		return false
	}
	for _, org := range strs[:ns] {
		if b.CountLib(org) <= 20 {
			return true
		}
	}
	return false
}

// neighborOfString reports whether p is adjacent to the string at str.
func neighborOfString(b *Board, p, str Pos) bool {
	org := b.Origin(str)
	for _, d := range Delta[:4] {
		q := p + d
		if b.At(q) == b.At(str) && b.Origin(q) == org {
			return true
		}
	}
	return false
}

// diagonal evaluates the point (i, j) diagonal to an eye point of colour c
// (seed 003, "Topology of Half Eyes and False Eyes" and "Eye Topology with
// Ko"): 0 if c controls it, 2 if the opponent does, 1 if either can take
// it, the ko values in between; off the board 1, and 0 off the corner. It
// returns the points that attack and defend the eye through it.
func (o *Optics) diagonal(r *Reader, b *Board, i, j int, c Color) (float64, Pos, Pos) {
	off := 0
	if i < 0 || i >= o.size {
		off++
	}
	if j < 0 || j >= o.size {
		off++
	}
	if off > 0 {
		return float64(off % 2), NoMove, NoMove
	}
	p := POS(i, j)
	eye := o.eyeArray(c)
	other := c.Other()
	if eye[p].Color == c && !eye[p].Marginal && eye[p].MarginalNeighbors < 2 &&
		!(b.At(p) == Empty && doesCaptureSomething(b, p, other)) {
		return 0, NoMove, NoMove
	}
	var val float64
	apos, dpos := NoMove, NoMove
	switch b.At(p) {
	case Empty:
		apos, dpos = p, p
		your := o.safeMove(r, b, p, other)
		switch {
		case your == Lose:
			val = 0
		case your != Win:
			val = diagKoGood
		default:
			our := o.safeMove(r, b, p, c)
			switch {
			case our == Lose:
				val = 2
				for k := 4; k < 8; k++ {
					dg := p + Delta[k]
					if b.At(dg) != other || b.CountLib(dg) != 1 {
						continue
					}
					var buf [1]Pos
					lib := b.Liberties(dg, buf[:0])[0]
					if lib != p && doesSecure(r, b, c, lib, p) {
						val = 1
						apos = lib
						break
					}
				}
			case our == Win:
				val = 1
			default:
				val = diagKoBad
			}
		}
	case c:
		val = 0
	case other:
		w := o.a.Worm(p)
		val = diagStringValue(w.AttackCode(), w.DefenseCode())
		apos, dpos = w.AttackPoint(), w.DefensePoint()
	}
	if val > 0 && val < 2 {
		return val, dpos, apos
	}
	return val, NoMove, NoMove
}

// diagStringValue is the diagonal value of an enemy string whose attack
// and defence codes are ac and dc (seed 003, "Topology of Half Eyes and
// False Eyes" and "Eye Topology with Ko"): 2 when it cannot be captured,
// 0 when it cannot be saved, 1 when whoever moves first wins it, the ko
// values in between.
func diagStringValue(ac, dc ResultCode) float64 {
	switch {
	case ac == Lose:
		return 2
	case dc == Lose:
		return 0
	case ac == Win && dc == Win:
		return 1
	case ac == Win:
		return diagKoGood
	case dc == Win:
		return diagKoBad
	}
	return 1
}

// String formats the eye data as GNU Go's eye_data answer (without
// vertex names resolved: use GTPString).
func (e EyeData) String() string {
	return fmt.Sprintf("origin=%v color=%v esize=%d msize=%d value=%v marginal=%v",
		e.Origin, e.Color, e.ESize, e.MSize, e.Value, e.Marginal)
}
