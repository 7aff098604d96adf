package analysis

import "testing"

// Tests that pin the gating of the session 15 owl rules (cornerMoves at
// the root, wrappedCornerMoves, koFills): each fails when its condition
// is dropped; before, only the public regression guarded them. Two more
// guard the answers a reverted deeper joinBlocks variant got wrong.

// The white group F8 of owl:184 (GNU's regression file, incident211.sgf
// move 26): GNU Go 3.8 kills it with the 2-2 point H8 (owl_attack F8 =
// 1 H8; owl_does_attack J8 F8 = 0). The corner space H9-J9-J8 wraps
// around no defender stone: H8 is empty, the vital point itself.
// wrappedCornerMoves offers the 2-1 points only around a defender's stone
// on the 2-2 point; without that condition the 2-1 point J8 is read first
// and answered (a false kill).
const owlWrappedCornerEmptyTwoTwo = `
   A B C D E F G H J
 9 . . . O X X . . . 9
 8 . . O . O X . . . 8
 7 . . + . O . X . . 7
 6 . O . . . . X X . 6
 5 . X O . O . O X O 5
 4 . X . . . O . O . 4
 3 . . X . X X O . . 3
 2 . . . . . X O . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J`

func TestOwlAttackWrappedCornerEmptyTwoTwo(t *testing.T) {
	wantOwl(t, owlWrappedCornerEmptyTwoTwo, true, "F8", "1 H8")
}

// The white group G5 of trevor:1070 (trevor_20.sgf move 14): GNU Go 3.8
// answers owl_attack G5 = 0 (owl_does_attack E7 G5 = 0). joinBlocks is
// read at the attacker's depth 1-2 only. A variant that blocked joins
// deeper in the line as well (1ba9c86, reverted in 841fd63 as a node-limit
// artefact) answered the false kill 1 E7 here when it also blocked the
// joins to White's stronger friends (more than two liberties).
const owlJoinBlockStrongFriend = `
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7
 6 . O O X . O . . . 6
 5 . X O X + . O O . 5
 4 . . . . . . . X . 4
 3 . . X . X . X . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J`

func TestOwlAttackJoinBlockStrongFriend(t *testing.T) {
	wantOwl(t, owlJoinBlockStrongFriend, true, "G5", "0")
}

// GNU regression ld_owl:191 (tripod8.sgf, the position of
// owlWrappedCornerTwoOne): the black dragon C17 is alive for GNU Go 3.8.
// joinBlocks is read at the attacker's depth 1-2 only; the reverted deeper
// variant (1ba9c86) made the stage call C17 dead (a read that ends at its
// node limit) when it also blocked joins to friends on the first line.
func TestOwlStageJoinBlockFirstLine(t *testing.T) {
	_, ds := fullDragons(t, owlWrappedCornerTwoOne)
	p, _ := ParseVertex("C17", 19)
	if st := ds.dragon2[ds.ID(p)].OwlStatus; st != Alive {
		t.Errorf("C17: owl status %v, want alive", st)
	}
}

// The white group G6 of owl1:353 (owl53.sgf): GNU Go 3.8 answers
// owl_attack G6 = 0 (owl_does_attack C4 G6 = 0). koFills offers the
// attacker's ko fill only as a self-atari whose capture leaves a dead
// cavity; offered whenever the defender's capture of the lunch would be
// a ko capture, the fills use up the 3000-node read and it answers the
// false kill 1 C4.
const owlKoFillSelfAtariOnly = `
   A B C D E F G H J
 9 . X O . O O X . X 9
 8 . X O O . O X X . 8
 7 . X O . O O + X X 7
 6 X X O O . . X O O 6
 5 . X . O X X X O . 5
 4 X X . X . . . O . 4
 3 O O X O X . O O . 3
 2 O . O O X . O . . 2
 1 . O O . O O O . . 1
   A B C D E F G H J`

func TestOwlAttackKoFillSelfAtariOnly(t *testing.T) {
	wantOwl(t, owlKoFillSelfAtariOnly, true, "G6", "0")
}
