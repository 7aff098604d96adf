package gtp

import (
	"strconv"
	"testing"
)

// TestReadingNodeCounterPersists checks that the reading node counter, as
// in GNU Go, is only reset by reset_reading_node_counter: trial moves,
// game moves, clear_board and boardsize keep it.
func TestReadingNodeCounterPersists(t *testing.T) {
	e := newTestEngine()
	run := func(cmd string) string {
		t.Helper()
		ans, ok := e.Execute(cmd)
		if !ok {
			t.Fatalf("%s: %s", cmd, ans)
		}
		return ans
	}
	counter := func() int {
		t.Helper()
		n, err := strconv.Atoi(run("get_reading_node_counter"))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	for _, c := range []string{"boardsize 9", "clear_board", "play black E5", "play white E6",
		"play black D6", "play black F6", "reset_reading_node_counter"} {
		run(c)
	}
	if n := counter(); n != 0 {
		t.Fatalf("counter after reset = %d", n)
	}
	if got := run("attack E6"); got != "1 E7" {
		t.Fatalf("attack E6 = %q, want 1 E7", got)
	}
	n := counter()
	if n == 0 {
		t.Fatal("attack E6 counted no nodes")
	}
	for _, c := range []string{"trymove black A1", "popgo", "play white A1", "increase_depths", "clear_board", "boardsize 9"} {
		run(c)
		if m := counter(); m != n {
			t.Fatalf("after %s the counter is %d, want %d", c, m, n)
		}
	}
	run("reset_reading_node_counter")
	if m := counter(); m != 0 {
		t.Fatalf("counter after reset = %d", m)
	}
}
