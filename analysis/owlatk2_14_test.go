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
	wantOwl(t, owlPressedIntruder, true, "B19", "0")
}

// The black group E16 of owl1:351 (GNU Go's regression file, after
// W C15, A13, E14): GNU Go 3.8 kills it (1 PASS, E11, F19 or G18 are
// its answers). White's F18 is no kill: after it Black lives in seki
// (GNU Go's owl_defend E16 = PASS) with the eye E17 and the liberties
// F19 and G18 shared with White's F18 and G19-H19, which neither side
// can fill; E11 is an outer liberty White can fill safely. sekiShape
// used to reject the seki at E11, and the defender's node after F18 was
// cut as hopeless in one node.
const owlSekiOuterLiberty = `
   A B C D E F G H J K L M N O P Q R S T
19 . . O O X . O O X X O . . . . . O O X 19
18 . . O X X . . X X X O . O . O O O X X 18
17 . . O X . X X X X O O O O O X X X X . 17
16 . . O O X O O X O X X X X O O X . . . 16
15 . O O X X O . O O X X X X X X . . . . 15
14 O . O X O O . . O O X O X . . X . . . 14
13 O O X X O . O O O O O O O X . . . . . 13
12 X X X X X O X X O O X X O X X X . X . 12
11 O O O O . O X X X X X O O X X O X . X 11
10 . X . + O O X . O + X X X O O O X X O 10
 9 . O O . O X X . X . . . X O O O X O O 9
 8 . . . . . O X . O . X . X O . O X O . 8
 7 . O . . . O X O . X . X X O O O O O . 7
 6 X X X X X O X . . . X O O O O X O . . 6
 5 . X O O X O X X . X . X X O . X X O . 5
 4 . X X O . O O X X X X X X O . X . O . 4
 3 X X O O . . O X O O O O O O X X X O . 3
 2 . X O . . . O X O X O O . O O X . X O 2
 1 X O O . . . O X X X X O . . . . X . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackSekiOuterLiberty(t *testing.T) {
	wantOwl(t, owlSekiOuterLiberty, true, "E16", "1 E11")
}
