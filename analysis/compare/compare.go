// Package compare computes what changed between two analyses (issue 10)
// and exports analysis objects as JSON with a stable schema (documented in
// docs/json-schema.md). It depends only on package analysis.
package compare

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// DragonInfo is a dragon as a diff reports it: its origin, colour, stones
// and the status fields of seed 001 that a diff compares.
type DragonInfo struct {
	// Origin is the dragon's origin (seed 001, origin).
	Origin analysis.Pos
	// Color is the dragon's colour.
	Color analysis.Color
	// Stones are the dragon's stones in board order.
	Stones []analysis.Pos
	// Status is dragon[].status (seed 001).
	Status analysis.Status
	// Safety is dragon2[].safety (seed 001).
	Safety analysis.Status
	// OwlStatus is dragon2[].owl_status (seed 001; unchecked below level
	// Dragons).
	OwlStatus analysis.Status
	// Genus is dragon2[].genus, the sum of the eye values (seed 001).
	Genus eyes.EyeValue
	// SurroundStatus is dragon2[].surround_status (seed 004).
	SurroundStatus analysis.SurroundStatus
}

// Merge says that the stones of several dragons of the first position lie
// in one dragon of the second.
type Merge struct {
	// From are the origins of the dragons of the first position.
	From []analysis.Pos
	// To is the merged dragon of the second position.
	To DragonInfo
}

// Split says that the stones of one dragon of the first position lie in
// several dragons of the second.
type Split struct {
	// From is the dragon of the first position.
	From DragonInfo
	// To are the origins of the dragons of the second position.
	To []analysis.Pos
}

// DragonChange is one field of a dragon that differs between the two
// positions. Dragons are matched by shared stones: the dragon of the
// second position is compared with the dragon of the first position with
// which it shares the most stones.
type DragonChange struct {
	// Origin is the dragon's origin in the second position; OldOrigin in
	// the first.
	Origin, OldOrigin analysis.Pos
	// Color is the dragon's colour.
	Color analysis.Color
	// Field is "status", "safety", "owl_status", "genus" or
	// "surround_status" (the seed's field names). Owl status changes from
	// or to "unchecked" (owl did not read the dragon) are not reported.
	Field string
	// Old and New are the field's values, printed as GNU Go prints them
	// (status names, eye values "abcd", surround status numbers).
	Old, New string
}

// WormChange is a worm of the second position whose tactical state
// changed: newly in atari, newly capturable, or no longer capturable.
type WormChange struct {
	// Origin is the worm's origin in the second position.
	Origin analysis.Pos
	// Color is the worm's colour.
	Color analysis.Color
	// Kind is "atari" (one liberty now, more or none before), "capturable"
	// (attack code became non-zero, seed 000 attack_codes) or "safe"
	// (attack code became zero).
	Kind string
	// Liberties is the worm's liberty count in the second position.
	Liberties int
	// AttackCode and AttackPoint are the worm's best attack in the second
	// position (Lose/NoMove when safe).
	AttackCode  analysis.ResultCode
	AttackPoint analysis.Pos
}

// Result is the difference between two analyses A (before) and B (after).
// Every list is in board order of the relevant origin.
type Result struct {
	// Size is the board size (both positions have it).
	Size int
	// Appeared are dragons of B that share no stone with any dragon of A.
	Appeared []DragonInfo
	// Removed are dragons of A that share no stone with any dragon of B;
	// Captured tells, per entry, whether all their points are empty in B.
	Removed  []DragonInfo
	Captured []bool
	// Merged and Split are the amalgamation changes.
	Merged []Merge
	Split  []Split
	// Changes are the field changes of matched dragons.
	Changes []DragonChange
	// Worms are the tactical changes of worms.
	Worms []WormChange
}

// Empty reports whether nothing changed.
func (r *Result) Empty() bool {
	return len(r.Appeared)+len(r.Removed)+len(r.Merged)+len(r.Split)+len(r.Changes)+len(r.Worms) == 0
}

// Diff compares two analyses of positions of the same board size, computing
// their dragons (seed 001) if the analyses have not yet done so, at the
// level each analysis was made with (below DragonsWithoutOwl the dragons
// are computed without owl reading).
func Diff(a, b *analysis.Analysis) (*Result, error) {
	return DiffContext(context.Background(), a, b)
}

// DiffContext is Diff with a context that can stop the dragon computation.
func DiffContext(ctx context.Context, a, b *analysis.Analysis) (*Result, error) {
	if a == nil || b == nil {
		return nil, fmt.Errorf("compare: nil analysis")
	}
	size := a.Position().Size()
	if b.Position().Size() != size {
		return nil, fmt.Errorf("compare: board sizes differ (%d and %d)", size, b.Position().Size())
	}
	da, err := a.Dragons(ctx)
	if err != nil {
		return nil, err
	}
	db, err := b.Dragons(ctx)
	if err != nil {
		return nil, err
	}
	r := &Result{Size: size}
	pa, pb := a.Position(), b.Position()

	// shared[i][j]: stones of dragon i of A that are in dragon j of B.
	na, nb := da.Len(), db.Len()
	shared := make([]map[int]int, na)
	back := make([]map[int]int, nb)
	for i := range shared {
		shared[i] = map[int]int{}
	}
	for j := range back {
		back[j] = map[int]int{}
	}
	for i := 0; i < na; i++ {
		for _, p := range da.Stones(i) {
			if pb.At(p) == pa.At(p) {
				if j := db.ID(p); j >= 0 {
					shared[i][j]++
					back[j][i]++
				}
			}
		}
	}
	for j := 0; j < nb; j++ {
		switch len(back[j]) {
		case 0:
			r.Appeared = append(r.Appeared, info(db, j))
			continue
		default:
			if len(back[j]) >= 2 {
				m := Merge{To: info(db, j)}
				for _, i := range sortedKeys(back[j]) {
					m.From = append(m.From, da.Dragon2(i).Origin)
				}
				sort.Slice(m.From, func(x, y int) bool { return m.From[x] < m.From[y] })
				r.Merged = append(r.Merged, m)
			}
		}
		i := best(back[j], da)
		r.Changes = append(r.Changes, fieldChanges(info(da, i), info(db, j))...)
	}
	for i := 0; i < na; i++ {
		switch {
		case len(shared[i]) == 0:
			d := info(da, i)
			captured := true
			for _, p := range d.Stones {
				if pb.At(p) != analysis.Empty {
					captured = false
				}
			}
			r.Removed = append(r.Removed, d)
			r.Captured = append(r.Captured, captured)
		case len(shared[i]) >= 2:
			s := Split{From: info(da, i)}
			for _, j := range sortedKeys(shared[i]) {
				s.To = append(s.To, db.Dragon2(j).Origin)
			}
			sort.Slice(s.To, func(x, y int) bool { return s.To[x] < s.To[y] })
			r.Split = append(r.Split, s)
		}
	}
	for _, p := range b.WormOrigins() {
		wb := b.Worm(p)
		var wa analysis.Worm
		hadStone := pa.At(p) == wb.Color
		if hadStone {
			wa = a.Worm(p)
		}
		if wb.Liberties == 1 && (!hadStone || wa.Liberties != 1) {
			r.Worms = append(r.Worms, wormChange(p, wb, "atari"))
		}
		oldCode := analysis.Lose
		if hadStone {
			oldCode = wa.AttackCode()
		}
		switch {
		case wb.AttackCode() != analysis.Lose && oldCode == analysis.Lose:
			r.Worms = append(r.Worms, wormChange(p, wb, "capturable"))
		case wb.AttackCode() == analysis.Lose && oldCode != analysis.Lose:
			r.Worms = append(r.Worms, wormChange(p, wb, "safe"))
		}
	}
	return r, nil
}

func wormChange(p analysis.Pos, w analysis.Worm, kind string) WormChange {
	return WormChange{Origin: p, Color: w.Color, Kind: kind, Liberties: w.Liberties,
		AttackCode: w.AttackCode(), AttackPoint: w.AttackPoint()}
}

func sortedKeys(m map[int]int) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

// best returns the dragon of m sharing the most stones (ties: the lower
// origin).
func best(m map[int]int, ds *analysis.DragonSet) int {
	bi, bn := -1, -1
	for _, i := range sortedKeys(m) {
		if m[i] > bn || (m[i] == bn && ds.Dragon2(i).Origin < ds.Dragon2(bi).Origin) {
			bi, bn = i, m[i]
		}
	}
	return bi
}

func info(ds *analysis.DragonSet, d int) DragonInfo {
	d2 := ds.Dragon2(d)
	dr := ds.DRAGON(d)
	return DragonInfo{Origin: d2.Origin, Color: dr.Color, Stones: ds.Stones(d), Status: dr.Status,
		Safety: d2.Safety, OwlStatus: d2.OwlStatus, Genus: d2.Genus, SurroundStatus: d2.SurroundStatus}
}

func fieldChanges(o, n DragonInfo) []DragonChange {
	var out []DragonChange
	add := func(field, ov, nv string) {
		if ov != nv {
			out = append(out, DragonChange{Origin: n.Origin, OldOrigin: o.Origin, Color: n.Color,
				Field: field, Old: ov, New: nv})
		}
	}
	add("status", o.Status.String(), n.Status.String())
	add("safety", o.Safety.String(), n.Safety.String())
	// An owl status "unchecked" means owl did not read the dragon (not
	// run, or not needed): no change to report.
	if o.OwlStatus != analysis.Unchecked && n.OwlStatus != analysis.Unchecked {
		add("owl_status", o.OwlStatus.String(), n.OwlStatus.String())
	}
	add("genus", o.Genus.String(), n.Genus.String())
	add("surround_status", surroundName(o.SurroundStatus), surroundName(n.SurroundStatus))
	return out
}

// surroundName returns the name the JSON schema and the diff summary use
// for a surround status: "not surrounded", "surrounded", "weakly
// surrounded".
func surroundName(s analysis.SurroundStatus) string {
	switch s {
	case analysis.NotSurrounded:
		return "not surrounded"
	case analysis.Surrounded:
		return "surrounded"
	case analysis.WeaklySurrounded:
		return "weakly surrounded"
	}
	return fmt.Sprintf("surround(%d)", int(s))
}

func colorName(c analysis.Color) string { return strings.ToLower(c.String()) }

func (r *Result) v(p analysis.Pos) string { return analysis.Vertex(p, r.Size) }

func (r *Result) list(ps []analysis.Pos) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = r.v(p)
	}
	return strings.Join(s, " ")
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Lines returns the summary, one change per line, in this order: removed
// (captured), appeared, merged, split, dragon field changes, worm changes.
// Vertices are GTP vertices; a dragon is named by its origin.
func (r *Result) Lines() []string {
	var out []string
	for k, d := range r.Removed {
		verb := "removed"
		if r.Captured[k] {
			verb = "captured"
		}
		out = append(out, fmt.Sprintf("%s: %s dragon %s (%s: %s)", verb, colorName(d.Color), r.v(d.Origin),
			plural(len(d.Stones), "stone"), r.list(d.Stones)))
	}
	for _, d := range r.Appeared {
		out = append(out, fmt.Sprintf("appeared: %s dragon %s (%s, %s)", colorName(d.Color), r.v(d.Origin),
			plural(len(d.Stones), "stone"), d.Status))
	}
	for _, m := range r.Merged {
		out = append(out, fmt.Sprintf("merged: %s dragons %s -> %s", colorName(m.To.Color), r.list(m.From), r.v(m.To.Origin)))
	}
	for _, s := range r.Split {
		out = append(out, fmt.Sprintf("split: %s dragon %s -> %s", colorName(s.From.Color), r.v(s.From.Origin), r.list(s.To)))
	}
	for _, c := range r.Changes {
		out = append(out, fmt.Sprintf("%s: %s dragon %s %s -> %s", c.Field, colorName(c.Color), r.v(c.Origin), c.Old, c.New))
	}
	for _, w := range r.Worms {
		switch w.Kind {
		case "atari":
			out = append(out, fmt.Sprintf("atari: %s worm %s", colorName(w.Color), r.v(w.Origin)))
		case "capturable":
			out = append(out, fmt.Sprintf("capturable: %s worm %s (attack %s %s)", colorName(w.Color), r.v(w.Origin),
				r.v(w.AttackPoint), w.AttackCode))
		default:
			out = append(out, fmt.Sprintf("safe: %s worm %s", colorName(w.Color), r.v(w.Origin)))
		}
	}
	return out
}

// String returns the compact text summary: the Lines joined by newlines,
// or "no changes".
func (r *Result) String() string {
	l := r.Lines()
	if len(l) == 0 {
		return "no changes"
	}
	return strings.Join(l, "\n")
}

// ChangedDragons returns the origins (in the second position) of the
// dragons the diff mentions, plus the stones of removed dragons, for
// highlighting on a board.
func (r *Result) ChangedDragons() []analysis.Pos {
	seen := map[analysis.Pos]bool{}
	var out []analysis.Pos
	add := func(p analysis.Pos) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, d := range r.Appeared {
		add(d.Origin)
	}
	for _, d := range r.Removed {
		add(d.Origin)
	}
	for _, m := range r.Merged {
		add(m.To.Origin)
	}
	for _, s := range r.Split {
		for _, p := range s.To {
			add(p)
		}
	}
	for _, c := range r.Changes {
		add(c.Origin)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
