package eyes

import (
	"context"
	"fmt"
	"strings"
)

// Options tune Analyze.
type Options struct {
	// NodeLimit bounds the number of positions searched for one graph;
	// 0 means DefaultNodeLimit. Beyond it Analyze fails with an error.
	NodeLimit int64
	// OutsideLiberties is the number of liberties of the defender's wall
	// outside the eye space; 0 means 2, as in GNU Go's analyze_eyegraph.
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
	// Roles gives, for each eye space point in reading order (the order
	// of Graph.Vertices), whether it is an attack point, a defence point,
	// both or neither. When B < C the attack points are the moves that
	// hold the defender to B eyes and the defence points those that give
	// him C. Otherwise attack points are the first moves of the threat
	// A < B and defence points those of the threat D > C.
	Roles []Role
	// Nodes is the number of positions searched (0 when the answer came
	// from the Solver's cache).
	Nodes int64
}

// Solver analyses eye graphs and caches the answers by the canonical form
// of the graph, so that isomorphic shapes are solved once. A Solver is not
// safe for concurrent use; the zero value is ready to use.
type Solver struct {
	cache map[string]cached
	tt    table // reused between searches
}

type cached struct {
	value EyeValue
	roles []Role // indexed by canonical vertex number
}

// Analyze solves the eye graph g with a fresh Solver.
func Analyze(ctx context.Context, g *Graph, opts Options) (Result, error) {
	var s Solver
	return s.Analyze(ctx, g, opts)
}

// Analyze solves the eye graph g as a local game and returns its eye value
// and vital points, answering from the cache when an isomorphic shape was
// solved before with the same options.
func (sv *Solver) Analyze(ctx context.Context, g *Graph, opts Options) (Result, error) {
	sh, _ := buildShape(g)
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
	limit := opts.NodeLimit
	if limit <= 0 {
		limit = DefaultNodeLimit
	}
	perm, key := canonical(&sh)
	key = fmt.Sprintf("%d:%s", lib, key)
	if c, ok := sv.cache[key]; ok {
		roles := make([]Role, sh.n)
		for v := range roles {
			roles[v] = c.roles[perm[v]]
		}
		return Result{Graph: g, Value: c.value, Roles: roles}, nil
	}
	// Search the canonically relabelled shape, so that isomorphic graphs
	// get identical answers whatever their orientation.
	csh := relabel(&sh, perm)
	sv.tt.reset()
	s := newSearcher(ctx, &csh, limit, sv.tt)
	val, croles := s.evaluate(uint8(lib))
	sv.tt = s.tt
	if s.err != nil {
		return Result{}, s.err
	}
	if sv.cache == nil {
		sv.cache = make(map[string]cached)
	}
	sv.cache[key] = cached{value: val, roles: croles}
	roles := make([]Role, sh.n)
	for v := range roles {
		roles[v] = croles[perm[v]]
	}
	return Result{Graph: g, Value: val, Roles: roles, Nodes: s.nodes}, nil
}

// afterMove returns the eyes after a move at v by the given side (v may be
// moveOutside or movePass), with the other side to move, or with the same
// side to move again when again is set. ok is false if the move is illegal.
func (s *searcher) afterMove(st state, white bool, v int, again bool) (eyes uint8, ok bool) {
	var lv [2]bool // lives with haveEye = true, false
	for h := 0; h < 2; h++ {
		haveEye := h == 0
		var ns state
		var r int
		switch {
		case v == movePass:
			ns, r = st.pass(), mvOK
			ns.passed = false
		case v == moveOutside:
			ns, r = s.fillOutside(st, haveEye)
		case white:
			ns, r = s.playWhite(st, v, haveEye)
		default:
			ns, r = s.playBlack(st, v, haveEye)
		}
		switch r {
		case mvIllegal:
			if h == 0 {
				return 0, false
			}
			lv[h] = !white // a move legal only at the other level
			continue
		case mvWin:
			lv[h] = false
			ok = true
			continue
		}
		ok = true
		if again {
			ns.whiteToMove = white
			ns.ko = noKo
		}
		lv[h] = s.lives(ns, haveEye)
	}
	switch {
	case !lv[0]:
		return 0, ok
	case !lv[1]:
		return 1, ok
	}
	return 2, ok
}

const (
	movePass    = -1
	moveOutside = -2
)

// eyesCapped returns the number of eyes from st (side to move as in st)
// if it is below cap, and cap otherwise, searching only the levels needed.
func (s *searcher) eyesCapped(st state, cap uint8) uint8 {
	if cap == 0 {
		return 0
	}
	if !s.lives(st, true) {
		return 0
	}
	if cap == 1 || !s.lives(st, false) {
		return 1
	}
	return 2
}

// eyesFloored returns the number of eyes from st if it is above floor,
// and floor otherwise, searching only the levels needed.
func (s *searcher) eyesFloored(st state, floor uint8) uint8 {
	if floor >= 2 {
		return 2
	}
	if s.lives(st, false) {
		return 2
	}
	if floor == 1 || !s.lives(st, true) {
		return floor
	}
	return 1
}

// twice plays v for the given side and gives the same side the move again
// (the A and D digits, seed 003 "Eye Local Game Values"). The returned
// states are for the one-eye and two-eye levels; win reports that the move
// already captured the wall at that level.
func (s *searcher) twice(st state, white bool, v int) (ns [2]state, win [2]bool, ok bool) {
	for h := 0; h < 2; h++ {
		haveEye := h == 0
		var r int
		switch {
		case v == moveOutside:
			ns[h], r = s.fillOutside(st, haveEye)
		case white:
			ns[h], r = s.playWhite(st, v, haveEye)
		default:
			ns[h], r = s.playBlack(st, v, haveEye)
		}
		switch r {
		case mvIllegal:
			if h == 0 {
				return ns, win, false
			}
			// Legal only at the one-eye level: treat as a pass here.
			ns[h] = st
		case mvWin:
			win[h] = true
		}
		ns[h].whiteToMove, ns[h].ko, ns[h].passed = white, noKo, false
	}
	return ns, win, true
}

// threatValue returns the eyes after v and a second move by the same side,
// capped for the attacker at cap (floored for the defender at cap).
func (s *searcher) threatValue(st state, white bool, v int, cap uint8) (uint8, bool) {
	ns, win, ok := s.twice(st, white, v)
	if !ok {
		return 0, false
	}
	lives := func(h int) bool { return !win[h] && s.lives(ns[h], h == 0) }
	if white {
		if cap >= 2 {
			return 2, true
		}
		if lives(1) {
			return 2, true
		}
		if cap == 1 || !lives(0) {
			return cap, true
		}
		return 1, true
	}
	if cap == 0 || !lives(0) {
		return 0, true
	}
	if cap == 1 || !lives(1) {
		return 1, true
	}
	return 2, true
}

// evaluate computes the eye value and the vital points of the shape.
//
// B and C come from searching with the attacker and the defender to move;
// A and D let one side make two moves in a row. When B < C the attack
// points are the attacker's moves that hold the defender to B eyes and the
// defence points the defender's moves that reach C; among several, only
// those leaving the mover the best position (judged by the other middle
// digit of the position after the move) are kept, which is how GNU Go's
// answers single out the vital point. Otherwise the attack points are the
// first moves of the attacker's threat (A < B) and the defence points those
// of the defender's threat (D > C), again keeping those that leave the best
// middle digit.
func (s *searcher) evaluate(outLibs uint8) (EyeValue, []Role) {
	n := s.sh.n
	init := state{black: s.sh.black, white: s.sh.white, outLibs: outLibs, ko: noKo}
	wst := init
	wst.whiteToMove = true
	var val EyeValue
	val.B = s.eyes(init)
	val.C = s.eyes(wst)
	val.A, val.D = val.B, val.C
	roles := make([]Role, n)
	var againB, againW [MaxVertices]uint8
	for m := 0; m < n && s.err == nil; m++ {
		againB[m], againW[m] = 255, 255
		if val.B > 0 {
			if e, ok := s.threatValue(init, false, m, val.B); ok {
				againB[m] = e
				val.A = min(val.A, e)
			}
		}
		if val.C < 2 {
			if e, ok := s.threatValue(wst, true, m, val.C); ok {
				againW[m] = e
				val.D = max(val.D, e)
			}
		}
	}
	if val.A > 0 {
		if e, ok := s.threatValue(init, false, moveOutside, val.A); ok {
			val.A = min(val.A, e)
		}
	}
	if s.err != nil {
		return val, roles
	}
	if val.B == val.C {
		// Rank the first moves of each threat by the middle digit of the
		// position they leave with the opponent to move.
		bestA, bestD := -1, -1
		var keyA, keyD [MaxVertices]int
		for v := 0; v < n; v++ {
			keyA[v], keyD[v] = -1, -1
			if val.A < val.B && againB[v] == val.A {
				ns, _ := s.playBlack(init, v, true)
				ns.whiteToMove = true
				keyA[v] = 2 - int(s.eyes(ns))
				bestA = max(bestA, keyA[v])
			}
			if val.C < val.D && againW[v] == val.D {
				ns, _ := s.playWhite(wst, v, true)
				ns.whiteToMove = false
				keyD[v] = int(s.eyes(ns))
				bestD = max(bestD, keyD[v])
			}
		}
		for v := 0; v < n; v++ {
			if keyA[v] >= 0 && keyA[v] == bestA {
				roles[v] |= Attack
			}
			if keyD[v] >= 0 && keyD[v] == bestD {
				roles[v] |= Defense
			}
		}
		return val, roles
	}
	// B < C: rank the moves that reach the digit.
	bestA, bestD := -1, -1
	var keyA, keyD [MaxVertices]int
	for v := 0; v < n; v++ {
		keyA[v], keyD[v] = -1, -1
		if ns, r := s.playBlack(init, v, true); r == mvOK {
			after := state{black: ns.black, white: ns.white, outLibs: ns.outLibs, ko: ns.ko, whiteToMove: true}
			if s.eyesCapped(after, val.B+1) == val.B {
				after.whiteToMove, after.ko = false, noKo
				keyA[v] = 2 - int(s.eyesCapped(after, val.B)) // fewer eyes is better
				bestA = max(bestA, keyA[v])
			}
		}
		if ns, r := s.playWhite(wst, v, true); r == mvOK {
			after := state{black: ns.black, white: ns.white, outLibs: ns.outLibs, ko: ns.ko}
			if s.eyesFloored(after, val.C-1) == val.C {
				after.whiteToMove, after.ko = true, noKo
				keyD[v] = int(s.eyesFloored(after, val.C))
				bestD = max(bestD, keyD[v])
			}
		}
	}
	for v := 0; v < n; v++ {
		if keyA[v] >= 0 && keyA[v] == bestA {
			roles[v] |= Attack
		}
		if keyD[v] >= 0 && keyD[v] == bestD {
			roles[v] |= Defense
		}
	}
	return val, roles
}

// Annotated draws the graph in GNU Go's analyze_eyegraph notation: "*" for
// an attack and defence point, "<" attack only, ">" defence only, and "@",
// "(", ")" for the same roles on marginal points; "!", "$", "X" and "." stay
// as they are, points outside the eye space print as spaces and edges as
// "-", "|" and "+". Rows are padded with spaces to the widest row.
func (r Result) Annotated() string {
	g := r.Graph
	wall := g.wallCells()
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
			case g.IsEnclosed(i, j, wall):
				ch = '.'
			}
			if c.IsVertex() || g.IsEnclosed(i, j, wall) {
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
