package kernel

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"runtime"
)

// KernelName is the directory name of the kernelspec, which notebooks name
// in their metadata.
const KernelName = "dragonrepl"

// Spec is the content of kernel.json (Jupyter "Kernel specs").
type Spec struct {
	Argv          []string          `json:"argv"`
	DisplayName   string            `json:"display_name"`
	Language      string            `json:"language"`
	InterruptMode string            `json:"interrupt_mode"`
	Env           map[string]string `json:"env"`
	Metadata      map[string]any    `json:"metadata"`
}

// NewSpec returns the kernelspec that starts binary (an absolute path) as
// "binary kernel -f {connection_file}". Interrupts are sent as
// interrupt_request messages, so no signal reaches the process.
func NewSpec(binary string) Spec {
	return Spec{
		Argv:          []string{binary, "kernel", "-f", "{connection_file}"},
		DisplayName:   "Go (dragonrepl)",
		Language:      "go",
		InterruptMode: "message",
		Env:           map[string]string{},
		Metadata:      map[string]any{},
	}
}

// UserDataDir returns the Jupyter user data directory: $JUPYTER_DATA_DIR if
// set, else the platform default (~/.local/share/jupyter honouring
// $XDG_DATA_HOME on Linux, ~/Library/Jupyter on macOS, %APPDATA%\jupyter on
// Windows).
func UserDataDir() (string, error) {
	if d := os.Getenv("JUPYTER_DATA_DIR"); d != "" {
		return d, nil
	}
	switch runtime.GOOS {
	case "windows":
		if a := os.Getenv("APPDATA"); a != "" {
			return filepath.Join(a, "jupyter"), nil
		}
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("kernel: %w", err)
		}
		return filepath.Join(home, "Library", "Jupyter"), nil
	}
	if x := os.Getenv("XDG_DATA_HOME"); x != "" {
		return filepath.Join(x, "jupyter"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("kernel: %w", err)
	}
	return filepath.Join(home, ".local", "share", "jupyter"), nil
}

// PrefixDataDir returns the Jupyter data directory of an installation
// prefix (a virtualenv or conda env): PREFIX/share/jupyter.
func PrefixDataDir(prefix string) string {
	return filepath.Join(prefix, "share", "jupyter")
}

// Install writes the kernelspec for binary into dataDir/kernels/dragonrepl
// (kernel.json, logo-32x32.png, logo-64x64.png) and returns that directory.
func Install(dataDir, binary string) (string, error) {
	if !filepath.IsAbs(binary) {
		return "", errors.New("kernel: install needs the absolute path of the binary")
	}
	dir := filepath.Join(dataDir, "kernels", KernelName)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("kernel: install: %w", err)
	}
	spec, err := json.MarshalIndent(NewSpec(binary), "", "  ")
	if err != nil {
		return "", fmt.Errorf("kernel: install: %w", err)
	}
	files := map[string][]byte{"kernel.json": append(spec, '\n')}
	for _, size := range []int{32, 64} {
		files[fmt.Sprintf("logo-%dx%d.png", size, size)] = Logo(size)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return "", fmt.Errorf("kernel: install: %w", err)
		}
	}
	return dir, nil
}

// Logo draws the kernel logo as a size×size PNG: a corner of a wooden Go
// board with a black and a white stone.
func Logo(size int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	wood := color.NRGBA{0xdc, 0xb3, 0x5c, 0xff}
	line := color.NRGBA{0x40, 0x30, 0x10, 0xff}
	black := color.NRGBA{0x10, 0x10, 0x10, 0xff}
	white := color.NRGBA{0xf8, 0xf8, 0xf8, 0xff}
	rim := color.NRGBA{0x70, 0x70, 0x70, 0xff}
	cell := float64(size) / 4
	// A 4×4 grid of lines at cell/2 + i*cell; the stones sit on the points
	// (1,1) and (2,2) with a radius just under half a cell.
	bx, by := cell*1.5, cell*1.5
	wx, wy := cell*2.5, cell*2.5
	r := cell * 0.48
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			c := wood
			lw := max(1, float64(size)/64)
			for i := 0; i < 4; i++ {
				g := cell/2 + float64(i)*cell
				if (math.Abs(px-g) < lw/2+0.01 && py >= cell/2-0.5) || (math.Abs(py-g) < lw/2+0.01 && px >= cell/2-0.5) {
					c = line
				}
			}
			if d := math.Hypot(px-bx, py-by); d <= r {
				c = black
			}
			if d := math.Hypot(px-wx, py-wy); d <= r {
				c = white
				if d > r-max(1, float64(size)/48) {
					c = rim
				}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic("kernel: png encode: " + err.Error()) // cannot fail on a bytes.Buffer
	}
	return buf.Bytes()
}
