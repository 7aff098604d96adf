package analysis

import "testing"

// The black group L5 of 13x13:86 (GNU Go's regression file, White to
// move): GNU Go 3.8 kills it with H5 or J4. After W H5 B J4, Black's J4
// reaches for the black G4-G5 on the left; White's H4 between them
// kills (owl_defend L5 = 0 after it, both engines), but as a plain goal
// liberty it was the eighth of the attacker's candidates at width five,
// and the root read of H5 and J4 answered 0. joinBlocks puts the block
// of the join the defender's last stone reaches for among the first.
const owlJoinBlock13 = `
   A B C D E F G H J K L M N
13 . . . . . . . . . . . . . 13
12 . . . . . . . . . O X X . 12
11 . . . O . . . O . O X . X 11
10 . . . + . . + . . + O X . 10
 9 . O O . . X . . . O . O . 9
 8 . X . . . . . O . . . . . 8
 7 . . X + X . + . . O . . . 7
 6 . . . . . . . O . . . O . 6
 5 . . . X . . X . . X X . . 5
 4 . . . + . . X . . X . X . 4
 3 . . . X X X O . . O X X . 3
 2 . . . X O O O . . O O O . 2
 1 . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N`

func TestOwlAttackJoinBlock(t *testing.T) {
	wantOwl(t, owlJoinBlock13, true, "L5", "1 J4")
}

// The black group S10 of owl1:307 (GNU Go's regression file, White to
// move): GNU Go 3.8 kills it with S11. After W S11 B T10 W T5 B T8 the
// kill is T6 (both engines, standalone), but deep in the line Black's
// runs reach for the lone S12 (two liberties, off the first line) and
// the root read of S11 answered 0. joinBlocks puts the block of such a
// rescue among the attacker's first candidates at every depth.
const owlJoinBlockRescue = `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . . . . . . . . . . . . 19
18 . . . . . . . . . . . . . . . . . . . 18
17 . . . . . . . . . . . . . . . . . . . 17
16 . . . X . . . . . X . . . X . X . X . 16
15 . . . . . . . . . . . . . . . . X O . 15
14 . . . . . . . . . . . . X . O . O . O 14
13 . . . . . . . . . . . . . X . . O O . 13
12 . . . . . . . . . . X O O . . O . X . 12
11 . . . . . . . . . . . . . . . . O . . 11
10 . . . X . . . . . X . O . X . X . X . 10
 9 . . . . . . . . . X O . . . . . O X . 9
 8 . . . . . . . . . . X O . O . . O X . 8
 7 . . . . . . . . . . X . . . . . O X . 7
 6 . . X . . . . . . . . . . . O . O X . 6
 5 . . . . . . . . . . . . O . . . X X . 5
 4 . . . X . . . . . X . O . X X X . O . 4
 3 . . . . X . X . . . X O . . O . O . . 3
 2 . . . . . . . . . . . . . O . . . . . 2
 1 . . . . . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackJoinBlockRescue(t *testing.T) {
	wantOwl(t, owlJoinBlockRescue, true, "S10", "1 S11")
}
