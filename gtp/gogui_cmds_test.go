package gtp

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// checkGfx parses a gfx answer with GoGui's syntax: every line is a known
// command word followed by its arguments, every point is on the board, a
// COLOR is #rrggbb, INFLUENCE values are numbers in [-1, 1], LABEL takes
// point/text pairs, and TEXT comes last. It returns the labels by point.
func checkGfx(t *testing.T, e *Engine, cmd, ans string) map[string]string {
	t.Helper()
	labels := map[string]string{}
	point := func(s string) {
		if _, err := analysis.ParseVertex(s, e.Size()); err != nil {
			t.Errorf("%s: %q is not a board point", cmd, s)
		}
	}
	lines := strings.Split(ans, "\n")
	for k, line := range lines {
		f := strings.Fields(line)
		if len(f) < 2 {
			t.Errorf("%s: line %q has no arguments", cmd, line)
			continue
		}
		switch f[0] {
		case "TEXT":
			if k != len(lines)-1 {
				t.Errorf("%s: TEXT is not the last line", cmd)
			}
		case "COLOR":
			if len(f[1]) != 7 || f[1][0] != '#' {
				t.Errorf("%s: bad colour %q", cmd, f[1])
			}
			if _, err := strconv.ParseUint(f[1][1:], 16, 32); err != nil {
				t.Errorf("%s: bad colour %q", cmd, f[1])
			}
			if len(f) < 3 {
				t.Errorf("%s: COLOR without points", cmd)
			}
			for _, p := range f[2:] {
				point(p)
			}
		case "SQUARE", "TRIANGLE", "CIRCLE", "MARK":
			for _, p := range f[1:] {
				point(p)
			}
		case "LABEL", "INFLUENCE":
			if len(f)%2 != 1 {
				t.Errorf("%s: %s takes pairs: %q", cmd, f[0], line)
			}
			for i := 1; i+1 < len(f); i += 2 {
				point(f[i])
				if f[0] == "LABEL" {
					if _, dup := labels[f[i]]; dup {
						t.Errorf("%s: two labels on %s", cmd, f[i])
					}
					labels[f[i]] = f[i+1]
					continue
				}
				v, err := strconv.ParseFloat(f[i+1], 64)
				if err != nil || v < -1 || v > 1 {
					t.Errorf("%s: bad influence %q", cmd, f[i+1])
				}
			}
		default:
			t.Errorf("%s: unknown gfx command %q", cmd, f[0])
		}
	}
	return labels
}

func goguiEngine(t *testing.T) *Engine {
	t.Helper()
	e := newTestEngine()
	for _, c := range []string{"boardsize 9", "clear_board", "play black C3", "play black D3", "play white D4",
		"play white C4", "play black E4", "play white G7", "play black B4", "play white C5",
		"play black A1", "play white A2", "play black G3", "play black H3", "play black J3", "play black G2",
		"play black G1", "play black H1"} {
		if _, ok := e.Execute(c); !ok {
			t.Fatalf("%s failed", c)
		}
	}
	return e
}

func TestGoguiAnalyzeCommands(t *testing.T) {
	e := goguiEngine(t)
	ans, ok := e.Execute("gogui-analyze_commands")
	if !ok {
		t.Fatal(ans)
	}
	types := map[string]bool{"gfx": true, "sboard": true, "cboard": true, "plist": true, "pspairs": true, "string": true}
	for _, line := range strings.Split(ans, "\n") {
		f := strings.Split(line, "/")
		if len(f) != 3 || !types[f[0]] || f[1] == "" {
			t.Errorf("bad analyze command %q", line)
			continue
		}
		name := strings.Fields(f[2])[0]
		if _, ok := e.commands[name]; !ok {
			t.Errorf("%q: command %s is not registered", line, name)
		}
		cmd := strings.ReplaceAll(f[2], "%p", "C4")
		ans, ok := e.Execute(cmd)
		if !ok {
			t.Errorf("%s: %s", cmd, ans)
			continue
		}
		switch f[0] {
		case "gfx":
			checkGfx(t, e, cmd, ans)
		case "sboard":
			rows := strings.Split(ans, "\n")
			if len(rows) != 9 {
				t.Errorf("%s: %d rows", cmd, len(rows))
			}
			for _, r := range rows {
				if len(strings.Fields(r)) != 9 {
					t.Errorf("%s: row %q", cmd, r)
				}
			}
		case "plist":
			for _, p := range strings.Fields(ans) {
				if _, err := analysis.ParseVertex(p, 9); err != nil {
					t.Errorf("%s: %q", cmd, p)
				}
			}
		case "pspairs":
			f := strings.Fields(ans)
			if len(f)%2 != 0 {
				t.Errorf("%s: odd pspairs %q", cmd, ans)
			}
			for i := 0; i < len(f); i += 2 {
				if _, err := analysis.ParseVertex(f[i], 9); err != nil {
					t.Errorf("%s: %q", cmd, f[i])
				}
			}
		}
	}
}

func TestGoguiDisplays(t *testing.T) {
	e := goguiEngine(t)
	ans, _ := e.Execute("gogui_worms")
	labels := checkGfx(t, e, "gogui_worms", ans)
	// Black A1 (one liberty) is captured at B1 and saved by capturing
	// white A2, which a ladder catches at B2 and cannot save.
	if labels["B1"] != "ad" || labels["B2"] != "a" {
		t.Errorf("gogui_worms labels %v", labels)
	}
	if !strings.Contains(ans, "COLOR #e00000 A2\n") || !strings.Contains(ans, "COLOR #f0a000 A1\n") {
		t.Errorf("worm colours:\n%s", ans)
	}
	ans, _ = e.Execute("gogui_dragons")
	labels = checkGfx(t, e, "gogui_dragons", ans)
	_, ds, err := e.dragonAnalysis()
	if err != nil {
		t.Fatal(err)
	}
	for d := 0; d < ds.Len(); d++ {
		for _, p := range ds.Stones(d) {
			if labels[e.Vertex(p)] != dragonLetter(d) {
				t.Errorf("stone %s labelled %q, want %q", e.Vertex(p), labels[e.Vertex(p)], dragonLetter(d))
			}
		}
	}
	ans, _ = e.Execute("gogui_eyes black")
	labels = checkGfx(t, e, "gogui_eyes black", ans)
	// The black corner G3-J3-G1 encloses H2 and J1/J2: an eye space whose
	// value is printed at its origin.
	o, err := e.optics()
	if err != nil {
		t.Fatal(err)
	}
	sp, ok := o.EvalEye(analysis.POS(7, 7)) // H2
	if !ok || labels[e.Vertex(sp.Origin)] != sp.Value.String() {
		t.Errorf("eye space of H2 (%v) not labelled: %v", sp, labels)
	}
	for _, c := range []string{"gogui_influence", "gogui_owl", "gogui_hull C3", "gogui_eyes white"} {
		ans, ok := e.Execute(c)
		if !ok {
			t.Fatalf("%s: %s", c, ans)
		}
		checkGfx(t, e, c, ans)
	}
}

func TestJSONExportCommand(t *testing.T) {
	e := goguiEngine(t)
	for _, c := range []string{"json_export position", "json_export worms", "json_export worm C4", "json_export eyes",
		"json_export dragons", "json_export dragon C4", "json_export hull C3", "json_export analysis"} {
		ans, ok := e.Execute(c)
		if !ok {
			t.Fatalf("%s: %s", c, ans)
		}
		if strings.Contains(ans, "\n") || !json.Valid([]byte(ans)) {
			t.Errorf("%s: not one line of JSON: %.200s", c, ans)
		}
	}
	ans, _ := e.Execute("json_export dragon C4")
	var d struct {
		Dragon struct {
			Origin string   `json:"origin"`
			Stones []string `json:"stones"`
		} `json:"dragon"`
		Dragon2 struct {
			Safety string `json:"safety"`
		} `json:"dragon2"`
	}
	if err := json.Unmarshal([]byte(ans), &d); err != nil {
		t.Fatal(err)
	}
	if d.Dragon.Origin != "C5" || d.Dragon2.Safety == "" {
		t.Errorf("dragon C4: %+v", d)
	}
	before := e.Position().String()
	for _, c := range []string{"json_export worm Z9", "json_export dragon", "json_export hull", "json_export nothing"} {
		if ans, ok := e.Execute(c); ok {
			t.Errorf("%s accepted: %s", c, ans)
		}
	}
	if e.Position().String() != before {
		t.Error("failed commands changed the position")
	}
}
