//go:build unix

package kernel

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// python is Debian's interpreter, which has the Jupyter stack; the python3
// on PATH may be another one.
const python = "/usr/bin/python3"

// The binary is built once per test process, removed by TestMain.
var (
	buildOnce sync.Once
	buildDir  string
	builtBin  string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// integrationEnv builds the binary, installs its kernelspec into a temporary
// Jupyter data dir, and returns the environment that isolates Jupyter in
// that dir. It skips when the Jupyter stack is absent or in -short mode.
func integrationEnv(t *testing.T) (env []string, dir string) {
	t.Helper()
	if testing.Short() {
		t.Skip("Jupyter integration test skipped in -short mode")
	}
	if out, err := exec.Command(python, "-c", "import jupyter_client, jupyter_kernel_test").CombinedOutput(); err != nil {
		t.Skipf("Jupyter stack not available (%s -c 'import jupyter_client, jupyter_kernel_test': %v %s); "+
			"on Debian: apt-get install python3-jupyter-client python3-jupyter-kernel-test", python, err, bytes.TrimSpace(out))
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found: cannot build the kernel binary")
	}
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "dragonrepl-kernel-test-")
		if buildErr != nil {
			return
		}
		builtBin = filepath.Join(buildDir, "dragonrepl")
		build := exec.Command(gobin, "build", "-o", builtBin, "github.com/dragonrepl/dragonrepl/cmd/dragonrepl")
		if out, err := build.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	bin := builtBin
	dir = t.TempDir()
	data := filepath.Join(dir, "data")
	env = append(os.Environ(),
		"JUPYTER_DATA_DIR="+data,
		"JUPYTER_PATH="+data,
		"JUPYTER_RUNTIME_DIR="+filepath.Join(dir, "runtime"),
		"JUPYTER_CONFIG_DIR="+filepath.Join(dir, "config"),
		"PYDEVD_DISABLE_FILE_VALIDATION=1",
		"DRAGONREPL_KERNEL_NAME="+KernelName,
	)
	install := exec.Command(bin, "install", "--user")
	install.Env = env
	out, err := install.CombinedOutput()
	require.NoError(t, err, "%s", out)
	spec, err := os.ReadFile(filepath.Join(data, "kernels", KernelName, "kernel.json"))
	require.NoError(t, err)
	require.Contains(t, string(spec), strconv.Quote(bin))
	return env, dir
}

// runPython runs a Python script with stdout and stderr in files (never
// pipes: a stray kernel must not be able to hold the test up) and returns
// the stdout text. The whole process group is killed at the deadline.
func runPython(t *testing.T, env []string, dir, name string, timeout time.Duration, args ...string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	stdoutPath, stderrPath := filepath.Join(dir, name+".out"), filepath.Join(dir, name+".err")
	stdout, err := os.Create(stdoutPath)
	require.NoError(t, err)
	defer stdout.Close()
	stderr, err := os.Create(stderrPath)
	require.NoError(t, err)
	defer stderr.Close()
	cmd := exec.CommandContext(ctx, python, append([]string{"-Xfrozen_modules=off"}, args...)...)
	cmd.Env, cmd.Stdout, cmd.Stderr = env, stdout, stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	err = cmd.Run()
	out, _ := os.ReadFile(stdoutPath)
	if err != nil {
		errText, _ := os.ReadFile(stderrPath)
		t.Logf("%s failed: %v\nstdout:\n%s\nstderr:\n%s", name, err, out, errText)
	}
	return string(out), err
}

func testdataPath(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", name))
	require.NoError(t, err)
	return p
}

// TestJupyterKernelTestSuite runs jupyter_kernel_test's conformance suite
// (message schemas, busy/idle, stdout/stderr, results, display, errors,
// is_complete, history) against the real binary.
func TestJupyterKernelTestSuite(t *testing.T) {
	env, dir := integrationEnv(t)
	_, err := runPython(t, env, dir, "kernel_suite", 5*time.Minute, testdataPath(t, "kernel_suite.py"))
	errText, _ := os.ReadFile(filepath.Join(dir, "kernel_suite.err"))
	if err != nil {
		t.Fatalf("jupyter_kernel_test suite failed:\n%s", errText)
	}
	var summary []string
	for _, l := range strings.Split(string(errText), "\n") {
		if strings.Contains(l, " ... ") || strings.HasPrefix(l, "Ran ") || strings.HasPrefix(l, "OK") {
			summary = append(summary, l)
		}
	}
	t.Logf("jupyter_kernel_test:\n%s", strings.Join(summary, "\n"))
}

// TestJupyterKernelManager starts the kernel with jupyter_client's
// KernelManager, measures the execute round trip, interrupts a running
// loop, shuts the kernel down and checks that no process is left.
func TestJupyterKernelManager(t *testing.T) {
	env, dir := integrationEnv(t)
	const n = 200
	out, err := runPython(t, env, dir, "km_check", 5*time.Minute, testdataPath(t, "km_check.py"),
		"measure", strconv.Itoa(n), "1+1", "2", "for {}", filepath.Join(dir, "kernel.log"))
	if err != nil {
		logText, _ := os.ReadFile(filepath.Join(dir, "kernel.log"))
		t.Fatalf("km_check failed; kernel log:\n%s", logText)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var res struct {
		ReadyS         float64  `json:"ready_s"`
		AliveHB        bool     `json:"alive_hb"`
		TrivialResult  []string `json:"trivial_result"`
		Executes       int      `json:"executes"`
		MedianReplyMS  float64  `json:"median_reply_ms"`
		P90ReplyMS     float64  `json:"p90_reply_ms"`
		MedianIdleMS   float64  `json:"median_idle_ms"`
		P90IdleMS      float64  `json:"p90_idle_ms"`
		InterruptMS    float64  `json:"interrupt_ms"`
		InterruptState string   `json:"interrupt_status"`
		InterruptEname string   `json:"interrupt_ename"`
		SigintEname    string   `json:"sigint_ename"`
		AfterInterrupt string   `json:"after_interrupt"`
		ShutdownMS     float64  `json:"shutdown_ms"`
		RestartMS      float64  `json:"restart_ms"`
		StdinResult    []string `json:"stdin_result"`
		RestartNewPid  bool     `json:"restart_new_pid"`
		RestartOldGone bool     `json:"restart_old_gone"`
		RestartFresh   bool     `json:"restart_fresh"`
		Orphan         bool     `json:"orphan"`
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &res), out)
	t.Logf("KernelManager: ready %.3fs; %d executes of \"1+1\": execute→reply median %.3f ms (p90 %.3f), execute→idle median %.3f ms (p90 %.3f); interrupt %.1f ms; restart %.1f ms; shutdown %.1f ms",
		res.ReadyS, res.Executes, res.MedianReplyMS, res.P90ReplyMS, res.MedianIdleMS, res.P90IdleMS, res.InterruptMS, res.RestartMS, res.ShutdownMS)
	assert.True(t, res.AliveHB, "heartbeat")
	assert.Equal(t, []string{"2"}, res.TrivialResult)
	assert.Equal(t, n, res.Executes)
	assert.Equal(t, "error", res.InterruptState)
	assert.Equal(t, "Interrupted", res.InterruptEname)
	assert.Equal(t, "Interrupted", res.SigintEname, "SIGINT interrupts the cell")
	assert.Equal(t, "ok", res.AfterInterrupt)
	assert.Equal(t, []string{"EOF\n"}, res.StdinResult, "reading os.Stdin in a cell")
	assert.True(t, res.RestartNewPid, "restart starts a new process")
	assert.True(t, res.RestartOldGone, "restart ends the old process")
	assert.True(t, res.RestartFresh, "restart starts a fresh session")
	assert.False(t, res.Orphan, "kernel process still alive after shutdown")
	// A generous bound: the target is ≤ 1 ms on an idle machine, but tests
	// share CPUs.
	assert.Less(t, res.MedianReplyMS, 50.0, "median execute round trip")
}

// TestJupyterKernelOrphan kills the client process and expects the kernel
// to notice its parent is gone and exit.
func TestJupyterKernelOrphan(t *testing.T) {
	env, dir := integrationEnv(t)
	stdoutPath := filepath.Join(dir, "orphan.out")
	stdout, err := os.Create(stdoutPath)
	require.NoError(t, err)
	defer stdout.Close()
	stderr, err := os.Create(filepath.Join(dir, "orphan.err"))
	require.NoError(t, err)
	defer stderr.Close()
	cmd := exec.Command(python, "-Xfrozen_modules=off", testdataPath(t, "km_check.py"), "orphan", filepath.Join(dir, "kernel.log"))
	cmd.Env, cmd.Stdout, cmd.Stderr = env, stdout, stderr
	require.NoError(t, cmd.Start())
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	defer func() {
		cmd.Process.Kill()
		<-waited
	}()

	kernelPid := 0
	pollUntil(t, 60*time.Second, "kernel pid", func() bool {
		b, _ := os.ReadFile(stdoutPath)
		kernelPid, _ = strconv.Atoi(strings.TrimSpace(string(b)))
		return kernelPid > 0
	})
	defer syscall.Kill(kernelPid, syscall.SIGKILL) // in case the test fails
	require.True(t, processAlive(kernelPid))
	require.NoError(t, cmd.Process.Kill())
	<-waited
	waited <- nil
	pollUntil(t, 10*time.Second, "orphaned kernel to exit", func() bool { return !processAlive(kernelPid) })
}

// processAlive reports whether pid runs (a zombie counts as dead).
func processAlive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	_, rest, _ := strings.Cut(string(b), ") ")
	return !strings.HasPrefix(rest, "Z")
}

func pollUntil(t *testing.T, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(timeout)
	for !cond() {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// TestJupyterNbclient executes a notebook with nbclient, as nbconvert
// --execute does: the cells' outputs and execution counts, stop at the
// first error unless errors are allowed.
func TestJupyterNbclient(t *testing.T) {
	env, dir := integrationEnv(t)
	if out, err := exec.Command(python, "-c", "import nbclient, nbformat").CombinedOutput(); err != nil {
		t.Skipf("nbclient not available: %v %s", err, bytes.TrimSpace(out))
	}
	out, err := runPython(t, env, dir, "nb_check", 5*time.Minute, testdataPath(t, "nb_check.py"))
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	type cell struct {
		Count   *int       `json:"count"`
		Outputs [][]string `json:"outputs"`
	}
	var res struct {
		StoppedAtError bool   `json:"stopped_at_error"`
		ErrorNamesCell bool   `json:"error_names_cell"`
		Strict         []cell `json:"strict"`
		AllowErrors    []cell `json:"allow_errors"`
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &res), out)
	assert.True(t, res.StoppedAtError)
	assert.True(t, res.ErrorNamesCell)
	n := func(i int) *int { return &i }
	want := []cell{
		{n(1), [][]string{{"execute_result", "42"}}},
		{n(2), [][]string{{"stdout", "hi 42\n"}}},
		{n(3), [][]string{{"display_data", "43"}}},
		{n(4), [][]string{{"error", "CompileError"}}},
		{nil, [][]string{}},
	}
	assert.Equal(t, jsonString(want), jsonString(res.Strict))
	want[4] = cell{n(5), [][]string{{"execute_result", "142"}}}
	assert.Equal(t, jsonString(want), jsonString(res.AllowErrors))
}

// notebookPaths returns the example notebooks of the repository.
func notebookPaths(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("..", "notebooks", "*.ipynb"))
	require.NoError(t, err)
	if len(paths) < 4 {
		t.Fatalf("found %d notebooks in ../notebooks, want at least 4", len(paths))
	}
	for k, p := range paths {
		paths[k], err = filepath.Abs(p)
		require.NoError(t, err)
	}
	return paths
}

// TestNotebooksExecute runs every notebook of notebooks/ headless with
// nbclient on the real kernel and fails on any error cell (issue 8: "all
// notebooks execute cleanly in CI"). The files are executed in memory, not
// rewritten.
func TestNotebooksExecute(t *testing.T) {
	env, dir := integrationEnv(t)
	if out, err := exec.Command(python, "-c", "import nbclient, nbformat").CombinedOutput(); err != nil {
		t.Skipf("nbclient not available: %v %s", err, bytes.TrimSpace(out))
	}
	paths := notebookPaths(t)
	out, err := runPython(t, env, dir, "run_notebooks", 15*time.Minute, append([]string{testdataPath(t, "run_notebooks.py")}, paths...)...)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var res []struct {
		Notebook     string   `json:"notebook"`
		Cells        int      `json:"cells"`
		OK           bool     `json:"ok"`
		Error        string   `json:"error"`
		Seconds      float64  `json:"seconds"`
		ErrorOutputs []string `json:"error_outputs"`
		RichOutputs  int      `json:"rich_outputs"`
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &res), out)
	require.Len(t, res, len(paths))
	for _, r := range res {
		t.Logf("%s: %d code cells in %.1fs, %d rich outputs", r.Notebook, r.Cells, r.Seconds, r.RichOutputs)
		assert.True(t, r.OK, "%s stopped at an error:\n%s", r.Notebook, r.Error)
		assert.Empty(t, r.ErrorOutputs, "%s has error outputs", r.Notebook)
		assert.Positive(t, r.RichOutputs, "%s shows no SVG or HTML", r.Notebook)
	}
}

// TestNotebooksSaved checks the notebooks as stored, without Jupyter: they
// select the dragonrepl kernel, every code cell was executed in order and
// has its output saved, and no saved output is an error.
func TestNotebooksSaved(t *testing.T) {
	for _, p := range notebookPaths(t) {
		data, err := os.ReadFile(p)
		require.NoError(t, err)
		var nb struct {
			Metadata struct {
				Kernelspec struct {
					Name string `json:"name"`
				} `json:"kernelspec"`
			} `json:"metadata"`
			Cells []struct {
				CellType       string `json:"cell_type"`
				ExecutionCount *int   `json:"execution_count"`
				Outputs        []struct {
					OutputType string         `json:"output_type"`
					Data       map[string]any `json:"data"`
				} `json:"outputs"`
			} `json:"cells"`
		}
		require.NoError(t, json.Unmarshal(data, &nb), p)
		name := filepath.Base(p)
		assert.Equal(t, KernelName, nb.Metadata.Kernelspec.Name, name)
		count, rich := 0, 0
		for k, c := range nb.Cells {
			if c.CellType != "code" {
				continue
			}
			count++
			if assert.NotNil(t, c.ExecutionCount, "%s cell %d was not executed", name, k) {
				assert.Equal(t, count, *c.ExecutionCount, "%s cell %d: cells executed out of order", name, k)
			}
			for _, o := range c.Outputs {
				assert.NotEqual(t, "error", o.OutputType, "%s cell %d has an error output", name, k)
				if _, ok := o.Data["image/svg+xml"]; ok {
					rich++
				}
				if _, ok := o.Data["text/html"]; ok {
					rich++
				}
			}
		}
		assert.Positive(t, rich, "%s has no saved SVG or HTML output", name)
	}
}
