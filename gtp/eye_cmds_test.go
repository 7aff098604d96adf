package gtp

import (
	"strings"
	"testing"
)

// TestAnalyzeEyegraphCorners: the bent four against each corner of the
// board has the same answer, with the vital points mirrored (GNU Go 3.8
// answers 1222 for the lower left one and fails in some other corners).
func TestAnalyzeEyegraphCorners(t *testing.T) {
	e := NewEngine()
	for _, tc := range []struct{ graph, want string }{
		{"|...%|.%+---", "1222\n|<<.\n|.  \n+---"},
		{"...|%OO.|%---+", "1222\n.<<|\n  .|\n---+"},
		{"+---%|...%|.", "1222\n+---\n|<<.\n|.  "},
		{"---+%...|%OO.|", "1222\n---+\n.<<|\n  .|"},
	} {
		got, ok := e.Execute("analyze_eyegraph " + tc.graph)
		if !ok || got != tc.want {
			t.Errorf("analyze_eyegraph %s = %q (ok %v), want %q", tc.graph, got, ok, tc.want)
		}
	}
}

// TestAnalyzeEyegraphBig: graphs of more than 14 points are solved (GNU Go
// refuses them); beyond 64 points, or beyond the node limit, the answer is
// an error that says why; the board is never touched.
func TestAnalyzeEyegraphBig(t *testing.T) {
	e := NewEngine()
	if _, ok := e.Execute("play black D4"); !ok {
		t.Fatal("play failed")
	}
	for _, tc := range []struct{ graph, want string }{
		{"...............", "2222\n..............."},
		{"....X....%.........", "2222\n....X....\n........."},
	} {
		got, ok := e.Execute("analyze_eyegraph " + tc.graph)
		if !ok || got != tc.want {
			t.Errorf("analyze_eyegraph %s = %q (ok %v), want %q", tc.graph, got, ok, tc.want)
		}
	}
	huge := strings.Repeat("........%", 8) + "."
	if got, ok := e.Execute("analyze_eyegraph " + huge); ok || !strings.Contains(got, "65 points, at most 64") {
		t.Errorf("65-point graph: %q (ok %v), want an error naming the size", got, ok)
	}
	if got, ok := e.Execute("analyze_eyegraph"); ok || got != "missing eye graph" {
		t.Errorf("no graph: %q (ok %v)", got, ok)
	}
	if got, _ := e.Execute("list_stones black"); got != "D4" {
		t.Errorf("board changed: black stones %q, want D4", got)
	}
}
