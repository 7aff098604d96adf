package analysis

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Owl reading limits. GNU Go's owl code reads life and death with a node
// budget (owl_node_limit) and a depth limit; ours are of the same kind.
const (
	// DefaultOwlNodeLimit bounds the nodes (moves played) of one owl
	// question.
	DefaultOwlNodeLimit = 1000
	// owlMaxDepth bounds the length of an owl reading line in plies.
	owlMaxDepth = 14
	// owlTrustDepth is the depth from which the static evaluation's
	// "alive" ends a line; nearer the root it is checked by reading.
	owlTrustDepth = 4
	// owlTacticalNodes bounds each tactical question asked inside owl.
	owlTacticalNodes = 150
)

// OwlReader reads life and death of dragons on one analysed position, as
// GNU Go's owl code does (seed 001, owl_status and the owl_* fields): an
// attacker and a defender alternate moves in the dragon's area, and each
// node is judged by the eye spaces recomputed locally (genus, half eyes,
// vital points, seed 003), by escape into open space, and by tactical
// captures. Results are WIN, KO_A, KO_B or 0. An OwlReader is safe for
// concurrent use; its methods serialise.
type OwlReader struct {
	// NodeLimit bounds the nodes of one question (0 means
	// DefaultOwlNodeLimit).
	NodeLimit int
	// DefendNodeLimit bounds the nodes of one defence question
	// (owl_defend, owl_does_defend); 0 means NodeLimit times the defence
	// factor (defence questions count cut-off lines as kills, so they
	// need more room).
	DefendNodeLimit int

	a      *Analysis
	mu     sync.Mutex
	b      *Board
	reader *Reader
	solver eyes.Solver
	nodes  int64
	memo   map[owlMemoKey]OwlResult
	goals  func(ctx context.Context, p Pos) ([]Pos, PointSet, error)
	trace  func(format string, args ...any) // debugging hook, nil normally
	// defendMul multiplies the node limit of defence questions (0 means
	// owlDefendBudget); the owl stage uses a smaller factor.
	defendMul int
	// contactBlocks turns edgeBlocks on in the defence questions of a
	// reader with a smaller budget (defendMul): the owl stage's second
	// defence read of a dragon that looked dead before owl
	// (owlStageReadsContactBlocks).
	contactBlocks bool
	// oneMoveKillsFirst orders first, in the root attack read, the
	// static kills after which the goal has no two-move life (the owl
	// stage's second attack read of a dragon that looked dead,
	// owlStageReadsOneMoveKill). It orders only the read of a dragon
	// that is not dead as it stands: that one's attack read (after
	// deadAsItStands) just names the move and keeps the usual order.
	oneMoveKillsFirst bool
	// last is the most recent search; its static evaluations (a pure
	// function of the board and the goal stones, see evaluate) are handed
	// on to the next search, so that owl_defend after owl_attack of the
	// same dragon, or the next dragon's read, does not evaluate the same
	// boards again.
	last *owlSearch
}

type owlMemoKey struct {
	kind   int
	target Pos
	move   Pos
}

// OwlResult is the answer to one owl question.
type OwlResult struct {
	// Code is the result (Win, KoA, KoB or Lose).
	Code ResultCode
	// Move is the attacking or defending move, NoMove (PASS) when none
	// is needed or none was found.
	Move Pos
	// Certain is false when the read ran out of nodes.
	Certain bool
	// Nodes is the number of owl nodes the question used.
	Nodes int64
	// cutKo is set when the read, cut off by its node limit, found only
	// a ko that the answer counts as a kill (cutOffKo): the owl stage
	// still reads such an attack again with a longer limit
	// (owlStageRetriesAttack).
	cutKo bool
	// blocksMissed is set when a defence read without the contact
	// blocks (edgeBlocks off) met a node whose moves they would have
	// changed: read with them, its tree would differ
	// (owlStageReadsContactBlocks).
	blocksMissed bool
	// intruderKill is set when the kill is an attacker's root move that
	// grows an intruder and leaves the goal hopeless, whose eye extension
	// a short read refuted (extensionRefuted): a kill at once, which the
	// owl stage keeps as the attack point.
	intruderKill bool
}

// NewOwlReader returns an owl reader on the analysed position. Each call
// gives a fresh reader with its own cache and node counter.
func (a *Analysis) NewOwlReader() *OwlReader {
	return &OwlReader{a: a, reader: NewReader(owlTacticalNodes, 0)}
}

// defendBudget is the factor applied to the node limit of a defence
// question.
func (o *OwlReader) defendBudget() int {
	if o.defendMul > 0 {
		return o.defendMul
	}
	return owlDefendBudget
}

// defendLimit is the node limit of a defence question whose attack
// limit is lim.
func (o *OwlReader) defendLimit(lim int) int {
	if o.DefendNodeLimit > 0 {
		return o.DefendNodeLimit
	}
	return lim * o.defendBudget()
}

// Nodes returns the number of owl nodes read so far (GNU Go's owl node
// counter).
func (o *OwlReader) Nodes() int64 {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.nodes
}

// ResetNodes sets the owl node counter to zero.
func (o *OwlReader) ResetNodes() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.nodes = 0
}

// OwlAttack reads whether the dragon at p can be killed (GNU Go's
// owl_attack): the code, and the killing move (NoMove when the dragon is
// dead without a move).
func (a *Analysis) OwlAttack(ctx context.Context, p Pos) (ResultCode, Pos, error) {
	r, err := a.NewOwlReader().Attack(ctx, p)
	return r.Code, r.Move, err
}

// OwlDefend reads whether the dragon at p can be saved (GNU Go's
// owl_defend): the code and the saving move (NoMove when it lives without
// a move).
func (a *Analysis) OwlDefend(ctx context.Context, p Pos) (ResultCode, Pos, error) {
	r, err := a.NewOwlReader().Defend(ctx, p)
	return r.Code, r.Move, err
}

// OwlDoesAttack reads whether the attacker's move kills the dragon at p
// (GNU Go's owl_does_attack).
func (a *Analysis) OwlDoesAttack(ctx context.Context, move, p Pos) (ResultCode, error) {
	r, err := a.NewOwlReader().DoesAttack(ctx, move, p)
	return r.Code, err
}

// OwlDoesDefend reads whether the defender's move saves the dragon at p
// (GNU Go's owl_does_defend).
func (a *Analysis) OwlDoesDefend(ctx context.Context, move, p Pos) (ResultCode, error) {
	r, err := a.NewOwlReader().DoesDefend(ctx, move, p)
	return r.Code, err
}

// OwlThreatenAttack looks for an attacker's move after which the dragon at
// p can be killed in two ways (GNU Go's owl_threaten_attack): the code and
// the two moves.
func (a *Analysis) OwlThreatenAttack(ctx context.Context, p Pos) (ResultCode, Pos, Pos, error) {
	return a.NewOwlReader().ThreatenAttack(ctx, p)
}

// OwlThreatenDefense looks for a defender's move after which the dragon
// at p can be saved in two ways (GNU Go's owl_threaten_defense).
func (a *Analysis) OwlThreatenDefense(ctx context.Context, p Pos) (ResultCode, Pos, Pos, error) {
	return a.NewOwlReader().ThreatenDefense(ctx, p)
}

// owlSearch is the state of one owl question.
type owlSearch struct {
	ctx        context.Context
	b          *Board
	r          *Reader
	solver     *eyes.Solver
	def, att   Color
	target     Pos
	goalStones []Pos
	safe       PointSet
	inGoal     PointSet
	nodes      int
	limit      int
	stopped    bool
	// rootDefend is set when the question is whether the dragon can be
	// saved: lines cut off by the node limit then count as kills, so
	// that a defence is claimed only when it is read out.
	rootDefend bool
	cache      map[uint64]owlEntry
	a          *Analysis
	optics     *Optics
	useOptics  bool
	trace      func(format string, args ...any)
	// rootRead is set when the owl attack question was read before a
	// defence question (Defend); rootKill is its killing move.
	rootRead bool
	rootKill Pos
	// intruderKills are the attacker's root moves that killsStatically
	// accepted after refuting the eye extension (intruderKill).
	intruderKills []Pos
	// probeNodes are the nodes of extensionRefuted's reads, which do not
	// spend the question's node limit.
	probeNodes int
	// passed has bit d set while the node at depth d is read after a
	// pass (owlDefenderPassDepth): the side to move there may not pass
	// in turn.
	passed uint64
	// noDefenderPass turns the defender's pass off (owlDefenderPassDepth):
	// the bounded owl read that ends a semeai line after a capture
	// (lifeAfterCapture), where the capturer's pass would skip the
	// placement into the space it just emptied.
	noDefenderPass bool
	// eval is the static evaluation's own state (owl_eval.go).
	eval owlEvalState
	// edgeBlocks turns on the defender's answers to an attacker's stone
	// pushed into the edge of the eye space (contactBlocks) in a defence
	// question with the full defence budget (a direct owl_defend or
	// owl_does_defend): the owl stage's smaller, shared budget does
	// not pay for the extra lines, except in its second defence read of
	// a dragon that looked dead before owl (OwlReader.contactBlocks).
	edgeBlocks bool
	// oneMoveKillsFirst: see OwlReader.oneMoveKillsFirst.
	oneMoveKillsFirst bool
	// blocksMissed is set when contactBlocks would have changed the
	// defender's moves of a node read without them (OwlResult).
	blocksMissed bool
}

// owlDefendBudget multiplies the node limit of a defence question: its
// cut-off lines count as kills, so it needs more room to read them out.
const owlDefendBudget = 8

// owlEntry is a cached result; it is reused only at the same depth or
// deeper, since nearer the root the static evaluation is trusted less.
type owlEntry struct {
	code  ResultCode
	move  Pos
	depth int
}

func (o *OwlReader) board() *Board {
	if o.b == nil {
		o.b = o.a.pos.Board()
	}
	return o.b
}

// goalOf returns the goal of the dragon at p (its stones) and the set of
// friendly stones outside it that count as safe.
func (o *OwlReader) goalOf(ctx context.Context, p Pos) ([]Pos, PointSet, error) {
	if o.goals != nil {
		return o.goals(ctx, p)
	}
	if ds, err := o.a.Dragons(ctx); err == nil && ds != nil {
		return dragonSetGoals(o.a, ds)(ctx, p)
	}
	return owlFallbackGoal(o.board(), o.a, p), owlSafeStones(o.board(), o.a, nil), nil
}

// owlFallbackGoal is the worm at p plus the strings of its colour that
// share two or more liberties with it, transitively (an approximation of
// the dragon used when no dragon set is given).
func owlFallbackGoal(b *Board, a *Analysis, p Pos) []Pos {
	c := b.At(p)
	var in PointSet
	var origins []Pos
	queue := []Pos{b.Origin(p)}
	in.Add(b.Origin(p))
	for k := 0; k < len(queue); k++ {
		o := queue[k]
		origins = append(origins, o)
		libs := b.LibSet(o)
		var near PointSet
		for _, l := range libs.Slice() {
			for _, d := range Delta[:4] {
				q := l + d
				if b.At(q) == c && !in.Has(b.Origin(q)) {
					near.Add(b.Origin(q))
				}
			}
		}
		for _, q := range near.Slice() {
			ql := b.LibSet(q)
			ql.Intersect(&libs)
			if ql.Len() >= 2 {
				in.Add(q)
				queue = append(queue, q)
			}
		}
	}
	var stones []Pos
	for _, o := range origins {
		stones = b.Stones(o, stones)
	}
	return stones
}

// owlSafeStones returns the friendly stones that count as safe for
// escape purposes: invincible or unconditionally alive worms, and stones
// of the dragons alive says are alive (may be nil).
func owlSafeStones(b *Board, a *Analysis, alive func(p Pos) bool) PointSet {
	var s PointSet
	for p := BoardMin; p < BoardMax; p++ {
		if !b.OnBoard(p) || !b.At(p).IsStone() {
			continue
		}
		w := a.Worm(p)
		if w.Invincible || w.UnconditionalStatus == Alive || (alive != nil && alive(p)) {
			s.Add(p)
		}
	}
	return s
}

func (o *OwlReader) newSearch(ctx context.Context, p Pos) (*owlSearch, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	b := o.board()
	if !p.OnBoard(b.Size()) || !b.At(p).IsStone() {
		return nil, fmt.Errorf("analysis: no stone at %s", Vertex(p, b.Size()))
	}
	if b.StackDepth() != 0 {
		return nil, fmt.Errorf("analysis: owl board not at the analysed position")
	}
	goal, safe, err := o.goalOf(ctx, p)
	if err != nil {
		return nil, err
	}
	// Each question starts from an empty tactical cache, so that its
	// answer does not depend on the questions asked before it.
	o.reader.ClearCache()
	lim := o.NodeLimit
	if lim <= 0 {
		lim = DefaultOwlNodeLimit
	}
	c := b.At(p)
	for _, g := range goal {
		safe.Remove(g)
	}
	s := &owlSearch{ctx: ctx, b: b, r: o.reader, solver: &o.solver, def: c, att: c.Other(),
		target: p, goalStones: goal, safe: safe, limit: lim, cache: map[uint64]owlEntry{}, trace: o.trace, a: o.a, useOptics: true}
	if o.last != nil {
		// The memo is keyed by the board and the goal stones in order;
		// the goal stones begin with the dragon's stones, which fix the
		// safe stones too (goalOf), so an entry of another dragon's
		// search never matches.
		s.eval = o.last.eval
		s.eval.hits = 0
		// The evaluation's Optics scratch is handed on as well: its
		// solver's cache of eye shapes (every query with the same node
		// limit, eyeNodeLimit) answers a shape exactly as a fresh
		// solver would, and the next search need not solve it again.
		s.optics = o.last.optics
	}
	o.last = s
	return s, nil
}

func (o *OwlReader) finish(s *owlSearch, code ResultCode, move Pos) OwlResult {
	n := int64(s.nodes + s.probeNodes)
	o.nodes += n
	return OwlResult{Code: code, Move: move, Certain: !s.stopped, Nodes: n, blocksMissed: s.blocksMissed}
}

// Attack reads whether the dragon at p can be killed (owl_attack). A
// worm that is unconditionally dead gives KoB and no move, as GNU Go 3.8
// answers it.
func (o *OwlReader) Attack(ctx context.Context, p Pos) (OwlResult, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.attack(ctx, p)
}

// attack is Attack with o.mu held.
func (o *OwlReader) attack(ctx context.Context, p Pos) (OwlResult, error) {
	key := owlMemoKey{1, p, NoMove}
	if r, ok := o.memo[key]; ok {
		return r, nil
	}
	s, err := o.newSearch(ctx, p)
	if err != nil {
		return OwlResult{}, err
	}
	if o.a.Worm(p).UnconditionalStatus == Dead {
		return OwlResult{Code: KoB, Move: NoMove, Certain: true}, nil
	}
	var code ResultCode
	var move Pos
	if s.deadAsItStands() {
		// Dead as it stands. A goal with no eye space at all whose
		// string has no tactical attack is answered without a move (GNU
		// Go's attacker then has no move to try: the tactical capture of
		// the goal is one it would try); any other goal gets the move
		// that kills outright, as GNU Go's reading names one: read the
		// attack with a fresh budget and keep its move if it wins.
		code, move = Win, NoMove
		if w := o.a.Worm(p); s.evaluate().value.D == 0 && w.AttackCode() == Lose {
			r := o.finish(s, code, move)
			o.store(key, r)
			return r, ctxErr(ctx)
		}
		used := s.nodes
		s.nodes, s.stopped = 0, false
		code, move = s.attack(0, 0)
		s.nodes += used
		if code != Win {
			code, move = Win, NoMove
		}
		s.stopped = false
	} else {
		// The attack gets a fresh budget.
		used := s.nodes
		s.nodes, s.stopped = 0, false
		s.oneMoveKillsFirst = o.oneMoveKillsFirst
		code, move = s.attack(0, 0)
		s.nodes += used
	}
	raw := code
	code = s.cutOffKo(code)
	r := o.finish(s, code, move)
	r.cutKo = code != raw
	r.intruderKill = code == Win && r.Certain && containsPos(s.intruderKills, move)
	if err := ctxErr(ctx); err != nil {
		return r, err
	}
	o.store(key, r)
	return r, nil
}

// Defend reads whether the dragon at p can be saved (owl_defend).
func (o *OwlReader) Defend(ctx context.Context, p Pos) (OwlResult, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	key := owlMemoKey{2, p, NoMove}
	if r, ok := o.memo[key]; ok {
		return r, nil
	}
	s, err := o.newSearch(ctx, p)
	if err != nil {
		return OwlResult{}, err
	}
	s.rootDefend = true
	s.limit = o.defendLimit(s.limit)
	s.edgeBlocks = o.defendMul == 0 || o.contactBlocks
	var extra int64
	if ev := s.evaluate(); ev.alive() && !s.trustAlive(ev, 0, false) {
		// Alive as it stands by the static count: the dragon needs no
		// move exactly when the owl attack question finds no kill, so
		// that question is asked (or its answer reused), and its
		// killing move is the first defence tried.
		before := o.nodes
		ar, err := o.attack(ctx, p)
		extra = o.nodes - before
		if err != nil {
			return OwlResult{}, err
		}
		if ar.Code == Lose && (!ar.Certain || ev.value.B < 2) {
			// No kill found, but "no move needed" is not the answer
			// yet: either that read was cut off by its node limit (not
			// proven), or the dragon has no two eyes even moving twice
			// and lives by its escape, link or seki (GNU Go's
			// owl_defend answers PASS only with two secure eyes). The
			// defender's moves are read instead, as for a dragon not
			// alive as it stands (the attack is not read a second time
			// at the root; the escape jumps, escapeJumps, are among
			// them), and the first that holds is the answer.
			s.rootRead, s.rootKill = true, NoMove
			code, move := s.defend(0, 0)
			if err := ctxErr(ctx); err != nil || code != Lose {
				r := o.finish(s, code, move)
				r.Nodes += extra
				if err != nil {
					return r, err
				}
				o.store(key, r)
				return r, nil
			}
			o.nodes += int64(s.nodes)
			extra += int64(s.nodes)
		}
		if ar.Code == Lose {
			// No kill found (or, after a cut-off attack read, no
			// defence found either): no move is needed, certain only
			// when the attack read was complete.
			r := OwlResult{Code: Win, Move: NoMove, Certain: ar.Certain, Nodes: extra}
			o.store(key, r)
			return r, nil
		}
		// A kill found: the defence is read (the killing move is
		// tried first).
		s.rootRead, s.rootKill = true, ar.Move
	}
	code, move := s.defend(0, 0)
	r := o.finish(s, code, move)
	r.Nodes += extra
	if err := ctxErr(ctx); err != nil {
		return r, err
	}
	o.store(key, r)
	return r, nil
}

func (o *OwlReader) store(k owlMemoKey, r OwlResult) {
	if o.memo == nil {
		o.memo = map[owlMemoKey]OwlResult{}
	}
	o.memo[k] = r
}

// DoesAttack reads whether the attacker's move at move kills the dragon at
// p (owl_does_attack): the result for the attacker after the move.
func (o *OwlReader) DoesAttack(ctx context.Context, move, p Pos) (OwlResult, error) {
	return o.doesMove(ctx, move, p, true)
}

// DoesDefend reads whether the defender's move at move saves the dragon at
// p (owl_does_defend).
func (o *OwlReader) DoesDefend(ctx context.Context, move, p Pos) (OwlResult, error) {
	return o.doesMove(ctx, move, p, false)
}

func (o *OwlReader) doesMove(ctx context.Context, move, p Pos, attack bool) (OwlResult, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	kind := 4
	if attack {
		kind = 3
	}
	key := owlMemoKey{kind, p, move}
	if r, ok := o.memo[key]; ok {
		return r, nil
	}
	s, err := o.newSearch(ctx, p)
	if err != nil {
		return OwlResult{}, err
	}
	if !move.OnBoard(s.b.Size()) || s.b.At(move) != Empty {
		return OwlResult{}, fmt.Errorf("analysis: move %s is not on an empty point", Vertex(move, s.b.Size()))
	}
	mover := s.def
	if attack {
		mover = s.att
	} else {
		s.rootDefend = true
		s.limit = o.defendLimit(s.limit)
		s.edgeBlocks = o.defendMul == 0 || o.contactBlocks
	}
	code := Lose
	capRes, nko, ok := s.play(move, mover, 0, true)
	if ok {
		if attack {
			if s.b.At(s.target) != s.def {
				code = Win
			} else {
				d, _ := s.defend(1, nko)
				code = minCode(d.invert(), capRes)
			}
		} else {
			if s.b.At(s.target) == s.def {
				// The move may join the goal.
				s.goalStones = append(s.goalStones, move)
				a, _ := s.attack(1, nko)
				code = minCode(a.invert(), capRes)
			}
		}
		s.b.Undo()
	}
	r := o.finish(s, code, NoMove)
	if err := ctxErr(ctx); err != nil {
		return r, err
	}
	o.store(key, r)
	return r, nil
}

// ThreatenAttack looks for an attacker's move after which the dragon can
// be killed in two different ways (owl_threaten_attack); it returns the
// code and the threatening move and the follow-up.
func (o *OwlReader) ThreatenAttack(ctx context.Context, p Pos) (ResultCode, Pos, Pos, error) {
	return o.threaten(ctx, p, true)
}

// ThreatenDefense looks for a defender's move after which the dragon can
// be saved (owl_threaten_defense); it returns the code, the move and the
// follow-up defence.
func (o *OwlReader) ThreatenDefense(ctx context.Context, p Pos) (ResultCode, Pos, Pos, error) {
	return o.threaten(ctx, p, false)
}

func (o *OwlReader) threaten(ctx context.Context, p Pos, attack bool) (ResultCode, Pos, Pos, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	s, err := o.newSearch(ctx, p)
	if err != nil {
		return Lose, NoMove, NoMove, err
	}
	defer func() { o.nodes += int64(s.nodes) }()
	ev := s.evaluate()
	if attack {
		moves := s.attackMoves(ev, 0)
		for _, m := range moves {
			if !s.b.Trymove(m, s.att) {
				continue
			}
			if s.b.At(s.target) != s.def {
				s.b.Undo()
				return Win, m, NoMove, ctxErr(ctx)
			}
			// Two different killing moves after m: a threat the
			// defender cannot meet with one move.
			ev2 := s.evaluate()
			var kills []Pos
			for _, m2 := range s.attackMoves(ev2, 1) {
				c, _, ok := s.play(m2, s.att, 0, true)
				if !ok {
					continue
				}
				res := Win
				if s.b.At(s.target) == s.def {
					d, _ := s.defend(2, 0)
					res = minCode(d.invert(), c)
				}
				s.b.Undo()
				if res == Win {
					kills = append(kills, m2)
					if len(kills) == 2 {
						break
					}
				}
			}
			s.b.Undo()
			if len(kills) >= 2 {
				return Win, m, kills[0], ctxErr(ctx)
			}
			if s.stopped {
				break
			}
		}
		return Lose, NoMove, NoMove, ctxErr(ctx)
	}
	moves := s.defendMoves(ev, 0)
	for _, m := range moves {
		if !s.b.Trymove(m, s.def) {
			continue
		}
		s.goalStones = append(s.goalStones, m)
		ev2 := s.evaluate()
		var saves []Pos
		for _, m2 := range s.defendMoves(ev2, 1) {
			c, _, ok := s.play(m2, s.def, 0, true)
			if !ok {
				continue
			}
			res := Lose
			if s.b.At(s.target) == s.def {
				s.goalStones = append(s.goalStones, m2)
				a, _ := s.attack(2, 0)
				s.goalStones = s.goalStones[:len(s.goalStones)-1]
				res = minCode(a.invert(), c)
			}
			s.b.Undo()
			if res == Win {
				saves = append(saves, m2)
				if len(saves) == 2 {
					break
				}
			}
		}
		s.goalStones = s.goalStones[:len(s.goalStones)-1]
		s.b.Undo()
		if len(saves) >= 2 {
			return Win, m, saves[0], ctxErr(ctx)
		}
		if s.stopped {
			break
		}
	}
	return Lose, NoMove, NoMove, ctxErr(ctx)
}

func (s *owlSearch) count() bool {
	if s.stopped {
		return false
	}
	s.nodes++
	if s.nodes > s.limit {
		s.stopped = true
		return false
	}
	if s.nodes&31 == 0 && s.ctx.Err() != nil {
		s.stopped = true
		return false
	}
	return true
}

func (s *owlSearch) key(kind uint8, ko owlKo) uint64 {
	return s.b.Hash()*31 + uint64(kind)*7 + ko.code()*0x9E3779B97F4A7C15 + uint64(len(s.goalStones))*1_000_003
}

// owlBranchDepth is the depth from which a node tries only its best
// candidate, as GNU Go's owl code does past owl_branch_depth (8: "owl
// tries only one variation" once more than 8 moves are on the board; ours
// narrows one ply earlier, at 8 moves, which read better: the second-best
// replies past depth 8 found mostly horizon kos and escapes). Deep lines
// are then read to their end at the cost of a line, not of a tree.
const owlBranchDepth = 8

// owlDefenderKoDepth bounds the depth at which the defender may make a ko
// capture that the ko rule forbids at that moment (a conditional capture,
// owl_search_ko.go): deeper in a line such a capture is mostly a horizon
// ko, whose refutation takes hundreds of nodes to read out and which
// turned unconditional kills into ko results at the node limit. GNU Go's
// defender rarely gets there either: past its first plies, once two eyes
// are out of reach, it has no vital moves left to try. The attacker keeps
// its conditional captures at every depth (its deep kos are the ones
// that make a defence only a ko). Within this depth an attack question
// also reads a hopeless defender's node whose eye spaces would give two
// eyes if the defender moved twice (eye value d >= 2): a ko can give the
// defender that second move.
const owlDefenderKoDepth = 6

// owlDefendTwoMoveDepth is the depth at which a defence question reads on
// a hopeless goal that has two eyes if it moves twice (twoMoveLife in
// defend), and owlDefendTwoMoveStones the largest such goal. Reading it
// at depth 4 as well, or for larger goals, found other defences first on
// the public regression (owl:55, owl:77, owl:160).
const (
	owlDefendTwoMoveDepth  = 2
	owlDefendTwoMoveStones = 8
)

// width is the number of candidate moves tried at a depth.
func owlWidth(depth int) int {
	switch {
	case depth == 0:
		return 12
	case depth < 2:
		return 8
	case depth < 4:
		return 5
	case depth < owlBranchDepth:
		return 3
	}
	return 1
}

// attack: the attacker is to move.
func (s *owlSearch) attack(depth int, ko owlKo) (ResultCode, Pos) {
	if s.b.At(s.target) != s.def {
		return Win, NoMove
	}
	key := s.key(1, ko)
	if e, ok := s.cache[key]; ok && e.depth <= depth {
		return e.code, e.move
	}
	ev := s.evaluate()
	if s.trace != nil {
		s.trace("%*sA d%d val %v esc %d link %v regions %s", 2*depth, "", depth, ev.value, ev.escape, ev.safeLink, s.regionString(ev))
	}
	if ev.alive() && (depth >= owlTrustDepth || s.stopped || s.trustAlive(ev, depth, true)) && !s.tacticallyWeak(ev) {
		s.cache[key] = owlEntry{Lose, NoMove, depth}
		return Lose, NoMove
	}
	if s.stopped && s.rootDefend {
		return Win, NoMove // unread: a defence is not proven
	}
	if s.stopped {
		return Lose, NoMove
	}
	if depth >= owlMaxDepth {
		// The horizon: the static evaluation decides. A hopeless goal
		// (no two eyes even moving first, no room to run, no lunch) is
		// counted dead, so that a line gains nothing by reaching the
		// depth limit.
		if !ev.alive() && s.hopeless(ev) {
			return Win, NoMove
		}
		return Lose, NoMove
	}
	best, bestMove := Lose, NoMove
	moves := s.attackMoves(ev, depth)
	if depth == 0 {
		moves = s.hopelessFirst(ev, moves, ko)
	}
	if depth > 0 {
		// The attacker may also pass (play elsewhere): a dragon that
		// cannot make life with the next move is dead.
		moves = append(moves, NoMove)
	}
	for _, m := range moves {
		if m == NoMove {
			if s.passed&(1<<uint(depth)) != 0 || !s.count() {
				break
			}
			s.passed |= 1 << uint(depth+1)
			d, _ := s.defend(depth+1, ko)
			s.passed &^= 1 << uint(depth+1)
			if res := d.invert(); res > best {
				best, bestMove = res, NoMove
			}
			break
		}
		if !s.count() {
			break
		}
		capRes, nko, ok := s.play(m, s.att, ko, best == Lose)
		if !ok {
			continue
		}
		if s.trace != nil {
			s.trace("%*sA d%d plays %s", 2*depth, "", depth, Vertex(m, s.b.Size()))
		}
		res := Win
		if s.b.At(s.target) == s.def {
			d, _ := s.defend(depth+1, nko)
			res = d.invert()
		}
		s.b.Undo()
		res = minCode(res, capRes)
		if s.trace != nil {
			s.trace("%*s-> %s: %v (%d nodes)", 2*depth, "", Vertex(m, s.b.Size()), res, s.nodes)
		}
		if res > best {
			best, bestMove = res, m
			if best == Win {
				break
			}
		}
	}
	if s.stopped && s.rootDefend && best != Win {
		best = Win // unread: a defence is not proven
	}
	if !s.stopped {
		s.cache[key] = owlEntry{best, bestMove, depth}
	}
	return best, bestMove
}

// defend: the defender is to move.
func (s *owlSearch) defend(depth int, ko owlKo) (ResultCode, Pos) {
	if s.b.At(s.target) != s.def {
		return Lose, NoMove
	}
	key := s.key(2, ko)
	if e, ok := s.cache[key]; ok && e.depth <= depth {
		if s.trace != nil {
			s.trace("%*sD d%d cached %v (from depth %d)", 2*depth, "", depth, e.code, e.depth)
		}
		return e.code, e.move
	}
	ev := s.evaluate()
	if s.trace != nil {
		s.trace("%*sD d%d val %v esc %d link %v regions %s", 2*depth, "", depth, ev.value, ev.escape, ev.safeLink, s.regionString(ev))
	}
	kill := NoMove // the attacker's killing move, when read
	if depth == 0 && s.rootRead {
		kill = s.rootKill
	} else if ev.alive() {
		if depth >= owlTrustDepth || s.stopped || s.trustAlive(ev, depth, false) {
			s.cache[key] = owlEntry{Win, NoMove, depth}
			return Win, NoMove
		}
		// Near the root the static eye count is checked by reading: the
		// dragon lives without a move if the attacker, moving first,
		// cannot kill it.
		a, am := s.attack(depth+1, ko)
		if a == Lose {
			s.cache[key] = owlEntry{Win, NoMove, depth}
			return Win, NoMove
		}
		kill = am
	}
	// A hopeless goal is dead, except that near the root of an attack
	// question a goal with two eyes if it moved twice is read: it may
	// live by ko (owlDefenderKoDepth). In a defence question only a small
	// goal (owlDefendTwoMoveStones) is read on, at owlDefendTwoMoveDepth:
	// after the defender's root move and the attacker's answer, the
	// defender's second move may still make its two eyes (ld_owl:159:
	// after B1 and white's A2 the corner goal is 0112).
	twoMoveLife := (!s.rootDefend || depth == owlDefendTwoMoveDepth && len(s.goalStones) <= owlDefendTwoMoveStones) &&
		ev.value.D >= 2 && depth < owlDefenderKoDepth
	nearLibs := 3
	if !s.rootDefend && depth >= owlSlowLunchDepth {
		nearLibs = 2
	}
	// Near the root of a defence question, a goal in a capturing race
	// with an enemy string it encloses is read on (enclosedRace): the
	// race is the way it lives.
	race := depth > 0 && s.rootDefend && depth <= owlRaceDepth && s.enclosedRace(ev)
	if depth > 0 && !twoMoveLife && !race && s.hopelessNear(ev, nearLibs) &&
		(depth > 1 || s.rootDefend || !s.intruderPressLives(ko)) {
		s.cache[key] = owlEntry{Lose, NoMove, depth}
		return Lose, NoMove
	}
	if s.stopped && !s.rootDefend {
		return Win, NoMove // unread: a kill is not proven
	}
	if depth >= owlMaxDepth || s.stopped {
		if ev.value.C >= 2 {
			return Win, NoMove
		}
		return Lose, NoMove
	}
	best, bestMove := Lose, NoMove
	moves := s.defendMoves(ev, depth)
	if kill != NoMove {
		// The attacker's killing point is the defender's first try:
		// the vital point of one side is the other's.
		moves = promoteMove(moves, kill, s.b.IsLegal(kill, s.def))
	}
	for _, m := range moves {
		if best != Lose && depth == 1 && s.koAtariBelowRoot(m) {
			// A ko the defender starts with a self-atari gives at
			// best a ko result (the attacker takes first): read only
			// while nothing better was found.
			continue
		}
		if !s.count() {
			break
		}
		capRes, nko, ok := s.play(m, s.def, ko, best == Lose && depth < owlDefenderKoDepth)
		if !ok {
			continue
		}
		if s.trace != nil {
			s.trace("%*sD d%d plays %s", 2*depth, "", depth, Vertex(m, s.b.Size()))
		}
		res := Lose
		if s.b.At(s.target) == s.def {
			s.goalStones = append(s.goalStones, m)
			a, _ := s.attack(depth+1, nko)
			s.goalStones = s.goalStones[:len(s.goalStones)-1]
			res = a.invert()
		}
		s.b.Undo()
		res = minCode(res, capRes)
		if s.trace != nil {
			s.trace("%*s-> %s: %v (%d nodes)", 2*depth, "", Vertex(m, s.b.Size()), res, s.nodes)
		}
		if res > best {
			best, bestMove = res, m
			if best == Win {
				break
			}
		}
	}
	if best == Lose && s.defenderMayPass(ev, depth) && s.count() {
		// Every move failed: the defender may also pass (play
		// elsewhere), and lives if the attacker, moving next, cannot
		// kill.
		s.passed |= 1 << uint(depth+1)
		a, _ := s.attack(depth+1, ko)
		s.passed &^= 1 << uint(depth+1)
		if s.trace != nil {
			s.trace("%*sD d%d passes: %v (%d nodes)", 2*depth, "", depth, a.invert(), s.nodes)
		}
		if res := a.invert(); res > best {
			best, bestMove = res, NoMove
		}
	}
	if !s.stopped {
		s.cache[key] = owlEntry{best, bestMove, depth}
	}
	return best, bestMove
}

// owlDefenderPassDepth is the deepest ply at which the defender of an
// attack question may pass when all its moves failed. The attacker passes
// at every depth (a dragon that cannot live with the next move is dead);
// the defender's pass is the same check from the other side: in a settled
// shape or a seki its moves only fill its own liberties or eye space (the
// one-move refutations of an eye-stealing placement, for instance, lose
// an eye), while leaving the shape alone the attacker has nothing, or only
// a ko. Deeper in a line the extra read costs more than it finds; in a
// defence question (rootDefend), whose cut-off lines count as kills, the
// extra nodes cost more defences than the pass finds.
const owlDefenderPassDepth = 3

// defenderMayPass reports whether the defender's node at depth, whose
// moves all failed, also reads a pass: in an attack question, in the
// first owlDefenderPassDepth plies below the root, not right after the
// attacker's pass, and not when the static count already called the goal
// alive (that node read the attacker's move before trying its own).
func (s *owlSearch) defenderMayPass(ev *owlEval, depth int) bool {
	return depth > 0 && depth <= owlDefenderPassDepth && !s.rootDefend && !s.noDefenderPass && !s.stopped &&
		s.passed&(1<<uint(depth)) == 0 && !ev.alive()
}

// hopelessFirst moves to the front, keeping their order, the attacker's
// candidates inside the goal's eye spaces after which the goal is
// hopeless (no two eyes even moving first, no way out, nothing to
// capture): the eye-stealing placement that kills at once is answered
// before moves that kill only after a longer fight.
func (s *owlSearch) hopelessFirst(ev *owlEval, moves []Pos, ko owlKo) []Pos {
	var inside PointSet
	for _, reg := range ev.regions {
		for _, p := range reg.pts {
			inside.Add(p)
		}
	}
	// The node's goal: staticKill evaluates the boards after the
	// candidates, which leaves s.inGoal set to the goal of the last one.
	goal := s.inGoal
	var first, rest []Pos
	var firstD []int
	for _, m := range moves {
		if !inside.Has(m) {
			rest = append(rest, m)
			continue
		}
		if kills, d := s.staticKill(m, ko); kills {
			first = append(first, m)
			firstD = append(firstD, d)
		} else {
			rest = append(rest, m)
		}
	}
	if len(first) == 0 {
		return moves
	}
	if s.oneMoveKillsFirst {
		// Kills after which the defender's node ends at once (no
		// two-move life, twoMoveLife) before those read on.
		var once, later []Pos
		for i, m := range first {
			if firstD[i] < 2 {
				once = append(once, m)
			} else {
				later = append(later, m)
			}
		}
		// Among them the placement in contact with the most goal
		// stones first: the point against the goal's shape, not the
		// one at the far edge of its eye space.
		slices.SortStableFunc(once, func(x, y Pos) int { return s.goalContacts(y, &goal) - s.goalContacts(x, &goal) })
		first = append(once, later...)
	}
	return append(first, rest...)
}

// goalContacts is the number of stones of the goal set inGoal next to the
// point p.
func (s *owlSearch) goalContacts(p Pos, inGoal *PointSet) int {
	n := 0
	for _, d := range Delta[:4] {
		if q := p + d; s.b.At(q) == s.def && inGoal.Has(q) {
			n++
		}
	}
	return n
}

// killsStatically reports whether the attacker's move m leaves the goal
// hopeless by the static evaluation (a ko capture that needs a threat
// does not count) and no defender move one or two points outside its eye
// spaces makes it live (eyeExtension), or the extension that does is a
// liberty of the string of two or more stones that m made by joining an
// attacker stone (grownIntruder) and a short read refutes it
// (extensionRefuted). The static count after such an
// extension takes the intruder, which is not captured, and the open
// space beyond it for eye space: in ld_owl:190 (tripod7) W B3 joins the
// intruder A3, black's A2 "lives" with an eye space of A5-A4-A3-B3-B2-A1
// (1222), and W D2 kills in 40 nodes; B3 kills at once for GNU Go 3.8 and
// is its answer. The lone intruder is left alone: after W B19 in owl:84
// (nicklas8) our short read refutes B18 too, but the root read after it
// does not, and GNU Go's B18 lives.
func (s *owlSearch) killsStatically(m Pos, ko owlKo) bool {
	kills, _ := s.staticKill(m, ko)
	return kills
}

// staticKill is killsStatically that also returns, for a kill, the eye
// value D (eyes if the goal moves twice) of the goal after m, which
// hopelessFirst's one-move kills (oneMoveKillsFirst) order by.
func (s *owlSearch) staticKill(m Pos, ko owlKo) (bool, int) {
	capRes, _, ok := s.play(m, s.att, ko, false)
	if !ok {
		return false, 0
	}
	defer s.b.Undo()
	if capRes != Win || s.b.At(s.target) != s.def {
		return false, 0
	}
	ev := s.evaluate()
	if !s.hopeless(ev) {
		return false, 0
	}
	d := int(ev.value.D)
	x := s.eyeExtension(ev)
	if x == NoMove {
		return true, d
	}
	if s.grownIntruder(m, x) && s.extensionRefuted(x, ko) {
		s.intruderKills = append(s.intruderKills, m)
		return true, d
	}
	return false, 0
}

// grownIntruder reports whether the attacker's stone m, just played, is
// part of a string of two or more stones of which the empty point x is a
// liberty: m joined an intruder, and x takes a liberty of the grown string.
func (s *owlSearch) grownIntruder(m, x Pos) bool {
	if s.b.StringSize(m) < 2 {
		return false
	}
	libs := s.b.LibSet(m)
	return libs.Has(x)
}

// owlExtensionProbeNodes bounds the read that checks an eye extension
// (extensionRefuted).
const owlExtensionProbeNodes = 300

// extensionRefuted reports whether the defender's eye extension x, with
// which the goal lives by the static evaluation after the attacker's
// root move, is refuted by a short attack read (owlExtensionProbeNodes)
// that finds a certain kill: the static count after the extension can
// take an attacker string that is not captured, and the open space
// beyond it, for eye space.
func (s *owlSearch) extensionRefuted(x Pos, ko owlKo) bool {
	capRes, nko, ok := s.play(x, s.def, ko, false)
	if !ok {
		return false
	}
	inGoal := s.inGoal
	s.goalStones = append(s.goalStones, x)
	limit, nodes, stopped := s.limit, s.nodes, s.stopped
	s.limit = nodes + owlExtensionProbeNodes
	a, _ := s.attack(2, nko)
	refuted := a == Win && capRes == Win && !s.stopped
	s.stopped = stopped || s.ctx.Err() != nil
	s.probeNodes += s.nodes - nodes
	s.limit, s.nodes = limit, nodes
	s.goalStones = s.goalStones[:len(s.goalStones)-1]
	s.inGoal = inGoal
	s.b.Undo()
	return refuted
}

// promoteMove puts m first in moves: moved there if it is a candidate,
// added if not and add is set.
func promoteMove(moves []Pos, m Pos, add bool) []Pos {
	for i, p := range moves {
		if p == m {
			copy(moves[1:i+1], moves[:i])
			moves[0] = m
			return moves
		}
	}
	if !add {
		return moves
	}
	return append([]Pos{m}, moves...)
}

// deadAsItStands reports whether the dragon is dead without an attacking
// move: no eye space gives it two eyes even if it moves first, it has no
// way out and no enemy string to capture, and reading confirms that no
// defence works. owl_attack then answers WIN with no move, as GNU Go does.
func (s *owlSearch) deadAsItStands() bool {
	ev := s.evaluate()
	if ev.value.C >= 2 || ev.escape > 0 || ev.safeLink {
		return false
	}
	for _, o := range ev.lunches {
		if c, _ := s.r.AttackContext(s.ctx, s.b, o); c != Lose {
			return false
		}
	}
	d, _ := s.defend(0, 0)
	return d == Lose && !s.stopped
}

// trustAlive reports whether a clearly alive evaluation ends the line
// without reading: a link to a safe friendly string is checked by
// reading at the root, where the question is whether that link can be
// cut (the attacker's first move is often exactly the cut), and also one
// move below it when the attacker is to move there (attackerToMove): the
// defender's first move has not made the link uncuttable by being played.
func (s *owlSearch) trustAlive(ev *owlEval, depth int, attackerToMove bool) bool {
	if !ev.clearlyAlive() {
		return false
	}
	if ev.escape >= 2*owlEscapeWin {
		return true
	}
	if attackerToMove {
		// Below the root of an attack question, a life lent by a
		// string played in the line that the attacker can cut off
		// (looseGoal) is read.
		return depth > 1 && (s.rootDefend || ev.value.B >= 2 || ev.sure || !s.looseGoal(ev, nil))
	}
	return depth > 0
}

// looseGoal reports a goal holding a string played in the line that
// hangs on the dragon's own stones only through links the attacker can
// cut: a diagonal step one of whose shoulders the attacker holds (the
// other is the cut point) or a single shared liberty. Two strings are
// firmly linked by a diagonal with both shoulders empty (miai) or by two
// shared liberties. At the attacker's nodes below the root of an attack
// question (trustAlive), a life such a string lends the goal (its escape
// or link to a safe friend) is read, not trusted, and the attacker's
// candidates (attackMoves) get the cut points, passed to cut when it is
// not nil: the empty shoulders of the diagonals between a loose string
// and the other goal strings whose other shoulder the attacker holds.
// GNU Go regression auto01:13: after W Q12 B Q13 the goal escapes
// through Q13, joined to the dragon's R12 diagonally past White's Q12,
// and W R13 cuts it off. Whole public regression 1294 -> 1295 (won
// auto01:13, lost 0); counting only the target's string as firm (every
// diagonal of the dragon's own stones checked too) lost six. A search
// without an analysis (no position to tell the dragon's own stones from
// those played in the line) and a goal of more than 16 strings (a
// crowded goal, where the cut points would swamp the candidates) are
// never loose.
func (s *owlSearch) looseGoal(ev *owlEval, cut func(Pos)) bool {
	b := s.b
	if s.a == nil || len(ev.strings) < 2 || len(ev.strings) > 16 {
		return false
	}
	var firm [16]bool
	own := false
	for i, o := range ev.strings {
		for _, p := range b.Stones(o, nil) {
			if s.a.pos.At(p) == s.def {
				firm[i] = true
				own = true
				break
			}
		}
	}
	if !own {
		return false
	}
	linked := func(x, y Pos, cut func(Pos)) bool {
		lx, ly := b.LibSet(x), b.LibSet(y)
		if cut == nil && lx.commonLen(&ly) >= 2 {
			return true
		}
		var sy PointSet
		for _, p := range b.Stones(y, nil) {
			sy.Add(p)
		}
		for _, p := range b.Stones(x, nil) {
			for k := 4; k < 8; k++ {
				q := p + Delta[k]
				if !sy.Has(q) {
					continue
				}
				// The shoulders of the diagonal p-q.
				d := Delta[k]
				var s1, s2 Pos
				switch d {
				case South + West:
					s1, s2 = p+South, p+West
				case North + West:
					s1, s2 = p+North, p+West
				case North + East:
					s1, s2 = p+North, p+East
				default:
					s1, s2 = p+South, p+East
				}
				if b.At(s1) == Empty && b.At(s2) == Empty {
					return true
				}
				if cut != nil && b.At(s1) == Empty && b.At(s2) == s.att {
					cut(s1)
				}
				if cut != nil && b.At(s2) == Empty && b.At(s1) == s.att {
					cut(s2)
				}
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for i, o := range ev.strings {
			if firm[i] {
				continue
			}
			for j, f := range ev.strings {
				if firm[j] && linked(o, f, nil) {
					firm[i], changed = true, true
					break
				}
			}
		}
	}
	loose := false
	for i, o := range ev.strings {
		if firm[i] {
			continue
		}
		loose = true
		if cut == nil {
			break
		}
		for j, f := range ev.strings {
			if j != i {
				linked(o, f, cut)
			}
		}
	}
	return loose
}

// owlSlowLunchDepth is the depth from which the defender's node of an
// attack question counts an enemy string of three liberties next to the
// goal's eye spaces or liberties no longer as a way to live
// (hopelessNear): capturing it takes the defender three moves, and deep
// in a line, with no two eyes even moving first, no room to run and no
// capture of two liberties or fewer, the attacker kills meanwhile. GNU Go
// ends such lines as dead after one or two defender tries ("defense
// failed"); nearer the root, and in defence questions, the string is
// still read. Measured on the public regression: from depth 4, +3 (owl
// reads of 1000-1700 nodes that used to stop at the 3000-node limit).
const owlSlowLunchDepth = 4

// hopeless reports a goal that cannot live even if the defender moves
// next: its eye spaces cannot give two eyes (the defender moving first,
// seed 003's eye value c), it has no room to run and no safe friend
// nearby, no enemy string of up to three liberties in or next to its
// eye spaces and liberties can be captured (a lunch would bring new eye
// space), and no join to a friendly string outside it on a
// shared liberty makes the joined group live (joinLives), it is not a
// seki the attacker cannot approach (sekiShape), and near the
// root no enemy string of at most two liberties next to it, or of up to
// four among the eight neighbours of its stones, falls to a longer
// tactical read (rescueCapture). The search ends the line there as
// a kill.
func (s *owlSearch) hopeless(ev *owlEval) bool {
	return s.hopelessNear(ev, 3)
}

// hopelessNear is hopeless with nearLibs the most liberties of an enemy
// string next to the eye spaces or liberties whose capture keeps the goal
// from being hopeless (3 for hopeless; owlSlowLunchDepth).
func (s *owlSearch) hopelessNear(ev *owlEval, nearLibs int) bool {
	if ev.value.C >= 2 || ev.escape > 0 || ev.safeLink || ev.seki {
		return false
	}
	b := s.b
	var seen PointSet
	capturable := func(o Pos, maxLibs int) bool {
		if b.At(o) != s.att || seen.Has(o) {
			return false
		}
		seen.Add(o)
		if b.CountLib(o) > maxLibs {
			return false
		}
		c, _ := s.r.AttackContext(s.ctx, b, o)
		return c != Lose
	}
	for _, o := range ev.lunches {
		if capturable(b.Origin(o), 2) {
			return false
		}
	}
	// Enemy strings of up to three liberties in or next to the eye
	// spaces and the liberties: a capture there can join the goal to
	// friendly eye space beyond, or empty the eye space again.
	near := func(p Pos) bool {
		for _, d := range Delta[:4] {
			if q := p + d; b.At(q) == s.att && capturable(b.Origin(q), nearLibs) {
				return true
			}
		}
		return b.At(p) == s.att && capturable(b.Origin(p), nearLibs)
	}
	for _, reg := range ev.regions {
		for _, p := range reg.pts {
			if near(p) {
				return false
			}
		}
	}
	for _, l := range ev.libs {
		if near(l) {
			return false
		}
	}
	return s.joinLives(ev) == NoMove && s.rescueCapture(ev) == NoMove
}

// tacticallyWeak reports whether a goal string with few liberties can be
// captured tactically, so that the eye count cannot be trusted.
func (s *owlSearch) tacticallyWeak(ev *owlEval) bool {
	for _, o := range ev.weak {
		if s.b.CountLib(o) > 2 {
			continue
		}
		if c, _ := s.r.AttackContext(s.ctx, s.b, o); c != Lose {
			return true
		}
	}
	return false
}

// intruderPressLives reports whether, right after the attacker's first
// move of an attack question, that move is a lone stone with three
// liberties and the defender, taking one of them so that the stone keeps
// two, gets a position the static evaluation calls alive. Such an
// intruder splits the eye space in the evaluation (a stone of three
// liberties is a wall, not a lunch), so hopeless counts the goal dead;
// pressed to two liberties it becomes a lunch or is shut out, and the
// goal is read on instead.
func (s *owlSearch) intruderPressLives(ko owlKo) bool {
	b := s.b
	m, c := b.LastMove()
	if m == NoMove || c != s.att || b.At(m) != s.att || b.StringSize(m) != 1 || b.CountLib(m) != 3 {
		return false
	}
	libs := b.LibSet(m)
	for _, l := range libs.Slice() {
		_, _, ok := s.play(l, s.def, ko, false)
		if !ok {
			continue
		}
		s.goalStones = append(s.goalStones, l)
		lives := b.At(m) == s.att && b.CountLib(m) == 2 && b.At(s.target) == s.def && s.evaluate().alive()
		s.goalStones = s.goalStones[:len(s.goalStones)-1]
		b.Undo()
		if lives {
			return true
		}
	}
	return false
}
