package kernel

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
)

// waitTimeout bounds every wait of the protocol tests; nothing sleeps.
const waitTimeout = 10 * time.Second

const testKey = "c0ffee-test-key"

// syncBuffer is a goroutine-safe log sink.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// client is a minimal Jupyter client on zmq4: DEALER sockets for shell and
// control, SUB for iopub and REQ for the heartbeat.
type client struct {
	t       testing.TB
	key     []byte
	session string
	shell   zmq4.Socket
	control zmq4.Socket
	sub     zmq4.Socket
	hb      zmq4.Socket

	mu      sync.Mutex
	changed chan struct{} // closed and replaced whenever msgs grows
	msgs    map[string][]Message
}

// testKernel is a kernel serving a fake evaluator, with a connected client.
type testKernel struct {
	k      *Kernel
	c      *client
	ev     *fakeEvaluator
	log    *syncBuffer
	served chan error
}

// startKernel starts a kernel on loopback with system-chosen ports and
// connects a client to it; everything is torn down at the end of the test.
func startKernel(t testing.TB, opts Options) *testKernel {
	t.Helper()
	ev := newFake()
	tk := startKernelWith(t, ev, opts)
	tk.ev = ev
	return tk
}

// startKernelWith is startKernel with another evaluator (tk.ev is nil).
func startKernelWith(t testing.TB, ev Evaluator, opts Options) *testKernel {
	t.Helper()
	logs := &syncBuffer{}
	if opts.Logger == nil {
		opts.Logger = log.New(logs, "", 0)
	}
	k, err := New(ConnectionInfo{Transport: "tcp", IP: "127.0.0.1", Key: testKey, SignatureScheme: "hmac-sha256"}, ev, opts)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- k.Serve(ctx) }()
	c := dial(t, k.Connection())
	tk := &testKernel{k: k, c: c, log: logs, served: served}
	t.Cleanup(func() {
		cancel()
		c.close()
		select {
		case <-served:
		case <-time.After(waitTimeout):
			t.Error("kernel did not stop")
		}
	})
	c.handshake()
	return tk
}

func dial(t testing.TB, info ConnectionInfo) *client {
	t.Helper()
	c := &client{t: t, key: []byte(info.Key), session: newID(), changed: make(chan struct{}), msgs: map[string][]Message{}}
	ctx := context.Background()
	c.shell = zmq4.NewDealer(ctx, zmq4.WithID(zmq4.SocketIdentity(c.session+"-shell")))
	c.control = zmq4.NewDealer(ctx, zmq4.WithID(zmq4.SocketIdentity(c.session+"-control")))
	c.sub = zmq4.NewSub(ctx)
	c.hb = zmq4.NewReq(ctx)
	for _, d := range []struct {
		s    zmq4.Socket
		port int
		name string
	}{{c.shell, info.ShellPort, "shell"}, {c.control, info.ControlPort, "control"}, {c.sub, info.IOPubPort, "iopub"}, {c.hb, info.HBPort, "hb"}} {
		if err := d.s.Dial(info.endpoint(d.port)); err != nil {
			t.Fatalf("dial %s: %v", d.name, err)
		}
	}
	if err := c.sub.SetOption(zmq4.OptionSubscribe, ""); err != nil {
		t.Fatal(err)
	}
	go c.recvLoop(c.shell, "shell")
	go c.recvLoop(c.control, "control")
	go c.recvLoop(c.sub, "iopub")
	return c
}

func (c *client) close() {
	for _, s := range []zmq4.Socket{c.shell, c.control, c.sub, c.hb} {
		s.Close()
	}
}

// recvLoop files every decoded message under "channel" and under
// "channel/<parent msg_id>".
func (c *client) recvLoop(s zmq4.Socket, channel string) {
	for {
		raw, err := s.Recv()
		if err != nil {
			return
		}
		m, err := Decode(raw.Frames, c.key)
		if err != nil {
			c.t.Errorf("client: %s message does not decode: %v", channel, err)
			continue
		}
		var ph Header
		_ = json.Unmarshal(m.ParentHeader, &ph)
		c.mu.Lock()
		c.msgs[channel] = append(c.msgs[channel], m)
		key := channel + "/" + ph.MsgID
		c.msgs[key] = append(c.msgs[key], m)
		close(c.changed)
		c.changed = make(chan struct{})
		c.mu.Unlock()
	}
}

// waitFor polls the messages under key until ok accepts them or the deadline
// passes; it returns the messages and whether ok accepted them.
func (c *client) waitFor(key string, timeout time.Duration, ok func([]Message) bool) ([]Message, bool) {
	deadline := time.After(timeout)
	for {
		c.mu.Lock()
		ms := append([]Message(nil), c.msgs[key]...)
		ch := c.changed
		c.mu.Unlock()
		if ok(ms) {
			return ms, true
		}
		select {
		case <-ch:
		case <-deadline:
			return ms, false
		}
	}
}

// newRequest builds a request message from the client.
func (c *client) newRequest(msgType string, content any) Message {
	body, err := json.Marshal(content)
	if err != nil {
		c.t.Fatal(err)
	}
	return Message{
		Header: Header{MsgID: newID(), Session: c.session, Username: "test", Date: timestamp(time.Now()),
			MsgType: msgType, Version: ProtocolVersion},
		ParentHeader: json.RawMessage("{}"),
		Metadata:     json.RawMessage("{}"),
		Content:      body,
	}
}

func (c *client) sendFrames(s zmq4.Socket, frames [][]byte) {
	if err := s.SendMulti(zmq4.NewMsgFrom(frames...)); err != nil {
		c.t.Fatalf("send: %v", err)
	}
}

// send signs and sends a request on s ("shell" or "control") and returns its
// msg_id.
func (c *client) send(channel, msgType string, content any) string {
	m := c.newRequest(msgType, content)
	frames, err := m.Encode(c.key)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendFrames(c.socket(channel), frames)
	return m.Header.MsgID
}

func (c *client) socket(channel string) zmq4.Socket {
	if channel == "control" {
		return c.control
	}
	return c.shell
}

// reply waits for the reply to msgID on channel.
func (c *client) reply(channel, msgID string) Message {
	c.t.Helper()
	ms, ok := c.waitFor(channel+"/"+msgID, waitTimeout, func(ms []Message) bool { return len(ms) > 0 })
	if !ok {
		c.t.Fatalf("no reply to %s on %s", msgID, channel)
	}
	return ms[0]
}

// iopub waits for the iopub messages of msgID up to and including status
// idle.
func (c *client) iopub(msgID string) []Message {
	c.t.Helper()
	ms, ok := c.waitFor("iopub/"+msgID, waitTimeout, func(ms []Message) bool {
		return len(ms) > 0 && isStatus(ms[len(ms)-1], "idle")
	})
	if !ok {
		c.t.Fatalf("no status idle for %s; got %s", msgID, types(ms))
	}
	return ms
}

// request sends a request and returns its reply and iopub messages.
func (c *client) request(channel, msgType string, content any) (Message, []Message) {
	c.t.Helper()
	id := c.send(channel, msgType, content)
	return c.reply(channel, id), c.iopub(id)
}

// handshake sends kernel_info_request until iopub delivers the status of one,
// which proves the subscription is live (the PUB/SUB slow-joiner problem;
// jupyter_client's wait_for_ready does the same).
func (c *client) handshake() {
	c.t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for time.Now().Before(deadline) {
		id := c.send("shell", "kernel_info_request", map[string]any{})
		c.reply("shell", id)
		if _, ok := c.waitFor("iopub/"+id, 200*time.Millisecond, func(ms []Message) bool { return len(ms) > 0 }); ok {
			return
		}
	}
	c.t.Fatal("iopub never became live")
}

func isStatus(m Message, state string) bool {
	if m.Header.MsgType != "status" {
		return false
	}
	var s struct {
		ExecutionState string `json:"execution_state"`
	}
	_ = json.Unmarshal(m.Content, &s)
	return s.ExecutionState == state
}

func types(ms []Message) string {
	var out []string
	for _, m := range ms {
		t := m.Header.MsgType
		if t == "status" {
			var s struct {
				ExecutionState string `json:"execution_state"`
			}
			_ = json.Unmarshal(m.Content, &s)
			t += ":" + s.ExecutionState
		}
		out = append(out, t)
	}
	return strings.Join(out, " ")
}

// content decodes the content of m into a generic map.
func content(t *testing.T, m Message) map[string]any {
	t.Helper()
	var c map[string]any
	if err := json.Unmarshal(m.Content, &c); err != nil {
		t.Fatalf("content of %s: %v", m.Header.MsgType, err)
	}
	return c
}

// jsonString renders v compactly for comparisons in failure messages.
func jsonString(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
