//go:build linux

package repl

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// TestMain doubles as the child process of TestInteractive: with
// DRAGONREPL_PTY_CHILD set, the test binary runs the interactive REPL on
// its standard streams (a pseudo-terminal) on an empty 9×9 board.
func TestMain(m *testing.M) {
	if os.Getenv("DRAGONREPL_PTY_CHILD") == "1" {
		os.Exit(ptyChild())
	}
	os.Exit(m.Run())
}

func ptyChild() int {
	empty, _ := analysis.EmptyPosition(9)
	s, err := NewSession(Options{Display: TextDisplay{Out: os.Stdout, Err: os.Stderr}, Position: &empty})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	err = s.RunTerminal(TerminalOptions{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Interactive: true,
		HistoryFile: os.Getenv("DRAGONREPL_HISTORY"), CatchInterrupt: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// openPTY opens a pseudo-terminal pair through /dev/ptmx.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals: %v", err)
	}
	var unlock int32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Skipf("unlockpt: %v", e)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Skipf("ptsname: %v", e)
	}
	// readline completes only with a known terminal width.
	ws := struct{ rows, cols, x, y uint16 }{24, 100, 0, 0}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		t.Skipf("set window size: %v", e)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("open slave: %v", err)
	}
	return m, s
}

// ptyTerm reads everything the child writes to the terminal.
type ptyTerm struct {
	t      *testing.T
	master *os.File
	mu     sync.Mutex
	out    bytes.Buffer
	mark   int // expect searches after this offset
}

func (p *ptyTerm) send(s string) {
	if _, err := p.master.WriteString(s); err != nil {
		p.t.Fatal(err)
	}
}

// expect waits until want appears after the previous match.
func (p *ptyTerm) expect(want string) {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		p.mu.Lock()
		k := strings.Index(p.out.String()[p.mark:], want)
		if k >= 0 {
			p.mark += k + len(want)
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		time.Sleep(5 * time.Millisecond)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.t.Fatalf("timed out waiting for %q; terminal output after the last match:\n%q", want, p.out.String()[p.mark:])
}

// TestInteractive drives the line editor through a pseudo-terminal:
// completion, multi-line input, history, Ctrl-C on input and on a running
// cell, Ctrl-D.
func TestInteractive(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a subprocess")
	}
	master, slave := openPTY(t)
	defer master.Close()
	hist := filepath.Join(t.TempDir(), "history")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "DRAGONREPL_PTY_CHILD=1", "DRAGONREPL_HISTORY="+hist, "TERM=xterm")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	slave.Close()
	p := &ptyTerm{t: t, master: master}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			p.mu.Lock()
			p.out.Write(buf[:n])
			p.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	defer func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	}()
	p.expect(Prompt)
	t.Logf("first prompt after %v (test binary start included)", time.Since(start))

	// Completion of a field after an index expression.
	p.send("play(D4)\r")
	p.expect("9 . . . . . . . . . 9")
	p.expect(Prompt)
	p.send("worm[D4].Libe\t")
	p.expect("Liberties")
	p.send(" * 1000\r")
	p.expect("4000")
	p.expect(Prompt)

	// A multi-line cell.
	p.send("for i := 1; i <= 2; i++ {\r")
	p.expect(MorePrompt)
	p.send("fmt.Println(i * 111)\r")
	p.expect(MorePrompt)
	p.send("}\r")
	p.expect("111")
	p.expect("222")
	p.expect(Prompt)

	// History: Up recalls the previous line.
	p.send("6 * 7\r")
	p.expect("42")
	p.expect(Prompt)
	p.send("\x1b[A\r")
	p.expect("42")
	p.expect(Prompt)

	// Ctrl-C drops the line being typed.
	p.send("this is not Go\x03")
	p.expect("^C")
	p.send("5 * 5\r")
	p.expect("25")
	p.expect(Prompt)

	// Ctrl-C stops a running cell; the session goes on.
	p.send("n := 0\r")
	p.expect(Prompt)
	p.send("for { n++ }\r")
	time.Sleep(300 * time.Millisecond)
	p.send("\x03")
	p.expect("interrupted")
	p.expect(Prompt)
	p.send("n > 0\r")
	p.expect("true")
	p.expect(Prompt)

	// Ctrl-D leaves.
	p.send("\x04")
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			p.mu.Lock()
			t.Errorf("REPL exit: %v; terminal output:\n%s", err, p.out.String())
			p.mu.Unlock()
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the REPL did not exit on Ctrl-D")
	}
	data, err := os.ReadFile(hist)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "6 * 7") {
		t.Errorf("history file %q lacks the cells typed", data)
	}
}
