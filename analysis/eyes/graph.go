package eyes

import (
	"fmt"
	"strings"
)

// Cell is one character cell of an eye graph diagram.
type Cell uint8

// Cell kinds of an eye graph, in the notation of GNU Go's eyes.db and
// analyze_eyegraph (seed 003, "Eye spaces" and "Functions in optics.c").
const (
	Outside        Cell = iota // a point outside the eye space (a defender stone)
	EyePoint                   // "." (also "*", "<", ">" on input): an ordinary eye point
	Marginal                   // "!" (also "@", "(", ")"): a marginal point
	DeadStone                  // "X": an attacker stone inside the eye space
	MarginalStone              // "$": a marginal point holding an attacker stone
	EdgeHorizontal             // "-": the board edge above or below
	EdgeVertical               // "|": the board edge left or right
	EdgeCorner                 // "+": a corner of the board
)

// IsVertex reports whether the cell belongs to the eye space.
func (c Cell) IsVertex() bool { return c >= EyePoint && c <= MarginalStone }

// IsMarginal reports whether the cell is a marginal point (empty or not).
func (c Cell) IsMarginal() bool { return c == Marginal || c == MarginalStone }

// IsEdge reports whether the cell is a board edge mark.
func (c Cell) IsEdge() bool { return c >= EdgeHorizontal }

// Graph is an eye graph: a small diagram of an eye space as GNU Go's
// analyze_eyegraph takes it (seed 003, "Functions in optics.c"). Rows may
// have different lengths; missing cells are outside the eye space.
//
// Board edges are whole lines, as GNU Go places the diagram on its board: a
// "-" in the first row makes that row the top edge, a "-" in a later row
// makes the last row the bottom edge, a "|" in the first column makes that
// column the left edge and a "|" elsewhere makes the last column (of the
// widest row) the right edge. Every cell on an edge line is off the board,
// whatever its character; a "-", "|" or "+" elsewhere is just an outside
// point.
type Graph struct {
	// Cells holds the diagram, row by row from the top.
	Cells [][]Cell
	// Width is the length of the longest row.
	Width int
	// Top, Bottom, Left and Right report which board edges the diagram
	// shows.
	Top, Bottom, Left, Right bool
	// BottomRow and RightCol are kept for source compatibility with
	// earlier versions and are ignored: the bottom edge is always the last
	// row and the right edge the last column.
	BottomRow, RightCol int
}

// ParseGraph decodes GNU Go's analyze_eyegraph encoding: rows are separated
// by "%" and a newline is ignored; "." "*" "<" ">" are eye points, "!" "@"
// "(" ")" marginal points, "X" an attacker stone, "$" a marginal point with
// an attacker stone; "-" and "|" mark the board edges (see Graph); "O" and
// every other character is outside the eye space. Like GNU Go, it accepts
// a graph without eye points (its value is 0000); it fails only on graphs
// with more than MaxVertices points.
func ParseGraph(s string) (*Graph, error) {
	s = strings.ReplaceAll(s, "\n", "")
	g := &Graph{}
	for i, row := range strings.Split(s, "%") {
		cells := make([]Cell, 0, len(row))
		for j := 0; j < len(row); j++ {
			c := cellOf(row[j])
			switch {
			case row[j] == '-' && i == 0:
				g.Top = true
			case row[j] == '-':
				g.Bottom = true
			case row[j] == '|' && j == 0:
				g.Left = true
			case row[j] == '|':
				g.Right = true
			}
			cells = append(cells, c)
		}
		g.Cells = append(g.Cells, cells)
		g.Width = max(g.Width, len(cells))
	}
	if n := len(g.Vertices()); n > MaxVertices {
		return nil, fmt.Errorf("eyes: eye graph has %d points, at most %d are supported", n, MaxVertices)
	}
	return g, nil
}

// MaxVertices is the largest number of eye space points a Graph may have
// (the search represents points as bits of a 64-bit word).
const MaxVertices = 64

func cellOf(b byte) Cell {
	switch b {
	case '.', '*', '<', '>':
		return EyePoint
	case '!', '@', '(', ')':
		return Marginal
	case 'X':
		return DeadStone
	case '$':
		return MarginalStone
	case '-':
		return EdgeHorizontal
	case '|':
		return EdgeVertical
	case '+':
		return EdgeCorner
	}
	return Outside
}

// At returns the cell at row i, column j; cells beyond a row's end are
// Outside.
func (g *Graph) At(i, j int) Cell {
	if i < 0 || i >= len(g.Cells) || j < 0 || j >= len(g.Cells[i]) {
		return Outside
	}
	return g.Cells[i][j]
}

// rowEdge and colEdge report whether row i / column j is an edge line.
func (g *Graph) rowEdge(i int) bool {
	return (g.Top && i == 0) || (g.Bottom && i == len(g.Cells)-1)
}

func (g *Graph) colEdge(j int) bool {
	return (g.Left && j == 0) || (g.Right && j == g.Width-1)
}

// offBoard reports whether (i, j) lies on or beyond a board edge line.
func (g *Graph) offBoard(i, j int) bool {
	return (g.Top && i <= 0) || (g.Bottom && i >= len(g.Cells)-1) ||
		(g.Left && j <= 0) || (g.Right && j >= g.Width-1)
}

// kind returns the cell at (i, j) as the local game sees it: off-board
// cells and stray edge characters are Outside.
func (g *Graph) kind(i, j int) Cell {
	c := g.At(i, j)
	if c.IsEdge() || g.offBoard(i, j) {
		return Outside
	}
	return c
}

// Vertices returns the points of the local game in reading order (rows
// from the top, left to right): the eye space points, and the defender
// stones ("O") that the eye space and the board edges enclose, cut off from
// the defender's surrounding wall. Such stones are part of the local game:
// they can be captured.
func (g *Graph) Vertices() [][2]int {
	wall := g.wallCells()
	var vs [][2]int
	for i, row := range g.Cells {
		for j := range row {
			if g.kind(i, j).IsVertex() || g.IsEnclosed(i, j, wall) {
				vs = append(vs, [2]int{i, j})
			}
		}
	}
	return vs
}

// IsEnclosed reports whether (i, j) is an outside point (a defender stone)
// that is not connected to the defender's wall; wall is the result of
// wallCells.
func (g *Graph) IsEnclosed(i, j int, wall map[[2]int]bool) bool {
	return i >= 0 && i < len(g.Cells) && j >= 0 && j < len(g.Cells[i]) &&
		g.kind(i, j) == Outside && !g.offBoard(i, j) && !wall[[2]int{i, j}]
}

// wallCells returns the outside cells of the diagram connected to the
// defender's wall, which fills the board around the diagram. If the edges
// close the diagram in completely, every outside cell counts as wall.
func (g *Graph) wallCells() map[[2]int]bool {
	h := len(g.Cells)
	inBox := func(i, j int) bool { return i >= 0 && i < h && j >= 0 && j < g.Width }
	wall := map[[2]int]bool{}
	var queue [][2]int
	exterior := false
	for i := -1; i <= h; i++ {
		for j := -1; j <= g.Width; j++ {
			if inBox(i, j) || g.offBoard(i, j) {
				continue
			}
			exterior = true
			for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
				p := [2]int{i + d[0], j + d[1]}
				if inBox(p[0], p[1]) && g.kind(p[0], p[1]) == Outside && !g.offBoard(p[0], p[1]) && !wall[p] {
					wall[p] = true
					queue = append(queue, p)
				}
			}
		}
	}
	if !exterior {
		for i := 0; i < h; i++ {
			for j := 0; j < g.Width; j++ {
				if g.kind(i, j) == Outside && !g.offBoard(i, j) {
					wall[[2]int{i, j}] = true
				}
			}
		}
		return wall
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
			q := [2]int{p[0] + d[0], p[1] + d[1]}
			if inBox(q[0], q[1]) && g.kind(q[0], q[1]) == Outside && !g.offBoard(q[0], q[1]) && !wall[q] {
				wall[q] = true
				queue = append(queue, q)
			}
		}
	}
	return wall
}

// Encode writes the graph back in analyze_eyegraph's encoding, with "O" for
// outside points.
func (g *Graph) Encode() string {
	var b strings.Builder
	for i, row := range g.Cells {
		if i > 0 {
			b.WriteByte('%')
		}
		for _, c := range row {
			b.WriteByte(plainChars[c])
		}
	}
	return b.String()
}

// plainChars maps a Cell to its plain (unannotated) character.
const plainChars = "O.!X$-|+"
