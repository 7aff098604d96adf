package gtp

// registerGoguiCommands adds the GoGui analyze commands and the JSON export
// extension commands (filled in by the issue 10 work).
func registerGoguiCommands(e *Engine) {}
