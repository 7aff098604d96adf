package analysis

import (
	"context"
	"testing"
)

// TestDisconnectCaptureCutterDepthFromConnectorFirstMove checks that a
// Disconnect search reads the connector's capture of a cutting string
// (captureCutter) with the tactical depth counted from the connector's
// first move (ply 1 there reads from depth 0, as a Connect from the
// position after the cut does). Auto_gen auto019 before move 30: White's
// diagonal Q7-R6 beside Black's O6-P6; Black's cut R7 has two liberties
// and White takes it with R8 (a fresh Connect after B R7 answers 1 R8,
// as GNU Go 3.8's connect and attack R7 do), but read from depth 1 the
// tactical reader let the cutter escape with S7 and Disconnect answered
// Win at R7 where GNU Go 3.8's disconnect Q7 R6 answers 0.
func TestDisconnectCaptureCutterDepthFromConnectorFirstMove(t *testing.T) {
	pos := mustDiagram(t, auto019Move30Diagram)
	b := pos.Board()
	n := b.Size()
	a, c := mustVertex(t, "Q7", n), mustVertex(t, "R6", n)
	r := NewReader(0, 0)
	if code, m := r.Disconnect(context.Background(), b, a, c); code != Lose {
		t.Errorf("Disconnect(Q7, R6) = %v %s, want 0", code, Vertex(m, n))
	}
	if err := b.Play(mustVertex(t, "R7", n), Black); err != nil {
		t.Fatal(err)
	}
	r = NewReader(0, 0)
	if code, m := r.Connect(context.Background(), b, a, c); code != Win || Vertex(m, n) != "R8" {
		t.Errorf("after B R7 Connect(Q7, R6) = %v %s, want 1 R8", code, Vertex(m, n))
	}
}

// TestDisconnectCaptureCutterDepthSecondAnswer checks the same convention
// at the connector's second move (ply 3 of a Disconnect search, read from
// depth 2 as a fresh Connect after the cut reads its ply 2). Trevor auto
// c18 before move 45: White's knight's move G4-J3; after B H4 W H3 B G3
// the connector takes the two-liberty G3, which read from depth 3 escaped,
// so every horizon found H4 a cut while our own fresh reads after H4 (H3)
// and after H3 (disconnect 0) joined the knight. GNU Go 3.8: disconnect
// G4 J3 = 0.
func TestDisconnectCaptureCutterDepthSecondAnswer(t *testing.T) {
	pos := mustDiagram(t, `
.............
.............
.....XO..X...
...X.X.OO.X..
..X..........
.OX.....O.X..
.X.X..O......
..XOO...O.X..
.XXO...X.X...
.OX...O..XOX.
.OXO....OOX..
..O......OXO.
..........O..`)
	b := pos.Board()
	n := b.Size()
	r := NewReader(0, 0)
	if code, m := r.Disconnect(context.Background(), b, mustVertex(t, "G4", n), mustVertex(t, "J3", n)); code != Lose {
		t.Errorf("Disconnect(G4, J3) = %v %s, want 0", code, Vertex(m, n))
	}
}
