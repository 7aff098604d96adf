package gtp

import (
	"strconv"
	"strings"
)

// registerBoardCommands registers the protocol and board commands.
func registerBoardCommands(e *Engine) {
	e.register("protocol_version", func(e *Engine, _ []string) (string, error) { return "2", nil })
	e.register("name", func(e *Engine, _ []string) (string, error) { return "dragonrepl", nil })
	e.register("version", func(e *Engine, _ []string) (string, error) { return e.version, nil })
	e.register("quit", func(e *Engine, _ []string) (string, error) { return "", errQuit })
	e.register("known_command", func(e *Engine, args []string) (string, error) {
		if len(args) > 0 {
			if _, ok := e.commands[args[0]]; ok {
				return "true", nil
			}
		}
		return "false", nil
	})
	e.register("list_commands", func(e *Engine, _ []string) (string, error) {
		return strings.Join(e.commandNames(), "\n"), nil
	})
	_ = strconv.Itoa
}
