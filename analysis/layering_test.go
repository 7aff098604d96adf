package analysis

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLayering enforces the dependency direction analysis ← repl ← kernel ←
// cmd for the whole module: analysis imports nothing of the module outside
// analysis/ and no REPL, terminal or ZeroMQ library; repl never imports the
// kernel, the GTP engine, the command or ZeroMQ.
func TestLayering(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not found: cannot list dependencies")
	}
	const mod = "github.com/dragonrepl/dragonrepl/"
	rules := []struct {
		pkg       string
		forbidden []string
		allowMod  string // the only module packages allowed ("" = any)
	}{
		{pkg: "./...", forbidden: []string{"yaegi", "readline", "zmq4"}, allowMod: mod + "analysis"},
		{pkg: "../repl/...", forbidden: []string{mod + "kernel", mod + "gtp", mod + "cmd", "zmq4"}},
	}
	for _, rule := range rules {
		out, err := exec.Command("go", "list", "-deps", rule.pkg).Output()
		if err != nil {
			t.Skipf("go list %s failed: %v", rule.pkg, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if rule.allowMod != "" && strings.HasPrefix(dep, mod) && !strings.HasPrefix(dep, rule.allowMod) {
				t.Errorf("%s depends on %s", rule.pkg, dep)
			}
			for _, f := range rule.forbidden {
				if strings.Contains(dep, f) {
					t.Errorf("%s depends on %s", rule.pkg, dep)
				}
			}
		}
	}
}
