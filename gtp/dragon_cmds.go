package gtp

// registerDragonCommands adds the dragon commands (filled in by the dragon work).
func registerDragonCommands(e *Engine) {}
