package analysis

import "strconv"

// ResultCode is the outcome of a reading question such as "can this string
// be captured?" (the manual's "Return Codes" of the tactical reading
// chapter, referred to from seed 000's attack_codes field). The internal
// values follow GNU Go's numbering, so worm_data prints them unchanged:
// 0 failure, KoB, Loss, Gain, KoA, Win.
type ResultCode uint8

// The result codes, in GNU Go's internal order.
const (
	// Lose (0): the reading goal cannot be reached.
	Lose ResultCode = iota
	// KoB: success through a ko in which the player must first find a
	// ko threat before making the first ko capture.
	KoB
	// Loss: the owl "loss" code of the experimental owl extension.
	Loss
	// Gain: the owl "gain" code of the experimental owl extension.
	Gain
	// KoA: success through a ko in which the player makes the first ko
	// capture.
	KoA
	// Win: unconditional success.
	Win
)

var resultNames = [...]string{"0", "KO_B", "LOSS", "GAIN", "KO_A", "WIN"}

// String returns GNU Go's name of the code (WIN, KO_A, …; "0" for Lose).
func (r ResultCode) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return "ResultCode(" + strconv.Itoa(int(r)) + ")"
}

// GTP returns the code as GTP answers print it: 0 failure, 1 WIN, 2 KO_A,
// 3 KO_B, 4 GAIN, 5 LOSS.
func (r ResultCode) GTP() int {
	switch r {
	case Win:
		return 1
	case KoA:
		return 2
	case KoB:
		return 3
	case Gain:
		return 4
	case Loss:
		return 5
	}
	return 0
}

// Internal returns the internal numeric value (the one worm_data prints).
func (r ResultCode) Internal() int { return int(r) }

// invert turns the result of one side into the result of its opponent for
// the same question: a win becomes a failure, a ko the player starts
// becomes a ko the opponent must find a threat for, and vice versa.
func (r ResultCode) invert() ResultCode {
	switch r {
	case Win:
		return Lose
	case KoA:
		return KoB
	case KoB:
		return KoA
	case Lose:
		return Win
	}
	return r
}

// Tactic is one move with the result it achieves (an attack or defence
// point of seed 000's worm data together with its code).
type Tactic struct {
	Move Pos
	Code ResultCode
}

// Status is a life-and-death or territory classification (seed 000
// unconditional_status, seed 002 dragon status and safety). The values are
// GNU Go's, in its order, so they print with its exact names.
type Status uint8

// The statuses in GNU Go's order (0–15).
const (
	Dead Status = iota
	Alive
	Critical
	Unknown
	Unchecked
	CanThreatenAttack
	CanThreatenDefense
	Inessential
	TacticallyDead
	AliveInSeki
	StronglyAlive
	Invincible
	Insubstantial
	WhiteTerritory
	BlackTerritory
	Dame
)

var statusNames = [...]string{"dead", "alive", "critical", "unknown", "unchecked",
	"can threaten attack", "can threaten defense", "inessential", "tactically dead",
	"alive in seki", "strongly alive", "invincible", "insubstantial",
	"white_territory", "black_territory", "dame"}

// String returns GNU Go's name of the status ("alive in seki", …).
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "Status(" + strconv.Itoa(int(s)) + ")"
}
