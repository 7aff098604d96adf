package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"sync"

	"github.com/dragonrepl/dragonrepl/repl"
)

// SessionEvaluator runs cells in a repl.Session: it is the Evaluator of
// "dragonrepl kernel". The session's Display forwards to the Output of the
// cell that is running.
type SessionEvaluator struct {
	s *repl.Session

	mu  sync.Mutex
	out Output // of the running cell; zero between cells
}

// NewSessionEvaluator starts a session with opts; opts.Display is replaced
// by the kernel's. A kernel process sets opts.CaptureStdFiles, so that cells
// writing to os.Stdout and os.Stderr directly reach the notebook too.
func NewSessionEvaluator(opts repl.Options) (*SessionEvaluator, error) {
	e := &SessionEvaluator{}
	opts.Display = sessionDisplay{e}
	s, err := repl.NewSession(opts)
	if err != nil {
		return nil, err
	}
	e.s = s
	return e, nil
}

// Session returns the underlying session.
func (e *SessionEvaluator) Session() *repl.Session { return e.s }

// Execute evaluates code with Session.Eval and renders its value.
func (e *SessionEvaluator) Execute(ctx context.Context, code string, out Output) (Bundle, error) {
	e.mu.Lock()
	e.out = out
	e.mu.Unlock()
	defer func() {
		e.mu.Lock()
		e.out = Output{}
		e.mu.Unlock()
	}()
	res, err := e.s.Eval(ctx, code)
	if err != nil {
		var re *repl.Error
		if errors.As(err, &re) {
			return nil, &ExecError{Name: re.Name, Value: re.Value}
		}
		return nil, err
	}
	if !res.HasValue || res.Data == nil {
		return nil, nil
	}
	return toBundle(res.Data), nil
}

// IsComplete uses the repl's bracket-and-operator rule.
func (e *SessionEvaluator) IsComplete(code string) (string, string) {
	return repl.IsComplete(code)
}

// Complete asks the session; it counts positions in code points, the
// Evaluator in bytes.
func (e *SessionEvaluator) Complete(code string, cursor int) ([]string, int, int) {
	m, start, end := e.s.Complete(code, byteToRune(code, cursor))
	return m, runeToByte(code, start), runeToByte(code, end)
}

// Inspect returns the session's documentation of the name at cursor as
// text/plain.
func (e *SessionEvaluator) Inspect(code string, cursor, detail int) Bundle {
	doc, found := e.s.Inspect(code, byteToRune(code, cursor))
	if !found {
		return nil
	}
	return Bundle{"text/plain": doc}
}

// toBundle converts a repl bundle; application/json holds JSON text in the
// repl and must be a JSON value on the wire.
func toBundle(b repl.Bundle) Bundle {
	out := make(Bundle, len(b))
	for k, v := range b {
		if k == "application/json" && json.Valid([]byte(v)) {
			out[k] = json.RawMessage(v)
			continue
		}
		out[k] = v
	}
	return out
}

// sessionDisplay is the repl.Display of the kernel's session.
type sessionDisplay struct{ e *SessionEvaluator }

func (d sessionDisplay) current() Output {
	d.e.mu.Lock()
	defer d.e.mu.Unlock()
	return d.e.out
}

// Stream forwards cell output to the running cell's stream.
func (d sessionDisplay) Stream(name, text string) {
	out := d.current()
	w := out.Stdout
	if name == "stderr" {
		w = out.Stderr
	}
	if w != nil {
		w.Write([]byte(text))
	}
}

// Display publishes a display_data for the running cell.
func (d sessionDisplay) Display(b repl.Bundle) {
	if out := d.current(); out.Display != nil {
		out.Display(toBundle(b))
	}
}
