package gtp

import (
	"context"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerOwlCommands registers the owl (life and death) commands with GNU
// Go 3.8's formats: owl_attack, owl_defend, owl_does_attack,
// owl_does_defend, owl_threaten_attack, owl_threaten_defense,
// dragon_status and the owl node counter.
func registerOwlCommands(e *Engine) {
	st := &owlState{}
	e.register("owl_attack", func(e *Engine, args []string) (string, error) { return st.attackDefend(e, args, true) })
	e.register("owl_defend", func(e *Engine, args []string) (string, error) { return st.attackDefend(e, args, false) })
	e.register("owl_does_attack", func(e *Engine, args []string) (string, error) { return st.doesMove(e, args, true) })
	e.register("owl_does_defend", func(e *Engine, args []string) (string, error) { return st.doesMove(e, args, false) })
	e.register("owl_threaten_attack", func(e *Engine, args []string) (string, error) { return st.threaten(e, args, true) })
	e.register("owl_threaten_defense", func(e *Engine, args []string) (string, error) { return st.threaten(e, args, false) })
	e.register("dragon_status", cmdDragonStatus)
	e.register("get_owl_node_counter", func(e *Engine, _ []string) (string, error) {
		return strconv.FormatInt(st.nodes, 10), nil
	})
	e.register("reset_owl_node_counter", func(e *Engine, _ []string) (string, error) {
		st.nodes = 0
		return "", nil
	})
}

// owlState is the owl state of one engine that outlives a position: GNU
// Go's owl node counter, changed only by reset_owl_node_counter.
type owlState struct {
	nodes int64
}

// Node limits of the owl questions asked directly by GTP commands: more
// than the dragon stage gives its owl reads, since one question is asked
// at a time.
const (
	gtpOwlNodeLimit       = 3000
	gtpOwlDefendNodeLimit = 8000
)

// owlReader returns the owl reader of the current position (made once per
// position, so its answers are cached like GNU Go's persistent owl cache).
func (st *owlState) owlReader(e *Engine) (*analysis.OwlReader, error) {
	a, err := e.wormAnalysis()
	if err != nil {
		return nil, err
	}
	return e.cached("owl:reader", func() any {
		o := a.NewOwlReader()
		o.NodeLimit, o.DefendNodeLimit = gtpOwlNodeLimit, gtpOwlDefendNodeLimit
		return o
	}).(*analysis.OwlReader), nil
}

func (st *owlState) attackDefend(e *Engine, args []string, attack bool) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	o, err := st.owlReader(e)
	if err != nil {
		return "", err
	}
	var r analysis.OwlResult
	if attack {
		r, err = o.Attack(context.Background(), p)
	} else {
		r, err = o.Defend(context.Background(), p)
	}
	st.nodes += r.Nodes
	if err != nil {
		return "", fail(err.Error())
	}
	return e.codeMove(r.Code, r.Move), nil
}

// doesMove implements owl_does_attack and owl_does_defend M D.
func (st *owlState) doesMove(e *Engine, args []string, attack bool) (string, error) {
	sc := newScanner(args)
	m, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if e.board.At(m) != analysis.Empty {
		return "", fail("move vertex must be empty")
	}
	d, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if !e.board.At(d).IsStone() {
		return "", fail("dragon vertex must not be empty")
	}
	o, err := st.owlReader(e)
	if err != nil {
		return "", err
	}
	var r analysis.OwlResult
	if attack {
		r, err = o.DoesAttack(context.Background(), m, d)
	} else {
		r, err = o.DoesDefend(context.Background(), m, d)
	}
	st.nodes += r.Nodes
	if err != nil {
		return "", fail(err.Error())
	}
	return strconv.Itoa(r.Code.GTP()), nil
}

// threaten implements owl_threaten_attack and owl_threaten_defense D:
// "code" or "code m1 m2".
func (st *owlState) threaten(e *Engine, args []string, attack bool) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	o, err := st.owlReader(e)
	if err != nil {
		return "", err
	}
	before := o.Nodes()
	var c analysis.ResultCode
	var m1, m2 analysis.Pos
	if attack {
		c, m1, m2, err = o.ThreatenAttack(context.Background(), p)
	} else {
		c, m1, m2, err = o.ThreatenDefense(context.Background(), p)
	}
	st.nodes += o.Nodes() - before
	if err != nil {
		return "", fail(err.Error())
	}
	if c == analysis.Lose {
		return "0", nil
	}
	return strconv.Itoa(c.GTP()) + " " + e.Vertex(m1) + " " + e.Vertex(m2), nil
}

// cmdDragonStatus implements dragon_status [V]: alive, dead, unknown or
// "critical A D" (A the owl attack point, D the owl defence point); seki
// prints as alive. Without an argument, one line per dragon origin.
func cmdDragonStatus(e *Engine, args []string) (string, error) {
	var target analysis.Pos
	if len(args) > 0 {
		p, err := e.parseStone(args)
		if err != nil {
			return "", err
		}
		target = p
	}
	_, ds, err := e.dragonAnalysis()
	if err != nil {
		return "", err
	}
	line := func(p analysis.Pos) string {
		d := ds.Dragon(p)
		d2 := ds.DRAGON2(p)
		switch d.Status {
		case analysis.Alive, analysis.AliveInSeki, analysis.StronglyAlive, analysis.Invincible:
			return "alive"
		case analysis.Dead, analysis.TacticallyDead, analysis.Inessential:
			return "dead"
		case analysis.Critical:
			a, df := analysis.NoMove, analysis.NoMove
			if d2 != nil {
				a, df = d2.OwlAttackPoint, d2.OwlDefensePoint
			}
			return "critical " + e.Vertex(a) + " " + e.Vertex(df)
		}
		return "unknown"
	}
	if target != analysis.NoMove {
		return line(target), nil
	}
	var sb strings.Builder
	for k, org := range ds.Origins() {
		if k > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(e.Vertex(org) + ": " + line(org))
	}
	return sb.String(), nil
}
