package kernel

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strconv"
)

// ConnectionInfo is the content of a Jupyter connection file: where the
// kernel binds its five sockets and the key that signs every message
// (messaging spec 5.3, "Connection files").
type ConnectionInfo struct {
	Transport       string `json:"transport"`
	IP              string `json:"ip"`
	ShellPort       int    `json:"shell_port"`
	IOPubPort       int    `json:"iopub_port"`
	StdinPort       int    `json:"stdin_port"`
	ControlPort     int    `json:"control_port"`
	HBPort          int    `json:"hb_port"`
	Key             string `json:"key"`
	SignatureScheme string `json:"signature_scheme"`
	KernelName      string `json:"kernel_name,omitempty"`
}

// ReadConnectionFile reads and validates a connection file.
func ReadConnectionFile(path string) (ConnectionInfo, error) {
	var c ConnectionInfo
	data, err := os.ReadFile(path)
	if err != nil {
		return c, fmt.Errorf("kernel: read connection file: %w", err)
	}
	if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("kernel: parse connection file %s: %w", path, err)
	}
	return c, c.validate()
}

func (c *ConnectionInfo) validate() error {
	if c.Transport == "" {
		c.Transport = "tcp"
	}
	if c.Transport != "tcp" && c.Transport != "ipc" {
		return fmt.Errorf("kernel: unsupported transport %q", c.Transport)
	}
	if c.IP == "" {
		return fmt.Errorf("kernel: connection file has no ip")
	}
	if c.SignatureScheme == "" {
		c.SignatureScheme = "hmac-sha256"
	}
	if c.SignatureScheme != "hmac-sha256" {
		return fmt.Errorf("kernel: unsupported signature scheme %q", c.SignatureScheme)
	}
	for _, p := range []int{c.ShellPort, c.IOPubPort, c.StdinPort, c.ControlPort, c.HBPort} {
		if p < 0 || p > 65535 {
			return fmt.Errorf("kernel: port %d out of range", p)
		}
	}
	return nil
}

// endpoint is the ZeroMQ address of port; port 0 on tcp lets the system pick
// a free port (reported by Kernel.Connection).
func (c ConnectionInfo) endpoint(port int) string {
	if c.Transport == "ipc" {
		return fmt.Sprintf("ipc://%s-%d", c.IP, port)
	}
	return "tcp://" + net.JoinHostPort(c.IP, strconv.Itoa(port))
}
