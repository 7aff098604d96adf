package gtp

import (
	"bufio"
	"io"
	"math/rand"
	"strings"
	"testing"
)

// cleanLineRef is the character-by-character form of GNU Go's line
// cleaning that cleanLine must match.
func cleanLineRef(line string) string {
	var sb strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '#':
			return sb.String()
		case c == '\t':
			sb.WriteByte(' ')
		case c < 32 || c == 127:
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// readPieceRef reads a piece byte by byte, as fgets with a 1000-byte
// buffer does.
func readPieceRef(br *bufio.Reader) (string, error) {
	var sb strings.Builder
	for sb.Len() < maxLine {
		c, err := br.ReadByte()
		if err != nil {
			return sb.String(), err
		}
		sb.WriteByte(c)
		if c == '\n' {
			break
		}
	}
	return sb.String(), nil
}

// randomLine draws a line from an alphabet rich in the bytes the cleaning
// treats specially (tab, CR, other controls, DEL, '#', spaces, bytes over
// 127), sometimes longer than maxLine.
func randomLine(rng *rand.Rand) string {
	const alphabet = "ab Q19 \t\r\x01\x1f\x7f#\x80\xff0123456789-+"
	n := rng.Intn(40)
	if rng.Intn(10) == 0 {
		n = maxLine - 5 + rng.Intn(2*maxLine)
	}
	b := make([]byte, n)
	for i := range b {
		if rng.Intn(3) == 0 {
			b[i] = alphabet[rng.Intn(len(alphabet))]
		} else {
			b[i] = "attack defend Q19 name"[rng.Intn(22)]
		}
	}
	s := string(b)
	switch rng.Intn(4) {
	case 0:
		s += "\n"
	case 1:
		s += "\r\n"
	case 2:
		s += " # comment\t\x01\n"
	}
	return s
}

// TestCleanLineMatchesReference: cleanLine (which returns substrings when
// it can) gives the character-by-character cleaning's result on lines
// full of tabs, control characters, DEL, comments and high bytes.
func TestCleanLineMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	fixed := []string{"", "\n", "\r\n", "#", "name", "name\n", "1 name\r\n", "a\tb\n", "a\x01b", "a\n\tb",
		"a\r\n#x\ty", "a\x7f", "\x7fa", "a\n\nb", "\tname", "a # b\n", "a\r\r\r", "a\r\x7f\n#\t"}
	for i := 0; i < 20000; i++ {
		fixed = append(fixed, randomLine(rng))
	}
	for _, s := range fixed {
		if got, want := cleanLine(s), cleanLineRef(s); got != want {
			t.Fatalf("cleanLine(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestReadPieceMatchesReference: readPiece cuts a stream into the same
// pieces (lines, or maxLine bytes of a longer line, the last piece without
// its newline) as a byte-by-byte fgets, whatever the reader's buffer size
// and however the input arrives (one byte or a few bytes per Read).
func TestReadPieceMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for round := 0; round < 200; round++ {
		var sb strings.Builder
		for n := rng.Intn(30); n > 0; n-- {
			sb.WriteString(randomLine(rng))
		}
		if rng.Intn(2) == 0 {
			sb.WriteString("last line without a newline")
		}
		in := sb.String()
		size := []int{16, 64, 1000, 64 * 1024}[rng.Intn(4)]
		chunk := 1 + rng.Intn(300)
		want := bufio.NewReaderSize(strings.NewReader(in), size)
		got := bufio.NewReaderSize(&chunkReader{s: in, n: chunk}, size)
		var buf []byte
		for k := 0; ; k++ {
			w, werr := readPieceRef(want)
			var gerr error
			buf, gerr = readPiece(got, buf[:0])
			if string(buf) != w || gerr != werr {
				t.Fatalf("round %d (buffer %d, chunks %d) piece %d: got %q, %v; want %q, %v", round, size, chunk, k, buf, gerr, w, werr)
			}
			if werr != nil {
				break
			}
		}
	}
}

// chunkReader returns at most n bytes per Read.
type chunkReader struct {
	s string
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if c.s == "" {
		return 0, io.EOF
	}
	m := min(len(p), c.n, len(c.s))
	copy(p, c.s[:m])
	c.s = c.s[m:]
	return m, nil
}

// TestRunFraming: Run frames answers as GNU Go does (ids, negative ids
// not printed, failures, blank and id-only lines unanswered, comments,
// a line longer than maxLine answered piece by piece).
func TestRunFraming(t *testing.T) {
	e := newTestEngine()
	long := strings.Repeat("x", maxLine+3)
	in := "1 name\n\n  \t\n# comment only\n7\n-3 name\r\n+12 no_such_command\n2147483648 name\n99999 name # c\n" + long + "\nname"
	var out strings.Builder
	if err := e.Run(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "=1 dragonrepl\n\n= dragonrepl\n\n?12 unknown command\n\n= dragonrepl\n\n=99999 dragonrepl\n\n" +
		"? unknown command\n\n? unknown command\n\n= dragonrepl\n\n"
	if out.String() != want {
		t.Fatalf("Run wrote %q\nwant %q", out.String(), want)
	}
}
