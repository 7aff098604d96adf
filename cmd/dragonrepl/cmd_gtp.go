package main

import (
	"io"

	"github.com/dragonrepl/dragonrepl/gtp"
)

// runGTP runs the GTP engine on stdin/stdout. GNU Go's options "--mode
// gtp", "--mode=gtp" and "--quiet" are accepted and ignored, so scripts
// written for "gnugo --mode gtp --quiet" can run us with the same flags.
func runGTP(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	_ = args
	e := gtp.NewEngine(gtp.WithVersion(version))
	return e.Run(stdin, stdout)
}
