package repl

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"

	"github.com/chzyer/readline"
)

// Prompts of the terminal loop.
const (
	Prompt     = ">>> "
	MorePrompt = "... "
)

// TerminalOptions configures RunTerminal.
type TerminalOptions struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Interactive selects the line editor (prompts, history, completion);
	// otherwise lines are read plainly and no prompt is printed, so that
	// sessions can be piped and scripted.
	Interactive bool
	// HistoryFile keeps the input history between sessions ("" = none).
	HistoryFile string
	// CatchInterrupt makes SIGINT stop the running cell instead of the
	// process (the interactive Ctrl-C).
	CatchInterrupt bool
}

// RunTerminal reads cells from opts.Stdin until end of input and evaluates
// them, printing each value (text/plain) to Stdout and each error to
// Stderr. A cell continues over several lines while IsComplete says it is
// incomplete. The session's Display should print to the same streams
// (TextDisplay).
func (s *Session) RunTerminal(opts TerminalOptions) error {
	if opts.Stderr == nil {
		opts.Stderr = opts.Stdout
	}
	var cancelCell func()
	var mu sync.Mutex
	if opts.CatchInterrupt {
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, os.Interrupt)
		defer signal.Stop(sig)
		done := make(chan struct{})
		defer close(done)
		go func() {
			for {
				select {
				case <-sig:
					mu.Lock()
					if cancelCell != nil {
						cancelCell()
					}
					mu.Unlock()
				case <-done:
					return
				}
			}
		}()
	}
	evalCell := func(src string) {
		ctx, cancel := context.WithCancel(context.Background())
		mu.Lock()
		cancelCell = cancel
		mu.Unlock()
		res, err := s.Eval(ctx, src)
		mu.Lock()
		cancelCell = nil
		mu.Unlock()
		cancel()
		if err != nil {
			fmt.Fprintln(opts.Stderr, err)
			return
		}
		if res.HasValue {
			fmt.Fprintln(opts.Stdout, res.Data["text/plain"])
		}
	}
	if !opts.Interactive {
		return s.runPlain(opts, evalCell)
	}
	return s.runReadline(opts, evalCell)
}

// runPlain is the loop without a terminal.
func (s *Session) runPlain(opts TerminalOptions, evalCell func(string)) error {
	sc := bufio.NewScanner(opts.Stdin)
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	var buf strings.Builder
	for sc.Scan() {
		buf.WriteString(sc.Text())
		buf.WriteByte('\n')
		if st, _ := IsComplete(buf.String()); st == "incomplete" {
			continue
		}
		evalCell(buf.String())
		buf.Reset()
	}
	if strings.TrimSpace(buf.String()) != "" {
		evalCell(buf.String())
	}
	return sc.Err()
}

// runReadline is the interactive loop on the line editor.
func (s *Session) runReadline(opts TerminalOptions, evalCell func(string)) error {
	var buf strings.Builder
	cfg := &readline.Config{
		Prompt:                 Prompt,
		HistoryFile:            opts.HistoryFile,
		AutoComplete:           completer{s: s, pending: &buf},
		InterruptPrompt:        "^C",
		EOFPrompt:              "",
		HistorySearchFold:      true,
		Stdout:                 opts.Stdout,
		Stderr:                 opts.Stderr,
		DisableAutoSaveHistory: true,
	}
	if opts.Stdin != nil {
		if rc, ok := opts.Stdin.(io.ReadCloser); ok {
			cfg.Stdin = rc
		} else {
			cfg.Stdin = io.NopCloser(opts.Stdin)
		}
	}
	rl, err := readline.NewEx(cfg)
	if err != nil {
		return fmt.Errorf("repl: %w", err)
	}
	defer rl.Close()
	for {
		line, err := rl.Readline()
		if errors.Is(err, readline.ErrInterrupt) {
			// Ctrl-C cancels the input being typed.
			buf.Reset()
			rl.SetPrompt(Prompt)
			continue
		}
		if errors.Is(err, io.EOF) {
			if buf.Len() == 0 {
				return nil
			}
			// Ctrl-D inside a multi-line cell drops it.
			buf.Reset()
			rl.SetPrompt(Prompt)
			continue
		}
		if err != nil {
			return fmt.Errorf("repl: %w", err)
		}
		buf.WriteString(line)
		buf.WriteByte('\n')
		if st, _ := IsComplete(buf.String()); st == "incomplete" {
			rl.SetPrompt(MorePrompt)
			continue
		}
		cell := buf.String()
		buf.Reset()
		rl.SetPrompt(Prompt)
		if strings.TrimSpace(cell) == "" {
			continue
		}
		rl.SaveHistory(strings.TrimRight(cell, "\n"))
		evalCell(cell)
	}
}

// completer adapts Session.Complete to the line editor: the lines already
// typed for a multi-line cell are part of the source.
type completer struct {
	s       *Session
	pending *strings.Builder
}

// Do returns the suffixes that complete the word before pos.
func (c completer) Do(line []rune, pos int) ([][]rune, int) {
	prev := c.pending.String()
	src := prev + string(line)
	cursor := len([]rune(prev)) + pos
	matches, start, _ := c.s.Complete(src, cursor)
	n := cursor - start
	var out [][]rune
	for _, m := range matches {
		r := []rune(m)
		if len(r) >= n {
			out = append(out, r[n:])
		}
	}
	return out, n
}
