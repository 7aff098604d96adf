package kernel

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noTimedFlush makes stream coalescing deterministic: text is only sent at
// the explicit flush points (other stream, display, end of cell).
var noTimedFlush = Options{FlushInterval: time.Hour}

// requireBusyIdle checks that iopub messages start with busy and end with
// idle, with no other status in between.
func requireBusyIdle(t *testing.T, ms []Message) {
	t.Helper()
	require.NotEmpty(t, ms)
	require.True(t, isStatus(ms[0], "busy"), "first iopub message: %s", types(ms))
	require.True(t, isStatus(ms[len(ms)-1], "idle"), "last iopub message: %s", types(ms))
	for _, m := range ms[1 : len(ms)-1] {
		require.NotEqual(t, "status", m.Header.MsgType, "status inside a request: %s", types(ms))
	}
}

// eventually polls cond until it holds, failing the test after waitTimeout.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(time.Millisecond)
	defer tick.Stop()
	deadline := time.After(waitTimeout)
	for !cond() {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

func execute(code string, extra ...any) map[string]any {
	c := map[string]any{"code": code, "silent": false, "store_history": true, "user_expressions": map[string]any{}, "allow_stdin": false, "stop_on_error": true}
	for i := 0; i+1 < len(extra); i += 2 {
		c[extra[i].(string)] = extra[i+1]
	}
	return c
}

func TestKernelInfo(t *testing.T) {
	tk := startKernel(t, Options{Implementation: "dragonrepl", Version: "9.9", Banner: "hello"})
	for _, ch := range []string{"shell", "control"} {
		rep, io := tk.c.request(ch, "kernel_info_request", map[string]any{})
		requireBusyIdle(t, io)
		assert.Equal(t, []string{"status:busy", "status:idle"}, strings.Fields(types(io)))
		assert.Equal(t, "kernel_info_reply", rep.Header.MsgType)
		assert.Equal(t, ProtocolVersion, rep.Header.Version)
		assert.Equal(t, tk.k.Session(), rep.Header.Session)
		c := content(t, rep)
		assert.Equal(t, "ok", c["status"])
		assert.Equal(t, "5.3", c["protocol_version"])
		assert.Equal(t, "dragonrepl", c["implementation"])
		assert.Equal(t, "9.9", c["implementation_version"])
		assert.Equal(t, "hello", c["banner"])
		li := c["language_info"].(map[string]any)
		assert.Equal(t, "go", li["name"])
		assert.Equal(t, ".go", li["file_extension"])
		assert.Equal(t, "text/x-go", li["mimetype"])
	}
}

func TestSignatures(t *testing.T) {
	tk := startKernel(t, Options{})
	c := tk.c
	good := c.newRequest("kernel_info_request", map[string]any{})
	frames, err := good.Encode(c.key)
	require.NoError(t, err)

	bad := c.newRequest("kernel_info_request", map[string]any{})
	badFrames, err := bad.Encode([]byte("wrong key"))
	require.NoError(t, err)

	missing := c.newRequest("kernel_info_request", map[string]any{})
	missingFrames, err := missing.Encode(c.key)
	require.NoError(t, err)
	missingFrames[1] = []byte{} // frame 0 is the delimiter (DEALER adds no identity)

	tampered := c.newRequest("execute_request", execute("print pwned"))
	tamperedFrames, err := tampered.Encode(c.key)
	require.NoError(t, err)
	tamperedFrames[5] = []byte(`{"code":"print other","silent":false}`)

	tk.ev.mu.Lock()
	callsBefore := tk.ev.calls
	tk.ev.mu.Unlock()
	for _, f := range [][][]byte{badFrames, missingFrames, tamperedFrames, frames} {
		c.sendFrames(c.shell, f)
	}
	// Requests on one socket are served in order: when the good one is
	// answered, the three before it have been dropped.
	rep := c.reply("shell", good.Header.MsgID)
	assert.Equal(t, "kernel_info_reply", rep.Header.MsgType)
	c.iopub(good.Header.MsgID)
	for _, id := range []string{bad.Header.MsgID, missing.Header.MsgID, tampered.Header.MsgID} {
		c.mu.Lock()
		assert.Empty(t, c.msgs["shell/"+id], "reply to a dropped message")
		assert.Empty(t, c.msgs["iopub/"+id], "iopub for a dropped message")
		c.mu.Unlock()
	}
	tk.ev.mu.Lock()
	assert.Equal(t, callsBefore, tk.ev.calls, "a message with a bad signature was executed")
	tk.ev.mu.Unlock()
	assert.Equal(t, 3, strings.Count(tk.log.String(), "dropped shell message: "+ErrBadSignature.Error()), tk.log.String())

	// The same on control.
	ctl := c.newRequest("shutdown_request", map[string]any{"restart": false})
	ctlFrames, err := ctl.Encode([]byte("wrong key"))
	require.NoError(t, err)
	c.sendFrames(c.control, ctlFrames)
	rep, _ = c.request("control", "kernel_info_request", map[string]any{})
	assert.Equal(t, "kernel_info_reply", rep.Header.MsgType)
	assert.Contains(t, tk.log.String(), "dropped control message: "+ErrBadSignature.Error())
	select {
	case err := <-tk.served:
		t.Fatalf("kernel stopped on an unsigned shutdown_request: %v", err)
	default:
	}
}

func TestExecuteOutputs(t *testing.T) {
	tk := startKernel(t, noTimedFlush)
	rep, io := tk.c.request("shell", "execute_request", execute("print hello\nprint world\ndisplay pic\neprint oops\nresult 42"))
	requireBusyIdle(t, io)
	assert.Equal(t, "status:busy execute_input stream display_data stream execute_result status:idle", types(io))
	assert.Equal(t, map[string]any{"code": "print hello\nprint world\ndisplay pic\neprint oops\nresult 42", "execution_count": 1.0}, content(t, io[1]))
	assert.Equal(t, map[string]any{"name": "stdout", "text": "hello\nworld\n"}, content(t, io[2]))
	assert.Equal(t, map[string]any{"data": map[string]any{"text/plain": "pic", "text/html": "<b>pic</b>"}, "metadata": map[string]any{}, "transient": map[string]any{}}, content(t, io[3]))
	assert.Equal(t, map[string]any{"name": "stderr", "text": "oops\n"}, content(t, io[4]))
	assert.Equal(t, map[string]any{"execution_count": 1.0, "data": map[string]any{"text/plain": "42"}, "metadata": map[string]any{}}, content(t, io[5]))
	for _, m := range io {
		var ph Header
		require.NoError(t, json.Unmarshal(m.ParentHeader, &ph))
		assert.Equal(t, "execute_request", ph.MsgType)
	}
	assert.Equal(t, map[string]any{"status": "ok", "execution_count": 1.0, "user_expressions": map[string]any{}, "payload": []any{}}, content(t, rep))

	// The count goes up per stored cell; a cell without value has no
	// execute_result.
	rep, io = tk.c.request("shell", "execute_request", execute("print x"))
	assert.Equal(t, 2.0, content(t, rep)["execution_count"])
	assert.Equal(t, "status:busy execute_input stream status:idle", types(io))

	// silent: nothing on iopub but the status, and no count.
	rep, io = tk.c.request("shell", "execute_request", execute("print x\nresult 1", "silent", true))
	assert.Equal(t, "status:busy status:idle", types(io))
	assert.Equal(t, 2.0, content(t, rep)["execution_count"])

	// store_history false: output, but no new count.
	rep, io = tk.c.request("shell", "execute_request", execute("result 7", "store_history", false))
	assert.Equal(t, 2.0, content(t, rep)["execution_count"])
	assert.Equal(t, "status:busy execute_input execute_result status:idle", types(io))
}

func TestStreamStreamsAlternate(t *testing.T) {
	tk := startKernel(t, noTimedFlush)
	_, io := tk.c.request("shell", "execute_request", execute("print a\nprint b\neprint c\nprint d\nutf8split"))
	var got []string
	for _, m := range io {
		if m.Header.MsgType == "stream" {
			c := content(t, m)
			got = append(got, fmt.Sprintf("%s:%q", c["name"], c["text"]))
		}
	}
	assert.Equal(t, []string{`stdout:"a\nb\n"`, `stderr:"c\n"`, `stdout:"d\né"`}, got)
}

func TestStreamTimedFlush(t *testing.T) {
	// The first line must arrive while the cell still runs: that is the
	// timed flush (a cell-end flush cannot explain it).
	tk := startKernel(t, Options{FlushInterval: time.Millisecond})
	id := tk.c.send("shell", "execute_request", execute("print tick\nwait"))
	<-tk.ev.running
	_, ok := tk.c.waitFor("iopub/"+id, waitTimeout, func(ms []Message) bool {
		for _, m := range ms {
			if m.Header.MsgType == "stream" {
				return true
			}
		}
		return false
	})
	require.True(t, ok, "no stream message while the cell runs")
	tk.c.request("control", "interrupt_request", map[string]any{})
	assert.Equal(t, "error", content(t, tk.c.reply("shell", id))["status"])
}

func TestStreamFlood(t *testing.T) {
	tk := startKernel(t, Options{})
	const n = 20000
	rep, io := tk.c.request("shell", "execute_request", execute(fmt.Sprintf("flood %d", n)))
	assert.Equal(t, "ok", content(t, rep)["status"])
	var sb strings.Builder
	streams := 0
	for _, m := range io {
		if m.Header.MsgType == "stream" {
			streams++
			sb.WriteString(content(t, m)["text"].(string))
		}
	}
	lines := strings.Split(strings.TrimSuffix(sb.String(), "\n"), "\n")
	require.Len(t, lines, n)
	for i, l := range lines {
		if l != fmt.Sprintf("line %d", i) {
			t.Fatalf("line %d is %q", i, l)
		}
	}
	assert.Less(t, streams, n/10, "stream output was not coalesced")
}

func TestErrorAndStopOnError(t *testing.T) {
	tk := startKernel(t, noTimedFlush)
	c := tk.c
	first := c.send("shell", "execute_request", execute("print before\ngate g\nfail Boom it broke"))
	second := c.send("shell", "execute_request", execute("result 2"))
	info := c.send("shell", "kernel_info_request", map[string]any{})
	third := c.send("shell", "execute_request", execute("result 3"))
	// Poll until the three are queued behind the blocked cell.
	eventually(t, "3 requests queued", func() bool { return tk.k.queued() == 3 })
	close(tk.ev.gate("g"))

	rep := c.reply("shell", first)
	assert.Equal(t, map[string]any{"status": "error", "execution_count": 1.0, "ename": "Boom", "evalue": "it broke", "traceback": []any{"Boom: it broke"}}, content(t, rep))
	io := c.iopub(first)
	assert.Equal(t, "status:busy execute_input stream error status:idle", types(io))
	assert.Equal(t, map[string]any{"ename": "Boom", "evalue": "it broke", "traceback": []any{"Boom: it broke"}}, content(t, io[3]))

	for _, id := range []string{second, third} {
		rep := c.reply("shell", id)
		assert.Equal(t, map[string]any{"status": "aborted", "execution_count": 1.0}, content(t, rep))
		requireBusyIdle(t, c.iopub(id))
		assert.Equal(t, "status:busy status:idle", types(c.iopub(id)))
	}
	assert.Equal(t, "kernel_info_reply", c.reply("shell", info).Header.MsgType, "a non-execute request is not aborted")

	// After the abort, cells run again.
	rep, _ = c.request("shell", "execute_request", execute("result 4"))
	assert.Equal(t, map[string]any{"status": "ok", "execution_count": 2.0, "user_expressions": map[string]any{}, "payload": []any{}}, content(t, rep))

	// A cell sent after the error reply arrived is not aborted: only what
	// was queued before the reply is (repeated, as the window is short).
	for i := 0; i < 30; i++ {
		failed := c.send("shell", "execute_request", execute("fail E x"))
		assert.Equal(t, "error", content(t, c.reply("shell", failed))["status"])
		next := c.send("shell", "execute_request", execute("result ok"))
		require.Equal(t, "ok", content(t, c.reply("shell", next))["status"], "cell sent after an error reply was aborted (round %d)", i)
	}
	rep, _ = c.request("shell", "execute_request", execute("result 4"))
	base := content(t, rep)["execution_count"].(float64)

	// With stop_on_error false the queued cell runs.
	first = c.send("shell", "execute_request", execute("gate h\nfail Boom again", "stop_on_error", false))
	second = c.send("shell", "execute_request", execute("result 5"))
	eventually(t, "second cell queued", func() bool { return tk.k.queued() == 1 })
	close(tk.ev.gate("h"))
	assert.Equal(t, "error", content(t, c.reply("shell", first))["status"])
	rep = c.reply("shell", second)
	assert.Equal(t, "ok", content(t, rep)["status"])
	assert.Equal(t, base+2, content(t, rep)["execution_count"])
}

func TestPanicIsAnError(t *testing.T) {
	tk := startKernel(t, Options{})
	rep, io := tk.c.request("shell", "execute_request", execute("panic kaboom"))
	c := content(t, rep)
	assert.Equal(t, "error", c["status"])
	assert.Equal(t, "panic", c["ename"])
	assert.Equal(t, "kaboom", c["evalue"])
	requireBusyIdle(t, io)
	rep, _ = tk.c.request("shell", "execute_request", execute("result ok"))
	assert.Equal(t, "ok", content(t, rep)["status"], "the kernel survives a panic")
}

func TestInterrupt(t *testing.T) {
	tk := startKernel(t, Options{})
	c := tk.c
	id := c.send("shell", "execute_request", execute("wait"))
	<-tk.ev.running

	// control answers while the shell is busy.
	rep, io := c.request("control", "kernel_info_request", map[string]any{})
	assert.Equal(t, "kernel_info_reply", rep.Header.MsgType)
	requireBusyIdle(t, io)

	rep, io = c.request("control", "interrupt_request", map[string]any{})
	assert.Equal(t, map[string]any{"status": "ok"}, content(t, rep))
	requireBusyIdle(t, io)
	r := content(t, c.reply("shell", id))
	assert.Equal(t, "error", r["status"])
	assert.Equal(t, "Interrupted", r["ename"])
	assert.Equal(t, "context canceled", r["evalue"])

	// Interrupt (the SIGINT path) cancels the running cell as well, and is a
	// no-op when idle.
	assert.False(t, tk.k.Interrupt())
	id = c.send("shell", "execute_request", execute("wait"))
	<-tk.ev.running
	assert.True(t, tk.k.Interrupt())
	assert.Equal(t, "Interrupted", content(t, c.reply("shell", id))["ename"])
	assert.Equal(t, "ok", content(t, tk.c.reply("shell", c.send("shell", "execute_request", execute("result 1"))))["status"])
}

func TestIsComplete(t *testing.T) {
	tk := startKernel(t, Options{})
	for _, tc := range []struct {
		code string
		want map[string]any
	}{
		{"print x", map[string]any{"status": "complete"}},
		{"print x\\", map[string]any{"status": "incomplete", "indent": "    "}},
		{"print !!", map[string]any{"status": "invalid"}},
	} {
		rep, io := tk.c.request("shell", "is_complete_request", map[string]any{"code": tc.code})
		requireBusyIdle(t, io)
		assert.Equal(t, "is_complete_reply", rep.Header.MsgType)
		assert.Equal(t, tc.want, content(t, rep), tc.code)
	}
}

func TestComplete(t *testing.T) {
	tk := startKernel(t, Options{})
	// Cursor positions count code points: "héllo " is 6 code points and 7
	// bytes, so the reply must say 6..9, not 7..10.
	rep, io := tk.c.request("shell", "complete_request", map[string]any{"code": "héllo pri", "cursor_pos": 9})
	requireBusyIdle(t, io)
	assert.Equal(t, map[string]any{"status": "ok", "matches": []any{"print", "println"}, "cursor_start": 6.0, "cursor_end": 9.0, "metadata": map[string]any{}}, content(t, rep))

	rep, _ = tk.c.request("shell", "complete_request", map[string]any{"code": "zzz", "cursor_pos": 3})
	assert.Equal(t, []any{}, content(t, rep)["matches"])
}

func TestInspect(t *testing.T) {
	tk := startKernel(t, Options{})
	rep, io := tk.c.request("shell", "inspect_request", map[string]any{"code": "é display", "cursor_pos": 4, "detail_level": 1})
	requireBusyIdle(t, io)
	assert.Equal(t, map[string]any{"status": "ok", "found": true, "data": map[string]any{"text/plain": "display: a fake command (detail)"}, "metadata": map[string]any{}}, content(t, rep))
	rep, _ = tk.c.request("shell", "inspect_request", map[string]any{"code": "nothing", "cursor_pos": 3, "detail_level": 0})
	assert.Equal(t, map[string]any{"status": "ok", "found": false, "data": map[string]any{}, "metadata": map[string]any{}}, content(t, rep))
}

func TestHistory(t *testing.T) {
	tk := startKernel(t, Options{})
	for _, code := range []string{"result a", "print b", "result c", "print b"} {
		tk.c.request("shell", "execute_request", execute(code))
	}
	tk.c.request("shell", "execute_request", execute("result silent", "silent", true))
	hist := func(req map[string]any) []any {
		rep, io := tk.c.request("shell", "history_request", req)
		requireBusyIdle(t, io)
		c := content(t, rep)
		assert.Equal(t, "ok", c["status"])
		return c["history"].([]any)
	}
	assert.Equal(t, jsonString([][]any{{1, 3, "result c"}, {1, 4, "print b"}}),
		jsonString(hist(map[string]any{"hist_access_type": "tail", "n": 2, "output": false, "raw": true})))
	assert.Equal(t, jsonString([][]any{{1, 1, []any{"result a", "a"}}, {1, 2, []any{"print b", ""}}}),
		jsonString(hist(map[string]any{"hist_access_type": "range", "session": 0, "start": 1, "stop": 3, "output": true, "raw": true})))
	assert.Equal(t, jsonString([][]any{{1, 1, "result a"}, {1, 3, "result c"}}),
		jsonString(hist(map[string]any{"hist_access_type": "search", "pattern": "result*", "output": false, "raw": true})))
	assert.Equal(t, jsonString([][]any{{1, 4, "print b"}}),
		jsonString(hist(map[string]any{"hist_access_type": "search", "pattern": "print*", "unique": true, "output": false, "raw": true})))
}

func TestCommInfoAndConnect(t *testing.T) {
	tk := startKernel(t, Options{})
	rep, io := tk.c.request("shell", "comm_info_request", map[string]any{})
	requireBusyIdle(t, io)
	assert.Equal(t, map[string]any{"status": "ok", "comms": map[string]any{}}, content(t, rep))

	rep, _ = tk.c.request("shell", "connect_request", map[string]any{})
	info := tk.k.Connection()
	assert.Equal(t, float64(info.IOPubPort), content(t, rep)["iopub_port"])

	// comm_open to an unknown target is closed on iopub.
	id := tk.c.send("shell", "comm_open", map[string]any{"comm_id": "abc", "target_name": "jupyter.widget", "data": map[string]any{}})
	io = tk.c.iopub(id)
	assert.Equal(t, "status:busy comm_close status:idle", types(io))
	assert.Equal(t, "abc", content(t, io[1])["comm_id"])
}

func TestHeartbeat(t *testing.T) {
	tk := startKernel(t, Options{})
	for _, ping := range []string{"ping", "pong", ""} {
		require.NoError(t, tk.c.hb.Send(zmq4.NewMsgString(ping)))
		got := make(chan zmq4.Msg, 1)
		go func() {
			m, _ := tk.c.hb.Recv()
			got <- m
		}()
		select {
		case m := <-got:
			assert.Equal(t, ping, string(m.Bytes()))
		case <-time.After(waitTimeout):
			t.Fatal("no heartbeat echo")
		}
	}

	// A client that pings and vanishes does not wedge the heartbeat for the
	// next one.
	gone := zmq4.NewReq(context.Background())
	require.NoError(t, gone.Dial(tk.k.Connection().endpoint(tk.k.Connection().HBPort)))
	require.NoError(t, gone.Send(zmq4.NewMsgString("lost")))
	gone.Close()
	next := zmq4.NewReq(context.Background())
	defer next.Close()
	require.NoError(t, next.Dial(tk.k.Connection().endpoint(tk.k.Connection().HBPort)))
	require.NoError(t, next.Send(zmq4.NewMsgString("still there")))
	got := make(chan zmq4.Msg, 1)
	go func() {
		m, _ := next.Recv()
		got <- m
	}()
	select {
	case m := <-got:
		assert.Equal(t, "still there", string(m.Bytes()))
	case <-time.After(waitTimeout):
		t.Fatal("heartbeat wedged by a vanished client")
	}
}

func TestShutdown(t *testing.T) {
	for _, restart := range []bool{false, true} {
		t.Run(fmt.Sprint("restart=", restart), func(t *testing.T) {
			tk := startKernel(t, Options{})
			id := tk.c.send("shell", "execute_request", execute("wait"))
			<-tk.ev.running
			rep := tk.c.reply("control", tk.c.send("control", "shutdown_request", map[string]any{"restart": restart}))
			assert.Equal(t, map[string]any{"status": "ok", "restart": restart}, content(t, rep))
			select {
			case err := <-tk.served:
				assert.NoError(t, err)
			case <-time.After(waitTimeout):
				t.Fatal("Serve did not return after shutdown_request")
			}
			assert.Equal(t, restart, tk.k.Restart())
			// The running cell was cancelled, not left behind.
			tk.c.mu.Lock()
			defer tk.c.mu.Unlock()
			if rs := tk.c.msgs["shell/"+id]; len(rs) > 0 {
				assert.Equal(t, "error", content(t, rs[0])["status"])
			}
			tk.served <- nil // for the cleanup
		})
	}
}

func TestUserExpressions(t *testing.T) {
	tk := startKernel(t, Options{})
	rep, _ := tk.c.request("shell", "execute_request", execute("print x", "user_expressions", map[string]any{"a": "result 1", "b": "fail E bad"}))
	assert.Equal(t, map[string]any{
		"a": map[string]any{"status": "ok", "data": map[string]any{"text/plain": "1"}, "metadata": map[string]any{}},
		"b": map[string]any{"status": "error", "ename": "E", "evalue": "bad", "traceback": []any{"E: bad"}},
	}, content(t, rep)["user_expressions"])
}

func TestUnknownAndMisroutedRequests(t *testing.T) {
	tk := startKernel(t, Options{})
	id := tk.c.send("shell", "frobnicate_request", map[string]any{})
	requireBusyIdle(t, tk.c.iopub(id))
	assert.Contains(t, tk.log.String(), `unhandled message type "frobnicate_request"`)

	rep, _ := tk.c.request("control", "execute_request", execute("result 1"))
	assert.Equal(t, "error", content(t, rep)["status"])
	tk.ev.mu.Lock()
	assert.Equal(t, 0, tk.ev.calls)
	tk.ev.mu.Unlock()
}

// BenchmarkExecuteRoundTrip measures execute_request → execute_reply over
// loopback with the fake evaluator: the protocol cost alone.
func BenchmarkExecuteRoundTrip(b *testing.B) {
	tk := startKernel(b, Options{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		id := tk.c.send("shell", "execute_request", execute("result 2"))
		tk.c.reply("shell", id)
	}
	b.StopTimer()
	tk.c.iopub(tk.c.send("shell", "kernel_info_request", map[string]any{}))
}

func TestServeStopsWithContext(t *testing.T) {
	k, err := New(ConnectionInfo{IP: "127.0.0.1", Key: testKey}, newFake(), Options{})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- k.Serve(ctx) }()
	cancel()
	select {
	case err := <-served:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(waitTimeout):
		t.Fatal("Serve ignored its context")
	}
	assert.Error(t, k.Serve(context.Background()), "Serve twice")
}

func TestBindErrors(t *testing.T) {
	tk := startKernel(t, Options{})
	used := tk.k.Connection()
	// Every socket of a second kernel would be free except shell.
	_, err := New(ConnectionInfo{IP: "127.0.0.1", Key: testKey, ShellPort: used.ShellPort}, newFake(), Options{})
	assert.ErrorContains(t, err, "kernel: bind")
	_, err = New(ConnectionInfo{IP: "127.0.0.1", Key: testKey, HBPort: used.HBPort}, newFake(), Options{})
	assert.ErrorContains(t, err, "kernel: bind")
	_, err = New(ConnectionInfo{IP: "127.0.0.1", SignatureScheme: "hmac-sha1"}, newFake(), Options{})
	assert.ErrorContains(t, err, "unsupported signature scheme")
	// The first kernel is unaffected.
	rep, _ := tk.c.request("shell", "kernel_info_request", map[string]any{})
	assert.Equal(t, "kernel_info_reply", rep.Header.MsgType)
	// Only the address of the connection file is bound.
	for _, s := range []zmq4.Socket{tk.k.shell, tk.k.control, tk.k.stdin, tk.k.iopub, tk.k.hb} {
		assert.Regexp(t, `^127\.0\.0\.1:[1-9][0-9]*$`, s.Addr().String())
	}
}
