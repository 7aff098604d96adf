package eyes

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
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
func buildShape(g *Graph) (shape, [][2]int, error) {
	vs := g.Vertices()
	if len(vs) > MaxVertices {
		return shape{}, nil, fmt.Errorf("eyes: eye graph has %d points, at most %d are supported", len(vs), MaxVertices)
	}
	var sh shape
	sh.n = len(vs)
	h := len(g.Cells)
	index := make([]int8, h*g.Width) // vertex number plus one
	for k, v := range vs {
		index[v[0]*g.Width+v[1]] = int8(k + 1)
	}
	for k, v := range vs {
		bit := uint64(1) << uint(k)
		sh.all |= bit
		c := g.kind(v[0], v[1])
		outside := 0
		for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
			i, j := v[0]+d[0], v[1]+d[1]
			if g.offBoard(i, j) {
				continue
			}
			if i >= 0 && i < h && j >= 0 && j < g.Width {
				if m := index[i*g.Width+j]; m > 0 {
					sh.adj[k] |= uint64(1) << uint(m-1)
					continue
				}
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
	return sh, vs, nil
}

// state is a position of the local game. The defender (White) owns the wall
// around the eye space; the wall has outLibs liberties outside the space
// and, at the one-eye level, one extra eye elsewhere. ko is the point where
// the side to move may not play (noKo if none). Only the defender ever
// passes: a pass by the attacker would let the defender pass too and live,
// so the game needs no record of passes.
type state struct {
	black, white uint64
	outLibs      uint8
	ko           uint8
	whiteToMove  bool
}

const noKo = 255

// noRep marks no repetition in searcher.minRep.
const noRep = 1 << 30

// meta packs the small fields of a state into 32 bits. The level (whether
// the wall has an extra eye) is not part of it: one table entry holds the
// results of both levels.
func (st *state) meta() uint32 {
	m := uint32(st.outLibs) | uint32(st.ko)<<4 | 1<<31
	if st.whiteToMove {
		m |= 1 << 12
	}
	return m
}

// key returns the transposition table key of st.
func (st *state) key() uint64 { return ttHash(st.black, st.white, st.meta()) }

// ErrNodeLimit is returned (wrapped) when a search exceeds Options.NodeLimit.
var ErrNodeLimit = errors.New("eyes: node limit exceeded")

// A slot of the transposition table is one word: the high 48 bits of a
// position's 64-bit hash, the table generation (ttGenBits) and the results
// of both levels (ttKnown and ttLives shifted by the level); the slot's
// index comes from the stored bits (so that the table can grow). A false
// match needs two of the few million positions of a search to share 48
// bits of their hashes.
const (
	ttCheck   = uint64(1<<64-1) &^ (1<<16 - 1)
	ttGenBits = 12
	ttGenMask = (1<<ttGenBits - 1) << 4
)

// Bits of a slot's results for the level without the extra eye; the level
// with it uses the same bits shifted left by 2.
const (
	ttKnown = 1 << iota
	ttLives
)

// lvl is the shift of a level's bits in a slot's results.
func lvl(haveEye bool) uint {
	if haveEye {
		return 2
	}
	return 0
}

// table is an open-addressing transposition table. Slots of an older
// generation count as empty, so the table is reused without clearing.
type table struct {
	e    []uint64
	used int
	gen  uint64 // the current generation, shifted into place (ttGenMask)
}

// reset empties the table in constant time; a table grown large for a
// big shape is dropped, so that small shapes work in a cache-sized one.
func (t *table) reset() {
	t.gen = (t.gen + 1<<4) & ttGenMask
	t.used = 0
	if t.gen == 0 || len(t.e) > 1<<16 {
		t.e, t.gen = nil, 1<<4
	}
}

func ttHash(b, w uint64, m uint32) uint64 {
	x := b*0x9E3779B97F4A7C15 + (w^uint64(m)<<40)*0xC2B2AE3D27D4EB4F + uint64(m)
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	return x ^ x>>33
}

// get returns the result stored for the position h at the level haveEye.
// Life without the extra eye implies life with it, and death with it
// implies death without it, so the other level's result may settle it.
func (t *table) get(h uint64, haveEye bool) (lives, ok bool) {
	if len(t.e) == 0 {
		return false, false
	}
	mask := uint64(len(t.e) - 1)
	want := h&ttCheck | t.gen
	for i := h >> 16 & mask; ; i = (i + 1) & mask {
		e := t.e[i]
		if e&ttGenMask != t.gen {
			return false, false
		}
		if e&^15 == want {
			r := e
			if haveEye {
				if r&(ttKnown<<2) != 0 {
					return r&(ttLives<<2) != 0, true
				}
				if r&(ttKnown|ttLives) == ttKnown|ttLives {
					return true, true
				}
			} else {
				if r&ttKnown != 0 {
					return r&ttLives != 0, true
				}
				if r&(ttKnown<<2|ttLives<<2) == ttKnown<<2 {
					return false, true
				}
			}
			return false, false
		}
	}
}

// put stores the result of the position h at the level haveEye.
func (t *table) put(h uint64, haveEye, lives bool) {
	r := uint64(ttKnown)
	if lives {
		r |= ttLives
	}
	t.putBits(h, r<<lvl(haveEye))
}

// putBits adds the result bits r to the slot of the position h. A slot
// found again with the same check bits is the same position.
func (t *table) putBits(h uint64, r uint64) {
	if 2*(t.used+1) > len(t.e) {
		old, oldGen := t.e, t.gen
		size := 2 * len(old)
		if size == 0 {
			size = 1 << 12
		}
		t.e, t.used = make([]uint64, size), 0
		if t.gen == 0 {
			t.gen = 1 << 4 // a zero table: generation 0 would match the empty slots
		}
		for _, e := range old {
			if e&ttGenMask == oldGen {
				t.insert(e&ttCheck, e&15)
			}
		}
	}
	t.insert(h&ttCheck, r)
}

// insert adds the result bits r to the slot with the check bits c.
func (t *table) insert(c, r uint64) {
	mask := uint64(len(t.e) - 1)
	for i := c >> 16 & mask; ; i = (i + 1) & mask {
		e := &t.e[i]
		if *e&ttGenMask != t.gen {
			*e = c | t.gen | r
			t.used++
			return
		}
		if *e&ttCheck == c {
			*e |= r
			return
		}
	}
}

// searcher solves the local game of one shape. It memoises results in a
// transposition table. A position that repeats along the current line
// (possible only after captures) counts as a failure of the attacker.
type searcher struct {
	sh          *shape
	tt          table
	path        []uint64 // table keys of the positions of the current line
	lastCap     int      // path entries before the last capture of the current line (0: none)
	minRep      int      // shallowest path index a repetition below led back to (noRep if none)
	staticOrder []int8
	// nbrTab[k][x] is the union of the neighbours of the points 8k+i for
	// the bits i of x.
	nbrTab [MaxVertices / 8][256]uint64
	memo   map[posKey]*threatMemo
	// killer[d] holds the last refutation found at depth d, by the
	// attacker ([0]) and the defender ([1]); -1 if none.
	killer      [64][2]int8
	auts        [][]int
	autTab      [][MaxVertices / 8][256]uint64
	rankThreats bool
	noSmall     bool // no smallDead shortcut (for its test)
	// local holds results of positions whose space outside the wall is
	// small, by the hash of localKey; it is kept from one shape to the
	// next.
	local table
	// wallCache[i] holds defender stones and their wall group (wall);
	// the zero entry is right for any shape, the others are cleared
	// with the shape.
	wallCache [256][2]uint64
	nodes     int64
	nodeLimit int64
	ctx       context.Context
	err       error
}

// nbrs returns the points next to some point of m, a byte of m at a time
// from the tables setOrder builds.
func (s *searcher) nbrs(m uint64) uint64 {
	var r uint64
	for k := 0; m != 0; k++ {
		r |= s.nbrTab[k][m&0xff]
		m >>= 8
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

// wall returns the defender's wall group: the stones of white joined to
// the wall. The last results are kept in a small cache (wallCache), as
// the same defender stones come back in many positions.
func (s *searcher) wall(white uint64) uint64 {
	e := &s.wallCache[(white*0x9E3779B97F4A7C15)>>56]
	if e[0] == white {
		return e[1]
	}
	big := s.flood(white, white&s.sh.wallAdj)
	e[0], e[1] = white, big
	return big
}

// bigLibs counts the liberties of the defender's wall group (without the
// extra eye).
func (s *searcher) bigLibs(black, white uint64, outLibs uint8) int {
	empty := s.sh.all &^ (black | white)
	big := s.wall(white)
	return bits.OnesCount64(empty&(s.sh.wallAdj|s.nbrs(big))) + int(outLibs)
}

// Outcomes of a move.
const (
	mvIllegal = iota
	mvOK
	mvWin // the attacker captured the wall
)

// nodeInfo holds data of a position shared by all moves from it: the
// empty points, the defender's wall group (its stones in the eye space)
// and the points next to it (its potential liberties).
type nodeInfo struct {
	empty, big, bigNbrs uint64
}

func (s *searcher) info(st state) nodeInfo {
	big := s.wall(st.white)
	return nodeInfo{
		empty:   s.sh.all &^ (st.black | st.white),
		big:     big,
		bigNbrs: s.sh.wallAdj | s.nbrs(big),
	}
}

// playBlack plays an attacker stone at v. Suicide is illegal, as in GNU
// Go's reading (only eyes.db assumes it legal, seed 003 "Eye Local Game
// Values").
func (s *searcher) playBlack(st state, v int, haveEye bool) (state, int) {
	return s.playBlackN(st, v, haveEye, s.info(st))
}

func (s *searcher) playBlackN(st state, v int, haveEye bool, ni nodeInfo) (state, int) {
	bit := uint64(1) << uint(v)
	if ni.empty&bit == 0 || int(st.ko) == v {
		return st, mvIllegal
	}
	b2 := st.black | bit
	empty := ni.empty &^ bit
	if !haveEye && bits.OnesCount64(empty&ni.bigNbrs)+int(st.outLibs) == 0 {
		return st, mvWin
	}
	var captured uint64
	for m := s.sh.adj[v] & st.white &^ ni.big; m != 0; m &= m - 1 {
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
	ns := state{black: b2, white: w2, outLibs: st.outLibs, ko: noKo, whiteToMove: true}
	if captured&(captured-1) == 0 && captured != 0 && bg == bit && bit&s.sh.margAdj == 0 && bits.OnesCount64(s.sh.adj[v]&empty) == 1 {
		ns.ko = uint8(bits.TrailingZeros64(captured))
	}
	return ns, mvOK
}

// playWhite plays a defender stone at v.
func (s *searcher) playWhite(st state, v int, haveEye bool) (state, int) {
	return s.playWhiteN(st, v, haveEye, s.info(st))
}

func (s *searcher) playWhiteN(st state, v int, haveEye bool, ni nodeInfo) (state, int) {
	bit := uint64(1) << uint(v)
	if ni.empty&bit == 0 || int(st.ko) == v {
		return st, mvIllegal
	}
	w2 := st.white | bit
	empty := ni.empty &^ bit
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
		if !haveEye && bits.OnesCount64(empty&(ni.bigNbrs|s.nbrs(wg)))+int(st.outLibs) == 0 {
			return st, mvIllegal
		}
	} else if s.nbrs(wg)&empty == 0 {
		return st, mvIllegal
	}
	ns := state{black: b2, white: w2, outLibs: st.outLibs, ko: noKo, whiteToMove: false}
	if captured&(captured-1) == 0 && captured != 0 && wg == bit && bit&s.sh.wallAdj == 0 && bits.OnesCount64(s.sh.adj[v]&empty) == 1 {
		ns.ko = uint8(bits.TrailingZeros64(captured))
	}
	return ns, mvOK
}

// fillOutside lets the attacker take one outside liberty of the wall.
func (s *searcher) fillOutside(st state, haveEye bool) (state, int) {
	if st.outLibs == 0 {
		return st, mvIllegal
	}
	ns := state{black: st.black, white: st.white, outLibs: st.outLibs - 1, ko: noKo, whiteToMove: true}
	if !haveEye && s.bigLibs(ns.black, ns.white, ns.outLibs) == 0 {
		return st, mvWin
	}
	return ns, mvOK
}

func (st state) pass() state {
	return state{black: st.black, white: st.white, outLibs: st.outLibs, ko: noKo, whiteToMove: !st.whiteToMove}
}

// lives reports whether the defender's wall survives from st with best
// play, haveEye telling whether the wall has an extra eye elsewhere.
func (s *searcher) lives(st state, haveEye bool) bool {
	if s.err != nil {
		return true
	}
	if st.black|st.white == s.sh.all {
		// No empty point: nobody can capture anything, the wall's only
		// liberties are outside and the attacker fills them (and the
		// extra eye): dead.
		return false
	}
	if !haveEye && !s.noSmall && s.smallDead(st) {
		return false
	}
	h := st.key()
	// A position with a small space outside the wall is looked up in the
	// table kept from shape to shape (searcher.local), any other in the
	// shape's own table.
	th, local := s.localKey(st)
	tt := &s.local
	if local {
		th = ttHash(th, 0, 0)
	} else {
		tt, th = &s.tt, h
		if len(s.auts) > 0 {
			th = s.tkey(st, h)
		}
	}
	if r, ok := tt.get(th, haveEye); ok {
		return r
	}
	// The level is the same along a line, so the key names the position.
	// A position can only come back after a capture (every other move
	// adds a stone, takes an outside liberty or passes, and only the
	// defender passes), and with the same side to move: only entries
	// before the last capture, of the same parity, need a look.
	for i := len(s.path) & 1; i < s.lastCap; i += 2 {
		if s.path[i] == h {
			s.minRep = min(s.minRep, i)
			return true
		}
	}
	s.nodes++
	if s.nodes > s.nodeLimit {
		s.err = fmt.Errorf("%w (%d nodes)", ErrNodeLimit, s.nodeLimit)
		return true
	}
	if s.nodes&4095 == 0 && s.ctx != nil {
		if err := s.ctx.Err(); err != nil {
			s.err = err
			return true
		}
	}
	d := len(s.path)
	saved := s.minRep
	s.minRep = noRep
	s.path = append(s.path, h)
	r := s.search(st, haveEye)
	s.path = s.path[:len(s.path)-1]
	sub := s.minRep
	if sub >= d {
		// Any repetition below led back to this position or below it:
		// the result does not depend on the line that led here.
		sub = noRep
	}
	s.minRep = min(saved, sub)
	if s.err == nil && sub == noRep {
		// A result that relied on a repetition of a position above this
		// one depends on the line that led here and is not stored.
		if local && s.local.used >= maxLocal {
			s.local = table{}
		}
		tt.put(th, haveEye, r)
	}
	return r
}

// maxLocal bounds the number of positions searcher.local remembers.
const maxLocal = 1 << 18

// localKey returns the key of st in searcher.local, which keeps results
// from one shape to the next. When every defender stone in the space is
// part of the wall, the rest of the space (at most localPoints points)
// is all that matters: the game depends only on which of them are
// adjacent, which hold attacker stones, which are liberties of the wall
// (a defender stone there joins the wall), which are marginal, the ko
// point, the outside liberties and the side to move. The key packs these
// with the points numbered in an order that the key itself records (each
// point's adjacencies to the points before it), so equal keys name the
// same game in any two shapes.
func (s *searcher) localKey(st state) (uint64, bool) {
	open := s.sh.all &^ st.white
	n := bits.OnesCount64(open)
	if n > localPoints || s.wall(st.white) != st.white {
		return 0, false
	}
	libs := s.sh.wallAdj | s.nbrs(st.white)
	// The points are numbered by a label that does not depend on the
	// shape (their neighbours among them, attacker stone, wall liberty,
	// marginal), ties in the shape's order, so that more shapes share
	// keys.
	var vs [localPoints]uint8
	var lab [localPoints]uint8
	c0 := 0
	for m := open; m != 0; m &= m - 1 {
		v := uint(bits.TrailingZeros64(m))
		l := uint8(bits.OnesCount64(s.sh.adj[v]&open))<<3 | uint8(st.black>>v&1)<<2 | uint8(libs>>v&1)<<1 | uint8(s.sh.margAdj>>v&1)
		c := c0
		c0++
		for c > 0 && lab[c-1] > l {
			vs[c], lab[c] = vs[c-1], lab[c-1]
			c--
		}
		vs[c], lab[c] = uint8(v), l
	}
	var k uint64
	for i := 0; i < n; i++ {
		a := s.sh.adj[vs[i]]
		for j := 0; j < i; j++ {
			if a>>vs[j]&1 != 0 {
				k |= 1 << uint(i*(i-1)/2+j)
			}
		}
		k |= uint64(lab[i]&7) << uint(21+3*i)
	}
	ko := uint64(7)
	for i := 0; i < n; i++ {
		if vs[i] == st.ko {
			ko = uint64(i)
		}
	}
	k |= ko<<42 | uint64(n)<<45 | uint64(st.outLibs)<<48
	if st.whiteToMove {
		k |= 1 << 52
	}
	return k, true
}

// localPoints is the most points not held by the defender that a
// position of searcher.local may have. The key has room for seven; six
// gave the least CPU time for the whole eyegraph file (GTP, side by
// side: five 0.17 s, six 0.14-0.15 s, seven 0.14-0.17 s, four 0.19-0.22 s).
const localPoints = 6

// smallDead reports, without a search, that the wall (without the extra
// eye) is dead in a position with a small dead eye shape (seed 003 "Eye
// shapes": the nakade shapes). It requires every defender stone in the
// space to be part of the wall, no marginal point among the others, and
// no ko. With attacker stones in the space, the points not held by the
// defender must form one region of at most two points (the defender can
// make at most one eye of them, and the attacker fills the wall's last
// liberties) or a line of three whose middle point the attacker holds,
// or takes, to move, next to his stone at one end. Without attacker
// stones, every empty point must be a liberty of the wall and the empty
// points form one region: with the attacker to move, of at most three
// points, the square four, the pyramid four (a point with three
// neighbours), the crossed five (a point with four) or the bulky five
// (five points with five adjacencies, a square and one more point); with
// the defender to move, of at most two points or the square four. The
// attacker takes the vital point, the defender is left with one eye. The
// search reaches the same result through every line; this only saves
// its nodes.
func (s *searcher) smallDead(st state) bool {
	if st.ko != noKo {
		return false
	}
	if st.black != 0 {
		open := s.sh.all &^ st.white
		n := bits.OnesCount64(open)
		if n > 3 || open&s.sh.margAdj != 0 || s.flood(open, open&-open) != open {
			return false
		}
		if n == 3 {
			// A line of three: dead if the attacker holds the middle
			// point or, to move, takes it next to his stone at one end.
			var mid uint64
			for m := open; m != 0; m &= m - 1 {
				if v := bits.TrailingZeros64(m); bits.OnesCount64(s.sh.adj[v]&open) == 2 {
					mid = m & -m
				}
			}
			ends := st.black &^ mid
			if st.black&mid == 0 && (st.whiteToMove || ends&(ends-1) != 0) {
				return false
			}
		}
		return s.wall(st.white) == st.white
	}
	empty := s.sh.all &^ st.white
	n := bits.OnesCount64(empty)
	if n > 5 || empty&s.sh.margAdj != 0 {
		return false
	}
	if n > 3 || st.whiteToMove && n > 2 {
		deg, maxDeg := 0, 0
		for m := empty; m != 0; m &= m - 1 {
			d := bits.OnesCount64(s.sh.adj[bits.TrailingZeros64(m)] & empty)
			deg += d
			maxDeg = max(maxDeg, d)
		}
		switch {
		case n == 4 && deg == 8: // the square four
		case st.whiteToMove:
			return false
		case n == 4 && maxDeg == 3, n == 5 && (maxDeg == 4 || deg == 10):
		default:
			return false
		}
	}
	if s.flood(empty, empty&-empty) != empty {
		return false
	}
	big := s.wall(st.white)
	return big == st.white && empty&^(s.sh.wallAdj|s.nbrs(big)) == 0
}

// child evaluates a position reached from st by a move, counting captures
// for the repetition check.
func (s *searcher) child(st, ns state, haveEye bool) bool {
	before := bits.OnesCount64(st.black | st.white)
	after := bits.OnesCount64(ns.black | ns.white)
	if after <= before {
		saved := s.lastCap
		s.lastCap = len(s.path)
		r := s.lives(ns, haveEye)
		s.lastCap = saved
		return r
	}
	return s.lives(ns, haveEye)
}

// secureEyes counts the defender's eyes that the attacker can never
// spoil: regions of the points not held by the defender, none marginal
// (so not open to an invincible attacker group), bordered only by the wall
// group, that are either at most six empty points (the attacker cannot
// live inside, and since the wall never runs out of liberties there, he
// cannot fill it either) or regions whose every empty point is a liberty
// of the wall, attacker stones included (Benson's vital regions: the wall
// with two of them lives even if the defender never moves again).
func (s *searcher) secureEyes(black, empty, big uint64, need int) int {
	n := 0
	open := empty | black
	rest := open &^ s.sh.margAdj
	for rest != 0 {
		p := rest & -rest
		reg := s.flood(open, p)
		rest &^= reg
		if reg&s.sh.margAdj != 0 || s.nbrs(reg)&^(reg|big) != 0 {
			continue
		}
		e := reg & empty
		if e == 0 {
			continue
		}
		if reg&black == 0 && bits.OnesCount64(e) <= 6 {
			n++
		} else if e&^(s.nbrs(big)|s.sh.wallAdj) == 0 {
			n++
		}
		if n >= need {
			return n
		}
	}
	return n
}

// reuse prepares s for a new search, keeping its buffers.
func (s *searcher) reuse(ctx context.Context, sh *shape, nodeLimit int64, tt table) {
	clear(s.memo)
	s.sh, s.nodeLimit, s.ctx, s.tt = sh, nodeLimit, ctx, tt
	s.path, s.staticOrder = s.path[:0], s.staticOrder[:0]
	s.lastCap, s.minRep, s.nodes, s.err = 0, noRep, 0, nil
	s.rankThreats = false
	s.wallCache = [256][2]uint64{}
	s.setOrder()
	s.clearKillers()
}

// newSearcher prepares a search of the shape sh.
func newSearcher(ctx context.Context, sh *shape, nodeLimit int64, tt table) *searcher {
	s := &searcher{sh: sh, nodeLimit: nodeLimit, ctx: ctx, tt: tt, minRep: noRep}
	s.setOrder()
	s.clearKillers()
	return s
}

// tkey returns the table key of st, whose plain key is h: the least key
// of its images under the shape's automorphisms, so that symmetric
// positions share their results.
func (s *searcher) tkey(st state, h uint64) uint64 {
	for g := range s.auts {
		t := &s.autTab[g]
		var b, w uint64
		for k, m := 0, st.black; m != 0; k, m = k+1, m>>8 {
			b |= t[k][m&0xff]
		}
		for k, m := 0, st.white; m != 0; k, m = k+1, m>>8 {
			w |= t[k][m&0xff]
		}
		ns := state{black: b, white: w, outLibs: st.outLibs, ko: st.ko, whiteToMove: st.whiteToMove}
		if st.ko != noKo {
			ns.ko = uint8(s.auts[g][st.ko])
		}
		if k := ns.key(); k < h {
			h = k
		}
	}
	return h
}

// setAuts installs the automorphisms of the shape for tkey.
func (s *searcher) setAuts(auts [][]int) {
	s.auts = auts
	if cap(s.autTab) < len(auts) {
		s.autTab = make([][MaxVertices / 8][256]uint64, len(auts))
	}
	s.autTab = s.autTab[:len(auts)]
	for g, a := range auts {
		t := &s.autTab[g]
		for k := 0; k < (s.sh.n+7)/8; k++ {
			for x := 1; x < 256; x++ {
				i := 8*k + bits.TrailingZeros(uint(x))
				var m uint64
				if i < s.sh.n {
					m = 1 << uint(a[i])
				}
				t[k][x] = t[k][x&(x-1)] | m
			}
		}
	}
}

// clearKillers forgets the killer moves.
func (s *searcher) clearKillers() {
	for d := range s.killer {
		s.killer[d] = [2]int8{-1, -1}
	}
}

// setOrder fixes the move order: points with more neighbours in the eye
// space first (the vital points of an eye shape are usually its most
// central points).
func (s *searcher) setOrder() {
	for k := 0; k < (s.sh.n+7)/8; k++ {
		t := &s.nbrTab[k]
		for x := 1; x < 256; x++ {
			i := 8*k + bits.TrailingZeros(uint(x))
			var a uint64
			if i < MaxVertices {
				a = s.sh.adj[i]
			}
			t[x] = t[x&(x-1)] | a
		}
	}
	s.staticOrder = s.staticOrder[:0]
	for v := 0; v < s.sh.n; v++ {
		s.staticOrder = append(s.staticOrder, int8(v))
	}
	slices.SortStableFunc(s.staticOrder, func(a, b int8) int {
		return bits.OnesCount64(s.sh.adj[b]) - bits.OnesCount64(s.sh.adj[a])
	})
}

func (s *searcher) search(st state, haveEye bool) bool {
	empty := s.sh.all &^ (st.black | st.white)
	need := 2
	if haveEye {
		need = 1
	}
	ni := s.info(st)
	big := ni.big
	// The defender to move can pass: the secure eyes are counted when
	// the attacker is to move.
	if !st.whiteToMove && s.secureEyes(st.black, empty, big, need) >= need {
		return true
	}
	// The move that refuted the last position searched at this depth is
	// tried first (the killer heuristic): eye shapes have few vital
	// points, and the same one answers many lines.
	d := min(len(s.path), len(s.killer)-1)
	k := s.killer[d]
	if st.whiteToMove {
		if v := k[1]; v >= 0 && s.whiteWins(st, int(v), haveEye, ni) {
			return true
		}
		for _, v := range s.staticOrder {
			if v == k[1] || empty&(1<<uint(v)) == 0 {
				continue
			}
			if s.whiteWins(st, int(v), haveEye, ni) {
				s.killer[d][1] = v
				return true
			}
		}
		return s.lives(st.pass(), haveEye)
	}
	if haveEye && bits.OnesCount64(empty&ni.bigNbrs)+int(st.outLibs) == 0 {
		return false // the attacker fills the extra eye and captures
	}
	if v := k[0]; v >= 0 && s.blackWins(st, int(v), haveEye, ni) {
		return false
	}
	for _, v := range s.staticOrder {
		if v == k[0] || empty&(1<<uint(v)) == 0 {
			continue
		}
		if s.blackWins(st, int(v), haveEye, ni) {
			s.killer[d][0] = v
			return false
		}
	}
	if st.outLibs > 0 {
		ns, r := s.fillOutside(st, haveEye)
		return !(r == mvWin || !s.lives(ns, haveEye))
	}
	// The attacker never passes: the defender would pass too and live.
	return true
}

// whiteWins reports whether the defender's move at v lives (false if v is
// not a sensible move: occupied, illegal or filling an own eye point).
func (s *searcher) whiteWins(st state, v int, haveEye bool, ni nodeInfo) bool {
	bit := uint64(1) << uint(v)
	if ni.empty&bit == 0 || v >= s.sh.n {
		return false
	}
	if s.sh.adj[v]&^ni.big == 0 && s.sh.margAdj&bit == 0 {
		return false // never fill an own eye point
	}
	ns, r := s.playWhiteN(st, v, haveEye, ni)
	return r == mvOK && s.child(st, ns, haveEye)
}

// blackWins reports whether the attacker's move at v kills (false if v is
// occupied or illegal).
func (s *searcher) blackWins(st state, v int, haveEye bool, ni nodeInfo) bool {
	if ni.empty&(uint64(1)<<uint(v)) == 0 || v >= s.sh.n {
		return false
	}
	ns, r := s.playBlackN(st, v, haveEye, ni)
	return r == mvWin || (r == mvOK && !s.child(st, ns, haveEye))
}

// eyes returns the number of eyes (0, 1 or 2) the space yields from st
// with the side to move given in st.
func (s *searcher) eyes(st state) uint8 {
	if !s.lives(st, true) {
		return 0
	}
	if !s.lives(st, false) {
		return 1
	}
	return 2
}
