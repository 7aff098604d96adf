package gtp

import (
	"context"
	"strconv"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerSemeaiCommands registers analyze_semeai with GNU Go 3.8's format.
func registerSemeaiCommands(e *Engine) {
	e.register("analyze_semeai", cmdAnalyzeSemeai)
}

// cmdAnalyzeSemeai answers "analyze_semeai A B" with "ra rb move": the
// result of defending the dragon at A and of attacking the dragon at B,
// A's owner moving first, as GTP codes, and the move (PASS when none is
// needed or found). GNU Go aborts when A and B have the same colour; we
// answer an error instead.
func cmdAnalyzeSemeai(e *Engine, args []string) (string, error) {
	sc := newScanner(args)
	ap, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	bp, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if !e.board.At(ap).IsStone() || !e.board.At(bp).IsStone() {
		return "", fail("vertex must not be empty")
	}
	if e.board.At(ap) == e.board.At(bp) {
		return "", fail("dragons must have different colors")
	}
	a, err := e.wormAnalysis()
	if err != nil {
		return "", err
	}
	key := "semeai:" + strconv.Itoa(int(ap)) + ":" + strconv.Itoa(int(bp))
	type result struct {
		r   analysis.SemeaiResult
		err error
	}
	r := e.cached(key, func() any {
		res, err := a.AnalyzeSemeai(context.Background(), ap, bp)
		return result{res, err}
	}).(result)
	if r.err != nil {
		return "", fail(r.err.Error())
	}
	return strconv.Itoa(r.r.ResultA.GTP()) + " " + strconv.Itoa(r.r.ResultB.GTP()) + " " + e.Vertex(r.r.Move), nil
}
