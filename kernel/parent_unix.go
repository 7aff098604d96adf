//go:build unix

package kernel

import (
	"context"
	"os"
	"strconv"
	"syscall"
	"time"
)

// WatchParent calls onExit once the process that started the kernel has
// died, like ipykernel's parent poller: it polls every interval until ctx is
// done. The parent is the pid in JPY_PARENT_PID (set by jupyter_client) when
// it is a valid pid, else the parent pid at the time of the call. A change
// of getppid() (re-parenting to init or a subreaper) also counts as death.
func WatchParent(ctx context.Context, interval time.Duration, onExit func()) {
	ppid := os.Getppid()
	jpy, _ := strconv.Atoi(os.Getenv("JPY_PARENT_PID"))
	if ppid <= 1 && jpy <= 1 {
		return // already orphaned at start, or started by init: nothing to watch
	}
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			if parentGone(ppid, jpy) {
				onExit()
				return
			}
		}
	}()
}

func parentGone(ppid, jpy int) bool {
	if ppid > 1 && os.Getppid() != ppid {
		return true
	}
	if jpy > 1 {
		if err := syscall.Kill(jpy, 0); err == syscall.ESRCH {
			return true
		}
	}
	return false
}
