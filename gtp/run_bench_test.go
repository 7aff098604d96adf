package gtp

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// benchRun runs b.N copies of the command lines through Engine.Run (the
// GTP loop: line reading, parsing, the handler, the answer's framing) on
// the first perf corpus position, the answers going to io.Discard. The
// reading commands are answered from the reader's cache after the first
// round, so this measures the per-command cost outside reading.
func benchRun(b *testing.B, cmds ...string) {
	e := newTestEngine()
	mustExec(b, e, benchLoads(b)[1])
	var sb strings.Builder
	for i := 0; i < b.N; i++ {
		for _, c := range cmds {
			fmt.Fprintf(&sb, "%d %s\n", i+1, c)
		}
	}
	in := sb.String()
	for _, c := range cmds { // fill the reading cache
		mustExec(b, e, c)
	}
	b.ReportAllocs()
	b.ResetTimer()
	if err := e.Run(strings.NewReader(in), io.Discard); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkRunName: a trivial command through Engine.Run.
func BenchmarkRunName(b *testing.B) { benchRun(b, "name") }

// BenchmarkRunAttack: attack and defend answered from the reading cache.
func BenchmarkRunAttack(b *testing.B) { benchRun(b, "attack Q19", "defend Q19") }
