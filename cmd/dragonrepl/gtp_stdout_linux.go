//go:build linux

package main

import (
	"io"
	"os"
	"syscall"
	"unsafe"
)

// quickStdout is the GTP engine's standard output on Linux. It writes each
// answer with a raw pwritev2(2) with the flag RWF_NOWAIT: one system call
// that the Go runtime does not see and that never blocks (on a full pipe it
// writes what fits, or fails with EAGAIN).
//
// An ordinary write of the *os.File is a Go system call. When the engine and
// its client share a CPU, the write wakes the client, which often runs at
// once, while the engine's thread is still inside the call. With one P
// (GOMAXPROCS is the number of CPUs the process may use: 1 under taskset
// -c N) the runtime's sysmon thread then takes the P away after 20us in the
// call and goes back to polling every 20us, and the engine's goroutine must
// get a P back (often on another thread) when the write returns. On the
// tactical commands of ../shared/perf/gnugo_bench.py, pinned, the raw
// write made the engine's CPU per command about 4% smaller.
//
// A raw system call keeps the goroutine's P for its whole duration, which
// is only acceptable because RWF_NOWAIT never lets it block.
//
// Whatever a raw write does not take (a full pipe, any error) goes through
// the file's ordinary Write, which blocks in the runtime's usual way and
// reports errors (a broken pipe on standard output still ends the program
// with SIGPIPE there). A file that does not support RWF_NOWAIT (a terminal,
// an older kernel) turns the raw writes off.
type quickStdout struct {
	f   *os.File
	fd  int
	off bool // pwritev2 with RWF_NOWAIT is not supported for this file
	// raw and slow count the writes done entirely by pwritev2 and those
	// finished by the ordinary write (for tests).
	raw, slow int
}

// rwfNowait is RWF_NOWAIT of pwritev2(2).
const rwfNowait = 0x8

// newGTPStdout returns the writer the GTP engine should write w through: a
// *quickStdout when w is an *os.File and sysPwritev2 is known for this
// architecture, otherwise w itself.
func newGTPStdout(w io.Writer) io.Writer {
	f, ok := w.(*os.File)
	if !ok || sysPwritev2 == 0 {
		return w
	}
	sc, err := f.SyscallConn()
	if err != nil {
		return w
	}
	fd := -1
	if err := sc.Control(func(u uintptr) { fd = int(u) }); err != nil || fd < 0 {
		return w
	}
	return &quickStdout{f: f, fd: fd}
}

// Write writes p with raw non-blocking writes and hands what is left, if
// anything, to the file's ordinary Write.
func (q *quickStdout) Write(p []byte) (int, error) {
	done := 0
	for !q.off && done < len(p) {
		iov := syscall.Iovec{Base: &p[done]}
		iov.SetLen(len(p) - done)
		// pwritev2(fd, iov, 1, offset -1 (the file position), flags); the
		// offset's high half is ignored on 64-bit systems.
		n, _, e := syscall.RawSyscall6(sysPwritev2, uintptr(q.fd), uintptr(unsafe.Pointer(&iov)), 1,
			^uintptr(0), ^uintptr(0), rwfNowait)
		if e == syscall.EINTR {
			continue
		}
		if e == syscall.EOPNOTSUPP || e == syscall.EINVAL || e == syscall.ENOSYS || e == syscall.ESPIPE ||
			e == syscall.EPERM || e == syscall.EBADF {
			// Not for this file (or not allowed): the ordinary write
			// from now on, which reports any real error itself.
			q.off = true
		}
		if e != 0 || n == 0 {
			break
		}
		done += int(n)
	}
	if done == len(p) {
		q.raw++
		return done, nil
	}
	q.slow++
	n, err := q.f.Write(p[done:])
	return done + n, err
}
