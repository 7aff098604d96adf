package analysis

// The connector's two independent links at the search horizon (session
// 24): horizonMiai and miaiLinked.

// connMiaiWidth bounds the path points horizonMiai tries, for the
// connector's joins and the cutter's replies.
const connMiaiWidth = 6

// horizonMiai reports whether, at a horizon node (the cutter to move),
// the connector has two ways to join that the cutter cannot both take
// away with one move: at least two of the connector's moves on the
// cheapest joining paths (pathMoves, connMiaiWidth of them) leave the
// strings linked (miaiLinked), and after each of the cutter's moves on
// those points one of the joins other than that move still links them.
// It looks two moves beyond the horizon, but only at static links and
// at the capture of a cutting string in atari, so it cannot join what a
// deeper read would find cut through a fight. The strict horizon of
// secureBareShapeRead takes it before cutting at a joining cost above
// connStrictHorizonCost (up to connHorizonCost): cgf2001 goro move 60,
// White's bare knight L17-N16, was cut along B M16 W M17 B N17 W O17,
// where Black's N17 is in atari and lost (both engines' `attack N17` 1
// N18; GNU Go 3.8 joins the knight; TestStrictHorizonMiaiCaptureLink).
// On the held-out positions of docs/notes/tools/heldout.txt partitions
// identical with GNU Go 3.8 61 -> 63 of 143 and all-stone pairs 592951
// -> 593037 of 599414 (goro:60, caren:90's K12-J10), on heldout2.txt
// 916973 -> 916975 (94 of 171 unchanged), on the 166 perf-corpus
// positions no change (128, 884760: session 16's bare knights that GNU
// Go splits stay split).
//
// The amalgamation's other reads (escapeRead without strictHorizon) take
// it where horizonCut finds a cutting string next to both strings that
// the connector cannot capture, with static links only (miaiLinked's
// staticOnly: one string, two common liberties the cutter cannot both
// fill, or a common liberty that is suicide for him): nicklas8 move
// 200, Black's large knight P8-M7, after W N7 B M8 W O8 B O9 W K8 B P9
// White's M10 (two liberties, not capturable) touches both, but Black's
// N9 joins them and his N8 leaves N9 a suicide for White, two independent
// liberties (TestHorizonMiaiTwoCommonLiberties; at the 17 horizons of
// that read where the rule answers, both engines' fresh `disconnect P8
// M7` is 0). heldout2.txt (docs/notes/tools) partitions 94 -> 96 of 171,
// all-stone pairs 916975 -> 918097 of 925336; heldout.txt (63 of 143,
// 593037) and the corpus (128, 884760) unchanged. With linkedAtHorizon
// and the capture links there too, heldout.txt lost two partitions
// (mertin13x13 GNGA2 move 45, White's G3-J3 joined where GNU Go 3.8's
// disconnect cuts at H3 and J2 makes miai of the cutter's G2 and K2;
// arend gnugo1 move 60) and ninestones emanuel-2's two-space jump
// D13-D10 was joined (corpus -18 pairs); taken after every kind of
// horizon cut (the escapes too) it changed nothing more.
func (s *connSearch) horizonMiai(kf koState, jc int) bool {
	b := s.r.b
	if jc > connHorizonCost {
		return false
	}
	staticOnly := !s.strictHorizon
	if staticOnly && !s.twoStaticJoins() {
		return false
	}
	s.joinCost()
	var pts candList
	s.pathMoves(&pts, connMiaiWidth, jc)
	var joins [connMiaiWidth]Pos
	nj := 0
	for i := 0; i < pts.n; i++ {
		m := pts.pos[i]
		if !b.Trymove(m, s.color) {
			continue
		}
		ok := s.miaiLinked(kf, staticOnly)
		b.Undo()
		if ok && nj < len(joins) {
			joins[nj] = m
			nj++
		}
	}
	if s.r.trace != nil {
		s.r.trace(s.ply(), "horizon miai: %d joins of %d path points", nj, pts.n)
	}
	if nj < 2 {
		return false
	}
	// The cutter's replies: the path points (the joins are among them).
	for _, x := range pts.pos[:pts.n] {
		if !b.Trymove(x, s.color.Other()) {
			continue
		}
		held := false
		if b.color[s.a] == s.color && b.color[s.c] == s.color {
			for _, m := range joins[:nj] {
				if m == x || b.color[m] != Empty || !b.Trymove(m, s.color) {
					continue
				}
				held = s.miaiLinked(kf, staticOnly)
				b.Undo()
				if held {
					break
				}
			}
		}
		b.Undo()
		if !held {
			if s.r.trace != nil {
				s.r.trace(s.ply(), "horizon miai fails at %s", Vertex(x, b.size))
			}
			return false
		}
	}
	return true
}

// miaiLinked reports whether the strings, the cutter to move, are linked
// where he cannot cut: one string, two common liberties or an unusable
// one (secure, linkedAtHorizon), or through the capture of a cutting
// string in atari next to both that the cutter cannot save (tactical
// reading, the cutter moving first) and whose capture leaves them so
// linked. Neither string may be in atari. With staticOnly only one
// string, two common liberties or one the cutter cannot fill count
// (secure).
func (s *connSearch) miaiLinked(kf koState, staticOnly bool) bool {
	b := s.r.b
	if b.color[s.a] != s.color || b.color[s.c] != s.color {
		return false
	}
	if b.SameString(s.a, s.c) {
		return b.chains[b.head[s.a]].nlib >= 2
	}
	if b.chains[b.head[s.a]].nlib < 2 || b.chains[b.head[s.c]].nlib < 2 {
		return false
	}
	if staticOnly {
		return s.secure()
	}
	if s.secure() || s.linkedAtHorizon() {
		return true
	}
	var hb [64]Pos
	for _, h := range s.cuttingHeads(true, hb[:0]) {
		if b.chains[h].nlib != 1 {
			continue
		}
		code := s.tactical(s.tacLimit, func() ResultCode {
			cd, _ := s.r.defend(h, s.ply(), swapKo(kf))
			return cd
		})
		if code != Lose {
			continue
		}
		if !b.Trymove(b.chains[h].libs.First(), s.color) {
			continue
		}
		ok := b.color[s.a] == s.color && b.color[s.c] == s.color &&
			(s.secure() || s.linkedAtHorizon())
		b.Undo()
		if ok {
			return true
		}
	}
	return false
}

// twoStaticJoins reports whether the connector may have two moves after
// which the strings are secure (one string, two common liberties, or one
// the cutter cannot fill): a bound taken from the liberties alone,
// without playing, that lets horizonMiai's static form skip its flood and
// its moves where it would find fewer than two joins. Only a liberty of
// either string or the capture of a cutting string in atari next to one
// of them changes their liberties.
func (s *connSearch) twoStaticJoins() bool {
	b := s.r.b
	ha, hc := b.head[s.a], b.head[s.c]
	cands := b.chains[ha].libs
	cands.Union(&b.chains[hc].libs)
	var hb [64]Pos
	for _, h := range s.cuttingHeads(false, hb[:0]) {
		if b.chains[h].nlib == 1 {
			cands.Add(b.chains[h].libs.First())
		}
	}
	var mb [128]Pos
	n := 0
	for _, m := range cands.AppendTo(mb[:0]) {
		if s.mayJoinStatically(m, ha, hc) {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}

// mayJoinStatically reports whether the connector's move at the empty
// point m might leave the strings with heads ha and hc secure: it
// captures a string in atari, touches both, or gives the one it touches
// two common liberties with the other, or one that has no empty
// neighbour but m (a suicide for the cutter is possible only there).
func (s *connSearch) mayJoinStatically(m, ha, hc Pos) bool {
	b := s.r.b
	other := s.color.Other()
	la, lc := &b.chains[ha].libs, &b.chains[hc].libs
	for _, d := range Delta[:4] {
		if q := m + d; b.color[q] == other && b.chains[b.head[q]].nlib == 1 {
			return true
		}
	}
	inA, inC := la.Has(m), lc.Has(m)
	if inA && inC {
		return true
	}
	if !inA && !inC {
		return false
	}
	nx, o := *la, lc
	if inC {
		nx, o = *lc, la
	}
	for _, d := range Delta[:4] {
		switch q := m + d; b.color[q] {
		case Empty:
			nx.Add(q)
		case s.color:
			nx.Union(&b.chains[b.head[q]].libs)
		}
	}
	nx.Remove(m)
	nx.Intersect(o)
	switch nx.Len() {
	case 0:
		return false
	case 1:
		q := nx.First()
		for _, d := range Delta[:4] {
			if q+d != m && b.color[q+d] == Empty {
				return false
			}
		}
	}
	return true
}
