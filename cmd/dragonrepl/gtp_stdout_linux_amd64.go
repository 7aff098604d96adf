//go:build linux && amd64

package main

// sysPwritev2 is the system call number of pwritev2(2).
const sysPwritev2 uintptr = 328
