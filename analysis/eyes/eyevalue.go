package eyes

import "fmt"

// EyeValue is the value of an eye space as a local game, GNU Go's struct
// eyevalue (seed 003, "Eye Local Game Values" and set_eyevalue). Each field
// is a number of eyes, where 2 stands for "two or more":
//
//	A: the attacker plays first and gets one extra move (the defender
//	   plays elsewhere once);
//	B: the attacker plays first, then play alternates;
//	C: the defender plays first, then play alternates;
//	D: the defender plays first and gets one extra move.
//
// For a well-formed value A ≤ B ≤ C ≤ D.
type EyeValue struct{ A, B, C, D uint8 }

// String formats the value as four digits "abcd" (for example "0112"), or
// as "[a,b,c,d]" when a digit is 10 or more, as GNU Go's eyevalue_to_string
// does (seed 003, "Functions in optics.c").
func (e EyeValue) String() string {
	if e.A >= 10 || e.B >= 10 || e.C >= 10 || e.D >= 10 {
		return fmt.Sprintf("[%d,%d,%d,%d]", e.A, e.B, e.C, e.D)
	}
	return fmt.Sprintf("%d%d%d%d", e.A, e.B, e.C, e.D)
}

// ParseEyeValue parses the four-digit form produced by String ("1122") or
// the bracketed form "[a,b,c,d]".
func ParseEyeValue(s string) (EyeValue, error) {
	var a, b, c, d int
	if len(s) == 4 {
		for _, r := range s {
			if r < '0' || r > '9' {
				return EyeValue{}, fmt.Errorf("eyes: bad eye value %q", s)
			}
		}
		return EyeValue{s[0] - '0', s[1] - '0', s[2] - '0', s[3] - '0'}, nil
	}
	if n, err := fmt.Sscanf(s, "[%d,%d,%d,%d]", &a, &b, &c, &d); err != nil || n != 4 {
		return EyeValue{}, fmt.Errorf("eyes: bad eye value %q", s)
	}
	for _, v := range []int{a, b, c, d} {
		if v < 0 || v > 255 {
			return EyeValue{}, fmt.Errorf("eyes: bad eye value %q", s)
		}
	}
	return EyeValue{uint8(a), uint8(b), uint8(c), uint8(d)}, nil
}

// MinEyeThreat is the number of eyes when the attacker plays first and gets
// an extra move, GNU Go's min_eye_threat (the A digit).
func (e EyeValue) MinEyeThreat() int { return int(e.A) }

// MinEyes is the number of eyes when the attacker plays first and play
// alternates, GNU Go's min_eyes (the B digit).
func (e EyeValue) MinEyes() int { return int(e.B) }

// MaxEyes is the number of eyes when the defender plays first and play
// alternates, GNU Go's max_eyes (the C digit).
func (e EyeValue) MaxEyes() int { return int(e.C) }

// MaxEyeThreat is the number of eyes when the defender plays first and gets
// an extra move, GNU Go's max_eye_threat (the D digit).
func (e EyeValue) MaxEyeThreat() int { return int(e.D) }

// HasVitalMove reports whether the player to move decides the outcome
// (B ≠ C): then there is a vital point where attacker and defender both
// want to play (seed 003, "Functions in optics.c", compute_eyes).
func (e EyeValue) HasVitalMove() bool { return e.B != e.C }

// HasAttackThreat reports whether the attacker, given an extra move, can
// lower the value below B (A < B).
func (e EyeValue) HasAttackThreat() bool { return e.A < e.B }

// HasDefenseThreat reports whether the defender, given an extra move, can
// raise the value above C (C < D).
func (e EyeValue) HasDefenseThreat() bool { return e.C < e.D }

// IsChimera reports the exceptional game {2|0} of seed 003 ("Local games"):
// two eyes if the defender moves first, none if the attacker does.
func (e EyeValue) IsChimera() bool { return e.B == 0 && e.C >= 2 }

// Valid reports whether A ≤ B ≤ C ≤ D, which holds for every value of a real
// eye space.
func (e EyeValue) Valid() bool { return e.A <= e.B && e.B <= e.C && e.C <= e.D }

// Clamp returns the value with every digit above 2 lowered to 2: two eyes
// are enough to live, so more are never counted (seed 003, "Eye Local Game
// Values").
func (e EyeValue) Clamp() EyeValue {
	return EyeValue{min(e.A, 2), min(e.B, 2), min(e.C, 2), min(e.D, 2)}
}

// Add returns the value of the sum of two independent eye spaces of the same
// dragon (seed 003, "Local games": each player on his turn moves in either
// space), GNU Go's add_eyevalues. Each space is modelled as the small game
// that its four digits describe: a first move by the attacker leaves a
// position worth A if he moves again and B if the defender answers; a first
// move by the defender leaves one worth C if the attacker answers and D if
// he moves again; a space that has seen two moves is settled. The sum is
// played out exactly on that model, the attacker minimising and the
// defender maximising, and the result is clamped to 2.
//
// The sum is looked up in a table of the values with digits of at most
// 2, after clamping both values: the played-out sum is built from the
// digits by +, min and max, and min(x+y, 2) = min(min(x,2)+min(y,2), 2),
// so clamping first does not change the clamped sum (TestAddTable checks
// it against the played-out sum for every pair of digits up to 4).
func (e EyeValue) Add(f EyeValue) EyeValue {
	return smallSums[e.Clamp().smallIndex()*smallValues+f.Clamp().smallIndex()]
}

// smallValues is the number of eye values whose digits are all at most 2.
const smallValues = 81

// smallIndex returns the index of e, whose digits are at most 2, among
// such values (the digits read in base 3).
func (e EyeValue) smallIndex() int {
	return int(e.A)*27 + int(e.B)*9 + int(e.C)*3 + int(e.D)
}

// smallSums holds Add of every pair of values with digits of at most 2
// (index i*smallValues+j for the values of smallIndex i and j): the
// owl's node evaluation adds the eye values of its spaces at every node,
// and a table look-up costs a fraction of playing the sum out. It is
// filled once, at package initialisation, by sumValue itself, and never
// changes after.
var smallSums = func() (t [smallValues * smallValues]EyeValue) {
	for i := range smallValues {
		for j := range smallValues {
			t[i*smallValues+j] = smallValue(i).Sum(smallValue(j)).Clamp()
		}
	}
	return t
}()

// smallValue is the value of smallIndex i.
func smallValue(i int) EyeValue {
	return EyeValue{uint8(i / 27), uint8(i / 9 % 3), uint8(i / 3 % 3), uint8(i % 3)}
}

// Sum is Add without the clamp to 2: the value of two independent eye
// spaces played out on the same model, digits as large as the sum makes
// them. A dragon's genus sums all its eye spaces this way (seed 001,
// genus: GNU Go 3.8 prints genera such as 3333 or 5556).
func (e EyeValue) Sum(f EyeValue) EyeValue {
	return EyeValue{
		A: sumValue(e, f, attacker, attacker),
		B: sumValue(e, f, attacker, defender),
		C: sumValue(e, f, defender, attacker),
		D: sumValue(e, f, defender, defender),
	}
}

type side uint8

const (
	attacker side = iota
	defender
)

// Stages of one component in the sum model.
const (
	stFresh    = iota // no move yet
	stAttacked        // the attacker has moved once
	stDefended        // the defender has moved once
	stSettled         // two moves played; the value is fixed
)

// sumValue plays out e+f where first moves first and second makes the
// second move; after that play alternates.
func sumValue(e, f EyeValue, first, second side) uint8 {
	comps := [2]EyeValue{e, f}
	var best uint8
	for i := 0; i < 2; i++ {
		st := [2]uint8{stFresh, stFresh}
		var val [2]uint8
		move(comps, &st, &val, i, first)
		// second move: the player "second" chooses the best reply.
		v := sumSecond(comps, st, val, second, first)
		if i == 0 || (first == attacker && v < best) || (first == defender && v > best) {
			best = v
		}
	}
	return best
}

func sumSecond(comps [2]EyeValue, st [2]uint8, val [2]uint8, mover, first side) uint8 {
	var best uint8
	found := false
	for i := 0; i < 2; i++ {
		if st[i] == stSettled {
			continue
		}
		s, v := st, val
		move(comps, &s, &v, i, mover)
		r := sumAlternate(comps, s, v, other(mover))
		if !found || (mover == attacker && r < best) || (mover == defender && r > best) {
			best, found = r, true
		}
	}
	if !found {
		return val[0] + val[1]
	}
	return best
}

func other(s side) side { return 1 - s }

// sumAlternate plays the rest of the sum with strict alternation.
func sumAlternate(comps [2]EyeValue, st [2]uint8, val [2]uint8, mover side) uint8 {
	return sumSecond(comps, st, val, mover, mover)
}

// move applies a move by s in component i.
func move(comps [2]EyeValue, st *[2]uint8, val *[2]uint8, i int, s side) {
	c := comps[i]
	switch st[i] {
	case stFresh:
		if s == attacker {
			st[i] = stAttacked
		} else {
			st[i] = stDefended
		}
		return
	case stAttacked:
		if s == attacker {
			val[i] = c.A
		} else {
			val[i] = c.B
		}
	case stDefended:
		if s == attacker {
			val[i] = c.C
		} else {
			val[i] = c.D
		}
	}
	st[i] = stSettled
}
