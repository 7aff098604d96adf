package analysis

import "testing"

// TestOpticsOnBoardMatchesPos checks the optics' table-driven board test
// against Pos.OnBoard for every board size and every Pos around the
// padded array.
func TestOpticsOnBoardMatchesPos(t *testing.T) {
	for size := MinBoard; size <= MaxBoard; size++ {
		o := &Optics{size: size}
		n := 0
		for p := Pos(-NS); p < Pos(NumPos+NS); p++ {
			got, want := o.onBoard(p), p.OnBoard(size)
			if got != want {
				t.Fatalf("size %d, pos %d: onBoard %v, Pos.OnBoard %v", size, p, got, want)
			}
			if got {
				n++
			}
		}
		if n != size*size {
			t.Fatalf("size %d: %d points on the board, want %d", size, n, size*size)
		}
	}
}
