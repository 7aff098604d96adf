package gtp

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerWormCommands registers the worm and tactical reading commands
// (worm_data, attack, defend, does_attack, does_defend, attack_either,
// defend_both, ladder_attack, unconditional_status, worm_cutstone and the
// reading node counter) with GNU Go 3.8's formats.
func registerWormCommands(e *Engine) {
	st := &readingState{reader: analysis.NewReader(0, 0)}
	e.register("worm_data", cmdWormData)
	e.register("attack", st.cmdAttack)
	e.register("defend", st.cmdDefend)
	e.register("does_attack", func(e *Engine, args []string) (string, error) { return st.doesMove(e, args, true) })
	e.register("does_defend", func(e *Engine, args []string) (string, error) { return st.doesMove(e, args, false) })
	e.register("attack_either", func(e *Engine, args []string) (string, error) { return st.pairCmd(e, args, true) })
	e.register("defend_both", func(e *Engine, args []string) (string, error) { return st.pairCmd(e, args, false) })
	e.register("ladder_attack", st.cmdLadderAttack)
	e.register("unconditional_status", cmdUnconditionalStatus)
	e.register("worm_cutstone", cmdWormCutstone)
	e.register("get_reading_node_counter", func(e *Engine, _ []string) (string, error) {
		return strconv.FormatInt(st.reader.Nodes(), 10), nil
	})
	e.register("increase_depths", func(e *Engine, _ []string) (string, error) { st.setDepth(st.delta + 1); return "", nil })
	e.register("decrease_depths", func(e *Engine, _ []string) (string, error) { st.setDepth(st.delta - 1); return "", nil })
	e.register("reset_reading_node_counter", func(e *Engine, _ []string) (string, error) {
		st.reader.ResetNodes()
		return "", nil
	})
	// GNU Go resets its depths on loadsgf and boardsize (not on
	// clear_board or trial moves); the node counter only changes with
	// reset_reading_node_counter. The reading cache is emptied at the
	// start of every question (tactics). The board commands are
	// registered before these, so their handlers are wrapped here.
	st.wrap(e, "loadsgf", true)
	st.wrap(e, "boardsize", true)
	st.wrap(e, "clear_cache", false)
}

// readingState is the tactical reading state of one engine that outlives
// a position: one Reader (its node counter GNU Go's reading node counter;
// its cache is emptied before every question, see tactics) and the depth
// change made by increase_depths/decrease_depths.
type readingState struct {
	reader *analysis.Reader
	delta  int
	// board is the reading board of position generation boardGen when
	// boardOK (see tactics); clear_cache turns boardOK off.
	board    *analysis.Board
	boardGen uint64
	boardOK  bool
}

func (st *readingState) setDepth(delta int) {
	st.delta = delta
	st.reader.Depth = analysis.DefaultReadingDepth + delta
}

// wrap makes the command name reload the reading board (and reset the
// depths if depths is set) when it succeeds.
func (st *readingState) wrap(e *Engine, name string, depths bool) {
	e.afterSuccess(name, func() {
		st.boardOK = false
		if depths {
			st.setDepth(0)
		}
	})
}

// wormAnalysis returns the worm analysis of the current position, computed
// once per position.
func (e *Engine) wormAnalysis() (*analysis.Analysis, error) {
	type result struct {
		a   *analysis.Analysis
		err error
	}
	r := e.cached("worms:analysis", func() any {
		pos := e.Position()
		a, err := analysis.Config{Level: analysis.Worms, EyeSolver: e.eyeSolver}.Analyze(context.Background(), &pos)
		return result{a, err}
	}).(result)
	if r.err != nil {
		return nil, fail(r.err.Error())
	}
	return r.a, nil
}

// tactics returns a board copy of the current position (made once per
// position, and again after clear_cache, as an e.cached value would be)
// and the engine's reader with an empty cache. Every question starts from
// an empty cache, so that its answer is a function of the position (trial
// moves, depths) and the question alone: with the cache carried over, the
// entries earlier questions left (on this position or on an earlier one
// of the session) let a read go deeper within its node budget or try
// their moves first, and a session got other answers than a fresh engine
// (TestReadingAnswersIndependentOfEarlierQuestions). Emptying costs a
// generation step (Reader.ClearCache); the tactical bench's attack and
// defend of every worm read 1398 -> 1811 nodes a position (median) with
// the same CPU time. The copy is kept in st rather than through
// e.cached (the map look-up touched cache lines a reading command otherwise
// does not need), and it is reloaded in the same memory (LoadBoard) rather
// than allocated anew: a new 60 KB board every position came from fresh
// pages, and the first reading command of a position paid their page
// faults (about 8 a position on the bench's tactical task, ~3 us each).
func (st *readingState) tactics(e *Engine) (*analysis.Board, *analysis.Reader) {
	if !st.boardOK || st.boardGen != e.gen {
		pos := e.Position()
		if st.board == nil {
			st.board = pos.Board()
		} else {
			pos.LoadBoard(st.board)
		}
		st.boardGen, st.boardOK = e.gen, true
	}
	// Reading depths count from the trial moves on the board, as GNU
	// Go's stackp does.
	st.reader.Stackp = e.Stackp()
	st.reader.ClearCache()
	return st.board, st.reader
}

var wormFieldNames = [...]string{"origin", "color", "size", "effective_size", "liberties",
	"liberties2", "liberties3", "liberties4", "attack_code", "attack_point", "defense_code",
	"defense_point", "lunch", "cutstone", "cutstone2", "genus", "inessential", "invincible",
	"unconditional_status"}

func cmdWormData(e *Engine, args []string) (string, error) {
	var points []analysis.Pos
	if len(args) > 0 {
		p, ok := newScanner(args).vertex(e.Size())
		if !ok {
			return "", fail("invalid color or coordinate")
		}
		points = append(points, p)
	} else {
		n := e.Size()
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				points = append(points, analysis.POS(i, j))
			}
		}
	}
	a, err := e.wormAnalysis()
	if err != nil {
		return "", err
	}
	var sb strings.Builder
	for k, p := range points {
		if k > 0 {
			sb.WriteByte('\n')
		}
		w := a.Worm(p)
		vals := [...]string{
			e.Vertex(w.Origin), colorName(w.Color), strconv.Itoa(w.Size),
			fmt.Sprintf("%.2f", w.EffectiveSize), strconv.Itoa(w.Liberties),
			strconv.Itoa(w.Liberties2), strconv.Itoa(w.Liberties3), strconv.Itoa(w.Liberties4),
			strconv.Itoa(w.AttackCode().Internal()), e.Vertex(w.AttackPoint()),
			strconv.Itoa(w.DefenseCode().Internal()), e.Vertex(w.DefensePoint()),
			e.Vertex(w.Lunch), strconv.Itoa(w.Cutstone), strconv.Itoa(w.Cutstone2),
			strconv.Itoa(w.Genus), boolInt(w.Inessential), boolInt(w.Invincible),
			w.UnconditionalStatus.String(),
		}
		sb.WriteString(e.Vertex(p))
		sb.WriteString(":")
		for i, name := range wormFieldNames {
			fmt.Fprintf(&sb, "\n%-21s%s", name, vals[i])
		}
	}
	return sb.String(), nil
}

func colorName(c analysis.Color) string {
	switch c {
	case analysis.Black:
		return "black"
	case analysis.White:
		return "white"
	}
	return "empty"
}

func boolInt(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func (e *Engine) codeMove(code analysis.ResultCode, move analysis.Pos) string {
	if code == analysis.Lose {
		return "0"
	}
	return strconv.Itoa(code.GTP()) + " " + e.Vertex(move)
}

func (st *readingState) cmdAttack(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	b, rd := st.tactics(e)
	c, m := rd.Attack(b, p)
	return e.codeMove(c, m), nil
}

func (st *readingState) cmdDefend(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	b, rd := st.tactics(e)
	c, m := rd.FindDefense(b, p)
	return e.codeMove(c, m), nil
}

// doesMove implements does_attack and does_defend M S.
func (st *readingState) doesMove(e *Engine, args []string, attack bool) (string, error) {
	sc := newScanner(args)
	m, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	s, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if e.board.At(m) != analysis.Empty {
		return "", fail("move vertex must be empty")
	}
	if !e.board.At(s).IsStone() {
		return "", fail("string vertex must not be empty")
	}
	b, rd := st.tactics(e)
	var c analysis.ResultCode
	if attack {
		c = rd.DoesAttack(context.Background(), b, m, s)
	} else {
		c = rd.DoesDefend(context.Background(), b, m, s)
		// GNU Go 3.8's does_defend yields 1 for success, which its GTP
		// layer converts as the internal code 1 (KO_B): it prints 3.
		if c != analysis.Lose {
			return "3", nil
		}
	}
	return strconv.Itoa(c.GTP()), nil
}

// pairCmd implements attack_either and defend_both A B.
func (st *readingState) pairCmd(e *Engine, args []string, attack bool) (string, error) {
	sc := newScanner(args)
	a, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	b, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	// GNU Go's texts, the first one inverted as it prints it.
	if !e.board.At(a).IsStone() {
		return "", fail("string vertex must be empty")
	}
	if !e.board.At(b).IsStone() {
		return "", fail("string vertex must not be empty")
	}
	if e.board.At(a) != e.board.At(b) {
		return "", fail("strings must have the same color")
	}
	bd, rd := st.tactics(e)
	var c analysis.ResultCode
	if attack {
		c = rd.AttackEither(context.Background(), bd, a, b)
	} else {
		c = rd.DefendBoth(context.Background(), bd, a, b)
	}
	return strconv.Itoa(c.GTP()), nil
}

func (st *readingState) cmdLadderAttack(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	if e.board.CountLib(p) != 2 {
		return "", fail("string must have exactly 2 liberties")
	}
	b, rd := st.tactics(e)
	c, m := rd.LadderAttack(context.Background(), b, p)
	return e.codeMove(c, m), nil
}

func cmdUnconditionalStatus(e *Engine, args []string) (string, error) {
	p, err := e.parseVertex(args)
	if err != nil {
		return "", err
	}
	a, err := e.wormAnalysis()
	if err != nil {
		return "", err
	}
	s := a.Worm(p).UnconditionalStatus
	if s == analysis.Unknown {
		return "undecided", nil
	}
	return s.String(), nil
}

func cmdWormCutstone(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	a, err := e.wormAnalysis()
	if err != nil {
		return "", err
	}
	return " " + strconv.Itoa(a.Worm(p).Cutstone), nil
}
