package analysis

import "testing"

// TestOpticsResetForOwlAfterHalfEyes checks the reset of an Optics that
// the owl has used: after a first reset (a full one), half eyes written by
// topologicalEye (values, attack and defence points, the type set after
// it) are cleared by the next reset, which visits only the points
// topologicalEye wrote, and every other field is as a new Optics's.
func TestOpticsResetForOwlAfterHalfEyes(t *testing.T) {
	a, o := opticsOf(t, `
. . . . . . .
. X X X X . .
X O O O X . .
O . O . O X .
. O O O O X .
X X X X X . .
. . . . . . .
`, 7)
	u := &Optics{}
	u.resetForOwl(a, 7)
	if !u.halfClean || len(u.halfDirty) != 0 {
		t.Fatalf("after the first reset: halfClean %v, %d dirty points", u.halfClean, len(u.halfDirty))
	}
	for round := 0; round < 2; round++ {
		u.black, u.white, u.lively = o.black, o.white, o.lively
		written := 0
		a.WithReader(func(r *Reader, b *Board) {
			for p := BoardMin; p < BoardMax; p++ {
				for _, c := range []Color{Black, White} {
					if e := u.eyeArray(c)[p]; e.Color != c || !u.onBoard(p) {
						continue
					}
					u.topologicalEye(r, b, p, c)
					u.half[p].Type = HalfEye
					u.half[p].AttackPoints = append(u.half[p].AttackPoints, p)
					written++
				}
			}
		})
		if written == 0 || len(u.halfDirty) < written {
			t.Fatalf("round %d: %d half eyes written, %d recorded", round, written, len(u.halfDirty))
		}
		u.resetForOwl(a, 7)
		if u.a != a || u.size != 7 || u.shared != nil || u.safeNodes != 0 || u.spaces != nil ||
			u.black != (Optics{}).black || u.white != (Optics{}).white || u.lively != (Optics{}).lively || u.safe != (Optics{}).safe {
			t.Fatalf("round %d: resetForOwl left a field set", round)
		}
		for p := range u.half {
			want := 0.0
			if Pos(p) >= BoardMin && Pos(p) < BoardMax {
				want = 10
			}
			if h := u.half[p]; h.Value != want || h.Type != 0 || h.AttackPoints != nil || h.DefensePoints != nil {
				t.Fatalf("round %d: half[%d] = %+v after the reset, want value %v", round, p, h, want)
			}
		}
	}
}
