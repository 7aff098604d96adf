package eyes

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
)

// shape is the abstract local game of an eye graph: the eye space points as
// vertices of a graph, which of them touch the defender's wall, which touch
// an invincible attacker group (the marginal points, seed 003 "Eye
// spaces"), and which hold attacker stones at the start.
type shape struct {
	n       int
	adj     [MaxVertices]uint64
	all     uint64
	wallAdj uint64 // points next to the defender's wall
	margAdj uint64 // points next to an invincible attacker group
	black   uint64 // attacker stones at the start ("X" and "$")
	white   uint64 // enclosed defender stones at the start
}

// buildShape extracts the abstract game of g. Vertices are numbered in
// reading order (the order of g.Vertices).
func buildShape(g *Graph) (shape, [][2]int) {
	vs := g.Vertices()
	var sh shape
	sh.n = len(vs)
	index := map[[2]int]int{}
	for k, v := range vs {
		index[v] = k
	}
	for k, v := range vs {
		bit := uint64(1) << uint(k)
		sh.all |= bit
		c := g.At(v[0], v[1])
		outside := 0
		for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
			i, j := v[0]+d[0], v[1]+d[1]
			if g.offBoard(i, j) {
				continue
			}
			if m, ok := index[[2]int{i, j}]; ok {
				sh.adj[k] |= uint64(1) << uint(m)
				continue
			}
			outside++
		}
		if c == Outside {
			sh.white |= bit
		}
		if c.IsMarginal() {
			sh.margAdj |= bit
			// One outside neighbour holds the invincible attacker group;
			// the point touches the wall only through another one.
			if outside >= 2 {
				sh.wallAdj |= bit
			}
		} else if outside >= 1 {
			sh.wallAdj |= bit
		}
		if c == DeadStone || c == MarginalStone {
			sh.black |= bit
		}
	}
	return sh, vs
}

// state is a position of the local game. The defender (White) owns the wall
// around the eye space; its wall has outLibs liberties outside the space and,
// when haveEye is set, one extra eye elsewhere. ko is the point where the
// side to move may not play (noKo if none); passed records that the last
// move was a pass.
type state struct {
	black, white uint64
	outLibs      uint8
	ko           uint8
	whiteToMove  bool
	passed       bool
	// owe is set while one side still owes the other a tenuki: the value
	// digits A and D give the opponent one extra move, and the owing side
	// chooses when (seed 003, "Eye Local Game Values", Pattern 6141).
	owe uint8
}

const (
	oweNone  uint8 = iota
	oweWhite       // the defender owes the attacker one move
	oweBlack       // the attacker owes the defender one move
)

const noKo = 255

type ttKey struct {
	black, white uint64
	meta         uint32
}

func (st *state) key(haveEye bool, koFree uint8) ttKey {
	m := uint32(st.outLibs) | uint32(st.ko)<<4 | uint32(koFree)<<15
	if st.whiteToMove {
		m |= 1 << 12
	}
	if st.passed {
		m |= 1 << 13
	}
	if haveEye {
		m |= 1 << 14
	}
	m |= uint32(st.owe) << 17
	return ttKey{st.black, st.white, m}
}

// errNodeLimit is returned when a search exceeds Options.NodeLimit.
var errNodeLimit = errors.New("eyes: node limit exceeded")

// searcher solves the local game of one shape. It memoises results in a
// transposition table; repetition along the current line counts as a
// failure of the attacker.
type searcher struct {
	sh        *shape
	tt        map[ttKey]bool
	path      []ttKey
	nodes     int64
	nodeLimit int64
	ctx       context.Context
	err       error
	// koFree names the side that may retake a ko at once (koNone: both
	// obey the ban); repetition is a win for that side, or for the
	// defender when koNone.
	koFree uint8
	// koAlive tells how a ko (a result that depends on who may retake) is
	// counted: as life for the defender or as death.
	koAlive    bool
	koStrict   bool
	threatMode int
}

const (
	koNone uint8 = iota
	koBlack
	koWhite
)

func (s *searcher) nbrs(m uint64) uint64 {
	var r uint64
	for ; m != 0; m &= m - 1 {
		r |= s.sh.adj[bits.TrailingZeros64(m)]
	}
	return r
}

func (s *searcher) flood(stones, seed uint64) uint64 {
	g := seed
	for {
		ng := g | s.nbrs(g)&stones
		if ng == g {
			return g
		}
		g = ng
	}
}

// bigLibs counts the liberties of the defender's wall group (without the
// extra eye).
func (s *searcher) bigLibs(black, white uint64, outLibs uint8) int {
	empty := s.sh.all &^ (black | white)
	big := s.flood(white, white&s.sh.wallAdj)
	return bits.OnesCount64(empty&(s.sh.wallAdj|s.nbrs(big))) + int(outLibs)
}

// Outcomes of a move.
const (
	mvIllegal = iota
	mvOK
	mvWin // the attacker captured the wall
)

// playBlack plays an attacker stone at v.
func (s *searcher) playBlack(st state, v int, haveEye bool) (state, int) {
	bit := uint64(1) << uint(v)
	if (st.black|st.white)&bit != 0 || (int(st.ko) == v && s.koFree != koBlack) {
		return st, mvIllegal
	}
	b2 := st.black | bit
	if !haveEye && s.bigLibs(b2, st.white, st.outLibs) == 0 {
		return st, mvWin
	}
	empty := s.sh.all &^ (b2 | st.white)
	var captured uint64
	big := s.flood(st.white, st.white&s.sh.wallAdj)
	for m := s.sh.adj[v] & st.white &^ big; m != 0; m &= m - 1 {
		g := s.flood(st.white, uint64(1)<<uint(bits.TrailingZeros64(m)))
		if s.nbrs(g)&empty == 0 {
			captured |= g
		}
	}
	w2 := st.white &^ captured
	empty |= captured
	bg := s.flood(b2, bit)
	if bg&s.sh.margAdj == 0 && s.nbrs(bg)&empty == 0 {
		return st, mvIllegal
	}
	ns := state{black: b2, white: w2, outLibs: st.outLibs, ko: noKo, whiteToMove: true, owe: st.owe}
	if bits.OnesCount64(captured) == 1 && bg == bit && bit&s.sh.margAdj == 0 && bits.OnesCount64(s.sh.adj[v]&empty) == 1 {
		ns.ko = uint8(bits.TrailingZeros64(captured))
	}
	return ns, mvOK
}

// playWhite plays a defender stone at v.
func (s *searcher) playWhite(st state, v int, haveEye bool) (state, int) {
	bit := uint64(1) << uint(v)
	if (st.black|st.white)&bit != 0 || (int(st.ko) == v && s.koFree != koWhite) {
		return st, mvIllegal
	}
	w2 := st.white | bit
	empty := s.sh.all &^ (st.black | w2)
	var captured uint64
	for m := s.sh.adj[v] & st.black; m != 0; m &= m - 1 {
		g := s.flood(st.black, uint64(1)<<uint(bits.TrailingZeros64(m)))
		if g&s.sh.margAdj == 0 && s.nbrs(g)&empty == 0 {
			captured |= g
		}
	}
	b2 := st.black &^ captured
	empty |= captured
	wg := s.flood(w2, bit)
	if wg&s.sh.wallAdj != 0 {
		extra := 0
		if haveEye {
			extra = 1
		}
		if s.bigLibs(b2, w2, st.outLibs)+extra == 0 {
			return st, mvIllegal
		}
	} else if s.nbrs(wg)&empty == 0 {
		return st, mvIllegal
	}
	ns := state{black: b2, white: w2, outLibs: st.outLibs, ko: noKo, whiteToMove: false, owe: st.owe}
	if bits.OnesCount64(captured) == 1 && wg == bit && bit&s.sh.wallAdj == 0 && bits.OnesCount64(s.sh.adj[v]&empty) == 1 {
		ns.ko = uint8(bits.TrailingZeros64(captured))
	}
	return ns, mvOK
}

// fillOutside lets the attacker take one outside liberty of the wall.
func (s *searcher) fillOutside(st state, haveEye bool) (state, int) {
	if st.outLibs == 0 {
		return st, mvIllegal
	}
	ns := state{black: st.black, white: st.white, outLibs: st.outLibs - 1, ko: noKo, whiteToMove: true, owe: st.owe}
	if !haveEye && s.bigLibs(ns.black, ns.white, ns.outLibs) == 0 {
		return st, mvWin
	}
	return ns, mvOK
}

func (st state) pass() state {
	ns := state{black: st.black, white: st.white, outLibs: st.outLibs, ko: noKo, whiteToMove: !st.whiteToMove, passed: true, owe: st.owe}
	if (st.whiteToMove && st.owe == oweWhite) || (!st.whiteToMove && st.owe == oweBlack) {
		// The pass is the tenuki that was owed: it does not end the game.
		ns.owe, ns.passed = oweNone, false
	}
	return ns
}

// lives reports whether the defender's wall survives from st with best
// play, haveEye telling whether the wall has an extra eye elsewhere.
func (s *searcher) lives(st state, haveEye bool) bool {
	if s.err != nil {
		return true
	}
	k := st.key(haveEye, s.koFree)
	if r, ok := s.tt[k]; ok {
		return r
	}
	for _, p := range s.path {
		if p.black == k.black && p.white == k.white && p.meta&^(1<<13) == k.meta&^(1<<13) {
			return s.koFree != koBlack
		}
	}
	s.nodes++
	if s.nodeLimit > 0 && s.nodes > s.nodeLimit {
		s.err = fmt.Errorf("%w (%d nodes)", errNodeLimit, s.nodeLimit)
		return true
	}
	if s.nodes&4095 == 0 && s.ctx != nil {
		if err := s.ctx.Err(); err != nil {
			s.err = err
			return true
		}
	}
	s.path = append(s.path, k)
	r := s.search(st, haveEye)
	s.path = s.path[:len(s.path)-1]
	if s.err == nil {
		s.tt[k] = r
	}
	return r
}

func (s *searcher) search(st state, haveEye bool) bool {
	if st.whiteToMove {
		for m := s.sh.all &^ (st.black | st.white); m != 0; m &= m - 1 {
			ns, r := s.playWhite(st, bits.TrailingZeros64(m), haveEye)
			if r == mvOK && s.lives(ns, haveEye) {
				return true
			}
		}
		if st.passed && st.owe != oweWhite {
			return true
		}
		return s.lives(st.pass(), haveEye)
	}
	if haveEye && s.bigLibs(st.black, st.white, st.outLibs) == 0 {
		return false // the attacker fills the extra eye and captures
	}
	for m := s.sh.all &^ (st.black | st.white); m != 0; m &= m - 1 {
		ns, r := s.playBlack(st, bits.TrailingZeros64(m), haveEye)
		if r == mvWin || (r == mvOK && !s.lives(ns, haveEye)) {
			return false
		}
	}
	if ns, r := s.fillOutside(st, haveEye); r == mvWin || (r == mvOK && !s.lives(ns, haveEye)) {
		return false
	}
	if st.passed && st.owe != oweBlack {
		return true
	}
	return s.lives(st.pass(), haveEye)
}

// eyes returns the number of eyes (0, 1 or 2) the space yields from st
// with the side to move given in st.
func (s *searcher) eyes(st state) uint8 {
	if !s.livesKo(st, true) {
		return 0
	}
	if !s.livesKo(st, false) {
		return 1
	}
	return 2
}

// livesKo decides life from st when ko matters: the defender lives if he
// lives even when the attacker may retake every ko, dies if he dies even
// when he may retake every ko, and otherwise the outcome is a ko, counted
// as s.koAlive says.
func (s *searcher) livesKo(st state, haveEye bool) bool {
	if !s.koStrict {
		s.koFree = koNone
		return s.lives(st, haveEye)
	}
	s.koFree = koBlack
	if s.lives(st, haveEye) {
		return true
	}
	s.koFree = koWhite
	if !s.lives(st, haveEye) {
		return false
	}
	return s.koAlive
}
