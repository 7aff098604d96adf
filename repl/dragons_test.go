package repl

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// TestSurroundFollowsDragonSet checks that surround(p) is the hull the
// dragon stage recorded for the dragon at p (seed 004), or a clear error
// when the stage recorded none, and that the live names follow play/undo.
func TestSurroundFollowsDragonSet(t *testing.T) {
	s, err := NewSession(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := s.Eval(ctx, "setup(`"+renderDiagram+"`)"); err != nil {
		t.Fatal(err)
	}
	p := s.Position()
	a, err := analysis.Config{Level: analysis.Dragons}.Analyze(ctx, &p)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := a.Dragons(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"C7", "G7", "A4", "C8"} {
		q, _ := p.ParseVertex(v)
		want := ds.Hull(ds.ID(q))
		res, err := s.Eval(ctx, "surround("+v+")")
		if want == nil {
			if err == nil || !strings.Contains(err.Error(), "no surround record") {
				t.Errorf("surround(%s) = %v, %v; want the no-record error", v, res.Value, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("surround(%s): %v", v, err)
		}
		got, ok := res.Value.(*analysis.Hull)
		if !ok || !reflect.DeepEqual(*got, *want) {
			t.Errorf("surround(%s) = %+v, want %+v", v, res.Value, want)
		}
		if res.Data["image/svg+xml"] == "" || !strings.Contains(res.Data["text/plain"], "Goal     "+v) {
			t.Errorf("surround(%s) renders as %q", v, res.Data["text/plain"])
		}
	}
	// dragon follows the position: the same cell sees the move.
	res, err := s.Eval(ctx, "n := len(dragon2); play(Black, H2); len(dragon2) - n")
	if err != nil || res.Value != 1 {
		t.Errorf("a new stone in open space adds one dragon: got %v, %v", res.Value, err)
	}
	res, err = s.Eval(ctx, "undo(); len(dragon2) == n")
	if err != nil || res.Value != true {
		t.Errorf("undo restores the dragons: got %v, %v", res.Value, err)
	}
}

// TestShowModes checks that every show() mode displays a text board and
// an SVG diagram of the current position, and that an unknown mode fails.
func TestShowModes(t *testing.T) {
	var d bundleDisplay
	s, err := NewSession(Options{Display: &d})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := s.Eval(ctx, "setup(`"+renderDiagram+"`)"); err != nil {
		t.Fatal(err)
	}
	for mode, want := range map[string]string{
		"":          "dragons (letter, origin, size, status",
		"worms":     "strings lettered",
		"eyes":      "eye spaces (origin, size",
		"hulls":     "   A B C D E F G H J",
		"influence": "X/O stones, B/W territory",
	} {
		d.bundles = nil
		if _, err := s.Eval(ctx, "show("+mode+")"); err != nil {
			t.Fatalf("show(%s): %v", mode, err)
		}
		if len(d.bundles) != 1 {
			t.Fatalf("show(%s) displayed %d bundles", mode, len(d.bundles))
		}
		b := d.bundles[0]
		if !strings.Contains(b["text/plain"], want) {
			t.Errorf("show(%s) text lacks %q:\n%s", mode, want, b["text/plain"])
		}
		if !strings.HasPrefix(b["image/svg+xml"], "<svg ") || !strings.Contains(b["image/svg+xml"], ">J<") {
			t.Errorf("show(%s) has no board SVG", mode)
		}
		checkXML(t, b["image/svg+xml"])
	}
	if _, err := s.Eval(ctx, `show("moyo")`); err == nil || !strings.Contains(err.Error(), "the modes are") {
		t.Errorf("show(\"moyo\") = %v, want an error listing the modes", err)
	}
}
