package gtp

// registerOwlCommands adds the owl commands (filled in by the owl work).
func registerOwlCommands(e *Engine) {}
