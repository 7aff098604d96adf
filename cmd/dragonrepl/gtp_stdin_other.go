//go:build !linux

package main

import "io"

// newGTPStdin returns r: the raw-wait reader of gtp_stdin_linux.go is
// Linux-only.
func newGTPStdin(r io.Reader) io.Reader { return r }

// newGTPStdout returns w: the raw writer of gtp_stdout_linux.go is
// Linux-only.
func newGTPStdout(w io.Writer) io.Writer { return w }
