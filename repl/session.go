package repl

import (
	"context"
	"errors"
	"fmt"
	"go/token"
	"io"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/repl/internal/symbols"
)

// Bundle is a MIME bundle: MIME type → data, as in Jupyter's display_data.
// "text/plain" is always present; binary types (image/png) hold base64.
type Bundle map[string]string

// Display receives what cells write and show. The terminal loop prints
// text/plain (TextDisplay); the Jupyter kernel publishes stream and
// display_data messages. Methods are called on the goroutine running Eval,
// except with Options.CaptureStdFiles, where captured output arrives from
// other goroutines (never two calls at once).
type Display interface {
	// Stream receives text the cell wrote to "stdout" or "stderr".
	Stream(name, text string)
	// Display receives a rich display requested during the cell (show(),
	// display(v)); the cell's own value comes back in Result instead.
	Display(b Bundle)
}

// TextDisplay is the Display of a terminal or a script: streams and
// text/plain go to Out (stderr to Err, or Out when Err is nil).
type TextDisplay struct {
	Out, Err io.Writer
}

// Stream writes text to Out or Err.
func (d TextDisplay) Stream(name, text string) {
	w := d.Out
	if name == "stderr" && d.Err != nil {
		w = d.Err
	}
	io.WriteString(w, text)
}

// Display writes the text/plain part of b, ending with a newline.
func (d TextDisplay) Display(b Bundle) {
	t := b["text/plain"]
	if !strings.HasSuffix(t, "\n") {
		t += "\n"
	}
	io.WriteString(d.Out, t)
}

// discardDisplay drops everything.
type discardDisplay struct{}

func (discardDisplay) Stream(string, string) {}
func (discardDisplay) Display(Bundle)        {}

// Options configures a Session.
type Options struct {
	// Display receives the cell output; nil discards it.
	Display Display
	// Position is the starting position; nil means the embedded default
	// game (DefaultHistory).
	Position *analysis.Position
	// History, when not empty, is the game to start on (see LoadGame):
	// its last position is the current one and undo() steps back through
	// it. It takes precedence over Position.
	History []analysis.Position
	// Color enables ANSI colours in text/plain renderings (show()).
	Color bool
	// Args is os.Args as scripts see it.
	Args []string
	// CaptureStdFiles sends what cells write to os.Stdout and os.Stderr
	// directly to Display as well, by swapping those process-wide files
	// during each cell (for the Jupyter kernel; one session per process).
	CaptureStdFiles bool
}

// Result is the outcome of a cell that did not fail.
type Result struct {
	// Value is the cell's value (the last expression statement), or nil
	// when the cell has none. Several results of one call are a []any.
	Value any
	// HasValue reports whether the cell had a value to show, even a nil
	// one.
	HasValue bool
	// Data is Value rendered as a MIME bundle (nil without a value): the
	// kernel's execute_result, the terminal's printed line.
	Data Bundle
}

// Error is a failed cell. Name is Jupyter's ename: "CompileError",
// "Panic", "Interrupted" or "Error"; Value is the message.
type Error struct {
	Name  string
	Value string
}

// Error formats the error as the terminal prints it.
func (e *Error) Error() string {
	switch e.Name {
	case "Panic":
		return "panic: " + e.Value
	case "Interrupted":
		return "interrupted"
	}
	return e.Value
}

// Session is one REPL, kernel or script session: a yaegi interpreter with
// the live analysis names bound (board, worm, D4, play, …), the game the
// names describe, and the bookkeeping that keeps the names up to date.
// Its methods may be called from several goroutines; cells run one at a
// time.
type Session struct {
	mu      sync.Mutex
	opts    Options
	display Display
	in      *interp.Interpreter
	live    *live

	imported map[string]bool   // "name path" of the imports done
	pkgNames map[string]string // package name → path (read-only after NewSession)
	stderr   *stderrFilter
	liveSyms map[string]reflect.Value // the live exports, for fastValue
	started  chan struct{}            // see evalContext
	preluded bool                     // the live names and analysis are imported
	userDeps map[string]needs         // user-declared name → live names it uses
	values   []any                    // set by the value-capture helper

	// During a cell: its context and the live names it uses, so that
	// play() and friends can rebind them at once.
	cellCtx   context.Context
	cellNeeds needs
}

// livePath is the import path of the synthetic package holding the live
// names; sessions and scripts dot-import it.
const livePath = "dragonrepl/live"

// analysisPath is the import path of the analysis package.
const analysisPath = "github.com/dragonrepl/dragonrepl/analysis"

// valueFunc is the name of the hidden helper capturing a cell's value.
const valueFunc = "_dragonrepl_value"

// NewSession starts a session on opts.Position (the embedded default game
// when nil).
func NewSession(opts Options) (*Session, error) {
	s := &Session{opts: opts, display: opts.Display, imported: map[string]bool{}, userDeps: map[string]needs{},
		pkgNames: packageNames()}
	if s.display == nil {
		s.display = discardDisplay{}
	}
	if opts.CaptureStdFiles {
		s.display = &lockedDisplay{d: s.display}
	}
	hist := opts.History
	switch {
	case len(hist) > 0:
	case opts.Position != nil:
		hist = []analysis.Position{*opts.Position}
	default:
		h, err := DefaultHistory()
		if err != nil {
			return nil, err
		}
		hist = h
	}
	s.live = newLive(s, hist)
	s.cellCtx = context.Background()
	s.stderr = &stderrFilter{s: s}
	s.in = interp.New(interp.Options{
		Stdout: streamWriter{s, "stdout"},
		Stderr: s.stderr,
		Args:   opts.Args,
	})
	if err := s.in.Use(stdlib.Symbols); err != nil {
		return nil, fmt.Errorf("repl: %w", err)
	}
	if err := s.in.Use(symbols.Symbols); err != nil {
		return nil, fmt.Errorf("repl: %w", err)
	}
	if err := s.in.Use(interp.Exports{livePath + "/live": s.live.exports()}); err != nil {
		return nil, fmt.Errorf("repl: %w", err)
	}
	return s, nil
}

// prelude imports the live names and the analysis package into the
// interpreter before the first cell.
func (s *Session) prelude() error {
	if s.preluded {
		return nil
	}
	s.preluded = true
	for _, imp := range []string{`. "` + livePath + `"`, `"` + analysisPath + `"`} {
		if _, err := s.in.Eval("import " + imp); err != nil {
			return &Error{Name: "Error", Value: "repl: prelude: " + err.Error()}
		}
	}
	s.imported["analysis "+analysisPath] = true
	if _, err := s.in.Eval(`import "context"`); err != nil {
		return &Error{Name: "Error", Value: "repl: prelude: " + err.Error()}
	}
	s.imported["context context"] = true
	if _, err := s.in.Eval(s.live.slotDecls()); err != nil {
		return &Error{Name: "Error", Value: "repl: prelude: " + err.Error()}
	}
	g := s.in.Globals()
	s.live.slots = map[string]reflect.Value{}
	for name := range s.live.hostVars {
		v, ok := g[name]
		if !ok || !v.CanSet() {
			return &Error{Name: "Error", Value: "repl: prelude: cannot bind " + name}
		}
		s.live.slots[name] = v
	}
	s.live.sync()
	return nil
}

// Position returns the session's current position.
func (s *Session) Position() analysis.Position {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.live.pos()
}

// SetPosition replaces the game by a single position, as setup() does.
func (s *Session) SetPosition(p analysis.Position) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.live.reset(p)
}

// streamWriter forwards interpreter output to the session's Display.
type streamWriter struct {
	s    *Session
	name string
}

func (w streamWriter) Write(p []byte) (int, error) {
	w.s.display.Stream(w.name, string(p))
	return len(p), nil
}

// stderrFilter forwards the interpreter's stderr, dropping the trace lines
// yaegi prints itself when a cell panics ("1:28: panic: main(...)"): the
// panic comes back from Eval and is reported once, as an Error.
type stderrFilter struct {
	s   *Session
	buf []byte
}

func (f *stderrFilter) Write(p []byte) (int, error) {
	f.buf = append(f.buf, p...)
	for {
		k := strings.IndexByte(string(f.buf), '\n')
		if k < 0 {
			break
		}
		line := string(f.buf[:k+1])
		f.buf = f.buf[k+1:]
		if !isYaegiPanicTrace(line) {
			f.s.display.Stream("stderr", line)
		}
	}
	return len(p), nil
}

// flush sends a pending partial line.
func (f *stderrFilter) flush() {
	if len(f.buf) > 0 {
		f.s.display.Stream("stderr", string(f.buf))
		f.buf = f.buf[:0]
	}
}

// isYaegiPanicTrace recognises "L:C: panic: …" and "_.go:L:C: panic".
func isYaegiPanicTrace(line string) bool {
	k := strings.Index(line, ": panic")
	if k < 0 {
		return false
	}
	head := strings.TrimPrefix(line[:k], "_.go:")
	for _, c := range head {
		if (c < '0' || c > '9') && c != ':' {
			return false
		}
	}
	return head != ""
}

// Eval runs one cell: Go statements, expressions and declarations in any
// mix. Output goes to the Display while the cell runs; the value of a
// final expression statement comes back in Result. Cancelling ctx stops
// the cell (interpreted loops at once, analysis calls at their next
// check). A compile error, panic or interrupt is returned as *Error and
// leaves the session usable with its state intact.
func (s *Session) Eval(ctx context.Context, src string) (res Result, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.opts.CaptureStdFiles {
		defer s.captureStdFiles()()
	}
	return s.eval(ctx, src)
}

func (s *Session) eval(ctx context.Context, src string) (res Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Name: "Panic", Value: fmt.Sprint(r)}
		}
		s.stderr.flush()
		s.cellCtx = context.Background()
		s.live.setCtx(s.cellCtx)
		s.cellNeeds = needs{}
	}()
	if err := s.prelude(); err != nil {
		return Result{}, err
	}
	toks, err := scanCell(src)
	if err != nil {
		return Result{}, &Error{Name: "CompileError", Value: err.Error()}
	}
	if src2 := rewriteMain(src, toks); src2 != src {
		src = src2
		toks, _ = scanCell(src)
	}
	if src2 := rewriteHelp(src, toks, s.live); src2 != src {
		src = src2
		toks, _ = scanCell(src)
	}
	stmts := splitToks(toks)
	if len(stmts) == 0 {
		return Result{}, nil
	}
	s.cellCtx = ctx
	s.live.setCtx(ctx)
	s.cellNeeds = s.needsOf(toks)
	if err := s.live.bind(ctx, s.cellNeeds); err != nil {
		return Result{}, asError(err)
	}
	if err := s.autoImport(toks); err != nil {
		return Result{}, err
	}

	// Evaluate runs of statements of one kind; the final expression
	// statement alone, through the value-capture helper.
	last := len(stmts) - 1
	final := stmts[last].kind == kindExpr
	if !final {
		last++
	}
	for k := 0; k < last; {
		j := k
		if stmts[k].kind == kindImport {
			if err := s.doImport(stmts[k].text(src)); err != nil {
				return Result{}, err
			}
			k++
			continue
		}
		class := stmts[k].kind == kindDecl
		for j < last && stmts[j].kind != kindImport && (stmts[j].kind == kindDecl) == class {
			j++
		}
		run := src[stmts[k].start:stmts[j-1].end]
		if _, err := s.runAt(ctx, run, originOf(src, stmts[k].start, class, 0)); err != nil {
			return Result{}, err
		}
		for _, st := range stmts[k:j] {
			s.recordDecl(st)
		}
		k = j
	}
	if !final {
		return Result{}, nil
	}
	st := stmts[len(stmts)-1]
	expr := st.text(src)
	if len(stmts) == 1 {
		if v, ok := s.fastValue(st.toks); ok {
			return Result{Value: v, HasValue: true, Data: s.render(v, false)}, nil
		}
		if v, ok := constValue(st.toks, src); ok {
			return Result{Value: v, HasValue: true, Data: s.render(v, false)}, nil
		}
	}
	o := originOf(src, st.start, false, 0)
	if quietCall(st.toks) {
		_, err := s.runAt(ctx, expr, o)
		return Result{}, err
	}
	s.values = nil
	if _, err := s.runAt(ctx, valueFunc+"("+expr+")", originOf(src, st.start, false, len(valueFunc)+1)); err != nil {
		var e *Error
		if errors.As(err, &e) && e.Name == "CompileError" && isNoValue(e.Value) {
			_, err = s.runAt(ctx, expr, o)
			return Result{}, err
		}
		return Result{}, err
	}
	vals := s.values
	s.values = nil
	var v any
	if len(vals) == 1 {
		v = vals[0]
	} else {
		v = vals
	}
	if len(vals) == 0 {
		return Result{}, nil
	}
	return Result{Value: v, HasValue: true, Data: s.render(v, len(vals) > 1)}, nil
}

// isNoValue recognises yaegi's compile error for a call without results
// used as a value.
func isNoValue(msg string) bool {
	return strings.Contains(msg, "as type ()") || strings.Contains(msg, "used as value") ||
		strings.Contains(msg, "no value")
}

// quietCall reports whether a statement is a call whose results nobody
// wants to see: fmt.Print…, fmt.Fprint…, println/print.
func quietCall(ts []tok) bool {
	if len(ts) >= 3 && ts[0].tok == token.IDENT && ts[0].lit == "fmt" && ts[1].tok == token.PERIOD &&
		(strings.HasPrefix(ts[2].lit, "Print") || strings.HasPrefix(ts[2].lit, "Fprint")) {
		return true
	}
	return len(ts) >= 1 && ts[0].tok == token.IDENT && (ts[0].lit == "println" || ts[0].lit == "print")
}

// origin locates a run of statements in its cell, to report compile
// errors at cell positions.
type origin struct {
	fix        bool
	line, col  int // 0-based line and column of the run in the cell
	decl       bool
	wrapPrefix int // bytes added before the run on its first line
}

// originOf returns the origin of a run starting at byte off of cell.
func originOf(cell string, off int, decl bool, wrap int) origin {
	line := strings.Count(cell[:off], "\n")
	col := off - (strings.LastIndexByte(cell[:off], '\n') + 1)
	return origin{fix: true, line: line, col: col, decl: decl, wrapPrefix: wrap}
}

// yaegi's own prefix on the first line of a source: "package main; func
// main() {" around statements, "package main;" before declarations.
const (
	yaegiStmtPrefix = 27
	yaegiDeclPrefix = 13
)

var errPosRE = regexp.MustCompile(`^(?:_\.go:)?(\d+):(\d+): `)

// fix rewrites the "line:col: " of a compile error to cell coordinates.
func (o origin) fixMsg(msg string) string {
	m := errPosRE.FindStringSubmatchIndex(msg)
	if !o.fix || m == nil {
		return msg
	}
	line, _ := strconv.Atoi(msg[m[2]:m[3]])
	col, _ := strconv.Atoi(msg[m[4]:m[5]])
	if line == 1 {
		pre := yaegiStmtPrefix + len(startedFunc+"(); ")
		if o.decl {
			pre = yaegiDeclPrefix
		}
		col = col - pre - o.wrapPrefix + o.col
		if col < 1 {
			col = 1
		}
	}
	line += o.line
	return fmt.Sprintf("%d:%d: %s", line, col, msg[m[1]:])
}

// run evaluates source that yaegi accepts in one piece, turning panics,
// compile errors and interrupts into *Error.
func (s *Session) run(ctx context.Context, src string) (v reflect.Value, err error) {
	return s.runAt(ctx, src, origin{})
}

// runAt is run with compile errors reported at cell positions.
func (s *Session) runAt(ctx context.Context, src string, o origin) (v reflect.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			if le, ok := r.(liveError); ok {
				err = &Error{Name: "Error", Value: le.err.Error()}
				return
			}
			err = &Error{Name: "Panic", Value: fmt.Sprint(r)}
			if strings.Contains(fmt.Sprint(r), "CFG") || strings.Contains(fmt.Sprint(r), "cfg") {
				err = &Error{Name: "CompileError", Value: "repl: the interpreter failed on this cell: " + fmt.Sprint(r)}
			}
		}
	}()
	v, err = s.evalContext(ctx, src)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return v, &Error{Name: "Interrupted", Value: "interrupted"}
		}
		var p interp.Panic
		if errors.As(err, &p) {
			if le, ok := p.Value.(liveError); ok {
				return v, &Error{Name: "Error", Value: le.err.Error()}
			}
			return v, &Error{Name: "Panic", Value: panicText(p.Value)}
		}
		return v, &Error{Name: "CompileError", Value: o.fixMsg(err.Error())}
	}
	return v, nil
}

// panicText formats a panic value; errors raised by the live names print
// their message only.
func panicText(v any) string {
	if e, ok := v.(error); ok {
		return e.Error()
	}
	return fmt.Sprint(v)
}

// liveError is the panic value of a live name that fails (an illegal
// move, a missing file): it is reported as an ordinary error, not as a
// panic.
type liveError struct{ err error }

// fail stops the running cell with err.
func fail(err error) { panic(liveError{err}) }

// asError wraps a host error as an *Error.
func asError(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return &Error{Name: "Interrupted", Value: "interrupted"}
	}
	return &Error{Name: "Error", Value: err.Error()}
}
