package analysis

import "testing"

// The white group B19 of owl1:352 (GNU Go's regression file): GNU Go 3.8
// answers owl_attack B19 = 0. Black's best try, J17 (a lone stone of
// three liberties in White's top eye space), splits that space in the
// static evaluation (0111 with no escape: a stone of three liberties is
// a wall, not a lunch), so the defender's node right after it was cut
// as hopeless and J17 "killed" in one node. GNU Go's owl_defend after
// B J17 is PASS; W J18, leaving J17 two liberties, joins the space again
// (intruderPressLives).
const owlPressedIntruder = `
   A B C D E F G H J K L M N O P Q R S T
19 X O O O O . . . . . . . . . . . . . . 19
18 X O O X O O O . . . . . . . . . . . . 18
17 X X X X O X O . . . . . O O O O O O O 17
16 . . . + X X . X O O . O O X X X X O X 16
15 . X X X . X X . X . . O O X . . X X X 15
14 O X O . O O X . . . O X X X . X O . . 14
13 O O O O O . . O O O O O X X . . . . . 13
12 X O O X X O . . . . X O O O X . X . . 12
11 X X O X O O . . . . . O X O X X . . . 11
10 X O O X X X O O O O O O X X X O X . . 10
 9 X X X . X O O X X X X O O O O O X . . 9
 8 . . . . X O O O O X X O . . O X . . . 8
 7 X X X . X X O X X X O O O . O X . X . 7
 6 X O X X . . X X X . X O O . O O X . . 6
 5 O O O O X X X O O X . X O O O O O X . 5
 4 O X O X X O O . . O X X X O X O X X . 4
 3 . X O O O . O . . O X O . X X X O . . 3
 2 X X X O . . . . O O X . X . X X . X . 2
 1 X . X . . . . . O X X . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackPressedIntruder(t *testing.T) {
	a, pos := owlAnalysis(t, owlPressedIntruder, Worms)
	r, got := owlReadGTP(t, a, true, "B19", pos.Size())
	if got != "0" {
		t.Errorf("owl_attack B19 = %s (%d nodes), want 0", got, r.Nodes)
	}
}
