package analysis

import (
	"context"
	"math/rand"
	"strings"
	"testing"
)

// refDomainsOver is domainsOver as it was written before the lively
// neighbours were gathered as a colour mask: the reference of
// TestDomainsOverMatchesRef.
func refDomainsOver(o *Optics, r *Reader, b *Board, c Color, dom *[NumPos]bool, falseMargins *[NumPos]bool, first bool, pts []Pos, in func(Pos) bool) {
	other := c.Other()
	var inf, thr [NumPos]int8
	var list []Pos
	for _, p := range pts {
		if o.lively[p] {
			if b.color[p] == c {
				dom[p] = true
				inf[p] = 1
			} else {
				inf[p] = -1
			}
			continue
		}
		own, enemy := false, false
		for _, q := range [4]Pos{p + South, p + West, p + North, p + East} {
			if o.lively[q] {
				if col := b.color[q]; col == c {
					own = true
				} else if col == other {
					enemy = true
				}
			}
		}
		if own {
			if first {
				if b.color[p] == Empty && (o.falseMargin(r, b, p, c) || o.falseMargin(r, b, p, other)) {
					falseMargins[p] = true
				} else {
					dom[p] = true
					inf[p] = 1
				}
			} else if b.color[p] != Empty || !falseMargins[p] {
				dom[p] = true
				inf[p] = 1
			}
		} else {
			list = append(list, p)
		}
		if enemy {
			thr[p] = 1
			inf[p]--
		} else if o.edge(p) {
			inf[p]--
		}
	}
	for changed := true; changed; {
		changed = false
		for _, p := range list {
			if dom[p] {
				continue
			}
			t := int(thr[p])
			for _, dg := range [4][3]Pos{{South + East, South, East}, {South + West, South, West}, {North + East, North, East}, {North + West, North, West}} {
				bb, a1, a2 := p+dg[0], p+dg[1], p+dg[2]
				if (int(inf[bb])+int(inf[a1]) > t || int(inf[bb])+int(inf[a2]) > t) && in(bb) {
					dom[p] = true
					inf[p]++
					changed = true
					break
				}
			}
		}
	}
}

// TestDomainsOverMatchesRef compares the primary domains of both colours
// (with their false margins) with refDomainsOver on seeded random
// positions, with the optics' own lively stones.
func TestDomainsOverMatchesRef(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for trial := 0; trial < 40; trial++ {
		n := 7 + rng.Intn(7)
		var sb strings.Builder
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				switch x := rng.Intn(10); {
				case x < 3:
					sb.WriteString("X ")
				case x < 6:
					sb.WriteString("O ")
				default:
					sb.WriteString(". ")
				}
			}
			sb.WriteString("\n")
		}
		pos, err := ParseDiagramSize(sb.String(), n)
		if err != nil {
			continue // an illegal random board (a string without liberties)
		}
		a, err := Config{}.Analyze(context.Background(), &pos)
		if err != nil {
			t.Fatal(err)
		}
		o, err := a.Optics(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		a.WithReader(func(r *Reader, b *Board) {
			var pts []Pos
			for p := BoardMin; p < BoardMax; p++ {
				if o.onBoard(p) {
					pts = append(pts, p)
				}
			}
			var bd, wd, fm, rbd, rwd, rfm [NumPos]bool
			o.domainsOver(r, b, Black, &bd, &fm, true, pts, o.onBoard)
			o.domainsOver(r, b, White, &wd, &fm, false, pts, o.onBoard)
			refDomainsOver(o, r, b, Black, &rbd, &rfm, true, pts, o.onBoard)
			refDomainsOver(o, r, b, White, &rwd, &rfm, false, pts, o.onBoard)
			if bd != rbd || wd != rwd || fm != rfm {
				t.Fatalf("trial %d: domains differ from the reference on\n%s", trial, sb.String())
			}
		})
	}
}
