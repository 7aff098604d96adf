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

	koAlive    bool // experiment: count a ko as life
	threatMode int
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
	if lib <= 0 {
		lib = 2
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
	s := &searcher{sh: &sh, tt: make(map[ttKey]bool), nodeLimit: limit, ctx: ctx, koAlive: opts.koAlive, threatMode: opts.threatMode}
	val, roles := s.evaluate(uint8(lib))
	if s.err != nil {
		return Result{}, s.err
	}
	if sv.cache == nil {
		sv.cache = make(map[string]cached)
	}
	croles := make([]Role, sh.n)
	for v := range roles {
		croles[perm[v]] = roles[v]
	}
	sv.cache[key] = cached{value: val, roles: croles}
	return Result{Graph: g, Value: val, Roles: roles, Nodes: s.nodes}, nil
}

// afterBlack returns the eyes after an attacker move at v (v < 0: the
// outside liberty, v == pass: a pass), with again telling whether the
// attacker moves again. ok is false if the move is illegal.
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
			lv[h] = !white
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
		lv[h] = s.livesKo(ns, haveEye)
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

// evaluate computes the eye value and the vital points of the shape.
func (s *searcher) evaluate(outLibs uint8) (EyeValue, []Role) {
	n := s.sh.n
	init := state{black: s.sh.black, white: s.sh.white, outLibs: outLibs, ko: noKo}
	var val EyeValue
	val.B = s.eyes(init)
	wst := init
	wst.whiteToMove = true
	val.C = s.eyes(wst)
	roles := make([]Role, n)
	// Attacker first moves: value with the defender answering (alt) and
	// with the attacker moving again (again).
	val.A = val.B
	val.D = val.C
	var altB, againB, altW, againW [MaxVertices]uint8
	var legalB, legalW [MaxVertices]bool
	for v := 0; v < n; v++ {
		if e, ok := s.afterMove(init, false, v, false); ok {
			legalB[v], altB[v] = true, e
		}
		if e, ok := s.afterMove(init, false, v, true); ok {
			againB[v] = e
			if e < val.A {
				val.A = e
			}
		}
		if e, ok := s.afterMove(wst, true, v, false); ok {
			legalW[v], altW[v] = true, e
		}
		if e, ok := s.afterMove(wst, true, v, true); ok {
			againW[v] = e
			if e > val.D {
				val.D = e
			}
		}
	}
	if e, ok := s.afterMove(init, false, moveOutside, true); ok && e < val.A {
		val.A = e
	}
	if s.threatMode >= 2 {
		val.A, val.D = val.B, val.C
		for m1 := 0; m1 < n; m1++ {
			bestA, bestD := uint8(255), uint8(0)
			okA, okD := false, false
			for m2 := -2; m2 < n; m2++ {
				if m2 >= 0 && !s.pairAllowed(m1, m2) {
					continue
				}
				if e, ok := s.seq(init, false, m1, m2); ok {
					okA = true
					bestA = min(bestA, e)
				}
				if e, ok := s.seq(wst, true, m1, m2); ok {
					okD = true
					bestD = max(bestD, e)
				}
			}
			if okA {
				againB[m1] = bestA
				val.A = min(val.A, bestA)
			}
			if okD {
				againW[m1] = bestD
				val.D = max(val.D, bestD)
			}
		}
	}
	if s.threatMode == 1 {
		ist := init
		ist.owe = oweWhite
		val.A = s.eyes(ist)
		wst2 := wst
		wst2.owe = oweBlack
		val.D = s.eyes(wst2)
	}
	for v := 0; v < n; v++ {
		if val.B < val.C {
			if legalB[v] && altB[v] == val.B {
				roles[v] |= Attack
			}
			if legalW[v] && altW[v] == val.C {
				roles[v] |= Defense
			}
			continue
		}
		if val.A < val.B && legalB[v] && againB[v] == val.A {
			roles[v] |= Attack
		}
		if val.C < val.D && legalW[v] && againW[v] == val.D {
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
			c := g.At(i, j)
			ch := byte(' ')
			rowEdge := (g.Top && i == 0) || (g.Bottom && i == g.BottomRow)
			colEdge := (g.Left && j == 0) || (g.Right && j == g.RightCol)
			switch {
			case c.IsEdge():
				ch = plainChars[c]
			case g.offBoard(i, j) && rowEdge && colEdge:
				ch = '+'
			case g.offBoard(i, j) && rowEdge:
				ch = '-' // GNU Go draws a horizontal edge across the whole width
			case g.offBoard(i, j) && colEdge:
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

func (s *searcher) pairAllowed(m1, m2 int) bool {
	marg := func(v int) bool { return s.sh.margAdj&(1<<uint(v)) != 0 }
	switch s.threatMode {
	case 2:
		return !marg(m2)
	case 3:
		return !marg(m1)
	case 4:
		return !marg(m1) && !marg(m2)
	case 5:
		return !(marg(m1) && marg(m2))
	case 6:
		return s.sh.adj[m1]&(1<<uint(m2)) != 0
	case 7:
		return s.sh.adj[m1]&(1<<uint(m2)) == 0
	}
	return true
}

// seq plays m1 and then m2 (a vertex, movePass or moveOutside) for the
// same side and returns the eyes with the other side to move.
func (s *searcher) seq(st state, white bool, m1, m2 int) (uint8, bool) {
	var lv [2]bool
	for h := 0; h < 2; h++ {
		haveEye := h == 0
		cur := st
		done := false
		for i, v := range [2]int{m1, m2} {
			var ns state
			var r int
			switch {
			case v == movePass:
				ns, r = cur, mvOK
			case v == moveOutside:
				if white {
					return 0, false
				}
				ns, r = s.fillOutside(cur, haveEye)
			case white:
				ns, r = s.playWhite(cur, v, haveEye)
			default:
				ns, r = s.playBlack(cur, v, haveEye)
			}
			if r == mvIllegal {
				return 0, false
			}
			if r == mvWin {
				lv[h], done = false, true
				break
			}
			ns.passed = false
			if i == 0 {
				ns.whiteToMove = white
				ns.ko = noKo
			} else {
				ns.whiteToMove = !white
			}
			cur = ns
		}
		if !done {
			lv[h] = s.lives(cur, haveEye)
		}
	}
	switch {
	case !lv[0]:
		return 0, true
	case !lv[1]:
		return 1, true
	}
	return 2, true
}
