package analysis

import "testing"

// The black corner group C17 of ld_owl:306 (GNU Go's regression file;
// tripod shape): White kills with B19, which joins B18 into a string of
// three liberties (A18, A19, C19) inside Black's corner. Black has no
// two eyes even moving first and no way out; capturing the white string
// takes three moves, and White kills the rest meanwhile (after B19, B
// E19, W C19 GNU Go ends the defence: "defense failed - genus 1"). Deep
// in a line the defender's node no longer counts that three-liberty
// string as a way to live (owlSlowLunchDepth); without the rule every
// line that leaves it standing is read on, and the read stops at its
// node limit with no kill found.
const owlTripodSlowLunch = `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . . . . . . . . . . . . 19
18 . O X X X O O . . . . . . O O X X O O 18
17 . X X . . O . . . . . . . . O . X X . 17
16 . X . O O O . . . + . . . . O O . X . 16
15 . O O O . . . . . . . . . . . O . X X 15
14 . O . . . . . . . . . . . . . O O O . 14
13 . . . . . . . . . . . . . . . . . O . 13
12 . . . . . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 . . . + . . . . . + . . . . . + . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . O . . . . . . . . . . . . . . . . . 7
 6 . O O O . . . . . . . . . . . . . O . 6
 5 X X . O . . . . . . . . . . . O O O . 5
 4 . X . O O . . . . + . . . O O O . X X 4
 3 O X X . O . . . . . . . . O . . X X . 3
 2 O O X X O O . . . . . . O O X X X O . 2
 1 . . . X . . . . . . . . . . . . . O . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackSlowLunch(t *testing.T) {
	r := wantOwl(t, owlTripodSlowLunch, true, "C17", "1 B19")
	if !r.Certain {
		t.Errorf("owl_attack C17 stopped at its node limit (%d nodes)", r.Nodes)
	}
}
