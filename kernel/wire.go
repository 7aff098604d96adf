package kernel

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"sync"
	"time"
)

// ProtocolVersion is the Jupyter messaging protocol version this kernel
// speaks.
const ProtocolVersion = "5.3"

// delimiter separates the routing identities from the signed part of a
// message on the wire.
const delimiter = "<IDS|MSG>"

// Errors returned by Decode. A message that fails to decode is dropped by the
// kernel and logged; it is never executed.
var (
	// ErrNoDelimiter means the frames hold no "<IDS|MSG>" delimiter.
	ErrNoDelimiter = errors.New("kernel: message has no <IDS|MSG> delimiter")
	// ErrShortMessage means fewer than the five frames that follow the
	// delimiter (signature, header, parent header, metadata, content).
	ErrShortMessage = errors.New("kernel: message has fewer than 5 frames after the delimiter")
	// ErrBadSignature means the HMAC signature is missing or does not match.
	ErrBadSignature = errors.New("kernel: message signature is missing or invalid")
)

// Header is the header of a Jupyter message (messaging spec 5.3,
// "General message format").
type Header struct {
	MsgID    string `json:"msg_id"`
	Session  string `json:"session"`
	Username string `json:"username"`
	Date     string `json:"date"`
	MsgType  string `json:"msg_type"`
	Version  string `json:"version"`
}

// Message is one Jupyter message, decoded from or to be encoded to the
// multipart wire format
//
//	[ids…] "<IDS|MSG>" signature header parent_header metadata content [buffers…]
//
// The JSON parts are kept as raw bytes, so that a parent header is echoed
// back exactly as the client sent it.
type Message struct {
	// Identities are the routing frames before the delimiter; replies reuse
	// the request's identities. On iopub the single frame is a topic.
	Identities [][]byte
	// Header is the decoded header.
	Header Header
	// RawHeader is the header as it was on the wire (nil for messages built
	// locally; Encode marshals Header then).
	RawHeader json.RawMessage
	// ParentHeader is the header of the request that caused this message, or
	// "{}".
	ParentHeader json.RawMessage
	// Metadata is the metadata dict, "{}" when empty.
	Metadata json.RawMessage
	// Content is the message content.
	Content json.RawMessage
	// Buffers are optional extra binary frames.
	Buffers [][]byte
}

// signer computes HMAC-SHA256 signatures with the connection key. An empty
// key disables signing (the signature frame is then empty and not checked),
// as the messaging spec allows.
type signer struct {
	key []byte
	// macs, when set, recycles HMAC states keyed with key (the kernel's
	// signer): a state is Reset and reused instead of rebuilt per message.
	macs *sync.Pool
}

// newSigner returns a signer that recycles its HMAC states.
func newSigner(key []byte) signer {
	return signer{key: key, macs: &sync.Pool{New: func() any { return hmac.New(sha256.New, key) }}}
}

func (s signer) enabled() bool { return len(s.key) > 0 }

// mac returns a keyed HMAC state; done hands it back.
func (s signer) mac() (m hash.Hash, done func()) {
	if s.macs == nil {
		return hmac.New(sha256.New, s.key), func() {}
	}
	m = s.macs.Get().(hash.Hash)
	m.Reset()
	return m, func() { s.macs.Put(m) }
}

// sign returns the lower-case hex HMAC of the four signed frames.
func (s signer) sign(parts ...[]byte) []byte {
	if !s.enabled() {
		return nil
	}
	m, done := s.mac()
	defer done()
	for _, p := range parts {
		m.Write(p)
	}
	var buf [sha256.Size]byte
	sum := m.Sum(buf[:0])
	out := make([]byte, hex.EncodedLen(len(sum)))
	hex.Encode(out, sum)
	return out
}

// verify checks sig against the four frames in constant time.
func (s signer) verify(sig []byte, parts ...[]byte) bool {
	if !s.enabled() {
		return true
	}
	got := make([]byte, hex.DecodedLen(len(sig)))
	if _, err := hex.Decode(got, sig); err != nil || len(got) != sha256.Size {
		return false
	}
	m, done := s.mac()
	defer done()
	for _, p := range parts {
		m.Write(p)
	}
	var buf [sha256.Size]byte
	return hmac.Equal(got, m.Sum(buf[:0]))
}

// Decode parses the frames of one message and verifies its signature with
// key. It never executes anything; the caller drops messages that fail.
func Decode(frames [][]byte, key []byte) (Message, error) {
	return decode(frames, signer{key: key})
}

// decode is Decode with a signer (the kernel's recycles HMAC states).
func decode(frames [][]byte, sg signer) (Message, error) {
	var m Message
	d := -1
	for i, f := range frames {
		if string(f) == delimiter {
			d = i
			break
		}
	}
	if d < 0 {
		return m, ErrNoDelimiter
	}
	if len(frames)-d-1 < 5 {
		return m, ErrShortMessage
	}
	sig, h, ph, md, c := frames[d+1], frames[d+2], frames[d+3], frames[d+4], frames[d+5]
	if !sg.verify(sig, h, ph, md, c) {
		return m, ErrBadSignature
	}
	if err := json.Unmarshal(h, &m.Header); err != nil {
		return m, fmt.Errorf("kernel: bad message header: %w", err)
	}
	for name, part := range map[string][]byte{"parent header": ph, "metadata": md, "content": c} {
		if !json.Valid(part) {
			return m, fmt.Errorf("kernel: bad message %s: invalid JSON", name)
		}
	}
	m.Identities = cloneFrames(frames[:d])
	m.RawHeader = bytes.Clone(h)
	m.ParentHeader = bytes.Clone(ph)
	m.Metadata = bytes.Clone(md)
	m.Content = bytes.Clone(c)
	m.Buffers = cloneFrames(frames[d+6:])
	return m, nil
}

func cloneFrames(fs [][]byte) [][]byte {
	if len(fs) == 0 {
		return nil
	}
	out := make([][]byte, len(fs))
	for i, f := range fs {
		out[i] = bytes.Clone(f)
	}
	return out
}

// Encode returns the wire frames of m, signed with key.
func (m Message) Encode(key []byte) ([][]byte, error) {
	return m.encode(signer{key: key})
}

// encode is Encode with a signer.
func (m Message) encode(sg signer) ([][]byte, error) {
	h := []byte(m.RawHeader)
	if h == nil {
		var err error
		if h, err = json.Marshal(m.Header); err != nil {
			return nil, fmt.Errorf("kernel: encode header: %w", err)
		}
	}
	ph, md, c := orEmpty(m.ParentHeader), orEmpty(m.Metadata), orEmpty(m.Content)
	frames := make([][]byte, 0, len(m.Identities)+6+len(m.Buffers))
	frames = append(frames, m.Identities...)
	sig := sg.sign(h, ph, md, c)
	if sig == nil {
		sig = []byte{}
	}
	frames = append(frames, []byte(delimiter), sig, h, ph, md, c)
	frames = append(frames, m.Buffers...)
	return frames, nil
}

func orEmpty(b json.RawMessage) []byte {
	if len(b) == 0 {
		return []byte("{}")
	}
	return b
}

// newID returns a random UUID (version 4) string for msg_id and session.
func newID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("kernel: crypto/rand failed: " + err.Error())
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// timestamp formats t as the ISO 8601 date of a message header.
func timestamp(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05.000000Z")
}
