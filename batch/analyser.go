package batch

import (
	"bytes"
	"context"
	"fmt"
	"os"
)

// Position names one unit of work of a job: a position (File, Game of its
// collection counted from 1, Move as loadsgf numbers it), or an error row
// (Error set: a file that cannot be read or parsed, a game that cannot be
// replayed, a game number past the end of a collection). It is what a
// distributed runner (the Apache Beam pipeline of module
// github.com/dragonrepl/dragonrepl/beam) ships between workers.
type Position struct {
	File  string
	Game  int
	Move  int
	Error string
}

// Analyser is a prepared Job that analyses one position at a time, for
// runners other than Run (a Beam ParDo, a job queue): FilePositions and
// TargetPositions list the positions exactly as Run lists them, Analyse
// computes the rows of one position exactly as Run computes them, and
// Header and Encode write them exactly as Run writes them. An Analyser is
// safe for concurrent use.
type Analyser struct {
	p    *plan
	skip map[Target]bool
}

// NewAnalyser prepares a job (its unit, fields, format, moves, node and
// time budgets and Skip list; Inputs, Targets, Workers and Progress are not
// used).
func NewAnalyser(job Job) (*Analyser, error) {
	p, err := prepare(&job)
	if err != nil {
		return nil, err
	}
	return &Analyser{p: p, skip: skipSet(p.job.Skip)}, nil
}

// ExpandInputs lists the files that Run reads for inputs (files, folders
// searched recursively for *.sgf, glob patterns), in Run's order. A name
// that matches nothing and has no glob character is kept: reading it gives
// an error row.
func ExpandInputs(inputs []string) ([]string, error) {
	return expandInputs(inputs)
}

// ReadInput reads an input file as Run reads it (its error, if any, goes to
// FilePositions or TargetPositions, which make an error row of it).
func ReadInput(file string) ([]byte, error) {
	return os.ReadFile(file)
}

// Columns returns the table's columns (see Columns).
func (a *Analyser) Columns() []string { return a.p.columns() }

// Format returns the output format, JSONL or CSV.
func (a *Analyser) Format() string { return a.p.job.Format }

// FilePositions lists the positions of one input file, given its contents
// (or the error of reading it), in Run's order: the chosen moves of every
// game of the collection, or error rows.
func (a *Analyser) FilePositions(file string, data []byte, readErr error) []Position {
	if a.skip[Target{File: file}] {
		return nil
	}
	games, err := gamesOf(data, readErr)
	return positionsOf(a.p.fileTasks(file, games, err, a.skip, nil))
}

// TargetPositions gives the position of one explicitly named target (see
// ReadTargets), given its file's contents or the error of reading it: one
// position, one error row, or none when the job's board size drops it or
// it is in the Skip list.
func (a *Analyser) TargetPositions(t Target, data []byte, readErr error) []Position {
	gi := max(t.Game, 1)
	if a.skip[Target{File: t.File}] || a.skip[Target{File: t.File, Game: gi, Move: t.Move}] {
		return nil
	}
	games, err := gamesOf(data, readErr)
	return positionsOf(a.p.targetTasks(t, games, err))
}

func positionsOf(ts []task) []Position {
	out := make([]Position, len(ts))
	for i, t := range ts {
		out[i] = Position{File: t.file, Game: t.game, Move: t.move}
		if t.err != nil {
			out[i].Error = t.err.Error()
		}
	}
	return out
}

// Analyse computes the rows of one position, given the contents of its
// file: the rows Run writes for it, or one error row. It never fails: a
// failure (bad game number, replay error, time budget exceeded) is an
// error row.
func (a *Analyser) Analyse(ctx context.Context, pos Position, data []byte) []Row {
	t := task{file: pos.File, game: pos.Game, move: pos.Move}
	if pos.Error != "" {
		t.err = errorString(pos.Error)
		return a.p.analyse(ctx, t)
	}
	games, err := gamesOf(data, nil)
	switch {
	case err != nil:
		t.err = err
	case pos.Game < 1 || pos.Game > len(games):
		t.err = fmt.Errorf("batch: the file has %d games, not %d", len(games), pos.Game)
	default:
		t.g = games[pos.Game-1]
	}
	return a.p.analyse(ctx, t)
}

// Header returns the table's header as Run writes it: the CSV header line,
// nothing for JSON Lines.
func (a *Analyser) Header() ([]byte, error) {
	var buf bytes.Buffer
	err := newEncoder(a.p, a.p.job.Format, &buf).header()
	return buf.Bytes(), err
}

// Encode renders the rows of one position as Run writes them: JSON Lines
// or CSV records, each ending with a newline.
func (a *Analyser) Encode(rows []Row) ([]byte, error) {
	var buf bytes.Buffer
	err := newEncoder(a.p, a.p.job.Format, &buf).position(rows)
	return buf.Bytes(), err
}

type errorString string

func (e errorString) Error() string { return string(e) }
