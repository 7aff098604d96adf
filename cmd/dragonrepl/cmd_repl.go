package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/chzyer/readline"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/repl"
)

// runREPL opens the REPL: "dragonrepl [FILE.sgf [MOVE]]" on the file's
// position before move MOVE (GNU Go's loadsgf), or on the embedded default
// game; "dragonrepl [FILE.sgf [MOVE]] -e EXPR" evaluates EXPR and exits.
func runREPL(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	var exprs, files []string
	for k := 0; k < len(args); k++ {
		switch a := args[k]; a {
		case "-e", "--e", "-eval", "--eval":
			if k+1 >= len(args) {
				return errors.New("-e needs an expression")
			}
			exprs = append(exprs, args[k+1])
			k++
		default:
			if len(a) > 1 && a[0] == '-' {
				return fmt.Errorf("unknown flag %s (try dragonrepl help)", a)
			}
			files = append(files, a)
		}
	}
	if len(files) > 2 {
		return errors.New("usage: dragonrepl [FILE.sgf [MOVE]] [-e EXPR]")
	}
	hist, title, err := startGame(files)
	if err != nil {
		return err
	}
	interactive := len(exprs) == 0 && isTerminal(stdin) && isTerminal(stdout)
	s, err := repl.NewSession(repl.Options{
		Display: repl.TextDisplay{Out: stdout, Err: stderr},
		History: hist,
		Color:   interactive,
	})
	if err != nil {
		return err
	}
	if len(exprs) > 0 {
		for _, e := range exprs {
			res, err := s.Eval(context.Background(), e)
			if err != nil {
				return err
			}
			if res.HasValue {
				fmt.Fprintln(stdout, res.Data["text/plain"])
			}
		}
		return nil
	}
	if interactive {
		fmt.Fprintf(stdout, "dragonrepl %s — %s. help() lists the names; Ctrl-D quits.\n", version, title)
	}
	return s.RunTerminal(repl.TerminalOptions{
		Stdin:          stdin,
		Stdout:         stdout,
		Stderr:         stderr,
		Interactive:    interactive,
		HistoryFile:    historyFile(),
		CatchInterrupt: interactive,
	})
}

// startGame returns the game named by FILE [MOVE] (its positions up to
// the one before move MOVE, see repl.LoadGame), or nil for the embedded
// default game, and a title for the banner.
func startGame(files []string) ([]analysis.Position, string, error) {
	if len(files) == 0 {
		return nil, fmt.Sprintf("the ear-reddening game (Shusaku–Gennan, 1846) before move %d", repl.DefaultMove), nil
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		return nil, "", err
	}
	arg := ""
	if len(files) == 2 {
		arg = files[1]
	}
	hist, err := repl.LoadGame(data, arg)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", files[0], err)
	}
	title := filepath.Base(files[0])
	if n, err := strconv.Atoi(arg); err == nil {
		title += fmt.Sprintf(" before move %d", n)
	} else if arg != "" {
		title += " up to " + arg
	}
	return hist, title, nil
}

// historyFile is where the REPL keeps its input history:
// $DRAGONREPL_HISTORY, else ~/.dragonrepl_history ("" = none).
func historyFile() string {
	if h, ok := os.LookupEnv("DRAGONREPL_HISTORY"); ok {
		return h
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, ".dragonrepl_history")
}

// isTerminal reports whether r or w is an *os.File on a terminal.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && readline.IsTerminal(int(file.Fd()))
}

// runScript runs a Go script with the analysis names in scope:
// "dragonrepl run FILE.go [ARGS]". The script sees os.Args as
// [FILE.go ARGS...] and starts on the embedded default position.
func runScript(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New("usage: dragonrepl run FILE.go [ARGS]")
	}
	src, err := os.ReadFile(args[0])
	if err != nil {
		return err
	}
	s, err := repl.NewSession(repl.Options{
		Display: repl.TextDisplay{Out: stdout, Err: stderr},
		Args:    args,
	})
	if err != nil {
		return err
	}
	return s.RunScript(context.Background(), string(src))
}
