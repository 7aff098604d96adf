package batch

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// encoder writes rows as JSON Lines or CSV, one position per Write call,
// so that an interrupted run leaves whole positions only.
type encoder struct {
	p      *plan
	format string
	w      io.Writer
	cols   []string
	noHead bool // CSV header already in the file
}

func newEncoder(p *plan, format string, w io.Writer) *encoder {
	return &encoder{p: p, format: format, w: w, cols: p.columns()}
}

func (e *encoder) header() error {
	if e.format != CSV || e.noHead {
		return nil
	}
	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	cw.Write(e.cols)
	cw.Flush()
	_, err := e.w.Write(buf.Bytes())
	return err
}

// position writes the rows of one position in a single Write.
func (e *encoder) position(rows []Row) error {
	var buf bytes.Buffer
	switch e.format {
	case CSV:
		cw := csv.NewWriter(&buf)
		rec := make([]string, len(e.cols))
		for _, r := range rows {
			rec[0], rec[1], rec[2], rec[3], rec[4] = r.File, strconv.Itoa(r.Game), strconv.Itoa(r.Move), r.Vertex, r.Color
			for i := range e.p.fields {
				rec[5+i] = ""
				if i < len(r.Values) {
					rec[5+i] = csvText(r.Values[i])
				}
			}
			rec[len(rec)-1] = r.Error
			cw.Write(rec)
		}
		cw.Flush()
		if err := cw.Error(); err != nil {
			return fmt.Errorf("batch: %w", err)
		}
	default:
		for _, r := range rows {
			buf.WriteString(`{"file":`)
			writeJSON(&buf, r.File)
			buf.WriteString(`,"game":` + strconv.Itoa(r.Game) + `,"move":` + strconv.Itoa(r.Move))
			if r.Error != "" {
				buf.WriteString(`,"error":`)
				writeJSON(&buf, r.Error)
			} else {
				buf.WriteString(`,"vertex":`)
				writeJSON(&buf, r.Vertex)
				buf.WriteString(`,"color":`)
				writeJSON(&buf, r.Color)
				for i, f := range e.p.fields {
					buf.WriteString(`,"` + f.Name + `":`)
					writeJSON(&buf, r.Values[i])
				}
			}
			buf.WriteString("}\n")
		}
	}
	if buf.Len() == 0 {
		return nil
	}
	if _, err := e.w.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("batch: %w", err)
	}
	return nil
}

func writeJSON(buf *bytes.Buffer, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(fmt.Sprint(v))
	}
	buf.Write(b)
}

// RunFile runs the job writing to the file path (format from job.Format,
// or from the extension .csv / .jsonl when job.Format is empty). If the
// file exists, the positions it already holds are skipped and new rows
// are appended: a rerun of the same job writes nothing new. A last
// position cut short by a crash (a line without its newline) is removed
// and analysed again. The file must have been written with the same
// columns.
func RunFile(ctx context.Context, job Job, path string) (Summary, error) {
	if job.Format == "" && strings.HasSuffix(strings.ToLower(path), ".csv") {
		job.Format = CSV
	}
	p, err := prepare(&job)
	if err != nil {
		return Summary{}, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return Summary{}, fmt.Errorf("batch: %w", err)
	}
	defer f.Close()
	done, keep, hasHeader, err := readBack(f, p)
	if err != nil {
		return Summary{}, fmt.Errorf("batch: %s: %w", path, err)
	}
	if err := f.Truncate(keep); err != nil {
		return Summary{}, fmt.Errorf("batch: %w", err)
	}
	if _, err := f.Seek(keep, io.SeekStart); err != nil {
		return Summary{}, fmt.Errorf("batch: %w", err)
	}
	p.job.Skip = append(p.job.Skip, done...)
	enc := newEncoder(p, p.job.Format, f)
	enc.noHead = hasHeader
	if err := enc.header(); err != nil {
		return Summary{}, err
	}
	s, err := p.run(ctx, enc.position)
	if cerr := f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("batch: %w", cerr)
	}
	return s, err
}

// readBack reads the keys of an existing output file. keep is the length
// of the complete part: if the file does not end with a newline, the last
// position (whose rows may be partly written) is dropped.
func readBack(f *os.File, p *plan) (done []Target, keep int64, hasHeader bool, err error) {
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, 0, false, err
	}
	if len(data) == 0 {
		return nil, 0, false, nil
	}
	type line struct {
		key   Target
		start int64
	}
	var lines []line
	torn := data[len(data)-1] != '\n'
	cols := p.columns()
	switch p.job.Format {
	case CSV:
		r := csv.NewReader(bytes.NewReader(data))
		r.FieldsPerRecord = -1
		head, herr := r.Read()
		if herr != nil {
			return nil, 0, false, fmt.Errorf("cannot read the CSV header: %v", herr)
		}
		if strings.Join(head, ",") != strings.Join(cols, ",") {
			return nil, 0, false, fmt.Errorf("written with other columns (%s), not %s; use another output file",
				strings.Join(head, ","), strings.Join(cols, ","))
		}
		hasHeader = true
		for {
			start := r.InputOffset()
			rec, rerr := r.Read()
			if rerr == io.EOF {
				break
			}
			if rerr != nil || len(rec) < 3 {
				torn = true
				lines = append(lines, line{key: Target{File: "\x00"}, start: start})
				break
			}
			g, _ := strconv.Atoi(rec[1])
			m, _ := strconv.Atoi(rec[2])
			lines = append(lines, line{key: Target{File: rec[0], Game: g, Move: m}, start: start})
		}
	default:
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		var off int64
		checked := false
		for sc.Scan() {
			b := sc.Bytes()
			start := off
			off += int64(len(b)) + 1
			var k struct {
				File  *string
				Game  int
				Move  int
				Error string
			}
			if err := json.Unmarshal(b, &k); err != nil || k.File == nil {
				if off >= int64(len(data)) {
					torn = true
					lines = append(lines, line{key: Target{File: "\x00"}, start: start})
					break
				}
				return nil, 0, false, fmt.Errorf("line %d is not a row of this table", len(lines)+1)
			}
			if !checked && k.Error == "" {
				checked = true
				if err := checkJSONColumns(b, cols); err != nil {
					return nil, 0, false, err
				}
			}
			lines = append(lines, line{key: Target{File: *k.File, Game: k.Game, Move: k.Move}, start: start})
		}
		if err := sc.Err(); err != nil {
			return nil, 0, false, err
		}
	}
	keep = int64(len(data))
	if torn && len(lines) > 0 {
		// Drop the torn line and every row of the position it belongs to
		// (or of the position before it, which is then written again).
		n := len(lines) - 1
		keep = lines[n].start
		if n > 0 {
			last := lines[n-1].key
			for n > 0 && lines[n-1].key == last {
				n--
			}
			keep = lines[n].start
		}
		lines = lines[:n]
	}
	for _, l := range lines {
		done = append(done, l.key)
	}
	return done, keep, hasHeader, nil
}

// checkJSONColumns checks that a JSON row has exactly the table's columns
// (error aside).
func checkJSONColumns(b []byte, cols []string) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	if _, err := dec.Token(); err != nil {
		return err
	}
	var got []string
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		got = append(got, fmt.Sprint(t))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return err
		}
	}
	want := cols[:len(cols)-1]
	if strings.Join(got, ",") != strings.Join(want, ",") {
		return errors.New("written with other columns (" + strings.Join(got, ",") + "), not " +
			strings.Join(want, ",") + "; use another output file")
	}
	return nil
}
