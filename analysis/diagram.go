package analysis

import (
	"fmt"
	"strings"
)

// maxDiagramBytes bounds the input of ParseDiagram.
const maxDiagramBytes = 1 << 16

// ParseDiagram reads a position drawn in the ASCII notation of the seed
// documents and of GNU Go's showboard:
//
//   - 'X' (or 'x', '#', '@') is a black stone, 'O' (or 'o') a white stone;
//   - '.', '+' (star point), ',' and '*' are empty points, and so are digits
//     and other lower-case letters, which the manual uses as labels;
//   - '|' marks the left or right edge, and a row of '-' (with '+' corners)
//     the top or bottom edge;
//   - points may be separated by single spaces (showboard style);
//   - a row of column letters (A B C …, no I) and row numbers at the start
//     or end of every row are coordinates and are skipped.
//
// A diagram with all four edges, or with no edge mark and as many rows as
// columns, is a whole board of that size. Any other diagram is a fragment,
// placed on a 19×19 board against the edges it shows (centred along a side
// that has no edge mark). Use ParseDiagramSize to choose the board size.
// Black is to move.
func ParseDiagram(s string) (Position, error) { return ParseDiagramSize(s, 0) }

// ParseDiagramSize is ParseDiagram on a board of the given size; size 0
// lets the diagram decide, as ParseDiagram does.
func ParseDiagramSize(s string, size int) (Position, error) {
	if len(s) > maxDiagramBytes {
		return Position{}, fmt.Errorf("analysis: diagram too long (%d bytes)", len(s))
	}
	var rows []string
	top, bottom := false, false
	seenContent := false
	for _, line := range strings.Split(strings.ReplaceAll(s, "\r", ""), "\n") {
		if k := strings.Index(line, " has captured "); k >= 0 {
			// showboard's capture counts beside two rows
			if k2 := strings.LastIndex(line[:k], "  "); k2 >= 0 {
				line = line[:k2]
			}
		}
		line = strings.TrimRight(strings.ReplaceAll(line, "\t", "    "), " ")
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			continue
		case isEdgeLine(t):
			if seenContent {
				bottom = true
			} else {
				top = true
			}
			continue
		case isCoordinateLine(t):
			continue
		}
		if bottom {
			return Position{}, fmt.Errorf("analysis: diagram has rows below its bottom edge")
		}
		seenContent = true
		rows = append(rows, line)
	}
	if len(rows) == 0 {
		return Position{}, fmt.Errorf("analysis: diagram has no rows")
	}
	rows = stripRowNumbers(rows)
	// Remove the common indentation.
	indent := -1
	for _, r := range rows {
		n := len(r) - len(strings.TrimLeft(r, " "))
		if indent < 0 || n < indent {
			indent = n
		}
	}
	for k := range rows {
		rows[k] = rows[k][indent:]
	}
	left, right := true, true
	for _, r := range rows {
		t := strings.TrimSpace(r)
		left = left && strings.HasPrefix(t, "|")
		right = right && strings.HasSuffix(t, "|")
	}
	for k, r := range rows {
		if left {
			r = strings.TrimLeft(r, " ")
			r = strings.TrimPrefix(r, "|")
		}
		if right {
			r = strings.TrimSuffix(strings.TrimRight(r, " "), "|")
		}
		rows[k] = r
	}
	if spaced(rows) {
		for k, r := range rows {
			var sb strings.Builder
			for i := 0; i < len(r); i += 2 {
				sb.WriteByte(r[i])
			}
			rows[k] = sb.String()
		}
	}
	width := 0
	for _, r := range rows {
		width = max(width, len(r))
	}
	height := len(rows)
	if size == 0 {
		switch {
		case left && right && top && bottom:
			size = width
			if height != width {
				return Position{}, fmt.Errorf("analysis: bordered diagram is %d wide and %d high", width, height)
			}
		case !left && !right && !top && !bottom && width == height:
			size = width
		default:
			size = MaxBoard
		}
	}
	if size < MinBoard || size > MaxBoard {
		return Position{}, fmt.Errorf("analysis: diagram board size %d out of range %d–%d", size, MinBoard, MaxBoard)
	}
	if width > size || height > size {
		return Position{}, fmt.Errorf("analysis: diagram of %d×%d points does not fit a %d×%d board", width, height, size, size)
	}
	i0 := place(top, bottom, height, size)
	j0 := place(left, right, width, size)
	pos, _ := EmptyPosition(size)
	for di, r := range rows {
		for dj := 0; dj < len(r); dj++ {
			c, ok := diagramColor(r[dj])
			if !ok {
				return Position{}, fmt.Errorf("analysis: diagram row %d: unexpected character %q", di+1, r[dj])
			}
			pos.board[POS(i0+di, j0+dj)] = c
		}
	}
	return pos, nil
}

func place(lowEdge, highEdge bool, n, size int) int {
	switch {
	case lowEdge:
		return 0
	case highEdge:
		return size - n
	}
	return (size - n) / 2
}

func diagramColor(ch byte) (Color, bool) {
	switch ch {
	case 'X', 'x', '#', '@':
		return Black, true
	case 'O', 'o':
		return White, true
	case '.', '+', ',', '*', ' ', '!', '?', '%', '$', '<', '>', '(', ')':
		return Empty, true
	}
	if ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'z' {
		return Empty, true
	}
	return Empty, false
}

func isEdgeLine(t string) bool {
	if !strings.Contains(t, "-") {
		return false
	}
	for _, ch := range t {
		if ch != '-' && ch != '+' && ch != ' ' && ch != '|' {
			return false
		}
	}
	return true
}

func isCoordinateLine(t string) bool {
	fields := strings.Fields(t)
	if len(fields) == 1 && len(fields[0]) > 1 {
		// "ABCDEFG" written without spaces
		fields = strings.Split(fields[0], "")
	}
	if len(fields) < 1 || fields[0] != "A" {
		return false
	}
	prev := -1
	for _, f := range fields {
		if len(f) != 1 {
			return false
		}
		k := strings.IndexByte(columnLetters, f[0])
		if k <= prev {
			return false
		}
		prev = k
	}
	return true
}

// stripRowNumbers removes row numbers that stand at the start (or end) of
// every row, separated from the points by a space.
func stripRowNumbers(rows []string) []string {
	lead, trail := true, true
	for _, r := range rows {
		t := strings.TrimLeft(r, " ")
		k := 0
		for k < len(t) && t[k] >= '0' && t[k] <= '9' {
			k++
		}
		lead = lead && k > 0 && k < len(t) && t[k] == ' '
		u := strings.TrimRight(r, " ")
		e := len(u)
		for e > 0 && u[e-1] >= '0' && u[e-1] <= '9' {
			e--
		}
		trail = trail && e < len(u) && e > 0 && u[e-1] == ' '
	}
	out := make([]string, len(rows))
	for k, r := range rows {
		if lead {
			// Keep the row's alignment: replace the number by spaces.
			t := strings.TrimLeft(r, " ")
			n := 0
			for n < len(t) && t[n] >= '0' && t[n] <= '9' {
				n++
			}
			pad := len(r) - len(t)
			r = strings.Repeat(" ", pad+n) + t[n:]
		}
		if trail {
			u := strings.TrimRight(r, " ")
			e := len(u)
			for e > 0 && u[e-1] >= '0' && u[e-1] <= '9' {
				e--
			}
			r = u[:e]
		}
		out[k] = r
	}
	return out
}

// spaced reports whether every row has its points at even offsets with
// single spaces between them, as in "X . O".
func spaced(rows []string) bool {
	any := false
	for _, r := range rows {
		if len(r) == 0 {
			continue
		}
		for i := 0; i < len(r); i++ {
			if i%2 == 1 && r[i] != ' ' || i%2 == 0 && r[i] == ' ' {
				return false
			}
		}
		if len(r) > 1 {
			any = true
		}
	}
	return any
}
