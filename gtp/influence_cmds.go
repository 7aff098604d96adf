package gtp

import (
	"context"
	"fmt"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerInfluenceCommands registers initial_influence (GNU Go 3.8's
// format: one row per board row, top row first; floats "%6.2f ", ints
// "%2d ").
func registerInfluenceCommands(e *Engine) {
	e.register("initial_influence", cmdInitialInfluence)
}

// influenceFields maps the WHAT argument of initial_influence to the value
// it prints; ints are printed as integers.
var influenceFields = map[string]struct {
	isInt bool
	value func(in *analysis.Influence, p analysis.Pos) float64
}{
	"white_influence":    {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Value(analysis.White, p) }},
	"black_influence":    {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Value(analysis.Black, p) }},
	"white_strength":     {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Strength(analysis.White, p) }},
	"black_strength":     {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Strength(analysis.Black, p) }},
	"white_attenuation":  {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Attenuation(analysis.White, p) }},
	"black_attenuation":  {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Attenuation(analysis.Black, p) }},
	"white_permeability": {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Permeability(analysis.White, p) }},
	"black_permeability": {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.Permeability(analysis.Black, p) }},
	"territory_value":    {false, func(in *analysis.Influence, p analysis.Pos) float64 { return in.TerritoryValue(p) }},
	"influence_regions":  {true, func(in *analysis.Influence, p analysis.Pos) float64 { return float64(in.Region(p)) }},
	"non_territory":      {true, func(in *analysis.Influence, p analysis.Pos) float64 { return float64(in.NonTerritory(p)) }},
}

// cmdInitialInfluence answers initial_influence C WHAT: the initial
// influence with C to move after the full dragon analysis.
func cmdInitialInfluence(e *Engine, args []string) (string, error) {
	c, err := parseColor(args)
	if err != nil {
		return "", err
	}
	what := ""
	if len(args) > 1 {
		what = args[1]
	}
	f, ok := influenceFields[what]
	if !ok {
		return "", fail("unknown influence data")
	}
	in, err := e.initialInfluence(c)
	if err != nil {
		return "", err
	}
	size := e.Size()
	var sb strings.Builder
	for i := 0; i < size; i++ {
		if i > 0 {
			sb.WriteByte('\n')
		}
		for j := 0; j < size; j++ {
			v := f.value(in, analysis.POS(i, j))
			if f.isInt {
				fmt.Fprintf(&sb, "%2d ", int(v))
			} else {
				fmt.Fprintf(&sb, "%6.2f ", v)
			}
		}
	}
	return sb.String(), nil
}

// initialInfluence returns the initial influence of the current position
// with c to move, computed once per position.
func (e *Engine) initialInfluence(c analysis.Color) (*analysis.Influence, error) {
	type result struct {
		in  *analysis.Influence
		err error
	}
	r := e.cached("influence:initial", func() any {
		a, _, err := e.dragonAnalysis()
		if err != nil {
			return result{err: err}
		}
		in, err := a.InitialInfluence(context.Background(), analysis.Black)
		return result{in, err}
	}).(result)
	if r.err != nil {
		return nil, r.err
	}
	return r.in.For(c), nil
}
