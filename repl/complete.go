package repl

import (
	"context"
	"fmt"
	"go/token"
	"reflect"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/traefik/yaegi/stdlib"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/repl/internal/symbols"
)

// goKeywords and goBuiltins complete at the start of an identifier.
var (
	goKeywords = []string{"break", "case", "chan", "const", "continue", "default", "defer", "else",
		"fallthrough", "for", "func", "go", "goto", "if", "import", "interface", "map", "package",
		"range", "return", "select", "struct", "switch", "type", "var"}
	goBuiltins = []string{"append", "cap", "clear", "close", "complex", "copy", "delete", "false", "imag",
		"iota", "len", "make", "new", "nil", "panic", "print", "println", "real", "recover", "true",
		"bool", "byte", "complex128", "complex64", "error", "float32", "float64", "int", "int16", "int32",
		"int64", "int8", "rune", "string", "uint", "uint16", "uint32", "uint64", "uint8", "uintptr", "any"}
)

// runeToByte converts a cursor counted in Unicode code points (Jupyter's
// convention) to a byte offset in src.
func runeToByte(src string, cursor int) int {
	if cursor < 0 {
		return 0
	}
	off := 0
	for k := 0; k < cursor && off < len(src); k++ {
		_, n := utf8.DecodeRuneInString(src[off:])
		off += n
	}
	return off
}

func byteToRune(src string, off int) int { return utf8.RuneCountInString(src[:off]) }

func isIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// wordAt returns the identifier around byte offset off: [start, end).
func wordAt(src string, off int) (start, end int) {
	start, end = off, off
	for start > 0 && isIdentByte(src[start-1]) {
		start--
	}
	for end < len(src) && isIdentByte(src[end]) {
		end++
	}
	return start, end
}

// receiverBefore returns the expression before a '.' that ends at byte
// offset dot (src[dot] == '.'): identifiers, selectors and index
// expressions with balanced brackets, e.g. "worm[D4]" in "worm[D4].Li".
func receiverBefore(src string, dot int) string {
	k := dot
	depth := 0
	for k > 0 {
		c := src[k-1]
		switch {
		case c == ']' || c == ')':
			depth++
		case c == '[' || c == '(':
			if depth == 0 {
				return strings.TrimSpace(src[k:dot])
			}
			depth--
		case depth > 0 || isIdentByte(c) || c == '.':
		default:
			return strings.TrimSpace(src[k:dot])
		}
		k--
	}
	return strings.TrimSpace(src[:dot])
}

// Complete returns the completions of the identifier at cursor (counted in
// Unicode code points): live names, vertices, user names, keywords and
// packages, or the fields and methods after a '.' (worm[D4].Li → Liberties,
// Liberties2, …). start and end (code points) delimit the text the matches
// replace. It never runs code with side effects: a receiver expression is
// evaluated only when it has no calls.
func (s *Session) Complete(src string, cursor int) (matches []string, start, end int) {
	off := runeToByte(src, cursor)
	if off > len(src) {
		off = len(src)
	}
	ws, _ := wordAt(src, off)
	prefix := src[ws:off]
	start, end = byteToRune(src, ws), byteToRune(src, off)
	var cands []string
	if ws > 0 && src[ws-1] == '.' {
		recv := receiverBefore(src, ws-1)
		if recv == "" {
			return nil, start, end
		}
		cands = s.members(recv)
	} else {
		if prefix == "" {
			return nil, start, end
		}
		cands = s.names()
	}
	seen := map[string]bool{}
	for _, c := range cands {
		if strings.HasPrefix(c, prefix) && !seen[c] && c != valueFunc && c != startedFunc {
			seen[c] = true
			matches = append(matches, c)
		}
	}
	sort.Strings(matches)
	return matches, start, end
}

// names lists the identifiers that can start an expression.
func (s *Session) names() []string {
	var out []string
	for n := range liveNeeds {
		out = append(out, n)
	}
	out = append(out, goKeywords...)
	out = append(out, goBuiltins...)
	for n := range s.pkgNames {
		out = append(out, n)
	}
	size := analysis.MaxBoard
	if s.mu.TryLock() { // while a cell runs, complete without user names
		for n := range s.userDeps {
			out = append(out, n)
		}
		size = s.live.board.Size()
		s.mu.Unlock()
	}
	for j := 0; j < size; j++ {
		for r := 1; r <= size; r++ {
			out = append(out, analysis.Vertex(analysis.POS(size-r, j), size))
		}
	}
	return out
}

// members lists the fields and methods of recv, a package name or an
// expression without calls.
func (s *Session) members(recv string) []string {
	if syms := s.packageSymbols(recv); syms != nil {
		var out []string
		for n := range syms {
			if token.IsExported(n) {
				out = append(out, n)
			}
		}
		return out
	}
	t := s.typeOf(recv)
	if t == nil {
		return nil
	}
	return typeMembers(t)
}

// typeMembers lists the exported fields and methods of t (and of *t).
func typeMembers(t reflect.Type) []string {
	var out []string
	pt := t
	if t.Kind() != reflect.Pointer && t.Kind() != reflect.Interface {
		pt = reflect.PointerTo(t)
	}
	for k := 0; k < pt.NumMethod(); k++ {
		out = append(out, pt.Method(k).Name)
	}
	st := t
	if st.Kind() == reflect.Pointer {
		st = st.Elem()
	}
	if st.Kind() == reflect.Struct {
		for k := 0; k < st.NumField(); k++ {
			if f := st.Field(k); f.IsExported() {
				out = append(out, f.Name)
			}
		}
	}
	return out
}

// packageSymbols returns the symbols of a package name (imported or
// importable), or nil when name is not a package or is shadowed.
func (s *Session) packageSymbols(name string) map[string]reflect.Value {
	if s.mu.TryLock() {
		_, user := s.userDeps[name]
		s.mu.Unlock()
		if user {
			return nil
		}
	}
	if _, ok := liveNeeds[name]; ok && name != "analysis" {
		return nil
	}
	p, ok := s.pkgNames[name]
	if !ok {
		return nil
	}
	if m, ok := stdlib.Symbols[p+"/"+name]; ok {
		return m
	}
	return symbols.Symbols[p+"/"+name]
}

// staticTypes gives the types of live names without evaluating them.
var staticTypes = map[string]reflect.Type{
	"board":     reflect.TypeOf(analysis.Position{}),
	"worm":      reflect.TypeOf([]analysis.Worm{}),
	"black_eye": reflect.TypeOf([]analysis.EyeData{}),
	"white_eye": reflect.TypeOf([]analysis.EyeData{}),
	"half_eye":  reflect.TypeOf([]analysis.HalfEyeData{}),
}

// typeOf returns the type of an expression without calls: statically for
// the live names, else by evaluating it (after binding the live names it
// uses). It gives up (nil) while a cell is running.
func (s *Session) typeOf(expr string) reflect.Type {
	if strings.ContainsAny(expr, "()") || strings.TrimSpace(expr) == "" {
		return nil
	}
	toks, err := scanCell(expr)
	if err != nil || len(toks) == 0 {
		return nil
	}
	// Static path: a live name followed by index expressions.
	if t, ok := staticTypes[toks[0].lit]; ok && toks[0].tok == token.IDENT {
		depth := 0
		for _, tk := range toks[1:] {
			switch tk.tok {
			case token.LBRACK:
				if depth == 0 {
					if t.Kind() != reflect.Slice && t.Kind() != reflect.Array && t.Kind() != reflect.Map {
						return nil
					}
					t = t.Elem()
				}
				depth++
			case token.RBRACK:
				depth--
			case token.SEMICOLON:
			default:
				if depth == 0 {
					goto dynamic
				}
			}
		}
		return t
	}
dynamic:
	if !s.mu.TryLock() {
		return nil
	}
	defer s.mu.Unlock()
	if s.prelude() != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	n := s.needsOf(toks)
	if err := s.live.bind(ctx, n); err != nil {
		return nil
	}
	s.values = nil
	if _, err := s.run(ctx, valueFunc+"("+expr+")"); err != nil || len(s.values) != 1 {
		s.values = nil
		return nil
	}
	v := s.values[0]
	s.values = nil
	if v == nil {
		return nil
	}
	return reflect.TypeOf(v)
}

// Inspect documents the name at cursor (code points): a live name, a field
// or method (worm[D4].Liberties), a package member, a vertex or a user
// variable. found is false when there is nothing to say.
func (s *Session) Inspect(src string, cursor int) (doc string, found bool) {
	off := runeToByte(src, cursor)
	if off > len(src) {
		off = len(src)
	}
	ws, we := wordAt(src, off)
	if ws == we && off > 0 {
		ws, we = wordAt(src, off-1)
	}
	word := src[ws:we]
	if word == "" {
		return "", false
	}
	if ws > 0 && src[ws-1] == '.' {
		recv := receiverBefore(src, ws-1)
		if syms := s.packageSymbols(recv); syms != nil {
			if d, ok := symbols.Docs[recv+"."+word]; ok {
				return d.Decl + "\n" + indent(d.Text), true
			}
			if v, ok := syms[word]; ok {
				return recv + "." + word + " " + v.Type().String() + "\n", true
			}
			return "", false
		}
		t := s.typeOf(recv)
		if t == nil {
			return "", false
		}
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
			t = t.Elem()
		}
		if d, ok := symbols.Docs[t.String()+"."+word]; ok {
			return d.Decl + "\n" + indent(d.Text), true
		}
		if f, ok := t.FieldByName(word); ok {
			return word + " " + f.Type.String() + "\n", true
		}
		if m, ok := reflect.PointerTo(t).MethodByName(word); ok {
			return word + " " + m.Type.String() + "\n", true
		}
		return "", false
	}
	if _, ok := liveNeeds[word]; ok || helpTopics[word] != "" || isVertexName(word) {
		if isVertexName(word) {
			size := analysis.MaxBoard
			if s.mu.TryLock() {
				size = s.live.board.Size()
				s.mu.Unlock()
			}
			if p, err := analysis.ParseVertex(word, size); err == nil {
				return fmt.Sprintf("%s analysis.Pos = %s, a point of the %d×%d board\n", word, p, size, size), true
			}
			return fmt.Sprintf("%s is not a point of the %d×%d board\n", word, size, size), true
		}
		return helpText(word), true
	}
	if syms := s.packageSymbols(word); syms != nil {
		return helpTopicOrPath(word, s), true
	}
	user := false
	if s.mu.TryLock() {
		_, user = s.userDeps[word]
		s.mu.Unlock()
	}
	if user && unicode.IsLetter(rune(word[0])) {
		if t := s.typeOf(word); t != nil {
			return word + " " + t.String() + "\n", true
		}
	}
	return "", false
}

// helpTopicOrPath describes a package name.
func helpTopicOrPath(name string, s *Session) string {
	if t := helpTopics[name]; t != "" {
		return t + "\n"
	}
	return "package " + name + " (\"" + s.pkgNames[name] + "\")\n"
}
