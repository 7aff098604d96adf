package gtp

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// The validator below reads analyze-command answers the way GoGui's manual
// (GoGui 1.4/1.5, chapter "Analyze Commands") documents them. It is our own
// reading of that text, stricter than GoGui where the manual leaves GoGui
// room to ignore a bad word silently: a word GoGui would drop is an error
// here, so every line of every answer must mean what it says. Where the
// manual is silent (board answers start with the top row; a double-quoted
// word may be empty or hold spaces; "/" splits a command line into fields)
// we follow what GoGui's readers were read to do; none of their code is
// used.

// goguiTypes are the analyze command types of the manual's section "Types".
var goguiTypes = map[string]bool{
	"bwboard": true, "cboard": true, "dboard": true, "eplist": true, "gfx": true, "hstring": true,
	"hpstring": true, "none": true, "param": true, "plist": true, "pspairs": true, "pstring": true,
	"sboard": true, "string": true, "var": true, "varb": true, "varc": true, "varp": true, "varpo": true,
	"varw": true,
}

// goguiColorNames are the colour names of the manual's cboard type ("black,
// blue, cyan, green, gray, magenta, pink, red, white, and yellow or
// #rrggbb"); gfx COLOR takes "a color (like in cboard)".
var goguiColorNames = map[string]bool{
	"black": true, "blue": true, "cyan": true, "green": true, "gray": true, "magenta": true,
	"pink": true, "red": true, "white": true, "yellow": true,
}

// goguiDef is one line of a gogui-analyze_commands answer: "type/label/command"
// (manual, chapter "Analyze Commands", the format paragraph).
type goguiDef struct{ typ, label, cmd string }

// parseGoguiAnalyzeCommands reads a gogui-analyze_commands answer: one
// type/label/command line per command, a documented type, a non-empty label
// that no other line repeats (GoGui keeps only the first), and a command whose
// wildcards are the documented %c %f %m %o %p %P %s.
func parseGoguiAnalyzeCommands(ans string) ([]goguiDef, error) {
	var defs []goguiDef
	seen := map[string]bool{}
	for _, line := range strings.Split(ans, "\n") {
		f := strings.Split(line, "/")
		if len(f) != 3 {
			return nil, fmt.Errorf("%q: want type/label/command", line)
		}
		d := goguiDef{f[0], f[1], f[2]}
		if !goguiTypes[d.typ] {
			return nil, fmt.Errorf("%q: unknown type %q", line, d.typ)
		}
		if strings.TrimSpace(d.label) == "" || seen[d.label] {
			return nil, fmt.Errorf("%q: empty or repeated label", line)
		}
		seen[d.label] = true
		if len(strings.Fields(d.cmd)) == 0 {
			return nil, fmt.Errorf("%q: no command", line)
		}
		for i := strings.IndexByte(d.cmd, '%'); i >= 0; i = strings.IndexByte(d.cmd, '%') {
			if i+1 >= len(d.cmd) || !strings.ContainsRune("cfmopPs", rune(d.cmd[i+1])) {
				return nil, fmt.Errorf("%q: unknown wildcard", line)
			}
			d.cmd = d.cmd[:i] + d.cmd[i+2:]
		}
		defs = append(defs, goguiDef{f[0], f[1], f[2]})
	}
	return defs, nil
}

// goguiWords splits an answer line into words: white space separates them
// and a double-quoted string is one word, so `""` is the empty string that
// the manual's sboard type uses "for no string on a point".
func goguiWords(line string) ([]string, error) {
	var words []string
	var w strings.Builder
	in, started := false, false
	for _, c := range line {
		switch {
		case c == '"':
			if in {
				words = append(words, w.String())
				w.Reset()
				started = false
			}
			in = !in
		case !in && (c == ' ' || c == '\t' || c == '\r'):
			if started {
				words = append(words, w.String())
				w.Reset()
				started = false
			}
		default:
			w.WriteRune(c)
			started = true
		}
	}
	if in {
		return nil, fmt.Errorf("%q: unterminated quote", line)
	}
	if started {
		words = append(words, w.String())
	}
	return words, nil
}

// goguiPoint reads a board point (a GTP vertex, never PASS).
func goguiPoint(s string, size int) error {
	if _, err := analysis.ParseVertex(s, size); err != nil {
		return fmt.Errorf("%q is not a point of the %dx%d board", s, size, size)
	}
	return nil
}

// goguiColor reads a colour of the manual's cboard type.
func goguiColor(s string) error {
	if goguiColorNames[s] {
		return nil
	}
	if len(s) == 7 && s[0] == '#' {
		if _, err := strconv.ParseUint(s[1:], 16, 32); err == nil {
			return nil
		}
	}
	return fmt.Errorf("%q is not a colour name or #rrggbb", s)
}

// goguiLabel checks a label: a word of at most 4 characters, the manual's
// sboard limit "to fit on a point on the board".
func goguiLabel(s string) error {
	if s == "" || len(s) > 4 || strings.ContainsAny(s, " \t\"") {
		return fmt.Errorf("label %q does not fit on a point", s)
	}
	return nil
}

// goguiDisplay is what an answer draws on the board.
type goguiDisplay struct {
	color     map[string]string          // field background (gfx COLOR)
	labels    map[string]string          // gfx LABEL, pspairs, sboard
	marks     map[string]map[string]bool // CIRCLE, MARK, SQUARE, TRIANGLE, BLACK, WHITE -> points
	influence map[string]float64         // gfx INFLUENCE
	variation []string                   // gfx VAR: "b D4", "w PASS"
	text      string                     // gfx TEXT: the status line
}

func newGoguiDisplay() *goguiDisplay {
	return &goguiDisplay{color: map[string]string{}, labels: map[string]string{},
		marks: map[string]map[string]bool{}, influence: map[string]float64{}}
}

// parseGoguiGfx reads a gfx answer as the manual's gfx type describes it:
// one command and its arguments per line; BLACK, CIRCLE, MARK, SQUARE,
// TRIANGLE and WHITE take a point list; COLOR a colour and a point list;
// LABEL point/text pairs; INFLUENCE point/number pairs (numbers in [-1, 1], as
// for dboard); VAR moves (b or w, then a point or PASS); TEXT the rest of the
// line for the status bar. Stricter than GoGui: a point may get one colour,
// one label and one influence value, and there is at most one TEXT line.
func parseGoguiGfx(ans string, size int) (*goguiDisplay, error) {
	d := newGoguiDisplay()
	texts := 0
	for _, line := range strings.Split(ans, "\n") {
		f, err := goguiWords(line)
		if err != nil {
			return nil, err
		}
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "TEXT":
			texts++
			if texts > 1 {
				return nil, fmt.Errorf("two TEXT lines")
			}
			d.text = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "TEXT"))
		case "BLACK", "WHITE", "CIRCLE", "MARK", "SQUARE", "TRIANGLE":
			if len(f) < 2 {
				return nil, fmt.Errorf("%q: no points", line)
			}
			if d.marks[f[0]] == nil {
				d.marks[f[0]] = map[string]bool{}
			}
			for _, p := range f[1:] {
				if err := goguiPoint(p, size); err != nil {
					return nil, fmt.Errorf("%s: %v", f[0], err)
				}
				d.marks[f[0]][p] = true
			}
		case "COLOR":
			if len(f) < 3 {
				return nil, fmt.Errorf("%q: want a colour and points", line)
			}
			if err := goguiColor(f[1]); err != nil {
				return nil, err
			}
			for _, p := range f[2:] {
				if err := goguiPoint(p, size); err != nil {
					return nil, fmt.Errorf("COLOR: %v", err)
				}
				if _, dup := d.color[p]; dup {
					return nil, fmt.Errorf("COLOR: two colours on %s", p)
				}
				d.color[p] = f[1]
			}
		case "LABEL", "INFLUENCE":
			if len(f) < 3 || len(f)%2 != 1 {
				return nil, fmt.Errorf("%q: want point/value pairs", line)
			}
			for i := 1; i < len(f); i += 2 {
				p := f[i]
				if err := goguiPoint(p, size); err != nil {
					return nil, fmt.Errorf("%s: %v", f[0], err)
				}
				if f[0] == "LABEL" {
					if err := goguiLabel(f[i+1]); err != nil {
						return nil, err
					}
					if _, dup := d.labels[p]; dup {
						return nil, fmt.Errorf("LABEL: two labels on %s", p)
					}
					d.labels[p] = f[i+1]
					continue
				}
				v, err := strconv.ParseFloat(f[i+1], 64)
				if err != nil || v < -1 || v > 1 {
					return nil, fmt.Errorf("INFLUENCE: %q is not a number in [-1, 1]", f[i+1])
				}
				if _, dup := d.influence[p]; dup {
					return nil, fmt.Errorf("INFLUENCE: two values on %s", p)
				}
				d.influence[p] = v
			}
		case "VAR":
			if len(f) < 3 || len(f)%2 != 1 {
				return nil, fmt.Errorf("%q: want moves", line)
			}
			for i := 1; i < len(f); i += 2 {
				c := strings.ToLower(f[i])
				if c != "b" && c != "w" {
					return nil, fmt.Errorf("VAR: %q is not b or w", f[i])
				}
				if !strings.EqualFold(f[i+1], "pass") {
					if err := goguiPoint(f[i+1], size); err != nil {
						return nil, fmt.Errorf("VAR: %v", err)
					}
				}
				d.variation = append(d.variation, c+" "+f[i+1])
			}
		default:
			return nil, fmt.Errorf("unknown gfx command %q", f[0])
		}
	}
	return d, nil
}

// parseGoguiSboard reads an sboard answer (manual, type sboard): a board of
// strings, the first line the top row, each line one word per column, ""
// for no string on a point. The words are returned as labels.
func parseGoguiSboard(ans string, size int) (*goguiDisplay, error) {
	d := newGoguiDisplay()
	var rows []string
	for _, line := range strings.Split(ans, "\n") {
		if strings.TrimSpace(line) != "" {
			rows = append(rows, line)
		}
	}
	if len(rows) != size {
		return nil, fmt.Errorf("sboard: %d rows on a %dx%d board", len(rows), size, size)
	}
	for i, line := range rows {
		f, err := goguiWords(line)
		if err != nil {
			return nil, err
		}
		if len(f) != size {
			return nil, fmt.Errorf("sboard: row %q has %d words", line, len(f))
		}
		for j, w := range f {
			if w == "" {
				continue
			}
			if err := goguiLabel(w); err != nil {
				return nil, err
			}
			d.labels[analysis.Vertex(analysis.POS(i, j), size)] = w
		}
	}
	return d, nil
}

// parseGoguiPspairs reads a pspairs answer (manual, type pspairs): point
// and string pairs, the strings shown as labels.
func parseGoguiPspairs(ans string, size int) (*goguiDisplay, error) {
	d := newGoguiDisplay()
	f, err := goguiWords(strings.ReplaceAll(ans, "\n", " "))
	if err != nil {
		return nil, err
	}
	if len(f)%2 != 0 {
		return nil, fmt.Errorf("pspairs: a point without its string")
	}
	for i := 0; i < len(f); i += 2 {
		if err := goguiPoint(f[i], size); err != nil {
			return nil, fmt.Errorf("pspairs: %v", err)
		}
		if err := goguiLabel(f[i+1]); err != nil && len(f[i+1]) == 0 {
			return nil, err
		}
		d.labels[f[i]] += f[i+1]
	}
	return d, nil
}

// parseGoguiPlist reads a plist answer (manual, type plist): a list of
// points, all marked.
func parseGoguiPlist(ans string, size int) (*goguiDisplay, error) {
	d := newGoguiDisplay()
	d.marks["MARK"] = map[string]bool{}
	for _, p := range strings.Fields(ans) {
		if err := goguiPoint(p, size); err != nil {
			return nil, fmt.Errorf("plist: %v", err)
		}
		d.marks["MARK"][p] = true
	}
	return d, nil
}

// checkGoguiAnswer reads ans as an answer of the analyze type typ. The text
// types (string, hstring, pstring, hpstring, var*) accept any text: GoGui
// shows it, marking the points it finds in the p and var types.
func checkGoguiAnswer(typ, ans string, size int) (*goguiDisplay, error) {
	switch typ {
	case "gfx":
		return parseGoguiGfx(ans, size)
	case "sboard":
		return parseGoguiSboard(ans, size)
	case "pspairs":
		return parseGoguiPspairs(ans, size)
	case "plist":
		return parseGoguiPlist(ans, size)
	case "string", "hstring", "pstring", "hpstring", "var", "varb", "varc", "varp", "varpo", "varw", "none":
		d := newGoguiDisplay()
		d.text = ans
		return d, nil
	}
	return nil, fmt.Errorf("type %s is not used by the engine", typ)
}

func TestGoguiValidator(t *testing.T) {
	good := "COLOR #00b000 A1 B2\nCOLOR red C3\nLABEL A1 A C3 1122\nINFLUENCE D4 -0.5 E5 1\nSQUARE J9\nVAR b D5 w PASS\nTEXT two words"
	d, err := parseGoguiGfx(good, 9)
	if err != nil {
		t.Fatal(err)
	}
	if d.color["B2"] != "#00b000" || d.labels["C3"] != "1122" || d.influence["D4"] != -0.5 ||
		!d.marks["SQUARE"]["J9"] || d.text != "two words" || len(d.variation) != 2 {
		t.Errorf("gfx read as %+v", d)
	}
	for _, bad := range []string{
		"COLOR #00b00 A1", "COLOR purple A1", "COLOR #00b000", "LABEL A1", "LABEL A1 A B2",
		"LABEL A1 ABCDE", "LABEL A1 A\nLABEL A1 B", "INFLUENCE A1 1.5", "INFLUENCE A1 x",
		"SQUARE K9", "SQUARE I1", "MARK A10", "MARK PASS", "CIRCLE", "HULL A1", "TEXT a\nTEXT b",
		"VAR x A1", "LABEL A1 \"A", "COLOR red A1\nCOLOR blue A1",
	} {
		if _, err := parseGoguiGfx(bad, 9); err == nil {
			t.Errorf("gfx %q accepted", bad)
		}
	}
	row := strings.TrimSuffix(strings.Repeat(`"" `, 3), " ")
	if d, err := parseGoguiSboard("A \"\" B\n"+row+"\n"+row, 3); err != nil || d.labels["A3"] != "A" ||
		d.labels["C3"] != "B" || len(d.labels) != 2 {
		t.Errorf("sboard: %v %v", d, err)
	}
	for _, bad := range []string{row + "\n" + row, ". . .\n" + row + "\n" + row + " x", "A B\n" + row + "\n" + row} {
		if _, err := parseGoguiSboard(bad, 3); err == nil {
			t.Errorf("sboard %q accepted", bad)
		}
	}
	if _, err := parseGoguiPspairs("A1 x B2", 9); err == nil {
		t.Error("odd pspairs accepted")
	}
	if _, err := parseGoguiPlist("A1 Z9", 9); err == nil {
		t.Error("plist with Z9 accepted")
	}
	for _, bad := range []string{"gfx/x", "gfx/x/cmd/y/z/w", "blob/x/cmd", "gfx//cmd", "gfx/x/cmd %q",
		"gfx/x/a\ngfx/x/b", "gfx/x/ "} {
		if _, err := parseGoguiAnalyzeCommands(bad); err == nil {
			t.Errorf("analyze commands %q accepted", bad)
		}
	}
}

// playDiagram sets up a position the way GoGui does for an engine without
// gogui-setup: boardsize, clear_board and one play per stone.
func playDiagram(t *testing.T, e *Engine, diagram string) {
	t.Helper()
	pos, err := analysis.ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	n := pos.Size()
	cmds := []string{fmt.Sprintf("boardsize %d", n), "clear_board"}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			p := analysis.POS(i, j)
			if c := pos.At(p); c.IsStone() {
				cmds = append(cmds, fmt.Sprintf("play %s %s", c, analysis.Vertex(p, n)))
			}
		}
	}
	for _, c := range cmds {
		if ans, ok := e.Execute(c); !ok {
			t.Fatalf("%s: %s", c, ans)
		}
	}
}

// goguiDiagram is the 9x9 position of the GoGui tests and of the pictures in
// docs/img: a black group dead inside white's wall, black's top-right group
// critical (its three-point eye space has its vital point at H9), a white
// group dead in black's lower right corner, and black's living corner group.
const goguiDiagram = `
   A B C D E F G H J
 9 . . . . O X . . .
 8 . . O O O X X X X
 7 . O X X O O O O O
 6 . O X . X O . . .
 5 . . O X X O . X .
 4 . . O O O . . . .
 3 . X . . . . X X X
 2 . X . X . X O O X
 1 . . . . X . X O .
`

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

// runGoguiSession plays GoGui's part after attaching the engine: it asks
// list_commands and gogui-analyze_commands, then runs every analyze command
// with its wildcards filled in (%p: every stone's string origin, %P: two
// stones, %c: both colours, %m: the side to move; at most maxStones strings
// are selected for the project's displays, gnuStones for GNU Go's commands,
// none of which runs when gnuStones is 0) and reads each answer by
// its type. It returns the displays by command line.
func runGoguiSession(t *testing.T, e *Engine, maxStones, gnuStones int) map[string]*goguiDisplay {
	t.Helper()
	list, ok := e.Execute("list_commands")
	if !ok || !strings.Contains("\n"+list+"\n", "\ngogui-analyze_commands\n") {
		t.Fatalf("list_commands does not offer gogui-analyze_commands: %s", list)
	}
	ans, ok := e.Execute("gogui-analyze_commands")
	if !ok {
		t.Fatal(ans)
	}
	defs, err := parseGoguiAnalyzeCommands(ans)
	if err != nil {
		t.Fatal(err)
	}
	size := e.Size()
	var stones, blacks, whites []string
	seen := map[analysis.Pos]bool{}
	for i := 0; i < size; i++ {
		for j := 0; j < size; j++ {
			p := analysis.POS(i, j)
			if e.board.At(p).IsStone() && !seen[e.board.Origin(p)] {
				seen[e.board.Origin(p)] = true
				stones = append(stones, e.Vertex(p))
				if e.board.At(p) == analysis.Black {
					blacks = append(blacks, e.Vertex(p))
				} else {
					whites = append(whites, e.Vertex(p))
				}
			}
		}
	}
	if len(stones) > maxStones {
		stones = stones[:maxStones]
	}
	own := map[string]bool{}
	for _, l := range goguiAnalyzeCommands {
		own[strings.SplitN(l, "/", 3)[2]] = true
	}
	out := map[string]*goguiDisplay{}
	for _, d := range defs {
		name := strings.Fields(d.cmd)[0]
		if !strings.Contains("\n"+list+"\n", "\n"+name+"\n") {
			t.Errorf("%s/%s: %s is not in list_commands", d.typ, d.label, name)
			continue
		}
		if strings.Contains(d.cmd, "%f") || strings.Contains(d.cmd, "%o") || strings.Contains(d.cmd, "%s") {
			t.Errorf("%s: the engine's commands need no typed argument", d.cmd)
			continue
		}
		if !own[d.cmd] && gnuStones == 0 {
			continue
		}
		cmds := []string{strings.ReplaceAll(d.cmd, "%m", e.ToMove().String())}
		expand := func(wild string, values []string) {
			var next []string
			for _, c := range cmds {
				if !strings.Contains(c, wild) {
					next = append(next, c)
					continue
				}
				for _, v := range values {
					next = append(next, strings.Replace(c, wild, v, 1))
				}
			}
			cmds = next
		}
		expand("%c", []string{"black", "white"})
		if strings.Contains(d.cmd, "%p") || strings.Contains(d.cmd, "%P") {
			if len(stones) == 0 {
				continue // GoGui's user has no stone to select
			}
			sel := stones
			if !own[d.cmd] && len(sel) > gnuStones {
				sel = sel[:gnuStones]
			}
			expand("%p", sel)
			var pairs []string // a black and a white string, as semeai commands want
			for k := 0; k < len(blacks) && k < len(whites) && k < 2; k++ {
				pairs = append(pairs, blacks[k]+" "+whites[k])
			}
			if strings.Contains(d.cmd, "%P") && len(pairs) == 0 {
				continue
			}
			expand("%P", pairs)
		}
		for _, c := range cmds {
			before := e.Position().String()
			ans, ok := e.Execute(c)
			if after := e.Position().String(); after != before {
				t.Fatalf("%s changed the position:\n%s\n%s", c, before, after)
			}
			if !ok {
				// GNU Go's commands refuse some points as GNU Go does
				// (ladder_attack wants two liberties); the displays don't.
				if own[d.cmd] {
					t.Errorf("%s (%s): error %s", c, d.typ, ans)
				}
				continue
			}
			disp, err := checkGoguiAnswer(d.typ, ans, size)
			if err != nil {
				t.Errorf("%s (%s): %v\n%s", c, d.typ, err, ans)
				continue
			}
			out[c] = disp
		}
	}
	return out
}

func TestGoguiAnalyzeCommands(t *testing.T) {
	e := newTestEngine()
	ans, _ := e.Execute("gogui-analyze_commands")
	defs, err := parseGoguiAnalyzeCommands(ans)
	if err != nil {
		t.Fatal(err)
	}
	// The 14 displays of the project, then the 18 GNU Go commands.
	if len(defs) != 32 || strings.Join(strings.Split(ans, "\n")[:14], "\n") != strings.Join(goguiAnalyzeCommands, "\n") ||
		defs[13].cmd != "json_export worm %p" || defs[14].cmd != "dragon_status" {
		t.Errorf("%d lines:\n%s", len(defs), ans)
	}
	if old, _ := e.Execute("gogui_analyze_commands"); old != ans {
		t.Error("gogui_analyze_commands (older GoGui) answers differently")
	}
	for _, board := range []string{"diagram", "9x9 empty", "13x13"} {
		e := newTestEngine()
		maxStones := 100
		switch board {
		case "9x9 empty":
			e.Execute("boardsize 9")
		case "13x13":
			// Few strings: the dragon analysis of an open 13x13 board
			// is slow under the race detector.
			e.Execute("boardsize 13")
			for _, c := range []string{"play black N13", "play white M13", "play black A1", "play white B2",
				"play black pass"} {
				e.Execute(c)
			}
			maxStones = 2
		default:
			playDiagram(t, e, goguiDiagram)
		}
		if got := runGoguiSession(t, e, maxStones, 2); len(got) == 0 {
			t.Errorf("%s: no display", board)
		}
	}
}

func TestGoguiDisplays(t *testing.T) {
	e := goguiEngine(t)
	all := runGoguiSession(t, e, 100, 0)
	w := all["gogui_worms"]
	if w == nil {
		t.Fatal("gogui_worms missing")
	}
	// Every capturable worm is coloured (red when it cannot be defended),
	// its attack points labelled "a" and defence points "d", as the worm
	// analysis says; black A1, in atari, is captured at B1 whatever the
	// reading finds elsewhere.
	a, err := e.wormAnalysis()
	if err != nil {
		t.Fatal(err)
	}
	wantLabels, wantColors, wantPairs := map[string]string{}, map[string]string{}, map[string]string{}
	for _, o := range a.WormOrigins() {
		wm := a.Worm(o)
		if wm.AttackCode() == analysis.Lose {
			continue
		}
		col := colCritical
		if wm.DefenseCode() == analysis.Lose {
			col = colDead
		}
		for _, q := range wormStones(e, o) {
			wantColors[e.Vertex(q)] = col
		}
		for _, q := range wm.AttackPoints {
			if !strings.Contains(wantLabels[e.Vertex(q)], "a") {
				wantLabels[e.Vertex(q)] += "a"
			}
			if _, ok := wantPairs[e.Vertex(q)]; !ok {
				wantPairs[e.Vertex(q)] = e.Vertex(o)
			}
		}
		for _, q := range wm.DefensePoints {
			if !strings.Contains(wantLabels[e.Vertex(q)], "d") {
				wantLabels[e.Vertex(q)] += "d"
			}
		}
	}
	if fmt.Sprint(w.labels) != fmt.Sprint(wantLabels) || !strings.HasPrefix(w.labels["B1"], "a") {
		t.Errorf("gogui_worms labels %v, want %v", w.labels, wantLabels)
	}
	if fmt.Sprint(w.color) != fmt.Sprint(wantColors) || w.color["A1"] == "" {
		t.Errorf("gogui_worms colours %v, want %v", w.color, wantColors)
	}
	p := all["gogui_attack_points"]
	if p == nil || len(p.labels) != len(wantPairs) || p.labels["B1"] != "A1" {
		t.Errorf("gogui_attack_points %+v, want %v", p, wantPairs)
	} else {
		for q, target := range wantPairs {
			if !strings.HasPrefix(p.labels[q], target) {
				t.Errorf("gogui_attack_points: %s labelled %q, want %s", q, p.labels[q], target)
			}
		}
	}
	_, ds, err := e.dragonAnalysis()
	if err != nil {
		t.Fatal(err)
	}
	dr, letters := all["gogui_dragons"], all["gogui_dragon_letters"]
	stones := 0
	for d := 0; d < ds.Len(); d++ {
		for _, p := range ds.Stones(d) {
			v := e.Vertex(p)
			stones++
			if dr.labels[v] != dragonLetter(d) || letters.labels[v] != dragonLetter(d) {
				t.Errorf("stone %s labelled %q and %q, want %q", v, dr.labels[v], letters.labels[v], dragonLetter(d))
			}
			if dr.color[v] != statusColor(ds.DRAGON(d).Status) {
				t.Errorf("stone %s coloured %s, status %s", v, dr.color[v], ds.DRAGON(d).Status)
			}
		}
	}
	if stones != 16 || len(letters.labels) != stones || len(dr.labels) != stones {
		t.Errorf("%d stones, %d letters, %d labels", stones, len(letters.labels), len(dr.labels))
	}
	// The black corner G3-J3-G1 encloses H2 and J1/J2: an eye space whose
	// value is printed at its origin.
	o, err := e.optics()
	if err != nil {
		t.Fatal(err)
	}
	sp, ok := o.EvalEye(analysis.POS(7, 7)) // H2
	eyes := all["gogui_eyes black"]
	if !ok || eyes.labels[e.Vertex(sp.Origin)] != sp.Value.String() {
		t.Errorf("eye space of H2 (%v) not labelled: %v", sp, eyes.labels)
	}
	for _, q := range sp.Points {
		if eyes.color[e.Vertex(q)] == "" {
			t.Errorf("eye point %s not coloured", e.Vertex(q))
		}
	}
	// Influence: every empty point of either colour's area, black's
	// positive, white's negative.
	inf, err := e.initialInfluence(e.ToMove())
	if err != nil {
		t.Fatal(err)
	}
	in := all["gogui_influence"]
	for i := 0; i < e.Size(); i++ {
		for j := 0; j < e.Size(); j++ {
			p := analysis.POS(i, j)
			v, ok := in.influence[e.Vertex(p)]
			owner := inf.WhoseArea(p)
			switch {
			case e.board.At(p).IsStone() || !owner.IsStone():
				if ok {
					t.Errorf("influence on %s (%s, area %s)", e.Vertex(p), e.board.At(p), owner)
				}
			case owner == analysis.Black && !(v > 0) || owner == analysis.White && !(v < 0):
				t.Errorf("influence %v on %s, area %s", v, e.Vertex(p), owner)
			}
		}
	}
	// The hull of C3's dragon: its points blue, its rim grey, its
	// vertices squares, GNU Go's surround status in the status line.
	_, sds, err := e.surroundAnalysis()
	if err != nil {
		t.Fatal(err)
	}
	hull := sds.Hull(sds.ID(analysis.POS(6, 2)))
	h := all["gogui_hull C3"]
	if hull == nil || h == nil || len(hull.Vertices) == 0 || len(h.marks["SQUARE"]) != len(hull.Vertices) ||
		h.text != fmt.Sprintf("surround status %d, size %d", int(hull.Status), hull.Size) {
		t.Fatalf("hull of C3: %+v\n%+v", hull, h)
	}
	rim := map[string]bool{}
	for _, q := range hull.Rim() {
		rim[e.Vertex(q)] = true
		if h.color[e.Vertex(q)] != colOther {
			t.Errorf("hull rim %s coloured %q", e.Vertex(q), h.color[e.Vertex(q)])
		}
	}
	for _, q := range hull.Points() {
		if v := e.Vertex(q); !rim[v] && h.color[v] != colUnknown {
			t.Errorf("hull point %s coloured %q", v, h.color[v])
		}
	}
}

func TestGoguiOwl(t *testing.T) {
	e := newTestEngine()
	playDiagram(t, e, goguiDiagram)
	ans, ok := e.Execute("gogui_owl")
	if !ok {
		t.Fatal(ans)
	}
	d, err := parseGoguiGfx(ans, 9)
	if err != nil {
		t.Fatal(err)
	}
	_, ds, err := e.dragonAnalysis()
	if err != nil {
		t.Fatal(err)
	}
	// Black's top-right group lives or dies at H9, the middle of its
	// three-point eye space.
	f9 := ds.ID(analysis.POS(0, 5))
	x := dragonLetter(f9)
	if d.labels["H9"] != "a"+x+"d"+x || !d.marks["TRIANGLE"]["H9"] || !d.marks["CIRCLE"]["H9"] {
		t.Errorf("gogui_owl:\n%s", ans)
	}
	critical := 0
	for k := 0; k < ds.Len(); k++ {
		want := ""
		if ds.Dragon2(k).OwlStatus == analysis.Critical {
			want = colCritical
			critical++
		}
		for _, p := range ds.Stones(k) {
			if d.color[e.Vertex(p)] != want {
				t.Errorf("%s coloured %q, owl status %s", e.Vertex(p), d.color[e.Vertex(p)], ds.Dragon2(k).OwlStatus)
			}
		}
	}
	// F9's dragon and the lone G1 (its own dragon, critical at F1, as
	// in GNU Go 3.8, which does not join the strings around the F1 eye).
	if critical != 2 {
		t.Errorf("%d critical dragons:\n%s", critical, ans)
	}
}

func TestGoguiLabelFits(t *testing.T) {
	for in, want := range map[string]string{"a": "a", "aAdB": "aAdB", "aAaBdC": "aAa+"} {
		if got := fitLabel(in); got != want {
			t.Errorf("fitLabel(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestGoguiPictures draws the displays of goguiDiagram as SVG files in the
// directory named by DRAGONREPL_GOGUI_SVG (docs/img's pictures are these,
// converted with rsvg-convert); without it the test is skipped.
func TestGoguiPictures(t *testing.T) {
	dir := os.Getenv("DRAGONREPL_GOGUI_SVG")
	if dir == "" {
		t.Skip("set DRAGONREPL_GOGUI_SVG to a directory to draw the GoGui displays as SVG")
	}
	e := newTestEngine()
	playDiagram(t, e, goguiDiagram)
	all := runGoguiSession(t, e, 100, 0)
	var names []string
	for c := range all {
		names = append(names, c)
	}
	sort.Strings(names)
	for _, c := range names {
		if !strings.HasPrefix(c, "gogui_") {
			continue
		}
		file := filepath.Join(dir, strings.ReplaceAll(c, " ", "_")+".svg")
		if err := os.WriteFile(file, []byte(goguiSVG(e, all[c], c)), 0o644); err != nil {
			t.Fatal(err)
		}
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

// goguiSVG draws a display over the engine's board as GoGui's manual
// describes the displays (chapter "Analyze Commands", section "Types"): COLOR
// as field backgrounds, INFLUENCE as black (positive) or white (negative)
// squares whose corners touch a stone's edge at 1, marks and labels on the
// points, TEXT on the status line under the board. It is our own drawing,
// not a GoGui screenshot.
func goguiSVG(e *Engine, d *goguiDisplay, cmd string) string {
	const cell, m = 34.0, 30.0
	n := e.Size()
	side := 2*m + float64(n-1)*cell
	var status []string // the status line, wrapped to the board's width
	for _, word := range strings.Fields(d.text) {
		if k := len(status) - 1; k >= 0 && len(status[k])+1+len(word) <= int(side/6.2) {
			status[k] += " " + word
		} else {
			status = append(status, word)
		}
	}
	bar := 26 + 14*float64(len(status))
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" font-family="DejaVu Sans, sans-serif">`+"\n", side, side+bar)
	fmt.Fprintf(&b, `<rect width="%.0f" height="%.0f" fill="#ffffff"/><rect width="%.0f" height="%.0f" fill="#e3b96f"/>`+"\n", side, side+bar, side, side)
	xy := func(v string) (float64, float64, analysis.Color) {
		p, _ := analysis.ParseVertex(v, n)
		i, j := p.I(), p.J()
		return m + float64(j)*cell, m + float64(i)*cell, e.board.At(p)
	}
	css := func(c string) string {
		if c == "gray" {
			return "lightgray"
		}
		return c
	}
	for _, v := range sortedKeys(d.color) {
		x, y, _ := xy(v)
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.0f" height="%.0f" fill="%s"/>`+"\n", x-cell/2, y-cell/2, cell, cell, css(d.color[v]))
	}
	for k := 0; k < n; k++ {
		c := m + float64(k)*cell
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000" stroke-width="1"/>`, m, c, side-m, c)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000" stroke-width="1"/>`+"\n", c, m, c, side-m)
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-size="11" text-anchor="middle">%c</text>`, c, m-14, "ABCDEFGHJKLMNOPQRST"[k])
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-size="11" text-anchor="middle">%d</text>`+"\n", m-18, c+4, n-k)
	}
	const r = cell * 0.47
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			c := e.board.At(analysis.POS(i, j))
			if !c.IsStone() {
				continue
			}
			fill, stroke := "#151515", "#000"
			if c == analysis.White {
				fill, stroke = "#f4f4f4", "#333"
			}
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s"/>`+"\n", m+float64(j)*cell, m+float64(i)*cell, r, fill, stroke)
		}
	}
	for _, v := range sortedKeys(d.influence) {
		x, y, _ := xy(v)
		a := d.influence[v]
		fill := "#000"
		if a < 0 {
			fill, a = "#fff", -a
		}
		s := a * 2 * r / 1.4142
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="#555" stroke-width="0.5"/>`+"\n", x-s/2, y-s/2, s, s, fill)
	}
	ink := func(c analysis.Color) string {
		if c == analysis.Black {
			return "#fff"
		}
		return "#000"
	}
	for _, kind := range []string{"BLACK", "WHITE", "MARK", "CIRCLE", "SQUARE", "TRIANGLE"} {
		for _, v := range sortedKeys(d.marks[kind]) {
			x, y, c := xy(v)
			const h = cell * 0.22
			switch kind {
			case "BLACK", "WHITE":
				fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n", x-h/2, y-h/2, h, h, strings.ToLower(kind))
			case "MARK":
				fmt.Fprintf(&b, `<path d="M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f" stroke="%s" stroke-width="2"/>`+"\n",
					x-h, y-h, x+h, y+h, x-h, y+h, x+h, y-h, ink(c))
			case "CIRCLE":
				fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="%s" stroke-width="2"/>`+"\n", x, y, h*1.2, ink(c))
			case "SQUARE":
				fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="%s" stroke-width="2"/>`+"\n", x-h, y-h, 2*h, 2*h, ink(c))
			case "TRIANGLE":
				fmt.Fprintf(&b, `<path d="M%.1f %.1fL%.1f %.1fL%.1f %.1fZ" fill="none" stroke="%s" stroke-width="2"/>`+"\n",
					x, y-h*1.2, x+h*1.1, y+h*0.8, x-h*1.1, y+h*0.8, ink(c))
			}
		}
	}
	for _, v := range sortedKeys(d.labels) {
		x, y, c := xy(v)
		text := d.labels[v]
		size := map[int]float64{1: 17, 2: 15, 3: 12, 4: 9.5}[len(text)]
		if !c.IsStone() {
			bg := "#e3b96f"
			if col, ok := d.color[v]; ok {
				bg = css(col)
			}
			w := size * 0.65 * float64(len(text))
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n", x-w/2-2, y-size/2-3, w+4, size+6, bg)
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-size="%.0f" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`+"\n",
			x, y+size*0.36, size, ink(c), xmlEscape(text))
	}
	fmt.Fprintf(&b, `<text x="6" y="%.1f" font-size="12" font-weight="bold">%s</text>`+"\n", side+15, xmlEscape(cmd))
	for k, line := range status {
		fmt.Fprintf(&b, `<text x="6" y="%.1f" font-size="10.5">%s</text>`+"\n", side+31+14*float64(k), xmlEscape(line))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
