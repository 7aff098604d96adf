package gtp

import (
	"strings"
	"testing"
)

// TestLookupRecentCommands: the commands lookup remembers answer as the
// table does, also after a command is registered again (the remembered
// handler is dropped) and when more commands than it remembers alternate;
// the reused argument slice gives each command its own arguments.
func TestLookupRecentCommands(t *testing.T) {
	e := newTestEngine()
	for _, c := range [][2]string{
		{"boardsize 5", ""}, {"play black B2", ""}, {"name", "dragonrepl"},
		{"countlib B2", "4"}, {"protocol_version", "2"}, {"query_boardsize", "5"},
		{"known_command countlib", "true"}, {"name", "dragonrepl"}, {"countlib B2", "4"},
		{"list_stones black", "B2"}, {"play white B3", ""}, {"countlib B2", "3"},
		{"no_such_command x y", "unknown command"},
	} {
		if got, _ := e.Execute(c[0]); got != c[1] {
			t.Fatalf("%q answered %q, want %q", c[0], got, c[1])
		}
	}
	e.register("name", func(*Engine, []string) (string, error) { return "renamed", nil })
	if got, _ := e.Execute("name"); got != "renamed" {
		t.Fatalf("name after register answered %q", got)
	}
	// Many arguments, then fewer: no argument of the longer line is left.
	e.register("argn", func(_ *Engine, args []string) (string, error) { return strings.Join(args, ","), nil })
	for _, c := range [][2]string{{"argn a b c d e f g h", "a,b,c,d,e,f,g,h"}, {"argn x", "x"}, {"argn", ""}} {
		if got, _ := e.Execute(c[0]); got != c[1] {
			t.Fatalf("%q answered %q, want %q", c[0], got, c[1])
		}
	}
}

// TestTacticsBoardFollowsPosition: the reading board kept between
// commands is made again after every change of the position and after
// clear_cache, so attack and defend always read the current position.
func TestTacticsBoardFollowsPosition(t *testing.T) {
	e := newTestEngine()
	for _, c := range [][2]string{
		{"boardsize 7", ""},
		{"play white C3", ""}, {"play black C2", ""}, {"play black B3", ""}, {"play black D3", ""},
		{"attack C3", "1 C4"}, {"defend C3", "1 C4"},
		{"play black C4", ""}, {"attack B3", "0"},
		{"undo", ""}, {"attack C3", "1 C4"},
		{"clear_cache", ""}, {"attack C3", "1 C4"},
		{"trymove black C4", ""}, {"attack D3", "0"}, {"popgo", ""},
		{"play white C4", ""}, {"attack C3", "0"},
	} {
		if got, _ := e.Execute(c[0]); got != c[1] {
			t.Fatalf("%q answered %q, want %q", c[0], got, c[1])
		}
	}
}
