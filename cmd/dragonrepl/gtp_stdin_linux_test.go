//go:build linux

package main

import (
	"bufio"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
)

// gtpPipes runs runGTP on two pipes, as a GTP client does, and returns the
// writing end of its input, a reader of its output and runGTP's result.
func gtpPipes(t *testing.T) (*os.File, *bufio.Reader, chan error) {
	t.Helper()
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		err := runGTP(nil, inR, outW, io.Discard)
		outW.Close()
		inR.Close()
		done <- err
	}()
	t.Cleanup(func() { inW.Close(); outR.Close() })
	return inW, bufio.NewReader(outR), done
}

// ask sends one command and reads its answer up to the blank line.
func ask(t *testing.T, w *os.File, r *bufio.Reader, cmd string) string {
	t.Helper()
	if _, err := io.WriteString(w, cmd+"\n"); err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("%q: %v after %q", cmd, err, sb.String())
		}
		if line == "\n" {
			return strings.TrimSuffix(sb.String(), "\n")
		}
		sb.WriteString(line)
	}
}

func waitDone(t *testing.T, done chan error) {
	t.Helper()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("runGTP: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("runGTP did not return")
	}
}

// TestGTPStdinAnswersEveryCommand drives the GTP command one command at a
// time through a pipe (the raw wait of quickStdin), with idle pauses long
// enough for the runtime's preemption signal to interrupt the wait (the
// fallback to the ordinary read), and ends with quit.
func TestGTPStdinAnswersEveryCommand(t *testing.T) {
	w, r, done := gtpPipes(t)
	want := [][2]string{
		{"1 boardsize 9", "=1 "},
		{"2 query_boardsize", "=2 9"},
		{"protocol_version", "= 2"},
		{"3 no_such_command", "?3 unknown command"},
		{"play black C3", "= "},
		{"4 list_stones black", "=4 C3"},
	}
	for i := 0; i < 3; i++ {
		for j, c := range want {
			if i == 1 && j == 2 {
				time.Sleep(100 * time.Millisecond)
			}
			if got := ask(t, w, r, c[0]); got != c[1] {
				t.Fatalf("round %d: %q answered %q, want %q", i, c[0], got, c[1])
			}
		}
		if got := ask(t, w, r, "clear_board"); got != "= " {
			t.Fatalf("clear_board answered %q", got)
		}
	}
	if got := ask(t, w, r, "quit"); got != "= " {
		t.Fatalf("quit answered %q", got)
	}
	waitDone(t, done)
}

// TestGTPStdinEOF: end of input ends the engine without an error, after
// answering the commands before it (several commands in one write, the
// last one without a newline).
func TestGTPStdinEOF(t *testing.T) {
	w, r, done := gtpPipes(t)
	io.WriteString(w, "1 boardsize 7\n2 query_boardsize\n3 name")
	w.Close()
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	if want := "=1 \n\n=2 7\n\n=3 dragonrepl\n\n"; string(out) != want {
		t.Fatalf("output %q, want %q", out, want)
	}
	waitDone(t, done)
}

// TestQuickStdinYields: while quickStdin waits for input, a garbage
// collection and another goroutine still run, even with one P (a raw read
// that ignored the preemption signal would hold them until input arrives),
// and the wait falls back to the ordinary read when the engine stays idle.
func TestQuickStdinYields(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Close()
	defer pw.Close()
	q, ok := newGTPStdin(pr).(*quickStdin)
	if !ok {
		t.Skip("GODEBUG turns asynchronous preemption off: no raw wait")
	}
	type result struct {
		s   string
		err error
	}
	got := make(chan result, 1)
	read := func() {
		buf := make([]byte, 16)
		n, err := q.Read(buf)
		got <- result{string(buf[:n]), err}
	}
	go read()
	time.Sleep(20 * time.Millisecond) // the reader is waiting now
	gcDone := make(chan struct{})
	go func() { runtime.GC(); close(gcDone) }()
	select {
	case <-gcDone:
	case <-time.After(5 * time.Second):
		t.Fatal("a garbage collection waited for input")
	}
	time.Sleep(quickStdinWait + 500*time.Millisecond) // idle: the wait falls back to the ordinary read
	io.WriteString(pw, "quit\n")
	if r := <-got; r.s != "quit\n" || r.err != nil {
		t.Fatalf("Read = %q, %v", r.s, r.err)
	}
	if q.slow != 1 || q.raw != 0 {
		t.Fatalf("after an idle wait: raw %d, slow %d reads; want 0, 1", q.raw, q.slow)
	}
	// Input that arrives quickly is read by the raw wait.
	go read()
	io.WriteString(pw, "x\n")
	if r := <-got; r.s != "x\n" || r.err != nil {
		t.Fatalf("Read = %q, %v", r.s, r.err)
	}
	pw.Close()
	go read()
	if r := <-got; r.s != "" || r.err != io.EOF {
		t.Fatalf("Read at EOF = %q, %v", r.s, r.err)
	}
	if q.raw != 2 || q.slow != 1 {
		t.Fatalf("raw %d, slow %d reads; want 2, 1", q.raw, q.slow)
	}
}

// TestAsyncPreemptOff reads GODEBUG as the runtime does (last setting wins).
func TestAsyncPreemptOff(t *testing.T) {
	for s, want := range map[string]bool{
		"": false, "asyncpreemptoff=1": true, "gctrace=1, asyncpreemptoff=1": true,
		"asyncpreemptoff=1,asyncpreemptoff=0": false, "asyncpreemptoff=0": false,
	} {
		if got := asyncPreemptOff(s); got != want {
			t.Errorf("asyncPreemptOff(%q) = %v", s, got)
		}
	}
}
