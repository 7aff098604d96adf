package gtp

// registerWormCommands registers the worm, dragon and reading commands
// (worm_data, attack, defend, ...). Owner: helper WORMS, who fills it in.
func registerWormCommands(e *Engine) {}
