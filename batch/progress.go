package batch

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
)

// progress is a progress bar on a terminal, or nothing.
type progress struct {
	bar *progressbar.ProgressBar
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f == nil {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func newProgress(w io.Writer, total int) *progress {
	if !isTerminal(w) || total == 0 {
		return &progress{}
	}
	bar := progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("positions"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("pos"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionShowElapsedTimeOnFinish(),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetWidth(30),
		progressbar.OptionOnCompletion(func() { io.WriteString(w, "\n") }),
	)
	return &progress{bar: bar}
}

func (p *progress) add() {
	if p.bar != nil {
		p.bar.Add(1)
	}
}

func (p *progress) finish() {
	if p.bar != nil && !p.bar.IsFinished() {
		p.bar.Exit()
	}
}
