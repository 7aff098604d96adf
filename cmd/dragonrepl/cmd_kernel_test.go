package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInstallCommand(t *testing.T) {
	self, err := os.Executable()
	require.NoError(t, err)
	self, err = filepath.EvalSymlinks(self)
	require.NoError(t, err)

	check := func(dir string) {
		t.Helper()
		raw, err := os.ReadFile(filepath.Join(dir, "kernel.json"))
		require.NoError(t, err)
		var spec struct {
			Argv          []string `json:"argv"`
			Language      string   `json:"language"`
			InterruptMode string   `json:"interrupt_mode"`
		}
		require.NoError(t, json.Unmarshal(raw, &spec))
		assert.Equal(t, []string{self, "kernel", "-f", "{connection_file}"}, spec.Argv)
		assert.Equal(t, "go", spec.Language)
		assert.Equal(t, "message", spec.InterruptMode)
		for _, logo := range []string{"logo-32x32.png", "logo-64x64.png"} {
			_, err := os.Stat(filepath.Join(dir, logo))
			assert.NoError(t, err)
		}
	}

	data := t.TempDir()
	t.Setenv("JUPYTER_DATA_DIR", data)
	var out, errb bytes.Buffer
	require.Equal(t, 0, run([]string{"install", "--user"}, nil, &out, &errb), errb.String())
	want := filepath.Join(data, "kernels", "dragonrepl")
	assert.Equal(t, "installed kernelspec dragonrepl in "+want+"\n", out.String())
	check(want)

	// No flag means --user.
	require.NoError(t, os.RemoveAll(want))
	out.Reset()
	require.Equal(t, 0, run([]string{"install"}, nil, &out, &errb), errb.String())
	check(want)

	prefix := t.TempDir()
	out.Reset()
	require.Equal(t, 0, run([]string{"install", "--prefix", prefix}, nil, &out, &errb), errb.String())
	check(filepath.Join(prefix, "share", "jupyter", "kernels", "dragonrepl"))

	errb.Reset()
	assert.Equal(t, 1, run([]string{"install", "--user", "--prefix", prefix}, nil, &out, &errb))
	assert.Contains(t, errb.String(), "exclusive")
	errb.Reset()
	assert.Equal(t, 1, run([]string{"install", "extra"}, nil, &out, &errb))
}

func TestKernelCommandErrors(t *testing.T) {
	var out, errb bytes.Buffer
	assert.Equal(t, 1, run([]string{"kernel"}, nil, &out, &errb))
	assert.Contains(t, errb.String(), "no connection file")

	errb.Reset()
	assert.Equal(t, 1, run([]string{"kernel", "-f", filepath.Join(t.TempDir(), "missing.json")}, nil, &out, &errb))
	assert.Contains(t, errb.String(), "read connection file")

	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"ip":"127.0.0.1","signature_scheme":"hmac-md5"}`), 0o600))
	errb.Reset()
	assert.Equal(t, 1, run([]string{"kernel", "-f", bad}, nil, &out, &errb))
	assert.Contains(t, errb.String(), "unsupported signature scheme")
	assert.True(t, strings.HasPrefix(errb.String(), "dragonrepl: "), errb.String())
	assert.Empty(t, out.String(), "the kernel never writes to stdout")
}
