package repl

import (
	"fmt"
	"html"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/compare"
)

// Diff is the value of diff(a, b): what changed between two analysed
// positions (issue 10; compare.Result), with the two positions and how
// they were named, so that it renders as a text summary, an HTML table and
// an SVG board of the second position with the changed dragons
// highlighted.
type Diff struct {
	*compare.Result
	// Before and After are the compared positions.
	Before, After analysis.Position
	// BeforeName and AfterName say where they came from ("move 56",
	// "analysis", "position").
	BeforeName, AfterName string

	afterStones map[analysis.Pos][]analysis.Pos // dragon origin -> stones in After
}

// String returns a header line and the diff's summary.
func (d *Diff) String() string {
	return fmt.Sprintf("diff(%s → %s):\n%s", d.BeforeName, d.AfterName, d.Result.String())
}

// HTML returns the changes as a table: kind, colour, dragon or worm, old
// and new value.
func (d *Diff) HTML() string {
	t := newHTMLTable(html.EscapeString(fmt.Sprintf("diff(%s → %s)", d.BeforeName, d.AfterName)),
		"change", "colour", "where", "before", "after")
	v := func(p analysis.Pos) string { return analysis.Vertex(p, d.Size) }
	list := func(ps []analysis.Pos) string { return vertexList(ps, d.Size) }
	for k, r := range d.Removed {
		kind := "removed"
		if d.Captured[k] {
			kind = "captured"
		}
		t.row(kind, r.Color.String(), v(r.Origin), html.EscapeString(list(r.Stones)), "")
	}
	for _, a := range d.Appeared {
		t.row("appeared", a.Color.String(), v(a.Origin), "", html.EscapeString(a.Status.String()))
	}
	for _, m := range d.Merged {
		t.row("merged", m.To.Color.String(), v(m.To.Origin), html.EscapeString(list(m.From)), v(m.To.Origin))
	}
	for _, s := range d.Split {
		t.row("split", s.From.Color.String(), v(s.From.Origin), v(s.From.Origin), html.EscapeString(list(s.To)))
	}
	for _, c := range d.Changes {
		t.row(c.Field, c.Color.String(), v(c.Origin), html.EscapeString(c.Old), html.EscapeString(c.New))
	}
	for _, w := range d.Worms {
		after := fmt.Sprintf("%d liberties", w.Liberties)
		if w.Kind == "capturable" {
			after = "attack " + v(w.AttackPoint) + " " + w.AttackCode.String()
		}
		t.row(w.Kind, w.Color.String(), v(w.Origin), "", html.EscapeString(after))
	}
	if d.Result.Empty() {
		t.row("no changes", "", "", "", "")
	}
	return t.String()
}

// Highlight colours of the diff diagram.
const (
	diffChanged  = "#d62728" // dragons whose fields changed, merged or split
	diffAppeared = "#1f9e1f" // new dragons
	diffRemoved  = "#12a4b6" // points of removed (captured) dragons
	diffWorm     = "#ff7f0e" // worms newly in atari or capturable
)

// SVG draws the second position with the changed dragons ringed and
// lettered, the points of removed dragons shaded, and worms newly in atari
// or capturable marked.
func (d *Diff) SVG() string {
	b := newSVGBoard(&d.After)
	b.title = fmt.Sprintf("diff(%s → %s)", d.BeforeName, d.AfterName)
	ring := func(origin analysis.Pos, col, text string) {
		for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
			if q.OnBoard(b.n) && d.After.At(q).IsStone() && sameDragon(d, origin, q) {
				b.labels[q] = svgLabel{text: text, color: col, ring: col, bold: true}
			}
		}
	}
	k := 0
	for _, c := range d.Changes {
		if b.labels[c.Origin].text == "" {
			ring(c.Origin, diffChanged, letterOf(c.Color, k))
			k++
		}
	}
	for _, m := range d.Merged {
		ring(m.To.Origin, diffChanged, "M")
	}
	for _, a := range d.Appeared {
		ring(a.Origin, diffAppeared, "+")
	}
	for _, r := range d.Removed {
		for _, q := range r.Stones {
			b.shade[q] = diffRemoved
		}
	}
	for _, w := range d.Worms {
		b.markers[w.Origin] = svgMarker{shape: "triangle", color: diffWorm}
	}
	b.caption = []svgCaption{{diffChanged, "dragon changed (lettered), merged (M) or split"},
		{diffAppeared, "dragon appeared (+)"}, {diffRemoved, "dragon removed or captured (shaded)"},
		{diffWorm, "worm newly in atari or capturable (triangle)"}}
	for _, l := range d.Result.Lines() {
		b.caption = append(b.caption, svgCaption{"", l})
	}
	return b.String()
}

// sameDragon reports whether q lies in the dragon of the second position
// whose origin is origin, using the stones the diff recorded.
func sameDragon(d *Diff, origin, q analysis.Pos) bool {
	for _, st := range d.stonesOf(origin) {
		if st == q {
			return true
		}
	}
	return false
}

// stonesOf returns the stones of the dragon of the second position with
// the given origin, as recorded in the diff.
func (d *Diff) stonesOf(origin analysis.Pos) []analysis.Pos {
	for _, a := range d.Appeared {
		if a.Origin == origin {
			return a.Stones
		}
	}
	for _, m := range d.Merged {
		if m.To.Origin == origin {
			return m.To.Stones
		}
	}
	if st, ok := d.afterStones[origin]; ok {
		return st
	}
	return []analysis.Pos{origin}
}

// diffArg resolves one argument of diff: a move number of the loaded game
// (N: the position before move N, GNU Go's loadsgf convention, so 1 is the
// starting position and len(moves())+1 the current one), an analysis or a
// position (analysed at level Dragons).
func (l *live) diffArg(x any) (*analysis.Analysis, string) {
	var p analysis.Position
	name := "position"
	switch v := x.(type) {
	case *analysis.Analysis:
		if v == nil {
			fail(fmt.Errorf("repl: diff: nil analysis"))
		}
		return v, "analysis"
	case int:
		if v < 1 || v > len(l.hist) {
			fail(fmt.Errorf("repl: diff: move %d is not in the game (moves 1 to %d; move N is the position before move N)",
				v, len(l.hist)))
		}
		p, name = l.hist[v-1], fmt.Sprintf("move %d", v)
	case analysis.Position:
		p = v
	case *analysis.Position:
		if v == nil {
			fail(fmt.Errorf("repl: diff: nil position"))
		}
		p = *v
	default:
		fail(fmt.Errorf("repl: diff: %v (%T) is not a move number, analysis or position", x, x))
	}
	a, err := analysis.Config{Level: analysis.Dragons}.Analyze(l.ctx, &p)
	if err != nil {
		fail(err)
	}
	return a, name
}

// diff is the live name diff(a, b): what changed from a to b, each a move
// number of the game (diff(56, 57) is the effect of move 56), an analysis
// or a position.
func (l *live) diff(a, b any) *Diff {
	aa, an := l.diffArg(a)
	ab, bn := l.diffArg(b)
	r, err := compare.DiffContext(l.ctx, aa, ab)
	if err != nil {
		fail(fmt.Errorf("repl: diff: %w", err))
	}
	d := &Diff{Result: r, Before: *aa.Position(), After: *ab.Position(), BeforeName: an, AfterName: bn}
	if ds, err := ab.Dragons(l.ctx); err == nil {
		d.afterStones = map[analysis.Pos][]analysis.Pos{}
		for id := 0; id < ds.Len(); id++ {
			d.afterStones[ds.Dragon2(id).Origin] = ds.Stones(id)
		}
	}
	return d
}

// diffLines is the summary without the header, for tests.
func (d *Diff) diffLines() string { return strings.Join(d.Result.Lines(), "\n") }
