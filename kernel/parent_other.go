//go:build !unix

package kernel

import (
	"context"
	"time"
)

// WatchParent is a no-op on systems without Unix process semantics; the
// client's shutdown then relies on shutdown_request or termination.
func WatchParent(ctx context.Context, interval time.Duration, onExit func()) {}
