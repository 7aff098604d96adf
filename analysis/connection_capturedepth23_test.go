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
	pos := mustDiagram(t, `
...................
..XXO..............
..XOOX.O..O........
..XO.X.........X...
...O...............
..............XXO..
...............O...
...................
...................
................O..
...................
...................
...............O...
..X...........XXO..
................O..
...O.........X.XX..
...................
...................
...................`)
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
