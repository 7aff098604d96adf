package analysis

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxBoard is the largest supported board side, GNU Go's MAX_BOARD.
const MaxBoard = 19

// MinBoard is the smallest supported board side.
const MinBoard = 1

// NS is the distance between vertically adjacent points of the padded
// one-dimensional board (GNU Go's NS = MAX_BOARD+1). It does not depend on
// the board size, so a Pos means the same point on every board size.
const NS = MaxBoard + 1

// NumPos is the length of arrays indexed by Pos (GNU Go's BOARDSIZE).
const NumPos = (MaxBoard+2)*(MaxBoard+1) + 1

// BoardMin and BoardMax bound the Pos values of on-board points of the
// largest board (GNU Go's BOARDMIN and BOARDMAX).
const (
	BoardMin Pos = MaxBoard + 2
	BoardMax Pos = (MaxBoard + 1) * (MaxBoard + 1)
)

// Pos is a point of the padded one-dimensional board, numbered as GNU Go
// numbers them: POS(i, j) = (MaxBoard+2) + i*NS + j, where i is the row
// counted from the top (0 = top row) and j the column from the left. The
// zero value is PassMove (= NoMove).
type Pos int16

// PassMove is the pass move; NoMove is the same value and means "no point"
// (GNU Go's PASS_MOVE and NO_MOVE).
const (
	PassMove Pos = 0
	NoMove   Pos = 0
)

// The four directions and the diagonals, as offsets between Pos values.
const (
	South Pos = NS
	West  Pos = -1
	North Pos = -NS
	East  Pos = 1
)

// Delta lists the offsets to the four orthogonal neighbours followed by the
// four diagonal neighbours (GNU Go's delta[8]: S, W, N, E, SW, NW, NE, SE).
var Delta = [8]Pos{South, West, North, East, South + West, North + West, North + East, South + East}

// POS returns the point at row i (0 = top) and column j (0 = left), GNU Go's
// POS(i, j) macro. POS(-1, -1) is PassMove.
func POS(i, j int) Pos { return Pos((MaxBoard + 2) + i*NS + j) }

// I returns the row of p counted from the top (GNU Go's I(pos)).
func (p Pos) I() int { return int(p)/NS - 1 }

// J returns the column of p counted from the left (GNU Go's J(pos)).
func (p Pos) J() int { return int(p)%NS - 1 }

// String prints p as POS(i,j) (or PASS); a GTP name needs the board size,
// see Vertex.
func (p Pos) String() string {
	if p == PassMove {
		return "PASS"
	}
	return fmt.Sprintf("POS(%d,%d)", p.I(), p.J())
}

// OnBoard reports whether p is a point of a board of the given size.
func (p Pos) OnBoard(size int) bool {
	if p < BoardMin || p >= Pos(NumPos) {
		return false
	}
	i, j := p.I(), p.J()
	return i >= 0 && i < size && j >= 0 && j < size
}

// Color is the content of a point: Empty, White, Black, or Gray for the
// border (GNU Go's EMPTY, WHITE, BLACK, GRAY, with the same values).
type Color uint8

// The colours, with GNU Go's numbering.
const (
	Empty Color = 0
	White Color = 1
	Black Color = 2
	Gray  Color = 3
)

// Other returns the opposite colour of a stone colour (GNU Go's
// OTHER_COLOR); Empty and Gray map to themselves.
func (c Color) Other() Color {
	if c-1 < 2 { // White or Black (1 and 2 swap: c^3)
		return c ^ 3
	}
	return c
}

// String gives GNU Go's colour names: "empty", "white", "black", "gray".
func (c Color) String() string {
	switch c {
	case Empty:
		return "empty"
	case White:
		return "white"
	case Black:
		return "black"
	case Gray:
		return "gray"
	}
	return "color(" + strconv.Itoa(int(c)) + ")"
}

// IsStone reports whether c is White or Black.
func (c Color) IsStone() bool { return c == White || c == Black }

// ParseColor reads a GTP colour: b, black, w, white in any case.
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return Black, nil
	case "w", "white":
		return White, nil
	}
	return Empty, fmt.Errorf("analysis: invalid color %q", s)
}

const columnLetters = "ABCDEFGHJKLMNOPQRST"

// Vertex formats p as a GTP vertex on a board of the given size: a column
// letter A–T without I and the row number, row 1 at the bottom. PassMove
// prints as "PASS" and a point off the board as "??".
func Vertex(p Pos, size int) string {
	if p == PassMove {
		return "PASS"
	}
	if !p.OnBoard(size) {
		return "??"
	}
	return string(columnLetters[p.J()]) + strconv.Itoa(size-p.I())
}

// ParseVertex reads a GTP vertex (letter A–T without I, any case, then the
// row number counted from the bottom) on a board of the given size. "pass"
// is not a vertex; see ParseMove.
func ParseVertex(s string, size int) (Pos, error) {
	if len(s) < 2 || len(s) > 3 {
		return NoMove, fmt.Errorf("analysis: invalid coordinate %q", s)
	}
	c := s[0]
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	j := strings.IndexByte(columnLetters, c)
	if j < 0 {
		return NoMove, fmt.Errorf("analysis: invalid coordinate %q", s)
	}
	row := 0
	for _, d := range []byte(s[1:]) {
		if d < '0' || d > '9' {
			return NoMove, fmt.Errorf("analysis: invalid coordinate %q", s)
		}
		row = row*10 + int(d-'0')
	}
	if s[1] == '0' || row < 1 || row > size || j >= size {
		return NoMove, fmt.Errorf("analysis: invalid coordinate %q", s)
	}
	return POS(size-row, j), nil
}

// ParseMove reads a GTP move vertex: a vertex, or "pass" (any case), which
// gives PassMove.
func ParseMove(s string, size int) (Pos, error) {
	if strings.EqualFold(s, "pass") {
		return PassMove, nil
	}
	return ParseVertex(s, size)
}

// diagonalIJ returns the row and column of p's diagonal neighbour
// p+Delta[k] (k from 4 to 7), which may lie off the board; the padded
// numbering alone cannot say so for a point beyond the left or right edge.
func diagonalIJ(p Pos, k int) (int, int) {
	i, j := p.I(), p.J()
	switch k {
	case 4:
		return i + 1, j - 1
	case 5:
		return i - 1, j - 1
	case 6:
		return i - 1, j + 1
	case 7:
		return i + 1, j + 1
	}
	return i, j
}
