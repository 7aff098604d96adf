package main

import (
	"errors"
	"io"
)

// runREPL opens the REPL, or evaluates -e EXPR. (Owned by the REPL work;
// stub until it lands.)
func runREPL(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return errors.New("repl: not implemented yet")
}

// runScript runs a Go script with the analysis names in scope.
func runScript(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return errors.New("run: not implemented yet")
}
