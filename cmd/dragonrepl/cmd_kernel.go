package main

import (
	"errors"
	"io"
)

// runKernel runs the Jupyter kernel. (Owned by the kernel work; stub until
// it lands.)
func runKernel(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return errors.New("kernel: not implemented yet")
}

// runInstall writes the Jupyter kernelspec.
func runInstall(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return errors.New("install: not implemented yet")
}
