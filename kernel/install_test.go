package kernel

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInstall(t *testing.T) {
	data := t.TempDir()
	dir, err := Install(data, "/opt/bin/dragonrepl")
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(data, "kernels", "dragonrepl"), dir)

	raw, err := os.ReadFile(filepath.Join(dir, "kernel.json"))
	require.NoError(t, err)
	var spec map[string]any
	require.NoError(t, json.Unmarshal(raw, &spec))
	assert.Equal(t, map[string]any{
		"argv":           []any{"/opt/bin/dragonrepl", "kernel", "-f", "{connection_file}"},
		"display_name":   "Go (dragonrepl)",
		"language":       "go",
		"interrupt_mode": "message",
		"env":            map[string]any{},
		"metadata":       map[string]any{},
	}, spec)

	for _, size := range []int{32, 64} {
		b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("logo-%dx%d.png", size, size)))
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(b))
		require.NoError(t, err)
		assert.Equal(t, size, img.Bounds().Dx())
		assert.Equal(t, size, img.Bounds().Dy())
		// The black stone's centre is dark, the white one's light, a corner
		// is wood.
		c := float64(size) / 4
		r, g, bl, _ := img.At(int(c*1.5), int(c*1.5)).RGBA()
		assert.Less(t, r+g+bl, uint32(3*0x4000), "black stone")
		r, g, bl, _ = img.At(int(c*2.5), int(c*2.5)).RGBA()
		assert.Greater(t, r+g+bl, uint32(3*0xe000), "white stone")
		r, _, bl, _ = img.At(0, 0).RGBA()
		assert.Greater(t, r, bl, "wood")
	}

	// Installing again overwrites.
	_, err = Install(data, "/other/dragonrepl")
	require.NoError(t, err)
	raw, _ = os.ReadFile(filepath.Join(dir, "kernel.json"))
	assert.Contains(t, string(raw), "/other/dragonrepl")

	_, err = Install(data, "relative/dragonrepl")
	assert.Error(t, err)
}

func TestUserDataDir(t *testing.T) {
	t.Setenv("JUPYTER_DATA_DIR", "/tmp/jdd")
	d, err := UserDataDir()
	require.NoError(t, err)
	assert.Equal(t, "/tmp/jdd", d)

	t.Setenv("JUPYTER_DATA_DIR", "")
	t.Setenv("XDG_DATA_HOME", "/tmp/xdg")
	t.Setenv("HOME", "/tmp/home")
	d, err = UserDataDir()
	require.NoError(t, err)
	switch filepath.Separator {
	case '/':
		if d != filepath.Join("/tmp/home", "Library", "Jupyter") { // darwin
			assert.Equal(t, "/tmp/xdg/jupyter", d)
		}
	}
	t.Setenv("XDG_DATA_HOME", "")
	d, err = UserDataDir()
	require.NoError(t, err)
	if d != filepath.Join("/tmp/home", "Library", "Jupyter") {
		assert.Equal(t, filepath.Join("/tmp/home", ".local", "share", "jupyter"), d)
	}
	assert.Equal(t, filepath.Join("/p", "share", "jupyter"), PrefixDataDir("/p"))
}
