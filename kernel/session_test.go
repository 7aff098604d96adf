package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dragonrepl/dragonrepl/repl"
)

// recorder is an Output that records what a cell produced.
type recorder struct {
	mu       sync.Mutex
	stdout   strings.Builder
	stderr   strings.Builder
	displays []Bundle
}

type recWriter struct {
	r *recorder
	b *strings.Builder
}

func (w recWriter) Write(p []byte) (int, error) {
	w.r.mu.Lock()
	defer w.r.mu.Unlock()
	return w.b.Write(p)
}

func (r *recorder) output() Output {
	return Output{
		Stdout: recWriter{r, &r.stdout},
		Stderr: recWriter{r, &r.stderr},
		Display: func(b Bundle) {
			r.mu.Lock()
			r.displays = append(r.displays, b)
			r.mu.Unlock()
		},
	}
}

func TestSessionEvaluator(t *testing.T) {
	ev, err := NewSessionEvaluator(repl.Options{CaptureStdFiles: true})
	require.NoError(t, err)
	ctx := context.Background()

	var r recorder
	b, err := ev.Execute(ctx, "6*7", r.output())
	require.NoError(t, err)
	assert.Equal(t, Bundle{"text/plain": "42"}, b)

	// State persists across cells; printing goes to stdout, os.Stderr to
	// stderr.
	r = recorder{}
	b, err = ev.Execute(ctx, "import \"fmt\"\nx := 20\nfmt.Println(\"x is\", x)", r.output())
	require.NoError(t, err)
	assert.Nil(t, b)
	assert.Equal(t, "x is 20\n", r.stdout.String())
	r = recorder{}
	_, err = ev.Execute(ctx, "import \"os\"\nfmt.Fprintln(os.Stderr, \"warn\", x+1)", r.output())
	require.NoError(t, err)
	assert.Equal(t, "warn 21\n", r.stderr.String())

	r = recorder{}
	_, err = ev.Execute(ctx, "display(x*2)", r.output())
	require.NoError(t, err)
	require.Len(t, r.displays, 1)
	assert.Equal(t, "40", r.displays[0]["text/plain"])

	_, err = ev.Execute(ctx, "undefinedNameXYZ + 1", Output{Stdout: io.Discard, Stderr: io.Discard, Display: func(Bundle) {}})
	var ee *ExecError
	require.True(t, errors.As(err, &ee), "%v", err)
	assert.Equal(t, "CompileError", ee.Name)
	assert.Contains(t, ee.Value, "undefinedNameXYZ")

	// Cancelling the context stops an endless loop.
	cctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() {
		_, err := ev.Execute(cctx, "for {}", Output{Stdout: io.Discard, Stderr: io.Discard, Display: func(Bundle) {}})
		done <- err
	}()
	cancel()
	select {
	case err := <-done:
		require.True(t, errors.As(err, &ee), "%v", err)
		assert.Equal(t, "Interrupted", ee.Name)
	case <-time.After(waitTimeout):
		t.Fatal("interrupted loop did not stop")
	}

	// Completion and inspection positions are bytes here, code points in
	// the session: "// é\n" is 6 bytes and 5 code points.
	code := "// é\nfmt.Prin"
	m, start, end := ev.Complete(code, len(code))
	assert.Equal(t, []string{"Print", "Printf", "Println"}, m)
	assert.Equal(t, 10, start)
	assert.Equal(t, 14, end)
	doc := ev.Inspect("// é\nplay(D4)", 9, 0)
	require.NotNil(t, doc)
	assert.Contains(t, doc["text/plain"], "play(")
	assert.Nil(t, ev.Inspect("   ", 1, 0))

	st, indent := ev.IsComplete("func f() {")
	assert.Equal(t, "incomplete", st)
	assert.NotEmpty(t, indent)
	st, _ = ev.IsComplete("x := 1")
	assert.Equal(t, "complete", st)
}

func TestToBundle(t *testing.T) {
	b := toBundle(repl.Bundle{"text/plain": "x", "application/json": `{"a":1}`, "image/png": "iVBOR"})
	raw, err := json.Marshal(b)
	require.NoError(t, err)
	assert.JSONEq(t, `{"text/plain":"x","application/json":{"a":1},"image/png":"iVBOR"}`, string(raw))
}

// BenchmarkSessionRoundTrip measures execute_request → execute_reply of the
// cell "1+1" over loopback with the real session (protocol plus Eval).
func BenchmarkSessionRoundTrip(b *testing.B) {
	ev, err := NewSessionEvaluator(repl.Options{})
	require.NoError(b, err)
	tk := startKernelWith(b, ev, Options{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tk.c.reply("shell", tk.c.send("shell", "execute_request", execute("1+1")))
	}
}
