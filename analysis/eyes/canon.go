package eyes

import (
	"math/bits"
	"slices"
	"strings"
)

// maxAut bounds the automorphisms canonicalAut returns.
const maxAut = 16

// canonicalAut computes a canonical labelling of the shape, so that shapes
// with isomorphic graphs (seed 003, "Graphs": the local game depends only on
// the underlying graph) and equal point attributes get the same key. It
// returns perm (perm[v] is the canonical number of vertex v), the key, and
// the automorphisms of the canonically relabelled shape other than the
// identity (as permutations of canonical numbers), at most maxAut of them.
// The labelling is found by colour refinement, individualising a vertex of
// the first non-trivial colour class and keeping the smallest certificate.
func canonicalAut(sh *shape) ([]int, string, [][]int) {
	n := sh.n
	colors := make([]int, n)
	for v := 0; v < n; v++ {
		bit := uint64(1) << uint(v)
		c := 0
		for i, m := range []uint64{sh.wallAdj, sh.margAdj, sh.black, sh.white} {
			if m&bit != 0 {
				c |= 1 << uint(i)
			}
		}
		colors[v] = c
	}
	best := ""
	var bestPerm []int
	var same [][]int // other labellings giving the best certificate
	budget := 2000   // leaves explored at most; enough for eye graphs
	var search func(colors []int)
	search = func(colors []int) {
		colors = refine(sh, colors)
		cell := firstTie(colors)
		if cell < 0 {
			perm := colors // colours are 0..n-1, all distinct
			cert := certificate(sh, perm)
			if bestPerm == nil || cert < best {
				best, bestPerm = cert, slices.Clone(perm)
				same = same[:0]
			} else if cert == best && len(same) < maxAut {
				same = append(same, slices.Clone(perm))
			}
			budget--
			return
		}
		for v := 0; v < n && budget > 0; v++ {
			if colors[v] != cell {
				continue
			}
			next := slices.Clone(colors)
			for u := range next {
				if next[u] > cell || (next[u] == cell && u != v) {
					next[u]++ // v keeps the smaller colour
				}
			}
			search(next)
		}
	}
	search(colors)
	var auts [][]int
	if len(same) > 0 {
		inv := make([]int, n)
		for v, c := range bestPerm {
			inv[c] = v
		}
		for _, p := range same {
			g := make([]int, n)
			for c := range g {
				g[c] = p[inv[c]]
			}
			auts = append(auts, g)
		}
	}
	return bestPerm, best, auts
}

// refine runs colour refinement to a fixed point and returns colours
// renumbered 0..k-1 in a canonical order.
func refine(sh *shape, colors []int) []int {
	n := sh.n
	type sig struct {
		v   int
		key string
	}
	cur := normalize(colors)
	for {
		sigs := make([]sig, n)
		for v := 0; v < n; v++ {
			var nb []int
			for m := sh.adj[v]; m != 0; m &= m - 1 {
				nb = append(nb, cur[bits.TrailingZeros64(m)])
			}
			slices.Sort(nb)
			var b strings.Builder
			b.WriteByte(byte(cur[v]))
			for _, c := range nb {
				b.WriteByte(byte(c))
			}
			sigs[v] = sig{v, b.String()}
		}
		keys := make([]string, n)
		for v := range sigs {
			keys[v] = sigs[v].key
		}
		uniq := slices.Clone(keys)
		slices.Sort(uniq)
		uniq = slices.Compact(uniq)
		next := make([]int, n)
		for v := range next {
			next[v], _ = slices.BinarySearch(uniq, keys[v])
		}
		if len(uniq) == countDistinct(cur) {
			return spread(next)
		}
		cur = next
	}
}

// normalize renumbers colours to 0..k-1 keeping their order.
func normalize(colors []int) []int {
	uniq := slices.Clone(colors)
	slices.Sort(uniq)
	uniq = slices.Compact(uniq)
	out := make([]int, len(colors))
	for v, c := range colors {
		out[v], _ = slices.BinarySearch(uniq, c)
	}
	return out
}

func countDistinct(colors []int) int {
	uniq := slices.Clone(colors)
	slices.Sort(uniq)
	return len(slices.Compact(uniq))
}

// spread renumbers colours so that a class of size s starting at rank r
// gets colour r (the number of vertices of smaller colour); a discrete
// colouring is then a permutation.
func spread(colors []int) []int {
	k := countDistinct(colors)
	size := make([]int, k)
	for _, c := range colors {
		size[c]++
	}
	start := make([]int, k)
	for c := 1; c < k; c++ {
		start[c] = start[c-1] + size[c-1]
	}
	out := make([]int, len(colors))
	for v, c := range colors {
		out[v] = start[c]
	}
	return out
}

// firstTie returns the colour of the first class with more than one
// vertex, or -1 if the colouring is discrete.
func firstTie(colors []int) int {
	count := make(map[int]int)
	for _, c := range colors {
		count[c]++
	}
	best := -1
	for c, k := range count {
		if k > 1 && (best < 0 || c < best) {
			best = c
		}
	}
	return best
}

// certificate encodes the shape relabelled by perm.
func certificate(sh *shape, perm []int) string {
	n := sh.n
	inv := make([]int, n)
	for v, p := range perm {
		inv[p] = v
	}
	var b strings.Builder
	b.WriteByte(byte(n))
	for p := 0; p < n; p++ {
		v := inv[p]
		bit := uint64(1) << uint(v)
		var attr byte
		for i, m := range []uint64{sh.wallAdj, sh.margAdj, sh.black, sh.white} {
			if m&bit != 0 {
				attr |= 1 << uint(i)
			}
		}
		b.WriteByte(attr)
		var row uint64
		for m := sh.adj[v]; m != 0; m &= m - 1 {
			row |= uint64(1) << uint(perm[bits.TrailingZeros64(m)])
		}
		for i := 0; i < (n+7)/8; i++ {
			b.WriteByte(byte(row >> (8 * uint(i))))
		}
	}
	return b.String()
}

// relabel returns the shape with vertex v renumbered perm[v].
func relabel(sh *shape, perm []int) shape {
	out := shape{n: sh.n, all: sh.all}
	mapMask := func(m uint64) uint64 {
		var r uint64
		for ; m != 0; m &= m - 1 {
			r |= uint64(1) << uint(perm[bits.TrailingZeros64(m)])
		}
		return r
	}
	for v := 0; v < sh.n; v++ {
		out.adj[perm[v]] = mapMask(sh.adj[v])
	}
	out.wallAdj = mapMask(sh.wallAdj)
	out.margAdj = mapMask(sh.margAdj)
	out.black = mapMask(sh.black)
	out.white = mapMask(sh.white)
	return out
}
