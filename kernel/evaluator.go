package kernel

import (
	"context"
	"io"
)

// Bundle is a MIME bundle: MIME type → data. "text/plain" should always be
// present. Binary formats (image/png, image/jpeg) are base64 strings, text
// formats are strings and "application/json" is any JSON-marshalable value.
type Bundle = map[string]any

// Output is where an Evaluator sends the side effects of one cell. The kernel
// turns them into iopub messages whose parent is the execute_request.
type Output struct {
	// Stdout and Stderr receive printed text; the kernel coalesces it into
	// stream messages. They are safe for concurrent use.
	Stdout, Stderr io.Writer
	// Display publishes a display_data message right away (after flushing
	// the pending stream text, so the order on the page is kept).
	Display func(data Bundle)
}

// Evaluator is what the kernel needs from a language session: the repl
// package's Session is adapted to it (see SessionEvaluator), and the
// protocol tests use a fake. The kernel calls it from one goroutine at a
// time, except Interrupt-driven cancellation of ctx, which can happen at any
// moment.
type Evaluator interface {
	// Execute runs one cell. It returns the cell value as a MIME bundle (nil
	// for no value) or an error; an *ExecError controls the ename, evalue
	// and traceback shown. When ctx is cancelled (interrupt) it should stop
	// promptly and return an error.
	Execute(ctx context.Context, code string, out Output) (Bundle, error)
	// IsComplete tells whether code is ready to run: "complete",
	// "incomplete", "invalid" or "unknown", and for "incomplete" the indent
	// to use on the next line.
	IsComplete(code string) (status, indent string)
	// Complete returns the completions of code at byte offset cursor and the
	// byte range [start, end) of code that they replace.
	Complete(code string, cursor int) (matches []string, start, end int)
	// Inspect returns documentation for the name at byte offset cursor;
	// detail is 0 or 1 as in inspect_request. A nil bundle means not found.
	Inspect(code string, cursor, detail int) Bundle
}

// ExecError is an error with the three fields of a Jupyter error message.
type ExecError struct {
	// Name is the error class name (ename), e.g. "CompileError".
	Name string
	// Value is the error message (evalue).
	Value string
	// Traceback is the list of lines a frontend prints; nil means
	// "Name: Value" split into lines.
	Traceback []string
}

// Error returns "Name: Value".
func (e *ExecError) Error() string { return e.Name + ": " + e.Value }
