package gtp

// registerInfluenceCommands adds the influence commands (filled in by the influence work).
func registerInfluenceCommands(e *Engine) {}
