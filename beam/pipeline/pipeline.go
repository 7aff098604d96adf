// Package pipeline is dragonrepl's batch analysis as an Apache Beam
// pipeline: the positions of SGF games are analysed by a ParDo that calls
// package batch's per-position analysis (batch.Analyser), so the rows are
// exactly those of "dragonrepl batch"; only the order differs, as a
// distributed runner analyses positions in any order: the sink sorts them
// back into batch's input order (file, game, move) before writing.
//
// The pipeline reads local files, folders and globs (expanded when the
// pipeline is built, exactly as batch expands them) and, through Beam's
// file systems, URLs such as gs://bucket/games/*.sgf (expanded by the
// workers). It runs on any Beam runner: prism locally (in-process, the
// default of the tests), Flink, Spark or Dataflow by Beam's standard flags.
package pipeline

import (
	"context"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"   // gs:// inputs and outputs
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local" // local paths on the workers
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/dragonrepl/dragonrepl/batch"
)

// Spec is the serialisable part of a batch.Job that the workers need: the
// choice of positions, the unit, the fields, the format and the budgets.
type Spec struct {
	Every     int
	Moves     []int
	Final     bool
	BoardSize int
	Unit      string
	Fields    []string
	Format    string
	TimeoutMS int64
	NodeLimit int
	NoOwl     bool
}

// Job returns the batch job the spec describes (without inputs).
func (s Spec) Job() batch.Job {
	return batch.Job{Every: s.Every, Moves: s.Moves, Final: s.Final, BoardSize: s.BoardSize, Unit: s.Unit,
		Fields: s.Fields, Format: s.Format, Timeout: time.Duration(s.TimeoutMS) * time.Millisecond,
		NodeLimit: s.NodeLimit, NoOwl: s.NoOwl}
}

// Options describes one pipeline.
type Options struct {
	// Inputs are SGF files, folders and glob patterns as batch takes them
	// (expanded now, on the launching machine), or URLs with a scheme
	// (gs://bucket/dir/*.sgf), expanded by a worker with Beam's file
	// systems and read in name order.
	Inputs []string
	// Targets are positions named explicitly (batch.ReadTargets); they come
	// after the inputs, as in batch.
	Targets []batch.Target
	// Output is the file written (local path or URL): the CSV header if
	// any, then every row, in batch's order.
	Output string
	// Spec is the analysis.
	Spec Spec
}

// source is one input of the pipeline, numbered in batch's order: a file,
// a pattern to expand on a worker, or an explicit target.
type source struct {
	Seq     int
	Sub     int // rank of the file in its pattern's expansion
	Path    string
	Pattern bool
	Target  bool
	Game    int
	Move    int
}

// position is one unit of work: a position (or error row) and the
// contents of its file, with its rank in batch's order.
type position struct {
	Seq, Sub, Idx int
	File          string
	Game, Move    int
	Error         string
	Data          []byte
}

// block is the encoded rows of one position, with its rank.
type block struct {
	Seq, Sub, Idx int
	Text          string
}

func init() {
	register.DoFn3x1[context.Context, source, func(source), error](&expandFn{})
	register.Emitter1[source]()
	register.DoFn3x1[context.Context, source, func(position), error](&positionsFn{})
	register.Emitter1[position]()
	register.DoFn3x1[context.Context, position, func(block), error](&analyseFn{})
	register.Emitter1[block]()
	register.DoFn3x1[context.Context, int, func(*block) bool, error](&writeFn{})
	register.Iter1[block]()
	beam.RegisterType(reflect.TypeOf((*Spec)(nil)).Elem())
}

func hasScheme(path string) bool { return strings.Contains(path, "://") }

// sources lists the pipeline's inputs in batch's order: local inputs are
// expanded as batch.ExpandInputs expands them (without duplicates), URLs
// are kept as patterns, targets come last.
func sources(opts Options) ([]source, error) {
	var out []source
	seen := map[string]bool{}
	for _, in := range opts.Inputs {
		if hasScheme(in) {
			out = append(out, source{Seq: len(out), Path: in, Pattern: true})
			continue
		}
		files, err := batch.ExpandInputs([]string{in})
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if !seen[f] {
				seen[f] = true
				out = append(out, source{Seq: len(out), Path: f})
			}
		}
	}
	for _, t := range opts.Targets {
		out = append(out, source{Seq: len(out), Path: t.File, Target: true, Game: t.Game, Move: t.Move})
	}
	return out, nil
}

// Build adds the pipeline to scope s: sources, positions, a reshuffle so
// that the positions of one file spread over the workers, the analysis
// ParDo and the sorted sink.
func Build(s beam.Scope, opts Options) error {
	if opts.Output == "" {
		return fmt.Errorf("pipeline: no output file")
	}
	spec := opts.Spec
	if spec.Format == "" && strings.HasSuffix(strings.ToLower(opts.Output), ".csv") {
		spec.Format = batch.CSV
	}
	a, err := batch.NewAnalyser(spec.Job()) // check the unit, fields and format now
	if err != nil {
		return err
	}
	spec.Format = a.Format()
	srcs, err := sources(opts)
	if err != nil {
		return err
	}
	if len(srcs) == 0 {
		return fmt.Errorf("pipeline: no input")
	}
	col := beam.CreateList(s, srcs)
	col = beam.ParDo(s, &expandFn{}, col)
	pos := beam.ParDo(s, &positionsFn{Spec: spec}, col)
	pos = beam.Reshuffle(s, pos)
	blocks := beam.ParDo(s, &analyseFn{Spec: spec}, pos)
	beam.ParDo0(s, &writeFn{Spec: spec, Output: opts.Output}, beam.GroupByKey(s, beam.AddFixedKey(s, blocks)))
	return nil
}

// expandFn expands the URL patterns with Beam's file systems.
type expandFn struct{}

func (*expandFn) ProcessElement(ctx context.Context, src source, emit func(source)) error {
	if !src.Pattern {
		emit(src)
		return nil
	}
	fs, err := filesystem.New(ctx, src.Path)
	if err != nil {
		return err
	}
	defer fs.Close()
	files, err := fs.List(ctx, src.Path)
	if err != nil {
		return fmt.Errorf("pipeline: %s: %w", src.Path, err)
	}
	if len(files) == 0 {
		return fmt.Errorf("batch: no file matches %q", src.Path)
	}
	sort.Strings(files)
	for i, f := range files {
		emit(source{Seq: src.Seq, Sub: i, Path: f})
	}
	return nil
}

// readInput reads a local file as batch does, a URL through Beam's file
// systems.
func readInput(ctx context.Context, path string) ([]byte, error) {
	if !hasScheme(path) {
		return batch.ReadInput(path)
	}
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	r, err := fs.OpenRead(ctx, path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// positionsFn reads one file and lists its positions as batch does.
type positionsFn struct {
	Spec Spec
	a    *batch.Analyser
}

func (f *positionsFn) Setup() error {
	var err error
	f.a, err = batch.NewAnalyser(f.Spec.Job())
	return err
}

func (f *positionsFn) ProcessElement(ctx context.Context, src source, emit func(position)) error {
	data, err := readInput(ctx, src.Path)
	var ps []batch.Position
	if src.Target {
		ps = f.a.TargetPositions(batch.Target{File: src.Path, Game: src.Game, Move: src.Move}, data, err)
	} else {
		ps = f.a.FilePositions(src.Path, data, err)
	}
	for i, p := range ps {
		out := position{Seq: src.Seq, Sub: src.Sub, Idx: i, File: p.File, Game: p.Game, Move: p.Move, Error: p.Error}
		if p.Error == "" {
			out.Data = data
		}
		emit(out)
	}
	return nil
}

var (
	positionsCounter = beam.NewCounter("dragonrepl", "positions")
	errorsCounter    = beam.NewCounter("dragonrepl", "error_rows")
	rowsCounter      = beam.NewCounter("dragonrepl", "rows")
)

// analyseFn is the ParDo of the per-position analysis: batch.Analyser's
// Analyse and Encode, the code "dragonrepl batch" runs.
type analyseFn struct {
	Spec Spec
	a    *batch.Analyser
}

func (f *analyseFn) Setup() error {
	var err error
	f.a, err = batch.NewAnalyser(f.Spec.Job())
	return err
}

func (f *analyseFn) ProcessElement(ctx context.Context, p position, emit func(block)) error {
	rows := f.a.Analyse(ctx, batch.Position{File: p.File, Game: p.Game, Move: p.Move, Error: p.Error}, p.Data)
	text, err := f.a.Encode(rows)
	if err != nil {
		return err
	}
	if p.Error == "" {
		positionsCounter.Inc(ctx, 1)
	}
	if len(rows) == 1 && rows[0].Error != "" {
		errorsCounter.Inc(ctx, 1)
	}
	rowsCounter.Inc(ctx, int64(len(rows)))
	emit(block{Seq: p.Seq, Sub: p.Sub, Idx: p.Idx, Text: string(text)})
	return nil
}

// writeFn writes the header and every position's rows in batch's order to
// one file.
type writeFn struct {
	Spec   Spec
	Output string
}

func (f *writeFn) ProcessElement(ctx context.Context, _ int, iter func(*block) bool) error {
	var all []block
	var b block
	for iter(&b) {
		all = append(all, b)
	}
	sort.Slice(all, func(i, j int) bool {
		x, y := all[i], all[j]
		if x.Seq != y.Seq {
			return x.Seq < y.Seq
		}
		if x.Sub != y.Sub {
			return x.Sub < y.Sub
		}
		return x.Idx < y.Idx
	})
	a, err := batch.NewAnalyser(f.Spec.Job())
	if err != nil {
		return err
	}
	head, err := a.Header()
	if err != nil {
		return err
	}
	fs, err := filesystem.New(ctx, f.Output)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, f.Output)
	if err != nil {
		return err
	}
	if _, err := w.Write(head); err != nil {
		w.Close()
		return err
	}
	for _, b := range all {
		if _, err := io.WriteString(w, b.Text); err != nil {
			w.Close()
			return err
		}
	}
	return w.Close()
}
