package analysis

import "testing"

// The black corner group C17 of ld_owl:196 (GNU Go's regression file;
// tripod shape): White kills outright with B19 (GNU Go 3.8: 1 B19).
// The kill needs White's larger sacrifices in the corner, whose capture
// leaves a dead cavity (deadCavity: its eye value with the attacker
// moving first is at most one eye). Read after the other candidates,
// as every sacrifice of three or more stones used to be, they came too
// late at the small widths deep in the lines, and the read stopped at
// its node limit inside the first root move (A15, a ko).
const owlTripodCavity = `
   A B C D E F G H J K L M N O P Q R S T
19 O . O X O . . . . . . . . . . X . O . 19
18 O O X X X O . . . . . . . . O X X X O 18
17 . X X O O O O . . . . . O O O O X X O 17
16 X X O O . . . . . + . . . . . O O X X 16
15 . O O . . . . . . . . . . . . . O X O 15
14 . . O . . . . . . . . . . . . . O O . 14
13 . . O . . . . . . . . . . . . . O . . 13
12 . . . . . . . . . . . . . . . . . O . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 . . . + . . . . . + . . . . . + . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . . O . . . . . . . . . . . . . O . . 7
 6 . . O . . . . . . . . . . . . . O . . 6
 5 O O O . . . . . . . . . . . . . O O O 5
 4 O . O O . . . . . + . . . . . O O X X 4
 3 X O X O O O O . . . . . O O O O X X . 3
 2 . X X X O . . . . . . . . . O X X O X 2
 1 X O . . . . . . . . . . . . . X O . O 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlAttackDeadCavitySacrifice(t *testing.T) {
	r := wantOwl(t, owlTripodCavity, true, "C17", "1 B19")
	if !r.Certain {
		t.Errorf("owl_attack C17 stopped at its node limit (%d nodes)", r.Nodes)
	}
}

// The black corner group C4 of ld_owl:68 after W B1 B C1 W B2: White's
// stones A3, B1-B2 sit in Black's corner and Black's A2 is in atari.
// GNU Go 3.8 answers owl_defend C4 = 0. Black's best try, A6 (taking
// A5), is met by W A1 (taking A2) and, after B E1 (taking D1), by the
// five-stone sacrifice W A2: Black's capture at B3 leaves the bulky
// five A1 A2 A3 B1 B2, which White kills at A2 again. With the
// sacrifice read only after the other candidates, it never got a slot
// at width 3 and A6 "defended".
const owlCornerBulkyFive = `
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
 5 O X O O . . . . . . . . . . . O O X . 5
 4 X X X O . . . . . + . . . . . O X X . 4
 3 O . X O O . . . . . . . . . . O X . . 3
 2 X O X X O O . . . . . . . . . O X . X 2
 1 . O X O . . . . . . . . . . . O . . . 1
   A B C D E F G H J K L M N O P Q R S T`

func TestOwlDefendBulkyFiveSacrifice(t *testing.T) {
	wantOwl(t, owlCornerBulkyFive, false, "C4", "0")
}

// The black corner group C3 of ld_owl:312 (owlTripodSlowLunch, the same
// board): the white string A2-A3-B2 inside Black's corner has three
// liberties (A1, B1, A4), so the eye spaces are split around it and the
// evaluation shows no corner space. GNU Go 3.8 kills with B1, growing
// the intruder along the first line (intruderExtensions): after B C1 W
// A1 makes the five stones a self-atari whose capture leaves a bulky
// five (cavitySacrifices), and W A2 kills it. B1 was no candidate at
// all, and the read answered 0.
func TestOwlAttackIntruderExtension(t *testing.T) {
	wantOwl(t, owlTripodSlowLunch, true, "C3", "1 B1")
}

// owl1:393 (semeai21, 9x9): the black group F9 is killed outright by W
// E9 (GNU Go 3.8: 1 E9). Deep in the lines White fills a liberty of its
// own two-liberty string next to the goal so that Black's capture
// leaves a dead cavity walled in by the goal (cavitySacrifices): read
// only after the other candidates, the sacrifice came too late and the
// lines ended in a ko (3 E9).
const owlSemeaiCavity = `
   A B C D E F G H J
 9 . O . O . X . O . 9
 8 O O O O O X X X O 8
 7 X X X X O O + X O 7
 6 . . X . X O O X X 6
 5 O O X X + X O O O 5
 4 . O . X X X X X O 4
 3 O O O O O O + X X 3
 2 X X X X X O O O X 2
 1 . X O . O . . . . 1
   A B C D E F G H J`

func TestOwlAttackCavitySacrificeSemeai(t *testing.T) {
	wantOwl(t, owlSemeaiCavity, true, "F9", "1 E9")
}
