package analysis

import (
	"strings"
	"testing"
)

// FuzzParseDiagram checks that any input either fails cleanly or yields a
// position whose String form parses back to the same stones.
func FuzzParseDiagram(f *testing.F) {
	f.Add("+---+\n|.X.|\n|O..|\n|...|\n+---+")
	f.Add("   A B C\n 3 . X . 3\n 2 O + . 2\n 1 . . . 1\n   A B C")
	f.Add("|.XX...\n|XO....\n+------")
	f.Add("XO\nOX")
	f.Add(" 1 2\n")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseDiagram(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "analysis: ") {
				t.Fatalf("error without package prefix: %v", err)
			}
			return
		}
		if p.Size() < MinBoard || p.Size() > MaxBoard {
			t.Fatalf("size %d", p.Size())
		}
		q, err := ParseDiagramSize(p.String(), p.Size())
		if err != nil {
			t.Fatalf("String() of a parsed diagram does not parse: %v\n%s", err, p.String())
		}
		if q.board != p.board {
			t.Fatalf("round trip changed the stones:\n%s\n%s", p.String(), q.String())
		}
		b := p.Board()
		if err := b.CheckConsistency(); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzParseVertex checks that parsing never panics and that every accepted
// vertex formats back to its canonical upper-case name.
func FuzzParseVertex(f *testing.F) {
	for _, s := range []string{"A1", "t19", "I5", "J0", "pass", "Z99", "a"} {
		f.Add(s, 19)
	}
	f.Fuzz(func(t *testing.T, s string, size int) {
		if size < MinBoard || size > MaxBoard {
			return
		}
		p, err := ParseVertex(s, size)
		if err != nil {
			return
		}
		if !p.OnBoard(size) {
			t.Fatalf("%q parsed to off-board %v", s, p)
		}
		if got := Vertex(p, size); !strings.EqualFold(got, s) {
			t.Fatalf("%q → %v → %q", s, p, got)
		}
	})
}
