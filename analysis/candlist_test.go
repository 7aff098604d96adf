package analysis

import (
	"math/rand/v2"
	"testing"
)

// refCands is the candidate list without the seen filter: every add
// searches the list.
type refCands struct {
	pos  []Pos
	prio []int
}

func (c *refCands) addTie(p Pos, pr int, atLeast bool) {
	for i, q := range c.pos {
		if q == p {
			if atLeast {
				c.prio[i] = max(c.prio[i], pr)
			} else {
				c.prio[i] += pr
			}
			return
		}
	}
	if len(c.pos) < maxCand {
		c.pos, c.prio = append(c.pos, p), append(c.prio, pr)
	}
}

// TestCandListMatchesRef: add, addTie and atLeast with the seen filter,
// mixed with sort and promote on lists reused through pushCands, keep
// exactly the entries, priorities and order of the plain list. Points
// are drawn from a few values that collide modulo 64 (and lists overflow
// maxCand) so that the filter's false positives and the full list are met.
func TestCandListMatchesRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	r := NewReader(0, 0)
	for round := 0; round < 3000; round++ {
		depth := 1 + rng.IntN(3)
		for d := 0; d < depth; d++ {
			c := r.pushCands()
			var ref refCands
			npts := 4 + rng.IntN(80)
			for k := 0; k < 1+rng.IntN(90); k++ {
				p := BoardMin + Pos(rng.IntN(npts)*[]int{1, 64, 21}[rng.IntN(3)]%300)
				prio := rng.IntN(40) - 10
				switch rng.IntN(7) {
				case 0, 1:
					c.add(p, prio)
					ref.addTie(p, prio*4, false)
				case 2, 3:
					tie := rng.IntN(4)
					c.addTie(p, prio, tie)
					ref.addTie(p, prio*4+tie, false)
				case 4:
					c.atLeast(p, prio)
					ref.addTie(p, prio*4, true)
				case 5:
					if rng.IntN(4) == 0 {
						c.sort()
						for i := 1; i < len(ref.pos); i++ {
							for j := i; j > 0 && ref.prio[j] > ref.prio[j-1]; j-- {
								ref.pos[j], ref.pos[j-1] = ref.pos[j-1], ref.pos[j]
								ref.prio[j], ref.prio[j-1] = ref.prio[j-1], ref.prio[j]
							}
						}
					}
				case 6:
					c.promote(p)
					for i, q := range ref.pos {
						if q == p {
							copy(ref.pos[1:i+1], ref.pos[:i])
							copy(ref.prio[1:i+1], ref.prio[:i])
							ref.pos[0] = p
							break
						}
					}
				}
				if c.n != len(ref.pos) {
					t.Fatalf("round %d: %d entries, want %d", round, c.n, len(ref.pos))
				}
				for i := range ref.pos {
					if c.pos[i] != ref.pos[i] || c.prio[i] != ref.prio[i] {
						t.Fatalf("round %d: entry %d = %v/%d, want %v/%d", round, i, c.pos[i], c.prio[i], ref.pos[i], ref.prio[i])
					}
				}
			}
		}
		r.clN = 0
	}
}
