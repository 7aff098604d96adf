package batch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/sgf"
)

// Output formats.
const (
	JSONL = "jsonl"
	CSV   = "csv"
)

// Job describes a batch: which positions, which unit of row, which
// fields, how to write them and how to run.
type Job struct {
	// Inputs are SGF files, folders (searched recursively for *.sgf) and
	// glob patterns. Every game of a collection is analysed.
	Inputs []string
	// Targets are positions named explicitly (see ReadTargets); they are
	// analysed after the Inputs, in the order given.
	Targets []Target

	// Every, Moves and Final choose the positions of each game of Inputs:
	// move numbers Every, 2·Every, …, the listed Moves, and the final
	// position. Move N is the position GNU Go's "loadsgf FILE N" loads,
	// before move N. With none of them, the final position is chosen.
	Every int
	Moves []int
	Final bool
	// BoardSize, if not 0, keeps only games of that board size.
	BoardSize int

	// Unit is the kind of row: "worm" (default), "point", "position";
	// "dragon" and "eye" answer an error until their stages exist.
	Unit string
	// Fields are the unit's fields to write, by GNU Go's snake_case name
	// or the Go name (nil: all of them).
	Fields []string
	// Format is JSONL (default) or CSV.
	Format string

	// Workers is the number of positions analysed at once (0: GOMAXPROCS).
	Workers int
	// Timeout bounds the analysis of one position (0: none); a position
	// that runs out of time gives an error row.
	Timeout time.Duration
	// NodeLimit bounds the reading nodes of one tactical question
	// (analysis.Config.ReadingNodeLimit; 0: the default).
	NodeLimit int
	// NoOwl skips owl life-and-death reading (and semeai reading) for the
	// dragon unit: dragons get the statuses of the dragon stage without
	// owl (analysis.DragonsWithoutOwl, seed 001) instead of the owl's.
	NoOwl bool

	// Skip lists positions already done (RunFile fills it from the
	// existing output); a key with Game 0 and Move 0 skips a whole file.
	Skip []Target
	// Progress, if it is a terminal, shows a progress bar with rate and
	// ETA; anything else (nil, a file, a pipe) stays silent.
	Progress io.Writer
}

// Summary counts what a run did.
type Summary struct {
	Files     int // input files read
	Games     int // games found
	Positions int // positions analysed and written now
	Skipped   int // positions skipped because they were already written
	Rows      int // rows written now, error rows included
	Errors    int // error rows written now
	Elapsed   time.Duration
}

// PerSecond returns the positions analysed per second.
func (s Summary) PerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Positions) / s.Elapsed.Seconds()
}

// String summarises the run in one line.
func (s Summary) String() string {
	return fmt.Sprintf("%d files, %d games, %d positions (%d skipped), %d rows, %d errors in %.2fs (%.2f positions/s)",
		s.Files, s.Games, s.Positions, s.Skipped, s.Rows, s.Errors, s.Elapsed.Seconds(), s.PerSecond())
}

// Row is one row of the table: where it comes from, the unit's vertex and
// colour, and the chosen fields (rendered: vertices as "D4", colours,
// codes and statuses as GNU Go names, lists as []any). Error is set on an
// error row (a file that cannot be read or parsed, a position that fails),
// which has no vertex, colour or fields.
type Row struct {
	File   string
	Game   int
	Move   int
	Vertex string
	Color  string
	Names  []string
	Values []any
	Error  string
}

// Get returns the value of the named field ("" names and unknown names
// give nil).
func (r *Row) Get(name string) any {
	n := normName(name)
	for i, k := range r.Names {
		if normName(k) == n {
			return r.Values[i]
		}
	}
	return nil
}

// Columns returns the column names of the job's table, in order: file,
// game, move, vertex, color, the fields, error.
func Columns(job Job) ([]string, error) {
	p, err := prepare(&job)
	if err != nil {
		return nil, err
	}
	return p.columns(), nil
}

// Run analyses the job's positions and writes the table to w, one whole
// position at a time, in input order whatever the number of workers. A
// malformed file or a failing position gives an error row and the run
// goes on; the error returned is for the job itself (bad unit or field,
// a write error, a cancelled context).
func Run(ctx context.Context, job Job, w io.Writer) (Summary, error) {
	p, err := prepare(&job)
	if err != nil {
		return Summary{}, err
	}
	enc := newEncoder(p, job.Format, w)
	if err := enc.header(); err != nil {
		return Summary{}, err
	}
	return p.run(ctx, func(rows []Row) error { return enc.position(rows) })
}

// Rows analyses the job's positions and returns the rows in input order.
func Rows(ctx context.Context, job Job) ([]Row, Summary, error) {
	p, err := prepare(&job)
	if err != nil {
		return nil, Summary{}, err
	}
	var out []Row
	s, err := p.run(ctx, func(rows []Row) error {
		out = append(out, rows...)
		return nil
	})
	return out, s, err
}

// plan is a prepared job.
type plan struct {
	job    Job
	unit   *unitDef
	fields []Field
}

func prepare(job *Job) (*plan, error) {
	u, err := lookupUnit(job.Unit)
	if err != nil {
		return nil, err
	}
	fs, err := selectFields(u, job.Fields)
	if err != nil {
		return nil, err
	}
	switch strings.ToLower(job.Format) {
	case "", JSONL, "json":
		job.Format = JSONL
	case CSV:
		job.Format = CSV
	default:
		return nil, fmt.Errorf("batch: unknown format %q (jsonl or csv)", job.Format)
	}
	if job.Every < 0 {
		return nil, fmt.Errorf("batch: --every must be positive, got %d", job.Every)
	}
	for _, m := range job.Moves {
		if m < 1 {
			return nil, fmt.Errorf("batch: move numbers start at 1, got %d", m)
		}
	}
	if job.Workers <= 0 {
		job.Workers = runtime.GOMAXPROCS(0)
	}
	return &plan{job: *job, unit: u, fields: fs}, nil
}

// level is the analysis level the job's unit needs.
func (p *plan) level() analysis.Level {
	if p.job.NoOwl && p.unit.level == analysis.Dragons {
		return analysis.DragonsWithoutOwl
	}
	return p.unit.level
}

func (p *plan) columns() []string {
	cols := []string{"file", "game", "move", "vertex", "color"}
	for _, f := range p.fields {
		cols = append(cols, f.Name)
	}
	return append(cols, "error")
}

// task is one position to analyse, or an error row to write.
type task struct {
	file string
	game int
	move int
	g    *sgf.Game
	err  error
}

// tasks lists the positions of the job in output order.
func (p *plan) tasks(s *Summary) ([]task, error) {
	skip := skipSet(p.job.Skip)
	var out []task
	files, err := expandInputs(p.job.Inputs)
	if err != nil {
		return nil, err
	}
	cache := map[string][]*sgf.Game{}
	cacheErr := map[string]error{}
	load := func(file string) ([]*sgf.Game, error) {
		if gs, ok := cache[file]; ok {
			return gs, cacheErr[file]
		}
		s.Files++
		data, err := os.ReadFile(file)
		gs, err := gamesOf(data, err)
		cache[file], cacheErr[file] = gs, err
		if err == nil {
			s.Games += len(gs)
		}
		return gs, err
	}
	for _, file := range files {
		if skip[Target{File: file}] {
			s.Skipped++
			continue
		}
		games, err := load(file)
		out = append(out, p.fileTasks(file, games, err, skip, s)...)
	}
	for _, t := range p.job.Targets {
		gi := max(t.Game, 1)
		if skip[Target{File: t.File}] || skip[Target{File: t.File, Game: gi, Move: t.Move}] {
			s.Skipped++
			continue
		}
		games, err := load(t.File)
		out = append(out, p.targetTasks(t, games, err)...)
	}
	return out, nil
}

func skipSet(keys []Target) map[Target]bool {
	skip := map[Target]bool{}
	for _, k := range keys {
		skip[k] = true
	}
	return skip
}

// gamesOf parses the contents of an input file (or passes on the error
// of reading it) with the error flattened to one line.
func gamesOf(data []byte, readErr error) ([]*sgf.Game, error) {
	err := readErr
	var gs []*sgf.Game
	if err == nil {
		gs, err = loadGames(data)
	}
	if err != nil {
		err = fmt.Errorf("%s", strings.ReplaceAll(err.Error(), "\n", " "))
	}
	return gs, err
}

// fileTasks lists the chosen positions of every game of one input file
// (games and err as gamesOf returns them), or its error rows.
func (p *plan) fileTasks(file string, games []*sgf.Game, err error, skip map[Target]bool, s *Summary) []task {
	if err != nil {
		return []task{{file: file, err: err}}
	}
	var out []task
	for gi, g := range games {
		if p.job.BoardSize != 0 && g.Size != p.job.BoardSize {
			continue
		}
		r, err := g.Replay(sgf.Until{})
		if err != nil {
			out = append(out, task{file: file, game: gi + 1, err: err})
			continue
		}
		for _, m := range selectMoves(p.job.Every, p.job.Moves, p.job.Final, r.MovesPlayed+1) {
			if skip[Target{File: file, Game: gi + 1, Move: m}] {
				if s != nil {
					s.Skipped++
				}
				continue
			}
			out = append(out, task{file: file, game: gi + 1, move: m, g: g})
		}
	}
	return out
}

// targetTasks gives the task of one explicitly named position (none when
// the board size filter drops it).
func (p *plan) targetTasks(t Target, games []*sgf.Game, err error) []task {
	gi := max(t.Game, 1)
	switch {
	case err != nil:
		return []task{{file: t.File, err: err}}
	case gi > len(games):
		return []task{{file: t.File, game: gi, move: t.Move,
			err: fmt.Errorf("batch: the file has %d games, not %d", len(games), gi)}}
	case p.job.BoardSize != 0 && games[gi-1].Size != p.job.BoardSize:
		return nil
	}
	return []task{{file: t.File, game: gi, move: t.Move, g: games[gi-1]}}
}

// analyse computes the rows of one task. Failures become an error row.
func (p *plan) analyse(ctx context.Context, t task) []Row {
	errRow := func(err error) []Row {
		return []Row{{File: t.file, Game: t.game, Move: t.move, Error: strings.ReplaceAll(err.Error(), "\n", " ")}}
	}
	if t.err != nil {
		return errRow(t.err)
	}
	r, err := t.g.Replay(sgf.Until{Move: t.move})
	if err != nil {
		return errRow(err)
	}
	pos := r.Position()
	if p.job.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, p.job.Timeout)
		defer cancel()
	}
	a, err := analysis.Config{Level: p.level(), ReadingNodeLimit: p.job.NodeLimit}.Analyze(ctx, &pos)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("batch: the analysis exceeded its time budget of %v", p.job.Timeout)
		}
		return errRow(err)
	}
	items := p.unit.items(a, &pos)
	size := pos.Size()
	rows := make([]Row, len(items))
	names := make([]string, len(p.fields))
	for i, f := range p.fields {
		names[i] = f.Name
	}
	for k, it := range items {
		row := Row{File: t.file, Game: t.game, Move: t.move, Color: it.color.String(), Names: names,
			Values: make([]any, len(p.fields))}
		if it.hasVtx {
			row.Vertex = analysis.Vertex(it.vertex, size)
		}
		for i := range p.fields {
			row.Values[i] = render(p.fields[i].value(it.rec), size)
		}
		rows[k] = row
	}
	return rows
}

// run analyses the tasks on a pool of workers and hands each position's
// rows to emit in task order.
func (p *plan) run(ctx context.Context, emit func([]Row) error) (Summary, error) {
	start := time.Now()
	var s Summary
	tasks, err := p.tasks(&s)
	if err != nil {
		return s, err
	}
	bar := newProgress(p.job.Progress, len(tasks))
	defer bar.finish()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		seq  int
		rows []Row
	}
	jobs := make(chan int)
	results := make(chan result, p.job.Workers)
	var wg sync.WaitGroup
	for w := 0; w < p.job.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seq := range jobs {
				rows := p.analyse(ctx, tasks[seq])
				select {
				case results <- result{seq, rows}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for seq := range tasks {
			select {
			case jobs <- seq:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	// Reorder: write position seq only when all before it are written.
	pending := map[int][]Row{}
	next := 0
	var runErr error
	for r := range results {
		if runErr != nil {
			continue
		}
		if ctx.Err() != nil {
			// Cancelled: results after cancellation may be truncated.
			continue
		}
		pending[r.seq] = r.rows
		for {
			rows, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			if err := emit(rows); err != nil {
				runErr = err
				cancel()
				break
			}
			s.Rows += len(rows)
			if len(rows) == 1 && rows[0].Error != "" {
				s.Errors++
			}
			if tasks[next].err == nil {
				s.Positions++
			}
			next++
			bar.add()
		}
	}
	s.Elapsed = time.Since(start)
	if runErr != nil {
		return s, runErr
	}
	if next < len(tasks) {
		if err := ctx.Err(); err != nil {
			return s, err
		}
		return s, fmt.Errorf("batch: %d positions were not analysed", len(tasks)-next)
	}
	return s, nil
}
