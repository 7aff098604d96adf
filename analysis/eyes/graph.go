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
	wall := g.wallGrid()
	n := 0
	for i, row := range g.Cells {
		for j := range row {
			if g.kind(i, j).IsVertex() || g.enclosed(i, j, wall) {
				n++
			}
		}
	}
	vs := make([][2]int, 0, n)
	for i, row := range g.Cells {
		for j := range row {
			if g.kind(i, j).IsVertex() || g.enclosed(i, j, wall) {
				vs = append(vs, [2]int{i, j})
			}
		}
	}
	return vs
}

// enclosed is IsEnclosed with the wall given by wallGrid.
func (g *Graph) enclosed(i, j int, wall []bool) bool {
	return i >= 0 && i < len(g.Cells) && j >= 0 && j < len(g.Cells[i]) &&
		g.kind(i, j) == Outside && !g.offBoard(i, j) && !wall[i*g.Width+j]
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
	grid := g.wallGrid()
	wall := map[[2]int]bool{}
	for k, in := range grid {
		if in {
			wall[[2]int{k / g.Width, k % g.Width}] = true
		}
	}
	return wall
}

// wallGrid is wallCells as a grid of len(g.Cells) rows of g.Width cells,
// row by row.
func (g *Graph) wallGrid() []bool {
	h := len(g.Cells)
	w := g.Width
	wall := make([]bool, h*w)
	outside := func(i, j int) bool { return g.kind(i, j) == Outside && !g.offBoard(i, j) }
	queue := make([]int32, 0, 2*(h+w)+4)
	exterior := false
	for i := -1; i <= h; i++ {
		for j := -1; j <= w; j++ {
			if (i >= 0 && i < h && j >= 0 && j < w) || g.offBoard(i, j) {
				continue
			}
			exterior = true
			for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
				pi, pj := i+d[0], j+d[1]
				if pi >= 0 && pi < h && pj >= 0 && pj < w && !wall[pi*w+pj] && outside(pi, pj) {
					wall[pi*w+pj] = true
					queue = append(queue, int32(pi*w+pj))
				}
			}
		}
	}
	if !exterior {
		for i := 0; i < h; i++ {
			for j := 0; j < w; j++ {
				wall[i*w+j] = outside(i, j)
			}
		}
		return wall
	}
	for len(queue) > 0 {
		k := int(queue[len(queue)-1])
		queue = queue[:len(queue)-1]
		pi, pj := k/w, k%w
		for _, d := range [4][2]int{{1, 0}, {0, -1}, {-1, 0}, {0, 1}} {
			qi, qj := pi+d[0], pj+d[1]
			if qi >= 0 && qi < h && qj >= 0 && qj < w && !wall[qi*w+qj] && outside(qi, qj) {
				wall[qi*w+qj] = true
				queue = append(queue, int32(qi*w+qj))
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
