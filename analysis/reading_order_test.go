package analysis

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// orderAt lists, best first, the candidates of the defender (defend) or
// the attacker of the string at str at the given depth of a read, as
// defend and attackNode would try them (before cache hints).
func orderAt(t *testing.T, b *Board, str Pos, depth int, defend bool) []string {
	t.Helper()
	r := NewReader(0, 0)
	base := r.begin(context.Background(), b)
	defer r.end(base)
	libs := b.libsInto(str, nil)
	var c candList
	if defend {
		r.newMoveGen()
		heads := r.adjacentHeads(str, b.color[str].Other(), nil)
		r.defenseCandidates(str, libs, heads, depth, &c)
	} else {
		r.attackCandidates(str, libs, depth, false, &c)
	}
	c.sort()
	out := []string{}
	for i := 0; i < c.n; i++ {
		out = append(out, Vertex(c.pos[i], b.Size()))
	}
	return out
}

// manyFacesCorner is the top left corner of nngs ManyFaces4-gnugo-3.1.27
// (200203191159) before move 200, cut to 11x11 (E11 here is E19 there).
// White's six stones from E11 to H9 have three liberties (G11, H10, J9);
// no attack works (GNU Go 3.8: attack E19 = 0 in 27 nodes; defend E11
// here 1 J9). The read used to cost 1,961 nodes: after black J9 the
// defender tried its extensions first (H10, then G11), each of which the
// attacker refutes only after a long chase, before the atari at J10 that
// black's J9 cannot escape (its other liberty K9 would leave it J10 and
// K10 only).
const manyFacesCorner = `
+-----------+
|.X.XOO.....|
|X..XXOO....|
|.XX..XOO..O|
|OOOXX.XXOOX|
|...........|
|...........|
|...........|
|...........|
|...........|
|...........|
|...........|
+-----------+`

// TestNoAttackProofIsCheap: proving that the corner string cannot be
// taken is cheap once refutations come first inside the read.
func TestNoAttackProofIsCheap(t *testing.T) {
	pos := mustDiagram(t, manyFacesCorner)
	b := pos.Board()
	size := b.Size()
	e11 := mustVertex(t, "E11", size)
	r := NewReader(0, 0)
	c, m := r.Attack(b, e11)
	require.Equal(t, "0", gtpCode(size, c, m), "attack E11")
	require.LessOrEqual(t, r.Nodes(), int64(100), "nodes of attack E11 (1,961 before)")
	c, m = r.FindDefense(b, e11)
	require.Equal(t, "1 J9", gtpCode(size, c, m), "defend E11")
	require.NoError(t, b.CheckConsistency())
}

// TestInnerDefenceOrderNetAtari: after black J9, inside the read the
// defender tries first the atari at J10 that the J9 stone cannot escape,
// and the extension G11, which gains no liberty, after the other ideas;
// at the root, whose order decides the move a question returns, the
// extension H10 stays first.
func TestInnerDefenceOrderNetAtari(t *testing.T) {
	pos := mustDiagram(t, manyFacesCorner)
	b := pos.Board()
	size := b.Size()
	require.NoError(t, b.Play(mustVertex(t, "J9", size), Black))
	e11 := mustVertex(t, "E11", size)
	root := orderAt(t, b, e11, 0, true)
	require.Equal(t, []string{"H10", "G11"}, root[:2], "root order %v", root)
	inner := orderAt(t, b, e11, 1, true)
	require.Equal(t, []string{"J10", "H10"}, inner[:2], "depth 1 order %v", inner)
	require.Less(t, indexOf(inner, "C10"), indexOf(inner, "G11"), "depth 1 order %v", inner)
}

// TestInnerAttackOrderDefenderLiberty: inside the read the attacker takes
// first the liberty where the defender's extension would gain most (J9,
// which would join white's J8-K8 and give five liberties); against three
// liberties the root of a question asked on the position itself (onRoot,
// as here) now orders so too (TestRootAttackOrderDefenderLibs; H10 came
// first before).
func TestInnerAttackOrderDefenderLiberty(t *testing.T) {
	pos := mustDiagram(t, manyFacesCorner)
	b := pos.Board()
	e11 := mustVertex(t, "E11", b.Size())
	root := orderAt(t, b, e11, 0, false)
	require.Equal(t, "J9", root[0], "root order %v", root)
	inner := orderAt(t, b, e11, 1, false)
	require.Equal(t, "J9", inner[0], "depth 1 order %v", inner)
}

// TestNoAtariAwayFromTakenString: white's three stones B5-D5 are in
// atari at D4 (where white would only extend into atari) and black takes
// them at once whatever white does elsewhere, so the defender does not
// try its ataris on black A5 (A4, A6). GNU Go 3.8: attack B5 = 1 D4,
// defend B5 = 0.
func TestNoAtariAwayFromTakenString(t *testing.T) {
	pos := mustDiagram(t, `
+-------+
|.......|
|.XXX...|
|XOOOX..|
|.XX.X..|
|..X.X..|
|.......|
|.......|
+-------+`)
	b := pos.Board()
	size := b.Size()
	b5 := mustVertex(t, "B5", size)
	require.Empty(t, orderAt(t, b, b5, 1, true))
	r := NewReader(0, 0)
	c, m := r.Attack(b, b5)
	require.Equal(t, "1 D4", gtpCode(size, c, m), "attack B5")
	c, m = r.FindDefense(b, b5)
	require.Equal(t, "0", gtpCode(size, c, m), "defend B5")
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return len(list)
}
