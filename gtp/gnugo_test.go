package gtp

import (
	"bytes"
	"os"
	"os/exec"
	"testing"
	"time"
)

const gnugoPath = "/usr/games/gnugo"

// requireGNUGo returns the GNU Go binary or skips the test.
func requireGNUGo(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("differential test against gnugo skipped in -short mode")
	}
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skip("gnugo not installed: " + err.Error())
	}
	return gnugoPath
}

// runGNUGo feeds input to a fresh "gnugo --mode gtp --quiet" and returns
// its standard output.
func runGNUGo(t testing.TB, gnugo string, input []byte) string {
	t.Helper()
	cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet")
	cmd.Stdin = bytes.NewReader(input)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Run(); err != nil {
		t.Fatalf("gnugo: %v", err)
	}
	return out.String()
}
