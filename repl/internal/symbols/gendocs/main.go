// Command gendocs writes docs_gen.go of package symbols (go generate).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/dragonrepl/dragonrepl/repl/internal/symbols/docgen"
)

func main() {
	out := flag.String("o", "docs_gen.go", "output file")
	flag.Parse()
	src, err := docgen.Generate(flag.Args())
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gendocs:", err)
		os.Exit(1)
	}
}
