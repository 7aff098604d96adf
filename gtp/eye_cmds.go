package gtp

// registerEyeCommands registers the eye commands (eval_eye, eye_data,
// half_eye_data, ...). Owner: helper EYES, who fills it in.
func registerEyeCommands(e *Engine) {}
