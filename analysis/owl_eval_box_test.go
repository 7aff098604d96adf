package analysis

import (
	"math/rand"
	"testing"
)

// TestOwlGoalBoxMatchesScan checks goalBox (the goal's bounding box
// found through the bits of the goal set, each row of the box set a word
// at a time) against the box scanned point by point, for random goals on
// every board size and several margins.
func TestOwlGoalBoxMatchesScan(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 1; n <= MaxBoard; n++ {
		b, err := NewBoard(n)
		if err != nil {
			t.Fatal(err)
		}
		for trial := 0; trial < 30; trial++ {
			var goal PointSet
			for k := rng.Intn(6); k >= 0; k-- {
				goal.Add(POS(rng.Intn(n), rng.Intn(n)))
			}
			s := &owlSearch{b: b, inGoal: goal}
			for _, margin := range []int{0, 1, owlBoxMargin, owlEscapeDepth + 2, 30} {
				got := s.goalBox(margin, s.eval.boxBuf)
				s.eval.boxBuf = got.pts
				mini, maxi, minj, maxj := n, -1, n, -1
				for p := BoardMin; p < BoardMax; p++ {
					if goal.Has(p) {
						mini, maxi = min(mini, p.I()), max(maxi, p.I())
						minj, maxj = min(minj, p.J()), max(maxj, p.J())
					}
				}
				mini, minj = max(0, mini-margin), max(0, minj-margin)
				maxi, maxj = min(n-1, maxi+margin), min(n-1, maxj+margin)
				var want owlBox
				for i := mini; i <= maxi; i++ {
					for j := minj; j <= maxj; j++ {
						want.pts = append(want.pts, POS(i, j))
						want.in.Add(POS(i, j))
					}
				}
				if got.in != want.in || len(got.pts) != len(want.pts) {
					t.Fatalf("size %d goal %v margin %d: box %v (%d points), want %v (%d)", n, goal.Slice(), margin, got.in.Slice(), len(got.pts), want.in.Slice(), len(want.pts))
				}
				for k := range got.pts {
					if got.pts[k] != want.pts[k] {
						t.Fatalf("size %d goal %v margin %d: point %d is %v, want %v", n, goal.Slice(), margin, k, got.pts[k], want.pts[k])
					}
				}
			}
		}
	}
	s := &owlSearch{b: mustBoard(t, 19)}
	if bx := s.goalBox(4, nil); len(bx.pts) != 0 || !bx.in.IsEmpty() {
		t.Errorf("empty goal: box %v, want none", bx.in.Slice())
	}
}

func mustBoard(t *testing.T, n int) *Board {
	t.Helper()
	b, err := NewBoard(n)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
