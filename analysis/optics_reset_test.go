package analysis

import (
	"reflect"
	"testing"
)

// solverShapes is the number of eye shapes in a solver's cache.
func solverShapes(o *Optics) int {
	return reflect.ValueOf(&o.solver).Elem().FieldByName("cache").Len()
}

// TestOpticsResetForOwl checks that resetForOwl leaves an Optics used on
// a whole position exactly as a new one for the owl (every field zero,
// half eye values 10 on the board's index range), except for the eye
// shape solver, whose cache it keeps.
func TestOpticsResetForOwl(t *testing.T) {
	a, o := opticsOf(t, `
. . . . . . .
. X X X X . .
X O O O X . .
O . O . O X .
. O O O O X .
X X X X X . .
. . . . . . .
`, 7)
	used := *o
	if len(used.spaces) == 0 || solverShapes(&used) == 0 {
		t.Fatalf("the analysis found %d eye spaces, %d solved shapes: the test needs some", len(used.spaces), solverShapes(&used))
	}
	used.resetForOwl(a, 7)
	want := Optics{a: a, size: 7, solver: o.solver}
	for p := BoardMin; p < BoardMax; p++ {
		want.half[p].Value = 10
	}
	if used.a != want.a || used.size != want.size || used.shared != nil || used.safeNodes != 0 ||
		used.spaces != nil || used.black != want.black || used.white != want.white ||
		used.lively != want.lively || used.safe != want.safe {
		t.Fatal("resetForOwl left a field set")
	}
	for p := range used.half {
		h, w := used.half[p], want.half[p]
		if h.Value != w.Value || h.Type != w.Type || h.AttackPoints != nil || h.DefensePoints != nil {
			t.Fatalf("half[%d] = %+v, want %+v", p, h, w)
		}
	}
	if !reflect.DeepEqual(used.solver, o.solver) {
		t.Errorf("solver cache %d shapes after the reset, want %d", solverShapes(&used), solverShapes(o))
	}
}
