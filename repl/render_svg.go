package repl

import (
	"fmt"
	"html"
	"strings"
	"unicode/utf8"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// SVG board diagrams for Jupyter (image/svg+xml). A diagram is the board
// (grid, star points, GTP coordinates: letters A–T without I, row 1 at the
// bottom), the stones and the last move, plus overlays: labels on points
// (dragon letters coloured by status as GNU Go's -T display, eye space
// letters as -E), shaded points (eye spaces, influence), markers (half and
// false eyes), polygons (surround hulls) and a caption. Output is
// deterministic: integer coordinates, board order, no maps iterated.

// Geometry of a diagram, in SVG user units (pixels).
const (
	svgCell   = 24 // distance between lines
	svgMargin = 26 // from the image edge to the first line
	svgStone  = 11 // stone radius
	svgLine   = 15 // caption line height
)

// svgLabel is text drawn on a point.
type svgLabel struct {
	text  string
	color string // fill of the text
	ring  string // when set, a ring of this colour around the stone
	bold  bool
}

// svgMarker is a small symbol in a point's corner (half and false eyes).
type svgMarker struct {
	shape string // "triangle" (half eye) or "cross" (false eye)
	color string
}

// svgPolygon is a closed polygon through board points (a surround hull).
type svgPolygon struct {
	points []analysis.Pos
	stroke string
	fill   string
}

// svgBoard collects what one diagram shows.
type svgBoard struct {
	n       int
	at      func(analysis.Pos) analysis.Color
	last    analysis.Pos
	title   string
	shade   [analysis.NumPos]string // fill of the square under a point
	opacity [analysis.NumPos]int    // of the shade, in percent (0 means 45)
	labels  [analysis.NumPos]svgLabel
	markers [analysis.NumPos]svgMarker
	dots    [analysis.NumPos]string // small dot on an empty point
	polys   []svgPolygon
	caption []svgCaption
}

// svgCaption is one line under the board: an optional colour swatch and
// text.
type svgCaption struct {
	swatch string
	text   string
}

// newSVGBoard starts a diagram of a position.
func newSVGBoard(p *analysis.Position) *svgBoard {
	return &svgBoard{n: p.Size(), at: p.At, last: p.LastMove()}
}

// xy returns the image coordinates of a point.
func (d *svgBoard) xy(p analysis.Pos) (int, int) {
	return svgMargin + p.J()*svgCell, svgMargin + p.I()*svgCell
}

// String renders the diagram.
func (d *svgBoard) String() string {
	n := d.n
	side := 2*svgMargin + (n-1)*svgCell
	top := 0
	if d.title != "" {
		top = svgLine + 4
	}
	h := side + top
	if len(d.caption) > 0 {
		h += len(d.caption)*svgLine + 6
	}
	// The image is wide enough for the caption (about 6 units per
	// character at font size 11).
	w := side
	for _, c := range d.caption {
		if cw := 20 + 6*utf8.RuneCountInString(c.text); cw > w {
			w = cw
		}
	}
	var sb strings.Builder
	sb.Grow(8192 + n*n*120)
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n",
		w, h, w, h)
	sb.WriteString(`<rect x="0" y="0" width="100%" height="100%" fill="#fff"/>` + "\n")
	if d.title != "" {
		fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="13" text-anchor="middle">%s</text>`+"\n", side/2, svgLine, html.EscapeString(d.title))
	}
	fmt.Fprintf(&sb, `<g transform="translate(0,%d)">`+"\n", top)
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%d" height="%d" fill="#dcb35c"/>`+"\n", side, side)

	// Shaded points (below the grid lines).
	for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
		if !p.OnBoard(n) || d.shade[p] == "" {
			continue
		}
		x, y := d.xy(p)
		op := d.opacity[p]
		if op == 0 {
			op = 45
		}
		fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.%02d"/>`+"\n",
			x-svgCell/2, y-svgCell/2, svgCell, svgCell, d.shade[p], op)
	}

	// Grid, star points, coordinates.
	lo, hi := svgMargin, svgMargin+(n-1)*svgCell
	sb.WriteString(`<g stroke="#000" stroke-width="1">` + "\n")
	for k := 0; k < n; k++ {
		c := svgMargin + k*svgCell
		fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", lo, c, hi, c)
		fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", c, lo, c, hi)
	}
	sb.WriteString("</g>\n")
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if q := analysis.POS(i, j); analysis.IsHoshi(q, n) {
				x, y := d.xy(q)
				fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="3" fill="#000"/>`+"\n", x, y)
			}
		}
	}
	sb.WriteString(`<g font-size="11" fill="#000" text-anchor="middle">` + "\n")
	for k := 0; k < n; k++ {
		c := svgMargin + k*svgCell
		letter := analysis.Vertex(analysis.POS(0, k), n)[:1]
		fmt.Fprintf(&sb, `<text x="%d" y="%d">%s</text>`+"\n", c, svgMargin-12, letter)
		fmt.Fprintf(&sb, `<text x="%d" y="%d">%s</text>`+"\n", c, hi+22, letter)
		fmt.Fprintf(&sb, `<text x="%d" y="%d">%d</text>`+"\n", svgMargin-17, c+4, n-k)
		fmt.Fprintf(&sb, `<text x="%d" y="%d">%d</text>`+"\n", hi+17, c+4, n-k)
	}
	sb.WriteString("</g>\n")

	// Polygons (hulls) under the stones.
	for _, poly := range d.polys {
		var pts []string
		for _, p := range poly.points {
			x, y := d.xy(p)
			pts = append(pts, fmt.Sprintf("%d,%d", x, y))
		}
		fill := poly.fill
		if fill == "" {
			fill = "none"
		}
		fmt.Fprintf(&sb, `<polygon points="%s" fill="%s" fill-opacity="0.25" stroke="%s" stroke-width="2.5" stroke-linejoin="round"/>`+"\n",
			strings.Join(pts, " "), fill, poly.stroke)
	}

	// Dots on empty points (hull interiors).
	for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
		if !p.OnBoard(n) || d.dots[p] == "" || d.at(p).IsStone() {
			continue
		}
		x, y := d.xy(p)
		fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="3.5" fill="%s"/>`+"\n", x, y, d.dots[p])
	}

	// Stones.
	for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
		if !p.OnBoard(n) {
			continue
		}
		x, y := d.xy(p)
		switch d.at(p) {
		case analysis.Black:
			fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="%d" fill="#111" stroke="#000"/>`+"\n", x, y, svgStone)
		case analysis.White:
			fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="%d" fill="#fafafa" stroke="#000"/>`+"\n", x, y, svgStone)
		}
	}

	// Labels, markers, last move.
	for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
		if !p.OnBoard(n) {
			continue
		}
		x, y := d.xy(p)
		lb := d.labels[p]
		if lb.ring != "" {
			fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="%s" stroke-width="2.5"/>`+"\n", x, y, svgStone-1, lb.ring)
		}
		if lb.text != "" {
			weight := ""
			if lb.bold {
				weight = ` font-weight="bold"`
			}
			if !d.at(p).IsStone() {
				// A light halo so the label reads over grid lines.
				weight += ` stroke="#f4e4c0" stroke-width="3" paint-order="stroke"`
			}
			fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="12"%s fill="%s" text-anchor="middle">%s</text>`+"\n",
				x, y+4, weight, lb.color, html.EscapeString(lb.text))
		}
		switch m := d.markers[p]; m.shape {
		case "triangle":
			fmt.Fprintf(&sb, `<polygon points="%d,%d %d,%d %d,%d" fill="%s"/>`+"\n", x+4, y-11, x+11, y-11, x+11, y-4, m.color)
		case "center":
			fmt.Fprintf(&sb, `<path d="M%d %dL%d %dM%d %dL%d %d" stroke="%s" stroke-width="2"/>`+"\n",
				x-5, y, x+5, y, x, y-5, x, y+5, m.color)
		case "cross":
			fmt.Fprintf(&sb, `<path d="M%d %dL%d %dM%d %dL%d %d" stroke="%s" stroke-width="2"/>`+"\n",
				x+4, y-11, x+11, y-4, x+11, y-11, x+4, y-4, m.color)
		}
		if p == d.last && d.at(p).IsStone() {
			mark := "#fff"
			if d.at(p) == analysis.White {
				mark = "#000"
			}
			if lb.text != "" || lb.ring != "" {
				fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="6" height="6" fill="#e02020"/>`+"\n", x-svgStone, y-svgStone)
			} else {
				fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="5" fill="none" stroke="%s" stroke-width="2"/>`+"\n", x, y, mark)
			}
		}
	}
	sb.WriteString("</g>\n")

	// Caption.
	y := top + side + svgLine
	for _, c := range d.caption {
		x := 6
		if c.swatch != "" {
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="10" height="10" fill="%s" stroke="#000" stroke-width="0.5"/>`+"\n", x, y-9, c.swatch)
			x += 14
		}
		fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="11">%s</text>`+"\n", x, y, html.EscapeString(c.text))
		y += svgLine
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

// statusColor is the colour of a dragon status in GNU Go's -T display
// (seed 000, "Colored Dragon Display"): green alive, yellow unknown, cyan
// dead, red critical. The alive and dead variants of dragon safety take
// the colour of their family; unchecked (no owl status) is white.
func statusColor(s analysis.Status) string {
	switch s {
	case analysis.Alive, analysis.StronglyAlive, analysis.Invincible, analysis.AliveInSeki:
		return "#1f9e1f"
	case analysis.Dead, analysis.TacticallyDead, analysis.Inessential:
		return "#12a4b6"
	case analysis.Critical:
		return "#d62728"
	case analysis.Unknown:
		return "#d4a600"
	case analysis.Unchecked:
		return "#ffffff"
	}
	return "#888888"
}

// statusLegend is the caption of the -T colours.
func statusLegend() []svgCaption {
	return []svgCaption{
		{statusColor(analysis.Alive), "alive"},
		{statusColor(analysis.Unknown), "unknown"},
		{statusColor(analysis.Dead), "dead"},
		{statusColor(analysis.Critical), "critical"},
	}
}

// letterOf returns the k-th label letter: upper case for black, lower case
// for white, as the text displays print them.
func letterOf(c analysis.Color, k int) string {
	if c == analysis.White {
		return string(rune('a' + k%26))
	}
	return string(rune('A' + k%26))
}

// positionSVG draws a position with its last move.
func positionSVG(p *analysis.Position) string {
	return newSVGBoard(p).String()
}

// stringsSVG draws a position with every string lettered in board order
// (upper case black, lower case white), the worm counterpart of the -T
// display.
func stringsSVG(p *analysis.Position) string {
	d := newSVGBoard(p)
	b := p.Board()
	letter := map[analysis.Pos]int{}
	next := [3]int{}
	for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
		c := p.At(q)
		if !q.OnBoard(d.n) || !c.IsStone() {
			continue
		}
		o := b.Origin(q)
		k, ok := letter[o]
		if !ok {
			k = next[c]
			next[c]++
			letter[o] = k
		}
		d.labels[q] = svgLabel{text: letterOf(c, k), color: stoneTextColor(c)}
	}
	d.caption = []svgCaption{{"", "strings lettered: upper case black, lower case white"}}
	return d.String()
}

// stoneTextColor is a neutral label colour readable on a stone.
func stoneTextColor(c analysis.Color) string {
	if c == analysis.Black {
		return "#fff"
	}
	return "#000"
}

// dragonsSVG draws the -T display: every dragon lettered in board order of
// its origin (upper case black, lower case white), letter and ring
// coloured by the dragon's status.
func dragonsSVG(p *analysis.Position, ds *analysis.DragonSet) string {
	d := newSVGBoard(p)
	letters := dragonLetters(ds)
	for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
		if !q.OnBoard(d.n) || !p.At(q).IsStone() {
			continue
		}
		dr := ds.Dragon(q)
		if dr.ID < 0 {
			continue
		}
		col := statusColor(dr.Status)
		d.labels[q] = svgLabel{text: letters[dr.ID], color: col, ring: col, bold: true}
	}
	d.caption = append(statusLegend(), svgCaption{"", "dragons lettered: upper case black, lower case white"})
	return d.String()
}

// dragonLetters assigns each dragon its letter: black dragons A, B, … and
// white dragons a, b, … in the order of their numbers (board order of
// their origins).
func dragonLetters(ds *analysis.DragonSet) []string {
	out := make([]string, ds.Len())
	next := [3]int{}
	for id := 0; id < ds.Len(); id++ {
		c := ds.DRAGON(id).Color
		out[id] = letterOf(c, next[c])
		next[c]++
	}
	return out
}

// Eye space colours: black eye spaces in a blue family, white ones in an
// orange family, cycling so neighbouring spaces differ.
var (
	blackEyeColors = []string{"#1f5fbf", "#6a3fbf", "#1f8fbf", "#3f3fa0"}
	whiteEyeColors = []string{"#e07b00", "#c04f7f", "#b0a000", "#d05030"}
)

// eyesSVG draws the -E display: the eye spaces of both colours shaded and
// lettered (upper case black, lower case white, as eyesBoard), marginal
// points as '!', attacker stones inside an eye space as '$', vital points
// of spaces with B ≠ C in red (attack) and blue (defence), half eyes with
// a triangle and false eyes with a cross (seed 003).
func eyesSVG(p *analysis.Position, o *analysis.Optics) string {
	d := newSVGBoard(p)
	n := d.n
	index := map[[2]int]int{}
	counts := [3]int{}
	spaces := o.EyeSpaces()
	for _, sp := range spaces {
		index[[2]int{int(sp.Color), int(sp.Origin)}] = counts[sp.Color]
		counts[sp.Color]++
	}
	for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
		if !q.OnBoard(n) {
			continue
		}
		for _, c := range []analysis.Color{analysis.Black, analysis.White} {
			e := o.Eye(c, q)
			if e.Color != c {
				continue
			}
			k := index[[2]int{int(c), int(e.Origin)}]
			pal := blackEyeColors
			if c == analysis.White {
				pal = whiteEyeColors
			}
			d.shade[q] = pal[k%len(pal)]
			switch {
			case p.At(q) == c.Other():
				d.labels[q] = svgLabel{text: "$", color: "#e02020", bold: true}
			case p.At(q).IsStone():
			case e.Marginal:
				d.labels[q] = svgLabel{text: "!", color: "#000", bold: true}
			default:
				d.labels[q] = svgLabel{text: letterOf(c, k), color: "#000"}
			}
		}
		switch o.HalfEye(q).Type {
		case analysis.HalfEye:
			d.markers[q] = svgMarker{"triangle", "#d62728"}
		case analysis.FalseEye:
			d.markers[q] = svgMarker{"cross", "#d62728"}
		}
	}
	for _, sp := range spaces {
		k := index[[2]int{int(sp.Color), int(sp.Origin)}]
		line := fmt.Sprintf("%s %s eye space at %s: size %d, value %s", letterOf(sp.Color, k), strings.ToLower(sp.Color.String()),
			analysis.Vertex(sp.Origin, n), len(sp.Points), sp.Value)
		if sp.Attack != analysis.NoMove && sp.Attack == sp.Defense {
			line += ", vital point " + analysis.Vertex(sp.Attack, n)
			d.labels[sp.Attack].ring = "#d62728"
		} else {
			if sp.Attack != analysis.NoMove {
				line += ", attack " + analysis.Vertex(sp.Attack, n)
				d.labels[sp.Attack].ring = "#d62728"
			}
			if sp.Defense != analysis.NoMove {
				line += ", defense " + analysis.Vertex(sp.Defense, n)
				d.labels[sp.Defense].ring = "#1f5fbf"
			}
		}
		pal := blackEyeColors
		if sp.Color == analysis.White {
			pal = whiteEyeColors
		}
		if len(spaces) <= 12 {
			d.caption = append(d.caption, svgCaption{pal[k%len(pal)], line})
		}
	}
	if len(spaces) > 12 {
		d.caption = append(d.caption, svgCaption{"", fmt.Sprintf("%d eye spaces (show(eyes) lists them)", len(spaces))})
	}
	d.caption = append(d.caption, svgCaption{"", "! marginal point, $ attacker stone, ▲ half eye, ✕ false eye, ring: vital point"})
	return d.String()
}

// surroundColor is the colour of a surround status.
func surroundColor(s analysis.SurroundStatus) string {
	switch s {
	case analysis.Surrounded:
		return "#d62728"
	case analysis.WeaklySurrounded:
		return "#e07b00"
	}
	return "#2060c0"
}

// surroundName is GNU Go's name of a surround status.
func surroundName(s analysis.SurroundStatus) string {
	switch s {
	case analysis.Surrounded:
		return "surrounded"
	case analysis.WeaklySurrounded:
		return "weakly surrounded"
	case analysis.NotSurrounded:
		return "not surrounded"
	}
	return fmt.Sprintf("SurroundStatus(%d)", int(s))
}

// hullsSVG draws surround hulls (seed 004) on a position: each hull as a
// polygon through its vertices (through the surround set's points in angle
// order when the record has no vertices) coloured by status, the points
// inside it as dots (grey dots: inside only the enlarged hull), the goal
// dragon's origin ringed and its centre of gravity marked with a cross.
func hullsSVG(p *analysis.Position, hulls []*analysis.Hull) string {
	d := newSVGBoard(p)
	n := d.n
	for _, h := range hulls {
		if h == nil {
			continue
		}
		col := surroundColor(h.Status)
		poly := h.Vertices
		if len(poly) == 0 {
			poly = h.Corners
		}
		d.polys = append(d.polys, svgPolygon{points: poly, stroke: col, fill: col})
		if h.Center.OnBoard(n) {
			d.markers[h.Center] = svgMarker{"center", col}
		}
		for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
			if !q.OnBoard(n) {
				continue
			}
			switch h.Inside[q] {
			case 1:
				d.dots[q] = col
			case 2:
				if d.dots[q] == "" {
					d.dots[q] = "#999999"
				}
			}
		}
		if h.Goal.OnBoard(n) {
			d.labels[h.Goal].ring = col
		}
		var cs []string
		for _, c := range h.Corners {
			cs = append(cs, analysis.Vertex(c, n))
		}
		d.caption = append(d.caption, svgCaption{col, fmt.Sprintf("%s: %s, size %d, surround set %s",
			analysis.Vertex(h.Goal, n), surroundName(h.Status), h.Size, strings.Join(cs, " "))})
	}
	if len(d.caption) == 0 {
		d.caption = []svgCaption{{"", "no hull"}}
	}
	return d.String()
}

// eyegraphSVG draws the answer of analyze_eyegraph (seed 003): the eye
// graph with attacker stones black, the defender's surrounding points
// white, marginal points '!', board edges grey, vital points ringed (red
// attack, blue defence, purple both), and the eye value as the caption.
func eyegraphSVG(r eyes.Result) string {
	rows := strings.Split(r.Annotated(), "\n")
	w := 0
	for _, row := range rows {
		if len(row) > w {
			w = len(row)
		}
	}
	const m = 8
	cw, ch := m*2+w*svgCell, m*2+len(rows)*svgCell
	h := ch + 2*svgLine + 6
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n",
		max(cw, 330), h, max(cw, 330), h)
	sb.WriteString(`<rect x="0" y="0" width="100%" height="100%" fill="#fff"/>` + "\n")
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%d" height="%d" fill="#dcb35c"/>`+"\n", cw, ch)
	for i, row := range rows {
		for j := 0; j < w; j++ {
			c := byte(' ')
			if j < len(row) {
				c = row[j]
			}
			x, y := m+j*svgCell+svgCell/2, m+i*svgCell+svgCell/2
			ring := ""
			switch c {
			case '-', '|', '+':
				fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="#777"/>`+"\n", x-svgCell/2, y-svgCell/2, svgCell, svgCell)
			case ' ':
				fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="%d" fill="#fafafa" stroke="#000"/>`+"\n", x, y, svgStone)
			case 'X', '$':
				fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="%d" fill="#111" stroke="#000"/>`+"\n", x, y, svgStone)
				if c == '$' {
					fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="12" font-weight="bold" fill="#fff" text-anchor="middle">!</text>`+"\n", x, y+4)
				}
			case '.', '*', '<', '>':
				fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="3" fill="#000"/>`+"\n", x, y)
			case '!', '@', '(', ')':
				fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="13" font-weight="bold" fill="#000" text-anchor="middle">!</text>`+"\n", x, y+5)
			}
			switch c {
			case '*', '@':
				ring = "#8e3fbf"
			case '<', '(':
				ring = "#d62728"
			case '>', ')':
				ring = "#1f5fbf"
			}
			if ring != "" {
				fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="%s" stroke-width="3"/>`+"\n", x, y, svgStone-1, ring)
			}
		}
	}
	fmt.Fprintf(&sb, `<text x="4" y="%d" font-size="12">eye value %s (min/max eyes: %s)</text>`+"\n", ch+svgLine, r.Value, eyeRange(r.Value))
	fmt.Fprintf(&sb, `<text x="4" y="%d" font-size="10">ring: vital point (red attack, blue defense, purple both)</text>`+"\n", ch+2*svgLine)
	sb.WriteString("</svg>\n")
	return sb.String()
}

// eyeRange prints the eye value's range of eyes as "a–d".
func eyeRange(v eyes.EyeValue) string {
	s := v.String()
	if len(s) == 4 {
		return s[:1] + "–" + s[3:]
	}
	return s
}

// influenceSVG draws the regions of an influence map (GNU Go's
// initial_influence region codes): each empty point shaded with the colour
// of its owner, strongest for territory, lighter for moyo, faint for area.
func influenceSVG(p *analysis.Position, in *analysis.Influence) string {
	d := newSVGBoard(p)
	var counts [9]int
	for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
		if !q.OnBoard(d.n) || p.At(q).IsStone() {
			continue
		}
		r := in.Region(q)
		counts[r+4]++
		switch r {
		case analysis.RegionBlackTerritory, analysis.RegionWhiteTerritory:
			d.opacity[q] = 75
		case analysis.RegionBlackMoyo, analysis.RegionWhiteMoyo:
			d.opacity[q] = 45
		case analysis.RegionBlackArea, analysis.RegionWhiteArea:
			d.opacity[q] = 20
		default:
			continue
		}
		d.shade[q] = "#ffffff"
		if r < 0 {
			d.shade[q] = "#000000"
		}
	}
	d.caption = []svgCaption{
		{"#333333", fmt.Sprintf("black: territory %d, moyo %d, area %d",
			counts[analysis.RegionBlackTerritory+4], counts[analysis.RegionBlackMoyo+4], counts[analysis.RegionBlackArea+4])},
		{"#f8f8f8", fmt.Sprintf("white: territory %d, moyo %d, area %d",
			counts[analysis.RegionWhiteTerritory+4], counts[analysis.RegionWhiteMoyo+4], counts[analysis.RegionWhiteArea+4])},
		{"", "initial influence, " + strings.ToLower(in.ToMove().String()) + " to move (darker: territory, lighter: moyo, faint: area)"},
	}
	return d.String()
}
