// Package kernel is dragonrepl's Jupyter kernel: the Jupyter messaging
// protocol 5.3 over ZeroMQ (github.com/go-zeromq/zmq4, pure Go), serving
// an Evaluator.
//
// The pieces:
//
//   - wire.go: the multipart wire format and its HMAC-SHA256 signatures
//     (Decode verifies in constant time; unsigned or mis-signed messages are
//     dropped and logged, never executed).
//   - connection.go: the connection file.
//   - kernel.go: the five sockets (shell, control, stdin and heartbeat
//     ROUTERs, iopub PUB) and the handlers. Shell requests run one at a time on
//     an executor goroutine, between status busy and idle; control
//     (interrupt_request, shutdown_request, kernel_info_request) is served
//     on its own goroutine, so it answers while a cell runs.
//   - stream.go: coalescing of printed text into stream messages.
//   - evaluator.go: the Evaluator interface, the seam to the language
//     session; session.go adapts repl.Session to it.
//   - install.go: the kernelspec ("dragonrepl install") and its logos.
//   - parent_unix.go: exit when the client process that started the kernel
//     dies.
//
// The dependency goes one way: kernel imports repl, repl never imports
// kernel.
package kernel
