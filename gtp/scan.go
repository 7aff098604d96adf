package gtp

import (
	"math"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// scanner reads arguments the way GNU Go's GTP handlers do with sscanf:
// white space is skipped before each item, a number is the longest valid
// prefix (so "9x" reads 9) and whatever follows an item is left for the
// next one.
type scanner struct {
	s string
}

func newScanner(args []string) *scanner { return &scanner{s: strings.Join(args, " ")} }

func (sc *scanner) skipSpace() {
	sc.s = strings.TrimLeft(sc.s, " ")
}

// rest returns the unread text without leading spaces.
func (sc *scanner) rest() string { sc.skipSpace(); return sc.s }

// word reads up to max non-space characters (sscanf "%Ns"); ok is false at
// the end of the text.
func (sc *scanner) word(max int) (string, bool) {
	sc.skipSpace()
	if sc.s == "" {
		return "", false
	}
	n := strings.IndexByte(sc.s, ' ')
	if n < 0 {
		n = len(sc.s)
	}
	if max > 0 && n > max {
		n = max
	}
	w := sc.s[:n]
	sc.s = sc.s[n:]
	return w, true
}

// char reads one character after skipping white space (sscanf " %c").
func (sc *scanner) char() (byte, bool) {
	sc.skipSpace()
	if sc.s == "" {
		return 0, false
	}
	c := sc.s[0]
	sc.s = sc.s[1:]
	return c, true
}

// int reads a decimal integer with an optional sign (sscanf "%d"). A value
// out of the range of a 64-bit long is clamped and then cut to 32 bits, as
// glibc does.
func (sc *scanner) int() (int, bool) {
	sc.skipSpace()
	v, n, ok := scanInt(sc.s)
	if !ok {
		return 0, false
	}
	sc.s = sc.s[n:]
	return v, true
}

// scanInt reads an optional sign and decimal digits at the start of s and
// returns the value as C's int after strtol, and the bytes used.
func scanInt(s string) (int, int, bool) {
	i := 0
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	start := i
	var v uint64
	over := false
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		d := uint64(s[i] - '0')
		if v > (math.MaxUint64-d)/10 {
			over = true
		} else {
			v = v*10 + d
		}
		i++
	}
	if i == start {
		return 0, 0, false
	}
	var l int64
	switch {
	case !neg && (over || v > math.MaxInt64):
		l = math.MaxInt64
	case neg && (over || v > 1<<63):
		l = math.MinInt64
	case neg:
		l = -int64(v)
	default:
		l = int64(v)
	}
	return int(int32(l)), i, true
}

// float reads a floating-point number (sscanf "%f"): the longest prefix
// that strtod accepts, including inf, nan and hexadecimal forms; values out
// of range become infinities or zero.
func (sc *scanner) float() (float64, bool) {
	sc.skipSpace()
	v, n, ok := scanFloat(sc.s)
	if !ok {
		return 0, false
	}
	sc.s = sc.s[n:]
	return v, true
}

func scanFloat(s string) (float64, int, bool) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	low := strings.ToLower(s[i:])
	switch {
	case strings.HasPrefix(low, "infinity"):
		i += 8
		return parseFloatPrefix(s[:i]), i, true
	case strings.HasPrefix(low, "inf"):
		i += 3
		return parseFloatPrefix(s[:i]), i, true
	case strings.HasPrefix(low, "nan"):
		i += 3
		if i < len(s) && s[i] == '(' {
			j := i + 1
			for j < len(s) && (isAlnum(s[j]) || s[j] == '_') {
				j++
			}
			if j < len(s) && s[j] == ')' {
				i = j + 1
			}
		}
		v := math.NaN()
		if s[0] == '-' {
			v = math.Copysign(v, -1)
		}
		return v, i, true
	}
	hex := false
	if strings.HasPrefix(low, "0x") && len(low) > 2 && (isHex(low[2]) || low[2] == '.' && len(low) > 3 && isHex(low[3])) {
		hex = true
		i += 2
	}
	digit := func(c byte) bool {
		if hex {
			return isHex(c)
		}
		return c >= '0' && c <= '9'
	}
	digits := 0
	for i < len(s) && digit(s[i]) {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		j := i + 1
		fd := 0
		for j < len(s) && digit(s[j]) {
			j++
			fd++
		}
		if digits+fd > 0 {
			i = j
			digits += fd
		}
	}
	if digits == 0 {
		if hex { // "0x" alone reads as 0
			return 0, i - 1, true
		}
		return 0, 0, false
	}
	exp := byte('e')
	if hex {
		exp = 'p'
	}
	if i < len(s) && (s[i]|0x20) == exp {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			i = j
		}
	}
	text := s[:i]
	if hex && !strings.ContainsAny(strings.ToLower(text), "p") {
		text += "p0"
	}
	return parseFloatPrefix(text), i, true
}

func parseFloatPrefix(s string) float64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return v
		}
		return 0
	}
	return v
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f'
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// vertex reads a vertex as GNU Go does: a letter (A–T without I, any case),
// then an integer row (white space and a sign allowed before it). Anything
// after the row is left unread.
func (sc *scanner) vertex(size int) (analysis.Pos, bool) {
	c, ok := sc.char()
	if !ok {
		return analysis.NoMove, false
	}
	row, ok := sc.int()
	if !ok {
		return analysis.NoMove, false
	}
	c |= 0x20
	if c < 'a' || c > 't' || c == 'i' {
		return analysis.NoMove, false
	}
	j := int(c - 'a')
	if c > 'i' {
		j--
	}
	i := size - row
	if i < 0 || i >= size || j >= size {
		return analysis.NoMove, false
	}
	return analysis.POS(i, j), true
}

// color reads a colour name: b, black, w or white in any case.
func (sc *scanner) color() (analysis.Color, bool) {
	w, ok := sc.word(6)
	if !ok {
		return analysis.Empty, false
	}
	switch strings.ToLower(w) {
	case "b", "black":
		return analysis.Black, true
	case "w", "white":
		return analysis.White, true
	}
	return analysis.Empty, false
}

// move reads a colour and then a vertex or "pass" (GNU Go's
// gtp_decode_move).
func (sc *scanner) move(size int) (analysis.Color, analysis.Pos, bool) {
	c, ok := sc.color()
	if !ok {
		return analysis.Empty, analysis.NoMove, false
	}
	save := sc.s
	if w, ok := sc.word(5); ok && strings.EqualFold(w, "pass") {
		return c, analysis.PassMove, true
	}
	sc.s = save
	p, ok := sc.vertex(size)
	return c, p, ok
}

// parseVertex reads a vertex from the arguments: "invalid coordinate".
func (e *Engine) parseVertex(args []string) (analysis.Pos, error) {
	p, ok := newScanner(args).vertex(e.Size())
	if !ok {
		return analysis.NoMove, fail("invalid coordinate")
	}
	return p, nil
}

// parseStone reads a vertex that must hold a stone: "invalid coordinate"
// or "vertex must not be empty".
func (e *Engine) parseStone(args []string) (analysis.Pos, error) {
	p, err := e.parseVertex(args)
	if err != nil {
		return p, err
	}
	if !e.board.At(p).IsStone() {
		return p, fail("vertex must not be empty")
	}
	return p, nil
}

// parseColor reads a colour: "invalid color".
func parseColor(args []string) (analysis.Color, error) {
	c, ok := newScanner(args).color()
	if !ok {
		return analysis.Empty, fail("invalid color")
	}
	return c, nil
}

// parseMove reads a colour and a vertex or pass: "invalid color or
// coordinate".
func (e *Engine) parseMove(args []string) (analysis.Color, analysis.Pos, error) {
	c, p, ok := newScanner(args).move(e.Size())
	if !ok {
		return analysis.Empty, analysis.NoMove, fail("invalid color or coordinate")
	}
	return c, p, nil
}
