package analysis

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// distanceMapRef is the plain statement of a distance map: a Dijkstra search
// over the board where stepping onto a friendly stone costs 0, onto an empty
// point 2 and onto an enemy string of at most connOppLibs liberties 2 per
// liberty, capped at connMaxDist (connMaxDist+1 elsewhere). The connection
// search's own version (settle) is tuned for speed and must give the same
// map.
func distanceMapRef(b *Board, str Pos, own Color) [NumPos]int8 {
	var d [NumPos]int8
	for i := range d {
		d[i] = connMaxDist + 1
	}
	var done [NumPos]bool
	for _, p := range b.Stones(str, nil) {
		d[p] = 0
	}
	for {
		best, bp := connMaxDist+1, NoMove
		for p := BoardMin; p < BoardMax; p++ {
			if !done[p] && int(d[p]) < best {
				best, bp = int(d[p]), p
			}
		}
		if bp == NoMove {
			return d
		}
		done[bp] = true
		for _, dl := range Delta[:4] {
			q := bp + dl
			cost := 0
			switch b.At(q) {
			case own:
			case Empty:
				cost = 2
			case own.Other():
				nl := b.CountLib(q)
				if nl > connOppLibs {
					continue
				}
				cost = 2 * nl
			default:
				continue
			}
			if nd := best + cost; nd <= connMaxDist && nd < int(d[q]) {
				d[q] = int8(nd)
			}
		}
	}
}

// randomReadBoard plays up to n random legal moves, alternating colours,
// on an empty 19x19 board (PCG seed and stream) and returns the board with
// a Reader attached to it.
func randomReadBoard(t *testing.T, seed, stream uint64, n int) (*Board, *Reader) {
	t.Helper()
	b, err := NewBoard(19)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, stream))
	c := Black
	for range n {
		p := POS(rng.IntN(19), rng.IntN(19))
		if b.At(p) == Empty && b.IsLegal(p, c) {
			_ = b.Play(p, c)
		}
		c = c.Other()
	}
	r := NewReader(0, 0)
	r.b = b
	return b, r
}

// TestDistanceMapMatchesReference compares the connection search's
// distance maps (startFlood, settle) with the plain
// Dijkstra search on random positions, for every string of both colours:
// cheap enemy strings (one or two liberties), friendly stones at cost 0 and
// the board edge all occur. Each point reached must sit in one bucket
// only, that of its distance.
func TestDistanceMapMatchesReference(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		b, r := randomReadBoard(t, seed, 7, 60+int(seed)*15)
		checked := 0
		for p := BoardMin; p < BoardMax; p++ {
			if !b.OnBoard(p) || !b.At(p).IsStone() || b.Origin(p) != p {
				continue
			}
			s := &connSearch{r: r, color: b.At(p)}
			for i := range s.far {
				s.far[i] = connMaxDist + 1
			}
			var got [NumPos]int8
			f := s.startFlood(p, &got, &s.q)
			best := 1 << 30
			for dist := 0; dist <= connMaxDist; dist++ {
				s.settle(&f, dist, &s.far, -1, &best) // meets nothing
			}
			want := distanceMapRef(b, p, b.At(p))
			// Every point sits once in the bucket of its distance
			// (settle and nearA rely on it).
			var seen [NumPos]bool
			for k := 0; k <= connMaxDist; k++ {
				for _, q := range s.q[k][:f.qn[k]] {
					if int(got[q]) != k || seen[q] {
						t.Fatalf("seed %d string %s: %s in bucket %d, distance %d, seen before %v",
							seed, Vertex(p, 19), Vertex(q, 19), k, got[q], seen[q])
					}
					seen[q] = true
				}
			}
			for q := BoardMin; q < BoardMax; q++ {
				if b.OnBoard(q) && got[q] != want[q] {
					t.Fatalf("seed %d string %s: distance at %s = %d, want %d",
						seed, Vertex(p, 19), Vertex(q, 19), got[q], want[q])
				}
			}
			checked++
		}
		if checked < 10 {
			t.Fatalf("seed %d: only %d strings", seed, checked)
		}
	}
}

// checkNearA checks that nearA, after joinCost gave cost, lists in board
// order exactly the points of each colour at most cost from s.a, as a scan
// of the board does (pathMoves and pathStrings read them so).
func checkNearA(t *testing.T, b *Board, s *connSearch, cost int) {
	t.Helper()
	for _, col := range []Color{Empty, s.color, s.color.Other()} {
		var want []Pos
		for p := BoardMin; p < BoardMax; p++ {
			if b.OnBoard(p) && b.At(p) == col && int(s.da[p]) <= cost {
				want = append(want, p)
			}
		}
		var buf [NumPos]Pos
		got := s.nearA(col, cost, nearAll, NoMove, NoMove, buf[:0])
		if !slices.Equal(got, want) {
			t.Fatalf("nearA(%v, %d) from %s = %v, want %v", col, cost, Vertex(s.a, b.Size()), got, want)
		}
	}
}

// checkNearPathHeads checks that nearPathHeads, after joinCost gave cost,
// returns what nearA gives pathMoves and leaves in s.pathHeads what nearA
// gives pathStrings (its one scan of the buckets serves both), and that
// pathStrings takes them from there. It returns the number of heads.
func checkNearPathHeads(t *testing.T, b *Board, s *connSearch, cost int) int {
	t.Helper()
	var wb, hb, gb [NumPos]Pos
	want := s.nearA(Empty, cost, nearPath, NoMove, NoMove, wb[:0])
	wantHeads := s.nearA(s.color, cost, nearHeads, b.head[s.a], b.head[s.c], hb[:0])
	got := s.nearPathHeads(cost, gb[:0])
	if !slices.Equal(got, want) || !s.pathHeadsOK || s.pathHeadsCost != cost ||
		!slices.Equal(s.pathHeads[:s.pathHeadsN], wantHeads) {
		t.Fatalf("nearPathHeads(%d) from %s = %v, heads %v (ok %v), want %v, heads %v", cost,
			Vertex(s.a, b.Size()), got, s.pathHeads[:s.pathHeadsN], s.pathHeadsOK, want, wantHeads)
	}
	var pb [NumPos]Pos
	if ps := s.pathStrings(cost, pb[:0]); !slices.Equal(ps, wantHeads[:min(len(wantHeads), NumPos)]) {
		t.Fatalf("pathStrings(%d) from %s = %v, want %v", cost, Vertex(s.a, b.Size()), ps, wantHeads)
	}
	return len(wantHeads)
}

// TestJoinCostMatchesReference checks joinCost and joinCostOnly (which
// grow both maps together and stop early) against the minimum over every
// empty point of the two reference maps, for pairs of strings of one
// colour on random positions; after joinCost, the maps must agree with the
// reference maps on every point within the cost plus 2 (what the move
// generators read) and put every other point beyond it, and nearA must list
// the points near s.a as a board scan does.
func TestJoinCostMatchesReference(t *testing.T) {
	pairs, heads := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		b, r := randomReadBoard(t, seed, 11, 80+int(seed)*10)
		var origins []Pos
		ref := map[Pos][NumPos]int8{}
		for p := BoardMin; p < BoardMax && len(origins) < 24; p++ {
			if b.OnBoard(p) && b.At(p).IsStone() && b.Origin(p) == p {
				origins = append(origins, p)
				ref[p] = distanceMapRef(b, p, b.At(p))
			}
		}
		for _, a := range origins {
			for _, o := range origins {
				if a == o || b.At(a) != b.At(o) {
					continue
				}
				s := &connSearch{r: r, a: a, c: o, color: b.At(a)}
				for i := range s.far {
					s.far[i] = connMaxDist + 1
				}
				da, dc := ref[a], ref[o]
				want := 1 << 30
				for p := BoardMin; p < BoardMax; p++ {
					if b.OnBoard(p) && b.At(p) == Empty && da[p] <= connMaxDist && dc[p] <= connMaxDist {
						want = min(want, int(da[p])+int(dc[p]))
					}
				}
				if got := s.joinCost(); got != want {
					t.Fatalf("seed %d: joinCost(%s, %s) = %d, want %d", seed,
						Vertex(a, 19), Vertex(o, 19), got, want)
				}
				for p := BoardMin; p < BoardMax; p++ {
					if !b.OnBoard(p) {
						continue
					}
					refIn := da[p] <= connMaxDist && dc[p] <= connMaxDist && int(da[p])+int(dc[p]) <= want+2
					gotIn := s.da[p] <= connMaxDist && s.dc[p] <= connMaxDist && int(s.da[p])+int(s.dc[p]) <= want+2
					if refIn != gotIn || (refIn && (s.da[p] != da[p] || s.dc[p] != dc[p])) {
						t.Fatalf("seed %d: joinCost(%s, %s) = %d: at %s maps %d+%d, want %d+%d", seed,
							Vertex(a, 19), Vertex(o, 19), want, Vertex(p, 19), s.da[p], s.dc[p], da[p], dc[p])
					}
				}
				if want <= connApart {
					checkNearA(t, b, s, want)
					heads += checkNearPathHeads(t, b, s, want)
				}
				if got := s.joinCostOnly(); got != want {
					t.Fatalf("seed %d: joinCostOnly(%s, %s) = %d, want %d", seed,
						Vertex(a, 19), Vertex(o, 19), got, want)
				}
				if want < 1<<30 {
					pairs++
				}
			}
		}
	}
	if pairs < 50 || heads < 20 {
		t.Fatalf("only %d pairs within reach, %d path heads", pairs, heads)
	}
}
