package analysis

import "testing"

// The black dragon S11-S10 with R12 of auto01:13 (GNU Go's regression
// file, White to move): GNU Go 3.8 kills it first with Q13 (the test
// accepts Q12 too). After W Q12 B Q13 the goal escapes through Q13 and
// links to Black's Q17 area, but Q13 hangs on the dragon's R12 only
// diagonally past White's Q12: W R13 cuts it off, and the rest (S11-S10
// with R12 in atari) dies. The escape was trusted at the attacker's
// depth-2 node, so Q12 read as no kill and the root answered R13, a
// move GNU Go's own reading does not kill with. looseGoal reads that
// node and gives the attacker the cut R13.
const owlLooseGoal19 = `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . X X . . . . . . . . . . . 19
18 . . . . . X O O X . . . . . . . . . . 18
17 . X X X X X O X O X . O . X . X O . . 17
16 . X O O X O O X . + . . . X . X . O . 16
15 . O O O O . O . X . . X . . . . . . . 15
14 . . X . . . . . . . . . . X . . O . . 14
13 . . . X . . O . . . . . . . . . . . . 13
12 . . . . . O . . . X . . . . . . X . . 12
11 . . X . O . . . . . X . . . O . O X . 11
10 . X . + . . . . . O . X . . . + O X . 10
 9 . . . . . . . . . . O . X . . . X O . 9
 8 . X . O . O . . . . . O . X . . . O . 8
 7 . . . . O . . . . . . . O . . . . . . 7
 6 . . X X X O . . . . . . . O . X . . . 6
 5 . . . X O O . . . . . . . . . . . . . 5
 4 . . . X O . X . . O . . . O . X . . . 4
 3 O X X O O . . . . . . . . . O O X . . 3
 2 . O O . . . . . . . . . . . . . X . . 2
 1 . . . . . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackLooseGoal(t *testing.T) {
	wantOwl(t, owlLooseGoal19, true, "S11", "1 Q12")
}
