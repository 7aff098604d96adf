// Package eyes values eye spaces as local games, after the eyes chapter of
// the GNU Go manual (seed 003, "Eyes and Half Eyes"): an eye space is a small
// graph of points that the defender (White, "O") owns and the attacker
// (Black, "X") tries to spoil; the number of eyes it yields under four
// orders of play is its eye value abcd (seed 003, "Eye Local Game Values").
// It answers GNU Go's analyze_eyegraph command (ParseGraph, Analyze,
// Result.GTPAnswer).
//
// # The local game
//
// GNU Go reads eye values from a pattern database; analyze_eyegraph builds
// a position and reads it. We solve every graph by exhaustive search of our
// own on a bitset mini-board (up to 64 points) with these rules:
//
//   - The eye space is cut out of the defender's wall, one string that has
//     two liberties outside the space and, at the one-eye level, one extra
//     eye elsewhere. The attacker wins by capturing the wall.
//   - Every marginal point ("!", "$") touches an invincible attacker group:
//     an attacker stone connected to it can never be captured, so the
//     points next to it turn marginal (the seed's rule 3). "X" stones are
//     ordinary attacker stones; defender stones ("O") enclosed by the eye
//     space are ordinary defender stones.
//   - Ordinary Go rules: captures, no suicide (GNU Go's reading forbids it,
//     unlike eyes.db), a simple ko ban that a pass lifts, passes; two
//     passes end the game with the wall alive, and a position repeated
//     along a line counts as life (for that line only).
//   - B (C) is 2 if the wall lives without the extra eye with the attacker
//     (defender) moving first, else 1 if it lives with it, else 0.
//   - The threats are recursive: A is the B digit left by an attacker move
//     (a point or an outside liberty) that keeps the defender at B eyes and
//     after which the defender has no threat above B; D is the C digit left
//     by a defender move that keeps C and leaves the attacker no threat
//     below C. This is what the seed's Pattern 6141 explains (the attacker
//     gets "another move", not two moves in a row, because the defender
//     answers) and what GNU Go's answers show.
//
// The sum of two independent spaces (EyeValue.Add) agrees with solving the
// two spaces as one graph.
//
// # Agreement with GNU Go
//
// On the 3152 graphs of GNU Go 3.8's eyegraph regression set the value
// agrees on 3151 graphs (99.97%) and the full answer (value and vital
// points) on 3149 (99.90%); analysis/eyes/AGREEMENT.md lists the rest with
// the reasons. Results that relied on a repeated position higher up the
// line are not cached (TestRepetitionNotCached): they hold only for that
// line.
//
// The package has no board size and no global state; a Solver caches
// solved shapes by a canonical form of the graph (colour refinement with
// individualisation), so isomorphic shapes (rotations, reflections,
// relabellings) are solved once and get identical answers.
package eyes
