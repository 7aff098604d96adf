package main

import (
	"io"

	"github.com/dragonrepl/dragonrepl/gtp"
)

// runGTP runs the GTP engine on stdin/stdout. GNU Go's options "--mode
// gtp", "--mode=gtp" and "--quiet" are accepted and ignored, so scripts
// written for "gnugo --mode gtp --quiet" can run us with the same flags.
// On Linux a standard input that is a file or pipe is read through
// newGTPStdin, which waits for each command without a Go system call (see
// quickStdin: it cuts the CPU each command costs from ~11 to ~5us), and the
// answers are written through newGTPStdout, whose raw non-blocking writes
// the runtime does not see as system calls (see quickStdout).
func runGTP(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	_ = args
	e := gtp.NewEngine(gtp.WithVersion(version))
	return e.Run(newGTPStdin(stdin), newGTPStdout(stdout))
}
