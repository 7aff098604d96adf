package repl

import (
	_ "embed"
	"fmt"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// DefaultGame is the game the REPL opens on without a file: Honinbo
// Shusaku's "ear-reddening game" against Gennan Inseki (1846), a public
// domain record written out for this project.
//
//go:embed games/ear-reddening.sgf
var DefaultGame []byte

// DefaultMove is where the default position stops: before move 128, so
// that the last move on the board is Black 127, the ear-reddening move.
const DefaultMove = 128

// DefaultPosition returns the position the REPL opens on: DefaultGame
// before move DefaultMove, as GNU Go's "loadsgf FILE 128" gives it.
func DefaultPosition() (analysis.Position, error) {
	h, err := DefaultHistory()
	if err != nil {
		return analysis.Position{}, err
	}
	return h[len(h)-1], nil
}

// DefaultHistory returns the positions of DefaultGame up to DefaultMove
// (see LoadGame).
func DefaultHistory() ([]analysis.Position, error) {
	h, err := LoadGame(DefaultGame, fmt.Sprint(DefaultMove))
	if err != nil {
		return nil, fmt.Errorf("repl: default game: %w", err)
	}
	return h, nil
}
