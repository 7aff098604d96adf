package batch

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// PositionInfo is the record of the "position" unit: one row per analysed
// position.
type PositionInfo struct {
	// Size is the board size.
	Size int
	// ToMove is the colour to move.
	ToMove analysis.Color
	// Komi is the game's komi.
	Komi float64
	// Ko is the point where simple ko forbids a move (PASS if none).
	Ko analysis.Pos
	// LastMove is the last move played (PASS if none).
	LastMove analysis.Pos
	// BlackCaptured and WhiteCaptured count the captured stones of each
	// colour.
	BlackCaptured, WhiteCaptured int
	// BlackStones and WhiteStones count the stones on the board.
	BlackStones, WhiteStones int
	// Worms is the number of worms (strings) on the board (seed 000).
	Worms int
	// Board is the position drawn as GNU Go's showboard draws it.
	Board string
}

// item is one row's worth of a unit: where it is and its record.
type item struct {
	vertex analysis.Pos
	hasVtx bool
	color  analysis.Color
	rec    reflect.Value // addressable
}

// unitDef is a kind of row. A new analysis stage adds a unit here: its
// level, its record type (fields come from reflection) and how to list
// the records of an analysed position.
type unitDef struct {
	name    string
	doc     string
	level   analysis.Level
	missing string // non-empty: not implemented yet, and what it waits for
	rec     reflect.Type
	fields  []Field
	items   func(a *analysis.Analysis, p *analysis.Position) []item
}

// units is the registry, built once at start-up and read-only afterwards.
var units = buildUnits()

func buildUnits() []*unitDef {
	us := []*unitDef{
		{name: "position", doc: "one row per position", level: analysis.Worms,
			rec: reflect.TypeOf(PositionInfo{}), items: positionItems},
		{name: "worm", doc: "one row per worm (string), at its origin (seed 000)", level: analysis.Worms,
			rec: reflect.TypeOf(analysis.Worm{}), items: wormItems},
		{name: "point", doc: "one row per board point with its worm record, as worm_data without argument (seed 000)",
			level: analysis.Worms, rec: reflect.TypeOf(analysis.Worm{}), items: pointItems},
		{name: "dragon", doc: "one row per dragon (seed 001)", missing: "issue 5"},
		{name: "eye", doc: "one row per eye space (seed 003)", missing: "the eye-space stage, analysis.EyesLevel"},
	}
	for _, u := range us {
		if u.rec != nil {
			u.fields = fieldsOf(u.rec)
		}
	}
	return us
}

// Units returns the names of the row units, implemented or not.
func Units() []string {
	out := make([]string, len(units))
	for i, u := range units {
		out[i] = u.name
	}
	return out
}

// UnitDoc describes a unit in one line, saying when it is not available
// yet.
func UnitDoc(unit string) string {
	for _, u := range units {
		if u.name == unit {
			if u.missing != "" {
				return u.doc + " (not implemented yet: " + u.missing + ")"
			}
			return u.doc
		}
	}
	return ""
}

func lookupUnit(name string) (*unitDef, error) {
	n := normName(name)
	if n == "" {
		n = "worm"
	}
	for _, u := range units {
		if normName(u.name) == n || normName(u.name)+"s" == n {
			if u.missing != "" {
				return nil, fmt.Errorf("batch: unit %s is not implemented yet (%s)", u.name, u.missing)
			}
			return u, nil
		}
	}
	return nil, fmt.Errorf("batch: unknown unit %q (units: %s)", name, strings.Join(Units(), ", "))
}

func positionItems(a *analysis.Analysis, p *analysis.Position) []item {
	info := &PositionInfo{Size: p.Size(), ToMove: p.ToMove(), Komi: p.Komi(), Ko: p.Ko(),
		LastMove: p.LastMove(), BlackCaptured: p.Captured(analysis.Black), WhiteCaptured: p.Captured(analysis.White),
		BlackStones: len(p.Stones(analysis.Black)), WhiteStones: len(p.Stones(analysis.White)),
		Board: p.String()}
	if a != nil {
		info.Worms = len(a.WormOrigins())
	}
	return []item{{color: p.ToMove(), rec: reflect.ValueOf(info).Elem()}}
}

func wormItems(a *analysis.Analysis, p *analysis.Position) []item {
	var out []item
	for _, o := range a.WormOrigins() {
		w := a.Worm(o)
		out = append(out, item{vertex: o, hasVtx: true, color: w.Color, rec: reflect.ValueOf(&w).Elem()})
	}
	return out
}

func pointItems(a *analysis.Analysis, p *analysis.Position) []item {
	n := p.Size()
	out := make([]item, 0, n*n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			q := analysis.POS(i, j)
			w := a.Worm(q)
			out = append(out, item{vertex: q, hasVtx: true, color: p.At(q), rec: reflect.ValueOf(&w).Elem()})
		}
	}
	return out
}
