package analysis

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestOwlSearchDebug is a local debugging aid, skipped unless OWL_DIAG
// names a diagram file: it runs one owl question (OWL_Q attack, defend,
// does_attack or does_defend; OWL_V the dragon, OWL_M the move) and
// prints the search trace up to depth OWL_TRACE.
func TestOwlSearchDebug(t *testing.T) {
	f := os.Getenv("OWL_DIAG")
	if f == "" {
		t.Skip("OWL_DIAG not set")
	}
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := ParseDiagram(string(data))
	if err != nil {
		t.Fatal(err)
	}
	a, err := Config{}.Analyze(context.Background(), &pos)
	if err != nil {
		t.Fatal(err)
	}
	n := pos.Board().Size()
	v, _ := ParseVertex(os.Getenv("OWL_V"), n)
	m, _ := ParseVertex(os.Getenv("OWL_M"), n)
	o := a.NewOwlReader()
	maxd := -1
	fmt.Sscan(os.Getenv("OWL_TRACE"), &maxd)
	o.trace = func(format string, args ...any) {
		line := fmt.Sprintf(format, args...)
		d := (len(line) - len(strings.TrimLeft(line, " "))) / 2
		if d <= maxd {
			fmt.Println(line)
		}
	}
	var r OwlResult
	switch os.Getenv("OWL_Q") {
	case "defend":
		r, err = o.Defend(context.Background(), v)
	case "does_attack":
		r, err = o.DoesAttack(context.Background(), m, v)
	case "does_defend":
		r, err = o.DoesDefend(context.Background(), m, v)
	default:
		r, err = o.Attack(context.Background(), v)
	}
	fmt.Println("result", r.Code, Vertex(r.Move, n), "certain", r.Certain, "nodes", r.Nodes, err)
}
