//go:build linux

package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestQuickStdoutPipe: a short answer goes through one raw write; an
// answer larger than the pipe (64KB) fills it with the raw write and
// finishes with the ordinary write once the reader drains the pipe; the
// reader gets every byte in order.
func TestQuickStdoutPipe(t *testing.T) {
	pr, q := quickPipe(t)
	if n, err := q.Write([]byte("=1 \n\n")); n != 5 || err != nil {
		t.Fatalf("Write = %d, %v", n, err)
	}
	buf := make([]byte, 16)
	if n, err := pr.Read(buf); string(buf[:n]) != "=1 \n\n" || err != nil {
		t.Fatalf("read %q, %v", buf[:n], err)
	}
	if q.raw != 1 || q.slow != 0 || q.off {
		t.Fatalf("short answer: raw %d, slow %d, off %v; want 1, 0, false", q.raw, q.slow, q.off)
	}
	// Whether the large answer meets a full pipe (EAGAIN, then the
	// ordinary write) depends on scheduling: the reader drains only once
	// the pipe is full, but a writer thread descheduled between two raw
	// writes finds the pipe drained again and finishes raw (seen in CI
	// under load: raw 2, slow 0). Every attempt must deliver the answer
	// intact; one of five must take the ordinary write.
	for try := 1; ; try++ {
		raw, slow := largeAnswerThroughPipe(t)
		if raw+slow != 1 {
			t.Fatalf("large answer counted as raw %d, slow %d; want one write", raw, slow)
		}
		if slow == 1 {
			break
		}
		if try == 5 {
			t.Fatalf("large answer: raw writes finished alone in %d attempts; want the ordinary write to take over at a full pipe", try)
		}
	}
}

// quickPipe returns a pipe's read end and the quickStdout writing to its
// write end (both closed at the test's end); it skips the test where
// there is no raw writer.
func quickPipe(t *testing.T) (*os.File, *quickStdout) {
	t.Helper()
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pr.Close(); pw.Close() })
	q, ok := newGTPStdout(pw).(*quickStdout)
	if !ok {
		t.Skip("no raw writer on this architecture")
	}
	return pr, q
}

// largeAnswerThroughPipe writes a 200KB answer to a fresh pipe whose
// reader starts draining once the pipe is full, checks that the reader
// gets every byte in order and that the raw writes stay on, and returns
// the answer's raw and slow counts.
func largeAnswerThroughPipe(t *testing.T) (raw, slow int) {
	t.Helper()
	pr, q := quickPipe(t)
	big := bytes.Repeat([]byte("0123456789abcdef"), 200000/16)
	capacity, err := unix.FcntlInt(pr.Fd(), unix.F_GETPIPE_SZ, 0)
	if err != nil {
		t.Skipf("pipe capacity: %v", err)
	}
	got := make(chan []byte, 1)
	go func() {
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) {
			// TIOCINQ is FIONREAD: the bytes waiting in the pipe.
			if n, err := unix.IoctlGetInt(int(pr.Fd()), unix.TIOCINQ); err != nil || n >= capacity {
				break
			}
			time.Sleep(time.Millisecond)
		}
		b, _ := io.ReadAll(io.LimitReader(pr, int64(len(big))))
		got <- b
	}()
	if n, err := q.Write(big); n != len(big) || err != nil {
		t.Fatalf("Write(%d bytes) = %d, %v", len(big), n, err)
	}
	if b := <-got; !bytes.Equal(b, big) {
		t.Fatalf("the reader got %d bytes, not the %d written", len(b), len(big))
	}
	if q.off {
		t.Fatal("large answer turned the raw writes off")
	}
	return q.raw, q.slow
}

// TestQuickStdoutFile: answers written to a regular file (raw writes or,
// where the file system lacks RWF_NOWAIT, the ordinary write) land in
// order at the file position.
func TestQuickStdoutFile(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := newGTPStdout(f)
	want := ""
	for _, a := range []string{"= dragonrepl\n\n", "=2 7\n\n", "?3 unknown command\n\n"} {
		if _, err := io.WriteString(w, a); err != nil {
			t.Fatal(err)
		}
		want += a
	}
	b, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != want {
		t.Fatalf("file holds %q, want %q", b, want)
	}
}
