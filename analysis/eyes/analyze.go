package eyes

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
)

// Options tune Analyze.
type Options struct {
	// NodeLimit bounds the number of positions searched for one graph;
	// 0 means DefaultNodeLimit. Beyond it Analyze fails with an error.
	NodeLimit int64
	// OutsideLiberties is the number of liberties of the defender's wall
	// outside the eye space; 0 means 2, as in GNU Go's analyze_eyegraph,
	// and a negative number means none.
	OutsideLiberties int
}

// DefaultNodeLimit is the node limit used when Options.NodeLimit is 0.
const DefaultNodeLimit = 20_000_000

// Role marks what a point of the eye space is vital for.
type Role uint8

// Roles of vital points (seed 003, "Eye Local Game Values": attack and
// defence points are marked only where they change the eye value).
const (
	Attack  Role = 1 << iota // the attacker's vital move
	Defense                  // the defender's vital move
)

// Result is the outcome of Analyze: the eye value of the graph and its
// vital points.
type Result struct {
	Graph *Graph
	Value EyeValue
	// Roles gives, for each point of the local game in reading order
	// (the order of Graph.Vertices), whether it is an attack point, a
	// defence point, both or neither. The attack points are the first
	// moves of the attacker's threat when A < B, otherwise (when B < C)
	// the moves that hold the defender to B eyes; the defence points are
	// the first moves of the defender's threat when D > C, otherwise (when
	// B < C) the moves that give him C eyes.
	Roles []Role
	// Vertices lists the points of the local game in reading order, as
	// Graph.Vertices returns them: Roles[k] is the role of Vertices[k].
	Vertices [][2]int
	// Nodes is the number of positions searched (0 when the answer came
	// from the Solver's cache).
	Nodes int64
}

// Solver analyses eye graphs and caches the answers by the canonical form
// of the graph, so that isomorphic shapes are solved once. A Solver is not
// safe for concurrent use (use one per goroutine, or a SharedSolver); the
// zero value is ready to use.
type Solver struct {
	cache map[string]cached
	// raw caches answers by the literal diagram (cells, edges and
	// options), so that a shape met again in the same orientation skips
	// building and canonicalising its game.
	raw map[string]cached
	key []byte // scratch for rawKey
	// failed remembers shapes whose search ran out of nodes, with the
	// limit it ran out at, so that a shape met again with no larger
	// limit fails at once instead of searching again.
	failed map[string]int64
	tt     table // reused between searches
	spare  *searcher
}

type cached struct {
	value EyeValue
	roles []Role   // indexed by canonical vertex number (raw: reading order)
	verts [][2]int // the graph's vertices (raw cache only)
}

// SharedSolver is a Solver that is safe for concurrent use: its Analyze
// serialises the callers, so that one cache serves every position an
// engine analyses. The zero value is ready to use; it must not be copied
// after first use.
type SharedSolver struct {
	mu sync.Mutex
	s  Solver
}

// Analyze is Solver.Analyze under the solver's lock.
func (sv *SharedSolver) Analyze(ctx context.Context, g *Graph, opts Options) (Result, error) {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	return sv.s.Analyze(ctx, g, opts)
}

// maxCached bounds each of a Solver's caches; a full cache starts afresh,
// so that a long-lived solver does not grow without end.
const maxCached = 1 << 17

// Analyze solves the eye graph g with a fresh Solver.
func Analyze(ctx context.Context, g *Graph, opts Options) (Result, error) {
	var s Solver
	return s.Analyze(ctx, g, opts)
}

// Analyze solves the eye graph g as a local game and returns its eye value
// and vital points, answering from the cache when an isomorphic shape was
// solved before with the same options.
func (sv *Solver) Analyze(ctx context.Context, g *Graph, opts Options) (Result, error) {
	lib := opts.OutsideLiberties
	if lib == 0 {
		lib = 2
	}
	if lib < 0 {
		lib = 0
	}
	if lib > 15 {
		lib = 15
	}
	sv.key = g.rawKey(sv.key[:0], lib)
	if c, ok := sv.raw[string(sv.key)]; ok {
		return Result{Graph: g, Value: c.value, Roles: append([]Role(nil), c.roles...),
			Vertices: append([][2]int(nil), c.verts...)}, nil
	}
	res, err := sv.analyze(ctx, g, lib, opts.NodeLimit)
	if err == nil {
		if sv.raw == nil || len(sv.raw) >= maxCached {
			sv.raw = make(map[string]cached)
		}
		sv.raw[string(sv.key)] = cached{value: res.Value, roles: append([]Role(nil), res.Roles...),
			verts: append([][2]int(nil), res.Vertices...)}
	}
	return res, err
}

// rawKey appends to buf a key naming the literal diagram of g: its edges,
// the outside liberties and its cells row by row.
func (g *Graph) rawKey(buf []byte, lib int) []byte {
	var flags byte
	for k, e := range [4]bool{g.Top, g.Bottom, g.Left, g.Right} {
		if e {
			flags |= 1 << k
		}
	}
	buf = append(buf, byte(lib), flags)
	buf = binary.AppendUvarint(buf, uint64(g.Width))
	for _, row := range g.Cells {
		buf = binary.AppendUvarint(buf, uint64(len(row)))
		for _, c := range row {
			buf = append(buf, byte(c))
		}
	}
	return buf
}

// analyze solves g through the canonical-form cache.
func (sv *Solver) analyze(ctx context.Context, g *Graph, lib int, nodeLimit int64) (Result, error) {
	sh, verts, err := buildShape(g)
	if err != nil {
		return Result{}, err
	}
	limit := nodeLimit
	if limit <= 0 {
		limit = DefaultNodeLimit
	}
	perm, key, auts := canonicalAut(&sh)
	key = fmt.Sprintf("%d:%s", lib, key)
	if c, ok := sv.cache[key]; ok {
		roles := make([]Role, sh.n)
		for v := range roles {
			roles[v] = c.roles[perm[v]]
		}
		return Result{Graph: g, Value: c.value, Roles: roles, Vertices: verts}, nil
	}
	if f, ok := sv.failed[key]; ok && limit <= f {
		return Result{}, fmt.Errorf("%w (%d nodes, remembered)", ErrNodeLimit, f)
	}
	// Search the canonically relabelled shape, so that isomorphic graphs
	// get identical answers whatever their orientation.
	csh := relabel(&sh, perm)
	sv.tt.reset()
	s := sv.spare
	if s == nil {
		s = newSearcher(ctx, &csh, limit, sv.tt)
	} else {
		s.reuse(ctx, &csh, limit, sv.tt)
	}
	sv.spare = s
	s.setAuts(auts)
	val, croles := s.evaluate(uint8(lib))
	sv.tt = s.tt
	if s.err != nil {
		if errors.Is(s.err, ErrNodeLimit) {
			if sv.failed == nil {
				sv.failed = make(map[string]int64)
			}
			sv.failed[key] = limit
		}
		return Result{}, s.err
	}
	if sv.cache == nil || len(sv.cache) >= maxCached {
		sv.cache = make(map[string]cached)
	}
	sv.cache[key] = cached{value: val, roles: croles}
	roles := make([]Role, sh.n)
	for v := range roles {
		roles[v] = croles[perm[v]]
	}
	return Result{Graph: g, Value: val, Roles: roles, Vertices: verts, Nodes: s.nodes}, nil
}

// evaluate computes the eye value and the vital points of the shape.
//
// B and C come from searching with the attacker and the defender to move;
// A and D are the two-move threats, defined recursively (see recValue).
// The attack points are the first moves of the attacker's threat when
// A < B, and otherwise, when B < C, the attacker's moves that hold the
// defender to B eyes. Symmetrically, the defence points are the first
// moves of the defender's threat when D > C, and otherwise, when B < C, the
// defender's moves that reach C eyes. This is how GNU Go's answers mark
// them (seed 003: attack and defence points are marked only where they
// change the eye value). A vital move is tested with the ko ban it
// creates, since the opponent answers at once: a ko capture that holds
// the value only because the opponent may not retake at once is vital.
func (s *searcher) evaluate(outLibs uint8) (EyeValue, []Role) {
	n := s.sh.n
	init := state{black: s.sh.black, white: s.sh.white, outLibs: outLibs, ko: noKo}
	wst := init
	wst.whiteToMove = true
	val := s.recValue(init)
	roles := make([]Role, n)
	if s.err != nil {
		return val, roles
	}
	for p := 0; p < n; p++ {
		if val.A < val.B {
			if ok, bp := s.attackThreat(init, p, val.B); ok && bp == val.A {
				roles[p] |= Attack
			}
		} else if val.B < val.C {
			if ns, r := s.playBlack(init, p, true); r == mvOK {
				ns.whiteToMove = true
				// No attacker move leaves fewer than B eyes (B is the
				// least they leave), so one search decides.
				if !s.atLeast(ns, val.B+1) {
					roles[p] |= Attack
				}
			}
		}
		if val.C < val.D {
			if ok, cp := s.defenseThreat(init, p, val.C); ok && cp == val.D {
				roles[p] |= Defense
			}
		} else if val.B < val.C {
			if ns, r := s.playWhite(wst, p, true); r == mvOK {
				ns.whiteToMove = false
				// No defender move gives more than C eyes.
				if s.atLeast(ns, val.C) {
					roles[p] |= Defense
				}
			}
		}
	}
	return val, roles
}

// posKey identifies a position of the recursion in recValue.
type posKey struct{ b, w uint64 }

// recValue computes the eye value of the position st (whoever is to move).
// B and C are searched. The threats are recursive, which is what GNU Go's
// answers show (seed 003, "Eye Local Game Values", Pattern 6141: the
// attacker's "extra move" does not let him ignore the defender's answer):
// the attacker's threat A is the B digit left by a first move p that keeps
// the defender at B eyes (C of the new position equals B) and after which
// the defender has no threat of his own above B (D of the new position is
// at most B); symmetrically, the defender's threat D is the C digit left by
// a first move that keeps B at C and leaves the attacker no threat below
// C. The digits are computed lazily (a threat test needs only the other
// side's threat digit of the new position) and memoised per position; a
// position met again while one of its threat digits is being computed
// counts as having no threats.
func (s *searcher) recValue(st state) EyeValue {
	b, c := s.bc(st)
	return EyeValue{A: s.aDigit(st), B: b, C: c, D: s.dDigit(st)}
}

// threatMemo holds what is known of a position's eye value.
type threatMemo struct {
	b, c, a, d uint8
	flags      uint8
}

// Flags of threatMemo.
const (
	haveBC = 1 << iota
	haveA
	haveD
	busy // a threat digit is being computed
)

func (s *searcher) memoOf(st state) *threatMemo {
	k := posKey{st.black, st.white}
	if s.memo == nil {
		s.memo = map[posKey]*threatMemo{}
	}
	m := s.memo[k]
	if m == nil {
		m = &threatMemo{}
		s.memo[k] = m
	}
	return m
}

// bc returns the B and C digits of st.
func (s *searcher) bc(st state) (uint8, uint8) {
	m := s.memoOf(st)
	if m.flags&haveBC == 0 {
		bst, wst := st, st
		bst.whiteToMove, wst.whiteToMove = false, true
		bst.ko, wst.ko = noKo, noKo
		// The defender moving first may pass, which leaves the attacker
		// to move: C is at least B, and only the levels above B need a
		// search.
		m.b = s.eyes(bst)
		switch m.b {
		case 2:
			m.c = 2
		case 1:
			m.c = 1
			if s.lives(wst, false) {
				m.c = 2
			}
		default:
			m.c = s.eyes(wst)
		}
		m.flags |= haveBC
	}
	return m.b, m.c
}

// aDigit returns the attacker's threat digit A of st.
func (s *searcher) aDigit(st state) uint8 {
	b, _ := s.bc(st)
	m := s.memoOf(st)
	if m.flags&haveA != 0 {
		return m.a
	}
	if m.flags&busy != 0 {
		return b
	}
	m.flags |= busy
	a := b
	for p := moveOutside; p < s.sh.n && s.err == nil && a > 0; p++ {
		if ok, bp := s.attackThreat(st, p, b); ok && bp < a {
			a = bp
		}
	}
	m.flags &^= busy
	m.a = a
	m.flags |= haveA
	return a
}

// dDigit returns the defender's threat digit D of st.
func (s *searcher) dDigit(st state) uint8 {
	_, c := s.bc(st)
	m := s.memoOf(st)
	if m.flags&haveD != 0 {
		return m.d
	}
	if m.flags&busy != 0 {
		return c
	}
	m.flags |= busy
	d := c
	for p := 0; p < s.sh.n && s.err == nil && d < 2; p++ {
		if ok, cp := s.defenseThreat(st, p, c); ok && cp > d {
			d = cp
		}
	}
	m.flags &^= busy
	m.d = d
	m.flags |= haveD
	return d
}

// attackThreat reports whether the attacker's move p (a point, or
// moveOutside for an outside liberty of the wall) starts a threat in the
// sense of recValue, where b is the B digit of st, and the number of eyes
// left if he then moves again.
func (s *searcher) attackThreat(st state, p int, b uint8) (bool, uint8) {
	bst := st
	bst.whiteToMove, bst.ko = false, noKo
	var ns state
	var r int
	if p == moveOutside {
		ns, r = s.fillOutside(bst, true)
	} else {
		ns, r = s.playBlack(bst, p, true)
	}
	if r != mvOK {
		return false, 0
	}
	after := ns
	after.ko = noKo
	after.whiteToMove = false
	if s.atLeast(after, b) { // the second move must lose an eye
		return false, 0
	}
	var bp uint8
	if b == 2 && s.atLeast(after, 1) {
		bp = 1
	}
	after.whiteToMove = true
	if s.atLeast(after, b+1) { // the first move must keep B
		return false, 0
	}
	if s.dDigit(ns) > b {
		return false, 0
	}
	return true, bp
}

// defenseThreat is attackThreat for the defender, where c is the C digit
// of st.
func (s *searcher) defenseThreat(st state, p int, c uint8) (bool, uint8) {
	wst := st
	wst.whiteToMove, wst.ko = true, noKo
	ns, r := s.playWhite(wst, p, true)
	if r != mvOK {
		return false, 0
	}
	after := ns
	after.ko = noKo
	after.whiteToMove = true
	if !s.atLeast(after, c+1) { // the second move must gain an eye
		return false, 0
	}
	cp := uint8(2)
	if c == 0 && !s.atLeast(after, 2) {
		cp = 1
	}
	after.whiteToMove = false
	if !s.atLeast(after, c) { // the first move must keep C
		return false, 0
	}
	if s.aDigit(ns) < c {
		return false, 0
	}
	return true, cp
}

// Annotated draws the graph in GNU Go's analyze_eyegraph notation: "*" for
// an attack and defence point, "<" attack only, ">" defence only, and "@",
// "(", ")" for the same roles on marginal points; "!", "$", "X" and "." stay
// as they are, points outside the eye space print as spaces and edges as
// "-", "|" and "+". Rows are padded with spaces to the widest row.
func (r Result) Annotated() string {
	g := r.Graph
	wall := g.wallGrid()
	var b strings.Builder
	k := 0
	for i := range g.Cells {
		if i > 0 {
			b.WriteByte('\n')
		}
		for j := 0; j < g.Width; j++ {
			c := g.kind(i, j)
			ch := byte(' ')
			switch {
			case g.rowEdge(i) && g.colEdge(j):
				ch = '+'
			case g.rowEdge(i):
				ch = '-'
			case g.colEdge(j):
				ch = '|'
			case c == DeadStone:
				ch = 'X'
			case c == MarginalStone:
				ch = '$'
			case c == EyePoint:
				ch = ".<>*"[r.Roles[k]]
			case c == Marginal:
				ch = "!()@"[r.Roles[k]]
			case g.enclosed(i, j, wall):
				ch = '.'
			}
			if c.IsVertex() || g.enclosed(i, j, wall) {
				k++
			}
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// GTPAnswer returns the text of GNU Go's analyze_eyegraph answer after the
// "= ": the eye value, a newline and the annotated graph.
func (r Result) GTPAnswer() string {
	return r.Value.String() + "\n" + r.Annotated()
}

// moveOutside stands for the attacker taking an outside liberty of the
// wall.
const moveOutside = -1

// atLeast reports whether the space yields at least k eyes from st (side
// to move as in st), searching one level only.
func (s *searcher) atLeast(st state, k uint8) bool {
	switch {
	case k == 0:
		return true
	case k == 1:
		return s.lives(st, true)
	case k == 2:
		return s.lives(st, false)
	}
	return false
}
