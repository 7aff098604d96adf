package repl

import (
	"context"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// bundleDisplay records the rich displays of a session.
type bundleDisplay struct {
	bundles []Bundle
	text    strings.Builder
}

func (d *bundleDisplay) Stream(name, text string) { d.text.WriteString(text) }
func (d *bundleDisplay) Display(b Bundle)         { d.bundles = append(d.bundles, b) }

// renderDiagram is the 9×9 position of the rendering goldens: a black
// group with an eye space in the corner, a white wall, a black stone
// being chased, and a last move.
const renderDiagram = `
+-----------------+
|. . . . . . . . .|
|. . O O . . . . .|
|. . X O . . X . .|
|. . X O . . . . .|
|O O O O O . . . .|
|X X X X O . . . .|
|. . . X O . . . .|
|X . X X O . . . .|
|. X X O O . . . .|
+-----------------+
`

// aliveDiagram has two groups that live beyond doubt (two separate eyes
// each, large), so the -T colours do not move with tuning of the dragon
// stage.
const aliveDiagram = `
+-----------------+
|. X . X O . O . .|
|X X X X O O . O O|
|. . . X X O O O .|
|. . . . X O . . .|
|. . . . X O O O O|
|X X X X X O . . .|
|. X . X O O . O .|
|X X X X O . O . O|
|. . X O O O O O .|
+-----------------+
`

// renderCase is one golden: a cell evaluated after setup (and the moves
// in pre), and the MIME type compared with testdata/render/NAME.EXT,
// taken from the cell's value or, for show(), from its display.
type renderCase struct {
	name, pre, cell, mime string
}

var renderCases = []renderCase{
	{"position", "play(White, G6)", "board", "image/svg+xml"},
	{"strings", "play(White, G6)", "show(worms)", "image/svg+xml"},
	{"dragons", "setup(`" + aliveDiagram + "`)", "show()", "image/svg+xml"},
	{"dragon_html", "setup(`" + aliveDiagram + "`)", "dragon", "text/html"},
	{"dragon2_html", "setup(`" + aliveDiagram + "`)", "dragon2", "text/html"},
	{"eyes", "", "show(eyes)", "image/svg+xml"},
	{"worms", "", "worm", "text/html"},
	{"eyegraph", "", `analyze_eyegraph("OO!%O.X%!...")`, "image/svg+xml"},
	{"eyegraph_edge", "", `analyze_eyegraph("-----%.....%XXXXX")`, "image/svg+xml"},
	{"hull", "", "h", "image/svg+xml"},
	{"plot", "", `lineplot("dragons by move", "move", "dragons", []float64{10, 20, 30}, []string{"alive", "dead"}, []float64{2, 3.5, 4}, []float64{0, 0.5, 1.25})`, "image/svg+xml"},
}

// testHull is a hand-made hull around the black C6-C7 stones, to test the
// drawing independently of the surround stage.
func testHull(t *testing.T, s *Session) *analysis.Hull {
	p := s.Position()
	v := func(name string) analysis.Pos {
		q, err := p.ParseVertex(name)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	h := &analysis.Hull{Goal: v("C7"), Status: analysis.Surrounded, Size: 6, Center: v("C7"),
		Corners:  []analysis.Pos{v("C8"), v("D8"), v("D5"), v("B5"), v("B7")},
		Vertices: []analysis.Pos{v("C8"), v("B7"), v("B5"), v("D5"), v("D8")}}
	for _, name := range []string{"C7", "C6", "B6", "C5"} {
		h.Inside[v(name)] = 1
	}
	h.Inside[v("A6")] = 2
	return h
}

func TestRenderGoldens(t *testing.T) {
	for _, c := range renderCases {
		t.Run(c.name, func(t *testing.T) {
			var d bundleDisplay
			s, err := NewSession(Options{Display: &d})
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			if _, err := s.Eval(ctx, "setup(`"+renderDiagram+"`)"); err != nil {
				t.Fatal(err)
			}
			if c.pre != "" {
				if _, err := s.Eval(ctx, c.pre); err != nil {
					t.Fatal(err)
				}
			}
			d.bundles = nil
			var b Bundle
			if c.cell == "h" {
				b = s.render(testHull(t, s), false)
			} else {
				res, err := s.Eval(ctx, c.cell)
				if err != nil {
					t.Fatal(err)
				}
				b = res.Data
				if strings.HasPrefix(c.cell, "show(") {
					if len(d.bundles) != 1 {
						t.Fatalf("show displayed %d bundles, want 1", len(d.bundles))
					}
					b = d.bundles[0]
				}
			}
			if b["text/plain"] == "" {
				t.Errorf("no text/plain fallback")
			}
			got := b[c.mime]
			if got == "" {
				t.Fatalf("no %s in %v", c.mime, keys(b))
			}
			checkXML(t, got)
			ext := ".svg"
			if c.mime == "text/html" {
				ext = ".html"
			}
			file := filepath.Join("testdata", "render", c.name+ext)
			if *update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test ./repl -run TestRenderGoldens -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from %s (rerun with -update and review the diff)", c.name, file)
			}
		})
	}
}

func keys(b Bundle) []string {
	var out []string
	for k := range b {
		out = append(out, k)
	}
	return out
}

// checkXML fails unless s is well-formed XML.
func checkXML(t *testing.T, s string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(s))
	dec.Strict = true
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, s)
		}
	}
}

// TestRenderContent checks what the diagrams say, independently of the
// goldens: coordinates, stones, the last-move marker, labels.
func TestRenderContent(t *testing.T) {
	var d bundleDisplay
	s, err := NewSession(Options{Display: &d})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := s.Eval(ctx, "setup(`"+renderDiagram+"`); play(White, G6)"); err != nil {
		t.Fatal(err)
	}
	res, err := s.Eval(ctx, "board")
	if err != nil {
		t.Fatal(err)
	}
	svg := res.Data["image/svg+xml"]
	if n := strings.Count(svg, `fill="#111"`); n != 13 {
		t.Errorf("%d black stones drawn, want 13", n)
	}
	if n := strings.Count(svg, `fill="#fafafa"`); n != 15 {
		t.Errorf("%d white stones drawn, want 15", n)
	}
	for _, want := range []string{">A<", ">J<", ">9<", ">1<", `width="244"`} {
		if !strings.Contains(svg, want) {
			t.Errorf("board SVG lacks %s", want)
		}
	}
	if strings.Contains(svg, ">I<") {
		t.Errorf("column I drawn")
	}
	// G6 is column 7 (x = 26 + 6·24 = 170), row 6 from the bottom (y = 26 + 3·24 = 98):
	// the last-move ring on a white stone is black.
	if !strings.Contains(svg, `<circle cx="170" cy="98" r="5" fill="none" stroke="#000"`) {
		t.Errorf("no last-move marker on G6")
	}
	// Same input, same output.
	res2, _ := s.Eval(ctx, "board")
	if res2.Data["image/svg+xml"] != svg {
		t.Errorf("rendering is not deterministic")
	}
	// display() shows any value mid-cell, richly.
	d.bundles = nil
	if _, err := s.Eval(ctx, "display(board, worm); 1"); err != nil {
		t.Fatal(err)
	}
	if len(d.bundles) != 2 || d.bundles[0]["image/svg+xml"] == "" || d.bundles[1]["text/html"] == "" {
		t.Errorf("display(board, worm) gave %d bundles", len(d.bundles))
	}
	html := d.bundles[1]["text/html"]
	// One row per worm (four black, two white), origins in board order.
	if n := strings.Count(html, "<tr>"); n != 7 {
		t.Errorf("worm table has %d rows, want 7 (header + 6 worms):\n%s", n, html)
	}
}
