package kernel

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// fakeEvaluator runs a tiny line language, one command per line:
//
//	print TEXT     write TEXT and a newline to stdout
//	eprint TEXT    write TEXT and a newline to stderr
//	display TEXT   display {text/plain: TEXT, text/html: <b>TEXT</b>}
//	result TEXT    the cell value is {text/plain: TEXT}
//	fail NAME MSG  return &ExecError{NAME, MSG}
//	gate NAME      block until the test opens the gate NAME
//	wait           signal "running", then block until ctx is cancelled
//	panic MSG      panic
//	flood N        write N numbered lines to stdout
//	utf8split      write "é" to stdout one byte at a time
type fakeEvaluator struct {
	mu      sync.Mutex
	gates   map[string]chan struct{}
	running chan struct{} // receives a value each time "wait" starts
	calls   int           // Execute calls
}

func newFake() *fakeEvaluator {
	return &fakeEvaluator{gates: map[string]chan struct{}{}, running: make(chan struct{}, 16)}
}

// gate returns the channel of gate name; closing it lets the cell go on.
func (f *fakeEvaluator) gate(name string) chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, ok := f.gates[name]
	if !ok {
		g = make(chan struct{})
		f.gates[name] = g
	}
	return g
}

func (f *fakeEvaluator) Execute(ctx context.Context, code string, out Output) (Bundle, error) {
	f.mu.Lock()
	f.calls++
	f.mu.Unlock()
	var result Bundle
	for _, line := range strings.Split(code, "\n") {
		cmd, arg, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch cmd {
		case "":
		case "print":
			fmt.Fprintln(out.Stdout, arg)
		case "eprint":
			fmt.Fprintln(out.Stderr, arg)
		case "display":
			out.Display(Bundle{"text/plain": arg, "text/html": "<b>" + arg + "</b>"})
		case "result":
			result = Bundle{"text/plain": arg}
		case "fail":
			name, msg, _ := strings.Cut(arg, " ")
			return nil, &ExecError{Name: name, Value: msg}
		case "gate":
			select {
			case <-f.gate(arg):
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		case "wait":
			f.running <- struct{}{}
			<-ctx.Done()
			return nil, ctx.Err()
		case "panic":
			panic(arg)
		case "flood":
			n, _ := strconv.Atoi(arg)
			for i := 0; i < n; i++ {
				fmt.Fprintf(out.Stdout, "line %d\n", i)
			}
		case "utf8split":
			for _, b := range []byte("é") {
				out.Stdout.Write([]byte{b})
			}
		default:
			return nil, &ExecError{Name: "SyntaxError", Value: "unknown command " + strconv.Quote(cmd)}
		}
	}
	return result, nil
}

func (f *fakeEvaluator) IsComplete(code string) (string, string) {
	switch {
	case strings.Contains(code, "!!"):
		return "invalid", ""
	case strings.HasSuffix(code, "\\"):
		return "incomplete", "    "
	}
	return "complete", ""
}

var fakeWords = []string{"display", "eprint", "print", "println", "result"}

// wordAt returns the byte range of the identifier ending at or around cursor.
func wordAt(code string, cursor int) (int, int) {
	start, end := cursor, cursor
	for start > 0 {
		r := rune(code[start-1])
		if code[start-1] >= 0x80 || !(unicode.IsLetter(r) || unicode.IsDigit(r)) {
			break
		}
		start--
	}
	for end < len(code) && code[end] < 0x80 && unicode.IsLetter(rune(code[end])) {
		end++
	}
	return start, end
}

func (f *fakeEvaluator) Complete(code string, cursor int) ([]string, int, int) {
	start, _ := wordAt(code, cursor)
	prefix := code[start:cursor]
	var m []string
	for _, w := range fakeWords {
		if strings.HasPrefix(w, prefix) {
			m = append(m, w)
		}
	}
	return m, start, cursor
}

func (f *fakeEvaluator) Inspect(code string, cursor, detail int) Bundle {
	start, end := wordAt(code, cursor)
	w := code[start:end]
	for _, k := range fakeWords {
		if k == w {
			doc := w + ": a fake command"
			if detail > 0 {
				doc += " (detail)"
			}
			return Bundle{"text/plain": doc}
		}
	}
	return nil
}
