package gtp

import (
	"context"
	"strconv"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerSurroundCommands registers is_surrounded, does_surround and
// surround_map (seed 004) with GNU Go 3.8's answers and errors.
//
// GNU Go aborts on these commands inside trymove; here they answer for the
// current position, trial moves included. surround_map answers for every
// surrounded dragon, where GNU Go keeps the maps of its first ten only
// (and answers -1 for the others).
func registerSurroundCommands(e *Engine) {
	e.register("is_surrounded", cmdIsSurrounded)
	e.register("does_surround", cmdDoesSurround)
	e.register("surround_map", cmdSurroundMap)
}

// surroundAnalysis returns an analysis of the current position with its
// dragons. The hulls are computed before owl reading, so the full dragon
// analysis is used when dragon_data (or another dragon command) already
// made it, and an analysis without owl otherwise.
func (e *Engine) surroundAnalysis() (*analysis.Analysis, *analysis.DragonSet, error) {
	return e.dragonsNoOwl()
}

// hullAt returns the surround hull (seed 004) of the dragon at the stone
// the arguments name, nil when the dragon has none.
func (e *Engine) hullAt(args []string) (*analysis.Hull, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return nil, err
	}
	_, ds, err := e.surroundAnalysis()
	if err != nil {
		return nil, err
	}
	return ds.Hull(ds.ID(p)), nil
}

func cmdIsSurrounded(e *Engine, args []string) (string, error) {
	p, err := e.parseVertex(args)
	if err != nil {
		return "", err
	}
	if !e.board.At(p).IsStone() {
		return "", fail("dragon vertex must be nonempty")
	}
	_, ds, err := e.surroundAnalysis()
	if err != nil {
		return "", err
	}
	return strconv.Itoa(int(ds.DRAGON2(p).SurroundStatus)), nil
}

func cmdDoesSurround(e *Engine, args []string) (string, error) {
	sc := newScanner(args)
	move, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if e.board.At(move) != analysis.Empty {
		return "", fail("move vertex must be empty")
	}
	dr, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if !e.board.At(dr).IsStone() {
		return "", fail("dragon vertex must be nonempty")
	}
	a, _, err := e.surroundAnalysis()
	if err != nil {
		return "", err
	}
	st, err := a.DoesSurround(context.Background(), move, dr)
	if err != nil {
		return "", fail(err.Error())
	}
	return strconv.Itoa(int(st)), nil
}

func cmdSurroundMap(e *Engine, args []string) (string, error) {
	sc := newScanner(args)
	dr, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if !e.board.At(dr).IsStone() {
		return "", fail("dragon vertex must not be empty")
	}
	p, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	_, ds, err := e.surroundAnalysis()
	if err != nil {
		return "", err
	}
	h := ds.Hull(ds.ID(dr))
	if h == nil || h.Status == analysis.NotSurrounded {
		return "-1", nil // GNU Go stores maps of surrounded dragons only
	}
	return strconv.Itoa(h.Map(p)), nil
}
