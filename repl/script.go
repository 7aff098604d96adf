package repl

import (
	"context"
	"go/token"
)

// RunScript runs a Go script with the live names in scope, as
// "dragonrepl run FILE.go" does. A source that starts with a package
// clause is a Go program: the live names are dot-imported into it and its
// main function runs. Any other source is evaluated as one REPL cell
// (statements and declarations, imports optional). Output goes to the
// session's Display; a cell value is not printed. Run a program script on
// a fresh session: its imports must not collide with earlier cells.
func (s *Session) RunScript(ctx context.Context, src string) error {
	toks, err := scanCell(src)
	if err != nil {
		return &Error{Name: "CompileError", Value: err.Error()}
	}
	if len(toks) < 2 || toks[0].tok != token.PACKAGE || toks[1].tok != token.IDENT {
		_, err := s.Eval(ctx, src)
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	// Same line as the package clause, so error positions keep their lines.
	at := toks[1].end
	prog := src[:at] + `; import . "` + livePath + `"` + src[at:]
	s.cellCtx = ctx
	s.live.ctx = ctx
	s.cellNeeds = s.needsOf(toks)
	defer func() {
		s.cellCtx = context.Background()
		s.live.ctx = s.cellCtx
		s.cellNeeds = needs{}
		s.stderr.flush()
	}()
	if err := s.live.bind(ctx, s.cellNeeds); err != nil {
		return asError(err)
	}
	s.preluded = true // the program has its own imports
	_, err = s.run(ctx, prog)
	return err
}
