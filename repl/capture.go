package repl

import (
	"io"
	"os"
	"sync"
)

// captureStdFiles redirects the process's os.Stdout and os.Stderr to the
// session's Display while a cell runs, so that cells writing to them
// directly (fmt.Fprintln(os.Stderr, …)) reach the Jupyter frontend too;
// yaegi's own fmt.Print… already go through Options.Stdout. It swaps
// process-wide variables, so only one session per process should use it
// (Options.CaptureStdFiles). The returned function restores the files and
// waits until the copied output is delivered.
func (s *Session) captureStdFiles() (restore func()) {
	oldOut, oldErr := os.Stdout, os.Stderr
	rOut, wOut, err1 := os.Pipe()
	rErr, wErr, err2 := os.Pipe()
	if err1 != nil || err2 != nil {
		for _, f := range []*os.File{rOut, wOut, rErr, wErr} {
			if f != nil {
				f.Close()
			}
		}
		return func() {}
	}
	var wg sync.WaitGroup
	pump := func(r *os.File, name string) {
		defer wg.Done()
		buf := make([]byte, 32*1024)
		for {
			n, err := r.Read(buf)
			if n > 0 {
				s.display.Stream(name, string(buf[:n]))
			}
			if err != nil {
				if err != io.EOF {
					s.display.Stream("stderr", "repl: output capture: "+err.Error()+"\n")
				}
				r.Close()
				return
			}
		}
	}
	wg.Add(2)
	go pump(rOut, "stdout")
	go pump(rErr, "stderr")
	os.Stdout, os.Stderr = wOut, wErr
	return func() {
		os.Stdout, os.Stderr = oldOut, oldErr
		wOut.Close()
		wErr.Close()
		wg.Wait()
	}
}

// lockedDisplay serializes the calls of a Display that output capture
// makes from several goroutines.
type lockedDisplay struct {
	mu sync.Mutex
	d  Display
}

func (l *lockedDisplay) Stream(name, text string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.d.Stream(name, text)
}

func (l *lockedDisplay) Display(b Bundle) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.d.Display(b)
}
