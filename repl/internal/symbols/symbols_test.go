package symbols

import (
	"bytes"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"strings"
	"testing"

	"github.com/traefik/yaegi/extract"

	"github.com/dragonrepl/dragonrepl/repl/internal/symbols/docgen"
)

// generatedFile is the file name yaegi extract gives a package's symbols.
func generatedFile(importPath string) string {
	r := strings.NewReplacer("/", "-", ".", "_", "~", "_")
	return r.Replace(importPath) + ".go"
}

// TestSymbolsUpToDate re-extracts the symbol tables in-process and fails
// when a committed file differs: run "go generate ./repl/internal/symbols".
func TestSymbolsUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the analysis packages from source")
	}
	for _, p := range Packages {
		ext := extract.Extractor{Dest: "symbols"}
		var buf bytes.Buffer
		if _, err := ext.Extract(p, "", &buf); err != nil {
			t.Fatalf("extract %s: %v", p, err)
		}
		want := buf.String()
		got, err := os.ReadFile(generatedFile(p))
		if err != nil {
			t.Fatalf("%v: run go generate ./repl/internal/symbols", err)
		}
		if string(got) != want {
			t.Errorf("%s is stale: run go generate ./repl/internal/symbols", generatedFile(p))
		}
	}
}

// TestDocsUpToDate fails when docs_gen.go does not match the doc comments.
func TestDocsUpToDate(t *testing.T) {
	want, err := docgen.Generate(Packages)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("docs_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("docs_gen.go is stale: run go generate ./repl/internal/symbols")
	}
}

// TestSymbolsComplete fails when an exported top-level name of an analysis
// package is missing from the symbol table (yaegi extract skips generic
// functions and types silently, so scripts could not call them) or has no
// documentation for help().
func TestSymbolsComplete(t *testing.T) {
	for _, p := range Packages {
		bp, err := build.Import(p, ".", build.FindOnly)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, bp.Dir, func(fi fs.FileInfo) bool {
			return !strings.HasSuffix(fi.Name(), "_test.go")
		}, 0)
		if err != nil {
			t.Fatal(err)
		}
		name := path.Base(p)
		table, ok := Symbols[p+"/"+name]
		if !ok {
			t.Fatalf("no symbols for %s", p)
		}
		for _, pkg := range pkgs {
			for _, f := range pkg.Files {
				for _, d := range f.Decls {
					for _, n := range exportedNames(d) {
						if _, ok := table[n]; !ok {
							t.Errorf("%s.%s is not in the yaegi symbols (generic, or the table is stale)", name, n)
						}
						if _, ok := Docs[name+"."+n]; !ok {
							t.Errorf("%s.%s has no entry in Docs", name, n)
						}
					}
				}
			}
		}
	}
}

// exportedNames lists the exported top-level names a declaration adds.
func exportedNames(d ast.Decl) []string {
	var out []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil && d.Name.IsExported() {
			out = append(out, d.Name.Name)
		}
	case *ast.GenDecl:
		for _, sp := range d.Specs {
			switch sp := sp.(type) {
			case *ast.ValueSpec:
				for _, n := range sp.Names {
					if n.IsExported() {
						out = append(out, n.Name)
					}
				}
			case *ast.TypeSpec:
				if sp.Name.IsExported() {
					out = append(out, sp.Name.Name)
				}
			}
		}
	}
	return out
}
