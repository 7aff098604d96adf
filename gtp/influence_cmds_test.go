package gtp

import (
	"strings"
	"testing"
)

// influencePositions are small games (GTP play commands) for the
// differential influence test.
var influencePositions = []struct {
	name  string
	setup []string
}{
	{"fuseki19", []string{"boardsize 19", "play black Q16", "play white D4", "play black Q4", "play white D16",
		"play black C10", "play white R10", "play black O17", "play white F3", "play black K4", "play white C14"}},
	{"middle13", []string{"boardsize 13", "play black D4", "play white K10", "play black K4", "play white D10",
		"play black G10", "play white G4", "play black F3", "play white J3", "play black C7", "play white K7",
		"play black G7", "play white L5"}},
	{"walls9", []string{"boardsize 9", "play black C3", "play black D3", "play black E3", "play black F3",
		"play white C7", "play white D7", "play white E7", "play white F6", "play black G4", "play white G6"}},
}

// TestInitialInfluenceAgainstGNUGo compares initial_influence ...
// influence_regions with GNU Go 3.8 point by point on a few positions and
// requires 70% agreement overall. GNU Go's pattern-based barriers and
// intrusions are only partly reproduced by our own shape rules, and the
// stones' strengths follow our pre-owl weaknesses (79.3% measured here at
// 9e3ddce with the intrusions of the colour to move, 65.2% without them;
// 78.9% over the 166 perf corpus positions).
func TestInitialInfluenceAgainstGNUGo(t *testing.T) {
	gnugo := requireGNUGo(t)
	ref := startRef(t, gnugo)
	total, agree := 0, 0
	for _, pos := range influencePositions {
		e := newTestEngine()
		cmds := append([]string{}, pos.setup...)
		cmds = append(cmds, "initial_influence black influence_regions", "initial_influence white influence_regions")
		want := ref.batch(t, cmds)
		for k, c := range cmds {
			got := runStep(e, c)
			if !strings.HasPrefix(c, "initial_influence") {
				continue
			}
			g, w := strings.Fields(strings.TrimPrefix(got, "=")), strings.Fields(strings.TrimPrefix(want[k], "="))
			if len(g) != len(w) {
				t.Fatalf("%s: %q: %d values, gnugo %d", pos.name, c, len(g), len(w))
			}
			n := 0
			for i := range g {
				if g[i] == w[i] {
					n++
				}
			}
			t.Logf("%s: %s: %d/%d points agree", pos.name, c, n, len(g))
			total += len(g)
			agree += n
		}
	}
	pct := 100 * float64(agree) / float64(total)
	t.Logf("influence_regions agreement %.1f%% (%d/%d)", pct, agree, total)
	if pct < 70 {
		t.Errorf("influence_regions agreement %.1f%%, want at least 70%%", pct)
	}
}

// TestInitialInfluenceErrors checks the argument errors and the row
// format without GNU Go.
func TestInitialInfluenceErrors(t *testing.T) {
	e := newTestEngine()
	for _, c := range []struct{ in, want string }{
		{"boardsize 3", "= \n\n"},
		{"initial_influence black white_attenuation", "=   0.00   0.00   0.00 \n  0.00   0.00   0.00 \n  0.00   0.00   0.00 \n\n"},
		{"initial_influence", "? invalid color\n\n"},
		{"initial_influence green territory_value", "? invalid color\n\n"},
		{"initial_influence white", "? unknown influence data\n\n"},
		{"initial_influence white moyo_size", "? unknown influence data\n\n"},
		{"play black B2", "= \n\n"},
		{"initial_influence white influence_regions", "= -3 -3 -3 \n-3 -4 -3 \n-3 -3 -3 \n\n"},
		{"initial_influence black white_attenuation", "=   2.40   2.40   2.40 \n  2.40   2.40   2.40 \n  2.40   2.40   2.40 \n\n"},
	} {
		if got := runStep(e, c.in); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}
