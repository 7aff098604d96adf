package gtp

// registerConnectCommands adds the connect commands (filled in by the connect work).
func registerConnectCommands(e *Engine) {}
