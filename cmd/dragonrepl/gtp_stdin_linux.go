//go:build linux

package main

import (
	"io"
	"os"
	"runtime"
	"strings"
	"syscall"
	"time"
	"unsafe"
)

// quickStdin is the GTP engine's standard input on Linux. GTP clients send
// one short command, wait for the answer, then send the next one, so the
// engine spends most of its life waiting for input. An ordinary blocking
// read(2) is a Go system call: the runtime's sysmon thread wakes every 20us
// while it lasts and may hand the P to another thread, and the goroutine has
// to get a P back when the read returns. Those wake-ups cost 8-13us of CPU
// per command, several times the 3-4us GNU Go spends on a trivial command
// (measured with /proc/PID/task/*/schedstat around each command, as
// /work/shared/perf/gnugo_bench.py does).
//
// quickStdin therefore waits for input with a raw ppoll(2) (RawSyscall: the
// goroutine keeps its P and the runtime sees no system call) and reads the
// ready bytes with a raw read(2), which then does not block. A raw wait must
// not last long: the runtime cannot stop the goroutine while it waits, so a
// garbage collection or another goroutine would wait for it. It does not
// last: the runtime's preemption signal (sent when a goroutine has held its P
// for 10ms, and at once when the collector needs to stop it) interrupts
// ppoll with EINTR; quickStdin then yields (runtime.Gosched, which lets the
// collector and other goroutines run) and waits again, and once it has
// waited quickStdinWait it falls back to the ordinary blocking read of the
// *os.File. An engine left idle thus goes back to the ordinary read after
// about half a second, and costs no CPU while idle.
//
// The raw wait lasts that long because going back to the ordinary read is
// not free either: the read gives the P away, so the sysmon thread sleeps
// deeply until the read returns, and it then restarts polling every 20us
// for a millisecond or more. A client that runs two engines in turn, as
// /work/shared/perf/gnugo_bench.py --vs does position by position, left
// each engine idle for tens of milliseconds: with a fallback after three
// interrupted waits (~30ms), sysmon's restarts cost 15% of the engine's CPU
// on the bench's tactical commands. Until the fallback, the raw wait costs
// about 5ms of CPU a second (sysmon's 10ms ticks and the preemption signal
// every 20ms).
//
// Without asynchronous preemption (GODEBUG=asyncpreemptoff=1) nothing would
// interrupt the raw wait, so newGTPStdin keeps the plain *os.File then.
type quickStdin struct {
	f  *os.File
	fd int
	// raw and slow count the reads served by the raw wait and by the
	// ordinary read (for tests).
	raw, slow int
}

// quickStdinWait is how long Read keeps waiting with raw waits (each ended
// by input or by a signal) before it falls back to the ordinary blocking
// read.
const quickStdinWait = 500 * time.Millisecond

// pollFd is struct pollfd of poll(2).
type pollFd struct {
	fd      int32
	events  int16
	revents int16
}

const pollIn = 0x1 // POLLIN

// newGTPStdin returns the reader the GTP engine should read r through: a
// *quickStdin when r is an *os.File and asynchronous preemption is on,
// otherwise r itself.
func newGTPStdin(r io.Reader) io.Reader {
	f, ok := r.(*os.File)
	if !ok || asyncPreemptOff(os.Getenv("GODEBUG")) {
		return r
	}
	sc, err := f.SyscallConn()
	if err != nil {
		return r
	}
	fd := -1
	if err := sc.Control(func(u uintptr) { fd = int(u) }); err != nil || fd < 0 {
		return r
	}
	return &quickStdin{f: f, fd: fd}
}

// asyncPreemptOff reports whether a GODEBUG value turns asynchronous
// preemption off (the last asyncpreemptoff setting wins, as in the runtime).
func asyncPreemptOff(godebug string) bool {
	off := false
	for _, kv := range strings.Split(godebug, ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(kv), "asyncpreemptoff="); ok {
			off = v == "1"
		}
	}
	return off
}

// Read waits for input without a Go system call (see quickStdin) and falls
// back to the file's ordinary Read after quickStdinWait of interrupted waits
// or on any unexpected error (which the ordinary read then reports).
func (q *quickStdin) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	var start time.Time // set at the first interrupted wait
	for {
		pfd := pollFd{fd: int32(q.fd), events: pollIn}
		n, _, e := syscall.RawSyscall6(syscall.SYS_PPOLL, uintptr(unsafe.Pointer(&pfd)), 1, 0, 0, 0, 0)
		if e == syscall.EINTR {
			if start.IsZero() {
				start = time.Now()
			} else if time.Since(start) >= quickStdinWait {
				break
			}
			runtime.Gosched()
			continue
		}
		if e != 0 || n != 1 {
			break
		}
		m, _, e := syscall.RawSyscall(syscall.SYS_READ, uintptr(q.fd), uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
		if e != 0 {
			break // e.g. EAGAIN on a non-blocking descriptor: the ordinary read decides
		}
		q.raw++
		if m == 0 {
			return 0, io.EOF
		}
		return int(m), nil
	}
	q.slow++
	return q.f.Read(p)
}
