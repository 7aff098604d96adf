// Package gtp is a Go Text Protocol (version 2) engine that follows GNU Go
// 3.8's conventions exactly: line cleaning, ids, answer format and the
// answer and error texts of each command.
//
// # Adding commands
//
// Commands live in a table built by per-area registration functions listed
// in commandSets: registerBoardCommands (board_cmds.go, helper SGF+GTP),
// registerWormCommands (worm_cmds.go, helper WORMS) and registerEyeCommands
// (eye_cmds.go, helper EYES). A registration function calls e.register(name,
// h) for each command. A handler gets the arguments split on white space
// (after GNU Go's line cleaning, the id and the command name removed) and
// returns the answer text or an error; the engine adds "=id " or "?id " and
// the blank line. Return fail("text") (or any error: its Error() text is
// printed as is) for a GTP failure, so use GNU Go's exact error texts, e.g.
// fail("vertex must not be empty").
//
// # State reachable from a handler
//
//   - e.board: the current *analysis.Board. Its undo stack holds the game
//     moves (play, loadsgf moves and setup) and, on top of them, the trial
//     moves of trymove/tryko. e.gameMoves counts the game frames, so
//     e.Stackp() = e.board.StackDepth() - e.gameMoves is GNU Go's stackp
//     (0 outside trymove).
//   - e.Size(), e.Komi(), e.ToMove() (the colour to move after the last
//     game move), e.Vertex(p) to print a point.
//   - Parsing with GNU Go's error texts: e.parseVertex(s) ("invalid
//     coordinate"), parseColor(s) ("invalid color"), e.parseMove(args)
//     ("invalid color or coordinate"), e.parseStone(args) (a vertex that
//     must hold a stone: "invalid coordinate" / "vertex must not be
//     empty").
//
// # Invalidation
//
// Every command that changes the position calls e.positionChanged(), which
// increments e.Generation() and drops everything stored with e.cached. An
// analysis cache should therefore either be kept through
// e.cached(key, build) (rebuilt once per position) or compare the
// generation it was computed for with e.Generation(). clear_cache also
// drops the e.cached entries.
package gtp

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// handler runs one GTP command. args are the white-space separated
// arguments. The returned text is the answer without "=id "; an error
// becomes "?id " + err.Error().
type handler func(e *Engine, args []string) (string, error)

// commandSets lists the per-area registration functions; each adds its
// commands with e.register.
var commandSets = []func(*Engine){registerBoardCommands, registerWormCommands, registerEyeCommands, registerOpticsCommands,
	registerDragonCommands, registerConnectCommands, registerSurroundCommands, registerInfluenceCommands,
	registerOwlCommands, registerSemeaiCommands, registerGoguiCommands}

// gtpError is a failure answer with GNU Go's exact text.
type gtpError string

func (g gtpError) Error() string { return string(g) }

// fail returns an error whose text is printed verbatim after "? ".
func fail(msg string) error { return gtpError(msg) }

// errQuit is returned by the quit handler to end Run.
var errQuit = errors.New("gtp: quit")

// Engine is a GTP engine holding one game: the board, komi and the colour
// to move. It is not safe for concurrent use.
type Engine struct {
	board     *analysis.Board
	gameMoves int            // frames of the board's undo stack that are game moves
	komi      float64        // current komi
	toMove    analysis.Color // colour to move after the last game move
	gen       uint64         // position generation, see positionChanged
	cache     map[string]any // per-position values, see cached
	version   string
	commands  map[string]handler
	quit      bool
	now       func() time.Time   // clock for printsgf's DT; tests fix it
	eyeSolver *eyes.SharedSolver // eye shapes solved for every position (optics_cmds.go)
	connRead  *analysis.Reader   // the connection reader of connect and disconnect (connect_cmds.go)
	recent    [4]recentCommand   // the last commands looked up (see lookup)
	recentN   uint8              // lookups that filled recent
	args      []string           // execute's argument slice, reused from command to command
}

// recentCommand is a command name and its handler, remembered by lookup.
type recentCommand struct {
	name string
	h    handler
}

// Option configures an Engine.
type Option func(*Engine)

// WithVersion sets the text answered by the "version" command.
func WithVersion(v string) Option { return func(e *Engine) { e.version = v } }

// NewEngine returns an engine with an empty 19×19 board, komi 0 and
// Black to move, as GNU Go starts in GTP mode.
func NewEngine(opts ...Option) *Engine {
	b, _ := analysis.NewBoard(analysis.MaxBoard)
	e := &Engine{board: b, toMove: analysis.Black, version: "0.1.0", commands: map[string]handler{}, now: time.Now}
	for _, o := range opts {
		o(e)
	}
	for _, set := range commandSets {
		set(e)
	}
	return e
}

// register adds (or replaces) the command name.
func (e *Engine) register(name string, h handler) {
	e.commands[name] = h
	e.recent = [len(e.recent)]recentCommand{}
}

// lookup returns the handler of the command name. It remembers the last
// few commands it found and checks them before the command table: GTP
// clients mostly repeat a few commands (the tactical bench alternates
// attack and defend), and after the client ran, the map's hash and probe
// touch several cache lines that are no longer in the processor's caches
// (in process, with 4 MB of other memory written between commands, the
// two lookups a reading command made, commands and the tactical board's
// e.cached entry, were ~16 of its ~77 missed data lines).
func (e *Engine) lookup(name string) (handler, bool) {
	for i := range e.recent {
		if r := &e.recent[i]; r.h != nil && r.name == name {
			return r.h, true
		}
	}
	h, ok := e.commands[name]
	if ok {
		// A copy of the name: it is a substring of the command line.
		e.recent[e.recentN%uint8(len(e.recent))] = recentCommand{strings.Clone(name), h}
		e.recentN++
	}
	return h, ok
}

// commandNames returns the registered commands sorted by name.
func (e *Engine) commandNames() []string {
	names := make([]string, 0, len(e.commands))
	for n := range e.commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// afterSuccess makes the command name run f after every answer that is not
// a failure (for state that lives beside the position, such as a reading
// cache that loadsgf or clear_cache must empty). Commands not registered
// yet are left alone.
func (e *Engine) afterSuccess(name string, f func()) {
	h, ok := e.commands[name]
	if !ok {
		return
	}
	e.register(name, func(e *Engine, args []string) (string, error) {
		ans, err := h(e, args)
		if err == nil {
			f()
		}
		return ans, err
	})
}

// Board returns the current board (game moves plus open trial moves). The
// caller must not change it.
func (e *Engine) Board() *analysis.Board { return e.board }

// Size returns the board size.
func (e *Engine) Size() int { return e.board.Size() }

// Komi returns the komi.
func (e *Engine) Komi() float64 { return e.komi }

// ToMove returns the colour to move in the game (trial moves do not count).
func (e *Engine) ToMove() analysis.Color { return e.toMove }

// Stackp returns the number of open trial moves (GNU Go's stackp).
func (e *Engine) Stackp() int { return e.board.StackDepth() - e.gameMoves }

// Generation returns a counter that changes whenever the position changes.
func (e *Engine) Generation() uint64 { return e.gen }

// Vertex prints p for the current board size.
func (e *Engine) Vertex(p analysis.Pos) string { return analysis.Vertex(p, e.Size()) }

// Position returns a snapshot of the current position, trial moves
// included.
func (e *Engine) Position() analysis.Position { return e.board.Snapshot(e.toMove, e.komi) }

// positionChanged must be called after every change of the position; it
// invalidates the per-position caches.
func (e *Engine) positionChanged() {
	e.gen++
	e.cache = nil
}

// cached returns the value stored under key for the current position,
// computing it with build on first use.
func (e *Engine) cached(key string, build func() any) any {
	if v, ok := e.cache[key]; ok {
		return v
	}
	if e.cache == nil {
		e.cache = map[string]any{}
	}
	v := build()
	e.cache[key] = v
	return v
}

// maxLine is the longest command line GNU Go reads at once; longer lines
// are cut into pieces of this many bytes, each answered separately.
const maxLine = 999

// cleanLine applies GNU Go's input cleaning: tabs become spaces, other
// control characters (CR included, and DEL) are dropped, and a '#' starts
// a comment that runs to the end of the line. A line that is clean up to
// its comment or up to control characters that end it (the usual "\n" or
// "\r\n") is returned as a substring, without a copy.
func cleanLine(line string) string {
	i := 0
	for i < len(line) && line[i] != '#' && line[i] >= 32 && line[i] != 127 {
		i++
	}
	j := i
	for j < len(line) && line[j] != '#' && line[j] != '\t' && (line[j] < 32 || line[j] == 127) {
		j++
	}
	if j == len(line) || line[j] == '#' {
		return line[:i]
	}
	var sb strings.Builder
	sb.WriteString(line[:i])
	for i = j; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '#':
			return sb.String()
		case c == '\t':
			sb.WriteByte(' ')
		case c < 32 || c == 127:
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// Execute runs one command line and returns the answer text (without "="
// or "?", id and trailing blank line) and whether it succeeded. A blank or
// id-only line returns ("", true) and has no effect; use Run to get GTP's
// exact framing.
func (e *Engine) Execute(line string) (answer string, ok bool) {
	_, _, answer, ok = e.execute(line)
	return answer, ok
}

// execute runs one line. respond is false when the line gets no answer;
// id is the command's id, -1 when it has none (or a negative one, which is
// not printed).
func (e *Engine) execute(line string) (respond bool, id int, answer string, ok bool) {
	id = -1
	rest := strings.TrimLeft(cleanLine(line), " ")
	if rest == "" {
		return false, id, "", true
	}
	// An optional id, read like C's "%d": a sign is allowed, the value is
	// cut to 32 bits, and a negative id is not printed.
	if n, used, ok := scanInt(rest); ok {
		if n >= 0 {
			id = n
		}
		rest = rest[used:]
	}
	// The fields as strings.Fields splits them, into a slice reused from
	// command to command (no handler keeps its args).
	fields := e.args[:0]
	for f := range strings.FieldsSeq(rest) {
		fields = append(fields, f)
	}
	e.args = fields[:0]
	if len(fields) == 0 {
		return false, -1, "", true
	}
	h, found := e.lookup(fields[0])
	if !found {
		return true, id, "unknown command", false
	}
	text, err := h(e, fields[1:])
	clear(fields) // let the line go
	if err != nil {
		if err == errQuit {
			e.quit = true
			return true, id, "", true
		}
		return true, id, err.Error(), false
	}
	return true, id, text, true
}

// Run reads commands from r and writes the answers to w until end of
// input or "quit". Each answer is flushed to w when it is complete: with
// one Write when it fits the 4 KB output buffer, in 4 KB pieces when it is
// longer (worm_data on a full board).
func (e *Engine) Run(r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 64*1024)
	bw := bufio.NewWriter(w)
	var piece []byte // the line read, reused from command to command
	var num [20]byte
	for !e.quit {
		var err error
		piece, err = readPiece(br, piece[:0])
		if len(piece) == 0 && err != nil {
			if err == io.EOF {
				return bw.Flush()
			}
			bw.Flush()
			return err
		}
		respond, id, answer, ok := e.execute(string(piece))
		if respond {
			mark := byte('=')
			if !ok {
				mark = '?'
			}
			bw.WriteByte(mark)
			if id >= 0 {
				bw.Write(strconv.AppendInt(num[:0], int64(id), 10))
			}
			bw.WriteByte(' ')
			bw.WriteString(answer)
			bw.WriteString("\n\n")
			if werr := bw.Flush(); werr != nil {
				return werr
			}
		}
	}
	return bw.Flush()
}

// readPiece appends to buf the next line, or the next maxLine bytes of a
// longer line, as GNU Go's fgets with a 1000-byte buffer reads it. At an
// error it returns what it read before it with the error.
func readPiece(br *bufio.Reader, buf []byte) ([]byte, error) {
	start := len(buf)
	for len(buf)-start < maxLine {
		if br.Buffered() == 0 {
			c, err := br.ReadByte() // waits for input
			if err != nil {
				return buf, err
			}
			buf = append(buf, c)
			if c == '\n' {
				break
			}
			continue
		}
		chunk, _ := br.Peek(min(br.Buffered(), maxLine-(len(buf)-start)))
		if i := bytes.IndexByte(chunk, '\n'); i >= 0 {
			buf = append(buf, chunk[:i+1]...)
			br.Discard(i + 1)
			break
		}
		buf = append(buf, chunk...)
		br.Discard(len(chunk))
	}
	return buf, nil
}
