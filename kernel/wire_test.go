package kernel

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// knownHeader and knownSig: the signature was computed independently with
// Python's hmac module:
//
//	hmac.new(b"secret-key", h + b"{}" + b"{}" + b"{}", hashlib.sha256).hexdigest()
const (
	knownHeader = `{"msg_id":"m1","session":"s1","username":"u","date":"2026-01-02T03:04:05.000000Z","msg_type":"kernel_info_request","version":"5.3"}`
	knownSig    = "c3011d175eb1c9dc869191d6ed22b495852adec41149cc4b134b5f7ade1a9eff"
)

func TestWireRoundTripKnownHMAC(t *testing.T) {
	key := []byte("secret-key")
	m := Message{
		Identities: [][]byte{[]byte("client-id")},
		Header: Header{MsgID: "m1", Session: "s1", Username: "u", Date: "2026-01-02T03:04:05.000000Z",
			MsgType: "kernel_info_request", Version: "5.3"},
		Content: json.RawMessage("{}"),
	}
	frames, err := m.Encode(key)
	require.NoError(t, err)
	want := []string{"client-id", "<IDS|MSG>", knownSig, knownHeader, "{}", "{}", "{}"}
	got := make([]string, len(frames))
	for i, f := range frames {
		got[i] = string(f)
	}
	require.Equal(t, want, got)

	d, err := Decode(frames, key)
	require.NoError(t, err)
	assert.Equal(t, m.Header, d.Header)
	assert.Equal(t, [][]byte{[]byte("client-id")}, d.Identities)
	assert.Equal(t, knownHeader, string(d.RawHeader))
	assert.Nil(t, d.Buffers)

	// Re-encoding a decoded message keeps the raw header byte for byte.
	again, err := d.Encode(key)
	require.NoError(t, err)
	assert.Equal(t, frames, again)

	// Upper-case hex is the same signature.
	upper := append([][]byte(nil), frames...)
	upper[2] = []byte("C3011D175EB1C9DC869191D6ED22B495852ADEC41149CC4B134B5F7ADE1A9EFF")
	_, err = Decode(upper, key)
	assert.NoError(t, err)

	// Buffers survive.
	m.Buffers = [][]byte{{0, 1, 2}, {}}
	frames, err = m.Encode(key)
	require.NoError(t, err)
	d, err = Decode(frames, key)
	require.NoError(t, err)
	assert.Equal(t, m.Buffers, d.Buffers)
}

func TestDecodeRejects(t *testing.T) {
	key := []byte("secret-key")
	good := [][]byte{[]byte("<IDS|MSG>"), []byte(knownSig), []byte(knownHeader), []byte("{}"), []byte("{}"), []byte("{}")}
	_, err := Decode(good, key)
	require.NoError(t, err)

	with := func(i int, v string) [][]byte {
		f := append([][]byte(nil), good...)
		f[i] = []byte(v)
		return f
	}
	for name, tc := range map[string]struct {
		frames [][]byte
		want   error
	}{
		"wrong key":         {good, ErrBadSignature},
		"missing signature": {with(1, ""), ErrBadSignature},
		"not hex":           {with(1, "zz"+knownSig[2:]), ErrBadSignature},
		"truncated":         {with(1, knownSig[:62]), ErrBadSignature},
		"tampered content":  {with(5, `{"a":1}`), ErrBadSignature},
		"tampered parent":   {with(3, `{"msg_id":"x"}`), ErrBadSignature},
		"no delimiter":      {good[1:], ErrNoDelimiter},
		"short":             {good[:5], ErrShortMessage},
	} {
		k := key
		if name == "wrong key" {
			k = []byte("other")
		}
		_, err := Decode(tc.frames, k)
		assert.ErrorIs(t, err, tc.want, name)
	}

	// An empty key disables signing: any signature is accepted and none is
	// produced.
	_, err = Decode(with(1, "whatever"), nil)
	assert.NoError(t, err)
	frames, err := Message{Header: Header{MsgID: "x"}}.Encode(nil)
	require.NoError(t, err)
	assert.Equal(t, "", string(frames[1]))

	// Signed but not JSON.
	_, err = Decode([][]byte{[]byte("<IDS|MSG>"), []byte(""), []byte("{"), []byte("{}"), []byte("{}"), []byte("{}")}, nil)
	assert.ErrorContains(t, err, "bad message header")
	_, err = Decode([][]byte{[]byte("<IDS|MSG>"), []byte(""), []byte("{}"), []byte("{}"), []byte("{}"), []byte("nope")}, nil)
	assert.ErrorContains(t, err, "bad message content")
}

func TestNewID(t *testing.T) {
	re := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	a, b := newID(), newID()
	assert.Regexp(t, re, a)
	assert.NotEqual(t, a, b)
}

func TestCursorConversion(t *testing.T) {
	code := "aé😀b"
	// code points: a=0 é=1 😀=2 b=3; bytes: a=0 é=1 😀=3 b=7
	for cp, by := range map[int]int{-1: 0, 0: 0, 1: 1, 2: 3, 3: 7, 4: 8, 9: 8} {
		assert.Equal(t, by, runeToByte(code, cp), "runeToByte(%d)", cp)
	}
	for by, cp := range map[int]int{0: 0, 1: 1, 3: 2, 7: 3, 8: 4, 20: 4} {
		assert.Equal(t, cp, byteToRune(code, by), "byteToRune(%d)", by)
	}
}

func TestCompleteUTF8(t *testing.T) {
	e := []byte("é") // 2 bytes
	g := []byte("😀") // 4 bytes
	for _, tc := range []struct {
		in   []byte
		want int
	}{
		{nil, 0},
		{[]byte("ab"), 2},
		{append([]byte("a"), e[:1]...), 1},
		{append([]byte("a"), e...), 3},
		{append([]byte("a"), g[:3]...), 1},
		{g, 4},
		{[]byte{'a', 0xff}, 2}, // invalid bytes go out as they are
	} {
		assert.Equal(t, tc.want, completeUTF8(tc.in), "%q", tc.in)
	}
}

func TestGlobMatch(t *testing.T) {
	for _, tc := range []struct {
		p, s string
		want bool
	}{
		{"", "anything", true},
		{"*", "", true},
		{"a*", "abc", true},
		{"a*c", "abxc", true},
		{"a*c", "abcd", false},
		{"a?c", "abc", true},
		{"a?c", "ac", false},
		{"*b*", "a\nb\nc", true},
		{"x", "y", false},
	} {
		assert.Equal(t, tc.want, globMatch(tc.p, tc.s), "%q ~ %q", tc.p, tc.s)
	}
}

func TestReadConnectionFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "conn.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"shell_port": 5001, "iopub_port": 5002, "stdin_port": 5003,
		"control_port": 5004, "hb_port": 5005, "ip": "127.0.0.1", "key": "k", "transport": "tcp",
		"signature_scheme": "hmac-sha256", "kernel_name": "dragonrepl"}`), 0o600))
	c, err := ReadConnectionFile(path)
	require.NoError(t, err)
	assert.Equal(t, ConnectionInfo{Transport: "tcp", IP: "127.0.0.1", ShellPort: 5001, IOPubPort: 5002, StdinPort: 5003,
		ControlPort: 5004, HBPort: 5005, Key: "k", SignatureScheme: "hmac-sha256", KernelName: "dragonrepl"}, c)
	assert.Equal(t, "tcp://127.0.0.1:5001", c.endpoint(c.ShellPort))
	assert.Equal(t, "tcp://[::1]:7", ConnectionInfo{Transport: "tcp", IP: "::1"}.endpoint(7))
	assert.Equal(t, "ipc://kernel-ipc-7", ConnectionInfo{Transport: "ipc", IP: "kernel-ipc"}.endpoint(7))

	for name, body := range map[string]string{
		"scheme":    `{"ip":"127.0.0.1","signature_scheme":"hmac-md5"}`,
		"transport": `{"ip":"127.0.0.1","transport":"udp"}`,
		"no ip":     `{"transport":"tcp"}`,
		"port":      `{"ip":"127.0.0.1","shell_port":70000}`,
		"json":      `{"ip":`,
	} {
		require.NoError(t, os.WriteFile(path, []byte(body), 0o600))
		_, err := ReadConnectionFile(path)
		assert.Error(t, err, name)
	}
	_, err = ReadConnectionFile(filepath.Join(dir, "missing.json"))
	assert.Error(t, err)
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte("<IDS|MSG>\x00"+knownSig+"\x00"+knownHeader+"\x00{}\x00{}\x00{}"), []byte("secret-key"))
	f.Add([]byte("id\x00<IDS|MSG>\x00\x00{}\x00{}\x00{}\x00{}\x00buf"), []byte(""))
	f.Fuzz(func(t *testing.T, data, key []byte) {
		var frames [][]byte
		start := 0
		for i, b := range data {
			if b == 0 {
				frames = append(frames, data[start:i])
				start = i + 1
			}
		}
		frames = append(frames, data[start:])
		m, err := Decode(frames, key)
		if err != nil {
			return
		}
		// Whatever decodes re-encodes to frames that decode to the same
		// message.
		out, err := m.Encode(key)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := Decode(out, key)
		if err != nil {
			t.Fatalf("re-encoded message does not decode: %v", err)
		}
		if m2.Header != m.Header || string(m2.Content) != string(m.Content) {
			t.Fatalf("round trip changed the message")
		}
	})
}

func FuzzReadConnectionFile(f *testing.F) {
	f.Add([]byte(`{"ip":"127.0.0.1","shell_port":1,"key":"k","transport":"tcp","signature_scheme":"hmac-sha256"}`))
	f.Add([]byte(`{"ip":""}`))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "c.json")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		c, err := ReadConnectionFile(path)
		if err != nil {
			return
		}
		if c.IP == "" || c.SignatureScheme != "hmac-sha256" || (c.Transport != "tcp" && c.Transport != "ipc") {
			t.Fatalf("accepted an invalid connection: %+v", c)
		}
	})
}
