package analysis

import (
	"context"
	"strings"
	"testing"
)

// semeaiSquareEyeLunch: black's dragon (rows 5, 2 and the A and D
// columns) has the square eye space B4 C4 B3 C3 with a white stone at C4.
// The space is one eye whether or not the stone is captured, so the
// stone is no lunch worth a move in the race.
const semeaiSquareEyeLunch = `
. . . . . . . . .
X X X X X X X X X
X . . . . X X X X
O O O O O O O O X
X X X X X X X X O
X . O X O O O O O
X . . X O . O . O
X X X X O O O O O
O O O O O . . . .
`

// semeaiLineEyeLunch: the same dragon with the eye space B4 C4 D4
// and a white stone at B4 is not settled: who moves first in it decides
// between one and two eyes.
const semeaiLineEyeLunch = `
. . . . . . . . .
X X X X X X X X X
X . . . . X X X X
O O O O O O O O X
X X X X X X X X O
X O . . X X X O O
X X X X X X X O .
O O O O O O O O O
. . . . . . . . .
`

func TestSemeaiSettledLunch(t *testing.T) {
	for _, tc := range []struct {
		name, diagram, lunch string
		settled              bool
	}{
		{"square eye", semeaiSquareEyeLunch, "C4", true},
		{"three-point line", semeaiLineEyeLunch, "B4", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := ParseDiagram(tc.diagram)
			if err != nil {
				t.Fatal(err)
			}
			b := pos.Board()
			ap, _ := ParseVertex("A5", 9)
			bp, _ := ParseVertex("A6", 9)
			lp, _ := ParseVertex(tc.lunch, 9)
			s := newSemeaiSearch(context.Background(), b, fallbackDragon(b, ap), fallbackDragon(b, bp), ap, bp, 100, nil)
			ey := s.eyeInfo(0, s.libs(s.goalStrings(0)))
			for _, r := range ey.regions {
				t.Logf("region %v value %v", r.points, r.value)
			}
			if got := ey.settledAround(b, lp); got != tc.settled {
				t.Errorf("settledAround(%s) = %v, want %v", tc.lunch, got, tc.settled)
			}
		})
	}
}

// semeaiFillTwoEyes: white's eye space D2 E2 E3 D1 E1 already holds the
// black stones D2 E2 E3. Black filling D1 would leave a lump of four
// stones that white captures into two eyes; filling E1 keeps white at one
// eye, so only E1 is a liberty-filling move of the race.
const semeaiFillTwoEyes = `
. X . X . X O . O
X X X X X X O O O
X X X X X X O . O
X X X X X X O O O
X X X X X O X X X
X X X O O O X . .
X X O O X O X . .
X X O X X O X X .
X X O . . O . X X
`

func TestSemeaiFillKeepsEyes(t *testing.T) {
	pos, err := ParseDiagram(semeaiFillTwoEyes)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	ap, _ := ParseVertex("F2", 9)
	bp, _ := ParseVertex("G2", 9)
	s := newSemeaiSearch(context.Background(), b, fallbackDragon(b, ap), fallbackDragon(b, bp), ap, bp, 100, nil)
	was := s.eyeInfo(0, s.libs(s.goalStrings(0)))
	for _, tc := range []struct {
		fill string
		ok   bool
	}{{"D1", false}, {"E1", true}} {
		p, _ := ParseVertex(tc.fill, 9)
		if got := s.fillKeepsEyes(1, p, was); got != tc.ok {
			t.Errorf("fillKeepsEyes(%s) = %v, want %v (white eyes before %d/%d)", tc.fill, got, tc.ok, was.min, was.max)
		}
	}
	if b.StackDepth() != 0 {
		t.Error("board not restored")
	}
}

// semeaiBigSpaceLively: the white ring encloses a space of more than ten
// points, but the black string D5 E5 inside has six liberties: the space
// is shared with a living string, not two sure eyes of white. With the
// black stones gone it is.
const semeaiBigSpaceLively = `
. . . . . . . . .
O O O O O O O . .
O . . . . . O . .
O . . . . . O . .
O . . X X . O . .
O . . . . . O . .
O O O O O O O . .
X X X X X X X X X
. . . . . . . . .
`

func TestSemeaiBigSpaceLively(t *testing.T) {
	for _, tc := range []struct {
		name, diagram string
		min           int
	}{
		{"lively string inside", semeaiBigSpaceLively, 0},
		{"empty space", strings.NewReplacer("X X .", ". . .").Replace(semeaiBigSpaceLively), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := ParseDiagram(tc.diagram)
			if err != nil {
				t.Fatal(err)
			}
			b := pos.Board()
			ap, _ := ParseVertex("A8", 9)
			bp, _ := ParseVertex("A2", 9)
			s := newSemeaiSearch(context.Background(), b, fallbackDragon(b, ap), fallbackDragon(b, bp), ap, bp, 100, nil)
			ey := s.eyeInfo(0, s.libs(s.goalStrings(0)))
			for _, r := range ey.regions {
				t.Logf("region %v value %v", r.points, r.value)
			}
			if ey.min != tc.min {
				t.Errorf("white eyes min %d, want %d", ey.min, tc.min)
			}
		})
	}
}

// semeaiFreeSharedLiberty: the black string F9 F8 F7 (liberties G9 G8 G7
// and F6) races the white dragon around it, which has one eye at A9.
// Black F6 fills a liberty shared with the white stones E6 and G6 but
// keeps black's four liberties, so it is as good as an outside liberty:
// black wins the race with it (GNU Go 3.8 answers the same). Without the
// rule black tries only outside liberties of white and loses.
const semeaiFreeSharedLiberty = `
. O O . O X . . .
O O X O O X . . .
O X X X O X . . .
X X O O O . O . .
X O O X O . X . .
X X X X O O X . .
. . X . X O X . .
. O X X O O X . .
O O O X . . . . .
`

func TestSemeaiFreeSharedLiberty(t *testing.T) {
	a := semeaiAnalysis(t, semeaiFreeSharedLiberty)
	if got := semeaiAnswer(t, a, "F9", "E9"); got != "1 1 F6" {
		t.Errorf("analyze_semeai F9 E9 = %q, want \"1 1 F6\"", got)
	}
}

// semeaiWeakBoundary: white's dragon (A9 B9 B8 B7 C7 C6 C5 C4 A4 B4)
// has the eye spaces A8 A7 (with the dead black A7) and A5 B5 B6 (with
// the dead black B6). The white stone A6 between them is not part of
// the dragon and is in atari: black A5 captures it, so neither space it
// borders is a sure eye (min 0, not 2). With black A7 gone, A6 is safe.
const semeaiWeakBoundary = `
O O . X X X X X X
. O . X . X . X .
X O O X X X X X X
O X O X . X . X .
. . O X X X X X X
O O O X . X . X .
X X X X X X X X X
. X . X . X . X .
X X X X X X X X X
`

func TestSemeaiWeakBoundary(t *testing.T) {
	for _, tc := range []struct {
		name, diagram string
		min           int
	}{
		{"boundary stone in atari", semeaiWeakBoundary, 0},
		{"boundary stone safe", strings.Replace(semeaiWeakBoundary, "X O O X", ". O O X", 1), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := ParseDiagram(tc.diagram)
			if err != nil {
				t.Fatal(err)
			}
			b := pos.Board()
			ap, _ := ParseVertex("B9", 9)
			bp, _ := ParseVertex("D9", 9)
			a6, _ := ParseVertex("A6", 9)
			ga := fallbackDragon(b, ap)
			ga.Remove(a6)
			s := newSemeaiSearch(context.Background(), b, ga, fallbackDragon(b, bp), ap, bp, 100, nil)
			ey := s.eyeInfo(0, s.libs(s.goalStrings(0)))
			for _, r := range ey.regions {
				t.Logf("region %v value %v", r.points, r.value)
			}
			if ey.min != tc.min {
				t.Errorf("white eyes min %d, want %d", ey.min, tc.min)
			}
		})
	}
}

// semeaiSekiPass: the black dragon B13 B12 C12 C11 C10 A10 B9 C9 A9 and
// the white string A12 A11 B11 are in seki. Black's tactical try at the
// white string fails, and the backfilling move C13 for a shared liberty
// only keeps the seki, so black should leave it alone: PASS, as GNU Go
// 3.8 answers. (The root compares such a move with passing even when
// other moves were tried.)
const semeaiSekiPass = `
. X . O . . . O X X O O .
O X X O . . . O X . O X X
O O X O . . . O X X X X O
X . X O O O O O O O O O O
X X X O . X X X . O . . .
O O O O O X . X . O . . .
. . . . O X O O X O O O O
. . . . O X X O X O . O .
. . . . O . X . X O X X X
O O O O O O X X X O X . X
. X X X X O O O O O X O O
X X O . X . O . . O X X O
. O O X X O O . . O . X .
`

func TestSemeaiSekiPass(t *testing.T) {
	a := semeaiAnalysis(t, semeaiSekiPass)
	if got := semeaiAnswer(t, a, "B13", "A12"); got != "1 0 PASS" {
		t.Errorf("analyze_semeai B13 A12 = %q, want \"1 0 PASS\"", got)
	}
}

// semeaiCaptureLives: black's inner group F9 (F10 F9 F8 G8 F7 G7) and
// white's inner group G9 race inside the outer walls; white is ahead.
// When white captures F9 its dragon gets the six-point space of the
// captured stones, two sure eyes: the race is won without an owl read
// (the owl read alone once judged the capturing dragon dead).
const semeaiCaptureLives = `
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . O O O X X X . . . .
. . . O . X O O X X . . .
. . . O . X . O . X . . .
. . . O . X X O . X . . .
. . . O O X X O . X . . .
. . . . X O O O . X . . .
. . . . X X X X X X . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
`

func TestSemeaiCaptureLives(t *testing.T) {
	a := semeaiAnalysis(t, semeaiCaptureLives)
	if got := semeaiAnswer(t, a, "F9", "G9"); got != "0 0 PASS" {
		t.Errorf("analyze_semeai F9 G9 = %q, want \"0 0 PASS\"", got)
	}
	if got := semeaiAnswer(t, a, "G9", "F9"); !strings.HasPrefix(got, "1 1 ") {
		t.Errorf("analyze_semeai G9 F9 = %q, want \"1 1 …\"", got)
	}
}

// semeaiSaveLunch: the white dragon at R19 races the black one at S16.
// White stones outside the white dragon next to the black one (around
// O10 and P12) are black's lunch: black P11 would capture them for eye
// space. White saves them at P11 and gets seki, as GNU Go 3.8 answers;
// without the move white loses the race.
const semeaiSaveLunch = `
. . . . . . . . . . . . . . X X O . O
. . . . . . . . . . . . . X X O O O .
. . . X . . . . . X . . . . O X O O X
. . . X . . . . . X . . X X X X O X .
. . . . . . . . . . . . X O . X O X X
. . . . . . . . . . . . X O O O X X X
. . . . . . . . . X . X X O X X X . X
. . . . . . . . . . X O . O O X X . X
. . . . . . . . . . X O . O . O X X O
. . X X . . X . . X . X X O O X X O O
. . . . . . X . . . X . O O O X O . .
. . . . X . . . . . . . . X X O O O O
. . . . X . . . . X . . O . . O . X .
. O O . O X . O X . . X . . O . . X .
. X . . O X . . . . . . X X . . . . .
. . . X O . . . . X . . . . . X X . .
. . . X . . . . . X . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
`

func TestSemeaiSaveLunch(t *testing.T) {
	a := semeaiAnalysis(t, semeaiSaveLunch)
	if got := semeaiAnswer(t, a, "R19", "S16"); got != "1 0 P11" {
		t.Errorf("analyze_semeai R19 S16 = %q, want \"1 0 P11\"", got)
	}
}

// semeaiDeadWithWorms: the black dragon A10 (A10 B10 B11 B12 C12 D12
// D13) races the white stones A12 A13 B13. Black can capture them, but
// they are small and take no part in anything else, and even counting
// them as eye space black has fewer than two eyes: black is dead with
// no move (GNU Go 3.8 answers 0 0 PASS), and white kills first at C11.
const semeaiDeadWithWorms = `
O O . X O . . . O X . O .
O X X X O . . . O X X X O
. X . . O . . . O O . X O
X X O O O . . . . O O X X
. . O . . . . . . . O O O
O O O . . . . . . . . . .
. . . . . . . . . . . . .
O O O . . . . . . . . . .
. . O O . . . . . . O O O
X X . O . . . . . . O X X
. X . O O O . . O O O X .
O X X X . O . . O X X X O
. O . X . O . . O X . O .
`

func TestSemeaiDeadWithWorms(t *testing.T) {
	a := semeaiAnalysis(t, semeaiDeadWithWorms)
	if got := semeaiAnswer(t, a, "A10", "A12"); got != "0 0 PASS" {
		t.Errorf("analyze_semeai A10 A12 = %q, want \"0 0 PASS\"", got)
	}
	if got := semeaiAnswer(t, a, "A12", "A10"); got != "1 1 C11" {
		t.Errorf("analyze_semeai A12 A10 = %q, want \"1 1 C11\"", got)
	}
}

// semeaiDeadDiagonal: white's one-point eye A5 on the edge has the black
// stone B4 on its diagonal, but B4 is in atari inside white's space and
// cannot be saved, so the diagonal counts for nothing and A5 is a real
// eye (seed 003, eye topology). With a second liberty (C4) the stone
// counts fully and A5 is a false eye.
const semeaiDeadDiagonal = `
. . . . . . . . .
. . . . . . . . .
X X X X X X . . .
O O O O O X . . .
. O O O O X . . .
O X O O O X . . .
O . O O O X . . .
O O O O O X . . .
. . . . . X . . .
`

func TestSemeaiDeadDiagonal(t *testing.T) {
	for _, tc := range []struct {
		name, diagram string
		want          string
	}{
		{"dead diagonal stone", semeaiDeadDiagonal, "1111"},
		{"diagonal stone with two liberties", strings.Replace(semeaiDeadDiagonal, "O X O O O X", "O X . O O X", 1), "0000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := ParseDiagram(tc.diagram)
			if err != nil {
				t.Fatal(err)
			}
			b := pos.Board()
			ap, _ := ParseVertex("A6", 9)
			bp, _ := ParseVertex("A7", 9)
			a5, _ := ParseVertex("A5", 9)
			s := newSemeaiSearch(context.Background(), b, fallbackDragon(b, ap), fallbackDragon(b, bp), ap, bp, 100, nil)
			ey := s.eyeInfo(0, s.libs(s.goalStrings(0)))
			got := "none"
			for _, r := range ey.regions {
				if len(r.points) == 1 && r.points[0] == a5 {
					got = r.value.String()
				}
			}
			if got != tc.want {
				t.Errorf("eye A5 value %s, want %s", got, tc.want)
			}
		})
	}
}

// semeaiDisturbingKo: black has just taken a ko at F1 (capturing G1).
// White's only semeai move would be the ko retake at G1, which needs a
// threat; leaving the ko alone gives white the same ko result without
// it (GNU Go 3.8 answers 2 2 PASS for the mirrored position).
const semeaiDisturbingKo = `
. . . . . . O . .
. . . . . . O . .
. . . . . . O . .
. . . . . . O . .
. . . . . . O O O
X X X X X X O X X
. . X . O X O X X
. . X X O O X X .
. . X . O . O X O
`

func TestSemeaiDisturbingKo(t *testing.T) {
	pos, err := ParseDiagram(semeaiDisturbingKo)
	if err != nil {
		t.Fatal(err)
	}
	f1, _ := ParseVertex("F1", 9)
	pos, err = pos.PlayColor(Black, f1)
	if err != nil {
		t.Fatal(err)
	}
	pos = pos.WithToMove(White)
	a, err := Config{}.Analyze(context.Background(), &pos)
	if err != nil {
		t.Fatal(err)
	}
	if got := semeaiAnswer(t, a, "E3", "J4"); got != "2 2 PASS" {
		t.Errorf("analyze_semeai E3 J4 = %q, want \"2 2 PASS\"", got)
	}
}

// semeaiClosedWeakBoundary: white's dragon (A9 A8 A7 … E7 E8 E9) has the
// eye space B8 C8 B9 D9 D8 (with the dead black B9 and D9-D8). The white
// stone C9 on the edge between the black stones is not part of the
// dragon and is in atari, but every neighbour of it is in the space: when
// black captures it the space stays closed (C9 joins it), so the eye is
// still sure (GNU Go 3.8's eye_data: value 2222 for this shape in
// STS-RV Ce 032). With a white stone in atari whose capture opens the
// space (semeaiWeakBoundary) the eye is not sure.
const semeaiClosedWeakBoundary = `
O X O X O . . . .
O . . X O . . . .
O O O O O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . X X X
. . . . . . X . .
. . . . . . X . .
. . . . . . X . .
`

func TestSemeaiClosedWeakBoundary(t *testing.T) {
	pos, err := ParseDiagram(semeaiClosedWeakBoundary)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	var ga, gb PointSet
	for _, v := range []string{"A9", "A8", "A7", "B7", "C7", "D7", "E7", "E8", "E9"} {
		p, _ := ParseVertex(v, 9)
		ga.Add(p)
	}
	for _, v := range []string{"G4", "H4", "J4", "G3", "G2", "G1"} {
		p, _ := ParseVertex(v, 9)
		gb.Add(p)
	}
	ap, _ := ParseVertex("A9", 9)
	bp, _ := ParseVertex("G4", 9)
	s := newSemeaiSearch(context.Background(), b, ga, gb, ap, bp, 100, nil)
	ey := s.eyeInfo(0, s.libs(s.goalStrings(0)))
	for _, r := range ey.regions {
		t.Logf("region %v value %v", r.points, r.value)
	}
	if ey.min != 2 {
		t.Errorf("white eyes min %d, want 2 (the weak C9 cannot open the space)", ey.min)
	}
}

// semeaiNakadeSacrifice (semeai13): the black dragon D13 B12 C12 D12 B11
// A10 B10 is shut in by white's walls; its only eye space is the corner
// with the white stones B13 and A12. Capturing them wins black nothing:
// after black C13 white grows B13 into the three stones A13 B13 A12
// (sacrificeGrowth), and their capture leaves a bent three in the corner,
// one eye. So black dies even moving first (0 0 PASS) and white moving
// first wins (1 1 E13), GNU Go 3.8's answers. Without the sacrifice
// black's capture of two stones made two eyes, so white moving first
// answered 0 0 PASS (in the regression position black moving first also
// answered 1 1 C13).
const semeaiNakadeSacrifice = `
. O . X . O . . O X . O .
O X X X . O . . O X X X O
. X . O O O . . O O O X .
X X . O . . . . . . O X X
. . O O . . . . . . O O O
O O O . . . . . . . . . .
. . . . . . . . . . . . .
O O O . . . . . . . . . .
. . O . . . . . . . O O O
X X O O O . . . . O O X X
. X . . O . . . O O . X O
O X X X O . . . O X X X O
O O . X O . . . O X . O .
`

func TestSemeaiNakadeSacrifice(t *testing.T) {
	a := semeaiAnalysis(t, semeaiNakadeSacrifice)
	for _, tc := range [][3]string{{"D13", "B13", "0 0 PASS"}, {"B13", "D13", "1 1 E13"}} {
		if got := semeaiAnswer(t, a, tc[0], tc[1]); got != tc[2] {
			t.Errorf("analyze_semeai %s %s = %q, want %q", tc[0], tc[1], got, tc[2])
		}
	}
}

// semeaiEyeThreat (STS-RV Ce problem): black (E19 … N14) is alive with the
// eyes O19 and Q19; white (G19 … K15) has one eye space H18 J18 J17 K17
// L17 J16 H17 with black stones in it, valued 1112: one eye, but two white
// moves in a row there make two. Black moving first kills either way
// (1 1); the move that takes away the threat, J17 (the defender's point of
// the two-move threat, semeaiEye.threat), comes before the shared-liberty
// backfill K19, as GNU Go 3.8 answers.
const semeaiEyeThreat = `
. . O O X X O O O . X X X . X . X O .
. . O . O X O . X O O O X X X X X O .
. . O . O X O X . X . O X O O O O O .
. . O O O X O O . O O O X O . . . . .
O O O . O X X O O O . . X O . . . . .
X X X X O O X X X X X X X O . . . . .
O O O X X X O O O O . . O . . . . . .
. . O O O X O . . O O O . O . . . . .
X . X X O X O . . . . O . . . . . . .
O . O O O X O . . . . O . . . . O O O
O O O . . X O . . . . O O O O O . . .
X X X X X X O . . . . O X X X X X X X
. X . O . O O . . . . O X O O O . . .
X X . O O . . . . . . O X O X X O O O
. X . O . . . . . . . O X O X . X . O
X X O . . . . . . . . O X O O X O O O
O O O . . . . . . . . O X . O O O . .
. . . . . . . . . . . O X X X X X X X
. . . . . . . . . . . O X . . . X . .
`

func TestSemeaiEyeThreat(t *testing.T) {
	a := semeaiAnalysis(t, semeaiEyeThreat)
	if got := semeaiAnswer(t, a, "E19", "G19"); got != "1 1 J17" {
		t.Errorf("analyze_semeai E19 G19 = %q, want \"1 1 J17\"", got)
	}
}

// semeaiHalfEyeApproach (STS-RV Misc C9): the black dragon B5 … F2 has
// one eye in the corner (A1 B1 A2 B2) and the point D3, closed by its
// stones but for D4, which touches the lively white string E4 F4 F5 F3:
// black D4 makes D3 a second eye, white D4 (safe next to its string)
// takes it away, a half eye (halfEyeApproach). White to move wins the
// race by D4 (1 1 D4, GNU Go 3.8's answer); J1 (white's own eye) let
// black live by D4.
const semeaiHalfEyeApproach = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
O O . . . . . . . . . . . . . . . . .
O . O O O . . . . . . . . . . . . . .
O X O X . O . . X X . X . . . . . . .
. X X . O O X X X X X . X . . . . . .
X X X . X O X O O O O X X . . . . . .
. . X X X X O O X X O X . X . . . . .
. . X . O O O . . . O X X . . . . . .
`

func TestSemeaiHalfEyeApproach(t *testing.T) {
	a := semeaiAnalysis(t, semeaiHalfEyeApproach)
	if got := semeaiAnswer(t, a, "G2", "F2"); got != "1 1 D4" {
		t.Errorf("analyze_semeai G2 F2 = %q, want \"1 1 D4\"", got)
	}
}

// semeaiHalfEyeOpen: the Misc C9 shape with E4 empty (STS-RV Misc C9
// 011): black's D3 is closed by its stones but for D4, which white can
// reach from E4, so D3 is still a half eye and white to move takes it at
// D4 (1 1 D4, GNU Go 3.8's answer; without the empty approach: J1).
const semeaiHalfEyeOpen = `
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
O O . . . . . . . . . . . . . . . . .
O . O O O . . . . . . . . . . . . . .
O X O X . O . . X X . X . . . . . . .
. X X . . O X X X X X . X . . . . . .
X X X . X O X O O O O X X . . . . . .
. . X X X X O O X X O X . X . . . . .
. . X . O O O . . . O . X . . . . . .
`

func TestSemeaiHalfEyeOpen(t *testing.T) {
	a := semeaiAnalysis(t, semeaiHalfEyeOpen)
	if got := semeaiAnswer(t, a, "G2", "F2"); got != "1 1 D4" {
		t.Errorf("analyze_semeai G2 F2 = %q, want \"1 1 D4\"", got)
	}
}
