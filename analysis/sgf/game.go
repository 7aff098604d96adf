package sgf

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// Game is the first game tree of an SGF collection with the root
// properties that GNU Go's loadsgf reads.
type Game struct {
	Root *Node
	// Size is the board size from SZ (19 if absent).
	Size int
	// Komi is KM if present (read like C's atof, so junk reads 0), else
	// GNU Go's default: 5.5, or 0.5 in a handicap game.
	Komi float64
	// Handicap is HA (0 if absent or not a number).
	Handicap int
}

// Load parses data and returns its first game. The board size must be 1–19
// (GNU Go refuses other sizes: "cannot load").
func Load(data []byte) (*Game, error) {
	roots, err := Parse(data)
	if err != nil {
		return nil, err
	}
	root := roots[0]
	g := &Game{Root: root, Size: 19}
	if v, ok := root.Get("SZ"); ok {
		g.Size = atoi(v)
	}
	if g.Size < analysis.MinBoard || g.Size > analysis.MaxBoard {
		return nil, fmt.Errorf("sgf: unsupported board size %d (1–%d)", g.Size, analysis.MaxBoard)
	}
	if v, ok := root.Get("HA"); ok {
		g.Handicap = atoi(v)
	}
	g.Komi = 5.5
	if g.Handicap > 0 {
		g.Komi = 0.5
	}
	if v, ok := root.Get("KM"); ok {
		g.Komi = atof(v)
	}
	return g, nil
}

// atoi reads a leading decimal integer like C's atoi (0 if there is none).
func atoi(s string) int {
	s = strings.TrimLeft(s, " \t\n\r\v\f")
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' && j-i < 9 {
		j++
	}
	n, err := strconv.Atoi(s[:j])
	if err != nil {
		return 0
	}
	return n
}

// atof reads a leading decimal number like C's atof (0 if there is none).
func atof(s string) float64 {
	s = strings.TrimLeft(s, " \t\n\r\v\f")
	best := 0.0
	for j := 1; j <= len(s) && j <= 64; j++ {
		if v, err := strconv.ParseFloat(s[:j], 64); err == nil {
			best = v
		}
	}
	return best
}

// MainLine returns the nodes of the main line: the root and then always
// the first child.
func (g *Game) MainLine() []*Node {
	var out []*Node
	for n := g.Root; n != nil; {
		out = append(out, n)
		if len(n.Children) == 0 {
			break
		}
		n = n.Children[0]
	}
	return out
}

// Path returns the nodes from the root following a variation: choices[k]
// is the child index taken at the k-th branching point (a node with more
// than one child); after the choices run out the first child is taken.
func (g *Game) Path(choices []int) ([]*Node, error) {
	var out []*Node
	k := 0
	for n := g.Root; n != nil; {
		out = append(out, n)
		if len(n.Children) == 0 {
			break
		}
		c := 0
		if len(n.Children) > 1 && k < len(choices) {
			c = choices[k]
			k++
			if c < 0 || c >= len(n.Children) {
				return nil, fmt.Errorf("sgf: variation %d does not exist at line %d (node has %d children)", c, n.Line, len(n.Children))
			}
		}
		n = n.Children[c]
	}
	return out, nil
}

// Until says where loading stops, as the optional argument of GNU Go's
// "loadsgf FILE [N|V]": before move number Move (1 = the setup only), or
// before the first move of either colour at Vertex, or (AtPass) before the
// first pass. The zero value loads the whole game.
type Until struct {
	Move   int
	Vertex analysis.Pos
	AtPass bool
}

// ParseUntil reads loadsgf's optional argument: a number only if it starts
// with a digit 1–9 (read like C's atoi), else a vertex. "" loads the whole
// game. Anything else that is not a vertex of a board of the given size
// ("0", junk, an off-board vertex, "pass") stops before the first pass, as
// GNU Go 3.8 does; a game without passes then loads completely.
func ParseUntil(arg string, size int) Until {
	if arg == "" {
		return Until{}
	}
	if arg[0] >= '1' && arg[0] <= '9' {
		return Until{Move: atoi(arg)}
	}
	if p, ok := parseGTPVertex(arg, size); ok {
		return Until{Vertex: p}
	}
	return Until{AtPass: true}
}

// parseGTPVertex reads a letter A–T without I and a row number, any case,
// ignoring what follows the number.
func parseGTPVertex(s string, size int) (analysis.Pos, bool) {
	if len(s) < 2 {
		return analysis.NoMove, false
	}
	c := s[0] | 0x20
	if c < 'a' || c > 't' || c == 'i' {
		return analysis.NoMove, false
	}
	j := int(c - 'a')
	if c > 'i' {
		j--
	}
	k := 1
	for k < len(s) && s[k] >= '0' && s[k] <= '9' && k < 4 {
		k++
	}
	if k == 1 {
		return analysis.NoMove, false
	}
	row, _ := strconv.Atoi(s[1:k])
	i := size - row
	if i < 0 || i >= size || j >= size {
		return analysis.NoMove, false
	}
	return analysis.POS(i, j), true
}

// Point converts an SGF point value ("cd": column then row, from the top
// left, 'a' = 0; upper-case letters read like lower-case ones) to a Pos on
// a board of the given size. ok is false for an empty value, "tt" and any
// point off the board: a move there is a pass.
func Point(v string, size int) (analysis.Pos, bool) {
	if len(v) != 2 {
		return analysis.PassMove, false
	}
	j, i := sgfCoord(v[0]), sgfCoord(v[1])
	if i < 0 || j < 0 || i >= size || j >= size {
		return analysis.PassMove, false
	}
	return analysis.POS(i, j), true
}

func sgfCoord(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a')
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	}
	return -1
}

// points expands a list of point values, including compressed rectangles
// "aa:cc", dropping values that are not points of the board.
func points(values []string, size int) []analysis.Pos {
	var out []analysis.Pos
	for _, v := range values {
		if a, b, ok := strings.Cut(v, ":"); ok {
			p, ok1 := Point(a, size)
			q, ok2 := Point(b, size)
			if !ok1 || !ok2 {
				continue
			}
			i0, i1 := min(p.I(), q.I()), max(p.I(), q.I())
			j0, j1 := min(p.J(), q.J()), max(p.J(), q.J())
			for i := i0; i <= i1; i++ {
				for j := j0; j <= j1; j++ {
					out = append(out, analysis.POS(i, j))
				}
			}
			continue
		}
		if p, ok := Point(v, size); ok {
			out = append(out, p)
		}
	}
	return out
}

// Result is a replayed game: the board with the game moves on its undo
// stack, the colour to move and komi.
type Result struct {
	// Board holds the position; its undo stack holds the moves played
	// since the last setup (AB/AW), so Undo takes back SGF moves as GNU Go's
	// "undo" after loadsgf does.
	Board *analysis.Board
	// ToMove is the colour to move: the colour of the move where loading
	// stopped, else the opponent of the last move played, as set by PL, or
	// White in a game with two or more handicap stones and no move.
	ToMove analysis.Color
	// Komi is the game's komi.
	Komi float64
	// MovesPlayed counts the B/W moves played (passes included).
	MovesPlayed int
	// Warnings lists moves that could not be played (occupied points).
	Warnings []string
}

// Position returns the replayed position as an immutable snapshot.
func (r *Result) Position() analysis.Position { return r.Board.Snapshot(r.ToMove, r.Komi) }

// Replay plays the main line onto a new board, stopping as until says.
func (g *Game) Replay(until Until) (*Result, error) { return g.ReplayPath(g.MainLine(), until) }

// ReplayPath plays the given nodes (a path from the root, see Path) onto a
// new board with GNU Go 3.8's loadsgf rules:
//   - properties are applied in file order within a node;
//   - AB and AW place stones without captures and start a new undo history;
//     AE is ignored, as GNU Go 3.8 ignores it;
//   - B and W are moves; an empty value, "tt" or a point off the board is a
//     pass. A ko retake is played, and a suicide removes the suicided string
//     (counted as captured by the opponent). A move on an occupied point
//     stops loading, with that move's colour to move;
//   - PL sets the colour to move.
func (g *Game) ReplayPath(path []*Node, until Until) (*Result, error) {
	b, err := analysis.NewBoard(g.Size)
	if err != nil {
		return nil, fmt.Errorf("sgf: %w", err)
	}
	r := &Result{Board: b, Komi: g.Komi, ToMove: analysis.Black}
	if g.Handicap >= 2 {
		r.ToMove = analysis.White
	}
	for _, n := range path {
		for _, prop := range n.Props {
			switch prop.ID {
			case "AB", "AW":
				c := analysis.Black
				if prop.ID == "AW" {
					c = analysis.White
				}
				pos := r.Board.Snapshot(r.ToMove, r.Komi)
				for _, p := range points(prop.Values, g.Size) {
					pos, _ = pos.WithStone(p, c)
				}
				r.Board = pos.Board()
			case "PL":
				if c, err := analysis.ParseColor(strings.TrimSpace(prop.Values[0])); err == nil {
					r.ToMove = c
				}
			case "B", "W":
				c := analysis.Black
				if prop.ID == "W" {
					c = analysis.White
				}
				p, _ := Point(prop.Values[0], g.Size)
				if until.Move > 0 && r.MovesPlayed+1 >= until.Move || until.Vertex != analysis.NoMove && p == until.Vertex || until.AtPass && p == analysis.PassMove {
					r.ToMove = c
					return r, nil
				}
				if p != analysis.PassMove && r.Board.At(p) != analysis.Empty {
					r.Warnings = append(r.Warnings, fmt.Sprintf("move at %s on an occupied point (line %d): loading stopped", analysis.Vertex(p, g.Size), n.Line))
					r.ToMove = c
					return r, nil
				}
				if err := playForced(r.Board, p, c); err != nil {
					return nil, err
				}
				r.MovesPlayed++
				r.ToMove = c.Other()
			}
		}
	}
	return r, nil
}

// playForced plays a move as GNU Go replays an SGF game: ko retakes are
// allowed and a suicide removes the suicided string.
func playForced(b *analysis.Board, p analysis.Pos, c analysis.Color) error {
	if b.Play(p, c) == nil || b.TryKo(p, c) == nil {
		return nil
	}
	// Suicide: the stone joins a string that then has no liberty.
	pos := b.Snapshot(c.Other(), 0)
	with, err := pos.WithStone(p, c)
	if err != nil {
		return fmt.Errorf("sgf: %w", err)
	}
	tmp := with.Board()
	stones := tmp.Stones(p, nil)
	for _, s := range stones {
		pos, _ = pos.WithStone(s, analysis.Empty)
	}
	pos = analysis.WithCaptured(pos, c, pos.Captured(c)+len(stones))
	return b.Setup(&pos)
}

// LoadPosition loads data and returns the position where GNU Go's
// "loadsgf FILE ARG" would stop (ARG as in ParseUntil, "" for the whole
// game).
func LoadPosition(data []byte, arg string) (analysis.Position, error) {
	g, err := Load(data)
	if err != nil {
		return analysis.Position{}, err
	}
	r, err := g.Replay(ParseUntil(arg, g.Size))
	if err != nil {
		return analysis.Position{}, err
	}
	return r.Position(), nil
}
