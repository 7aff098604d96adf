package gtp

// registerSemeaiCommands adds the semeai commands (filled in by the semeai work).
func registerSemeaiCommands(e *Engine) {}
