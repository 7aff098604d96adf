package analysis

import (
	"context"
	"testing"
)

// The white group on the right (H6-J6 with the wall G7-F6-F7) lives only
// by capturing the black lunch G9-G8-H8-H7, which has two liberties, J7
// and H9. The tactical reader's attack point is J7; the atari from the
// other side, H9, is a self-atari for white that black can only take
// back as a ko (black J9 captures H9 and is left alone with one
// liberty). GNU Go 3.8 on this board: owl_defend H6 = 3 H9 (the group
// lives by winning that ko). lunchAtaris and koAtari make H9 a
// candidate; without them no defence is found (0).
const owlLunchKoAtari = `
. . X O . O X . .
. O X X O O X X O
O . O X X O O X .
. O O X . X O O O
O X X . . X X X X
. O X X . O O X .
. O X . X O X X .
. O O X O . O X .
. . . O O O X . .`

func TestOwlDefendLunchSecondAtari(t *testing.T) {
	a, pos := owlAnalysis(t, owlLunchKoAtari, DragonsWithoutOwl)
	n := pos.Size()
	o := a.NewOwlReader()
	_, got := owlAsk(t, o, false, "H6", n)
	if got != "3 H9" {
		t.Errorf("owl_defend H6 = %s, want 3 H9", got)
	}
}

func TestOwlKoAtari(t *testing.T) {
	a, pos := owlAnalysis(t, owlLunchKoAtari, DragonsWithoutOwl)
	n := pos.Size()
	s, err := a.NewOwlReader().newSearch(context.Background(), mustVertex(t, "H6", n))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		v    string
		want bool
	}{
		{"H9", true},  // ataris the lunch; black J9 retakes only as a ko
		{"J7", false}, // no self-atari: three liberties
		{"E9", false}, // no atari: fills white's own point
	} {
		if got := s.koAtari(mustVertex(t, c.v, n), White); got != c.want {
			t.Errorf("koAtari(%s) = %v, want %v", c.v, got, c.want)
		}
	}
}
