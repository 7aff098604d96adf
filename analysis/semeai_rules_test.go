package analysis

import (
	"context"
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
