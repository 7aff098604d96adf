package kernel

import (
	"sync"
	"time"
	"unicode/utf8"
)

// maxStreamChunk is the buffered text size at which a stream message is sent
// without waiting for the flush interval.
const maxStreamChunk = 64 << 10

// cellOutput publishes the iopub side effects of one cell. Printed text is
// coalesced into stream messages: it is buffered and sent when the flush
// interval elapses, when the buffer is large, when the other stream is
// written, before a display_data and at the end of the cell (ipykernel does
// the same with a 0.2 s interval). All publishing for the cell goes through
// mu, so the order on the page is the order of the calls.
type cellOutput struct {
	k        *Kernel
	parent   *Message
	silent   bool
	interval time.Duration

	mu    sync.Mutex
	name  string // stream of buf: "stdout" or "stderr"
	buf   []byte
	timer *time.Timer
}

func newCellOutput(k *Kernel, parent *Message, silent bool) *cellOutput {
	return &cellOutput{k: k, parent: parent, silent: silent, interval: k.opts.FlushInterval}
}

// streamWriter is the io.Writer of one stream of a cell.
type streamWriter struct {
	c    *cellOutput
	name string
}

func (w streamWriter) Write(p []byte) (int, error) {
	w.c.write(w.name, p)
	return len(p), nil
}

func (c *cellOutput) output() Output {
	return Output{
		Stdout:  streamWriter{c, "stdout"},
		Stderr:  streamWriter{c, "stderr"},
		Display: c.display,
	}
}

func (c *cellOutput) write(name string, p []byte) {
	if len(p) == 0 || c.silent {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.name != name && len(c.buf) > 0 {
		c.flushLocked(true)
	}
	c.name = name
	c.buf = append(c.buf, p...)
	if len(c.buf) >= maxStreamChunk {
		c.flushLocked(false)
	}
	if len(c.buf) > 0 && c.timer == nil {
		c.timer = time.AfterFunc(c.interval, c.timedFlush)
	}
}

func (c *cellOutput) timedFlush() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.timer = nil
	c.flushLocked(false)
	if len(c.buf) > 0 { // an incomplete rune is left; send it later
		c.timer = time.AfterFunc(c.interval, c.timedFlush)
	}
}

// flushLocked publishes the buffered text. Unless all is set, an incomplete
// UTF-8 sequence at the end stays in the buffer for the next write.
func (c *cellOutput) flushLocked(all bool) {
	n := len(c.buf)
	if !all {
		n = completeUTF8(c.buf)
	}
	if n == 0 {
		return
	}
	c.k.publish(c.parent, "stream", map[string]any{"name": c.name, "text": string(c.buf[:n])})
	c.buf = append(c.buf[:0], c.buf[n:]...)
	if len(c.buf) == 0 && c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
}

// completeUTF8 returns the length of the longest prefix of b that does not
// end inside a multi-byte UTF-8 sequence.
func completeUTF8(b []byte) int {
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if utf8.FullRune(b[i:]) {
				return len(b)
			}
			return i
		}
	}
	return len(b)
}

// flush publishes all buffered text.
func (c *cellOutput) flush() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.flushLocked(true)
}

// display publishes a display_data after the pending text.
func (c *cellOutput) display(data Bundle) {
	if c.silent {
		return
	}
	c.emit("display_data", map[string]any{"data": normalizeBundle(data), "metadata": map[string]any{}, "transient": map[string]any{}})
}

// emit publishes one message of the cell after the pending text.
func (c *cellOutput) emit(msgType string, content any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.flushLocked(true)
	c.k.publish(c.parent, msgType, content)
}

// normalizeBundle makes sure text/plain is present.
func normalizeBundle(b Bundle) Bundle {
	if b == nil {
		return Bundle{"text/plain": ""}
	}
	if _, ok := b["text/plain"]; ok {
		return b
	}
	out := make(Bundle, len(b)+1)
	for k, v := range b {
		out[k] = v
	}
	out["text/plain"] = ""
	return out
}
