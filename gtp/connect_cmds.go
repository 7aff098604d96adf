package gtp

import (
	"context"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerConnectCommands adds connect and disconnect, answered by the
// connection reading of analysis.Reader.Connect and Disconnect with GNU Go
// 3.8's formats: "code move" when the code is non-zero, else "0"; "1 PASS"
// when the strings are already one string.
// The commands share one Reader (e.connRead), whose cache is emptied at
// the start of every question (connectCmd): an answer is a function of
// the position and the question alone. With the cache carried from one
// question to the next (as before, emptied only on loadsgf, boardsize and
// clear_cache), the entries earlier questions left let a later read go
// deeper within the same node budget, or try their moves first, so a
// session that played a move and asked again got another answer than a
// fresh engine on the same position (REVIEW17: on a 7x7 board, disconnect
// F7 D5 answered 1 E7 after the same question one move earlier, 1 F6
// alone; TestConnectAnswersIndependentOfEarlierQuestions).
func registerConnectCommands(e *Engine) {
	e.connRead = analysis.NewReader(0, 0)
	e.register("connect", func(e *Engine, args []string) (string, error) { return e.connectCmd(e.connRead, args, true) })
	e.register("disconnect", func(e *Engine, args []string) (string, error) { return e.connectCmd(e.connRead, args, false) })
}

// connectCmd parses "A B" as GNU Go does (both vertices first, then the
// emptiness and colour checks) and runs the reading on the tactical board
// from an empty cache.
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
	rd.ClearCache()
	if connect {
		code, move = rd.Connect(context.Background(), board, a, b)
	} else {
		code, move = rd.Disconnect(context.Background(), board, a, b)
	}
	return e.codeMove(code, move), nil
}
