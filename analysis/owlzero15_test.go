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
