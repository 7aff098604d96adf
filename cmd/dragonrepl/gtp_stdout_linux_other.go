//go:build linux && !amd64 && !arm64

package main

// sysPwritev2 is 0 where the raw writer is not used (newGTPStdout then
// returns the *os.File itself).
const sysPwritev2 uintptr = 0
