package repl

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/repl/internal/symbols"
)

// liveDoc documents one live name.
type liveDoc struct {
	name, sig, doc string
	typ            string // "pkg.Type" whose fields help(name) lists
}

// liveDocs documents the live names, in the order help() lists them.
var liveDocs = []liveDoc{
	{"board", "board analysis.Position", "The current position; evaluating it prints the board (GNU Go's showboard).", ""},
	{"worm", "worm[D4] analysis.Worm", "The worm data of every point, indexed by vertex: the string the point belongs to, its liberties of all orders, tactical attack and defence (seed 000). Computed when first used after the position changes.", "analysis.Worm"},
	{"dragon", "dragon[D4] analysis.Dragon", "The dragon array of every point (seed 000 \"Dragons\", seed 001 dragon_data): Color, ID (the key into dragon2), Origin (two stones are in one dragon iff their origins agree), Size, EffectiveSize, CrudeStatus and Status (the owl status once owl has run). Empty points have ID -1. Computed, with owl reading, when a cell first uses a dragon name after the position changes.", "analysis.Dragon"},
	{"dragon2", "dragon2[id] analysis.Dragon2", "The dragon2 array, one entry per dragon number (seed 001 dragon_data2): Adjacent (neighbour dragon numbers; Neighbors() counts them), HostileNeighbors, MoyoSize, Safety, Weakness, EscapeRoute, Genus, Heye, Lunch, SurroundStatus, the owl and semeai fields.", "analysis.Dragon2"},
	{"DRAGON", "DRAGON(id int) analysis.Dragon", "The dragon data of dragon number id, the seed's macro DRAGON(d) = dragon[dragon2[d].origin] (seed 000, \"Dragons\").", "analysis.Dragon"},
	{"DRAGON2", "DRAGON2(D4) *analysis.Dragon2", "The dragon2 data of the dragon at a point, the seed's macro DRAGON2(pos) = dragon2[dragon[pos].id] (seed 000, \"Dragons\"): DRAGON2(D4).Genus, .EscapeRoute, .SurroundStatus, .OwlStatus, .Neighbors().", "analysis.Dragon2"},
	{"surround", "surround(D4) *analysis.Hull", "The surround record of the dragon at a point (seed 004, \"Surrounded Dragons\"): the surround set of enemy stones around it (Corners, in angle order around the centre of gravity Center), its convex hull (Vertices), the points inside (Inside), its Status (not, weakly or fully surrounded) and Size. Drawn as a polygon in Jupyter; show(hulls) draws all of them.", "analysis.Hull"},
	{"analyze_eyegraph", "analyze_eyegraph(graph string) eyes.Result", "Solves an eye graph written in GNU Go's notation (seed 003: '.' eye point, '!' marginal, 'X' dead stone, '$' marginal stone, '%' new row) and shows its eye value {a b c d} and vital points.", "eyes.Result"},
	{"play", "play([color,] move...) analysis.Position", "Plays moves for the colour to move (or the colour given first) and returns the new board: play(D4), play(\"D4\"), play(Black, D4), play(D4, E5) alternating, play(PASS).", ""},
	{"undo", "undo([n int]) analysis.Position", "Takes back the last move (or n moves) and returns the board.", ""},
	{"load", "load(file string[, move]) analysis.Position", "Loads an SGF file as GNU Go's loadsgf does: load(\"game.sgf\") plays the whole game, load(\"game.sgf\", 120) stops before move 120, load(\"game.sgf\", \"Q16\") before the first move at Q16. undo() then steps back through the game.", ""},
	{"setup", "setup(diagram string) analysis.Position", "Replaces the game by a position drawn as an ASCII diagram: X black, O white, '.' or '+' empty, '|' and '-' for edges (the seeds' notation).", ""},
	{"black_eye", "black_eye[D4] analysis.EyeData", "The eye space data of every point for Black (seed 003, black_eye): origin, size, marginal points, eye value. white_eye is the same for White.", "analysis.EyeData"},
	{"half_eye", "half_eye[D4] analysis.HalfEyeData", "The topological half eye and false eye analysis of every point (seed 003, half_eye).", "analysis.HalfEyeData"},
	{"diff", "diff(a, b) *repl.Diff", "What changed from a to b (issue 10): each a move number of the loaded game (move N is the position before move N, GNU Go's loadsgf convention, so diff(56, 57) is the effect of move 56), an analysis or a position. Dragons are matched by shared stones; lists dragons appeared, captured/removed, merged and split, status/safety/owl_status/genus/surround_status changes, and worms newly in atari or capturable (seed 000 attack_codes). In Jupyter: a table and the board with the changed dragons highlighted.", ""},
	{"json", "json(x) string", "The JSON text of an analysis value (position, analysis, worm, worm/dragon/dragon2 arrays, dragon set, eye data, half_eye, eye spaces, hull, eye graph result, diff) in the schema of docs/json-schema.md: snake_case field names as in the seeds, vertices as GTP strings, statuses and result codes by GNU Go's names, eye values \"abcd\".", ""},
	{"show", "show([worms|eyes|hulls|influence])", "Draws the board with every dragon lettered and coloured by status, like GNU Go's -T display (seed 000, \"Colored Dragon Display\": green alive, yellow unknown, cyan dead, red critical). show(worms) letters the strings, show(eyes) draws the eye spaces of both colours with values, vital points and half eyes like -E, show(hulls) the surround hulls (seed 004), show(influence) the territory, moyo and area of the initial influence. In Jupyter it is an SVG diagram.", ""},
	{"display", "display(v...)", "Shows values as rich displays in the middle of a cell (in Jupyter: display_data): boards, eye graphs and hulls as SVG diagrams, the worm and dragon arrays as HTML tables.", ""},
	{"lineplot", "lineplot(title, xlabel, ylabel string, x []float64, names []string, y ...[]float64) repl.Plot", "A line chart of series over shared x values, for experiments over many positions (statistics by move number): an SVG chart in Jupyter, a table of the values in text. NaN marks a missing value.", ""},
	{"moves", "moves() []analysis.Pos", "The moves that led to the current position since the last setup (or the start of a loaded game).", ""},
	{"help", "help([name])", "Lists the live names, or documents one: help(worm) lists the fields of the worm data.", ""},
	{"A1", "A1 … T19 analysis.Pos", "The points of the current board as values (column letters without I, row 1 at the bottom); PASS is the pass move.", ""},
	{"ctx", "ctx context.Context", "The running cell's context: pass it to analysis calls so that Ctrl-C stops them.", ""},
	{"Black", "Black, White, Empty analysis.Color", "The colours, for play(Black, D4) and comparisons such as worm[D4].Color == White.", ""},
}

// helpTopics maps the names help(name) documents without evaluating them
// (live names and packages) to a one-line summary.
var helpTopics = func() map[string]string {
	m := map[string]string{
		"analysis": "package analysis: positions, boards and GNU Go's position analysis",
		"eyes":     "package eyes: eye graphs and their local game values (seed 003)",
		"sgf":      "package sgf: reading SGF game records",
	}
	for _, d := range liveDocs {
		m[d.name] = d.sig
	}
	return m
}()

// help prints the documentation of a live name, package, field or value.
func (l *live) help(args ...any) {
	var sb strings.Builder
	switch {
	case len(args) == 0:
		sb.WriteString("Live names (they follow the current position; help(name) for more):\n")
		for _, d := range liveDocs {
			sum := strings.ReplaceAll(wrap(firstSentence(d.doc), 60), "\n", "\n"+strings.Repeat(" ", 47))
			fmt.Fprintf(&sb, "  %-44s %s\n", d.sig, sum)
		}
		sb.WriteString("Packages: analysis, eyes, sgf (help(analysis) lists their names); fmt, strings, … are imported when used.\n")
	default:
		for _, a := range args {
			sb.WriteString(helpText(a))
		}
	}
	l.s.display.Stream("stdout", sb.String())
}

// firstSentence returns the text up to the first ". ".
func firstSentence(s string) string {
	if k := strings.Index(s, ". "); k >= 0 {
		return s[:k+1]
	}
	return s
}

// helpText documents one help() argument.
func helpText(a any) string {
	name, isName := a.(string)
	if isName {
		for _, d := range liveDocs {
			if d.name == name || name == "White" && d.name == "Black" || name == "Empty" && d.name == "Black" ||
				name == "white_eye" && d.name == "black_eye" ||
				name == "PASS" && d.name == "A1" {
				s := d.sig + "\n" + indent(wrap(d.doc, 72)) + "\n"
				if d.typ != "" {
					s += typeHelp(d.typ)
				}
				return s
			}
		}
		if isVertexName(name) {
			return helpText("A1")
		}
		switch name {
		case "analysis", "eyes", "sgf":
			return packageHelp(name)
		}
		if d, ok := symbols.Docs[name]; ok {
			return d.Decl + "\n" + indent(d.Text)
		}
		if d, ok := symbols.Docs["analysis."+name]; ok {
			return d.Decl + "\n" + indent(d.Text)
		}
	}
	t := reflect.TypeOf(a)
	for t != nil && (t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice) {
		t = t.Elem()
	}
	if t != nil && t.PkgPath() != "" {
		key := t.String()
		if _, ok := symbols.Docs[key]; ok {
			return typeHelp(key)
		}
	}
	if isName {
		return fmt.Sprintf("no help for %q\n", name)
	}
	return fmt.Sprintf("no help for %T\n", a)
}

// typeHelp documents a type ("analysis.Worm") and its exported fields.
func typeHelp(key string) string {
	d, ok := symbols.Docs[key]
	if !ok {
		return ""
	}
	var sb strings.Builder
	sb.WriteString(d.Decl + "\n" + indent(d.Text))
	var fields, methods []string
	for k := range symbols.Docs {
		if rest, ok := strings.CutPrefix(k, key+"."); ok && !strings.Contains(rest, ".") {
			if strings.HasPrefix(symbols.Docs[k].Decl, "func") {
				methods = append(methods, k)
			} else {
				fields = append(fields, k)
			}
		}
	}
	sortByDecl(fields)
	sort.Strings(methods)
	for i, k := range fields {
		f := symbols.Docs[k]
		if i == 0 || symbols.Docs[fields[i-1]].Text != f.Text {
			sb.WriteString("\n")
		}
		fmt.Fprintf(&sb, "  .%s\n", f.Decl)
		// Fields documented together (Liberties2, Liberties3, …) share
		// one comment, printed after the last of them.
		if i+1 == len(fields) || symbols.Docs[fields[i+1]].Text != f.Text {
			sb.WriteString(indent(indent(f.Text)))
		}
	}
	if len(methods) > 0 {
		sb.WriteString("\n  methods:\n")
		for _, k := range methods {
			fmt.Fprintf(&sb, "    %s\n", strings.TrimPrefix(symbols.Docs[k].Decl, "func "))
		}
	}
	return sb.String()
}

// sortByDecl orders field keys as the fields are declared, using the
// struct's reflect type when it is known, else by name.
func sortByDecl(keys []string) {
	order := map[string]int{}
	if t, ok := knownTypes[typeOfKey(keys)]; ok {
		for k := 0; k < t.NumField(); k++ {
			order[t.Field(k).Name] = k + 1
		}
	}
	sort.Slice(keys, func(a, b int) bool {
		na, nb := keys[a][strings.LastIndexByte(keys[a], '.')+1:], keys[b][strings.LastIndexByte(keys[b], '.')+1:]
		if order[na] != order[nb] {
			return order[na] < order[nb]
		}
		return na < nb
	})
}

func typeOfKey(keys []string) string {
	if len(keys) == 0 {
		return ""
	}
	return keys[0][:strings.LastIndexByte(keys[0], '.')]
}

// knownTypes gives field order for the struct types help() lists.
var knownTypes = map[string]reflect.Type{
	"analysis.Worm":        reflect.TypeOf(analysis.Worm{}),
	"analysis.EyeData":     reflect.TypeOf(analysis.EyeData{}),
	"analysis.HalfEyeData": reflect.TypeOf(analysis.HalfEyeData{}),
}

// packageHelp lists the exported names of a package with their summaries.
func packageHelp(pkg string) string {
	var keys []string
	for k := range symbols.Docs {
		if rest, ok := strings.CutPrefix(k, pkg+"."); ok && !strings.Contains(rest, ".") {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var sb strings.Builder
	sb.WriteString(helpTopics[pkg] + "\n")
	for _, k := range keys {
		fmt.Fprintf(&sb, "  %-28s %s\n", strings.TrimPrefix(k, pkg+"."), firstSentence(strings.ReplaceAll(strings.TrimSpace(symbols.Docs[k].Text), "\n", " ")))
	}
	return sb.String()
}

// indent indents every line of s by four spaces.
func indent(s string) string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return ""
	}
	return "    " + strings.ReplaceAll(s, "\n", "\n    ") + "\n"
}

// wrap breaks s into lines of at most width characters.
func wrap(s string, width int) string {
	var sb strings.Builder
	n := 0
	for _, w := range strings.Fields(s) {
		if n > 0 && n+1+len(w) > width {
			sb.WriteByte('\n')
			n = 0
		} else if n > 0 {
			sb.WriteByte(' ')
			n++
		}
		sb.WriteString(w)
		n += len(w)
	}
	return sb.String()
}

// showModes are the arguments of show(): show(eyes) is rewritten to
// show("eyes") before the cell runs, so that eyes stays the package name.
var showModes = map[string]bool{"eyes": true, "dragons": true, "worms": true, "hulls": true, "influence": true}

// ANSI colours used by show().
var ansiColors = []string{"\x1b[32m", "\x1b[33m", "\x1b[36m", "\x1b[35m", "\x1b[34m", "\x1b[31m"}

const ansiReset = "\x1b[0m"

// show draws the board with every dragon lettered (upper case black,
// lower case white) and coloured by status, as GNU Go's -T display (seed
// 000, "Colored Dragon Display"); show(worms) letters strings instead,
// show(eyes) draws the eye spaces of both colours like -E, show(hulls) the
// surround hulls of all dragons (seed 004) and show(influence) the regions
// of the initial influence. In Jupyter the display is an SVG diagram with
// the text as fallback.
func (l *live) show(modes ...string) {
	mode := "dragons"
	if len(modes) > 1 {
		fail(errors.New("repl: show takes at most one argument: show(), show(worms), show(eyes), show(hulls) or show(influence)"))
	}
	if len(modes) == 1 {
		mode = modes[0]
	}
	var text, svg string
	cur := l.pos()
	switch mode {
	case "worms":
		text = l.stringsBoard(l.s.opts.Color)
		svg = stringsSVG(&cur)
	case "eyes":
		o, err := l.eyeSpaces(l.ctx)
		if err != nil {
			fail(err)
		}
		text = l.eyesBoard(o, l.s.opts.Color)
		svg = eyesSVG(&cur, o)
	case "dragons", "":
		ds := l.needDragons()
		text = l.dragonsBoard(ds, l.s.opts.Color)
		svg = dragonsSVG(&cur, ds)
	case "hulls":
		ds := l.needDragons()
		var hulls []*analysis.Hull
		for d := 0; d < ds.Len(); d++ {
			if h := ds.Hull(d); h != nil {
				hulls = append(hulls, h)
			}
		}
		text = l.hullsText(hulls)
		svg = hullsSVG(&cur, hulls)
	case "influence":
		a, err := l.analyzeAt(l.ctx, analysis.Dragons)
		if err != nil {
			fail(err)
		}
		in, err := a.InitialInfluence(l.ctx, cur.ToMove())
		if err != nil {
			fail(err)
		}
		text = l.influenceText(in)
		svg = influenceSVG(&cur, in)
	default:
		fail(fmt.Errorf("repl: show(%q): the modes are show(), show(worms), show(eyes), show(hulls), show(influence)", mode))
	}
	l.s.display.Display(Bundle{"text/plain": text, "image/svg+xml": svg})
}

// boardText draws the current position with mark(q) for every point.
func (l *live) boardText(mark func(q analysis.Pos) string) string {
	n := l.board.Size()
	var sb strings.Builder
	cols := "  "
	for j := 0; j < n; j++ {
		cols += " " + analysis.Vertex(analysis.POS(0, j), n)[:1]
	}
	sb.WriteString(cols + "\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, "%2d", n-i)
		for j := 0; j < n; j++ {
			sb.WriteString(" " + mark(analysis.POS(i, j)))
		}
		fmt.Fprintf(&sb, " %d\n", n-i)
	}
	sb.WriteString(cols + "\n")
	return sb.String()
}

// emptyMark is how an empty point without a label prints.
func emptyMark(q analysis.Pos, size int) string {
	if analysis.IsHoshi(q, size) {
		return "+"
	}
	return "."
}

// eyesBoard draws the eye spaces of both colours: each eye space of Black
// lettered in upper case, of White in lower case, marginal points as '!',
// followed by the list of eye spaces with their values and vital points
// (seed 003).
func (l *live) eyesBoard(o *analysis.Optics, color bool) string {
	n := l.board.Size()
	spaces := o.EyeSpaces()
	letter := map[[2]int]int{} // (colour, origin) → index
	counts := [3]int{}
	for _, sp := range spaces {
		letter[[2]int{int(sp.Color), int(sp.Origin)}] = counts[sp.Color]
		counts[sp.Color]++
	}
	label := func(c analysis.Color, k int) string {
		ch := string(rune('A' + k%26))
		if c == analysis.White {
			ch = string(rune('a' + k%26))
		}
		if color {
			return ansiColors[k%len(ansiColors)] + ch + ansiReset
		}
		return ch
	}
	var sb strings.Builder
	for _, c := range []analysis.Color{analysis.Black, analysis.White} {
		fmt.Fprintf(&sb, "%s eye spaces:\n", c)
		sb.WriteString(l.boardText(func(q analysis.Pos) string {
			switch l.board.At(q) {
			case analysis.Black:
				if e := o.Eye(c, q); e.Color == c && c == analysis.White {
					return "$" // a black stone inside a white eye space
				}
				return "X"
			case analysis.White:
				if e := o.Eye(c, q); e.Color == c && c == analysis.Black {
					return "$"
				}
				return "O"
			}
			e := o.Eye(c, q)
			if e.Color != c {
				return emptyMark(q, n)
			}
			if e.Marginal {
				return "!"
			}
			return label(c, letter[[2]int{int(c), int(e.Origin)}])
		}))
	}
	sb.WriteString("eye spaces (origin, size, marginal points, value, vital points):\n")
	for _, sp := range spaces {
		k := letter[[2]int{int(sp.Color), int(sp.Origin)}]
		marg := 0
		for _, p := range sp.Points {
			if o.Eye(sp.Color, p).Marginal {
				marg++
			}
		}
		fmt.Fprintf(&sb, "  %s %-5s %-4s size %2d  marginal %d  value %s", label(sp.Color, k), sp.Color,
			analysis.Vertex(sp.Origin, n), len(sp.Points), marg, sp.Value)
		if sp.Attack != analysis.NoMove || sp.Defense != analysis.NoMove {
			fmt.Fprintf(&sb, "  attack %s defense %s", analysis.Vertex(sp.Attack, n), analysis.Vertex(sp.Defense, n))
		}
		sb.WriteByte('\n')
	}
	var half []string
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			q := analysis.POS(i, j)
			if h := o.HalfEye(q); h.Type != analysis.NotHalfEye {
				half = append(half, analysis.Vertex(q, n)+" "+h.Type.String())
			}
		}
	}
	if len(half) > 0 {
		sb.WriteString("half and false eyes: " + strings.Join(half, ", ") + "\n")
	}
	return sb.String()
}

// stringsBoard draws the current position with strings lettered: upper
// case for black, lower case for white, in board order of first stones.
func (l *live) stringsBoard(color bool) string {
	p := l.pos()
	b := p.Board()
	n := p.Size()
	letter := map[analysis.Pos]int{}
	next := [3]int{}
	text := l.boardText(func(q analysis.Pos) string {
		c := b.At(q)
		if !c.IsStone() {
			return emptyMark(q, n)
		}
		o := b.Origin(q)
		k, ok := letter[o]
		if !ok {
			k = next[c]
			next[c]++
			letter[o] = k
		}
		ch := string(rune('A' + k%26))
		if c == analysis.White {
			ch = string(rune('a' + k%26))
		}
		if color {
			return ansiColors[k%len(ansiColors)] + ch + ansiReset
		}
		return ch
	})
	return text + "strings lettered: upper case black, lower case white\n"
}

// ansiStatus is the ANSI colour of a dragon status in GNU Go's -T display:
// green alive, yellow unknown, cyan dead, red critical.
func ansiStatus(st analysis.Status) string {
	switch st {
	case analysis.Alive, analysis.StronglyAlive, analysis.Invincible, analysis.AliveInSeki:
		return "\x1b[32m"
	case analysis.Dead, analysis.TacticallyDead, analysis.Inessential:
		return "\x1b[36m"
	case analysis.Critical:
		return "\x1b[31m"
	case analysis.Unknown:
		return "\x1b[33m"
	}
	return "\x1b[37m"
}

// dragonsBoard draws the -T display: every dragon lettered (upper case
// black, lower case white, in the order of the dragon numbers), coloured
// by status when the session has colour, and a list of the dragons.
func (l *live) dragonsBoard(ds *analysis.DragonSet, color bool) string {
	n := l.board.Size()
	letters := dragonLetters(ds)
	text := l.boardText(func(q analysis.Pos) string {
		d := ds.Dragon(q)
		if d.ID < 0 || !l.board.At(q).IsStone() {
			return emptyMark(q, n)
		}
		if color {
			return ansiStatus(d.Status) + letters[d.ID] + ansiReset
		}
		return letters[d.ID]
	})
	var sb strings.Builder
	sb.WriteString(text)
	sb.WriteString("dragons (letter, origin, size, status; colours: green alive, yellow unknown, cyan dead, red critical):\n")
	for id := 0; id < ds.Len(); id++ {
		d := ds.DRAGON(id)
		fmt.Fprintf(&sb, "  %s %-4s size %2d  %s\n", letters[id], analysis.Vertex(d.Origin, n), d.Size, d.Status)
	}
	return sb.String()
}

// hullsText lists surround hulls (seed 004) and draws the points inside
// them: '*' inside a hull, '+' inside only the enlarged hull.
func (l *live) hullsText(hulls []*analysis.Hull) string {
	n := l.board.Size()
	if len(hulls) == 0 {
		return "no surround hulls\n"
	}
	text := l.boardText(func(q analysis.Pos) string {
		switch c := l.board.At(q); c {
		case analysis.Black:
			return "X"
		case analysis.White:
			return "O"
		}
		mark := "."
		for _, h := range hulls {
			switch h.Inside[q] {
			case 1:
				return "*"
			case 2:
				mark = "+"
			}
		}
		return mark
	})
	var sb strings.Builder
	sb.WriteString(text)
	for _, h := range hulls {
		fmt.Fprintf(&sb, "  %s: %s, size %d, corners %s\n", analysis.Vertex(h.Goal, n), surroundName(h.Status), h.Size,
			vertexList(h.Corners, n))
	}
	return sb.String()
}

// influenceText draws the influence regions (GNU Go's initial_influence
// region codes): X and O stones, B/W territory, b/w moyo, ':' and ','
// black and white area, '.' neutral.
func (l *live) influenceText(in *analysis.Influence) string {
	text := l.boardText(func(q analysis.Pos) string {
		return string(regionChars[in.Region(q)+4])
	})
	return text + "X/O stones, B/W territory, b/w moyo, :/, black/white area, . neutral (" + in.ToMove().String() + " to move)\n"
}

// regionChars maps Region+4 to its character.
const regionChars = "XBb:.,wWO"
