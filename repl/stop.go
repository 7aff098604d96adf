package repl

import (
	"context"
	"reflect"
	"runtime"
	"runtime/debug"
	_ "unsafe" // for go:linkname

	"github.com/traefik/yaegi/interp"
)

// yaegiStop is yaegi's (*Interpreter).stop: it makes every running frame
// of the interpreter return at its next step. yaegi exports it only through
// EvalWithContext, which returns at once on cancellation while the
// interpreted code is still unwinding in another goroutine; the next cell
// would then race with it. evalContext below waits for the code to stop.
//
//go:linkname yaegiStop github.com/traefik/yaegi/interp.(*Interpreter).stop
func yaegiStop(*interp.Interpreter)

// startedFunc is the host function a statement source calls first, so
// that the session knows the interpreter has set up its cancellation
// state before it asks it to stop (stopping earlier would race with that
// set-up).
const startedFunc = "_dragonrepl_started"

// evalContext is EvalWithContext that returns only when the evaluation has
// finished, so a cancelled cell never overlaps the next one. Statement
// sources are prefixed with a call to startedFunc; declaration sources
// cannot be stopped and run to their end. The interpreter must not run a
// cell elsewhere at the same time.
func (s *Session) evalContext(ctx context.Context, src string) (v reflect.Value, err error) {
	if ctx.Err() != nil {
		return v, ctx.Err()
	}
	stoppable := false
	if toks, _ := scanCell(src); len(toks) > 0 {
		if k := classify(toks); k == kindStmt || k == kindExpr {
			src = startedFunc + "(); " + src
			stoppable = true
		}
	}
	started := make(chan struct{}, 1)
	s.started = started
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if r := recover(); r != nil {
				var pc [64]uintptr
				n := runtime.Callers(1, pc[:])
				err = interp.Panic{Value: r, Callers: pc[:n], Stack: debug.Stack()}
			}
		}()
		// A context that is never cancelled: yaegi sets up its
		// cancellation channel and runs the code on its own goroutine,
		// and this goroutine waits for it.
		v, err = s.in.EvalWithContext(context.Background(), src)
	}()
	select {
	case <-done:
		return v, err
	case <-ctx.Done():
	}
	if stoppable {
		select {
		case <-done:
			return v, err
		case <-started:
			yaegiStop(s.in)
		}
	}
	<-done
	return reflect.Value{}, ctx.Err()
}

// markStarted is the host side of startedFunc.
func (s *Session) markStarted() {
	select {
	case s.started <- struct{}{}:
	default:
	}
}
