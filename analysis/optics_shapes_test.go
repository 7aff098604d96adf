package analysis

import "testing"

// TestOpticsCornerDeadStones: Black's corner space J3 J2 J1 H1 G1 holds two
// dead white stones (J2, H1) with the empty corner J1 between them. Read
// with the board edges the shape is worth 1112 (White first: a white stone
// at J3 or G1 makes J1 a false point), without them 2222; GNU Go 3.8
// values it 1112 (seed 003, "Eye Local Game Values").
func TestOpticsCornerDeadStones(t *testing.T) {
	const d = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X X X X X
. . . . X . X X X
. . . . X X X X .
. . . . X X X X O
. . . . X X . O .`
	_, o := opticsOf(t, d, 9)
	p := opticsVertex(t, "J3", 9)
	e := o.Eye(Black, p)
	if e.ESize != 5 || e.MSize != 0 {
		t.Fatalf("eye_data black J3 = %+v, want esize 5 msize 0", e)
	}
	if got := e.Value.String(); got != "1112" {
		t.Errorf("value of J3 = %s, want 1112", got)
	}
	if got := gtpEval(o, p, 9); got != "1 1" {
		t.Errorf("eval_eye J3 = %q, want \"1 1\"", got)
	}
}
