package repl

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// The optional methods a value may implement to render richly in Jupyter
// (display_data, execute_result). Rendering lives here, not in analysis:
// wrap an analysis value in a type of this package to give it a rich form.
type (
	// SVGer renders as image/svg+xml.
	SVGer interface{ SVG() string }
	// HTMLer renders as text/html.
	HTMLer interface{ HTML() string }
	// Markdowner renders as text/markdown.
	Markdowner interface{ Markdown() string }
	// PNGer renders as image/png (base64 of the PNG bytes).
	PNGer interface{ PNG() string }
)

// render turns a cell value into a MIME bundle. multi marks the []any of
// a call with several results.
func (s *Session) render(v any, multi bool) Bundle {
	b := Bundle{"text/plain": s.format(v, multi)}
	if x, ok := v.(SVGer); ok {
		b["image/svg+xml"] = x.SVG()
	}
	if x, ok := v.(HTMLer); ok {
		b["text/html"] = x.HTML()
	}
	if x, ok := v.(Markdowner); ok {
		b["text/markdown"] = x.Markdown()
	}
	if x, ok := v.(PNGer); ok {
		b["image/png"] = x.PNG()
	}
	s.richBundle(v, b)
	return b
}

// richBundle adds rich renderings of analysis values that have no methods
// of their own (issue 8): positions, eye spaces, dragon sets, hulls and eye
// graphs as image/svg+xml board diagrams (render_svg.go), the worm and
// dragon arrays as text/html tables (render_html.go). Hulls and eye spaces
// are drawn on the session's current position.
func (s *Session) richBundle(v any, b Bundle) {
	size := s.live.board.Size()
	cur := s.live.pos()
	switch x := v.(type) {
	case analysis.Position:
		b["image/svg+xml"] = positionSVG(&x)
	case *analysis.Position:
		if x != nil {
			b["image/svg+xml"] = positionSVG(x)
		}
	case []analysis.Worm:
		if len(x) == analysis.NumPos {
			b["text/html"] = wormsHTML(x, size)
		}
	case []analysis.Dragon:
		if len(x) == analysis.NumPos {
			b["text/html"] = dragonsHTML(x, size)
		}
	case []analysis.Dragon2:
		b["text/html"] = dragon2HTML(x, size)
	case *analysis.Hull:
		if x != nil {
			b["image/svg+xml"] = hullsSVG(&cur, []*analysis.Hull{x})
		}
	case analysis.Hull:
		b["image/svg+xml"] = hullsSVG(&cur, []*analysis.Hull{&x})
	case []*analysis.Hull:
		b["image/svg+xml"] = hullsSVG(&cur, x)
	case *analysis.Optics:
		if x != nil {
			b["image/svg+xml"] = eyesSVG(&cur, x)
		}
	case *analysis.DragonSet:
		if x != nil && x.Size() == size {
			b["image/svg+xml"] = dragonsSVG(&cur, x)
		}
	case *analysis.Influence:
		if x != nil && x.Size() == size {
			b["image/svg+xml"] = influenceSVG(&cur, x)
		}
	case eyes.Result:
		if x.Graph != nil {
			b["image/svg+xml"] = eyegraphSVG(x)
		}
	}
}

// format renders a value as text/plain, with points as GTP vertices of the
// current board.
func (s *Session) format(v any, multi bool) string {
	if multi {
		vs := v.([]any)
		parts := make([]string, len(vs))
		f := formatter{size: s.live.board.Size()}
		for k, x := range vs {
			parts[k] = f.inline(reflect.ValueOf(x), 0)
		}
		return strings.Join(parts, ", ")
	}
	f := formatter{size: s.live.board.Size()}
	return strings.TrimRight(f.top(v), "\n")
}

// formatter is the pretty printer: Pos values print as vertices on a
// board of the given size, structs field by field.
type formatter struct {
	size int
}

var (
	posType      = reflect.TypeOf(analysis.Pos(0))
	stringerType = reflect.TypeOf((*fmt.Stringer)(nil)).Elem()
	errorType    = reflect.TypeOf((*error)(nil)).Elem()
)

// top formats a value shown on its own: structs one field per line.
func (f formatter) top(v any) string {
	switch x := v.(type) {
	case nil:
		return "<nil>"
	case analysis.Position:
		return x.String()
	case *analysis.Position:
		return x.String()
	case []analysis.Worm:
		return f.wormTable(x)
	case []analysis.Dragon:
		return f.dragonTable(x)
	case []analysis.Dragon2:
		return f.dragon2Table(x)
	case eyes.Result:
		return x.GTPAnswer()
	case *analysis.Hull:
		if x != nil {
			return hullText(x, f.size)
		}
	case analysis.Hull:
		return hullText(&x, f.size)
	case analysis.EyeData:
		return f.fields(reflect.ValueOf(x)) // its String prints POS(i,j)
	case string:
		return strconv.Quote(x)
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() && rv.Elem().Kind() == reflect.Struct && !rv.Type().Implements(stringerType) {
		rv = rv.Elem()
	}
	if rv.Kind() == reflect.Struct && !hasText(rv.Type()) {
		return f.fields(rv)
	}
	return f.inline(rv, 0)
}

// hasText reports whether a type prints itself (String or Error method).
func hasText(t reflect.Type) bool {
	return t.Implements(stringerType) || t.Implements(errorType)
}

// fields prints a struct one exported field per line, names aligned.
func (f formatter) fields(rv reflect.Value) string {
	t := rv.Type()
	width := 0
	for k := 0; k < t.NumField(); k++ {
		if t.Field(k).IsExported() && len(t.Field(k).Name) > width {
			width = len(t.Field(k).Name)
		}
	}
	var sb strings.Builder
	for k := 0; k < t.NumField(); k++ {
		fd := t.Field(k)
		if !fd.IsExported() {
			continue
		}
		fmt.Fprintf(&sb, "%-*s  %s\n", width, fd.Name, f.inline(rv.Field(k), 1))
	}
	return sb.String()
}

// inline prints a value on one line.
func (f formatter) inline(rv reflect.Value, depth int) string {
	if !rv.IsValid() {
		return "<nil>"
	}
	if depth > 6 {
		return "…"
	}
	t := rv.Type()
	if t == posType {
		return analysis.Vertex(analysis.Pos(rv.Int()), f.size)
	}
	if rv.CanInterface() {
		switch x := rv.Interface().(type) {
		case *analysis.Hull:
			if x == nil {
				return "<nil>"
			}
			return fmt.Sprintf("&Hull{%s, size %d, corners [%s]}", surroundName(x.Status), x.Size, vertexList(x.Corners, f.size))
		case error:
			if rv.Kind() == reflect.Pointer && rv.IsNil() {
				return "<nil>"
			}
			return x.Error()
		case fmt.Stringer:
			if (rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface) && rv.IsNil() {
				return "<nil>"
			}
			if _, ok := x.(analysis.Position); ok {
				return "Position(" + strconv.Itoa(f.size) + "×" + strconv.Itoa(f.size) + ")"
			}
			return x.String()
		}
	}
	switch rv.Kind() {
	case reflect.Interface, reflect.Pointer:
		if rv.IsNil() {
			return "<nil>"
		}
		if rv.Kind() == reflect.Pointer {
			return "&" + f.inline(rv.Elem(), depth+1)
		}
		return f.inline(rv.Elem(), depth)
	case reflect.String:
		return strconv.Quote(rv.String())
	case reflect.Slice, reflect.Array:
		if rv.Kind() == reflect.Slice && rv.IsNil() {
			return "[]"
		}
		n := rv.Len()
		const maxItems = 64
		parts := make([]string, 0, min(n, maxItems))
		for k := 0; k < n && k < maxItems; k++ {
			parts = append(parts, f.inline(rv.Index(k), depth+1))
		}
		if n > maxItems {
			parts = append(parts, fmt.Sprintf("… (%d more)", n-maxItems))
		}
		return "[" + strings.Join(parts, " ") + "]"
	case reflect.Map:
		keys := rv.MapKeys()
		parts := make([]string, 0, len(keys))
		for _, k := range keys {
			parts = append(parts, f.inline(k, depth+1)+":"+f.inline(rv.MapIndex(k), depth+1))
		}
		sort.Strings(parts)
		return "map[" + strings.Join(parts, " ") + "]"
	case reflect.Struct:
		var parts []string
		for k := 0; k < t.NumField(); k++ {
			if t.Field(k).IsExported() {
				parts = append(parts, t.Field(k).Name+":"+f.inline(rv.Field(k), depth+1))
			}
		}
		return "{" + strings.Join(parts, " ") + "}"
	case reflect.Func:
		if rv.IsNil() {
			return "<nil>"
		}
		return t.String()
	}
	if rv.CanInterface() {
		return fmt.Sprint(rv.Interface())
	}
	return rv.String()
}

// wormTable prints the worm array as one line per worm (by origin).
func (f formatter) wormTable(ws []analysis.Worm) string {
	if len(ws) == 0 {
		return "[]"
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-6s %-5s %4s %4s %5s %-13s %s\n", "origin", "color", "size", "libs", "libs2", "attack", "defense")
	for p := range ws {
		w := ws[p]
		if !w.Color.IsStone() || int(w.Origin) != p {
			continue
		}
		fmt.Fprintf(&sb, "%-6s %-5s %4d %4d %5d %-13s %s\n", analysis.Vertex(w.Origin, f.size), w.Color, w.Size,
			w.Liberties, w.Liberties2, f.tactics(w.AttackPoints, w.AttackCodes), f.tactics(w.DefensePoints, w.DefenseCodes))
	}
	return sb.String()
}

// tactics prints points with their result codes: "B2 WIN, C3 KO_A".
func (f formatter) tactics(ps []analysis.Pos, codes []analysis.ResultCode) string {
	if len(ps) == 0 {
		return "-"
	}
	parts := make([]string, len(ps))
	for k, p := range ps {
		parts[k] = analysis.Vertex(p, f.size)
		if k < len(codes) {
			parts[k] += " " + codes[k].String()
		}
	}
	return strings.Join(parts, ", ")
}

// hullText prints a surround record (seed 004): status, size, corners and
// the points inside.
func hullText(h *analysis.Hull, size int) string {
	var in, near []analysis.Pos
	for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
		if !p.OnBoard(size) {
			continue
		}
		switch h.Inside[p] {
		case 1:
			in = append(in, p)
		case 2:
			near = append(near, p)
		}
	}
	return fmt.Sprintf("Goal     %s\nStatus   %s\nSize     %d\nCorners  %s\nCenter   %s\nVertices %s\nInside   %s\nEnlarged %s",
		analysis.Vertex(h.Goal, size), surroundName(h.Status), h.Size, vertexList(h.Corners, size),
		vertexOrDash(h.Center, size), vertexList(h.Vertices, size), vertexList(in, size), vertexList(near, size))
}

// dragonTable prints the dragon array as one line per dragon (at its
// origin), in the order of the dragon numbers.
func (f formatter) dragonTable(ds []analysis.Dragon) string {
	var rows []analysis.Dragon
	for p := range ds {
		if d := ds[p]; d.ID >= 0 && d.Color.IsStone() && int(d.Origin) == p {
			rows = append(rows, d)
		}
	}
	if len(rows) == 0 {
		return "[]"
	}
	sort.Slice(rows, func(a, b int) bool { return rows[a].ID < rows[b].ID })
	var sb strings.Builder
	fmt.Fprintf(&sb, "%3s %-6s %-5s %4s %7s %-13s %s\n", "id", "origin", "color", "size", "effsize", "crude_status", "status")
	for _, d := range rows {
		fmt.Fprintf(&sb, "%3d %-6s %-5s %4d %7.2f %-13s %s\n", d.ID, analysis.Vertex(d.Origin, f.size), d.Color, d.Size,
			d.EffectiveSize, d.CrudeStatus, d.Status)
	}
	return sb.String()
}

// dragon2Table prints the dragon2 array as one line per dragon number.
func (f formatter) dragon2Table(ds []analysis.Dragon2) string {
	if len(ds) == 0 {
		return "[]"
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%3s %-6s %-12s %-14s %6s %5s %-5s %-17s %s\n", "id", "origin", "adjacent", "safety", "escape", "moyo",
		"genus", "surround", "owl_status")
	for id, d := range ds {
		adj := make([]string, len(d.Adjacent))
		for k, a := range d.Adjacent {
			adj[k] = strconv.Itoa(a)
		}
		fmt.Fprintf(&sb, "%3d %-6s %-12s %-14s %6d %5d %-5s %-17s %s\n", id, analysis.Vertex(d.Origin, f.size),
			strings.Join(adj, ","), d.Safety, d.EscapeRoute, d.MoyoSize, d.Genus, surroundName(d.SurroundStatus), d.OwlStatus)
	}
	return sb.String()
}
