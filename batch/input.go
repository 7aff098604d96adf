package batch

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis/sgf"
)

// Target is one position named explicitly: the position GNU Go's
// "loadsgf File Move" loads, in game Game of the file's collection
// (0 or 1 = the first game, the one loadsgf reads).
type Target struct {
	File string
	Game int
	Move int
}

// ReadTargets reads a list of positions, one "FILE MOVE" per line (the
// format of the perf corpus); blank lines and lines starting with '#' are
// skipped. Relative file names are taken relative to dir ("" = as given).
func ReadTargets(listFile, dir string) ([]Target, error) {
	f, err := os.Open(listFile)
	if err != nil {
		return nil, fmt.Errorf("batch: %w", err)
	}
	defer f.Close()
	var out []Target
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || s[0] == '#' {
			continue
		}
		parts := strings.Fields(s)
		if len(parts) != 2 {
			return nil, fmt.Errorf("batch: %s:%d: want \"FILE MOVE\", got %q", listFile, line, s)
		}
		m, err := strconv.Atoi(parts[1])
		if err != nil || m < 1 {
			return nil, fmt.Errorf("batch: %s:%d: bad move number %q", listFile, line, parts[1])
		}
		name := parts[0]
		if dir != "" && !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		out = append(out, Target{File: name, Game: 1, Move: m})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("batch: %s: %w", listFile, err)
	}
	return out, nil
}

// ReadTargetList reads the --list file of dragonrepl batch and
// dragonrepl-beam: ReadTargets with relative names taken relative to dir,
// or to the list's own directory when dir is "".
func ReadTargetList(listFile, dir string) ([]Target, error) {
	if dir == "" {
		dir = filepath.Dir(listFile)
	}
	return ReadTargets(listFile, dir)
}

// ParseMoves reads the --moves flag of dragonrepl batch and
// dragonrepl-beam: move numbers separated by commas (see Job.Moves).
func ParseMoves(list string) ([]int, error) {
	var out []int
	for _, m := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(m))
		if err != nil {
			return nil, fmt.Errorf("batch: bad move number %q in --moves", m)
		}
		out = append(out, n)
	}
	return out, nil
}

// expandInputs turns files, folders (searched recursively for *.sgf, in
// lexical order) and glob patterns into a list of files without
// duplicates, in the order given.
func expandInputs(inputs []string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, in := range inputs {
		st, err := os.Stat(in)
		switch {
		case err == nil && st.IsDir():
			var files []string
			err := filepath.WalkDir(in, func(p string, d fs.DirEntry, err error) error {
				if err != nil {
					return err
				}
				if !d.IsDir() && strings.EqualFold(filepath.Ext(p), ".sgf") {
					files = append(files, p)
				}
				return nil
			})
			if err != nil {
				return nil, fmt.Errorf("batch: %w", err)
			}
			sort.Strings(files)
			for _, f := range files {
				add(f)
			}
		case err == nil:
			add(in)
		case strings.ContainsAny(in, "*?["):
			matches, gerr := filepath.Glob(in)
			if gerr != nil {
				return nil, fmt.Errorf("batch: bad pattern %q: %w", in, gerr)
			}
			if len(matches) == 0 {
				return nil, fmt.Errorf("batch: no file matches %q", in)
			}
			sort.Strings(matches)
			for _, m := range matches {
				if st, err := os.Stat(m); err == nil && !st.IsDir() {
					add(m)
				}
			}
		default:
			// A missing file is reported as an error row of its own.
			add(in)
		}
	}
	return out, nil
}

// loadGames reads every game of an SGF collection. Game k > 1 gets the
// root semantics of sgf.Load (SZ, HA, KM) as if it were alone in its file.
func loadGames(data []byte) ([]*sgf.Game, error) {
	roots, err := sgf.Parse(data)
	if err != nil {
		return nil, err
	}
	games := make([]*sgf.Game, 0, len(roots))
	for _, root := range roots {
		// Read SZ, HA and KM with sgf.Load's exact rules by loading a
		// game made of those root properties alone.
		var b strings.Builder
		b.WriteString("(;")
		for _, id := range []string{"SZ", "HA", "KM"} {
			if v, ok := root.Get(id); ok {
				b.WriteString(id + "[" + strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(v) + "]")
			}
		}
		b.WriteString(")")
		g, err := sgf.Load([]byte(b.String()))
		if err != nil {
			return nil, err
		}
		g.Root = root
		games = append(games, g)
	}
	return games, nil
}

// selectMoves returns the move numbers to analyse in a game whose final
// position is loadsgf's move number final (moves played + 1), ascending
// and without duplicates. Every n selects n, 2n, 3n, … up to final;
// moves beyond final are dropped (loadsgf would load the final position
// again). With no selection at all, the final position is chosen.
func selectMoves(every int, moves []int, wantFinal bool, final int) []int {
	set := map[int]bool{}
	if every > 0 {
		for m := every; m <= final; m += every {
			set[m] = true
		}
	}
	for _, m := range moves {
		if m >= 1 && m <= final {
			set[m] = true
		}
	}
	if wantFinal || every <= 0 && len(moves) == 0 {
		set[final] = true
	}
	out := make([]int, 0, len(set))
	for m := range set {
		out = append(out, m)
	}
	sort.Ints(out)
	return out
}
