// Package eyes values eye spaces as local games, after the eyes chapter of
// the GNU Go manual (seed 003, "Eyes and Half Eyes"): an eye space is a small
// graph of points that the defender ("O", here White) owns and the attacker
// ("X", here Black) tries to spoil; the number of eyes it yields under four
// orders of play is its eye value abcd (seed 003, "Eye Local Game Values").
//
// GNU Go reads eye values from a pattern database. This package instead
// solves every eye graph by exhaustive search of our own on a compact
// mini-board: the eye space is cut out of an invulnerable-looking defender
// wall that has only two outside liberties (plus, when we ask for one eye,
// one extra eye elsewhere), every marginal point touches an invincible
// attacker group, and the game is played with the ordinary rules of Go
// (captures, no suicide, a simple ko ban, passes). The eye value follows
// from whether the wall can be captured with and without the extra eye.
//
// The package has no dependence on a board size and no global state; a
// Solver holds a cache of solved shapes keyed by a canonical form of the
// graph, so isomorphic shapes (rotations, reflections, relabellings) are
// solved once.
package eyes
