// Package batch analyses many positions of SGF games and writes tidy
// tables: one row per unit (a position, a worm, a board point; later a
// dragon or an eye space) with the file, game, move, vertex and colour and
// the chosen fields of the unit's record, as JSON Lines or CSV.
//
// Positions are named as GNU Go's "loadsgf FILE N" names them: move N is
// the position before move N is played (seed 000's worm data is then
// computed on it exactly as the REPL and the GTP engine compute it).
// Fields are found by reflection over the exported fields and
// argument-less methods of the unit's record (analysis.Worm for worms),
// and answer to GNU Go's snake_case names (liberties, attack_code,
// unconditional_status) as well as to the Go names.
//
// Run writes a table to an io.Writer, RunFile to a file that a rerun
// completes instead of rewriting, and Rows returns the rows; all three use
// a pool of workers and keep the input order.
package batch
