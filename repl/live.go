package repl

import (
	"context"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// liveNeeds maps the live names that need an analysis to what they need.
// Names absent from it (board, play, A1…) are always up to date.
var liveNeeds = map[string]needs{
	"worm":     {worms: true},
	"dragon":   {dragons: true},
	"dragon2":  {dragons: true},
	"DRAGON":   {dragons: true},
	"DRAGON2":  {dragons: true},
	"surround": {dragons: true},
	"board":    {}, "play": {}, "undo": {}, "load": {}, "setup": {}, "show": {}, "help": {},
	"display": {}, "analyze_eyegraph": {}, "lineplot": {}, "PASS": {}, "ctx": {}, "moves": {},
	"black_eye": {eyes: true}, "white_eye": {eyes: true}, "half_eye": {eyes: true},
	"Black": {}, "White": {}, "Empty": {}, "analysis": {},
	"diff": {}, "json": {}, // issue 10 (diff.go, json.go)
}

// live holds the values behind the live names of one session. The
// interpreter reads them through pointers, so assigning a field here
// changes what the next expression sees.
type live struct {
	s    *Session
	hist []analysis.Position // the game so far; the last is current
	gen  int                 // bumped on every position change

	board    analysis.Position
	vtx      [analysis.MaxBoard][analysis.MaxBoard]analysis.Pos // [column][row-1]
	vtxSize  int
	worm     []analysis.Worm
	wormGen  int
	analysis *analysis.Analysis
	ctx      context.Context
	eyeGen   int
	blackEye []analysis.EyeData
	whiteEye []analysis.EyeData
	halfEye  []analysis.HalfEyeData
	solver   eyes.Solver
	// The dragon stage (seed 001), bound when a cell uses a dragon name.
	dragonGen int
	dragons   *analysis.DragonSet
	dragon    []analysis.Dragon
	dragon2   []analysis.Dragon2
	slots     map[string]reflect.Value // interpreter globals of the live variables
	hostVars  map[string]reflect.Value // slotExports()
}

func newLive(s *Session, hist []analysis.Position) *live {
	l := &live{s: s, ctx: context.Background(), wormGen: -1, eyeGen: -1, dragonGen: -1}
	l.hostVars = l.slotExports()
	l.hist = append([]analysis.Position(nil), hist...)
	l.changed()
	return l
}

// pos returns the current position.
func (l *live) pos() analysis.Position { return l.hist[len(l.hist)-1] }

// reset replaces the game by the single position p.
func (l *live) reset(p analysis.Position) {
	l.hist = []analysis.Position{p}
	l.changed()
}

// push makes p the current position after a move.
func (l *live) push(p analysis.Position) {
	l.hist = append(l.hist, p)
	l.changed()
}

// changed rebinds the cheap names at once and the analysed names the
// running cell uses (so "play(D4); worm[D4]" sees the new position).
func (l *live) changed() {
	l.gen++
	l.board = l.pos()
	l.analysis = nil
	l.setWorm(nil)
	l.setEyes(nil, nil, nil)
	l.setDragons(nil)
	l.sync("board")
	if n := l.board.Size(); n != l.vtxSize {
		l.vtxSize = n
		for j := 0; j < analysis.MaxBoard; j++ {
			for r := 1; r <= analysis.MaxBoard; r++ {
				if j < n && r <= n {
					l.vtx[j][r-1] = analysis.POS(n-r, j)
				} else {
					l.vtx[j][r-1] = -1 // off this board: no valid point
				}
			}
		}
		l.sync()
	}
	if l.s != nil && (l.s.cellNeeds.worms || l.s.cellNeeds.eyes || l.s.cellNeeds.dragons) {
		n := l.s.cellNeeds
		n.vertices = nil // a cell may change the board size on purpose
		if err := l.bind(l.ctx, n); err != nil {
			fail(err)
		}
	}
}

// bind brings the names in n up to date with the current position.
func (l *live) bind(ctx context.Context, n needs) error {
	size := l.board.Size()
	for _, v := range n.vertices {
		if _, err := analysis.ParseVertex(v, size); err != nil {
			return fmt.Errorf("repl: %s is not a point of the %d×%d board", v, size, size)
		}
	}
	if n.dragons && l.dragonGen != l.gen {
		ds, err := l.dragonSet(ctx)
		if err != nil {
			return err
		}
		l.setDragons(ds)
		l.dragonGen = l.gen
	}
	if n.worms && l.wormGen != l.gen {
		a, err := l.analyze(ctx)
		if err != nil {
			return err
		}
		l.setWorm(a.Worms())
		l.wormGen = l.gen
	}
	if n.eyes && l.eyeGen != l.gen {
		o, err := l.eyeSpaces(ctx)
		if err != nil {
			return err
		}
		b := make([]analysis.EyeData, analysis.NumPos)
		w := make([]analysis.EyeData, analysis.NumPos)
		h := make([]analysis.HalfEyeData, analysis.NumPos)
		for p := range b {
			b[p] = o.Eye(analysis.Black, analysis.Pos(p))
			w[p] = o.Eye(analysis.White, analysis.Pos(p))
			h[p] = o.HalfEye(analysis.Pos(p))
		}
		l.setEyes(b, w, h)
		l.eyeGen = l.gen
	}
	return nil
}

// eyeSpaces returns the eye spaces and half eyes of the current position
// (seed 003), computing them once per position.
func (l *live) eyeSpaces(ctx context.Context) (*analysis.Optics, error) {
	a, err := l.analyze(ctx)
	if err != nil {
		return nil, err
	}
	return a.Optics(ctx)
}

// setEyes binds the eye arrays.
func (l *live) setEyes(b, w []analysis.EyeData, h []analysis.HalfEyeData) {
	l.blackEye, l.whiteEye, l.halfEye = b, w, h
	l.sync("black_eye", "white_eye", "half_eye")
}

// analyze returns the worm-level analysis of the current position,
// computing it once per position.
func (l *live) analyze(ctx context.Context) (*analysis.Analysis, error) {
	return l.analyzeAt(ctx, analysis.Worms)
}

// analyzeAt returns an analysis of the current position at level lv or
// above. The worm level is computed lazily (eyes and dragons on demand);
// an analysis at the dragon level (owl included) replaces it when a cell
// first needs dragons, since the owl stage runs only in analyses made at
// that level.
func (l *live) analyzeAt(ctx context.Context, lv analysis.Level) (*analysis.Analysis, error) {
	if l.analysis != nil && l.analysis.Config().Level >= lv {
		return l.analysis, nil
	}
	p := l.pos()
	a, err := analysis.Config{Level: lv}.Analyze(ctx, &p)
	if err != nil {
		return nil, err
	}
	l.analysis = a
	return a, nil
}

// dragonSet returns the dragons of the current position with owl and
// semeai reading (seed 001: the status is the owl status), computing them
// once per position.
func (l *live) dragonSet(ctx context.Context) (*analysis.DragonSet, error) {
	if l.dragons != nil && l.dragonGen == l.gen {
		return l.dragons, nil
	}
	a, err := l.analyzeAt(ctx, analysis.Dragons)
	if err != nil {
		return nil, err
	}
	return a.Dragons(ctx)
}

// setDragons binds dragon and dragon2 from ds (nil unbinds them).
func (l *live) setDragons(ds *analysis.DragonSet) {
	l.dragons = ds
	l.dragon, l.dragon2 = nil, nil
	if ds != nil {
		l.dragon = make([]analysis.Dragon, analysis.NumPos)
		for p := range l.dragon {
			l.dragon[p] = ds.Dragon(analysis.Pos(p))
		}
		l.dragon2 = make([]analysis.Dragon2, ds.Len())
		for d := range l.dragon2 {
			l.dragon2[d] = *ds.Dragon2(d)
		}
	}
	l.sync("dragon", "dragon2")
}

// needDragons returns the bound dragon set, computing it when a function
// is called from code the session did not see (a script's helper).
func (l *live) needDragons() *analysis.DragonSet {
	if l.dragons == nil || l.dragonGen != l.gen {
		ds, err := l.dragonSet(l.ctx)
		if err != nil {
			fail(err)
		}
		l.setDragons(ds)
		l.dragonGen = l.gen
	}
	return l.dragons
}

// dragonAt returns the dragon number of the stone at p, failing with a
// clear error on an empty point.
func (l *live) dragonAt(p analysis.Pos, name string) (*analysis.DragonSet, int) {
	ds := l.needDragons()
	if !p.OnBoard(l.board.Size()) {
		fail(fmt.Errorf("repl: %s: %v is not a point of the board", name, p))
	}
	id := ds.ID(p)
	if id < 0 {
		fail(fmt.Errorf("repl: %s(%s): no stone there", name, analysis.Vertex(p, l.board.Size())))
	}
	return ds, id
}

// dragonByID is DRAGON(id): the dragon data of dragon number id (seed 001,
// DRAGON(d) = dragon[dragon2[d].origin]).
func (l *live) dragonByID(id int) analysis.Dragon {
	ds := l.needDragons()
	if id < 0 || id >= ds.Len() {
		fail(fmt.Errorf("repl: DRAGON(%d): the dragon numbers are 0 to %d", id, ds.Len()-1))
	}
	return ds.DRAGON(id)
}

// dragon2At is DRAGON2(p): the dragon2 data of the dragon at p (seed 001,
// DRAGON2(pos) = dragon2[dragon[pos].id]), a copy.
func (l *live) dragon2At(p analysis.Pos) *analysis.Dragon2 {
	ds, id := l.dragonAt(p, "DRAGON2")
	d2 := *ds.Dragon2(id)
	return &d2
}

// surroundAt is surround(p): the surround record of the dragon at p (seed
// 004), a copy.
func (l *live) surroundAt(p analysis.Pos) *analysis.Hull {
	ds, id := l.dragonAt(p, "surround")
	h := ds.Hull(id)
	if h == nil {
		fail(fmt.Errorf("repl: surround(%s): no surround record for this dragon (the surround stage of seed 004 computed none)",
			analysis.Vertex(p, l.board.Size())))
	}
	c := *h
	c.Corners = append([]analysis.Pos(nil), h.Corners...)
	c.Vertices = append([]analysis.Pos(nil), h.Vertices...)
	return &c
}

// exports returns the symbol table of the live package.
func (l *live) exports() map[string]reflect.Value {
	m := map[string]reflect.Value{
		"PASS":             reflect.ValueOf(analysis.PassMove),
		"Black":            reflect.ValueOf(analysis.Black),
		"White":            reflect.ValueOf(analysis.White),
		"Empty":            reflect.ValueOf(analysis.Empty),
		"play":             reflect.ValueOf(l.play),
		"undo":             reflect.ValueOf(l.undo),
		"load":             reflect.ValueOf(l.load),
		"setup":            reflect.ValueOf(l.setup),
		"show":             reflect.ValueOf(l.show),
		"help":             reflect.ValueOf(l.help),
		"display":          reflect.ValueOf(l.display),
		"moves":            reflect.ValueOf(l.moves),
		"DRAGON":           reflect.ValueOf(l.dragonByID),
		"DRAGON2":          reflect.ValueOf(l.dragon2At),
		"surround":         reflect.ValueOf(l.surroundAt),
		"analyze_eyegraph": reflect.ValueOf(l.analyzeEyegraph),
		"lineplot":         reflect.ValueOf(lineplot),
		"diff":             reflect.ValueOf(l.diff),
		"json":             reflect.ValueOf(l.jsonOf),
		valueFunc:          reflect.ValueOf(func(vs ...any) { l.s.values = vs }),
		startedFunc:        reflect.ValueOf(func() { l.s.markStarted() }),
	}
	return m
}

// The live variables (board, worm, ctx and the vertices) are interpreter
// globals that the prelude declares and the host assigns ("slots"), not
// variables of the dot-imported package: yaegi reads a dot-imported
// variable at compile time in some expressions (x := worm[D4], or D4 in
// a function compiled before the board size changed), which would leave
// such uses pointing at an old position.

// slotExports returns the host variables behind the slots, by name.
func (l *live) slotExports() map[string]reflect.Value {
	m := map[string]reflect.Value{
		"board": reflect.ValueOf(&l.board).Elem(),
		"worm":  reflect.ValueOf(&l.worm).Elem(),

		"dragon":  reflect.ValueOf(&l.dragon).Elem(),
		"dragon2": reflect.ValueOf(&l.dragon2).Elem(),
		"ctx":     reflect.ValueOf(&l.ctx).Elem(),

		"black_eye": reflect.ValueOf(&l.blackEye).Elem(),
		"white_eye": reflect.ValueOf(&l.whiteEye).Elem(),
		"half_eye":  reflect.ValueOf(&l.halfEye).Elem(),
	}
	for j := 0; j < analysis.MaxBoard; j++ {
		for r := 1; r <= analysis.MaxBoard; r++ {
			name := analysis.Vertex(analysis.POS(analysis.MaxBoard-r, j), analysis.MaxBoard)
			m[name] = reflect.ValueOf(&l.vtx[j][r-1]).Elem()
		}
	}
	return m
}

// slotDecls returns the prelude declaring the slots.
func (l *live) slotDecls() string {
	var sb strings.Builder
	sb.WriteString("var (\n\tboard analysis.Position\n\tworm []analysis.Worm\n\tctx context.Context\n")
	sb.WriteString("\tdragon []analysis.Dragon\n\tdragon2 []analysis.Dragon2\n")
	sb.WriteString("\tblack_eye, white_eye []analysis.EyeData\n\thalf_eye []analysis.HalfEyeData\n)\nvar ")
	for j := 0; j < analysis.MaxBoard; j++ {
		for r := 1; r <= analysis.MaxBoard; r++ {
			if j > 0 || r > 1 {
				sb.WriteString(", ")
			}
			sb.WriteString(analysis.Vertex(analysis.POS(analysis.MaxBoard-r, j), analysis.MaxBoard))
		}
	}
	sb.WriteString(" analysis.Pos\n")
	return sb.String()
}

// sync copies host variables into their slots (all when names is empty).
func (l *live) sync(names ...string) {
	if l.slots == nil {
		return
	}
	if len(names) == 0 {
		for name, v := range l.slots {
			v.Set(l.hostVars[name])
		}
		return
	}
	for _, name := range names {
		if v, ok := l.slots[name]; ok {
			v.Set(l.hostVars[name])
		}
	}
}

// setWorm binds the worm array.
func (l *live) setWorm(ws []analysis.Worm) {
	l.worm = ws
	l.sync("worm")
}

// setCtx binds ctx.
func (l *live) setCtx(ctx context.Context) {
	l.ctx = ctx
	l.sync("ctx")
}

// parseMoveArg reads a move given as a Pos or a string ("D4", "pass").
func (l *live) parseMoveArg(a any) (analysis.Pos, error) {
	switch v := a.(type) {
	case analysis.Pos:
		if v != analysis.PassMove && !v.OnBoard(l.board.Size()) {
			return 0, fmt.Errorf("repl: %v is not on the board", v)
		}
		return v, nil
	case string:
		p, err := analysis.ParseMove(strings.TrimSpace(v), l.board.Size())
		if err != nil {
			return 0, fmt.Errorf("repl: %w", err)
		}
		return p, nil
	}
	return 0, fmt.Errorf("repl: %v (%T) is not a move", a, a)
}

// play plays moves for the colour to move, or for the colour given first:
// play(D4), play("D4"), play(Black, D4), play(D4, E5, F6) (alternating).
// It returns the new board.
func (l *live) play(args ...any) analysis.Position {
	if len(args) == 0 {
		fail(errors.New("repl: play needs a move: play(D4), play(\"D4\") or play(Black, D4)"))
	}
	p := l.pos()
	color := p.ToMove()
	if c, ok := args[0].(analysis.Color); ok {
		if !c.IsStone() {
			fail(fmt.Errorf("repl: cannot play %v", c))
		}
		color = c
		args = args[1:]
		if len(args) == 0 {
			fail(errors.New("repl: play needs a move after the colour"))
		}
	}
	var line []analysis.Position
	for _, a := range args {
		m, err := l.parseMoveArg(a)
		if err != nil {
			fail(err)
		}
		q, err := p.PlayColor(color, m)
		if err != nil {
			fail(fmt.Errorf("repl: %w", err))
		}
		line = append(line, q)
		p = q
		color = color.Other()
	}
	// One history entry per move, so undo() takes back one move.
	l.hist = append(l.hist, line[:len(line)-1]...)
	l.push(p)
	return l.board
}

// undo takes back the last move, or the last n moves: undo(), undo(3).
func (l *live) undo(n ...int) analysis.Position {
	k := 1
	if len(n) > 0 {
		k = n[0]
	}
	if k < 0 || k > len(l.hist)-1 {
		fail(fmt.Errorf("repl: cannot undo %d moves (%d to take back)", k, len(l.hist)-1))
	}
	if k > 0 {
		l.hist = l.hist[:len(l.hist)-k]
		l.changed()
	}
	return l.board
}

// moves returns the moves that led to the current position since the
// last setup (or the start of a loaded game).
func (l *live) moves() []analysis.Pos {
	var out []analysis.Pos
	for _, p := range l.hist[1:] {
		out = append(out, p.LastMove())
	}
	return out
}

// load reads an SGF file and stops where GNU Go's "loadsgf FILE N|V"
// stops: load("game.sgf") plays the whole game, load("game.sgf", 120)
// gives the position before move 120, load("game.sgf", "Q16") the
// position before the first move at Q16.
func (l *live) load(file string, until ...any) analysis.Position {
	data, err := os.ReadFile(file)
	if err != nil {
		fail(fmt.Errorf("repl: %w", err))
	}
	arg := ""
	if len(until) > 1 {
		fail(errors.New("repl: load takes a file and at most one move number or vertex"))
	}
	if len(until) == 1 {
		switch v := until[0].(type) {
		case int:
			arg = strconv.Itoa(v)
		case string:
			arg = v
		case analysis.Pos:
			arg = analysis.Vertex(v, l.board.Size())
		default:
			fail(fmt.Errorf("repl: load: %v (%T) is neither a move number nor a vertex", v, v))
		}
	}
	hist, err := LoadGame(data, arg)
	if err != nil {
		fail(fmt.Errorf("repl: load %s: %w", file, err))
	}
	l.hist = hist
	l.changed()
	return l.board
}

// setup replaces the game by a position drawn as an ASCII diagram
// (analysis.ParseDiagram: X black, O white, '.' empty, edges | and -).
func (l *live) setup(diagram string) analysis.Position {
	p, err := analysis.ParseDiagram(diagram)
	if err != nil {
		fail(fmt.Errorf("repl: setup: %w", err))
	}
	l.reset(p)
	return l.board
}

// display shows values as rich displays (display_data in Jupyter).
func (l *live) display(vs ...any) {
	for _, v := range vs {
		l.s.display.Display(l.s.render(v, false))
	}
}

// analyzeEyegraph solves an eye graph written in GNU Go's analyze_eyegraph
// notation (seed 003) and returns its eye value and vital points.
func (l *live) analyzeEyegraph(graph string) eyes.Result {
	g, err := eyes.ParseGraph(graph)
	if err != nil {
		fail(fmt.Errorf("repl: %w", err))
	}
	r, err := l.solver.Analyze(l.ctx, g, eyes.Options{})
	if err != nil {
		fail(fmt.Errorf("repl: %w", err))
	}
	return r
}
