package analysis

import "testing"

// The black group R16 of ld_owl:69 (GNU Go's regression file) in the top
// right corner: its space Q19-T16 is contested (1122: two eyes if Black
// moves first, one if White does). GNU Go 3.8 answers owl_attack R16 =
// 1 T16 (after trying the 2-1 point S19, where Black lives by S18); the
// regression accepts the 2-1 point T18 too. Both engines also accept
// white S18 (GNU Go: owl_defend R16 = 0 after it), but S18, a liberty and
// a plain eye-space point, was read first at the root and answered; the
// corner placement T18 was the ninth candidate. cornerMoves now offers
// the 2-1 points at the root too: S19 is read (no kill), then T18 kills.
const owlRootCornerTwoOne = `
   A B C D E F G H J K L M N O P Q R S T
19 . . X O . . . . . . . . . . X . . . . 19
18 . . X O . . . . . . . . O O O X X . . 18
17 . . X O . . . . . . . . . . O O X . . 17
16 X X X O . . . . . + . . . . . O X X . 16
15 O O O O . . . . . . . . . . . O O O . 15
14 . . . . . . . . . . . . . . . . . O . 14
13 . . . . . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 . . . + . . . . . + . . . . . + . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . O . . . . . . . . . . . . . . . . . 7
 6 . O O . . . . . . . . . . . . . O O O 6
 5 . X O O . . . . . . . . . . . O O X . 5
 4 . X X O . . . . . + . . . . . O X X . 4
 3 O . X O O . . . . . . . . . . O X . . 3
 2 . . X X O O . . . . . . . . . O X . X 2
 1 . . . . . . . . . . . . . . . O . . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackRootCornerTwoOne(t *testing.T) {
	wantOwl(t, owlRootCornerTwoOne, true, "R16", "1 T18")
}

// The black group C3 of ld_owl:194 (GNU Go's regression file, the
// tripod8 position): its eye space A5-A4-A3-B3-A2-A1-B1-C1 wraps around
// its own stone B2 on the 2-2 point (2222 by its size, so cornerMoves
// does not offer the 2-1 points). GNU Go 3.8 answers owl_attack C3 =
// 3 B1; white A2, the other 2-1 point, gives the same ko for both
// engines (GNU Go: owl_does_attack A2 C3 = 3), and before the rule it was
// read first as a plain eye-space point of the same priority. wrappedCornerMoves offers both 2-1 points and reads first
// B1, on the short side of the corner (A1-B1-C1 against A1-A5).
const owlWrappedCornerTwoOne = `
   A B C D E F G H J K L M N O P Q R S T
19 . X O . . . . . . . . . . . . . . . . 19
18 . . . X . . . . . . . . . . . . X O X 18
17 . X X O O O O . . . . . O O O O X . O 17
16 . . O O . . . . . + . . . . . O O X . 16
15 . . O . . . . . . . . . . . . . O . . 15
14 . . O . . . . . . . . . . . . . O . . 14
13 . . O . . . . . . . . . . . . . O . . 13
12 . . . . . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 . . . + . . . . . + . . . . . + . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . . O . . . . . . . . . . . . . O . . 7
 6 . O O . . . . . . . . . . . . . O . . 6
 5 . X O . . . . . . . . . . . . . O . . 5
 4 . X O O . . . . . + . . . . . O O . . 4
 3 . . X O O O O . . . . . O O O O X X O 3
 2 . X X O . . . . . . . . . . . X X O . 2
 1 . . . O . . . . . . . . . . . . O . O 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackWrappedCornerTwoOne(t *testing.T) {
	wantOwl(t, owlWrappedCornerTwoOne, true, "C3", "3 B1")
}
