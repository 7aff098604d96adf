package batch

import (
	"context"
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

// DragonRecord is the record of the "dragon" unit: one dragon's entry of
// the dragon array and of the dragon2 array (seed 001, struct dragon_data
// and struct dragon_data2), with its stones, the origins of its neighbour
// dragons and the corners of its surround hull (seed 004) as lists.
type DragonRecord struct {
	analysis.Dragon
	// Stones are the dragon's stones in board order.
	Stones []analysis.Pos
	// Neighbors are the origins of the neighbour dragons of either colour
	// (seed 001, adjacent/neighbors).
	Neighbors []analysis.Pos
	// HullCorners are the corners of the surround hull in order (seed
	// 004); empty when the dragon has no surround record.
	HullCorners []analysis.Pos
	analysis.Dragon2
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
		{name: "dragon", doc: "one row per dragon, at its origin: dragon and dragon2 data (seed 001) with owl reading",
			level: analysis.Dragons, rec: reflect.TypeOf(DragonRecord{}), items: dragonItems},
		{name: "eye", doc: "one row per eye space, at its origin, with its eye value and vital points (seed 003)",
			level: analysis.EyesLevel, rec: reflect.TypeOf(analysis.EyeSpace{}), items: eyeItems},
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

func dragonItems(a *analysis.Analysis, p *analysis.Position) []item {
	ds, err := a.Dragons(context.Background()) // computed by Analyze at this unit's level
	if err != nil {
		return nil
	}
	out := make([]item, 0, ds.Len())
	for d := 0; d < ds.Len(); d++ {
		d2 := ds.Dragon2(d)
		rec := &DragonRecord{Dragon: ds.DRAGON(d), Stones: ds.Stones(d), Dragon2: *d2}
		for _, n := range d2.Adjacent {
			rec.Neighbors = append(rec.Neighbors, ds.Dragon2(n).Origin)
		}
		if h := ds.Hull(d); h != nil {
			rec.HullCorners = append([]analysis.Pos(nil), h.Corners...)
		}
		out = append(out, item{vertex: d2.Origin, hasVtx: true, color: rec.Color, rec: reflect.ValueOf(rec).Elem()})
	}
	return out
}

func eyeItems(a *analysis.Analysis, p *analysis.Position) []item {
	o, err := a.Optics(context.Background()) // computed by Analyze at this unit's level
	if err != nil {
		return nil
	}
	var out []item
	for _, s := range o.EyeSpaces() {
		s := s
		out = append(out, item{vertex: s.Origin, hasVtx: true, color: s.Color, rec: reflect.ValueOf(&s).Elem()})
	}
	return out
}
