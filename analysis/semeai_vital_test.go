package analysis

import (
	"context"
	"testing"
)

// semeaiCornerSpace: white's dragon (rows 3 and 7, column C) holds the
// six-point space A4-B6 with a dead black stone at A6. White makes two
// eyes by playing B5, black destroys them there: of the vital points the
// one touching the most empty points of the space is chosen (GNU Go 3.8:
// owl_defend, owl_attack and analyze_semeai C5 D5 all answer B5; A5,
// next to the dead stone, touches only two empty points).
const semeaiCornerSpace = `
. . . . . . . . .
X X X X X X . . .
O O O X . X . . .
X . O X . . . . .
. . O X . . . . .
. . O X . . . . .
O O O X . . . . .
X X X X . . . . .
. . . . . . . . .
`

// TestSemeaiVitalPointPrefersEmptyNeighbours checks the vital point chosen
// in a space holding a dead stone, and the semeai move that follows.
func TestSemeaiVitalPointPrefersEmptyNeighbours(t *testing.T) {
	pos, err := ParseDiagram(semeaiCornerSpace)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	ap, _ := ParseVertex("C5", 9)
	bp, _ := ParseVertex("D5", 9)
	s := newSemeaiSearch(context.Background(), b, fallbackDragon(b, ap), fallbackDragon(b, bp), ap, bp, 100, nil)
	ey := s.eyeInfo(0, s.libs(s.goalStrings(0)))
	if len(ey.regions) != 1 {
		t.Fatalf("%d eye spaces, want 1", len(ey.regions))
	}
	r := ey.regions[0]
	if got := Vertex(r.att, 9) + " " + Vertex(r.def, 9); got != "B5 B5" {
		t.Errorf("vital points (attack, defence) = %s, want B5 B5 (value %v)", got, r.value)
	}
	a := semeaiAnalysis(t, semeaiCornerSpace)
	if got := semeaiAnswer(t, a, "C5", "D5"); got != "1 0 B5" {
		t.Errorf("analyze_semeai C5 D5 = %q, want \"1 0 B5\"", got)
	}
}
