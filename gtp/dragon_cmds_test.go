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

// TestPartitionThenNoOwlDragons checks that dragon_stones, answered from
// the amalgamation alone (dragonPartition), leaves the analysis without
// owl that the surround commands use as it would have been: their answers
// after dragon_stones are those of a fresh engine, and dragon_stones after
// them (from the dragons computed in full) gives the same partition.
func TestPartitionThenNoOwlDragons(t *testing.T) {
	setup := []string{"boardsize 9", "play black C3", "play white D4", "play black D3",
		"play white E3", "play black E2", "play white F2", "play black C5", "play white E5",
		"play black D5", "play white C4", "play black B4", "play white F3"}
	queries := []string{"is_surrounded D4", "surround_map D4 E4", "surround_map D4 G7",
		"is_surrounded C3", "surround_map E2 D2", "does_surround C6 D4", "dragon_stones", "same_dragon C3 E2"}
	first, second := newTestEngine(), newTestEngine()
	for _, c := range setup {
		runStep(first, c)
		runStep(second, c)
	}
	stones := runStep(first, "dragon_stones")
	if !strings.HasPrefix(stones, "= ") {
		t.Fatalf("dragon_stones: %q", stones)
	}
	for _, q := range queries {
		a, b := runStep(first, q), runStep(second, q)
		if !strings.HasPrefix(b, "= ") {
			t.Errorf("%s: %q", q, b)
		}
		if a != b {
			t.Errorf("%s after dragon_stones: %q, fresh: %q", q, a, b)
		}
	}
	if again := runStep(second, "dragon_stones"); again != stones {
		t.Errorf("dragon_stones after the dragons: %q, first: %q", again, stones)
	}
}
