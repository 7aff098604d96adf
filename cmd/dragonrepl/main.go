// Command dragonrepl explores Go-game positions through GNU Go 3.8's
// position analysis, reimplemented in Go.
//
// Usage:
//
//	dragonrepl [FILE.sgf [MOVE]]   open the REPL (on an embedded game without FILE)
//	dragonrepl -e 'EXPR'           evaluate one expression and exit
//	dragonrepl run FILE.go [ARGS]  run a Go script with the analysis names in scope
//	dragonrepl gtp                 speak GTP version 2 on stdin/stdout
//	dragonrepl kernel -f CONN      run as a Jupyter kernel
//	dragonrepl install [--user | --prefix DIR]   write the Jupyter kernelspec
//	dragonrepl version             print the version
//
// A move number N means GNU Go's "loadsgf FILE N": the position before
// move N is played.
package main

import (
	"fmt"
	"io"
	"os"
)

// version is the program version printed by "dragonrepl version" and GTP.
const version = "0.1.0"

// command is one subcommand of dragonrepl.
type command struct {
	name  string
	short string
	run   func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{
		{"gtp", "speak GTP version 2 on stdin/stdout", runGTP},
		{"batch", "analyse SGF files into JSONL/CSV tables: dragonrepl batch [FLAGS] FILES", runBatch},
		{"run", "run a Go script: dragonrepl run FILE.go [ARGS]", runScript},
		{"kernel", "run as a Jupyter kernel: dragonrepl kernel -f CONNECTION_FILE", runKernel},
		{"install", "install the Jupyter kernelspec: dragonrepl install [--user | --prefix DIR]", runInstall},
		{"version", "print the version", func(_ []string, _ io.Reader, stdout, _ io.Writer) error {
			_, err := fmt.Fprintln(stdout, "dragonrepl", version)
			return err
		}},
		{"help", "print this help", func(_ []string, _ io.Reader, stdout, _ io.Writer) error {
			usage(stdout)
			return nil
		}},
	}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: dragonrepl [FILE.sgf [MOVE]] | -e EXPR | COMMAND [ARGS]")
	fmt.Fprintln(w, "\nWithout a command, dragonrepl opens the REPL. Commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.short)
	}
}

// run is main without os.Exit, so tests can call it in-process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var err error
	if len(args) > 0 {
		for _, c := range commands() {
			if args[0] == c.name {
				err = c.run(args[1:], stdin, stdout, stderr)
				return exitCode(err, stderr)
			}
		}
		if args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
			usage(stdout)
			return 0
		}
	}
	err = runREPL(args, stdin, stdout, stderr)
	return exitCode(err, stderr)
}

func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	fmt.Fprintln(stderr, "dragonrepl:", err)
	return 1
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
