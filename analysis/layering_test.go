package analysis

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLayering enforces the dependency direction analysis ← repl ← kernel ←
// cmd: analysis imports nothing of the module outside analysis/, and no
// REPL, terminal or ZeroMQ library.
func TestLayering(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not found: cannot list dependencies")
	}
	out, err := exec.Command("go", "list", "-deps", "./...").Output()
	if err != nil {
		t.Skipf("go list failed: %v", err)
	}
	const mod = "github.com/dragonrepl/dragonrepl/"
	for _, dep := range strings.Fields(string(out)) {
		switch {
		case strings.HasPrefix(dep, mod) && !strings.HasPrefix(dep, mod+"analysis"):
			t.Errorf("analysis depends on %s", dep)
		case strings.Contains(dep, "yaegi"), strings.Contains(dep, "readline"), strings.Contains(dep, "zmq4"):
			t.Errorf("analysis depends on %s", dep)
		}
	}
}
