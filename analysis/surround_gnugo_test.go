package analysis

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// The surround computation checked against GNU Go 3.8 (seed 004): GNU Go's
// own dragon partition and neighbour lists are given to computeSurround
// through newDragonSet, so only the hull itself is compared: the status
// (is_surrounded), surround_size (dragon_data), the map (surround_map) and
// does_surround on sampled points.

func gnugoPath(t testing.TB) string {
	t.Helper()
	for _, p := range []string{"/usr/games/gnugo", "/usr/bin/gnugo"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p
	}
	t.Skip("gnugo not installed: surround differential test skipped")
	return ""
}

// gtpSession runs gnugo once on the whole input and returns the answers
// (without "= ") in order; a failure answer ("? ...") fails the test.
func gtpSession(t testing.TB, gnugo string, in string) []string {
	t.Helper()
	cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet", "--level", "0")
	cmd.Stdin = strings.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("gnugo: %v", err)
	}
	var answers []string
	for _, blk := range strings.Split(strings.TrimRight(string(out), "\n"), "\n\n") {
		if strings.HasPrefix(blk, "?") {
			t.Fatalf("gnugo failed: %q", blk)
		}
		answers = append(answers, strings.TrimPrefix(strings.TrimPrefix(blk, "="), " "))
	}
	return answers
}

// gnugoDragons is what GNU Go says about the dragons of one position.
type gnugoDragons struct {
	origin    map[Pos]Pos   // stone -> dragon origin
	neighbors map[Pos][]Pos // origin -> neighbour origins
	hostile   map[Pos]int   // origin -> hostile_neighbors
	size      map[Pos]int   // origin -> surround_size
	status    map[Pos]int   // origin -> surround_status
	origins   []Pos
}

func setupCommands(b *Board) string {
	var in strings.Builder
	fmt.Fprintf(&in, "boardsize %d\nclear_board\n", b.Size())
	for p := BoardMin; p < BoardMax; p++ {
		if c := b.At(p); b.OnBoard(p) && c.IsStone() {
			fmt.Fprintf(&in, "play %s %s\n", map[Color]string{Black: "black", White: "white"}[c], Vertex(p, b.Size()))
		}
	}
	return in.String()
}

// askDragons loads b into gnugo and reads dragon_stones and dragon_data,
// and builds a DragonSet with GNU Go's partition and neighbour lists.
func askDragons(t testing.TB, gnugo string, b *Board) (*gnugoDragons, *DragonSet) {
	t.Helper()
	ans := gtpSession(t, gnugo, setupCommands(b)+"dragon_stones\ndragon_data\n")
	g := &gnugoDragons{origin: map[Pos]Pos{}, neighbors: map[Pos][]Pos{}, hostile: map[Pos]int{},
		size: map[Pos]int{}, status: map[Pos]int{}}
	var cur Pos
	for _, line := range strings.Split(ans[len(ans)-1], "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) == 1 && strings.HasSuffix(f[0], ":") {
			p, err := ParseVertex(strings.TrimSuffix(f[0], ":"), b.Size())
			if err != nil {
				t.Fatal(err)
			}
			cur = p
			continue
		}
		switch f[0] {
		case "origin":
			o, _ := ParseVertex(f[1], b.Size())
			if o == cur {
				g.origins = append(g.origins, o)
			}
		case "neighbors":
			for _, v := range f[1:] {
				n, _ := ParseVertex(v, b.Size())
				g.neighbors[cur] = append(g.neighbors[cur], n)
			}
		case "hostile_neighbors":
			g.hostile[cur], _ = strconv.Atoi(f[1])
		case "surround_size":
			g.size[cur], _ = strconv.Atoi(f[1])
		case "surround_status":
			g.status[cur], _ = strconv.Atoi(f[1])
		}
	}
	for _, line := range strings.Split(ans[len(ans)-2], "\n") {
		var first Pos
		for k, v := range strings.Fields(line) {
			p, err := ParseVertex(v, b.Size())
			if err != nil {
				t.Fatal(err)
			}
			if k == 0 {
				first = p
			}
			g.origin[p] = first
		}
	}
	ds, err := newDragonSet(b, func(p Pos) Pos { return g.origin[p] })
	if err != nil {
		t.Fatal(err)
	}
	for _, org := range g.origins {
		d := ds.ID(org)
		for _, n := range g.neighbors[org] {
			ds.dragon2[d].Adjacent = append(ds.dragon2[d].Adjacent, ds.ID(n))
		}
		ds.dragon2[d].HostileNeighbors = g.hostile[org]
	}
	return g, ds
}

// randomGame plays n random legal moves (no filling of one's own
// single-point eyes) on a board of the given size.
func randomGame(rng *rand.Rand, size, n int) *Board {
	b, _ := NewBoard(size)
	c := Black
	for k := 0; k < n; k++ {
		var cand []Pos
		for p := BoardMin; p < BoardMax; p++ {
			if !b.OnBoard(p) || b.At(p) != Empty || !b.IsLegal(p, c) {
				continue
			}
			own := true
			for _, d := range Delta[:4] {
				if q := p + d; b.OnBoard(q) && b.At(q) != c {
					own = false
				}
			}
			if !own {
				cand = append(cand, p)
			}
		}
		if len(cand) == 0 {
			break
		}
		_ = b.Play(cand[rng.Intn(len(cand))], c)
		c = c.Other()
	}
	return b
}

// surroundDiff compares computeSurround with GNU Go on b and returns the
// number of comparisons and disagreements (reported through t.Errorf).
type surroundCounts struct {
	status, statusBad, size, sizeBad, maps, mapsBad, does, doesBad int
}

func compareSurround(t *testing.T, gnugo string, b *Board, name string, rng *rand.Rand, c *surroundCounts) {
	t.Helper()
	g, ds := askDragons(t, gnugo, b)
	size := b.Size()
	var in strings.Builder
	in.WriteString(setupCommands(b))
	type query struct {
		kind    string
		dr, pos Pos
	}
	var qs []query
	hulls := map[Pos]*Hull{}
	for _, o := range g.origins {
		h := computeSurround(b, ds, o, NoMove)
		hulls[o] = h
		qs = append(qs, query{"is", o, NoMove})
		fmt.Fprintf(&in, "is_surrounded %s\n", Vertex(o, size))
		if g.status[o] != 0 || (h != nil && h.Status != 0) {
			for p := BoardMin; p < BoardMax; p++ {
				if b.OnBoard(p) {
					qs = append(qs, query{"map", o, p})
					fmt.Fprintf(&in, "surround_map %s %s\n", Vertex(o, size), Vertex(p, size))
				}
			}
		}
		if g.status[o] == 0 && rng != nil {
			for k := 0; k < 6; k++ {
				p := POS(rng.Intn(size), rng.Intn(size))
				if b.At(p) == Empty {
					qs = append(qs, query{"does", o, p})
					fmt.Fprintf(&in, "does_surround %s %s\n", Vertex(p, size), Vertex(o, size))
				}
			}
		}
	}
	ans := gtpSession(t, gnugo, in.String())
	ans = ans[len(ans)-len(qs):]
	// GNU Go keeps maps for its first ten surrounded dragons only; a
	// dragon whose map is -1 everywhere is left out of the map comparison.
	noMap := map[Pos]bool{}
	for k, q := range qs {
		if q.kind == "map" && ans[k] == "-1" {
			noMap[q.dr] = true
		}
	}
	for _, o := range g.origins {
		if g.hostile[o] > 0 {
			c.size++
			if hulls[o] == nil {
				c.sizeBad++
				t.Errorf("%s %s: no hull, gnugo surround_size %d", name, Vertex(o, size), g.size[o])
				continue
			}
			if hulls[o].Size != g.size[o] {
				c.sizeBad++
				t.Errorf("%s %s: surround_size %d, gnugo %d", name, Vertex(o, size), hulls[o].Size, g.size[o])
			}
		}
	}
	for k, q := range qs {
		h := hulls[q.dr]
		switch q.kind {
		case "is":
			got := 0
			if h != nil {
				got = int(h.Status)
			}
			c.status++
			if strconv.Itoa(got) != ans[k] {
				c.statusBad++
				t.Errorf("%s is_surrounded %s: %d, gnugo %s", name, Vertex(q.dr, size), got, ans[k])
			}
		case "map":
			if noMap[q.dr] && ans[k] == "-1" {
				continue
			}
			got := -1
			if h != nil && h.Status != 0 {
				got = h.Map(q.pos)
			}
			c.maps++
			if strconv.Itoa(got) != ans[k] {
				c.mapsBad++
				if c.mapsBad <= 20 {
					t.Errorf("%s surround_map %s %s: %d, gnugo %s", name, Vertex(q.dr, size), Vertex(q.pos, size), got, ans[k])
				}
			}
		case "does":
			got := 0
			if hd := computeSurround(b, ds, q.dr, q.pos); hd != nil {
				got = int(hd.Status)
			}
			c.does++
			if strconv.Itoa(got) != ans[k] {
				c.doesBad++
				t.Errorf("%s does_surround %s %s: %d, gnugo %s", name, Vertex(q.pos, size), Vertex(q.dr, size), got, ans[k])
			}
		}
	}
}

// TestSurroundAgainstGNUGo compares hulls on random games of 9×9, 13×13
// and 19×19 (SURROUND_GAMES sets the number of games, default 6; SURROUND_GAME=k
// runs game k alone and prints it). GNU Go runs at level 0, which keeps its
// owl reading short; the surround computation itself does not depend on
// the level, and the partition and neighbours come from the same level.
func TestSurroundAgainstGNUGo(t *testing.T) {
	gnugo := gnugoPath(t)
	n := 6
	if s := os.Getenv("SURROUND_GAMES"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	if testing.Short() {
		n = 3
	}
	only := -1
	if s := os.Getenv("SURROUND_GAME"); s != "" {
		only, _ = strconv.Atoi(s)
	}
	var c surroundCounts
	for k := 0; k < n; k++ {
		if only >= 0 && k != only {
			continue
		}
		rng := rand.New(rand.NewSource(int64(k)))
		size := []int{9, 13, 19}[k%3]
		moves := 10 + rng.Intn(size*size/3)
		b := randomGame(rng, size, moves)
		if only >= 0 {
			t.Logf("\n%s", b.Snapshot(Black, 0).String())
		}
		compareSurround(t, gnugo, b, fmt.Sprintf("game %d (%d×%d, %d moves)", k, size, size, moves), rng, &c)
	}
	t.Logf("is_surrounded %d/%d, surround_size %d/%d, surround_map %d/%d, does_surround %d/%d",
		c.status-c.statusBad, c.status, c.size-c.sizeBad, c.size, c.maps-c.mapsBad, c.maps, c.does-c.doesBad, c.does)
}

// TestSurroundExamplesAgainstGNUGo runs the seed's and the notes' examples
// through the same comparison, with GNU Go's partition.
func TestSurroundExamplesAgainstGNUGo(t *testing.T) {
	gnugo := gnugoPath(t)
	var c surroundCounts
	for _, ex := range []struct {
		name, diagram string
	}{
		{"seed escaping", seedEscaping}, {"seed grave danger", seedGraveDanger},
		{"narrow escaping", narrowEscaping}, {"narrow grave danger", narrowGraveDanger},
		{"discard", seedDiscard}, {"discard at the edge", "-----\nO.X.O\n.....\n.O.O."},
		{"wide at the edge", "----------\nO.XXXXXX.O\n..........\n.O......O."},
		{"wide", "O.XXXXXX.O\n..........\n.O......O."},
		{"angles", ".O.O.\nO...O\n..X..\nO...O\n.O.O."},
	} {
		pos, err := ParseDiagramSize(ex.diagram, 19)
		if err != nil {
			t.Fatal(err)
		}
		compareSurround(t, gnugo, pos.Board(), ex.name, nil, &c)
	}
	t.Logf("is_surrounded %d/%d, surround_size %d/%d, surround_map %d/%d",
		c.status-c.statusBad, c.status, c.size-c.sizeBad, c.size, c.maps-c.mapsBad, c.maps)
}
