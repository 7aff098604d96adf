package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/go-zeromq/zmq4"
)

// Options configure a Kernel. The zero value is usable.
type Options struct {
	// Implementation and Version name the kernel in kernel_info_reply
	// (default "dragonrepl" and "0").
	Implementation, Version string
	// Banner is the text a console prints at start.
	Banner string
	// LanguageVersion is the version of the Go dialect the evaluator
	// accepts (default "1.22", the language level of the interpreter).
	LanguageVersion string
	// Logger receives protocol diagnostics such as dropped messages; nil
	// discards them.
	Logger *log.Logger
	// FlushInterval is how long printed text is coalesced before a stream
	// message is sent (default 50 ms).
	FlushInterval time.Duration
}

// Kernel is a Jupyter kernel (messaging protocol 5.3) serving one Evaluator
// over ZeroMQ. Shell requests run one at a time on an executor goroutine;
// control (interrupt, shutdown, kernel_info) and the heartbeat are served on
// their own goroutines, so they answer while a cell runs.
type Kernel struct {
	info    ConnectionInfo
	key     []byte
	signer  signer // signs and verifies with key, recycling HMAC states
	ev      Evaluator
	opts    Options
	log     *log.Logger
	session string

	sockCtx     context.Context
	sockCancel  context.CancelFunc
	shell       zmq4.Socket
	control     zmq4.Socket
	stdin       zmq4.Socket
	iopub       zmq4.Socket
	hb          zmq4.Socket
	shellMu     sync.Mutex // serialises sends on shell
	controlMu   sync.Mutex // serialises sends on control
	iopubMu     sync.Mutex // serialises publishing, so iopub order holds
	closeOnce   sync.Once
	startedOnce sync.Once

	qmu     sync.Mutex
	pending []Message     // shell requests waiting for the executor
	wake    chan struct{} // signalled when pending grows

	runMu      sync.Mutex
	cancelCell context.CancelFunc // cancels the running cell; nil when idle

	stateMu   sync.Mutex
	execCount int
	history   []historyEntry

	done     chan struct{} // closed on shutdown_request
	doneOnce sync.Once
	restart  bool
}

// historyEntry is one stored cell for history_request.
type historyEntry struct {
	line   int
	input  string
	output string
}

// historySession is the session number reported in history replies (IPython
// numbers sessions from 1; there is only the current one).
const historySession = 1

// New binds the five sockets of info and returns a kernel ready to Serve.
// Port 0 lets the system pick a free port; Connection reports the ports.
func New(info ConnectionInfo, ev Evaluator, opts Options) (*Kernel, error) {
	if err := info.validate(); err != nil {
		return nil, err
	}
	if opts.Implementation == "" {
		opts.Implementation = "dragonrepl"
	}
	if opts.Version == "" {
		opts.Version = "0"
	}
	if opts.LanguageVersion == "" {
		opts.LanguageVersion = "1.22"
	}
	if opts.FlushInterval <= 0 {
		opts.FlushInterval = 50 * time.Millisecond
	}
	logger := opts.Logger
	if logger == nil {
		logger = log.New(io.Discard, "", 0)
	}
	k := &Kernel{
		info:    info,
		key:     []byte(info.Key),
		signer:  newSigner([]byte(info.Key)),
		ev:      ev,
		opts:    opts,
		log:     logger,
		session: newID(),
		wake:    make(chan struct{}, 1),
		done:    make(chan struct{}),
	}
	k.sockCtx, k.sockCancel = context.WithCancel(context.Background())
	zlog := log.New(logWriter{logger}, "zmq4: ", 0)
	binds := []struct {
		sock *zmq4.Socket
		port *int
		make func(context.Context, ...zmq4.Option) zmq4.Socket
	}{
		{&k.shell, &k.info.ShellPort, zmq4.NewRouter},
		{&k.control, &k.info.ControlPort, zmq4.NewRouter},
		{&k.stdin, &k.info.StdinPort, zmq4.NewRouter},
		{&k.iopub, &k.info.IOPubPort, zmq4.NewPub},
		{&k.hb, &k.info.HBPort, zmq4.NewRouter},
	}
	for _, b := range binds {
		s := b.make(k.sockCtx, zmq4.WithLogger(zlog))
		if err := s.Listen(k.info.endpoint(*b.port)); err != nil {
			s.Close()
			k.closeSockets()
			return nil, fmt.Errorf("kernel: bind: %w", err)
		}
		*b.sock = s
		if k.info.Transport == "tcp" && *b.port == 0 {
			if a, ok := s.Addr().(*net.TCPAddr); ok {
				*b.port = a.Port
			}
		}
	}
	return k, nil
}

// logWriter forwards zmq4's own log lines to the kernel logger.
type logWriter struct{ l *log.Logger }

func (w logWriter) Write(p []byte) (int, error) {
	w.l.Print(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// Connection returns the connection info with the ports actually bound.
func (k *Kernel) Connection() ConnectionInfo { return k.info }

// Session returns the session id the kernel puts in its message headers.
func (k *Kernel) Session() string { return k.session }

// Interrupt cancels the context of the running cell, if any, as an
// interrupt_request does. It reports whether a cell was running.
func (k *Kernel) Interrupt() bool {
	k.runMu.Lock()
	defer k.runMu.Unlock()
	if k.cancelCell == nil {
		return false
	}
	k.cancelCell()
	return true
}

// Restart reports whether the last shutdown_request asked for a restart.
func (k *Kernel) Restart() bool {
	k.stateMu.Lock()
	defer k.stateMu.Unlock()
	return k.restart
}

// Serve runs the kernel until a shutdown_request arrives or ctx is done, then
// closes the sockets. It returns nil after a shutdown_request and ctx.Err()
// when ctx ended it.
func (k *Kernel) Serve(ctx context.Context) error {
	var started bool
	k.startedOnce.Do(func() { started = true })
	if !started {
		return errors.New("kernel: Serve called twice")
	}
	runCtx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for _, f := range []func(){
		k.heartbeat,
		func() { k.receive(k.shell, "shell", k.enqueue) },
		func() { k.receive(k.control, "control", k.handleControl) },
		func() { k.receive(k.stdin, "stdin", k.handleStdin) },
	} {
		wg.Add(1)
		go func() { defer wg.Done(); f() }()
	}
	execDone := make(chan struct{})
	go func() { defer close(execDone); k.executor(runCtx) }()

	var err error
	select {
	case <-ctx.Done():
		err = ctx.Err()
	case <-k.done:
	}
	cancel()
	k.Interrupt()
	k.closeSockets()
	wg.Wait()
	// An evaluator that ignores its context could keep the executor busy;
	// do not hang the process on it.
	select {
	case <-execDone:
	case <-time.After(2 * time.Second):
		k.log.Print("kernel: executor did not stop within 2s of shutdown")
	}
	return err
}

func (k *Kernel) closeSockets() {
	k.closeOnce.Do(func() {
		k.sockCancel() // first, so the receive loops see a deliberate close
		for _, s := range []zmq4.Socket{k.shell, k.control, k.stdin, k.iopub, k.hb} {
			if s != nil {
				s.Close()
			}
		}
	})
}

// heartbeat echoes every heartbeat message unchanged. Like ipykernel's, it
// is a ROUTER: the frames, routing id first, go back as they came, which a
// REQ or DEALER client sees as its own message; unlike REP it keeps no
// per-request state that a client vanishing mid-ping could wedge.
func (k *Kernel) heartbeat() {
	for {
		msg, err := k.hb.Recv()
		if err != nil {
			if k.sockCtx.Err() != nil {
				return
			}
			continue
		}
		if err := k.hb.SendMulti(msg); err != nil && k.sockCtx.Err() == nil {
			k.log.Printf("kernel: heartbeat send: %v", err)
		}
	}
}

// receive reads messages from a ROUTER socket, drops the ones that fail to
// decode or verify (logging why), and hands the rest to handle.
func (k *Kernel) receive(s zmq4.Socket, name string, handle func(Message)) {
	for {
		raw, err := s.Recv()
		if err != nil {
			if k.sockCtx.Err() != nil {
				return
			}
			k.log.Printf("kernel: %s recv: %v", name, err)
			continue
		}
		m, err := decode(raw.Frames, k.signer)
		if err != nil {
			k.log.Printf("kernel: dropped %s message: %v", name, err)
			continue
		}
		handle(m)
	}
}

// enqueue queues a shell request for the executor.
func (k *Kernel) enqueue(m Message) {
	k.qmu.Lock()
	k.pending = append(k.pending, m)
	k.qmu.Unlock()
	select {
	case k.wake <- struct{}{}:
	default:
	}
}

// queued returns the number of shell requests waiting (for tests).
func (k *Kernel) queued() int {
	k.qmu.Lock()
	defer k.qmu.Unlock()
	return len(k.pending)
}

// next waits for the next shell request.
func (k *Kernel) next(ctx context.Context) (Message, bool) {
	for {
		k.qmu.Lock()
		if len(k.pending) > 0 {
			m := k.pending[0]
			k.pending[0] = Message{}
			k.pending = k.pending[1:]
			k.qmu.Unlock()
			return m, true
		}
		k.qmu.Unlock()
		select {
		case <-ctx.Done():
			return Message{}, false
		case <-k.wake:
		}
	}
}

// executor serves shell requests one at a time.
func (k *Kernel) executor(ctx context.Context) {
	for {
		m, ok := k.next(ctx)
		if !ok {
			return
		}
		k.handleShell(m)
	}
}

// handleStdin logs stray stdin messages: the kernel never sends
// input_request, so no input_reply is expected.
func (k *Kernel) handleStdin(m Message) {
	k.log.Printf("kernel: ignored %s on stdin", m.Header.MsgType)
}

// newMessage builds a message of msgType in reply to parent (nil for none).
func (k *Kernel) newMessage(parent *Message, msgType string, content any) (Message, error) {
	c, err := json.Marshal(content)
	if err != nil {
		return Message{}, fmt.Errorf("kernel: encode %s: %w", msgType, err)
	}
	m := Message{
		Header: Header{
			MsgID:    newID(),
			Session:  k.session,
			Username: "kernel",
			Date:     timestamp(time.Now()),
			MsgType:  msgType,
			Version:  ProtocolVersion,
		},
		Metadata: json.RawMessage("{}"),
		Content:  c,
	}
	if parent != nil {
		m.ParentHeader = parent.RawHeader
		if m.ParentHeader == nil {
			m.ParentHeader, _ = json.Marshal(parent.Header)
		}
	}
	return m, nil
}

// publish sends one iopub message whose parent is parent.
func (k *Kernel) publish(parent *Message, msgType string, content any) {
	m, err := k.newMessage(parent, msgType, content)
	if err != nil {
		k.log.Print(err)
		return
	}
	m.Identities = [][]byte{[]byte("kernel." + k.session + "." + msgType)}
	frames, err := m.encode(k.signer)
	if err != nil {
		k.log.Print(err)
		return
	}
	k.iopubMu.Lock()
	defer k.iopubMu.Unlock()
	if err := k.iopub.SendMulti(zmq4.NewMsgFrom(frames...)); err != nil && k.sockCtx.Err() == nil {
		k.log.Printf("kernel: publish %s: %v", msgType, err)
	}
}

func (k *Kernel) status(parent *Message, state string) {
	k.publish(parent, "status", map[string]any{"execution_state": state})
}

// reply sends msgType on the socket the request came from.
func (k *Kernel) reply(s zmq4.Socket, mu *sync.Mutex, req *Message, msgType string, content any) {
	m, err := k.newMessage(req, msgType, content)
	if err != nil {
		k.log.Print(err)
		return
	}
	m.Identities = req.Identities
	frames, err := m.encode(k.signer)
	if err != nil {
		k.log.Print(err)
		return
	}
	mu.Lock()
	defer mu.Unlock()
	if err := s.SendMulti(zmq4.NewMsgFrom(frames...)); err != nil && k.sockCtx.Err() == nil {
		k.log.Printf("kernel: send %s: %v", msgType, err)
	}
}

// replyType maps "x_request" to "x_reply".
func replyType(reqType string) string {
	return strings.TrimSuffix(reqType, "_request") + "_reply"
}

// handleShell serves one shell request between status busy and idle.
func (k *Kernel) handleShell(m Message) {
	k.status(&m, "busy")
	defer k.status(&m, "idle")
	send := func(msgType string, content any) { k.reply(k.shell, &k.shellMu, &m, msgType, content) }
	switch m.Header.MsgType {
	case "execute_request":
		k.execute(&m, send)
	case "complete_request":
		k.complete(&m, send)
	case "inspect_request":
		k.inspect(&m, send)
	case "is_complete_request":
		k.isComplete(&m, send)
	default:
		k.common(&m, send)
	}
}

// handleControl serves one control request between status busy and idle.
func (k *Kernel) handleControl(m Message) {
	k.status(&m, "busy")
	defer k.status(&m, "idle")
	send := func(msgType string, content any) { k.reply(k.control, &k.controlMu, &m, msgType, content) }
	switch m.Header.MsgType {
	case "execute_request", "complete_request", "inspect_request", "is_complete_request":
		k.log.Printf("kernel: %s is served on shell, not control", m.Header.MsgType)
		send(replyType(m.Header.MsgType), map[string]any{
			"status": "error", "ename": "UnsupportedOnControl",
			"evalue": m.Header.MsgType + " must be sent on the shell channel", "traceback": []string{},
		})
	default:
		k.common(&m, send)
	}
}

// common serves the requests that both shell and control accept.
func (k *Kernel) common(m *Message, send func(string, any)) {
	switch m.Header.MsgType {
	case "kernel_info_request":
		send("kernel_info_reply", k.kernelInfo())
	case "history_request":
		k.historyReply(m, send)
	case "comm_info_request":
		send("comm_info_reply", map[string]any{"status": "ok", "comms": map[string]any{}})
	case "connect_request":
		send("connect_reply", map[string]any{
			"status": "ok", "shell_port": k.info.ShellPort, "iopub_port": k.info.IOPubPort,
			"stdin_port": k.info.StdinPort, "control_port": k.info.ControlPort, "hb_port": k.info.HBPort,
		})
	case "interrupt_request":
		k.Interrupt()
		send("interrupt_reply", map[string]any{"status": "ok"})
	case "shutdown_request":
		var c struct {
			Restart bool `json:"restart"`
		}
		_ = json.Unmarshal(m.Content, &c)
		k.stateMu.Lock()
		k.restart = c.Restart
		k.stateMu.Unlock()
		k.Interrupt()
		send("shutdown_reply", map[string]any{"status": "ok", "restart": c.Restart})
		k.doneOnce.Do(func() { close(k.done) })
	case "comm_open":
		// No comm targets are registered: close the comm, as ipykernel does.
		var c struct {
			CommID string `json:"comm_id"`
		}
		_ = json.Unmarshal(m.Content, &c)
		k.publish(m, "comm_close", map[string]any{"comm_id": c.CommID, "data": map[string]any{}})
	case "comm_msg", "comm_close":
		// Nothing to route them to.
	default:
		k.log.Printf("kernel: unhandled message type %q", m.Header.MsgType)
	}
}

func (k *Kernel) kernelInfo() map[string]any {
	return map[string]any{
		"status":                 "ok",
		"protocol_version":       ProtocolVersion,
		"implementation":         k.opts.Implementation,
		"implementation_version": k.opts.Version,
		"banner":                 k.opts.Banner,
		"debugger":               false,
		"help_links":             []any{},
		"language_info": map[string]any{
			"name":               "go",
			"version":            k.opts.LanguageVersion,
			"mimetype":           "text/x-go",
			"file_extension":     ".go",
			"pygments_lexer":     "go",
			"codemirror_mode":    "go",
			"nbconvert_exporter": "script",
		},
	}
}

// executeRequest is the content of an execute_request.
type executeRequest struct {
	Code            string            `json:"code"`
	Silent          bool              `json:"silent"`
	StoreHistory    *bool             `json:"store_history"`
	UserExpressions map[string]string `json:"user_expressions"`
	AllowStdin      bool              `json:"allow_stdin"`
	StopOnError     *bool             `json:"stop_on_error"`
}

func (k *Kernel) execute(m *Message, send func(string, any)) {
	var req executeRequest
	if err := json.Unmarshal(m.Content, &req); err != nil {
		k.log.Printf("kernel: bad execute_request content: %v", err)
		send("execute_reply", errorContent(k.count(), &ExecError{Name: "BadRequest", Value: err.Error()}))
		return
	}
	store := !req.Silent && (req.StoreHistory == nil || *req.StoreHistory)
	stopOnError := req.StopOnError == nil || *req.StopOnError

	k.stateMu.Lock()
	if store {
		k.execCount++
	}
	count := k.execCount
	k.stateMu.Unlock()

	out := newCellOutput(k, m, req.Silent)
	if !req.Silent {
		out.emit("execute_input", map[string]any{"code": req.Code, "execution_count": count})
	}
	result, err := k.run(req.Code, out.output())
	out.flush()

	if err != nil {
		e := toExecError(err)
		content := errorContent(count, e)
		if !req.Silent {
			out.emit("error", map[string]any{"ename": e.Name, "evalue": e.Value, "traceback": e.Traceback})
		}
		k.remember(store, count, req.Code, "")
		// Take the queued cells before replying: a client that sends its
		// next cell on seeing this reply must not have it aborted.
		var aborted []Message
		if stopOnError {
			aborted = k.takeQueuedExecutes()
		}
		send("execute_reply", content)
		k.abort(aborted)
		return
	}
	text := ""
	if result != nil {
		result = normalizeBundle(result)
		text, _ = result["text/plain"].(string)
		if !req.Silent {
			out.emit("execute_result", map[string]any{"execution_count": count, "data": result, "metadata": map[string]any{}})
		}
	}
	k.remember(store, count, req.Code, text)
	send("execute_reply", map[string]any{
		"status":           "ok",
		"execution_count":  count,
		"user_expressions": k.userExpressions(req.UserExpressions),
		"payload":          []any{},
	})
}

func (k *Kernel) count() int {
	k.stateMu.Lock()
	defer k.stateMu.Unlock()
	return k.execCount
}

func (k *Kernel) remember(store bool, line int, input, output string) {
	if !store {
		return
	}
	k.stateMu.Lock()
	k.history = append(k.history, historyEntry{line: line, input: input, output: output})
	k.stateMu.Unlock()
}

// run executes code with a cancellable context, turning a panic of the
// evaluator into an error so that the kernel survives it.
func (k *Kernel) run(code string, out Output) (result Bundle, err error) {
	ctx, cancel := context.WithCancel(k.sockCtx)
	k.runMu.Lock()
	k.cancelCell = cancel
	k.runMu.Unlock()
	defer func() {
		k.runMu.Lock()
		k.cancelCell = nil
		k.runMu.Unlock()
		cancel()
		if r := recover(); r != nil {
			result, err = nil, &ExecError{Name: "panic", Value: fmt.Sprint(r)}
		}
	}()
	result, err = k.ev.Execute(ctx, code, out)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return result, err
}

// toExecError gives any error the three fields of an error message.
func toExecError(err error) *ExecError {
	var e *ExecError
	if !errors.As(err, &e) {
		name := "Error"
		if errors.Is(err, context.Canceled) {
			name = "Interrupted"
		}
		e = &ExecError{Name: name, Value: err.Error()}
	}
	if e.Traceback == nil {
		e = &ExecError{Name: e.Name, Value: e.Value, Traceback: strings.Split(e.Name+": "+e.Value, "\n")}
	}
	return e
}

func errorContent(count int, e *ExecError) map[string]any {
	tb := e.Traceback
	if tb == nil {
		tb = []string{}
	}
	return map[string]any{
		"status": "error", "execution_count": count,
		"ename": e.Name, "evalue": e.Value, "traceback": tb,
	}
}

// userExpressions evaluates the user_expressions of a successful cell.
func (k *Kernel) userExpressions(exprs map[string]string) map[string]any {
	res := map[string]any{}
	for name, code := range exprs {
		discard := Output{Stdout: io.Discard, Stderr: io.Discard, Display: func(Bundle) {}}
		b, err := k.run(code, discard)
		if err != nil {
			e := toExecError(err)
			res[name] = map[string]any{"status": "error", "ename": e.Name, "evalue": e.Value, "traceback": e.Traceback}
			continue
		}
		res[name] = map[string]any{"status": "ok", "data": normalizeBundle(b), "metadata": map[string]any{}}
	}
	return res
}

// takeQueuedExecutes removes the queued execute_requests: after an error
// with stop_on_error, the cells queued behind it must not run.
func (k *Kernel) takeQueuedExecutes() []Message {
	k.qmu.Lock()
	defer k.qmu.Unlock()
	var taken, kept []Message
	for _, m := range k.pending {
		if m.Header.MsgType == "execute_request" {
			taken = append(taken, m)
		} else {
			kept = append(kept, m)
		}
	}
	k.pending = kept
	return taken
}

// abort answers each request with status "aborted", between busy and idle.
func (k *Kernel) abort(reqs []Message) {
	count := k.count()
	for i := range reqs {
		m := &reqs[i]
		k.status(m, "busy")
		k.reply(k.shell, &k.shellMu, m, "execute_reply", map[string]any{"status": "aborted", "execution_count": count})
		k.status(m, "idle")
	}
}

// runeToByte converts a cursor counted in Unicode code points (messaging
// spec ≥ 5.2) to a byte offset in code, clamped to [0, len(code)].
func runeToByte(code string, cursor int) int {
	if cursor <= 0 {
		return 0
	}
	n := 0
	for i := range code {
		if n == cursor {
			return i
		}
		n++
	}
	return len(code)
}

// byteToRune converts a byte offset in code to a count of code points.
func byteToRune(code string, off int) int {
	if off <= 0 {
		return 0
	}
	if off > len(code) {
		off = len(code)
	}
	n := 0
	for i := range code {
		if i >= off {
			break
		}
		n++
	}
	return n
}

type cursorRequest struct {
	Code        string `json:"code"`
	CursorPos   *int   `json:"cursor_pos"`
	DetailLevel int    `json:"detail_level"`
}

func (r cursorRequest) cursor() int {
	if r.CursorPos == nil {
		return len(r.Code)
	}
	return runeToByte(r.Code, *r.CursorPos)
}

func (k *Kernel) complete(m *Message, send func(string, any)) {
	var req cursorRequest
	_ = json.Unmarshal(m.Content, &req)
	cur := req.cursor()
	var matches []string
	start, end := cur, cur
	func() {
		defer func() {
			if r := recover(); r != nil {
				k.log.Printf("kernel: complete panicked: %v", r)
				matches, start, end = nil, cur, cur
			}
		}()
		matches, start, end = k.ev.Complete(req.Code, cur)
	}()
	if matches == nil {
		matches = []string{}
	}
	send("complete_reply", map[string]any{
		"status": "ok", "matches": matches,
		"cursor_start": byteToRune(req.Code, start), "cursor_end": byteToRune(req.Code, end),
		"metadata": map[string]any{},
	})
}

func (k *Kernel) inspect(m *Message, send func(string, any)) {
	var req cursorRequest
	_ = json.Unmarshal(m.Content, &req)
	var b Bundle
	func() {
		defer func() {
			if r := recover(); r != nil {
				k.log.Printf("kernel: inspect panicked: %v", r)
				b = nil
			}
		}()
		b = k.ev.Inspect(req.Code, req.cursor(), req.DetailLevel)
	}()
	data := Bundle{}
	if b != nil {
		data = normalizeBundle(b)
	}
	send("inspect_reply", map[string]any{"status": "ok", "found": b != nil, "data": data, "metadata": map[string]any{}})
}

func (k *Kernel) isComplete(m *Message, send func(string, any)) {
	var req struct {
		Code string `json:"code"`
	}
	_ = json.Unmarshal(m.Content, &req)
	status, indent := "unknown", ""
	func() {
		defer func() {
			if r := recover(); r != nil {
				k.log.Printf("kernel: is_complete panicked: %v", r)
				status, indent = "unknown", ""
			}
		}()
		status, indent = k.ev.IsComplete(req.Code)
	}()
	content := map[string]any{"status": status}
	if status == "incomplete" {
		content["indent"] = indent
	}
	send("is_complete_reply", content)
}

// historyRequest is the content of a history_request.
type historyRequest struct {
	Output         bool   `json:"output"`
	Raw            bool   `json:"raw"`
	HistAccessType string `json:"hist_access_type"`
	Session        int    `json:"session"`
	Start          int    `json:"start"`
	Stop           *int   `json:"stop"`
	N              *int   `json:"n"`
	Pattern        string `json:"pattern"`
	Unique         bool   `json:"unique"`
}

func (k *Kernel) historyReply(m *Message, send func(string, any)) {
	var req historyRequest
	_ = json.Unmarshal(m.Content, &req)
	k.stateMu.Lock()
	all := append([]historyEntry(nil), k.history...)
	k.stateMu.Unlock()
	var sel []historyEntry
	switch req.HistAccessType {
	case "range":
		if req.Session == 0 || req.Session == historySession {
			for _, h := range all {
				if h.line >= req.Start && (req.Stop == nil || h.line < *req.Stop) {
					sel = append(sel, h)
				}
			}
		}
	case "search":
		seen := map[string]bool{}
		for i := len(all) - 1; i >= 0; i-- {
			h := all[i]
			if !globMatch(req.Pattern, h.input) || (req.Unique && seen[h.input]) {
				continue
			}
			seen[h.input] = true
			sel = append([]historyEntry{h}, sel...)
			if req.N != nil && *req.N > 0 && len(sel) == *req.N {
				break
			}
		}
	default: // "tail"
		sel = all
		if req.N != nil && *req.N >= 0 && *req.N < len(sel) {
			sel = sel[len(sel)-*req.N:]
		}
	}
	items := make([]any, 0, len(sel))
	for _, h := range sel {
		if req.Output {
			items = append(items, []any{historySession, h.line, []any{h.input, h.output}})
		} else {
			items = append(items, []any{historySession, h.line, h.input})
		}
	}
	send("history_reply", map[string]any{"status": "ok", "history": items})
}

// globMatch matches s against an IPython history pattern, where "*"
// matches any run of characters (including newlines) and "?" one
// character.
func globMatch(pattern, s string) bool {
	if pattern == "" {
		return true
	}
	p, t := []rune(pattern), []rune(s)
	// Iterative wildcard matching with backtracking on the last star.
	pi, ti, star, mark := 0, 0, -1, 0
	for ti < len(t) {
		switch {
		case pi < len(p) && (p[pi] == '?' || p[pi] == t[ti]):
			pi++
			ti++
		case pi < len(p) && p[pi] == '*':
			star, mark = pi, ti
			pi++
		case star >= 0:
			pi = star + 1
			mark++
			ti = mark
		default:
			return false
		}
	}
	for pi < len(p) && p[pi] == '*' {
		pi++
	}
	return pi == len(p)
}
