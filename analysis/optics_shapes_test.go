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

// TestOpticsTwoDeadStonesLine: Black's space C6 D6 E6 holds two dead white
// stones at its ends. Black captures both at D6 whenever he likes and White
// cannot play D6 (suicide), so the space is worth two eyes whoever starts:
// eval_eye answers "2 2" as GNU Go 3.8 does (optics regression 314). The
// full value is 2222; GNU Go's eye database says 1222 because it lets the
// attacker commit suicide (seed 003, "Eye Local Game Values"): White's
// suicide at D6 empties the space and a second white move at D6 leaves
// one eye. Search follows the rules of play, which forbid suicide.
func TestOpticsTwoDeadStonesLine(t *testing.T) {
	const d = `
. . . . . . . . .
. . . . . . . . .
. X X X X X . . .
X X O . O X X . .
. X X X X X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .`
	_, o := opticsOf(t, d, 9)
	p := opticsVertex(t, "D6", 9)
	e := o.Eye(Black, p)
	if e.ESize != 3 || e.MSize != 0 || e.Origin != opticsVertex(t, "C6", 9) {
		t.Fatalf("eye_data black D6 = %+v, want origin C6, esize 3, msize 0", e)
	}
	if got := e.Value.String(); got != "2222" {
		t.Errorf("value of D6 = %s, want 2222", got)
	}
	if got := gtpEval(o, p, 9); got != "2 2" {
		t.Errorf("eval_eye D6 = %q, want \"2 2\"", got)
	}
}

// TestOpticsBentFourInTheCorner: Black's corner space A9 B9 A8 A7 is the
// bent four in the corner, and Black's group has no liberty outside it.
// Read with the wall's real outside liberties the local game is worth
// 1122 with the vital point A8, as GNU Go 3.8 answers (optics regression
// 1705): with no outside liberty Black cannot wait, and White at A8
// leaves him one eye. With two outside liberties (the
// default of the local game, and GNU Go's analyze_eyegraph) the same shape
// is worth 1222. A single outside liberty (D9 empty) is still 1122.
func TestOpticsBentFourInTheCorner(t *testing.T) {
	for _, tc := range []struct{ name, d string }{
		{"no outside liberty", `
. . X O . . . . .
. X X O . . . . .
. X O O . . . . .
X X O . . . . . .
O O O . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .`},
		{"one outside liberty", `
. . X . O . . . .
. X X O . . . . .
. X O O . . . . .
X X O . . . . . .
O O O . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .`},
	} {
		_, o := opticsOf(t, tc.d, 9)
		p := opticsVertex(t, "A9", 9)
		e := o.Eye(Black, p)
		if e.ESize != 4 || e.MSize != 0 {
			t.Fatalf("%s: eye_data black A9 = %+v, want esize 4 msize 0", tc.name, e)
		}
		if got := e.Value.String(); got != "1122" {
			t.Errorf("%s: value = %s, want 1122", tc.name, got)
		}
		if got := gtpEval(o, p, 9); got != "1 2 A8 A8" {
			t.Errorf("%s: eval_eye A9 = %q, want \"1 2 A8 A8\"", tc.name, got)
		}
	}
}

// TestOpticsInvadedCornerSizeHeuristic: after White's invasion at S18 the
// corner S17 T17 Q16 R16 S16 T16 T15 is one black eye space of seven
// points, four of them marginal (S17 and T17 next to White's S18 area, Q16
// and T15 next to White's domain). GNU Go's eye database has no such shape
// and GNU Go 3.8's eye_data answers esize 7, msize 4, value 0000 (the size
// heuristic of compute_eyes, seed 003). The eye value is not why owl
// called S18 a kill here: GNU Go's owl reads the position, finding S18 as
// a lunch among the eight neighbours of R17.
func TestOpticsInvadedCornerSizeHeuristic(t *testing.T) {
	const d = `
. . . . . . . . . . . . . . X . . . .
. . . . . . . . . X . . O . O X . O .
. . X . . . . X . . . . . . O . X . .
. . . . . . . . . . . . . . . . . . .
. X . . . . . . . . . . . . O X X X .
. . . . . . . . . . . . . . O O O O .
. . X . . . . . . . . . . . . X X O .
. . . . . . . . . . . . . . X X O O .
. . O . . . . . . . . . . . . O X . .
. . . O . . . . . . . . . . . O X . .
. . . . . . . . . . . . . O O . O . .
. . . . . . . . . . . . . O X . O . .
. . . . . . . . . . . . . X . X O O X
. . . . . . . . . . . . . . . . X O .
. . . . . . . . . . . . . X . . X O .
. . O . O . . . O O . X O O X X X X X
. . . . O X X . X O O O . O O O O X .
. . X O X . . X . X O . O X . . . O X
. . . . X . . . . X X O . . . . . O .`
	_, o := opticsOf(t, d, 19)
	org := opticsVertex(t, "S17", 19)
	marginal := map[string]bool{"S17": true, "T17": true, "Q16": true, "T15": true}
	for _, v := range []string{"S17", "T17", "Q16", "R16", "S16", "T16", "T15"} {
		e := o.Eye(Black, opticsVertex(t, v, 19))
		if e.Origin != org || e.ESize != 7 || e.MSize != 4 || e.Marginal != marginal[v] {
			t.Errorf("eye_data black %s = %+v, want origin S17 esize 7 msize 4 marginal %v", v, e, marginal[v])
		}
		if got := e.Value.String(); got != "0000" {
			t.Errorf("value of %s = %s, want 0000", v, got)
		}
	}
	for _, v := range []string{"T19", "S19", "T18"} {
		if e := o.Eye(Black, opticsVertex(t, v, 19)); e.Origin != NoMove {
			t.Errorf("eye_data black %s = %+v, want no black eye space", v, e)
		}
	}
}
