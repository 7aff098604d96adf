package analysis

import (
	"context"
	"fmt"
	"sync"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Level says how much of GNU Go's position analysis to compute, like the
// how_much argument of its examine_position. Each level includes the ones
// below it.
type Level int

// The analysis levels.
const (
	// Worms computes the worm array (seed 000, make_worms): strings,
	// liberties of all orders, tactical reading, unconditional life.
	Worms Level = iota + 1
	// EyesLevel adds eye spaces and half eyes (seed 003).
	EyesLevel
	// DragonsWithoutOwl adds dragons without owl reading (seed 001).
	DragonsWithoutOwl
	// Dragons adds owl life-and-death reading.
	Dragons
)

// String returns the level's name.
func (l Level) String() string {
	switch l {
	case Worms:
		return "Worms"
	case EyesLevel:
		return "EyesLevel"
	case DragonsWithoutOwl:
		return "DragonsWithoutOwl"
	case Dragons:
		return "Dragons"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// Config selects what Analyze computes and its reading limits. The zero
// value is a ready default: Level Worms, GNU Go's default depths.
type Config struct {
	// Level is how much to compute (0 means Worms).
	Level Level
	// ReadingNodeLimit bounds the nodes of one tactical question (0 means
	// DefaultReadingNodeLimit).
	ReadingNodeLimit int
	// Depth is the tactical reading depth (0 means DefaultReadingDepth).
	Depth int
	// EyeSpaceAmalgamation turns on seed 000's first amalgamation step
	// ("Amalgamation": "the boundary components of an eye space" are
	// amalgamated, the four X strings around a black-bordered cave become
	// one dragon) before any connection is judged. It is off by default
	// because GNU Go 3.8's observable partition (dragon_stones) does not
	// show it: GNU Go 3.8 runs with its experimental connections, which
	// skip the step, and joins the strings around an eye space only
	// through connections. Off, the partition agrees with GNU Go 3.8's on
	// more positions (see amalgamateInto).
	EyeSpaceAmalgamation bool
	// EyeSolver, if set, solves the eye shapes of the analysis' optics
	// and of the owl evaluations (nil: each computation has a solver of
	// its own), so that an engine analysing many positions solves each
	// shape once. The answers are the same: every one of these queries
	// has the same node limit, and a solver answers a shape as a fresh
	// one would.
	EyeSolver *eyes.SharedSolver
}

// Analysis is the result of analysing one position: the worm array and
// access to tactical reading on that position. Its data never changes;
// the reading methods use a private board copy and are safe for
// concurrent use.
type Analysis struct {
	cfg Config
	pos Position
	*wormSet

	mu     sync.Mutex
	board  *Board
	reader *Reader // the stages' reader (worms, optics, dragons): its cache carries over between them
	ask    *Reader // the questions' reader (Attack, FindDefense, WithReader), emptied before each
	optics *Optics // computed once, by Optics or by Analyze at EyesLevel

	dragonMu sync.Mutex // serialises the dragon stage (held around mu, never inside it)
	dragons  *DragonSet // computed once, by Dragons or by Analyze at DragonsWithoutOwl
	// amalg is the amalgamation Partition made, which Dragons continues
	// from; partition is the dragon set Partition returns until Dragons
	// has run.
	amalg     *amalgamator
	partition *DragonSet
}

// Analyze analyses pos at the configured level. It stops with the
// context's error if ctx is cancelled.
func (c Config) Analyze(ctx context.Context, pos *Position) (*Analysis, error) {
	if pos == nil {
		return nil, fmt.Errorf("analysis: nil position")
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if c.Level == 0 {
		c.Level = Worms
	}
	if c.Level > Dragons {
		return nil, fmt.Errorf("analysis: unknown level %v", c.Level)
	}
	a := &Analysis{cfg: c, pos: *pos}
	a.board = pos.Board()
	a.reader = NewReader(c.ReadingNodeLimit, c.Depth)
	ws, err := makeWorms(ctx, a.board, a.reader)
	if err != nil {
		return nil, err
	}
	a.wormSet = ws
	if c.Level >= EyesLevel {
		if _, err := a.Optics(ctx); err != nil {
			return nil, err
		}
	}
	if c.Level >= DragonsWithoutOwl {
		if _, err := a.Dragons(ctx); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// AnalyzeBoard analyses the current position of b (which may be inside
// trial moves); b is not changed.
func (c Config) AnalyzeBoard(ctx context.Context, b *Board, toMove Color, komi float64) (*Analysis, error) {
	p := b.Snapshot(toMove, komi)
	return c.Analyze(ctx, &p)
}

// Position returns the analysed position.
func (a *Analysis) Position() *Position { return &a.pos }

// Config returns the configuration used.
func (a *Analysis) Config() Config { return a.cfg }

// Worm returns the worm data at p (seed 000, worm[p]). For an empty point
// it has Color Empty, Origin p and zero fields, except that
// UnconditionalStatus may name it unconditional territory.
func (a *Analysis) Worm(p Pos) Worm {
	if !p.OnBoard(a.pos.Size()) {
		return Worm{Origin: p, UnconditionalStatus: Unknown}
	}
	if i := a.index[p]; i >= 0 {
		return a.worms[i]
	}
	return Worm{Origin: p, UnconditionalStatus: a.emptyStatus(p)}
}

func (a *Analysis) emptyStatus(p Pos) Status {
	return a.emptyStat[p]
}

// Worms returns the worm data of every point, indexed by Pos (len NumPos),
// like GNU Go's worm[] array. Off-board entries are zero.
func (a *Analysis) Worms() []Worm {
	out := make([]Worm, NumPos)
	for p := BoardMin; p < BoardMax; p++ {
		if a.board.OnBoard(p) {
			out[p] = a.Worm(p)
		}
	}
	return out
}

// WormOrigins returns the origins of all worms in board order.
func (a *Analysis) WormOrigins() []Pos {
	out := make([]Pos, len(a.worms))
	for i := range a.worms {
		out[i] = a.worms[i].Origin
	}
	return out
}

// Attack reads whether the string at str can be captured, on a private
// copy of the position (the manual's attack()). Every question starts
// from an empty reading cache, as GTP's `attack` does, so that its answer
// is a function of the position and the question alone: neither the
// analysis stages' reads nor earlier questions can change it.
func (a *Analysis) Attack(ctx context.Context, str Pos) (ResultCode, Pos, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.board.At(str).IsStone() {
		return Lose, NoMove, fmt.Errorf("analysis: no stone at %s", Vertex(str, a.pos.Size()))
	}
	c, m := a.askReader().AttackContext(ctx, a.board, str)
	return c, m, ctxErr(ctx)
}

// FindDefense reads whether the string at str can be saved (the manual's
// find_defense); a string that cannot be captured gives Win, NoMove. Like
// Attack it starts from an empty reading cache and answers as GTP's
// `defend` does.
func (a *Analysis) FindDefense(ctx context.Context, str Pos) (ResultCode, Pos, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.board.At(str).IsStone() {
		return Lose, NoMove, fmt.Errorf("analysis: no stone at %s", Vertex(str, a.pos.Size()))
	}
	c, m := a.askReader().FindDefenseContext(ctx, a.board, str)
	return c, m, ctxErr(ctx)
}

// WithReader gives locked access to a reader and the analysis's board copy
// for other questions (does_attack, ladders, …): f runs with the mutex
// held and must leave the board as it found it. The reader is the one
// Attack and FindDefense use, with its cache emptied before f runs, so
// that f's answers depend on the position and f alone (not on the
// analysis stages' reads or earlier questions), and with the configured
// NodeLimit, Depth and Stackp 0 (changes f makes to them end with f); f
// may ask several questions, and those share the cache.
func (a *Analysis) WithReader(f func(r *Reader, b *Board)) {
	a.mu.Lock()
	defer a.mu.Unlock()
	f(a.askReader(), a.board)
}

// askReader returns the questions' reader with an empty cache and the
// configured limits (a WithReader caller may have changed NodeLimit, Depth
// or Stackp: they do not carry over); a.mu must be held. It is made on the
// first question.
func (a *Analysis) askReader() *Reader {
	if a.ask == nil {
		a.ask = NewReader(a.cfg.ReadingNodeLimit, a.cfg.Depth)
	}
	a.ask.NodeLimit, a.ask.Depth, a.ask.Stackp = a.cfg.ReadingNodeLimit, a.cfg.Depth, 0
	a.ask.ClearCache()
	return a.ask
}

// withStageReader gives the analysis stages (optics, dragons, surround)
// locked access to the stages' reader, whose cache carries over from one
// stage to the next, and the board copy.
func (a *Analysis) withStageReader(f func(r *Reader, b *Board)) {
	a.mu.Lock()
	defer a.mu.Unlock()
	f(a.reader, a.board)
}

func ctxErr(ctx context.Context) error {
	if ctx == nil {
		return nil
	}
	return ctx.Err()
}
