package main

import (
	"errors"
	"io"
)

// runGTP runs the GTP engine. (Owned by the GTP work; stub until it lands.)
func runGTP(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return errors.New("gtp: not implemented yet")
}
