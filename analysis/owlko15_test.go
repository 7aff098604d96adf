package analysis

import "testing"

// The black corner group C17 of ld_owl:177 (GNU Go's regression file,
// tripod6.sgf). White D19 kills unless Black wins a ko: Black's A19 is a
// self-atari on the edge that puts White's A18 in atari, and White's
// capture at B19 can be taken back (koAtari). GNU Go 3.8 answers
// owl_attack C17 = 2 D19 (KO_A). Two rules read it: the defender's
// koAtari is kept at its first answer to the attacker's root move
// (pickMoves, after the other candidates), and after W B19 B C18 the
// attacker ends the ko by connecting at A19 (koFills): a three-stone
// self-atari whose capture leaves a dead cavity, so that Black's C18
// does not make the ko Black's to take first. Without the first rule
// the answer is 1 D19. Without the second, 3 D19 was measured on the
// branch the rules were made on; on main (already with cornerMoves at
// the root, wrappedCornerMoves and joinBlocks) it stays 2 D19, so
// koFills is guarded by TestOwlKoFillDefence and
// TestOwlAttackKoFillSelfAtariOnly instead.
const owlKoAtariFirstAnswer = `
   A B C D E F G H J K L M N O P Q R S T
19 . . X . O O . . . . . . . . . . . . . 19
18 O X . X X O . . . . . . . . . . X . . 18
17 . X X O O O O . . . . . O O O O X . . 17
16 . X O O . . . . . + . . . . . O O X . 16
15 . O O . . . . . . . . . . . . . O X . 15
14 . . O . . . . . . . . . . . . . O O . 14
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
 3 O . X O O O O . . . . . O O O O X X . 3
 2 X . X . . . . . . . . . . O X X . . . 2
 1 . . . . . . . . . . . . . . . . O . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlKoAtariFirstAnswer(t *testing.T) {
	wantOwl(t, owlKoAtariFirstAnswer, true, "C17", "2 D19")
}

// The black corner group Q19 of ld_owl:201 (GNU Go 3.8: owl_attack =
// 3 T15). After W T15 Black's koAtari T19 is a ko try; Black's T16 has
// already found a ko (KO_A) there, and a self-atari ko can give the
// defender no more than a ko, so T19 is not read once a ko is found
// (koAtariBelowRoot). Read anyway, it costs about 700 nodes and the
// root read stops at its node limit inside T15.
const owlKoAtariAfterKo = `
   A B C D E F G H J K L M N O P Q R S T
19 . . X . . . . . . . . . . . . X . O . 19
18 O . . X O . . . . . . . . . O X X X . 18
17 . X X O O O O . . . . . O O O O X . X 17
16 . X O O . . . . . + . . . . . O O X . 16
15 . O O . . . . . . . . . . . . . O O . 15
14 . . O . . . . . . . . . . . . . O . . 14
13 . . O . . . . . . . . . . . . . O . . 13
12 . . . . . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 . . . + . . . . . + . . . . . + . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . . O . . . . . . . . . . . . . O . . 7
 6 . . O . . . . . . . . . . . . . O . . 6
 5 O O O . . . . . . . . . . . . . O O . 5
 4 X X O O . . . . . + . . . . . O O X . 4
 3 X . X O O O O . . . . . O O O O X X . 3
 2 . X X X O . . . . . . . . . O X . X O 2
 1 . O . . . . . . . . . . . . O . X . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlKoAtariSkippedAfterKo(t *testing.T) {
	wantOwl(t, owlKoAtariAfterKo, true, "Q19", "3 T15")
}

// The black corner group R17 of ld_owl:188 (GNU Go 3.8: owl_defend =
// 2 Q19; after B Q19 its owl_attack is 3 T15). Black's Q19 lives by a ko
// (KO_A): the defence read of Q19 takes about 4400 nodes, most of its
// budget. Without koFills (the attacker's self-atari ko fill whose
// capture leaves a dead cavity, which ends ko lines inside it sooner) the
// read stops at its 8000-node limit inside the root moves and answers 0.
const owlKoFillDefence = `
   A B C D E F G H J K L M N O P Q R S T
19 . X O . . . . . . . . . . . . . . . O 19
18 . O . X X O . . . . . . . . O X X O . 18
17 . X X O O O O . . . . . O O O O X X O 17
16 . . O O . . . . . + . . . . . O O X . 16
15 . . O . . . . . . . . . . . . . O X . 15
14 . . O . . . . . . . . . . . . . O O . 14
13 . . O . . . . . . . . . . . . . O . . 13
12 . . . . . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 . . . + . . . . . + . . . . . + . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . . O . . . . . . . . . . . . . O . . 7
 6 . . O . . . . . . . . . . . . . O . . 6
 5 . . O . . . . . . . . . . . . . O . . 5
 4 . X O O . . . . . + . . . . . O O . . 4
 3 O . X O O O O . . . . . O O O O X X . 3
 2 . . X . . . . . . . . . . O X X X . . 2
 1 . . . . . . . . . . . . . . . . O . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlKoFillDefence(t *testing.T) {
	wantOwl(t, owlKoFillDefence, false, "R17", "2 Q19")
}
