package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDeepDefenceAtari: deeper than defaultBranchDepth the defender of a
// two-liberty string still ataris a two-liberty attacking string from a
// stone with three liberties or more, in questions asked on the position
// itself. GNU Go regression reading:14 (incident64 move 52, GNU Go 3.8:
// attack F7 = 0): after black G9, white chases the cutting stones up the
// board in a ladder (H9 G10 G11 H10 J10 H11 H12 J11 K11 ...) whose
// breaker waits on the upper right; past depth 13 white had no atari
// left to continue it, black then took a liberty of F7 and the read
// answered 1 G9.
func TestDeepDefenceAtari(t *testing.T) {
	pos := mustDiagram(t, `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . . . . . . . . . . . . 19
18 . . . . . . . . . . . . . . . . . . . 18
17 . . . . . . . . . . . . . . . . . . . 17
16 . . . X . . X . . X . . O . . X . . . 16
15 . . . . . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . O . . X . . . 14
13 . . X . . . . . . . . . . . O . . . . 13
12 . . . . . . . . . . . . . . . O . . . 12
11 . . . . . . . . . . . . . X . . . . . 11
10 . . . X . O . . . + . . . . . X . . . 10
 9 . . . . O X . . . . . . . . . . . . . 9
 8 . . . . O X O O . . . . . . . . . . . 8
 7 . . . . X O X X X . . . . . . . . . . 7
 6 . . . X . O X . . . . . . . . X . . . 6
 5 . . . . . O X O O O . O . O . . . . . 5
 4 . . . X X X O X . X . X O . . X . . . 4
 3 . . . O O . O X . X . X X O . . X . . 3
 2 . . . . . . O X . . . . . O . O X . . 2
 1 . . . . . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`)
	b := pos.Board()
	r := NewReader(0, 0)
	c, m := r.Attack(b, mustVertex(t, "F7", b.Size()))
	require.Equal(t, "0", gtpCode(b.Size(), c, m))
}

// TestSuperstringBackfill: at the root of a question asked on the
// position itself, against a two-liberty target the attacker also fills
// the one liberty its stone would have on a liberty of a defending string
// that shares a liberty with the target. GNU Go regression reading:123
// (reading19, GNU Go 3.8: attack K18 = 1 G19): K18's liberties are L18 and
// J18, where black cannot play; J19 and H18 share J18 and have H19, a
// self-atari for black until G19 fills its liberty. After G19, white J18
// joins everything into one string with H19 and L18, and black H19 takes
// it. The read used to answer 0.
func TestSuperstringBackfill(t *testing.T) {
	pos := mustDiagram(t, `
   A B C D E F G H J K L M N O P Q R S T
19 . . O . . . . . O X X . X X O . . . . 19
18 X O . O O X X O . O . X X O O O X . . 18
17 X O O X O O X X O O X X O O . X . . . 17
16 X X X X X O . . X X O O . . X X . . . 16
15 . X O O O O . X . . X . O . . O X . . 15
14 X X O X . . . . . X . O . X . O . X . 14
13 X X O X . . . . . . X O . X X X X O . 13
12 X O O . O . . X . . X O X X O X . O . 12
11 O O O . . X . . . X . X O O O O O O . 11
10 . O . + . . X . . + . X O . . O X X X 10
 9 . . O . O . . . O . O X O X . O O O X 9
 8 . . . . . . O . . O X . X . X O X X . 8
 7 . . . . . . . . . O . X . X . X . . . 7
 6 . . . . . . . . . . . . . . . X X X . 6
 5 . . . . . . . . . O . . O . X . X O . 5
 4 . . O + O . . . . + . . . X . X O . O 4
 3 . . . . . . . . . O O O X . O X O O X 3
 2 . . . . . . . O . O X X X . O O O . . 2
 1 . . . . . . . . O X X . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`)
	b := pos.Board()
	r := NewReader(0, 0)
	c, m := r.Attack(b, mustVertex(t, "K18", b.Size()))
	require.Equal(t, "1 G19", gtpCode(b.Size(), c, m))
}
