//go:build !linux

package main

import "io"

// newGTPStdin returns r: the raw-wait reader of gtp_stdin_linux.go is
// Linux-only.
func newGTPStdin(r io.Reader) io.Reader { return r }
