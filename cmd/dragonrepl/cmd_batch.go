package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/dragonrepl/dragonrepl/batch"
)

// runBatch implements "dragonrepl batch": analyse positions of SGF files,
// folders and globs and write a tidy table (package batch).
func runBatch(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("batch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		every     = fs.Int("every", 0, "analyse moves N, 2N, 3N, … of every game (move N = the position before move N, as loadsgf FILE N)")
		moves     = fs.String("moves", "", "comma-separated move numbers to analyse, e.g. 30,120,200")
		final     = fs.Bool("final", false, "analyse the final position (the default when no move is chosen)")
		unit      = fs.String("unit", "worm", "unit of a row: "+strings.Join(batch.Units(), ", "))
		fields    = fs.String("fields", "", "comma-separated fields (GNU Go snake_case or Go names; default all); \"list\" prints them")
		format    = fs.String("format", "", "jsonl or csv (default: from the -o extension, else jsonl)")
		out       = fs.String("o", "-", "output file; an existing file is completed, not rewritten (- = stdout)")
		workers   = fs.Int("workers", 0, "positions analysed at once (default GOMAXPROCS)")
		timeout   = fs.Duration("timeout", 0, "time budget of one position, e.g. 10s (0 = none)")
		nodes     = fs.Int("nodes", 0, "reading node limit of one tactical question (0 = default)")
		owl       = fs.Bool("owl", true, "unit dragon: owl life-and-death reading (--owl=false: dragon statuses without owl)")
		list      = fs.String("list", "", "file of positions, one \"FILE MOVE\" per line")
		dir       = fs.String("dir", "", "directory of the relative names in --list (default: the list's directory)")
		size      = fs.Int("size", 0, "keep only games of this board size")
		quiet     = fs.Bool("quiet", false, "no progress bar and no summary")
		showStats = fs.Bool("stats", true, "print a summary line on stderr")
	)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: dragonrepl batch [flags] FILE|DIR|GLOB ...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if *fields == "list" {
		names, err := batch.FieldNames(*unit)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(stdout, strings.Join(names, "\n"))
		return err
	}
	job := batch.Job{Inputs: fs.Args(), Every: *every, Final: *final, Unit: *unit, Format: *format,
		Workers: *workers, Timeout: *timeout, NodeLimit: *nodes, BoardSize: *size, NoOwl: !*owl}
	if *fields != "" {
		job.Fields = strings.Split(*fields, ",")
	}
	if *moves != "" {
		ms, err := batch.ParseMoves(*moves)
		if err != nil {
			return err
		}
		job.Moves = ms
	}
	if *list != "" {
		ts, err := batch.ReadTargetList(*list, *dir)
		if err != nil {
			return err
		}
		job.Targets = ts
	}
	if len(job.Inputs) == 0 && len(job.Targets) == 0 {
		fs.Usage()
		return errors.New("batch: no input (give SGF files, folders, globs or --list)")
	}
	if !*quiet {
		job.Progress = stderr
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	var s batch.Summary
	var err error
	if *out == "-" {
		s, err = batch.Run(ctx, job, stdout)
	} else {
		s, err = batch.RunFile(ctx, job, *out)
	}
	if !*quiet && *showStats && (err == nil || s != (batch.Summary{})) {
		fmt.Fprintf(stderr, "batch: %v (wall %.2fs)\n", s, time.Since(start).Seconds())
	}
	return err
}
