package analysis

import (
	"context"
	"testing"
)

// TestDisconnectConnectorFirstMoveWidth checks that a Disconnect search
// gives the connector's first move (ply 1) the width a Connect search
// gives it at ply 0 (connSearch.cutterFirst). Nicklas12 move 200: Black's
// knight's move O3-N5; after White's cut N4 a fresh Connect finds O4 (both
// engines' connect after N4 answers 1 O4), but with the width of ply 1 it
// was the tenth path move and fell outside the list, and Disconnect
// answered Win at N4 where GNU Go 3.8's disconnect answers 0.
func TestDisconnectConnectorFirstMoveWidth(t *testing.T) {
	pos := mustDiagram(t, nicklas12Move200)
	b := pos.Board()
	a, c := mustVertex(t, "O3", b.Size()), mustVertex(t, "N5", b.Size())
	r := NewReader(0, 0)
	if code, m := r.Disconnect(context.Background(), b, a, c); code != Lose {
		t.Errorf("Disconnect(O3, N5) = %v %s, want 0", code, Vertex(m, b.Size()))
	}
}
