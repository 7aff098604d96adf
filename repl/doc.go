// Package repl is dragonrepl's Go REPL over live analysis objects: a yaegi
// interpreter (github.com/traefik/yaegi) with the analysis packages and a
// set of live names bound, used by the terminal REPL, by scripts
// ("dragonrepl run") and by the Jupyter kernel.
//
// # Live names
//
// A Session holds a game (a stack of positions). Cells see:
//
//   - board, the current analysis.Position (evaluating it prints the board);
//   - worm[D4], the worm data of seed 000 indexed by point
//     (worm[D4].Liberties, .Liberties2, .EffectiveSize, .AttackCodes …);
//   - dragon[D4] and dragon2[id], the dragon arrays of seeds 000 and 001,
//     DRAGON(id) and DRAGON2(D4) with the seeds' meaning, and surround(D4),
//     the surround hull of seed 004; the dragon stage (with owl reading)
//     runs when a cell first uses one of them;
//   - analyze_eyegraph("…"), the eye value and vital points of an eye graph
//     (seed 003);
//   - the points A1 … T19 of the current board size and PASS, as
//     analysis.Pos values, and the colours Black, White, Empty;
//   - control: play(D4), play("D4"), play(Black, D4), undo(), load(file,
//     N), setup(diagram), show() (also show(worms), show(eyes),
//     show(hulls), show(influence)), display(v), moves(), help(),
//     help(name), and lineplot(...) for charts of experiments;
//   - ctx, the running cell's context, for analysis calls.
//
// The names follow the position: after play, undo, load or setup the same
// names describe the new position. Analysis is lazy: before running a cell
// the session looks at the identifiers it uses (and, for functions declared
// earlier, the live names those used) and computes only what they need, so
// worm[D4].Liberties never waits for a dragon or owl stage. The variables
// are interpreter globals that the host assigns, functions come from a
// dot-imported package, and simple lookups such as worm[D4].Liberties are
// answered without the interpreter (Session.fastValue).
//
// # Cells
//
// A cell is any mix of Go statements, expressions and declarations.
// yaegi parses a source either as declarations or as statements, so Eval
// splits a cell at top-level semicolons and evaluates runs of one kind in
// order; repeated imports are skipped and standard packages (fmt,
// strings …) and the analysis packages are imported on first use. The
// value of a final expression statement is the cell's value. A panic, a
// compile error or a cancelled context (Ctrl-C, a Jupyter interrupt) ends
// the cell with an *Error and leaves the session as it was. Cells run the
// Go 1.22 language and standard library that yaegi supports: no min/max
// builtins, no range over functions; a panic in a goroutine started by a
// cell kills the process.
//
// # The kernel seam
//
// NewSession(Options) starts a session; Eval(ctx, src) runs a cell, sending
// stream output and rich displays to Options.Display (a MIME bundle with
// text/plain always present) and returning the cell value as a Bundle in
// Result; IsComplete, Complete and Inspect answer Jupyter's is_complete,
// complete and inspect requests (cursors count Unicode code points). Values
// render richly by implementing SVGer, HTMLer, Markdowner or PNGer;
// Session.richBundle gives analysis values their rich forms: positions,
// eye spaces, dragon sets, hulls, influence maps and eye graphs as SVG
// board diagrams (render_svg.go), the worm and dragon arrays as HTML tables
// (render_html.go). RunTerminal is the terminal loop (chzyer/readline:
// history, completion, multi-line input, Ctrl-C, Ctrl-D) and RunScript
// runs "dragonrepl run" scripts.
//
// The yaegi symbol tables and the documentation used by help() and Inspect
// are generated into internal/symbols by go generate; its tests fail when
// they are stale.
package repl
