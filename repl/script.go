package repl

import (
	"context"
	"go/token"
	"strings"
)

// RunScript runs a Go script with the live names in scope, as
// "dragonrepl run FILE.go" does. A source that starts with "package main"
// is a Go program: its declarations are evaluated as a REPL cell (so the
// live names are the session's and follow the position) and then its main
// function runs. Any other source is evaluated as one REPL cell. Output
// goes to the session's Display; a cell value is not printed.
func (s *Session) RunScript(ctx context.Context, src string) error {
	toks, err := scanCell(src)
	if err != nil {
		return &Error{Name: "CompileError", Value: err.Error()}
	}
	if len(toks) < 2 || toks[0].tok != token.PACKAGE || toks[1].tok != token.IDENT {
		_, err := s.Eval(ctx, src)
		return err
	}
	if toks[1].lit != "main" {
		return &Error{Name: "CompileError", Value: "repl: a script program must be package main, not " + toks[1].lit}
	}
	// Blank the package clause, keeping positions for error messages.
	cell := src[:toks[0].start] + strings.Repeat(" ", toks[1].end-toks[0].start) + src[toks[1].end:]
	if _, err := s.Eval(ctx, cell); err != nil {
		return err
	}
	s.mu.Lock()
	_, hasMain := s.userDeps[mainAlias]
	s.mu.Unlock()
	if !hasMain {
		return &Error{Name: "CompileError", Value: "repl: the script has no func main"}
	}
	_, err = s.Eval(ctx, mainAlias+"()")
	return err
}
