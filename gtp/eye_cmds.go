package gtp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// registerEyeCommands registers the eye commands owned by helper EYES:
// analyze_eyegraph (seed 003, "Functions in optics.c"). eye_data,
// half_eye_data and eval_eye live in optics_cmds.go.
func registerEyeCommands(e *Engine) {
	sv := &eyes.SharedSolver{}
	e.register("analyze_eyegraph", func(e *Engine, args []string) (string, error) {
		return cmdAnalyzeEyegraph(sv, args)
	})
}

// eyegraphNodeLimit bounds the search for one graph (about a second of
// CPU); GNU Go itself gives up beyond 14 eye points. Graphs of up to 64
// points are searched; one that needs more nodes fails with an error
// naming the limit.
const eyegraphNodeLimit = 2_000_000

// cmdAnalyzeEyegraph answers "analyze_eyegraph GRAPH" as GNU Go 3.8 does:
// the eye value, then the graph with its vital points marked. The graph is
// the rest of the line; the engine hands us its white-space separated
// fields, which we join with single spaces (GNU Go keeps runs of spaces,
// which are outside points: write "O" instead). Unlike GNU Go, the answer
// does not depend on the board size, works in every corner and does not
// replace the current position. One solver per engine answers every
// graph, so that a shape met again (in any orientation) is not searched
// again.
func cmdAnalyzeEyegraph(sv *eyes.SharedSolver, args []string) (string, error) {
	if len(args) == 0 {
		return "", fail("missing eye graph")
	}
	g, err := eyes.ParseGraph(strings.Join(args, " "))
	if err != nil {
		return "", fail("failed to analyze: " + err.Error())
	}
	res, err := sv.Analyze(context.Background(), g, eyes.Options{NodeLimit: eyegraphNodeLimit})
	if errors.Is(err, eyes.ErrNodeLimit) {
		return "", fail(fmt.Sprintf("failed to analyze: the %d-point eye graph needs more than %d search nodes", len(g.Vertices()), eyegraphNodeLimit))
	}
	if err != nil {
		return "", fail("failed to analyze: " + err.Error())
	}
	return res.GTPAnswer(), nil
}
