package gtp

import (
	"context"
	"fmt"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// registerOpticsCommands registers the eye-space commands eye_data,
// half_eye_data and eval_eye with GNU Go 3.8's formats (seed 003).
func registerOpticsCommands(e *Engine) {
	e.register("eye_data", cmdEyeData)
	e.register("half_eye_data", cmdHalfEyeData)
	e.register("eval_eye", cmdEvalEye)
	e.eyeSolver = &eyes.SharedSolver{}
}

// optics returns the eye-space analysis of the current position, computed
// once per position; the eye shapes are solved by the engine's solver, so
// that a shape met in an earlier position is not searched again.
func (e *Engine) optics() (*analysis.Optics, error) {
	a, err := e.wormAnalysis()
	if err != nil {
		return nil, err
	}
	o, err := a.OpticsWith(context.Background(), e.eyeSolver)
	if err != nil {
		return nil, fail(err.Error())
	}
	return o, nil
}

func cmdEyeData(e *Engine, args []string) (string, error) {
	c, p, err := e.parseMove(args)
	if err != nil {
		return "", err
	}
	if e.Stackp() > 0 {
		return "", fail("eye data unavailable when stackp > 0")
	}
	var d analysis.EyeData
	if p != analysis.PassMove {
		o, err := e.optics()
		if err != nil {
			return "", err
		}
		d = o.Eye(c, p)
	}
	color := "empty"
	switch d.Color {
	case analysis.Black:
		color = "black"
	case analysis.White:
		color = "white"
	}
	origin := "PASS"
	if d.Origin != analysis.NoMove {
		origin = e.Vertex(d.Origin)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "origin               %s\n", origin)
	fmt.Fprintf(&sb, "color                %s\n", color)
	fmt.Fprintf(&sb, "esize                %d\n", d.ESize)
	fmt.Fprintf(&sb, "msize                %d\n", d.MSize)
	fmt.Fprintf(&sb, "value                %s\n", d.Value)
	fmt.Fprintf(&sb, "marginal             %d\n", b2i(d.Marginal))
	fmt.Fprintf(&sb, "neighbors            %d\n", d.Neighbors)
	fmt.Fprintf(&sb, "marginal_neighbors   %d", d.MarginalNeighbors)
	return sb.String(), nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func cmdHalfEyeData(e *Engine, args []string) (string, error) {
	p, err := e.parseVertex(args)
	if err != nil {
		return "", err
	}
	if e.Stackp() > 0 {
		return "", fail("half eye data unavailable when stackp > 0")
	}
	o, err := e.optics()
	if err != nil {
		return "", err
	}
	h := o.HalfEye(p)
	var sb strings.Builder
	fmt.Fprintf(&sb, "value                %.2f\n", h.Value)
	fmt.Fprintf(&sb, "type                 %s\n", h.Type)
	fmt.Fprintf(&sb, "num_attacks          %d\n", len(h.AttackPoints))
	for k, q := range h.AttackPoints {
		fmt.Fprintf(&sb, "%-21s%s\n", fmt.Sprintf("attack_point[%d]", k), e.Vertex(q))
	}
	fmt.Fprintf(&sb, "num_defenses         %d", len(h.DefensePoints))
	for k, q := range h.DefensePoints {
		fmt.Fprintf(&sb, "\n%-21s%s", fmt.Sprintf("defense_point[%d]", k), e.Vertex(q))
	}
	return sb.String(), nil
}

func cmdEvalEye(e *Engine, args []string) (string, error) {
	p, err := e.parseVertex(args)
	if err != nil {
		return "", err
	}
	if e.Stackp() > 0 {
		return "", fail("eye data unavailable when stackp > 0")
	}
	o, err := e.optics()
	if err != nil {
		return "", err
	}
	s, ok := o.EvalEye(p)
	if !ok {
		return "-1", nil
	}
	if s.Value.MinEyes() == s.Value.MaxEyes() {
		return fmt.Sprintf("%d %d", s.Value.MinEyes(), s.Value.MaxEyes()), nil
	}
	return fmt.Sprintf("%d %d %s %s", s.Value.MinEyes(), s.Value.MaxEyes(), e.Vertex(s.Attack), e.Vertex(s.Defense)), nil
}
