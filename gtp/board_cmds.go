package gtp

import (
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/sgf"
)

// errTrialMoves answers commands that GNU Go 3.8 cannot run while trial
// moves are open (it aborts on an assertion); we refuse them instead and
// keep the state.
var errTrialMoves = fail("not allowed while trymove is active (stackp > 0)")

// registerBoardCommands registers the protocol and board commands.
func registerBoardCommands(e *Engine) {
	e.register("protocol_version", func(e *Engine, _ []string) (string, error) { return "2", nil })
	e.register("name", func(e *Engine, _ []string) (string, error) { return "dragonrepl", nil })
	e.register("version", func(e *Engine, _ []string) (string, error) { return e.version, nil })
	e.register("quit", func(e *Engine, _ []string) (string, error) { return "", errQuit })
	e.register("known_command", cmdKnownCommand)
	e.register("list_commands", func(e *Engine, _ []string) (string, error) {
		return strings.Join(e.commandNames(), "\n"), nil
	})
	e.register("boardsize", cmdBoardsize)
	e.register("query_boardsize", func(e *Engine, _ []string) (string, error) { return strconv.Itoa(e.Size()), nil })
	e.register("clear_board", cmdClearBoard)
	e.register("komi", cmdKomi)
	e.register("get_komi", func(e *Engine, _ []string) (string, error) { return formatKomi(e.komi), nil })
	e.register("play", cmdPlay)
	e.register("black", func(e *Engine, args []string) (string, error) { return e.playColor(analysis.Black, args) })
	e.register("white", func(e *Engine, args []string) (string, error) { return e.playColor(analysis.White, args) })
	e.register("undo", cmdUndo)
	e.register("loadsgf", cmdLoadSGF)
	e.register("printsgf", cmdPrintSGF)
	e.register("showboard", cmdShowboard)
	e.register("is_legal", cmdIsLegal)
	e.register("all_legal", cmdAllLegal)
	e.register("color", cmdColor)
	e.register("list_stones", cmdListStones)
	e.register("countlib", cmdCountlib)
	e.register("findlib", cmdFindlib)
	e.register("worm_stones", cmdWormStones)
	e.register("captures", cmdCaptures)
	e.register("clear_cache", func(e *Engine, _ []string) (string, error) { e.cache = nil; return "", nil })
	e.register("trymove", func(e *Engine, args []string) (string, error) { return e.trial(args, false) })
	e.register("tryko", func(e *Engine, args []string) (string, error) { return e.trial(args, true) })
	e.register("popgo", cmdPopgo)
}

func cmdKnownCommand(e *Engine, args []string) (string, error) {
	if len(args) > 0 {
		if _, ok := e.commands[args[0]]; ok {
			return "true", nil
		}
	}
	return "false", nil
}

// newGame replaces the board with an empty one of the given size.
func (e *Engine) newGame(size int) {
	b, _ := analysis.NewBoard(size)
	e.board = b
	e.gameMoves = 0
	e.toMove = analysis.Black
	e.positionChanged()
}

func cmdBoardsize(e *Engine, args []string) (string, error) {
	n, ok := newScanner(args).int()
	if !ok {
		return "", fail("boardsize not an integer")
	}
	if n < analysis.MinBoard || n > analysis.MaxBoard {
		return "", fail("unacceptable size")
	}
	if e.Stackp() > 0 {
		return "", errTrialMoves
	}
	e.newGame(n)
	return "", nil
}

func cmdClearBoard(e *Engine, _ []string) (string, error) {
	if e.Stackp() > 0 {
		return "", errTrialMoves
	}
	e.newGame(e.Size())
	return "", nil
}

func cmdKomi(e *Engine, args []string) (string, error) {
	k, ok := newScanner(args).float()
	if !ok {
		return "", fail("komi not a float")
	}
	e.komi = k
	return "", nil
}

// formatKomi prints komi as C's "%4.1f".
func formatKomi(k float64) string {
	switch {
	case math.IsNaN(k):
		if math.Signbit(k) {
			return "-nan"
		}
		return " nan"
	case math.IsInf(k, 1):
		return " inf"
	case math.IsInf(k, -1):
		return "-inf"
	}
	return fmt.Sprintf("%4.1f", k)
}

func cmdPlay(e *Engine, args []string) (string, error) {
	c, p, err := e.parseMove(args)
	if err != nil {
		return "", err
	}
	return e.playMove(c, p)
}

// playColor is the old "black V" / "white V" command.
func (e *Engine) playColor(c analysis.Color, args []string) (string, error) {
	sc := newScanner(args)
	save := sc.s
	if w, ok := sc.word(5); ok && strings.EqualFold(w, "pass") {
		return e.playMove(c, analysis.PassMove)
	}
	sc.s = save
	p, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	return e.playMove(c, p)
}

// playMove plays a game move.
func (e *Engine) playMove(c analysis.Color, p analysis.Pos) (string, error) {
	if e.Stackp() > 0 {
		return "", errTrialMoves
	}
	if err := e.board.Play(p, c); err != nil {
		return "", fail("illegal move")
	}
	e.gameMoves++
	e.toMove = c.Other()
	e.positionChanged()
	return "", nil
}

func cmdUndo(e *Engine, _ []string) (string, error) {
	if e.Stackp() > 0 || e.gameMoves == 0 {
		return "", fail("cannot undo")
	}
	_, c := e.board.LastMove()
	e.board.Undo()
	e.gameMoves--
	if c.IsStone() {
		e.toMove = c
	}
	e.positionChanged()
	return "", nil
}

// trial is trymove (ko=false) and tryko (ko=true).
func (e *Engine) trial(args []string, ko bool) (string, error) {
	c, p, err := e.parseMove(args)
	if err != nil || ko && p == analysis.PassMove {
		return "", fail("invalid color or coordinate")
	}
	if ko {
		err = e.board.TryKo(p, c)
	} else {
		err = e.board.Play(p, c)
	}
	if err != nil {
		return "", fail("illegal move")
	}
	e.positionChanged()
	return "", nil
}

func cmdPopgo(e *Engine, _ []string) (string, error) {
	if e.Stackp() == 0 {
		return "", fail("Stack empty.")
	}
	e.board.Undo()
	e.positionChanged()
	return "", nil
}

// readSGFFile reads at most sgf.MaxInput+1 bytes of a regular file.
func readSGFFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("gtp: %s is not a regular file", name)
	}
	return io.ReadAll(io.LimitReader(f, sgf.MaxInput+1))
}

func cmdLoadSGF(e *Engine, args []string) (string, error) {
	sc := newScanner(args)
	name, ok := sc.word(0)
	if !ok {
		return "", fail("missing filename")
	}
	if e.Stackp() > 0 {
		return "", errTrialMoves
	}
	until, _ := sc.word(0)
	data, err := readSGFFile(name)
	if err != nil {
		return "", fail("cannot open or parse '" + name + "'")
	}
	g, err := sgf.Load(data)
	if err != nil {
		if strings.Contains(err.Error(), "board size") {
			return "", fail("cannot load '" + name + "'")
		}
		return "", fail("cannot open or parse '" + name + "'")
	}
	r, err := g.Replay(sgf.ParseUntil(until, g.Size))
	if err != nil {
		return "", fail("cannot open or parse '" + name + "'")
	}
	e.board = r.Board
	e.gameMoves = r.Board.StackDepth()
	e.komi = r.Komi
	e.toMove = r.ToMove
	e.positionChanged()
	return r.ToMove.String(), nil
}

func cmdPrintSGF(e *Engine, args []string) (string, error) {
	text := sgf.WriteSetup(e.board, sgf.SetupInfo{
		Komi:        e.komi,
		ToMove:      e.toMove,
		Date:        e.now().Format("2006-01-02"),
		Application: "dragonrepl:" + e.version,
		GameName:    "dragonrepl " + e.version + " load and print",
	})
	name, ok := newScanner(args).word(0)
	if !ok {
		return strings.TrimSuffix(text, "\n"), nil
	}
	// Like GNU Go, a file that cannot be written still answers success.
	_ = os.WriteFile(name, []byte(text), 0o644)
	return "", nil
}

func cmdShowboard(e *Engine, _ []string) (string, error) {
	pos := e.board.Snapshot(e.toMove, e.komi)
	return "\n" + strings.TrimSuffix(pos.String(), "\n"), nil
}

func cmdIsLegal(e *Engine, args []string) (string, error) {
	c, p, err := e.parseMove(args)
	if err != nil {
		return "", err
	}
	if e.Stackp() > 0 {
		return "", errTrialMoves
	}
	if e.board.IsLegal(p, c) {
		return "1", nil
	}
	return "0", nil
}

func cmdAllLegal(e *Engine, args []string) (string, error) {
	c, err := parseColor(args)
	if err != nil {
		return "", err
	}
	if e.Stackp() > 0 {
		return "", errTrialMoves
	}
	var out []string
	size := e.Size()
	for i := 0; i < size; i++ {
		for j := 0; j < size; j++ {
			if p := analysis.POS(i, j); e.board.IsLegal(p, c) {
				out = append(out, e.Vertex(p))
			}
		}
	}
	return strings.Join(out, " "), nil
}

func cmdColor(e *Engine, args []string) (string, error) {
	p, err := e.parseVertex(args)
	if err != nil {
		return "", err
	}
	return e.board.At(p).String(), nil
}

func cmdListStones(e *Engine, args []string) (string, error) {
	c, err := parseColor(args)
	if err != nil {
		return "", err
	}
	var out []string
	size := e.Size()
	for i := 0; i < size; i++ {
		for j := 0; j < size; j++ {
			if p := analysis.POS(i, j); e.board.At(p) == c {
				out = append(out, e.Vertex(p))
			}
		}
	}
	return strings.Join(out, " "), nil
}

func cmdCountlib(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	return strconv.Itoa(e.board.CountLib(p)), nil
}

// vertexList prints points separated by single spaces.
func (e *Engine) vertexList(ps []analysis.Pos) string {
	out := make([]string, len(ps))
	for k, p := range ps {
		out[k] = e.Vertex(p)
	}
	return strings.Join(out, " ")
}

func cmdFindlib(e *Engine, args []string) (string, error) {
	p, err := e.parseStone(args)
	if err != nil {
		return "", err
	}
	return e.vertexList(e.board.Liberties(p, nil)), nil
}

func cmdWormStones(e *Engine, args []string) (string, error) {
	color := analysis.Empty
	var origins []analysis.Pos
	if len(args) > 0 {
		if c, err := parseColor(args); err == nil {
			color = c
		} else {
			p, err := e.parseVertex(args)
			if err != nil {
				return "", err
			}
			if !e.board.At(p).IsStone() {
				return "", fail("worm_stones called on an empty vertex")
			}
			origins = []analysis.Pos{e.board.Origin(p)}
		}
	}
	if origins == nil {
		for _, o := range e.board.Origins(nil) {
			if color == analysis.Empty || e.board.At(o) == color {
				origins = append(origins, o)
			}
		}
	}
	lines := make([]string, len(origins))
	for k, o := range origins {
		var sb strings.Builder
		for _, s := range e.board.Stones(o, nil) {
			sb.WriteString(e.Vertex(s) + " ")
		}
		lines[k] = sb.String()
	}
	return strings.Join(lines, "\n"), nil
}

func cmdCaptures(e *Engine, args []string) (string, error) {
	c, err := parseColor(args)
	if err != nil {
		return "", err
	}
	return strconv.Itoa(e.board.Captured(c.Other())), nil
}
