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
	e.register("worm_data", cmdWormData)
	e.register("attack", cmdAttack)
	e.register("defend", cmdDefend)
	e.register("does_attack", func(e *Engine, args []string) (string, error) { return e.doesMove(args, true) })
	e.register("does_defend", func(e *Engine, args []string) (string, error) { return e.doesMove(args, false) })
	e.register("attack_either", func(e *Engine, args []string) (string, error) { return e.pairCmd(args, true) })
	e.register("defend_both", func(e *Engine, args []string) (string, error) { return e.pairCmd(args, false) })
	e.register("ladder_attack", cmdLadderAttack)
	e.register("unconditional_status", cmdUnconditionalStatus)
	e.register("worm_cutstone", cmdWormCutstone)
	e.register("get_reading_node_counter", func(e *Engine, _ []string) (string, error) {
		return strconv.FormatInt(e.tactics().reader.Nodes()+e.nodeBase(), 10), nil
	})
	e.register("increase_depths", func(e *Engine, _ []string) (string, error) { *e.depthDelta()++; return "", nil })
	e.register("decrease_depths", func(e *Engine, _ []string) (string, error) { *e.depthDelta()--; return "", nil })
	e.register("reset_reading_node_counter", func(e *Engine, _ []string) (string, error) {
		e.tactics().reader.ResetNodes()
		*e.nodeBaseRef() = 0
		return "", nil
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
		a, err := analysis.Config{Level: analysis.Worms}.Analyze(context.Background(), &pos)
		return result{a, err}
	}).(result)
	if r.err != nil {
		return nil, fail(r.err.Error())
	}
	return r.a, nil
}

// tacticsState is a board copy of the current position with a reader: the
// state of the tactical commands for one position.
type tacticsState struct {
	board  *analysis.Board
	reader *analysis.Reader
}

func (e *Engine) tactics() *tacticsState {
	t := e.cached("worms:tactics", func() any {
		pos := e.Position()
		return &tacticsState{board: pos.Board(), reader: analysis.NewReader(0, 0)}
	}).(*tacticsState)
	t.reader.Depth = analysis.DefaultReadingDepth + *e.depthDelta()
	return t
}

// depthDelta is the change of the reading depth made by increase_depths
// and decrease_depths. It is kept with the per-position caches, so a new
// position (including a trial move) returns to the default depth; GNU Go
// resets it only on loadsgf and boardsize.
func (e *Engine) depthDelta() *int {
	return e.cached("worms:depth", func() any { return new(int) }).(*int)
}

// nodeBaseRef holds the node counts of readers of earlier positions
// (cached per position too, so the counter restarts with a new position).
func (e *Engine) nodeBaseRef() *int64 {
	return e.cached("worms:nodebase", func() any { return new(int64) }).(*int64)
}

func (e *Engine) nodeBase() int64 { return *e.nodeBaseRef() }

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

func cmdAttack(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	t := e.tactics()
	c, m := t.reader.Attack(t.board, p)
	return e.codeMove(c, m), nil
}

func cmdDefend(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	t := e.tactics()
	c, m := t.reader.FindDefense(t.board, p)
	return e.codeMove(c, m), nil
}

// doesMove implements does_attack and does_defend M S.
func (e *Engine) doesMove(args []string, attack bool) (string, error) {
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
	t := e.tactics()
	var c analysis.ResultCode
	if attack {
		c = t.reader.DoesAttack(context.Background(), t.board, m, s)
	} else {
		c = t.reader.DoesDefend(context.Background(), t.board, m, s)
		// GNU Go 3.8's does_defend yields 1 for success, which its GTP
		// layer converts as the internal code 1 (KO_B): it prints 3.
		if c != analysis.Lose {
			return "3", nil
		}
	}
	return strconv.Itoa(c.GTP()), nil
}

// pairCmd implements attack_either and defend_both A B.
func (e *Engine) pairCmd(args []string, attack bool) (string, error) {
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
	t := e.tactics()
	var c analysis.ResultCode
	if attack {
		c = t.reader.AttackEither(context.Background(), t.board, a, b)
	} else {
		c = t.reader.DefendBoth(context.Background(), t.board, a, b)
	}
	return strconv.Itoa(c.GTP()), nil
}

func cmdLadderAttack(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	if e.board.CountLib(p) != 2 {
		return "", fail("string must have exactly 2 liberties")
	}
	t := e.tactics()
	c, m := t.reader.LadderAttack(context.Background(), t.board, p)
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
