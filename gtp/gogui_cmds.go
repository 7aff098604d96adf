package gtp

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	acompare "github.com/dragonrepl/dragonrepl/analysis/compare"
)

// goguiAnalyzeCommands is the first part of the answer of
// gogui-analyze_commands: the project's own displays, one "type/label/command"
// line each, in the format of GoGui's manual, chapter "Analyze Commands":
// the type says how GoGui parses and shows the answer (section "Types"), the
// label is the Tools-menu entry (section "Label": GoGui splits the line at
// "/", so no label or command may contain one, and skips a repeated label),
// and %p in the command is replaced by a point the user selects (section
// "Command").
var goguiAnalyzeCommands = []string{
	"gfx/Dragons by status (-T)/gogui_dragons",
	"sboard/Dragon letters (-T)/gogui_dragon_letters",
	"gfx/Black eye spaces (-E)/gogui_eyes black",
	"gfx/White eye spaces (-E)/gogui_eyes white",
	"gfx/Surround hull/gogui_hull %p",
	"gfx/Influence regions/gogui_influence",
	"gfx/Worm attack and defence points/gogui_worms",
	"pspairs/Worm attack points/gogui_attack_points",
	"gfx/Owl attack and defence points/gogui_owl",
	"plist/Dragon stones/dragon_stones %p",
	"hpstring/Dragon data/dragon_data %p",
	"hpstring/Worm data/worm_data %p",
	"string/JSON of dragon/json_export dragon %p",
	"string/JSON of worm/json_export worm %p",
}

// goguiStandardCommands follows goguiAnalyzeCommands: GNU Go's own analysis
// commands that the engine answers in GNU Go's formats. A program that
// answers gogui-analyze_commands replaces GoGui's built-in list of GNU Go
// commands, so the engine lists them itself; a line is given only while its
// command is registered. The var types show the move of an answer such as
// "1 B2" as a numbered stone (varpo: played by the opponent of the selected
// stone, varp: by its owner); pstring and hpstring mark the points of the text.
var goguiStandardCommands = []string{
	"hpstring/Dragon status (GNU Go)/dragon_status",
	"hpstring/Dragon status at point (GNU Go)/dragon_status %p",
	"varpo/Attack/attack %p",
	"varp/Defend/defend %p",
	"varpo/Ladder attack/ladder_attack %p",
	"varpo/Owl attack/owl_attack %p",
	"varp/Owl defend/owl_defend %p",
	"pstring/Owl threaten attack/owl_threaten_attack %p",
	"pstring/Owl threaten defense/owl_threaten_defense %p",
	"pstring/Eval eye/eval_eye %p",
	"hpstring/Eye data/eye_data %c %p",
	"hpstring/Half eye data/half_eye_data %p",
	"string/Unconditional status/unconditional_status %p",
	"string/Is surrounded/is_surrounded %p",
	"string/Same dragon/same_dragon %P",
	"pstring/Analyze semeai/analyze_semeai %P",
	"plist/Worm stones/worm_stones %p",
	"string/Worm cutstone/worm_cutstone %p",
}

// analyzeCommandsAnswer is the answer of gogui-analyze_commands.
func analyzeCommandsAnswer(e *Engine) string {
	lines := append([]string(nil), goguiAnalyzeCommands...)
	for _, l := range goguiStandardCommands {
		cmd := strings.Fields(strings.SplitN(l, "/", 3)[2])[0]
		if _, ok := e.commands[cmd]; ok {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// registerGoguiCommands adds the GoGui analyze commands (gogui-analyze_commands
// and the gogui_* displays answering in GoGui's gfx / sboard / pspairs
// formats) and the json_export extension command (issue 10).
// gogui_analyze_commands is the name older GoGui versions ask for.
func registerGoguiCommands(e *Engine) {
	list := func(e *Engine, _ []string) (string, error) { return analyzeCommandsAnswer(e), nil }
	e.register("gogui-analyze_commands", list)
	e.register("gogui_analyze_commands", list)
	e.register("gogui_dragons", cmdGoguiDragons)
	e.register("gogui_dragon_letters", cmdGoguiDragonLetters)
	e.register("gogui_eyes", cmdGoguiEyes)
	e.register("gogui_hull", cmdGoguiHull)
	e.register("gogui_influence", cmdGoguiInfluence)
	e.register("gogui_worms", cmdGoguiWorms)
	e.register("gogui_attack_points", cmdGoguiAttackPoints)
	e.register("gogui_owl", cmdGoguiOwl)
	e.register("json_export", cmdJSONExport)
}

// Colours of the displays (GoGui accepts #rrggbb).
const (
	colAlive    = "#00b000"
	colDead     = "#e00000"
	colCritical = "#f0a000"
	colUnknown  = "#4080ff"
	colOther    = "#a0a0a0"
)

func statusColor(s analysis.Status) string {
	switch s {
	case analysis.Alive, analysis.StronglyAlive, analysis.Invincible, analysis.AliveInSeki:
		return colAlive
	case analysis.Dead, analysis.TacticallyDead:
		return colDead
	case analysis.Critical:
		return colCritical
	case analysis.Unknown, analysis.Unchecked:
		return colUnknown
	}
	return colOther
}

// dragonLetter names dragon number d as GNU Go's -T display does: A–Z,
// then a–z, then digits, cycling.
func dragonLetter(d int) string {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	return string(letters[d%len(letters)])
}

// gfx collects the lines of a gfx answer, one line per command word.
type gfx struct {
	e     *Engine
	order []string
	lines map[string][]string
	text  string
	// labels holds one label per point (GoGui shows one): texts given
	// for the same point are joined, each text once.
	labels     map[string]string
	labelOrder []string
}

func newGfx(e *Engine) *gfx {
	return &gfx{e: e, lines: map[string][]string{}, labels: map[string]string{}}
}

// label puts text on point v, after any text already there.
func (g *gfx) label(v, text string) {
	old, ok := g.labels[v]
	if !ok {
		g.labelOrder = append(g.labelOrder, v)
		g.labels[v] = text
		return
	}
	if !strings.Contains(old, text) {
		g.labels[v] = old + text
	}
}

// add appends items to the line of the command word key ("COLOR #00b000",
// "SQUARE", "LABEL", …).
func (g *gfx) add(key string, items ...string) {
	if _, ok := g.lines[key]; !ok {
		g.order = append(g.order, key)
	}
	g.lines[key] = append(g.lines[key], items...)
}

// maxLabel is the longest label that fits on a point: GoGui's manual,
// chapter "Analyze Commands", section "Types", sboard: "A string should not
// be longer than 3-4 characters, to fit on a point on the board".
const maxLabel = 4

// fitLabel cuts a label to maxLabel characters, ending a cut one with "+".
func fitLabel(s string) string {
	if len(s) <= maxLabel {
		return s
	}
	return s[:maxLabel-1] + "+"
}

func (g *gfx) String() string {
	var out []string
	for _, k := range g.order {
		out = append(out, k+" "+strings.Join(g.lines[k], " "))
	}
	if len(g.labelOrder) > 0 {
		var items []string
		for _, v := range g.labelOrder {
			items = append(items, v, fitLabel(g.labels[v]))
		}
		out = append(out, "LABEL "+strings.Join(items, " "))
	}
	if g.text != "" {
		out = append(out, "TEXT "+g.text)
	}
	return strings.Join(out, "\n")
}

func cmdGoguiDragons(e *Engine, _ []string) (string, error) {
	_, ds, err := e.dragonAnalysis()
	if err != nil {
		return "", err
	}
	g := newGfx(e)
	counts := map[string]int{}
	for d := 0; d < ds.Len(); d++ {
		st := ds.DRAGON(d).Status
		for _, p := range ds.Stones(d) {
			g.add("COLOR "+statusColor(st), e.Vertex(p))
			g.label(e.Vertex(p), dragonLetter(d))
		}
		counts[st.String()]++
	}
	var legend []string
	for _, s := range []analysis.Status{analysis.Alive, analysis.Critical, analysis.Dead, analysis.Unknown} {
		if n := counts[s.String()]; n > 0 {
			legend = append(legend, fmt.Sprintf("%d %s", n, s))
		}
	}
	g.text = fmt.Sprintf("%d dragons", ds.Len())
	if len(legend) > 0 {
		g.text += ": " + strings.Join(legend, ", ")
	}
	return g.String(), nil
}

// cmdGoguiDragonLetters answers an sboard: the dragon letter on every
// stone and the empty string "" on empty points (GoGui's manual, chapter
// "Analyze Commands", section "Types", sboard: 'The special string "" is used
// for no string on a point'); the first line is the top row.
func cmdGoguiDragonLetters(e *Engine, _ []string) (string, error) {
	ds, err := e.dragonPartition()
	if err != nil {
		return "", err
	}
	var rows []string
	for i := 0; i < e.Size(); i++ {
		var row []string
		for j := 0; j < e.Size(); j++ {
			if d := ds.ID(analysis.POS(i, j)); d >= 0 {
				row = append(row, dragonLetter(d))
			} else {
				row = append(row, `""`)
			}
		}
		rows = append(rows, strings.Join(row, " "))
	}
	return strings.Join(rows, "\n"), nil
}

// cmdGoguiEyes draws the eye spaces of one colour (GNU Go's -E display):
// eye points coloured, marginal points marked, each space's value at its
// origin, half eyes as triangles and false eyes as squares.
func cmdGoguiEyes(e *Engine, args []string) (string, error) {
	c, err := parseColor(args)
	if err != nil {
		return "", err
	}
	o, err := e.optics()
	if err != nil {
		return "", err
	}
	g := newGfx(e)
	spaces := 0
	for _, s := range o.EyeSpaces() {
		if s.Color != c {
			continue
		}
		spaces++
		for _, p := range s.Points {
			if o.Eye(c, p).Marginal {
				g.add("COLOR "+colCritical, e.Vertex(p))
				g.add("MARK", e.Vertex(p))
			} else {
				g.add("COLOR "+colUnknown, e.Vertex(p))
			}
			switch o.HalfEye(p).Type {
			case analysis.HalfEye:
				g.add("TRIANGLE", e.Vertex(p))
			case analysis.FalseEye:
				g.add("SQUARE", e.Vertex(p))
			}
		}
		g.label(e.Vertex(s.Origin), s.Value.String())
		if s.Attack != analysis.NoMove {
			g.add("CIRCLE", e.Vertex(s.Attack))
		}
	}
	g.text = fmt.Sprintf("%d %s eye spaces (value at origin; ! marked; half eye triangle, false eye square, vital point circle)",
		spaces, c)
	return g.String(), nil
}

func cmdGoguiHull(e *Engine, args []string) (string, error) {
	h, err := e.hullAt(args)
	if err != nil {
		return "", err
	}
	if h == nil {
		return "TEXT no hull", nil
	}
	g := newGfx(e)
	for _, q := range h.Points() {
		g.add("COLOR "+colUnknown, e.Vertex(q))
	}
	for _, q := range h.Rim() {
		g.add("COLOR "+colOther, e.Vertex(q))
	}
	for _, q := range h.Vertices {
		g.add("SQUARE", e.Vertex(q))
	}
	for _, q := range h.Corners {
		g.add("MARK", e.Vertex(q))
	}
	g.text = fmt.Sprintf("surround status %d, size %d", int(h.Status), h.Size)
	return g.String(), nil
}

// cmdGoguiInfluence draws the initial influence's regions (side to move):
// INFLUENCE values, positive for black, from the territory valuation, on
// the points of either colour's area.
func cmdGoguiInfluence(e *Engine, _ []string) (string, error) {
	in, err := e.initialInfluence(e.ToMove())
	if err != nil {
		return "", fail(err.Error())
	}
	g := newGfx(e)
	n := map[analysis.Color]int{}
	for i := 0; i < e.Size(); i++ {
		for j := 0; j < e.Size(); j++ {
			p := analysis.POS(i, j)
			owner := in.WhoseArea(p)
			if !owner.IsStone() || e.board.At(p).IsStone() {
				continue
			}
			n[owner]++
			v := in.TerritoryValue(p)
			if v < 0 {
				v = -v
			}
			if v < 0.2 {
				v = 0.2 // area without territory still shows
			}
			if v > 1 {
				v = 1
			}
			if owner == analysis.White {
				v = -v
			}
			g.add("INFLUENCE", e.Vertex(p), fmt.Sprintf("%.2f", v))
		}
	}
	g.text = fmt.Sprintf("area: black %d, white %d", n[analysis.Black], n[analysis.White])
	return g.String(), nil
}

func cmdGoguiWorms(e *Engine, _ []string) (string, error) {
	a, err := e.wormAnalysis()
	if err != nil {
		return "", err
	}
	g := newGfx(e)
	attacked := 0
	for _, o := range a.WormOrigins() {
		w := a.Worm(o)
		if w.AttackCode() == analysis.Lose {
			continue
		}
		attacked++
		col := colCritical
		if w.DefenseCode() == analysis.Lose {
			col = colDead
		}
		for _, q := range wormStones(e, o) {
			g.add("COLOR "+col, e.Vertex(q))
		}
		for _, q := range w.AttackPoints {
			g.label(e.Vertex(q), "a")
		}
		for _, q := range w.DefensePoints {
			g.label(e.Vertex(q), "d")
		}
	}
	g.text = fmt.Sprintf("%d worms can be captured (red: cannot be defended); a attack, d defence", attacked)
	return g.String(), nil
}

func wormStones(e *Engine, o analysis.Pos) []analysis.Pos {
	var out []analysis.Pos
	for i := 0; i < e.Size(); i++ {
		for j := 0; j < e.Size(); j++ {
			p := analysis.POS(i, j)
			if e.board.At(p).IsStone() && e.board.Origin(p) == o {
				out = append(out, p)
			}
		}
	}
	return out
}

// cmdGoguiAttackPoints answers pspairs (GoGui's manual, chapter "Analyze
// Commands", type pspairs: point and string pairs, the strings shown as
// labels): each worm attack point labelled with the vertex of the worm it
// captures, "k" added when the capture is a ko, "+" when the point attacks
// several worms (labels are kept short enough to fit on a point).
func cmdGoguiAttackPoints(e *Engine, _ []string) (string, error) {
	a, err := e.wormAnalysis()
	if err != nil {
		return "", err
	}
	var order []analysis.Pos
	labels := map[analysis.Pos]string{}
	for _, o := range a.WormOrigins() {
		w := a.Worm(o)
		for k, q := range w.AttackPoints {
			text := e.Vertex(o)
			if k < len(w.AttackCodes) && w.AttackCodes[k] != analysis.Win {
				text += "k"
			}
			if old, ok := labels[q]; ok {
				labels[q] = strings.TrimSuffix(old, "+") + "+"
				continue
			}
			order = append(order, q)
			labels[q] = text
		}
	}
	var pairs []string
	for _, q := range order {
		pairs = append(pairs, e.Vertex(q)+" "+fitLabel(labels[q]))
	}
	return strings.Join(pairs, " "), nil
}

func cmdGoguiOwl(e *Engine, _ []string) (string, error) {
	_, ds, err := e.dragonAnalysis()
	if err != nil {
		return "", err
	}
	g := newGfx(e)
	for d := 0; d < ds.Len(); d++ {
		d2 := ds.Dragon2(d)
		if d2.OwlStatus != analysis.Critical {
			continue
		}
		for _, p := range ds.Stones(d) {
			g.add("COLOR "+colCritical, e.Vertex(p))
			g.label(e.Vertex(p), dragonLetter(d))
		}
		if d2.OwlAttackPoint != analysis.NoMove {
			g.label(e.Vertex(d2.OwlAttackPoint), "a"+dragonLetter(d))
			g.add("TRIANGLE", e.Vertex(d2.OwlAttackPoint))
		}
		if d2.OwlDefensePoint != analysis.NoMove {
			g.label(e.Vertex(d2.OwlDefensePoint), "d"+dragonLetter(d))
			g.add("CIRCLE", e.Vertex(d2.OwlDefensePoint))
		}
	}
	g.text = "critical dragons (owl): aX attacks dragon X, dX defends it"
	if len(g.order) == 0 && len(g.labelOrder) == 0 {
		g.text = "no critical dragons"
	}
	return g.String(), nil
}

// cmdJSONExport answers `json_export WHAT [VERTEX]` with one line of JSON
// in the schema of docs/json-schema.md. WHAT is position, worms, worm V,
// eyes, dragons, dragon V (dragon and dragon2), hull V or analysis.
func cmdJSONExport(e *Engine, args []string) (string, error) {
	if len(args) == 0 {
		return "", fail("json_export: want position, worms, worm, eyes, dragons, dragon, hull or analysis")
	}
	size := e.Size()
	var v any
	switch args[0] {
	case "position":
		pos := e.Position()
		v = acompare.ExportPosition(&pos)
	case "worms", "worm":
		a, err := e.wormAnalysis()
		if err != nil {
			return "", err
		}
		if args[0] == "worm" {
			p, err := e.parseStone(args[1:])
			if err != nil {
				return "", err
			}
			o := a.Worm(p).Origin
			v = acompare.ExportWorm(a.Worm(o), wormStones(e, o), size)
			break
		}
		ws := []acompare.Worm{}
		for _, o := range a.WormOrigins() {
			ws = append(ws, acompare.ExportWorm(a.Worm(o), wormStones(e, o), size))
		}
		v = ws
	case "eyes":
		o, err := e.optics()
		if err != nil {
			return "", err
		}
		type eyesJSON struct {
			EyeData   []acompare.EyeData  `json:"eye_data"`
			HalfEyes  []acompare.HalfEye  `json:"half_eyes"`
			EyeSpaces []acompare.EyeSpace `json:"eye_spaces"`
		}
		out := eyesJSON{EyeData: []acompare.EyeData{}, HalfEyes: []acompare.HalfEye{}, EyeSpaces: []acompare.EyeSpace{}}
		for i := 0; i < size; i++ {
			for j := 0; j < size; j++ {
				p := analysis.POS(i, j)
				for _, c := range []analysis.Color{analysis.Black, analysis.White} {
					if d := o.Eye(c, p); d.Origin != analysis.NoMove {
						out.EyeData = append(out.EyeData, acompare.ExportEyeData(d, p, c, size))
					}
				}
				if h := o.HalfEye(p); h.Type != analysis.NotHalfEye {
					out.HalfEyes = append(out.HalfEyes, acompare.ExportHalfEye(h, p, size))
				}
			}
		}
		for _, s := range o.EyeSpaces() {
			out.EyeSpaces = append(out.EyeSpaces, acompare.ExportEyeSpace(s, size))
		}
		v = out
	case "dragons", "dragon":
		_, ds, err := e.dragonAnalysis()
		if err != nil {
			return "", err
		}
		type dragonJSON struct {
			Dragon  acompare.Dragon  `json:"dragon"`
			Dragon2 acompare.Dragon2 `json:"dragon2"`
		}
		one := func(d int) dragonJSON {
			return dragonJSON{acompare.ExportDragon(ds, d), acompare.ExportDragon2(ds.Dragon2(d), size)}
		}
		if args[0] == "dragon" {
			p, err := e.parseStone(args[1:])
			if err != nil {
				return "", err
			}
			v = one(ds.ID(p))
			break
		}
		all := []dragonJSON{}
		for d := 0; d < ds.Len(); d++ {
			all = append(all, one(d))
		}
		v = all
	case "hull":
		h, err := e.hullAt(args[1:])
		if err != nil {
			return "", err
		}
		if h == nil {
			return "null", nil
		}
		v = acompare.ExportHull(h, size)
	case "analysis":
		a, _, err := e.dragonAnalysis()
		if err != nil {
			return "", err
		}
		x, err := acompare.Export(context.Background(), a)
		if err != nil {
			return "", fail(err.Error())
		}
		v = x
	default:
		return "", fail("json_export: unknown object " + args[0])
	}
	data, err := json.Marshal(v)
	if err != nil {
		return "", fail(err.Error())
	}
	return string(data), nil
}
