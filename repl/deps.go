package repl

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/traefik/yaegi/stdlib"

	"github.com/dragonrepl/dragonrepl/repl/internal/symbols"
)

// needs says which lazily computed live names a cell uses, so that the
// session computes just those before running it.
type needs struct {
	worms    bool
	eyes     bool
	dragons  bool
	vertices []string // vertex names used (checked against the board size)
}

func (n *needs) add(m needs) {
	n.worms = n.worms || m.worms
	n.eyes = n.eyes || m.eyes
	n.dragons = n.dragons || m.dragons
	for _, v := range m.vertices {
		n.addVertex(v)
	}
}

func (n *needs) addVertex(v string) {
	for _, w := range n.vertices {
		if w == v {
			return
		}
	}
	n.vertices = append(n.vertices, v)
}

// needsOf collects the needs of the identifiers in toks: live names
// directly, and the names a user declaration used when it was declared
// (so a function defined earlier that reads worm still sees the current
// position).
func (s *Session) needsOf(toks []tok) needs {
	var n needs
	for k, t := range toks {
		if t.tok != token.IDENT || k > 0 && toks[k-1].tok == token.PERIOD {
			continue
		}
		if isVertexName(t.lit) {
			n.addVertex(t.lit)
			continue
		}
		if m, ok := liveNeeds[t.lit]; ok {
			n.add(m)
			continue
		}
		if m, ok := s.userDeps[t.lit]; ok {
			n.add(m)
		}
	}
	return n
}

// recordDecl remembers the names a successful statement declared, with the
// live names it used.
func (s *Session) recordDecl(st stmt) {
	names := definedNames(st)
	if len(names) == 0 {
		return
	}
	n := s.needsOf(st.toks)
	for _, name := range names {
		if name != "_" {
			s.userDeps[name] = n
		}
	}
}

// definedNames returns the names a top-level statement declares: the
// function, variables, constants or types of a declaration, or the left
// side of a top-level := or =.
func definedNames(st stmt) []string {
	ts := st.toks
	var names []string
	identList := func(k int) int {
		for k < len(ts) && ts[k].tok == token.IDENT {
			names = append(names, ts[k].lit)
			if k+1 < len(ts) && ts[k+1].tok == token.COMMA {
				k += 2
				continue
			}
			return k + 1
		}
		return k
	}
	switch st.kind {
	case kindDecl:
		if len(ts) < 2 {
			return nil
		}
		switch {
		case ts[0].tok == token.FUNC && ts[1].tok == token.IDENT:
			names = append(names, ts[1].lit)
		case ts[0].tok == token.FUNC:
			// a method: its receiver type already has a name
		case ts[1].tok == token.IDENT:
			identList(1)
		case ts[1].tok == token.LPAREN:
			// a group: the first identifiers of each line at depth 1
			depth, lineStart := 0, true
			for k := 1; k < len(ts); k++ {
				switch ts[k].tok {
				case token.LPAREN, token.LBRACE, token.LBRACK:
					depth++
					if depth == 1 {
						lineStart = true
						continue
					}
				case token.RPAREN, token.RBRACE, token.RBRACK:
					depth--
				case token.SEMICOLON:
					if depth == 1 {
						lineStart = true
						continue
					}
				}
				if lineStart && depth == 1 && ts[k].tok == token.IDENT {
					k = identList(k) - 1
				}
				lineStart = false
			}
		}
	case kindStmt:
		depth := 0
		for _, t := range ts {
			switch t.tok {
			case token.LPAREN, token.LBRACE, token.LBRACK:
				depth++
			case token.RPAREN, token.RBRACE, token.RBRACK:
				depth--
			case token.DEFINE, token.ASSIGN:
				if depth == 0 {
					identList(0)
					return names
				}
			}
		}
	}
	return names
}

// isVertexName reports whether name is a GTP vertex name A1…T19 (no I):
// an upper-case column letter and a row 1–19 without a leading zero.
func isVertexName(name string) bool {
	if len(name) < 2 || len(name) > 3 {
		return false
	}
	c := name[0]
	if c < 'A' || c > 'T' || c == 'I' {
		return false
	}
	if name[1] < '1' || name[1] > '9' {
		return false
	}
	row, err := strconv.Atoi(name[1:])
	return err == nil && row >= 1 && row <= 19
}

// packageNames maps a package name to its import path for the packages a
// cell may use without importing them (stdlib and the analysis packages).
// Ambiguous names take the path in preferredPath, or are left out.
func packageNames() map[string]string {
	byName := map[string][]string{}
	add := func(key string) {
		k := strings.LastIndexByte(key, '/')
		if k < 0 {
			return
		}
		p, name := key[:k], key[k+1:]
		if strings.Contains(p, "internal") || strings.HasPrefix(p, "syscall") {
			return
		}
		byName[name] = append(byName[name], p)
	}
	for key := range stdlib.Symbols {
		add(key)
	}
	for key := range symbols.Symbols {
		add(key)
	}
	out := map[string]string{}
	for name, paths := range byName {
		if p, ok := preferredPath[name]; ok {
			out[name] = p
			continue
		}
		if len(paths) == 1 {
			out[name] = paths[0]
		}
	}
	return out
}

// preferredPath resolves package names that several importable packages
// share.
var preferredPath = map[string]string{
	"rand":     "math/rand",
	"template": "text/template",
	"scanner":  "text/scanner",
	"pprof":    "runtime/pprof",
	"constant": "go/constant",
}

// autoImport imports the packages a cell names (fmt.Println, strings.Fields,
// eyes.ParseGraph) and has not imported yet, so that cells need no import
// lines for the standard library or the analysis packages.
func (s *Session) autoImport(toks []tok) error {
	for k := 0; k+1 < len(toks); k++ {
		t := toks[k]
		if t.tok != token.IDENT || toks[k+1].tok != token.PERIOD || k > 0 && toks[k-1].tok == token.PERIOD {
			continue
		}
		if _, ok := liveNeeds[t.lit]; ok {
			continue
		}
		if _, ok := s.userDeps[t.lit]; ok {
			continue
		}
		p, ok := s.pkgNames[t.lit]
		if !ok || s.imported[t.lit+" "+p] {
			continue
		}
		if err := s.importOne("", p); err != nil {
			return err
		}
	}
	return nil
}

// doImport runs an import declaration, skipping the packages already
// imported under the same name (yaegi rejects a second import of a
// package, which would make re-running a notebook cell fail).
func (s *Session) doImport(src string) error {
	f, err := parser.ParseFile(token.NewFileSet(), "cell", "package p\n"+src, parser.ImportsOnly)
	if err != nil {
		return &Error{Name: "CompileError", Value: err.Error()}
	}
	for _, spec := range f.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		name := ""
		if spec.Name != nil {
			name = spec.Name.Name
		}
		if err := s.importOne(name, p); err != nil {
			return err
		}
	}
	return nil
}

// importOne imports path under name ("" for its own name) unless done.
func (s *Session) importOne(name, p string) error {
	key := name
	if key == "" {
		key = defaultPackageName(p)
	}
	key += " " + p
	if s.imported[key] {
		return nil
	}
	src := "import " + strconv.Quote(p)
	if name != "" {
		src = "import " + name + " " + strconv.Quote(p)
	}
	if _, err := s.run(s.cellCtx, src); err != nil {
		return err
	}
	s.imported[key] = true
	return nil
}

// defaultPackageName returns the name a package is imported under: the
// name in its symbol table key, else the last path element.
func defaultPackageName(p string) string {
	prefix := p + "/"
	for key := range stdlib.Symbols {
		if strings.HasPrefix(key, prefix) && !strings.Contains(key[len(prefix):], "/") {
			return key[len(prefix):]
		}
	}
	for key := range symbols.Symbols {
		if strings.HasPrefix(key, prefix) && !strings.Contains(key[len(prefix):], "/") {
			return key[len(prefix):]
		}
	}
	return path.Base(p)
}

// mainAlias replaces the name main in cells: yaegi runs a function named
// main after every later evaluation once one is declared.
const mainAlias = "_dragonrepl_main"

// rewriteMain renames the identifier main (not a selector) to mainAlias.
func rewriteMain(src string, toks []tok) string {
	for k := len(toks) - 1; k >= 0; k-- {
		t := toks[k]
		if t.tok == token.IDENT && t.lit == "main" && (k == 0 || toks[k-1].tok != token.PERIOD) {
			src = src[:t.start] + mainAlias + src[t.end:]
		}
	}
	return src
}

// rewriteHelp turns help(name) into help("name") when name is a live name
// or a package, so help works for names that cannot be evaluated yet
// (dragon) and never computes an analysis just to describe it; likewise
// show(eyes) becomes show("eyes"), leaving the name eyes to the package.
func rewriteHelp(src string, toks []tok, l *live) string {
	type edit struct{ start, end int }
	var edits []edit
	for k := 0; k+3 < len(toks); k++ {
		if toks[k].tok == token.IDENT && (toks[k].lit == "help" || toks[k].lit == "show") && (k == 0 || toks[k-1].tok != token.PERIOD) &&
			toks[k+1].tok == token.LPAREN && toks[k+2].tok == token.IDENT && toks[k+3].tok == token.RPAREN {
			name := toks[k+2].lit
			_, live := liveNeeds[name]
			if toks[k].lit == "help" && (live || helpTopics[name] != "") || toks[k].lit == "show" && showModes[name] {
				edits = append(edits, edit{toks[k+2].start, toks[k+2].end})
			}
		}
	}
	if len(edits) == 0 {
		return src
	}
	sort.Slice(edits, func(a, b int) bool { return edits[a].start > edits[b].start })
	for _, e := range edits {
		src = src[:e.start] + strconv.Quote(src[e.start:e.end]) + src[e.end:]
	}
	return src
}

// declaredIn lists the names declared by a Go source file (for scripts).
func declaredIn(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				out = append(out, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				switch sp := sp.(type) {
				case *ast.ValueSpec:
					for _, n := range sp.Names {
						out = append(out, n.Name)
					}
				case *ast.TypeSpec:
					out = append(out, sp.Name.Name)
				}
			}
		}
	}
	return out
}
