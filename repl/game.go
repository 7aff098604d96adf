package repl

import (
	"fmt"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/sgf"
)

// LoadGame reads an SGF game and returns the positions of its main line
// up to where GNU Go's "loadsgf FILE ARG" stops (ARG a move number or a
// vertex, "" for the whole game): the first element is the position after
// the setup stones, the last the position loaded, so that undo() steps
// back through the game as GNU Go's undo does after loadsgf.
func LoadGame(data []byte, arg string) ([]analysis.Position, error) {
	g, err := sgf.Load(data)
	if err != nil {
		return nil, fmt.Errorf("repl: %w", err)
	}
	r, err := g.Replay(sgf.ParseUntil(arg, g.Size))
	if err != nil {
		return nil, fmt.Errorf("repl: %w", err)
	}
	hist := []analysis.Position{r.Position()}
	b := r.Board
	for b.StackDepth() > 0 {
		_, c := b.LastMove()
		if !b.Undo() {
			break
		}
		hist = append(hist, b.Snapshot(c, r.Komi))
	}
	for i, j := 0, len(hist)-1; i < j; i, j = i+1, j-1 {
		hist[i], hist[j] = hist[j], hist[i]
	}
	return hist, nil
}
