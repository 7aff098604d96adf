package eyes

import (
	"fmt"
	"os"
	"testing"
)

func TestDebugShape(t *testing.T) {
	gs := os.Getenv("EYEDEBUG")
	if gs == "" {
		t.Skip()
	}
	g, err := ParseGraph(gs)
	if err != nil {
		t.Fatal(err)
	}
	sh, _ := buildShape(g)
	t.Logf("n=%d adj=%v wall=%b marg=%b black=%b white=%b", sh.n, sh.adj[:sh.n], sh.wallAdj, sh.margAdj, sh.black, sh.white)
	for _, mode := range []uint8{koNone, koBlack, koWhite} {
		s := &searcher{sh: &sh, tt: map[ttKey]bool{}}
		s.koFree = mode
		for _, h := range []bool{true, false} {
			for _, w := range []bool{false, true} {
				st := state{black: sh.black, white: sh.white, outLibs: 2, ko: noKo, whiteToMove: w}
				t.Logf("mode %d haveEye %v whiteFirst %v: lives %v", mode, h, w, s.lives(st, h))
			}
		}
	}
}

func (s *searcher) pv(st state, haveEye bool, depth int, t *testing.T) {
	if depth > 30 {
		return
	}
	want := s.lives(st, haveEye)
	if st.whiteToMove {
		for v := 0; v < s.sh.n; v++ {
			ns, r := s.playWhite(st, v, haveEye)
			if r == mvOK {
				t.Logf("%*sW %d -> lives %v (ko %d)", depth, "", v, s.lives(ns, haveEye), ns.ko)
			}
		}
		for v := 0; v < s.sh.n; v++ {
			ns, r := s.playWhite(st, v, haveEye)
			if r == mvOK && s.lives(ns, haveEye) == want && want {
				t.Logf("%*sW %d (ko %d)", depth, "", v, ns.ko)
				s.pv(ns, haveEye, depth+1, t)
				return
			}
		}
		t.Logf("%*sW pass", depth, "")
		if !st.passed {
			s.pv(st.pass(), haveEye, depth+1, t)
		}
		return
	}
	// black: show all moves and their results
	for v := 0; v < s.sh.n; v++ {
		ns, r := s.playBlack(st, v, haveEye)
		if r == mvOK {
			t.Logf("%*sB %d -> lives %v", depth, "", v, s.lives(ns, haveEye))
		}
	}
	for v := 0; v < s.sh.n; v++ {
		ns, r := s.playBlack(st, v, haveEye)
		if r == mvOK && s.lives(ns, haveEye) == want {
			t.Logf("%*sB %d (ko %d)", depth, "", v, ns.ko)
			s.pv(ns, haveEye, depth+1, t)
			return
		}
	}
	if ns, r := s.fillOutside(st, haveEye); r == mvOK {
		t.Logf("%*sB outside -> lives %v", depth, "", s.lives(ns, haveEye))
		if s.lives(ns, haveEye) == want {
			s.pv(ns, haveEye, depth+1, t)
			return
		}
	}
	t.Logf("%*sB pass", depth, "")
	if !st.passed {
		s.pv(st.pass(), haveEye, depth+1, t)
	}
}

func TestDebugPV(t *testing.T) {
	gs := os.Getenv("EYEDEBUG")
	if gs == "" {
		t.Skip()
	}
	g, _ := ParseGraph(gs)
	sh, _ := buildShape(g)
	s := &searcher{sh: &sh, tt: map[ttKey]bool{}}
	s.koFree = uint8(len(os.Getenv("EYEMODE")))
	st := state{black: sh.black, white: sh.white, outLibs: 2, ko: noKo, whiteToMove: os.Getenv("EYEWHITE") != ""}
	if os.Getenv("EYEOUT") != "" {
		st, _ = s.fillOutside(st, false)
		st.whiteToMove = true
		if os.Getenv("EYEW0") != "" {
			st, _ = s.playWhite(st, 0, false)
		}
	}
	s.pv(st, os.Getenv("EYEHAVE") != "", 0, t)
}

func TestDebugWhite(t *testing.T) {
	gs := os.Getenv("EYEDEBUG")
	if gs == "" {
		t.Skip()
	}
	g, _ := ParseGraph(gs)
	sh, _ := buildShape(g)
	s := &searcher{sh: &sh, tt: map[ttKey]bool{}}
	st := state{black: sh.black, white: sh.white, outLibs: 1, ko: noKo, whiteToMove: true}
	for v := 0; v < s.sh.n; v++ {
		ns, r := s.playWhite(st, v, false)
		t.Logf("W %d r=%d", v, r)
		if r == mvOK {
			s.tt = map[ttKey]bool{}
			t.Logf(" lives %v", s.lives(ns, false))
			s.pv(ns, false, 2, t)
		}
	}
}

func TestDebugAfter(t *testing.T) {
	gs := os.Getenv("EYEDEBUG")
	if gs == "" {
		t.Skip()
	}
	g, _ := ParseGraph(gs)
	sh, vs := buildShape(g)
	t.Logf("vertices %v", vs)
	s := &searcher{sh: &sh, tt: map[ttKey]bool{}}
	st := state{black: sh.black, white: sh.white, outLibs: 2, ko: noKo}
	var mv int
	fmt.Sscan(os.Getenv("EYEMOVE"), &mv)
	h := os.Getenv("EYEHAVE") != ""
	if os.Getenv("EYEWHITE") != "" {
		st.whiteToMove = true
		st, _ = s.playWhite(st, mv, h)
	} else {
		st, _ = s.playBlack(st, mv, h)
	}
	s.pv(st, h, 0, t)
}
