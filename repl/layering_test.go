package repl

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLayering enforces analysis ← repl ← kernel: the REPL never imports
// the kernel, the GTP engine or ZeroMQ.
func TestLayering(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not found: cannot list dependencies")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list failed: %v", err)
	}
	const mod = "github.com/dragonrepl/dragonrepl/"
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, mod+"kernel") || strings.HasPrefix(dep, mod+"gtp") ||
			strings.HasPrefix(dep, mod+"cmd") || strings.Contains(dep, "zmq4") {
			t.Errorf("repl depends on %s", dep)
		}
	}
}
