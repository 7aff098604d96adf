package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDefendSecondaryChainThreeLibs: reading:164's corner (reading35.sgf)
// after W C7 B C8 and after W C7 B D7. White's B6-B5-B4-C4 has three
// liberties (A6, A5, A4); black's B7 next to it has two, and white's C7
// stone is in atari beside B7. Saving C7 keeps B7 short of liberties
// and so defends B6: after B C8 at D7 (C7 joins E7-E6, six liberties),
// after B D7 at C8 (three liberties), GNU Go 3.8's answers both
// (its break_chain2_efficient moves). The defender rescued such a
// friendly string only for two-liberty targets: defend B6 was 2 A7 at
// both nodes. A rescue that leaves the saved string two liberties is
// still left out for three-liberty targets (capture:3's L9, reading:137).
func TestDefendSecondaryChainThreeLibs(t *testing.T) {
	for _, tc := range []struct {
		name, diagram, want string
	}{
		{"after W C7 B C8", `
.........
..X......
.XO.O....
.OX.O....
.OX......
.OOX.....
.XXX.....
.........
.........`, "1 D7"},
		{"after W C7 B D7", `
.........
.........
.XOXO....
.OX.O....
.OX......
.OOX.....
.XXX.....
.........
.........`, "1 C8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos := mustDiagram(t, tc.diagram)
			b := pos.Board()
			size := b.Size()
			r := NewReader(0, 0)
			c, m := r.FindDefense(b, mustVertex(t, "B6", size))
			require.Equal(t, tc.want, gtpCode(size, c, m), "defend B6")
			require.NoError(t, b.CheckConsistency())
		})
	}
}
