package analysis

import (
	"context"
	"fmt"
	"math/bits"
	"sort"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Limits of the semeai search. Near the root up to three candidate moves
// are read, deeper two, and beyond semeaiBranchDepth only the best one, so
// a race of N liberties costs about 3·2·…·N nodes, not an exponential tree.
const (
	semeaiBranchDepth  = 10
	semeaiBranchDepth2 = 4
	semeaiMaxDepth     = 80
	// semeaiReadingNodes bounds each tactical question asked inside the
	// semeai search.
	semeaiReadingNodes = 600
	// semeaiOutsideMoves is the number of safe outside liberties offered
	// at each node.
	semeaiOutsideMoves = 1
)

// Move values (priorities) of the candidate generators.
const (
	valAttackCritical = 105
	valAttackWorm     = 100
	valDefendWorm     = 85
	valVital          = 80
	valSaveLunch      = 45
	valOutsideLib     = 50
	valEyeFill        = 30
	// valExtension is below valOutsideLib: a side that gains liberties
	// by extending still fills the opponent's outside liberties first,
	// unless the extension gains many liberties.
	valExtension = valOutsideLib - 10
	valCommonLib = 10
	// valThreat: the point where the opponent's two moves in a row would
	// make a second eye out of one space.
	valThreat = valCommonLib + 5
	// valSacrifice: growing a lost string in atari into a bigger
	// sacrifice, tried after the liberty fills.
	valSacrifice = 20
)

// semeaiKind says which generator proposed a move.
type semeaiKind uint8

const (
	kindTactical semeaiKind = iota
	kindVital
	kindOutside
	kindBackfillOutside
	kindEyeFill
	kindCommon
	kindBackfillCommon
)

type semeaiMove struct {
	pos   Pos
	value int
	kind  semeaiKind
}

type semeaiTT struct {
	ra, rb ResultCode
	move   Pos
}

// semeaiSearch is one semeai read. Side 0 is dragon A, side 1 dragon B.
type semeaiSearch struct {
	ctx     context.Context
	b       *Board
	r       *Reader
	goal    [2]PointSet
	color   [2]Color
	key     [2]Pos
	big     [2][]Pos // a stone of each string of more than six stones
	limit   int
	nodes   int
	stopped bool
	tt      map[uint64]semeaiTT
	solver  eyes.Solver
	eyeMemo map[uint64]semeaiEye
	trace   func(format string, args ...any) // debugging aid set by tests, nil = off
	// an is the analysis of the position (nil: none), for the owl read
	// of a dragon that captured the opponent's queried string.
	an       *Analysis
	alive    PointSet // stones of living dragons outside the race
	lifeMemo map[uint64]ResultCode
	owlNodes int // owl nodes used by lifeAfterCapture
	// includeSemeaiWorms lets eye spaces include the opponent's dragon's
	// stones (set only around one eyeInfo call).
	includeSemeaiWorms bool
}

func newSemeaiSearch(ctx context.Context, b *Board, goalA, goalB PointSet, apos, bpos Pos, limit int, alive *PointSet) *semeaiSearch {
	s := &semeaiSearch{
		ctx: ctx, b: b, r: NewReader(semeaiReadingNodes, 0),
		goal:    [2]PointSet{goalA, goalB},
		color:   [2]Color{b.At(apos), b.At(bpos)},
		key:     [2]Pos{apos, bpos},
		limit:   limit,
		tt:      map[uint64]semeaiTT{},
		eyeMemo: map[uint64]semeaiEye{},
	}
	if alive != nil {
		s.alive = *alive
	}
	for side := 0; side < 2; side++ {
		for _, o := range s.goalStrings(side) {
			if b.StringSize(o) > 6 || (alive != nil && s.touches(o, alive)) {
				s.big[side] = append(s.big[side], o)
			}
		}
	}
	return s
}

// touches reports whether the string at o is adjacent to a stone of set.
func (s *semeaiSearch) touches(o Pos, set *PointSet) bool {
	var buf [64]Pos
	for _, p := range s.b.Stones(o, buf[:0]) {
		for _, d := range Delta[:4] {
			if q := p + d; s.b.At(q).IsStone() && set.Has(q) {
				return true
			}
		}
	}
	return false
}

func (s *semeaiSearch) root() (ResultCode, ResultCode, Pos) {
	if s.trace != nil {
		for side := 0; side < 2; side++ {
			var ps []string
			for _, p := range s.goal[side].Slice() {
				ps = append(ps, Vertex(p, s.b.Size()))
			}
			s.trace("goal %d: %v", side, ps)
		}
	}
	return s.solve(0, 0, 0, 0)
}

// goalStrings returns the origins of the strings of side's dragon still
// on the board.
func (s *semeaiSearch) goalStrings(side int) []Pos {
	var seen PointSet
	var out []Pos
	c := s.color[side]
	g := &s.goal[side]
	for i, w := range g {
		for w != 0 {
			p := Pos(i*64 + bits.TrailingZeros64(w))
			w &= w - 1
			if s.b.At(p) != c {
				continue
			}
			o := s.b.Origin(p)
			if !seen.Has(o) {
				seen.Add(o)
				out = append(out, o)
			}
		}
	}
	return out
}

func (s *semeaiSearch) libs(strs []Pos) PointSet {
	var l PointSet
	for _, o := range strs {
		ls := s.b.LibSet(o)
		l.Union(&ls)
	}
	return l
}

// dead reports whether side's dragon has lost its key string or one of
// its big strings.
func (s *semeaiSearch) dead(side int) bool {
	c := s.color[side]
	if s.b.At(s.key[side]) != c {
		return true
	}
	for _, p := range s.big[side] {
		if s.b.At(p) != c {
			return true
		}
	}
	return false
}

// important reports whether the string at o decides the race when it
// falls: a string of more than six stones, or one of the strings that were
// big or touched a living dragon outside the race when the read began
// (s.big, GNU Go's important semeai worms). The queried string is not
// important by itself: its capture is judged by lifeAfterCapture.
func (s *semeaiSearch) important(side int, o Pos) bool {
	if s.b.StringSize(o) > 6 {
		return true
	}
	for _, p := range s.big[side] {
		if s.b.SameString(o, p) {
			return true
		}
	}
	return false
}

// contact returns the strings of side's dragon adjacent to the other
// dragon or sharing a liberty with it.
func (s *semeaiSearch) contact(side int, mine, theirs []Pos, theirLibs PointSet) []Pos {
	var out []Pos
	var their PointSet
	for _, o := range theirs {
		their.Add(o)
	}
	oc := s.color[1-side]
	var nb [16]Pos
	for _, o := range mine {
		l := s.b.LibSet(o)
		l.Intersect(&theirLibs)
		if !l.IsEmpty() {
			out = append(out, o)
			continue
		}
		for _, q := range s.b.Neighbors(o, oc, nb[:0]) {
			if their.Has(q) {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

func (s *semeaiSearch) inStrs(str Pos, strs []Pos) bool {
	for _, o := range strs {
		if s.b.SameString(o, str) {
			return true
		}
	}
	return false
}

func (s *semeaiSearch) attack(str Pos) (ResultCode, Pos) {
	return s.r.AttackContext(s.ctx, s.b, str)
}

func (s *semeaiSearch) defend(str Pos) (ResultCode, Pos) {
	return s.r.FindDefenseContext(s.ctx, s.b, str)
}

// selfAtari reports whether c playing p leaves its string with at most one
// liberty (or is illegal).
func (s *semeaiSearch) selfAtari(p Pos, c Color) bool {
	if !s.b.Trymove(p, c) {
		return true
	}
	n := s.b.CountLib(p)
	s.b.Undo()
	return n <= 1
}

// trustAttack is the condition under which a tactical capture of a
// semeai string settles the race: at most two liberties, and with two,
// one of them can be filled without self-atari.
func (s *semeaiSearch) trustAttack(str Pos) bool {
	var buf [4]Pos
	libs := s.b.Liberties(str, buf[:0])
	if len(libs) > 2 {
		return false
	}
	if len(libs) < 2 {
		return true
	}
	oc := s.b.At(str).Other()
	return !s.selfAtari(libs[0], oc) || !s.selfAtari(libs[1], oc)
}

// sacrificeGrowth returns the last liberty of the string w (in atari,
// not defendable) when playing there is legal, joins at least one more of
// w's colour's stones so the string grows to three stones or more and stays
// in atari, and the liberty touches only stones of w's colour and the
// edge: the opponent's capture then leaves a bigger space of a shape
// (bent or straight three and up, in the corner or on the edge) that may
// give only one eye, as a nakade sacrifice does (seed 002, semeai; seed
// 003, eye shapes). NoMove otherwise.
func (s *semeaiSearch) sacrificeGrowth(w Pos) Pos {
	b := s.b
	if b.CountLib(w) != 1 {
		return NoMove
	}
	c := b.At(w)
	var lib [1]Pos
	l := b.Liberties(w, lib[:0])[0]
	for _, d := range Delta[:4] {
		if q := l + d; b.OnBoard(q) && b.At(q) != c {
			return NoMove
		}
	}
	before := b.StringSize(w)
	if !b.Trymove(l, c) {
		return NoMove
	}
	ok := b.CountLib(l) == 1 && b.StringSize(l) >= 3 && b.StringSize(l) > before+1
	b.Undo()
	if !ok {
		return NoMove
	}
	return l
}

// safe reports whether c can play p without the new string being
// captured (GNU Go's safe_move), and its liberties after the move.
func (s *semeaiSearch) safe(p Pos, c Color) (bool, int) {
	if !s.b.Trymove(p, c) {
		return false, 0
	}
	n := s.b.CountLib(p)
	ok := true
	if n <= 3 {
		code, _ := s.attack(p)
		ok = code == Lose
	}
	s.b.Undo()
	return ok, n
}

// backfill finds a safe move that prepares filling the liberty l, which c
// cannot fill directly: a liberty of the string c would form at l.
func (s *semeaiSearch) backfill(l Pos, c Color, avoid *PointSet) Pos {
	var cands []Pos
	if s.b.Trymove(l, c) {
		cands = s.b.Liberties(l, nil)
		s.b.Undo()
	} else {
		for _, d := range Delta[:4] {
			if q := l + d; s.b.At(q) == Empty {
				cands = append(cands, q)
			}
		}
	}
	for _, q := range cands {
		if q == l || avoid.Has(q) {
			continue
		}
		if ok, _ := s.safe(q, c); ok {
			return q
		}
	}
	return NoMove
}

// riskless reports whether c playing p does not reduce the liberties of
// a string of side's dragon (GNU Go's semeai_is_riskless_move).
func (s *semeaiSearch) riskless(side int, p Pos) bool {
	c := s.color[side]
	adj := false
	for _, d := range Delta[:4] {
		if q := p + d; s.b.At(q) == c && s.goal[side].Has(q) {
			adj = true
		}
	}
	if !adj {
		return true
	}
	if !s.b.Trymove(p, c) {
		return false
	}
	after := s.b.CountLib(p)
	s.b.Undo()
	for _, d := range Delta[:4] {
		if q := p + d; s.b.At(q) == c && s.goal[side].Has(q) && s.b.CountLib(q) > after {
			return false
		}
	}
	return true
}

// moveValue adds to a raw value the net change of liberties the move
// makes (own liberties weighted 3, the opponent's 4), as a tie-break.
func (s *semeaiSearch) moveValue(me int, p Pos, raw int) int {
	c := s.color[me]
	before := s.libSum(me)*3 - s.libSum(1-me)*4
	if !s.b.Trymove(p, c) {
		return raw
	}
	after := s.libSum(me)*3 - s.libSum(1-me)*4
	if s.goal[me].Has(p) || s.touchesGoal(me, p) {
		// the new stone joins the dragon: its liberties count already.
	}
	s.b.Undo()
	net := after - before
	if net < 0 {
		net = 0
	}
	return raw + net
}

func (s *semeaiSearch) libSum(side int) int {
	n := 0
	for _, o := range s.goalStrings(side) {
		n += s.b.CountLib(o)
	}
	return n
}

func (s *semeaiSearch) touchesGoal(side int, p Pos) bool {
	c := s.color[side]
	for _, d := range Delta[:4] {
		if q := p + d; s.b.At(q) == c && s.goal[side].Has(q) {
			return true
		}
	}
	return false
}

func addSemeaiMove(moves []semeaiMove, m semeaiMove) []semeaiMove {
	if m.pos == NoMove {
		return moves
	}
	for i := range moves {
		if moves[i].pos == m.pos {
			if m.value > moves[i].value {
				moves[i].value = m.value
			}
			return moves
		}
	}
	return append(moves, m)
}

func (s *semeaiSearch) ttKey(me int, pass uint8, kf koState) uint64 {
	h := s.b.Hash()
	h ^= uint64(me+1) * 0x9E3779B97F4A7C15
	h ^= uint64(pass+1) * 0xC2B2AE3D27D4EB4F
	h ^= uint64(kf+1) * 0x165667B19E3779F9
	return h
}

func (s *semeaiSearch) outOfBudget() bool {
	if s.stopped {
		return true
	}
	if s.nodes >= s.limit || (s.nodes&15 == 0 && s.ctx.Err() != nil) {
		s.stopped = true
	}
	return s.stopped
}

// solve reads the race with side me to move. It returns the result of
// defending me's dragon, of attacking the other, and the move. pass holds
// a bit per side that has passed in this line; kf the ko threats used.
func (s *semeaiSearch) solve(me int, pass uint8, kf koState, depth int) (ResultCode, ResultCode, Pos) {
	other := 1 - me
	X := s.color[me]
	key := s.ttKey(me, pass, kf)
	if e, ok := s.tt[key]; ok {
		return e.ra, e.rb, e.move
	}
	s.nodes++
	ra, rb, m := s.solveNode(me, other, X, pass, kf, depth)
	if !s.stopped {
		s.tt[key] = semeaiTT{ra, rb, m}
	}
	return ra, rb, m
}

func (s *semeaiSearch) solveNode(me, other int, X Color, pass uint8, kf koState, depth int) (ResultCode, ResultCode, Pos) {
	b := s.b
	myStrs := s.goalStrings(me)
	yourStrs := s.goalStrings(other)
	myLibs := s.libs(myStrs)
	yourLibs := s.libs(yourStrs)
	myContact := s.contact(me, myStrs, yourStrs, yourLibs)
	yourContact := s.contact(other, yourStrs, myStrs, myLibs)
	// The race is fought on the liberties of the strings in contact.
	myRace, yourRace := myLibs, yourLibs
	if len(myContact) > 0 && len(yourContact) > 0 {
		myRace, yourRace = s.libs(myContact), s.libs(yourContact)
	}

	var moves []semeaiMove
	riskless := false

	// Tactical captures of the opponent's strings in the race.
	for _, w := range yourContact {
		if b.CountLib(w) > 3 {
			continue
		}
		code, up := s.attack(w)
		if code == Lose || up == NoMove {
			continue
		}
		imp := s.important(other, w)
		if code == Win && imp && s.trustAttack(w) {
			return Win, Win, up
		}
		if dc, _ := s.defend(w); dc != Lose {
			moves = addSemeaiMove(moves, semeaiMove{up, valAttackCritical, kindTactical})
		} else if code == Win {
			v := valAttackWorm
			if !imp {
				v = valOutsideLib - 5
			}
			moves = addSemeaiMove(moves, semeaiMove{up, v, kindTactical})
		}
	}
	// The opponent's lunches: our strings outside our dragon that touch
	// the opponent's and can be captured; saving one denies the
	// opponent the eye space of its capture.
	{
		var seen PointSet
		var nb [16]Pos
		for _, o := range yourStrs {
			for _, e := range b.Neighbors(o, X, nb[:0]) {
				if seen.Has(e) || s.inStrs(e, myStrs) || b.CountLib(e) > 2 {
					continue
				}
				seen.Add(e)
				if code, _ := s.attack(e); code == Lose {
					continue
				}
				if dc, dp := s.defend(e); dc != Lose && dp != NoMove {
					moves = addSemeaiMove(moves, semeaiMove{dp, s.moveValue(me, dp, valSaveLunch), kindTactical})
				}
			}
		}
	}
	// Tactical rescues of our own strings; a lost string in atari may
	// instead be grown into a bigger sacrifice (nakade).
	for _, w := range myContact {
		if b.CountLib(w) > 3 {
			continue
		}
		if code, _ := s.attack(w); code == Lose {
			continue
		}
		if dc, dp := s.defend(w); dc != Lose && dp != NoMove {
			moves = addSemeaiMove(moves, semeaiMove{dp, valDefendWorm, kindTactical})
		} else if p := s.sacrificeGrowth(w); p != NoMove {
			moves = addSemeaiMove(moves, semeaiMove{p, valSacrifice, kindTactical})
		}
	}

	// Eyes.
	myEyes := s.eyeInfo(me, myLibs)
	yourEyes := s.eyeInfo(other, yourLibs)
	iAlive := myEyes.min >= 2
	youAlive := yourEyes.min >= 2
	if iAlive && youAlive {
		if s.trace != nil {
			s.trace("%*s%v to move: both alive (%d/%d vs %d/%d)", depth*2, "", X, myEyes.min, myEyes.max, yourEyes.min, yourEyes.max)
			for side, ey := range [2]semeaiEyes{myEyes, yourEyes} {
				for _, e := range ey.regions {
					var ps []string
					for _, p := range e.points {
						ps = append(ps, Vertex(p, b.Size()))
					}
					s.trace("%*s  eye of %v: %v %v", depth*2, "", s.color[(me+side)%2], ps, e.value)
				}
			}
		}
		return Win, Lose, NoMove
	}
	// Lunches: enemy strings outside the other dragon that touch ours and
	// can be captured (GNU Go's owl lunches), for eye space. A lunch
	// inside one of our eye spaces whose value is settled either way is
	// left alone unless it has one of our strings in atari: capturing it
	// changes no eye, it only wastes a move of the race.
	{
		var seen PointSet
		var nb, nb2 [16]Pos
		for _, o := range myStrs {
			for _, e := range b.Neighbors(o, s.color[other], nb[:0]) {
				if seen.Has(e) || s.inStrs(e, yourStrs) || b.CountLib(e) > 2 {
					continue
				}
				seen.Add(e)
				if myEyes.settledAround(b, e) {
					threat := false
					for _, q := range b.Neighbors(e, X, nb2[:0]) {
						if b.CountLib(q) == 1 {
							threat = true
						}
					}
					if !threat {
						continue
					}
				}
				if code, up := s.attack(e); code != Lose && up != NoMove {
					moves = addSemeaiMove(moves, semeaiMove{up, s.moveValue(me, up, valVital+10), kindTactical})
				}
			}
		}
	}
	if !iAlive {
		for _, e := range myEyes.regions {
			if e.def != NoMove && e.value.B < e.value.C {
				moves = addSemeaiMove(moves, semeaiMove{e.def, s.moveValue(me, e.def, valVital), kindVital})
			}
		}
	}
	if !youAlive {
		for _, e := range yourEyes.regions {
			if e.att != NoMove && e.value.B < e.value.C {
				moves = addSemeaiMove(moves, semeaiMove{e.att, s.moveValue(me, e.att, valVital), kindVital})
			}
			if e.threat != NoMove && b.At(e.threat) == Empty {
				moves = addSemeaiMove(moves, semeaiMove{e.threat, s.moveValue(me, e.threat, valThreat), kindVital})
			}
		}
	}
	for _, m := range moves {
		if b.legal(m.pos, X, false) && s.riskless(me, m.pos) {
			riskless = true
		}
	}

	// Extension: the liberty of our strings in the race where a stone
	// gains us the most liberties.
	if !iAlive {
		bestGain, bestExt := 0, NoMove
		var buf []Pos
		for _, p := range myRace.AppendTo(buf) {
			most := 0
			for _, d := range Delta[:4] {
				if q := p + d; b.At(q) == X && s.goal[me].Has(q) {
					most = max(most, b.CountLib(q))
				}
			}
			if g := b.libsAfter(p, X) - most; g > bestGain {
				if ok, _ := s.safe(p, X); ok {
					bestGain, bestExt = g, p
				}
			}
		}
		if bestExt != NoMove {
			moves = addSemeaiMove(moves, semeaiMove{bestExt, valExtension + 2*bestGain, kindOutside})
		}
	}

	// Liberty filling.
	var commonPos, eyeFillPos Pos
	if !youAlive {
		var outside, common, eyefill []Pos
		var buf []Pos
		for _, p := range yourRace.AppendTo(buf) {
			switch {
			case myRace.Has(p):
				common = append(common, p)
			case yourEyes.inEye.Has(p):
				eyefill = append(eyefill, p)
			default:
				outside = append(outside, p)
			}
		}
		// Outside liberties in board order, the first safe one first
		// (GNU Go's semeai scans the board for the first safe outside
		// liberty; ordering them by the opponent's gain from extending
		// there picked moves GNU Go 3.8 does not).
		sort.Slice(outside, func(i, j int) bool { return outside[i] < outside[j] })
		found := false
		backfillPos := NoMove
		nfound := 0
		for _, p := range outside {
			if ok, _ := s.safe(p, X); ok {
				moves = addSemeaiMove(moves, semeaiMove{p, s.moveValue(me, p, valOutsideLib) - 3*nfound, kindOutside})
				found = true
				nfound++
				if nfound >= semeaiOutsideMoves {
					break
				}
				continue
			}
			if backfillPos == NoMove {
				backfillPos = s.backfill(p, X, &myRace)
			}
		}
		// A shared liberty that costs none of our strings a liberty is
		// filled like an outside one.
		for _, p := range common {
			if s.riskless(me, p) {
				if ok, _ := s.safe(p, X); ok {
					moves = addSemeaiMove(moves, semeaiMove{p, s.moveValue(me, p, valOutsideLib) - 1, kindOutside})
					found = true
					break
				}
			}
		}
		if found {
			riskless = true
		} else if backfillPos != NoMove {
			moves = addSemeaiMove(moves, semeaiMove{backfillPos, s.moveValue(me, backfillPos, valOutsideLib), kindBackfillOutside})
			riskless = true
		} else {
			for _, p := range eyefill {
				if b.legal(p, X, true) && s.fillKeepsEyes(me, p, yourEyes) {
					eyeFillPos = p
					break
				}
			}
			if eyeFillPos != NoMove {
				moves = addSemeaiMove(moves, semeaiMove{eyeFillPos, valEyeFill, kindEyeFill})
				riskless = true
			} else if pass&(1<<me) == 0 {
				bf := NoMove
				for _, p := range common {
					ok, _ := s.safe(p, X)
					if ok || b.libsAfter(p, X) >= 3 {
						commonPos = p
						break
					}
					if bf == NoMove {
						bf = s.backfill(p, X, &PointSet{})
					}
				}
				if commonPos != NoMove {
					moves = addSemeaiMove(moves, semeaiMove{commonPos, s.moveValue(me, commonPos, valCommonLib), kindCommon})
					if s.riskless(me, commonPos) {
						riskless = true
					}
				} else if bf != NoMove {
					moves = addSemeaiMove(moves, semeaiMove{bf, s.moveValue(me, bf, valCommonLib), kindBackfillCommon})
					if s.riskless(me, bf) && !myEyes.inEye.Has(bf) {
						riskless = true
					}
				}
			}
		}
	}

	sort.SliceStable(moves, func(i, j int) bool { return moves[i].value > moves[j].value })
	if s.trace != nil {
		var ms []string
		for _, m := range moves {
			ms = append(ms, fmt.Sprintf("%s:%d:%d", Vertex(m.pos, b.Size()), m.value, m.kind))
		}
		for side, ey := range [2]semeaiEyes{myEyes, yourEyes} {
			for _, e := range ey.regions {
				var ps []string
				for _, p := range e.points {
					ps = append(ps, Vertex(p, b.Size()))
				}
				s.trace("%*s  eye of %v: %v %v att %s def %s", depth*2, "", s.color[(me+side)%2], ps, e.value,
					Vertex(e.att, b.Size()), Vertex(e.def, b.Size()))
			}
		}
		s.trace("%*s%v to move (pass %d) eyes %d/%d vs %d/%d libs %d vs %d moves %v riskless %v", depth*2, "", X,
			pass, myEyes.min, myEyes.max, yourEyes.min, yourEyes.max, myLibs.Len(), yourLibs.Len(), ms, riskless)
	}

	bestA, bestB, bestMove := Lose, Lose, NoMove
	bestKind := kindTactical
	tested := 0
	for _, m := range moves {
		// A best result won only through a ko lets one more move be
		// read beyond the branching limits: a quiet move may win
		// outright where the first candidate was a ko capture.
		n := tested
		if n > 0 && bestA != Win && bestA != Lose {
			n--
		}
		if (n > 2 && depth > 0) || n > 4 || (depth > semeaiBranchDepth2 && n > 1) || (depth > semeaiBranchDepth && n > 0) {
			break
		}
		if s.outOfBudget() || depth >= semeaiMaxDepth {
			// Out of nodes: claim the win for the side trying the move,
			// as GNU Go does (the result is marked uncertain).
			s.stopped = true
			return Win, Win, m.pos
		}
		ta, tb, ok := s.tryMove(me, other, m.pos, pass, kf, depth, bestA == Lose || bestB == Lose)
		if !ok {
			continue
		}
		tested++
		if s.trace != nil {
			s.trace("%*s%v %s -> %v %v", depth*2, "", X, Vertex(m.pos, b.Size()), ta, tb)
		}
		if ta == Win && tb == Win {
			return Win, Win, m.pos
		}
		if ta > bestA || (ta == bestA && tb > bestB) {
			bestA, bestB, bestMove, bestKind = ta, tb, m.pos, m.kind
		}
	}

	if bestA == Lose && bestB == Lose && youAlive {
		return Lose, Lose, NoMove
	}
	if bestA == Lose && bestB == Lose && !riskless && s.deadEvenWithWorms(me, other, yourContact, myLibs) {
		return Lose, Lose, NoMove
	}
	if bestA == Lose && bestB == Lose && !riskless {
		if pass&(1<<other) != 0 {
			switch {
			case myEyes.max < yourEyes.min:
				return Lose, Lose, NoMove
			case yourEyes.max < myEyes.min:
				return Win, Win, NoMove
			}
			return Win, Lose, NoMove
		}
		// No useful move: pass.
		cb, ca, _ := s.solve(other, pass|1<<me, kf, depth+1)
		return ca.invert(), cb.invert(), NoMove
	}

	// At the root, a seki reached by filling a shared liberty (or an eye,
	// or backfilling) may as well be left alone: try passing, whatever
	// other moves were tried.
	if pass == 0 && depth == 0 && bestA == Win && bestB == Lose &&
		(bestKind == kindCommon || bestKind == kindEyeFill || bestKind == kindBackfillCommon) {
		cb, ca, _ := s.solve(other, pass|1<<me, kf, depth+1)
		if ca.invert() >= bestA && cb.invert() >= bestB {
			bestMove = NoMove
			bestA, bestB = ca.invert(), cb.invert()
		}
	}
	// A ko capture that needs a threat, as the only move, may be worse
	// than leaving the ko alone (a disturbing ko): try passing.
	if pass == 0 && len(moves) == 1 && bestA == KoB && bestB == KoB && bestMove != NoMove && isKoCapture(b, bestMove, X) {
		cb, ca, _ := s.solve(other, pass|1<<me, kf, depth+1)
		if ca.invert() >= bestA && cb.invert() >= bestB {
			bestMove = NoMove
			bestA, bestB = ca.invert(), cb.invert()
		}
	}
	if bestA == Lose {
		bestMove = NoMove
	}
	return bestA, bestB, bestMove
}

// tryMove plays m for me and reads on. ok is false when the move cannot be
// played. A ko retake needs a threat: it is allowed once per side and
// line, and a success through it counts as KoB.
func (s *semeaiSearch) tryMove(me, other int, m Pos, pass uint8, kf koState, depth int, koAllowed bool) (ResultCode, ResultCode, bool) {
	X := s.color[me]
	b := s.b
	koMove := false
	flag := koAttUsed
	if me == 1 {
		flag = koDefUsed
	}
	if !b.Trymove(m, X) {
		if !koAllowed || kf&flag != 0 || !b.legal(m, X, true) || b.TryKo(m, X) != nil {
			return Lose, Lose, false
		}
		koMove = true
		kf |= flag
	}
	saved := s.goal[me]
	if s.touchesGoalStone(me, m) {
		st := b.StoneSet(m)
		s.goal[me].Union(&st)
	}
	var ta, tb ResultCode
	switch {
	case b.At(s.key[other]) != s.color[other]:
		// The opponent's queried string fell: the race is decided by
		// whether our dragon now lives (GNU Go reads owl_attack here).
		ta = s.lifeAfterCapture(me)
		tb = ta
	case s.dead(other):
		ta, tb = Win, Win
		if s.dead(me) {
			ta, tb = Lose, Win
		}
	default:
		cb, ca, _ := s.solve(other, pass, kf, depth+1)
		ta, tb = ca.invert(), cb.invert()
	}
	s.goal[me] = saved
	b.Undo()
	if koMove {
		if ta != Lose {
			ta = KoB
		}
		if tb != Lose {
			tb = KoB
		}
	}
	return ta, tb, true
}

// touchesGoalStone reports whether the string now at m contains or
// touches a stone of side's dragon.
func (s *semeaiSearch) touchesGoalStone(side int, m Pos) bool {
	c := s.color[side]
	var buf [64]Pos
	for _, p := range s.b.Stones(m, buf[:0]) {
		if s.goal[side].Has(p) {
			return true
		}
		for _, d := range Delta[:4] {
			if q := p + d; s.b.At(q) == c && s.goal[side].Has(q) {
				return true
			}
		}
	}
	return false
}

// semeaiOwlNodes bounds the owl read of a dragon that has captured the
// opponent's queried string; semeaiOwlBudget all such reads of one semeai
// read together (beyond it a capture counts as a win, as when a read runs
// out of nodes).
const (
	semeaiOwlNodes  = 300
	semeaiOwlBudget = 3000
)

// lifeAfterCapture reads, after side captured the other dragon's queried
// string, whether side's dragon lives: at once when its eye spaces give
// two sure eyes, otherwise the inverse of a bounded owl attack on it (GNU
// Go's semeai ends such a line with owl_attack). Without an analysis, or
// when the read runs out of nodes, the capture counts as a win.
func (s *semeaiSearch) lifeAfterCapture(side int) ResultCode {
	b := s.b
	c := s.color[side]
	if b.At(s.key[side]) != c {
		return Lose
	}
	if s.an == nil {
		return Win
	}
	h := b.Hash() ^ uint64(side+1)*0x9E3779B97F4A7C15
	if r, ok := s.lifeMemo[h]; ok {
		return r
	}
	if s.eyeInfo(side, s.libs(s.goalStrings(side))).min >= 2 {
		// Two sure eyes (typically the space of the captured stones):
		// no owl read needed.
		if s.lifeMemo == nil {
			s.lifeMemo = map[uint64]ResultCode{}
		}
		s.lifeMemo[h] = Win
		return Win
	}
	var goal []Pos
	var buf []Pos
	for _, o := range s.goalStrings(side) {
		buf = b.Stones(o, buf[:0])
		goal = append(goal, buf...)
	}
	var safe PointSet
	for i, w := range s.alive {
		for w != 0 {
			p := Pos(i*64 + bits.TrailingZeros64(w))
			w &= w - 1
			if b.At(p) == c && !s.goal[side].Has(p) {
				safe.Add(p)
			}
		}
	}
	if s.owlNodes >= semeaiOwlBudget {
		return Win
	}
	os := &owlSearch{ctx: s.ctx, b: b, r: NewReader(owlTacticalNodes, 0), solver: &s.solver,
		def: c, att: c.Other(), target: s.key[side], goalStones: goal, safe: safe,
		limit: semeaiOwlNodes, cache: map[uint64]owlEntry{}, a: s.an, useOptics: true, noDefenderPass: true}
	code, _ := os.attack(0, 0)
	s.owlNodes += os.nodes
	res := code.invert()
	if os.stopped {
		res = Win
	}
	if s.lifeMemo == nil {
		s.lifeMemo = map[uint64]ResultCode{}
	}
	s.lifeMemo[h] = res
	if s.trace != nil {
		s.trace("owl after capture: %v lives %v (%d nodes)", c, res, os.nodes)
	}
	return res
}

// settledAround reports whether the string at e lies inside one of the eye
// spaces whose value does not depend on who moves first.
func (ey *semeaiEyes) settledAround(b *Board, e Pos) bool {
	for i := range ey.regions {
		r := &ey.regions[i]
		if r.value.B != r.value.C {
			continue
		}
		for _, p := range r.points {
			if p == e || (b.At(p).IsStone() && b.SameString(p, e)) {
				return true
			}
		}
	}
	return false
}

// fillKeepsEyes reports whether side me filling p inside the opponent's
// eye space leaves the opponent no more eyes than before (was): a fill
// whose stones the opponent captures into a second eye is no liberty
// filling (GNU Go takes eye-filling points from its eye shapes).
func (s *semeaiSearch) fillKeepsEyes(me int, p Pos, was semeaiEyes) bool {
	other := 1 - me
	if !s.b.Trymove(p, s.color[me]) {
		return false
	}
	after := s.eyeInfo(other, s.libs(s.goalStrings(other)))
	s.b.Undo()
	return after.max <= was.max && after.min <= was.min
}

// deadEvenWithWorms reports whether me's dragon, having no working and no
// riskless move, is dead outright: the opponent's strings in the race are
// all unimportant (capturing them wins nothing by itself), and even with
// them counted as eye space me's dragon has fewer than two eyes (GNU Go's
// "you live, I die" when the semeai worms are included in the eye space).
func (s *semeaiSearch) deadEvenWithWorms(me, other int, yourContact []Pos, myLibs PointSet) bool {
	for _, w := range yourContact {
		if s.important(other, w) {
			return false
		}
	}
	s.includeSemeaiWorms = true
	ey := s.eyeInfo(me, myLibs)
	s.includeSemeaiWorms = false
	return ey.max < 2
}
