package analysis

import (
	"fmt"
	"strconv"
	"strings"
)

// Position is an immutable snapshot of a game position: the stones, the
// board size, the simple-ko point, the colour to move, komi and capture
// counts. Copying a Position copies everything, so a Position kept by a user
// does not change when the game goes on. Use Play to get the position after
// a move and Board to get a mutable board for reading.
type Position struct {
	size     int
	board    [NumPos]Color
	ko       Pos
	koColor  Color
	toMove   Color
	captured [3]int
	komi     float64
	lastMove Pos
}

// EmptyPosition returns the empty board of the given size with Black to
// move and komi 0.
func EmptyPosition(size int) (Position, error) {
	b, err := NewBoard(size)
	if err != nil {
		return Position{}, err
	}
	return b.Snapshot(Black, 0), nil
}

// Snapshot returns the board's current position, with the given colour to
// move and komi.
func (b *Board) Snapshot(toMove Color, komi float64) Position {
	p := Position{size: b.size, board: b.color, ko: b.ko, koColor: b.koColor, toMove: toMove, komi: komi}
	p.captured[White] = int(b.captured[White])
	p.captured[Black] = int(b.captured[Black])
	p.lastMove, _ = b.LastMove()
	return p
}

// Board returns a new mutable board holding the position (with an empty
// undo stack).
func (p *Position) Board() *Board {
	b := new(Board)
	b.load(p)
	return b
}

// LoadBoard makes b hold the position with an empty undo stack, as Board
// does, in b's own memory: b's previous position and undo stack are
// dropped, so b must not be in use (by a reader's question, or as the
// board behind another board's undo stack). The GTP engine reloads its
// reading board this way for every position instead of allocating one
// (about 60 KB, fresh pages the kernel had to fault in).
func (p *Position) LoadBoard(b *Board) { b.load(p) }

// Size returns the board side.
func (p *Position) Size() int { return p.size }

// At returns the colour at point q (Gray off the board).
func (p *Position) At(q Pos) Color {
	if q < 0 || int(q) >= NumPos {
		return Gray
	}
	return p.board[q]
}

// Ko returns the point where a simple-ko retake is forbidden, or NoMove.
func (p *Position) Ko() Pos { return p.ko }

// ToMove returns the colour to move.
func (p *Position) ToMove() Color { return p.toMove }

// Komi returns the komi.
func (p *Position) Komi() float64 { return p.komi }

// LastMove returns the last move played to reach this position, or NoMove.
func (p *Position) LastMove() Pos { return p.lastMove }

// Captured returns how many stones of colour c have been captured.
func (p *Position) Captured(c Color) int {
	if !c.IsStone() {
		return 0
	}
	return p.captured[c]
}

// WithToMove returns a copy of the position with another colour to move.
func (p Position) WithToMove(c Color) Position { p.toMove = c; return p }

// WithKomi returns a copy of the position with another komi.
func (p Position) WithKomi(k float64) Position { p.komi = k; return p }

// WithStone returns a copy with point q set to colour c (Empty removes a
// stone) without captures, as an SGF AB/AW/AE property does. The ko point
// is cleared.
func (p Position) WithStone(q Pos, c Color) (Position, error) {
	if !q.OnBoard(p.size) {
		return p, fmt.Errorf("analysis: point %v is off the %d×%d board", q, p.size, p.size)
	}
	if c != Empty && !c.IsStone() {
		return p, fmt.Errorf("analysis: cannot place colour %v", c)
	}
	p.board[q] = c
	p.ko, p.koColor = NoMove, Empty
	return p, nil
}

// Play returns the position after the colour to move plays at q (PassMove
// passes). It fails, wrapping ErrIllegalMove, if the move is illegal.
func (p Position) Play(q Pos) (Position, error) { return p.PlayColor(p.toMove, q) }

// PlayColor returns the position after colour c plays at q; the other
// colour is to move next.
func (p Position) PlayColor(c Color, q Pos) (Position, error) {
	b := p.Board()
	if err := b.Play(q, c); err != nil {
		return p, fmt.Errorf("%w: %s %s", err, c, Vertex(q, p.size))
	}
	return b.Snapshot(c.Other(), p.komi), nil
}

// IsLegal reports whether colour c may play at q.
func (p *Position) IsLegal(c Color, q Pos) bool {
	if q != PassMove && !q.OnBoard(p.size) {
		return false
	}
	b := p.Board()
	return b.IsLegal(q, c)
}

// Stones returns the points holding stones of colour c, in board order.
func (p *Position) Stones(c Color) []Pos {
	var out []Pos
	for i := 0; i < p.size; i++ {
		for j := 0; j < p.size; j++ {
			if q := POS(i, j); p.board[q] == c {
				out = append(out, q)
			}
		}
	}
	return out
}

// Vertex formats q as a GTP vertex for this board size.
func (p *Position) Vertex(q Pos) string { return Vertex(q, p.size) }

// ParseVertex reads a GTP vertex for this board size.
func (p *Position) ParseVertex(s string) (Pos, error) { return ParseVertex(s, p.size) }

// IsHoshi reports whether q is a star point of a board of the given size,
// where GNU Go's showboard prints '+': the centre of an odd board, the four
// points on the third line (second line up to 11×11, 5×5 uses the second
// line too, fourth line from 12×12 on), and on odd boards from 13×13 the
// side stars as well.
func IsHoshi(q Pos, size int) bool {
	i, j := q.I(), q.J()
	mid := size / 2
	if size%2 == 1 && i == mid && j == mid {
		return true
	}
	if size < 5 {
		return false
	}
	edge := 3
	switch {
	case size == 5:
		edge = 1
	case size <= 11:
		edge = 2
	}
	line := func(k int) bool { return k == edge || k == size-1-edge }
	if line(i) && line(j) {
		return true
	}
	return size%2 == 1 && size >= 13 && (line(i) && j == mid || i == mid && line(j))
}

// String draws the position as GNU Go's showboard does: column letters,
// rows numbered from the bottom, X for black, O for white, '+' on star
// points, and the capture counts beside two rows.
func (p Position) String() string {
	var sb strings.Builder
	letters := func() {
		sb.WriteString("  ")
		for j := 0; j < p.size; j++ {
			sb.WriteByte(' ')
			sb.WriteByte(columnLetters[j])
		}
		sb.WriteByte('\n')
	}
	letters()
	for i := 0; i < p.size; i++ {
		row := p.size - i
		fmt.Fprintf(&sb, "%2d", row)
		for j := 0; j < p.size; j++ {
			q := POS(i, j)
			ch := byte('.')
			switch p.board[q] {
			case Black:
				ch = 'X'
			case White:
				ch = 'O'
			default:
				if IsHoshi(q, p.size) {
					ch = '+'
				}
			}
			sb.WriteByte(' ')
			sb.WriteByte(ch)
		}
		fmt.Fprintf(&sb, " %d", row)
		blackRow := min(9, p.size-1)
		switch i {
		case blackRow - 1:
			sb.WriteString("     WHITE (O) has captured " + strconv.Itoa(p.captured[Black]) + " stones")
		case blackRow:
			sb.WriteString("     BLACK (X) has captured " + strconv.Itoa(p.captured[White]) + " stones")
		}
		sb.WriteByte('\n')
	}
	letters()
	return sb.String()
}
