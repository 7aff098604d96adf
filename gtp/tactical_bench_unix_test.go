//go:build unix

package gtp

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// BenchmarkTacticalInProcess is the perf bench's tactical task in process:
// for each of the fifteen bench positions, load it and clear the cache
// (untimed), then attack and defend every worm's first stone. It reports
// reading nodes per CPU-second (of the whole process, from getrusage,
// around each command) without the pipe. THRASH_KB=N writes over an N KB
// buffer before each command (untimed), as the bench's client does to the
// caches between two commands: on the session-16 machine (AMD EPYC, 1 MB
// L2 a core) 1-4 MB raised the CPU per command from ~12.2 to ~14.6 us.
func BenchmarkTacticalInProcess(b *testing.B) {
	e := newTestEngine()
	type pos struct {
		load  string
		items []string
	}
	var ps []pos
	for _, load := range benchLoads(b) {
		mustExec(b, e, load)
		var items []string
		for _, l := range strings.Split(mustExec(b, e, "worm_stones"), "\n") {
			if f := strings.Fields(l); len(f) > 0 {
				items = append(items, "attack "+f[0], "defend "+f[0])
			}
		}
		ps = append(ps, pos{load, items})
	}
	nodes, cmds := 0, 0
	var cpu time.Duration
	var thrash []byte
	if n, _ := strconv.Atoi(os.Getenv("THRASH_KB")); n > 0 {
		thrash = make([]byte, n<<10)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			b.StopTimer()
			mustExec(b, e, p.load)
			mustExec(b, e, "clear_cache")
			mustExec(b, e, "reset_reading_node_counter")
			b.StartTimer()
			for _, c := range p.items {
				if thrash != nil {
					for k := 0; k < len(thrash); k += 64 {
						thrash[k]++
					}
				}
				c0 := processCPU()
				e.Execute(c)
				cpu += processCPU() - c0
			}
			cmds += len(p.items)
			b.StopTimer()
			var n int
			fmt.Sscan(mustExec(b, e, "get_reading_node_counter"), &n)
			nodes += n
			b.StartTimer()
		}
	}
	b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(cmds), "cpu-ns/cmd")
}

// processCPU returns the CPU time of the process (all threads).
func processCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
