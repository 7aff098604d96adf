package gtp

import (
	"strings"
	"testing"
)

// TestDragonDataFormat checks dragon_data's layout: the label, the 42
// field names in GNU Go's order padded to 24 columns, the structural
// values, and one block per dragon at its origin without an argument.
func TestDragonDataFormat(t *testing.T) {
	e := newTestEngine()
	for _, c := range []string{"boardsize 9", "play black C7", "play black E7", "play black D6", "play white G4"} {
		runStep(e, c)
	}
	out := runStep(e, "dragon_data D6")
	lines := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n")
	if lines[0] != "= D6:" {
		t.Fatalf("label line %q", lines[0])
	}
	if len(lines) != 1+len(dragonFieldNames) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), 1+len(dragonFieldNames), out)
	}
	for i, name := range dragonFieldNames {
		l := lines[i+1]
		if len(l) < 24 || strings.TrimRight(l[:24], " ") != name || l[23] != ' ' && len(name) < 24 {
			t.Errorf("line %d %q: want field %q padded to 24 columns", i+1, l, name)
		}
	}
	want := map[string]string{"color": "black", "origin": "C7", "size": "3", "strings": "C7 D6 E7 ",
		"owl_attack_kworm": "PASS", "semeais": "0", "neighbors": "G4 ", "hostile_neighbors": "1"}
	for i, name := range dragonFieldNames {
		if w, ok := want[name]; ok && lines[i+1][24:] != w {
			t.Errorf("%s = %q, want %q", name, lines[i+1][24:], w)
		}
	}
	all := runStep(e, "dragon_data")
	if !strings.HasPrefix(all, "= C7:\n") || !strings.Contains(all, "\nG4:\ncolor                   white\n") {
		t.Errorf("dragon_data without argument:\n%s", all)
	}
	if got := runStep(e, "dragon_data A1"); got != "= A1 empty\n\n" {
		t.Errorf("empty vertex: %q", got)
	}
}
