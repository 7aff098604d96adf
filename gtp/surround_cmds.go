package gtp

// registerSurroundCommands adds the surround commands (filled in by the surround work).
func registerSurroundCommands(e *Engine) {}
