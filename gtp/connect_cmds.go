package gtp

import (
	"context"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerConnectCommands adds connect and disconnect, answered by the
// connection reading of analysis.Reader.Connect and Disconnect with GNU Go
// 3.8's formats: "code move" when the code is non-zero, else "0"; "1 PASS"
// when the strings are already one string.
// The commands share one Reader (e.connRead). Its transposition cache is
// keyed by the full position, but an entry read under a node limit may
// displace or be displaced by another position's, so an answer could
// depend on the positions read before; the cache is emptied where GNU Go
// empties its reading cache and the tactical reader's is (loadsgf,
// boardsize, clear_cache), so a loaded position reads the same whatever
// came before it.
func registerConnectCommands(e *Engine) {
	e.connRead = analysis.NewReader(0, 0)
	e.register("connect", func(e *Engine, args []string) (string, error) { return e.connectCmd(e.connRead, args, true) })
	e.register("disconnect", func(e *Engine, args []string) (string, error) { return e.connectCmd(e.connRead, args, false) })
	for _, name := range []string{"loadsgf", "boardsize", "clear_cache"} {
		e.afterSuccess(name, e.connRead.ClearCache)
	}
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
