// Package symbols holds the yaegi symbol tables of the analysis packages,
// and of gonum's stat and floats packages for the statistics of scripted
// experiments, so that REPL cells and scripts can call them, and the documentation of
// their exported names for help() and inspection. Both are generated from
// the packages' source; the tests fail when either is stale.
package symbols

import "reflect"

//go:generate go run github.com/traefik/yaegi/cmd/yaegi extract -name symbols github.com/dragonrepl/dragonrepl/analysis github.com/dragonrepl/dragonrepl/analysis/eyes github.com/dragonrepl/dragonrepl/analysis/sgf github.com/dragonrepl/dragonrepl/analysis/compare gonum.org/v1/gonum/stat gonum.org/v1/gonum/floats
//go:generate go run ./gendocs -o docs_gen.go github.com/dragonrepl/dragonrepl/analysis github.com/dragonrepl/dragonrepl/analysis/eyes github.com/dragonrepl/dragonrepl/analysis/sgf github.com/dragonrepl/dragonrepl/analysis/compare gonum.org/v1/gonum/stat gonum.org/v1/gonum/floats

// Symbols maps "importpath/name" to the exported symbols of a package, as
// interp.Interpreter.Use expects.
var Symbols = map[string]map[string]reflect.Value{}

// Packages lists the import paths whose symbols are generated here.
var Packages = []string{
	"github.com/dragonrepl/dragonrepl/analysis",
	"github.com/dragonrepl/dragonrepl/analysis/eyes",
	"github.com/dragonrepl/dragonrepl/analysis/sgf",
	"github.com/dragonrepl/dragonrepl/analysis/compare",
	"gonum.org/v1/gonum/stat",
	"gonum.org/v1/gonum/floats",
}

// Doc is the documentation of one exported name: its declaration and its
// doc comment.
type Doc struct {
	Decl string
	Text string
}
