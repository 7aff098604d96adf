package analysis

import (
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// cornerMoves offers the 2-1 points only of a corner space whose two eyes
// are in question. Two five-point corner spaces of the same shape (T3-S2-
// T2-S1-T1 bottom right, A17-B18-A18-B19-A19 top left): valued 0112 (the
// placement at the 2-1 point decides two eyes) its 2-1 points T2 and S1
// are added; valued 2222 (two eyes whoever plays) or 0111 (one eye at
// most) nothing is added. Without cornerContested all three spaces gave
// their 2-1 points (open corners cost ~1000 owl nodes per dragon).
func TestOwlCornerMovesContestedOnly(t *testing.T) {
	pos, err := ParseDiagram(`
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`)
	if err != nil {
		t.Fatal(err)
	}
	space := func(vs ...string) []Pos {
		var out []Pos
		for _, v := range vs {
			p, err := ParseVertex(v, 19)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, p)
		}
		return out
	}
	br := space("T3", "S2", "T2", "S1", "T1")
	tl := space("A17", "B18", "A18", "B19", "A19")
	for _, tc := range []struct {
		val  eyes.EyeValue
		want string
	}{
		{eyes.EyeValue{A: 0, B: 1, C: 1, D: 2}, "S1 T2"},
		{eyes.EyeValue{A: 1, B: 1, C: 2, D: 2}, "S1 T2"},
		{eyes.EyeValue{A: 2, B: 2, C: 2, D: 2}, ""},
		{eyes.EyeValue{A: 0, B: 1, C: 1, D: 1}, ""},
	} {
		s := &owlSearch{b: pos.Board()}
		ev := &owlEval{regions: []owlRegion{
			{pts: br, value: tc.val},
			{pts: tl, value: eyes.EyeValue{A: 2, B: 2, C: 2, D: 2}},
		}}
		var got PointSet
		s.cornerMoves(ev, func(p Pos, prio int) {
			if prio != owlCornerPrio {
				t.Errorf("%s: priority %d", tc.val, prio)
			}
			got.Add(p)
		})
		var names []string
		for _, v := range []string{"S1", "T2", "A18", "B19"} {
			if p := space(v)[0]; got.Has(p) {
				names = append(names, v)
			}
		}
		if g := strings.Join(names, " "); g != tc.want {
			t.Errorf("space valued %s: 2-1 points %q, want %q", tc.val, g, tc.want)
		}
	}
}
