// Package sgf reads and writes Smart Game Format (FF[4]) files for the game
// of Go, and replays a game onto an analysis.Board with the semantics of
// GNU Go 3.8's "loadsgf" command.
package sgf

import (
	"fmt"
	"strings"
)

// Limits on the input accepted by Parse.
const (
	MaxInput = 16 << 20  // bytes
	MaxDepth = 10000     // nested game trees
	MaxNodes = 1_000_000 // nodes in the whole collection
)

// Property is one SGF property: its identifier (upper-case letters) and its
// values, with escapes resolved and soft line breaks removed.
type Property struct {
	ID     string
	Values []string
}

// Node is one node of a game tree: its properties in file order and its
// children. The first child continues the main line; the others are
// variations.
type Node struct {
	Props    []Property
	Children []*Node
	Parent   *Node
	// Line and Col locate the node's ';' in the input (1-based).
	Line, Col int
}

// Get returns the first value of property id, and whether the node has it.
func (n *Node) Get(id string) (string, bool) {
	for _, p := range n.Props {
		if p.ID == id && len(p.Values) > 0 {
			return p.Values[0], true
		}
	}
	return "", false
}

// Values returns all values of property id (nil if absent); a property
// that appears several times contributes all its values.
func (n *Node) Values(id string) []string {
	var out []string
	for _, p := range n.Props {
		if p.ID == id {
			out = append(out, p.Values...)
		}
	}
	return out
}

// parser is the state of one Parse call.
type parser struct {
	data      []byte
	i         int
	line, col int
	nodes     int
}

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("sgf: line %d, column %d: %s", p.line, p.col, fmt.Sprintf(format, args...))
}

func (p *parser) eof() bool { return p.i >= len(p.data) }

func (p *parser) peek() byte { return p.data[p.i] }

func (p *parser) advance() {
	if p.data[p.i] == '\n' {
		p.line++
		p.col = 1
	} else {
		p.col++
	}
	p.i++
}

func (p *parser) skipSpace() {
	for !p.eof() {
		switch p.peek() {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			p.advance()
		default:
			return
		}
	}
}

// Parse reads an SGF collection and returns the root node of each game
// tree. Text before the first "(;" is ignored, as is anything after the
// last complete game tree; a last tree whose closing parentheses are
// missing at the end of the input is read as if they were there (GNU Go
// does the same). Malformed input gives an error "sgf: line L,
// column C: ..."; Parse never panics and runs in time linear in the input.
func Parse(data []byte) ([]*Node, error) {
	if len(data) > MaxInput {
		return nil, fmt.Errorf("sgf: input of %d bytes exceeds the limit of %d", len(data), MaxInput)
	}
	p := &parser{data: data, line: 1, col: 1}
	var roots []*Node
	for {
		if !p.findTreeStart() {
			break
		}
		root, err := p.gameTree()
		if err != nil {
			return nil, err
		}
		roots = append(roots, root)
	}
	if len(roots) == 0 {
		if len(strings.TrimSpace(string(data))) == 0 {
			return nil, fmt.Errorf("sgf: empty input")
		}
		return nil, fmt.Errorf("sgf: no game tree found (not an SGF file)")
	}
	return roots, nil
}

// findTreeStart moves to the next '(' that is followed (after white space)
// by ';' and reports whether there is one.
func (p *parser) findTreeStart() bool {
	for !p.eof() {
		if p.peek() == '(' {
			j := p.i + 1
			for j < len(p.data) && isSpace(p.data[j]) {
				j++
			}
			if j < len(p.data) && p.data[j] == ';' {
				return true
			}
		}
		p.advance()
	}
	return false
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// gameTree parses one game tree starting at '(' without recursion.
func (p *parser) gameTree() (*Node, error) {
	var root *Node
	// stack[k] is the node that the k-th open '(' hangs from (nil for the
	// outermost tree); cur is the last node read in the current sequence.
	var stack []*Node
	var cur *Node
	for {
		p.skipSpace()
		if p.eof() {
			// A file cut short after its last complete node only lacks
			// closing parentheses: GNU Go's loadsgf reads it (some of its
			// own regression files end so), and so do we. (A tree starts
			// with "(;", so root is set by now.)
			return root, nil
		}
		switch c := p.peek(); c {
		case '(':
			if len(stack) >= MaxDepth {
				return nil, p.errorf("game trees nested more than %d deep", MaxDepth)
			}
			if len(stack) > 0 && cur == nil {
				return nil, p.errorf("game tree without nodes")
			}
			stack = append(stack, cur)
			p.advance()
			p.skipSpace()
			if p.eof() || p.peek() != ';' {
				return nil, p.errorf("expected ';' at the start of a game tree")
			}
		case ')':
			if cur == nil || len(stack) == 0 {
				return nil, p.errorf("game tree without nodes")
			}
			p.advance()
			cur = stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return root, nil
			}
		case ';':
			if p.nodes >= MaxNodes {
				return nil, p.errorf("more than %d nodes", MaxNodes)
			}
			p.nodes++
			n := &Node{Line: p.line, Col: p.col, Parent: cur}
			p.advance()
			if cur == nil {
				root = n
			} else {
				cur.Children = append(cur.Children, n)
			}
			cur = n
			if err := p.properties(n); err != nil {
				return nil, err
			}
		default:
			return nil, p.errorf("unexpected character %q", c)
		}
	}
}

// properties reads the properties of node n.
func (p *parser) properties(n *Node) error {
	for {
		p.skipSpace()
		if p.eof() {
			return nil
		}
		c := p.peek()
		if !isLetter(c) {
			return nil
		}
		var id []byte
		for !p.eof() && isLetter(p.peek()) {
			if c := p.peek(); c >= 'A' && c <= 'Z' {
				id = append(id, c)
			}
			if len(id) > 64 {
				return p.errorf("property identifier too long")
			}
			p.advance()
		}
		if len(id) == 0 {
			return p.errorf("property identifier without upper-case letters")
		}
		prop := Property{ID: string(id)}
		for {
			p.skipSpace()
			if p.eof() || p.peek() != '[' {
				break
			}
			v, err := p.value()
			if err != nil {
				return err
			}
			prop.Values = append(prop.Values, v)
		}
		if len(prop.Values) == 0 {
			return p.errorf("property %s without a value", prop.ID)
		}
		n.Props = append(n.Props, prop)
	}
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// value reads one "[...]" value: "\" escapes the next character, and a
// backslash before a line break (a soft line break) removes both.
func (p *parser) value() (string, error) {
	line, col := p.line, p.col
	p.advance() // '['
	var sb strings.Builder
	for {
		if p.eof() {
			p.line, p.col = line, col
			return "", p.errorf("unterminated property value")
		}
		c := p.peek()
		p.advance()
		switch c {
		case ']':
			return sb.String(), nil
		case '\\':
			if p.eof() {
				continue
			}
			d := p.peek()
			p.advance()
			switch d {
			case '\n':
				if !p.eof() && p.peek() == '\r' {
					p.advance()
				}
			case '\r':
				if !p.eof() && p.peek() == '\n' {
					p.advance()
				}
			default:
				sb.WriteByte(d)
			}
		default:
			sb.WriteByte(c)
		}
	}
}
