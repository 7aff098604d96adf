package analysis

// The Zobrist keys are fixed numbers derived at start-up from a constant
// seed with the splitmix64 generator. They are never written after
// initialisation, so hashes are the same in every process and every run.
var (
	zobrist   = makeZobristStones()
	zobristKo = makeZobristKo()
)

type splitmix uint64

func (s *splitmix) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func makeZobristStones() (t [3][NumPos]uint64) {
	s := splitmix(0x647261676f6e)
	for c := White; c <= Black; c++ {
		for p := range t[c] {
			t[c][p] = s.next()
		}
	}
	return t
}

func makeZobristKo() (t [NumPos]uint64) {
	s := splitmix(0x6b6f6b6f)
	for p := range t {
		t[p] = s.next()
	}
	return t
}
