package analysis

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestTraceRead is a debugging aid, skipped unless TRACE_DIAGRAM names a
// file holding a diagram (rows as the tests write them, e.g. from
// docs/notes/tools/diagram.py with a leading '|'): it asks a fresh
// Reader attack (or defend with TRACE_DEFEND=1) of the string at
// TRACE_STR and writes the whole search tree, indented by depth, to
// TRACE_OUT (default /tmp/trace.txt). Lines: "A cands"/"D cands" (the
// generated moves), "A X"/"D X" (a move tried), "= code" (its result),
// "A cached", "D cached", "D fast" (fastDefense: a liberty giving more
// liberties than the attacker reads at the next depth), "D maxlibs".
func TestTraceRead(t *testing.T) {
	f := os.Getenv("TRACE_DIAGRAM")
	if f == "" {
		t.Skip("TRACE_DIAGRAM not set")
	}
	d, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	pos := mustDiagram(t, string(d))
	b := pos.Board()
	out := os.Getenv("TRACE_OUT")
	if out == "" {
		out = "/tmp/trace.txt"
	}
	w, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r := NewReader(0, 0)
	r.trace = func(depth int, format string, args ...any) {
		fmt.Fprintf(w, "%s%s\n", strings.Repeat(" ", depth), fmt.Sprintf(format, args...))
	}
	p := mustVertex(t, os.Getenv("TRACE_STR"), b.Size())
	var c ResultCode
	var m Pos
	if os.Getenv("TRACE_DEFEND") == "1" {
		c, m = r.FindDefense(b, p)
	} else {
		c, m = r.Attack(b, p)
	}
	t.Logf("%s %v nodes %d (tree in %s)", gtpCode(b.Size(), c, m), c, r.Nodes(), out)
}
