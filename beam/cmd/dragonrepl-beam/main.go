// Command dragonrepl-beam runs "dragonrepl batch" as an Apache Beam
// pipeline: the same per-position analysis (package batch) as a ParDo over
// the positions of a collection of SGF games, written as the same rows
// (JSON Lines or CSV) in the same order. It runs locally on Beam's prism
// runner (the default) and on Flink, Spark or Dataflow with Beam's
// standard flags, for example:
//
//	dragonrepl-beam --output rows.jsonl --every 10 --unit dragon games/*.sgf
//	dragonrepl-beam --runner flink --endpoint localhost:8099 --environment_type LOOPBACK ...
//	dragonrepl-beam --runner dataflow --project P --region R --staging_location gs://b/staging \
//	    --output gs://b/rows.csv 'gs://b/games/*.sgf'
//
// It lives in its own module (github.com/dragonrepl/dragonrepl/beam) so
// that the dragonrepl binary does not carry Beam's dependencies.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/dragonrepl/dragonrepl/batch"
	"github.com/dragonrepl/dragonrepl/beam/pipeline"
)

var (
	output  = flag.String("output", "", "output file, local path or URL such as gs://bucket/rows.jsonl (required); .csv selects CSV")
	every   = flag.Int("every", 0, "analyse moves N, 2N, 3N, … of every game (move N = the position before move N, as loadsgf FILE N)")
	moves   = flag.String("moves", "", "comma-separated move numbers to analyse, e.g. 30,120,200")
	final   = flag.Bool("final", false, "analyse the final position (the default when no move is chosen)")
	unit    = flag.String("unit", "worm", "unit of a row: "+strings.Join(batch.Units(), ", "))
	fields  = flag.String("fields", "", "comma-separated fields (GNU Go snake_case or Go names; default all)")
	format  = flag.String("format", "", "jsonl or csv (default: from the --output extension, else jsonl)")
	timeout = flag.Duration("timeout", 0, "time budget of one position, e.g. 10s (0 = none)")
	nodes   = flag.Int("nodes", 0, "reading node limit of one tactical question (0 = default)")
	owl     = flag.Bool("owl", true, "unit dragon: owl life-and-death reading (--owl=false: dragon statuses without owl)")
	list    = flag.String("list", "", "file of positions, one \"FILE MOVE\" per line (read on the launching machine)")
	dir     = flag.String("dir", "", "directory of the relative names in --list (default: the list's directory)")
	size    = flag.Int("size", 0, "keep only games of this board size")
)

func main() {
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: dragonrepl-beam --output FILE [flags] FILE|DIR|GLOB|URL ...")
		fmt.Fprintln(os.Stderr, "Beam's flags (--runner prism|flink|spark|dataflow|direct, --endpoint, --environment_type, --project, ...) choose where it runs.")
		flag.PrintDefaults()
	}
	flag.Parse()
	beam.Init()
	if err := run(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "dragonrepl-beam:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context) error {
	opts := pipeline.Options{Inputs: flag.Args(), Output: *output, Spec: pipeline.Spec{Every: *every, Final: *final,
		BoardSize: *size, Unit: *unit, Format: *format, TimeoutMS: timeout.Milliseconds(), NodeLimit: *nodes, NoOwl: !*owl}}
	if *fields != "" {
		opts.Spec.Fields = strings.Split(*fields, ",")
	}
	if *moves != "" {
		ms, err := batch.ParseMoves(*moves)
		if err != nil {
			return err
		}
		opts.Spec.Moves = ms
	}
	if *list != "" {
		ts, err := batch.ReadTargetList(*list, *dir)
		if err != nil {
			return err
		}
		opts.Targets = ts
	}
	if len(opts.Inputs) == 0 && len(opts.Targets) == 0 {
		flag.Usage()
		return fmt.Errorf("no input (give SGF files, folders, globs, URLs or --list)")
	}
	p, s := beam.NewPipelineWithRoot()
	if err := pipeline.Build(s, opts); err != nil {
		return err
	}
	return beamx.Run(ctx, p)
}
