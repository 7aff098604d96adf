package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func TestEvalFlag(t *testing.T) {
	out, errs, code := runCmd(t, "", "-e", "worm[K11].Liberties", "-e", "board.ToMove()")
	if code != 0 || out != "4\nwhite\n" {
		t.Errorf("dragonrepl -e: code %d, out %q, err %q; want 4 and white (the default game before move 128)", code, out, errs)
	}
	out, errs, code = runCmd(t, "", "-e", "dragon[K11].Color", "-e", "DRAGON(dragon[K11].ID).Origin == dragon[K11].Origin")
	if code != 0 || out != "black\ntrue\n" {
		t.Errorf("dragon: code %d, out %q, err %q; want black and true", code, out, errs)
	}
	_, errs, code = runCmd(t, "", "-e", "worm[Z99]")
	if code != 1 || !strings.Contains(errs, "undefined: Z99") {
		t.Errorf("bad vertex: code %d, err %q; want exit 1 naming Z99", code, errs)
	}
}

func TestPipedSession(t *testing.T) {
	out, errs, code := runCmd(t, "x := worm[K11].Size\nplay(PASS); board.ToMove()\nfunc f() int {\n\treturn x + 1\n}\nf()\nnosuch\n")
	if code != 0 {
		t.Fatalf("code %d, err %q", code, errs)
	}
	if out != "black\n2\n" {
		t.Errorf("stdout %q, want %q", out, "black\n2\n")
	}
	if errs != "1:1: undefined: nosuch\n" {
		t.Errorf("stderr %q", errs)
	}
}

func TestFileAndMove(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "g.sgf")
	if err := os.WriteFile(game, []byte("(;GM[1]FF[4]SZ[9];B[ee];W[ce];B[dd])"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCmd(t, "", game, "3", "-e", "moves()", "-e", "board.LastMove()", "-e", "worm[E5].Liberties",
		"-e", "undo(); board.LastMove()")
	if code != 0 || out != "[E5 C5]\nC5\n4\nE5\n" {
		t.Errorf("FILE 3: code %d out %q err %q", code, out, errs)
	}
	script := filepath.Join(dir, "s.go")
	src := "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tload(\"" + game + "\")\n\tfmt.Println(len(board.Stones(Black)), worm[D6].Liberties)\n}\n"
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = runCmd(t, "", "run", script, "arg")
	if code != 0 || out != "2 4\n" {
		t.Errorf("run: code %d out %q err %q", code, out, errs)
	}
}
