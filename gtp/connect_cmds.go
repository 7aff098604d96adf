package gtp

import (
	"context"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerConnectCommands adds connect and disconnect, answered by the
// connection reading of analysis.Reader.Connect and Disconnect with GNU Go
// 3.8's formats: "code move" when the code is non-zero, else "0"; "1 PASS"
// when the strings are already one string.
// The commands share one Reader (its transposition cache is keyed by the
// full position, so it carries over between positions safely).
func registerConnectCommands(e *Engine) {
	rd := analysis.NewReader(0, 0)
	e.register("connect", func(e *Engine, args []string) (string, error) { return e.connectCmd(rd, args, true) })
	e.register("disconnect", func(e *Engine, args []string) (string, error) { return e.connectCmd(rd, args, false) })
}

// connectCmd parses "A B" as GNU Go does (both vertices first, then the
// emptiness and colour checks) and runs the reading on the tactical board.
func (e *Engine) connectCmd(rd *analysis.Reader, args []string, connect bool) (string, error) {
	sc := newScanner(args)
	a, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	b, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if !e.board.At(a).IsStone() || !e.board.At(b).IsStone() {
		return "", fail("vertex must not be empty")
	}
	if e.board.At(a) != e.board.At(b) {
		return "", fail("vertices must have same color")
	}
	board := e.cached("connect:board", func() any {
		pos := e.Position()
		return pos.Board()
	}).(*analysis.Board)
	var code analysis.ResultCode
	var move analysis.Pos
	if connect {
		code, move = rd.Connect(context.Background(), board, a, b)
	} else {
		code, move = rd.Disconnect(context.Background(), board, a, b)
	}
	return e.codeMove(code, move), nil
}
