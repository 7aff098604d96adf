package analysis

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// readingShape is a position with the exact tactical answers expected
// from the reader (GNU Go's attack/defend notation, "0" for no move).
// Every answer here equals GNU Go 3.8's on the same position, unless
// its comment says otherwise.
type readingShape struct {
	name, diagram string
	attack        map[string]string
	defend        map[string]string
}

var readingShapes = []readingShape{
	{
		// Cap (net) moves: each black pair has three liberties, two of
		// them diagonal to each other; the point next to both closes the
		// net (GNU Go's regression net3 shape).
		name: "cap",
		diagram: `
+-------------------
|.......OOOOO.......
|........XOX........
|........XOX........
|.........O.........
|...................
|...................
|...................`,
		attack: map[string]string{"L18": "1 M16", "J18": "1 H16"},
	},
	{
		// An upper-left corner fight (from GNU Go's reading:130): the
		// black string at E19 cannot be captured; our reader used to
		// claim a ko capture at B18 by reading a second-order liberty as
		// the first move against three liberties.
		name: "no first-move approach",
		diagram: `
+------------
|....XOO.OXX.
|X..XXXOOOOXX
|OX.XOOO.OXOO
|OXXOOOOOXX..
|.OXOXOXXX..X
|OXXXXOXOX...
|OOXOOXXOX...
|.OOOOXOOOXXX
|XO.OOOOOOOOO
|O.O.O...OXXX`,
		attack: map[string]string{"E19": "0"},
		defend: map[string]string{"E19": "1 C18"},
	},
	{
		// Fast defence: extending at E4 joins the white stones below and
		// gives more liberties than the attacker may still take away, so
		// it is answered without reading.
		name: "fast defence",
		diagram: `
+---------+
|.........|
|.........|
|.........|
|....X....|
|...XOX...|
|.........|
|...OO....|
|.........|
|.........|
+---------+`,
		attack: map[string]string{"E5": "1 E4"},
		defend: map[string]string{"E5": "1 E4"},
	},
	{
		// A string that lives on its eyes: every defender move fills an
		// own eye, so the reader must notice that no move is needed
		// (the attacker's move at E1 threatens nothing). From GNU Go's
		// game incident198 after move 54 and black H5.
		name: "alive without a move",
		diagram: `
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . O X . . . X X 8
 7 . . O X . X X X O 7
 6 . O O X . O O O O 6
 5 O . O O O . X X X 5
 4 O . O X X X X X . 4
 3 . . + O O O O X X 3
 2 O O . . O O X X . 2
 1 . . O O . X O . X 1
   A B C D E F G H J`,
		attack: map[string]string{"H5": "0"},
		defend: map[string]string{"H5": "1 H1"},
	},
	{
		// Defence by strengthening a friendly string next to a liberty:
		// B2 gives the white stones at B3 more liberties, so that black
		// cannot close in at B4 or A3.
		name: "strengthen the neighbour",
		diagram: `
   A B C D E F G H J
 9 X O O . X . O O . 9
 8 X O . O . O . O X 8
 7 X X O O X O O X X 7
 6 X X X O X O X X X 6
 5 O O X X X X X O O 5
 4 O . O X . X O . O 4
 3 . O O X . X O O . 3
 2 X . . X . X . . X 2
 1 . O X X . X X O O 1
   A B C D E F G H J`,
		attack: map[string]string{"A5": "1 A3"},
		defend: map[string]string{"A5": "1 B2"},
	},
	{
		// The attacker first takes a liberty from the white stones at F2
		// that press on its own two-liberty string E1-E2: after H2 white
		// can no longer win the race on the side by F1 (GNU Go's
		// regression reading02).
		name: "support the attacker's string",
		diagram: `
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + O O 7
 6 X X . . . . . O . 6
 5 . X . . + . . O O 5
 4 X X X X X X . O . 4
 3 . X O O O X X O O 3
 2 X X O . X O O . . 2
 1 . . . O X . . . . 1
   A B C D E F G H J`,
		attack: map[string]string{"C3": "1 H2", "D1": "1 H2"},
		defend: map[string]string{"C3": "1 F1"},
	},
	{
		// A ko in the corner: after white F1 black can only take back at
		// G1 after a threat, and white may not then pass, since a pass
		// would let it refill the ko (no null move while a ko is open).
		// GNU Go's regression reading09.
		name: "no pass in a ko",
		diagram: `
   A B C D E F G H J
 9 . X . . O . . . . 9
 8 . X . . O . . . . 8
 7 . X + . O . + . . 7
 6 . X X X O O . . . 6
 5 X X O O X O O O . 5
 4 X O . O X X X O . 4
 3 X O O O X . X O . 3
 2 X X . O X X O O . 2
 1 . X . O X . X O . 1
   A B C D E F G H J`,
		attack: map[string]string{"C5": "3 C2"},
		defend: map[string]string{"C5": "2 F1"},
	},
	{
		// The white string at D1 shares its last liberties with the
		// lone white stone at J2; L2 ataris the black stone at K2 that
		// presses on that neighbour, and the two strings live together
		// (from GNU Go's regression reading:160 after D2 E1 E2 G1 K2).
		name: "defend through a neighbour's attacker",
		diagram: `
|............OX.X...|
|..O........OX.X....|
|.O.O.OO.O...OX..XX.|
|.XXX.X......OXX.XO.|
|....X.XXXO...OOOXO.|
|...X.XOOXO......O..|
|..XXXXO.OX.........|
|..XOOOOO...........|
+-------------------+`,
		attack: map[string]string{"K2": "1 L2"},
		defend: map[string]string{"D1": "1 L2"},
	},
	{
		// Black B6 takes a liberty from the white stones at B5 that
		// share the liberty B4 with the target, but white answers at B7
		// against the three-liberty black stones pressing on that
		// neighbour; the white stone at B3 cannot be captured (GNU Go's
		// regression reading47).
		name: "neighbour's three-liberty attacker",
		diagram: `
   A B C D E F G H J
 9 . . O . O . O . . 9
 8 . . O O O O O X . 8
 7 . . + O X X X O X 7
 6 . . X O X . X O . 6
 5 . O O X + X X O O 5
 4 O . O X . X . X O 4
 3 . O X X X X X X O 3
 2 . X X . . X O O . 2
 1 . X . . . X O . . 1
   A B C D E F G H J`,
		attack: map[string]string{"B3": "0"},
	},
	{
		// Snapback: after white N1, black N3 takes the white stone at O3
		// but its string is left with O3 as its only liberty, and white
		// takes back more than it lost; a capture into a snapback is no
		// attack (from GNU Go's regression reading:175 after N2 O2).
		name: "snapback defence",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . X . X O . . . . . . . O . O . O . 19
18 . . X X O O O . . . X . . . O X O . . 18
17 . . X O O . O X O O X O O O X X O O O 17
16 . . X O O O X O O O O X X X . X X X O 16
15 X X . X O X X X X O X X O O X . . . X 15
14 O X X X X . . X O O . X O X X . O . . 14
13 O O O O X X X . X O . O O O X X X X . 13
12 . . . . O O X . X X O . . O O O O X . 12
11 . O . . . O O X X O O . X . O X X . . 11
10 . O X + . O X . . X O . . X O O X . . 10
 9 O O X O . O X X . X O X X O X X X X X 9
 8 O X O O X O O O X X X X O O O O . . . 8
 7 X X O O O X O O . X O O . . . . O O O 7
 6 . X X O X X O X X X O X . . . . O X O 6
 5 . X O O X . X X O X O O O O O O X X X 5
 4 . O X O X X X . O O O X X X O X . X . 4
 3 . X X O O O X X O . O X . O X X . . . 3
 2 . . X X O . O O O O X X O X X . . . . 2
 1 . . . X X O . . . O O X . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`,
		attack: map[string]string{"O3": "1 N3"},
		defend: map[string]string{"O3": "1 N1"},
	},
	{
		// White C7 takes a liberty from both three-liberty black strings
		// next to the white target at once (GNU Go's regression
		// reading:164).
		name: "shared liberty of two attackers",
		diagram: `
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . X + . O . + . . 7
 6 . O X . O . . . . 6
 5 . O X . + . . . . 5
 4 . O O X . . . . . 4
 3 . X X X . . + . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J`,
		attack: map[string]string{"B6": "1 A6"},
		defend: map[string]string{"B6": "1 C7"},
	},
	{
		// Black A5 takes a liberty from the three-liberty white string
		// at B3 next to the target and ataris the white stone at A6 at
		// the same time, although the black stone itself is short of
		// liberties (GNU Go's regression incident239, reading:35-36).
		name: "double-purpose liberty of an attacker",
		diagram: `
   A B C D E F G H J
 9 . . . . . . X . . 9
 8 . O O O X X X X . 8
 7 . O X O X . X O . 7
 6 O X X X . X O . O 6
 5 . O . . X O O . . 5
 4 . O O X X X O O . 4
 3 X O X O X X X X X 3
 2 X X X O O X O O . 2
 1 . . O . O O . O . 1
   A B C D E F G H J`,
		// White B1 still captures: after black C5 the null move must
		// let white answer at the same depth (A7), not one deeper.
		attack: map[string]string{"A3": "1 B1"},
		defend: map[string]string{"A3": "1 A5"},
	},
	{
		// White T15 shortens the four-liberty black string at S15 that
		// presses on the two-liberty white target, and white wins the
		// race (GNU Go's regression incident42 after black S15,
		// reading:28).
		name: "shorten a four-liberty attacker",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . . . . . . . . O . . . 19
18 . . . O X . . . . . . . . X O . . O O 18
17 . X X O X . . . . . . . . X X O O X O 17
16 . O O X X . . . . X . O . X O X X X . 16
15 . O X O O O O O . . . . . X O . . X . 15
14 . O X X X X X . . . . . . X O O . O . 14
13 . O X O X . . . . . . . . X X O O X . 13
12 . . O O . . . . . . . . . . . X X X . 12
11 . . X . . . . . . . . . . . . . . . . 11
10 . . . X . . . . . X . . . . . X . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . O . . . 8
 7 . . . . . . . . . . . . . . . . . . . 7
 6 . . . . . . . . . . . . . X . X . . . 6
 5 . . . . . . . X . . . . . . . . . . . 5
 4 . . X X X X X O . X . . O . . X . . . 4
 3 . X X O X O X O . . . . . . . . . . . 3
 2 . O O O X O O . . . . . . . . . . . . 2
 1 . . O . O . O . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`,
		attack: map[string]string{"P16": "1 Q15"},
		defend: map[string]string{"P16": "1 T15"},
	},
	{
		// Not a snapback: black F7 takes the white stone at F6 and is
		// left in atari, but white's recapture at F6 is itself in atari
		// and can be taken again, so the capture counts (GNU Go agrees;
		// perf corpus buzco1 before move 200).
		name: "recapture in atari is no snapback",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . O . . . . X . . . . . . . . . . . . 19
18 X X O . O O O X . . . . . . . . . . . 18
17 . . X O . O X . X . . . . X . . . . . 17
16 . . X X O O X X O X X X X . . X . . . 16
15 . . . . . . X . O . O . O X X O X . . 15
14 . . X X O O X O . . . O . O X O X . . 14
13 . . X O . O O O O O . . . O X O X . X 13
12 X X X O O . . . X . . . . O O O O X . 12
11 O O O X . . . X . X X X X X O . O X O 11
10 O X X X X X X . X O . . . . . + O O . 10
 9 O O O X O O O X O O . . X . O . . . . 9
 8 O . O O X X O O . O O . X . . . . . . 8
 7 . X O O O . O X O . . . X . X . O O . 7
 6 . . O X X O X X O . . . . . . O X . O 6
 5 . O O O X X . X . . O . O O . . . O X 5
 4 O . . X X X . . . O . O X O O O O X . 4
 3 . O O O X O X X . O . O X X O X X X . 3
 2 . X X X O O . . X O . O X . X . . . . 2
 1 . . . . . . . . . . . O X X . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`,
		attack: map[string]string{"F6": "1 F7"},
		defend: map[string]string{"F6": "1 F7"},
	},
	{
		// The black string C4-C1 next to the white target has two
		// liberties, D3 and D1, both illegal for white, so white cannot
		// put it in atari. After black E1 takes D1, white F1 backfills
		// (black filling D1 would be left with D3 and F1) and D1 becomes
		// a ko capture that ataris C4; a ko capture counts among the
		// ataris even though the capturing stone is in atari. Black E1
		// captures only through a ko the attacker must win by a threat
		// (GNU Go's regression reading:95 and reading:94).
		name: "backfill against an attacker in ko",
		diagram: `
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + X X X + . . 7
 6 X X X X . X . . . 6
 5 X O O O O X . . . 5
 4 X O X X X O O O . 4
 3 . O X . X O + O O 3
 2 O O X X O O O . O 2
 1 . O X O . . O O . 1
   A B C D E F G H J`,
		attack: map[string]string{"B5": "3 E1"},
		defend: map[string]string{"B5": "1 D3"},
	},
	{
		// The white stones L3-L2 have three liberties; the extensions at
		// K2 and L1 both leave four, but the one off the first line is
		// tried first and returned (GNU Go's regression reading:109
		// accepts K2, M2 or N3, not L1).
		name: "defence off the edge first",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . . . . . . . . . . . . 19
18 . . O X . . . . . . . . . X O . . . . 18
17 . . O X . X . . X . O . O O . . . . . 17
16 . O X + X . . . . O . . . . X + X . . 16
15 . . . X . . . . O . . . X . . . . . . 15
14 . O O O . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . O . . . . . . 13
12 . . X . O . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 X . . O . . . . . + . . . . . + X . . 10
 9 . X X X X . . . . . . . . . . . . . . 9
 8 X . X X . O . . . . . . . . . . . . . 8
 7 . X O . X . O . O . . . . . . . . . . 7
 6 . O . . . . . . . . . . . O . X . . . 6
 5 . . O . . . . . X . . O . . O . . . . 5
 4 . . . O . . . . . X X . . . . + X . . 4
 3 . . . . . O . . O X O X . . X . . . . 3
 2 . . . . . . . . . . O . . . . . . . . 2
 1 . . . . . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`,
		defend: map[string]string{"L3": "1 K2"},
	},
	{
		// A back-capture in ko: white Q3 takes the black stone at Q4,
		// and the black string Q2-R2 that shares the white target's
		// last liberty Q1 is then in atari. Black cannot take P1 at Q1
		// at once (a snapback), but it can take back Q4 after a threat,
		// capturing the white stone that ataris its string, so white
		// saves P1 only through the ko (GNU Go's regression
		// reading:180).
		name: "back-capture in ko",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . O X X . O X . . . . . . O . 19
18 . O . . X O X . X O X O . X . X X O . 18
17 . . O . X O O X X . X O O O . X O O . 17
16 . O X X . O X X . X X X O . . X X O . 16
15 . O . . . O X O X O . O . . . X O . . 15
14 O . . X O . O O O O . . O . . X . O . 14
13 X O O X O . O . . . . . . . . X O O X 13
12 X X O X O X . X . O O . . . . X O X . 12
11 . X X O O X . . . O X X X . . X O X . 11
10 . . . X X O . X . X O X . . . X O X . 10
 9 . . X . O . . . . X O . X . . X X . . 9
 8 . X O O X . O O X . O X . X X O X . X 8
 7 . X O X X X O X . X X O O . O O O X . 7
 6 X X X O X O X X X . O . . . O . . O O 6
 5 O O X O . O . O O O . X X O . O O . . 5
 4 X O O O O . O . . + O O X O O X O . . 4
 3 . X X O O O . O O O O X O O X . X O . 3
 2 X X . X X O O X X X X X X O X X X O . 2
 1 . . X . . . . X . . . . X X O . X O . 1
   A B C D E F G H J K L M N O P Q R S T`,
		defend: map[string]string{"P1": "2 Q3"},
	},
	{
		// Taking a string of several stones in atari wins even when the
		// capturing string is left in atari: the recapture does not
		// bring the string back. Black O10 can be captured (perf corpus
		// cgf2001 aya before move 200): GNU Go names O11, and its
		// does_attack answers 1 for O11, Q9 and Q11 alike; our reader
		// finds Q11 (first in its order) now that ko retakes after a
		// threat stop at koDepth: before, black's deep retakes made Q11
		// a ko and the answer was Q9.
		name: "capture of several stones",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . X . . . . . . . X . O . . . O . . . 19
18 X . X X . O X O X . X X O . X O . . . 18
17 O X . . O X . X . X O O O . . O X . . 17
16 O X X + X . X X X O X . . O O O . . . 16
15 O X . . . X . . . . X O X X O . O . . 15
14 O X X X . O O . X . . . X O O . . . . 14
13 O O O X . O X X O O O X . O X . . . . 13
12 . . . O O O X O X . O X O . . . O . . 12
11 . . . . . O X O X O O X O . X . . . . 11
10 . . . O X . X O . O X X O X . X O . . 10
 9 O O O O . X X . O . . X X O X . . . . 9
 8 O X X O X . O O X X X . X O O O O . . 8
 7 X X X O X X X X X O O O O . . . . . . 7
 6 O . . X O X . X X X O X . O . . . . . 6
 5 . X . X O X . X X O X X O . . . O . . 5
 4 . . X + . O X . . + . X X O O + . . . 4
 3 . . X O O . X . . X . X O O O O . . . 3
 2 . . . X X . . . . . . X X O X . . . . 2
 1 . . . . . . . . . . . . X O . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`,
		attack: map[string]string{"O10": "1 Q11"},
	},
	{
		// Backfilling before an atari: inside the read, black's atari on
		// the white corner string (two liberties) would be a self-atari,
		// so black first fills the one liberty its stone there would
		// have, after which the atari works; no white move saves the
		// string (GNU Go's regression capture:9).
		name: "backfill before the atari",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . X X X . X . X X O O X . O O 19
18 . . . X X O O O X X . . . X O . X X O 18
17 . . X X O . . O O X X X X X O O O O O 17
16 . . X O O O . . . O O O O O X X X X O 16
15 . X . X O X . O . . . O X O X X O O O 15
14 X X X X O . . . . . . O X X X X O X O 14
13 O X O O X X X O . . . O X X . . X X X 13
12 O O O O X O O O . . . . O O X X X . X 12
11 . O . O O X X O X O O . O O X O X X . 11
10 O O O X X X X O X X O . O O X O O X X 10
 9 O O . O X . O X X O O X O X X O . O O 9
 8 X O O X X . O . X O . O O X O . O . . 8
 7 X X X O X . O . X X O O X X O . O . . 7
 6 . X X O X O O O . X O X X X O O X O . 6
 5 X X . O X X X . O O O O X X O . . . . 5
 4 X O O O O X X X X + O X X X O O O O O 4
 3 X O X X O X . O O O O O X O O O X X O 3
 2 O O X X X X . O X X X X X X X X X X O 2
 1 . X . O . X . O O X . . . X O O O O O 1
   A B C D E F G H J K L M N O P Q R S T`,
		defend: map[string]string{"B4": "0"},
	},
	{
		// The same idea on the right edge: white R4 is captured (GNU
		// Go's regression capture:5, which GNU Go 3.8 itself fails).
		name: "backfill before the atari, edge",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . . . . . . . . . . . . 19
18 . . . . . . . . . . . . . . . . . . . 18
17 . . X . O . . X . X . . . . O O . . . 17
16 . . . X . . . . . + . . . O . + O O . 16
15 . . . . X . . . . . . . . . O O X X . 15
14 . . O . . . . . . . . . . . O X X . . 14
13 . . . . . . . . . . . . . . X . . . . 13
12 . . . . . . . . . . . . . . . . X . . 12
11 . . O . . . . . . . . . . . . . . . . 11
10 . . . + . . . . . + . . . . . + . . . 10
 9 . . . . . . . . . . . . . . O . O . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . . . . . . . . . . . . O O . . X . . 7
 6 . . O . . . . . . . . . . X O . . . . 6
 5 . . X O . . . . . X . . . X . O O . . 5
 4 . O O X X O . O X + O . . X . O X O . 4
 3 . . . O O . . . X . O X X . X O X . . 3
 2 . . . . . . . . . X . X . O O X X . . 2
 1 . . . . . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T`,
		attack: map[string]string{"R4": "1 S3"},
	},
	{
		// A three-liberty string joined to a neighbour by a liberty the
		// attacker cannot play (G8 would be suicide): the attack takes a
		// liberty of the neighbour instead, and the defender extends
		// the neighbour (GNU Go's reading:118).
		name: "attack through an unplayable shared liberty",
		diagram: `
   A B C D E F G H J
 9 X O O . X . O O . 9
 8 X O . O . O . O X 8
 7 X X O O X O O X X 7
 6 X X X O X O X X X 6
 5 O O X X X X X O O 5
 4 O . O X . X O . O 4
 3 . O O X . X O O . 3
 2 X . . X . X . . X 2
 1 . O X X . X X O O 1
   A B C D E F G H J`,
		attack: map[string]string{"G9": "1 E8"},
		// White defends the same way, from its side of the shared
		// liberty.
		defend: map[string]string{"G9": "1 E8"},
	},
	{
		// The attacker of a three-liberty string first saves its own
		// two-liberty neighbour E2-F2 by capturing the black stone G2
		// that presses on it; otherwise black escapes by attacking E2
		// (GNU Go's reading:137).
		name: "support a weak attacker at the root",
		diagram: `
   A B C D E F G H J
 9 . . . X . . . . . 9
 8 X O O . O X O O . 8
 7 X X + O O X X O O 7
 6 . X X X X . X O . 6
 5 O O O . X X X O O 5
 4 . O . O X . X O . 4
 3 O O O O X X O O O 3
 2 . . X X O O X . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J`,
		attack: map[string]string{"C2": "1 H2"},
	},
	{
		// After white B18 (GNU Go's reading:130), black saves E19 by
		// capturing A16-A17, which is in atari next to B17, a black
		// string beside the liberty C17.
		name: "capture next to a friendly neighbour of three liberties",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . X O O . O X X . . . . . X O . 19
18 X O . X X X O O O O X X X X X . X O O 18
17 O X . X O O O . O X O O O O . X O . X 17
16 O X X O O O O O X X . . . O O X O O . 16
15 . O X O X O X X X . . X . X O X X O O 15
14 O X X X X O X O X . . . . X X O X X O 14
13 O O X O O X X O X . . . X O O O O X X 13
12 . O O O O X O O O X X X X O X O O O O 12
11 X O . O O O O O O O O O O O X X X X X 11
10 O . O + O . . . O X X X O X X X . X . 10
 9 . O O O X O O O X . . X X X O X X O X 9
 8 O O X X X O X O X . X . X O O X O O . 8
 7 X X X X X X X O X X O X X O O X X O O 7
 6 . X X O X X O O O X O O O O O O O O . 6
 5 . X O O O O X X X O O O X X . . O . O 5
 4 . X X O . . O . X O X O O X . O X O . 4
 3 . X O . O . . O O X X X X X X O X O X 3
 2 X X O . . . O X X O O O O O X X X X X 2
 1 . O . . . . . . . . . . . O O X . O . 1
   A B C D E F G H J K L M N O P Q R S T`,
		defend: map[string]string{"E19": "1 A15"},
	},
	{
		// S13-T13 is joined to the white group on its left by R13, where
		// black cannot play. Black P11 takes a liberty of that group, but
		// white answers by pressing the black strings around it (GNU Go
		// plays R10, we find K13 first); S13 cannot be captured (GNU Go's
		// reading:170).
		name: "defend through an unplayable shared liberty",
		diagram: `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . O . . . . O O X . . . 19
18 X X X X . X X O . O . O . O X X . . . 18
17 . O O . X . O O O X O . O X . . . . . 17
16 O O X X . . O X O X X O O X . X . . . 16
15 O X . . . X O X X X O X X . . X X X . 15
14 O X X X . . X . . X O O X X X O O X . 14
13 . O . O X X . . X . X O O O O O . O O 13
12 . O . O O O X X . X O O X X O O O X . 12
11 . . . . . O O O X . X X X O . . X . X 11
10 . O X X . X . O X X . . O O X X . X . 10
 9 . . O X . . . . . . . X . O O O O . . 9
 8 . O O O X . X X O . X . . X O X O . . 8
 7 . . O X X . X O O . X O X X . X O O . 7
 6 O O X X . X . X . O O X X O O O . O . 6
 5 O X . . X O . X O . O X O O . X O O . 5
 4 X X . X . O . X O X . O O X X X X X O 4
 3 . . . . X O . O . O . . O O X . X O . 3
 2 . . . . X X O . O X . X . O X X . O . 2
 1 . . . . . . . . . . . . . O O X . . . 1
   A B C D E F G H J K L M N O P Q R S T`,
		attack: map[string]string{"S13": "0"},
	},
	{
		// G9 joins H9 to F9 and white cannot play there; white's approach
		// to F9 is the self-atari E9, which black can take only at the
		// cost of the liberty G9 (GNU Go's reading:203).
		name: "self-atari approach through an unplayable shared liberty",
		diagram: `
   A B C D E F G H J
 9 O . O . . X . X X 9
 8 . O O X X O X X . 8
 7 O O X X O O O . O 7
 6 X X . X O . O O O 6
 5 X . X O O . . . . 5
 4 . X X O . . . . . 4
 3 X X O O . . + . . 3
 2 O O O . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J`,
		attack: map[string]string{"H9": "1 E9"},
		defend: map[string]string{"H9": "1 G9"},
	},
	{
		// A race: black J9 (three liberties) against white G9 (four).
		// Black must take white's outside liberties F9 or F7 first
		// (GNU Go's reading:122 accepts either; GNU Go plays F7, we
		// meet F9 first).
		name: "race: take the outside liberties of a four-liberty attacker",
		diagram: `
   A B C D E F G H J
 9 . . . . X . O . X 9
 8 . . . . X X O . X 8
 7 . . X X X . O X X 7
 6 . . . O X X X O . 6
 5 . . O . O X . O O 5
 4 . O . O X X . O . 4
 3 . O X X X . + O O 3
 2 O O O O . . . O . 2
 1 . O . O . . . O . 1
   A B C D E F G H J`,
		defend: map[string]string{"J9": "1 F9"},
	},
}

// TestFastDefenseNoReading checks that the fast defence answers the
// "fast defence" shape with no trial move.
func TestFastDefenseNoReading(t *testing.T) {
	pos := mustDiagram(t, readingShapes[2].diagram)
	b := pos.Board()
	r := NewReader(0, 0)
	c, m := r.FindDefense(b, mustVertex(t, "E5", b.Size()))
	require.Equal(t, Win, c)
	require.Equal(t, "E4", Vertex(m, b.Size()))
	require.Equal(t, int64(0), r.Nodes())
}

func TestReadingShapes(t *testing.T) {
	for _, tc := range readingShapes {
		t.Run(tc.name, func(t *testing.T) {
			pos := mustDiagram(t, tc.diagram)
			b := pos.Board()
			size := b.Size()
			r := NewReader(0, 0)
			// Sorted, so the reader's cache sees the questions in the
			// same order on every run (map order is random).
			for _, v := range slices.Sorted(maps.Keys(tc.attack)) {
				want := tc.attack[v]
				p := mustVertex(t, v, size)
				c, m := r.Attack(b, p)
				require.Equal(t, want, gtpCode(size, c, m), "attack %s", v)
				if c != Lose {
					require.Equal(t, c, r.DoesAttack(context.Background(), b, m, p), "does_attack %s", v)
				}
			}
			for _, v := range slices.Sorted(maps.Keys(tc.defend)) {
				want := tc.defend[v]
				p := mustVertex(t, v, size)
				c, m := r.FindDefense(b, p)
				require.Equal(t, want, gtpCode(size, c, m), "defend %s", v)
			}
			require.NoError(t, b.CheckConsistency())
		})
	}
}

// TestReaderStackp checks that the liberty limits of the reading depths
// count from Reader.Stackp, the trial moves already on the board: the
// three-liberty string of the "cap" shape is captured at stackp 0 but no
// longer read once the trial moves pass the three-liberty depth.
func TestReaderStackp(t *testing.T) {
	pos := mustDiagram(t, readingShapes[0].diagram)
	b := pos.Board()
	p := mustVertex(t, "L18", b.Size())
	r := NewReader(0, 0)
	c, m := r.Attack(b, p)
	require.Equal(t, "1 M16", gtpCode(b.Size(), c, m))
	r.Stackp = DefaultReadingDepth - 3
	c, m = r.Attack(b, p)
	require.Equal(t, "0", gtpCode(b.Size(), c, m))
}
