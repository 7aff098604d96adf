package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/dragonrepl/dragonrepl/kernel"
	"github.com/dragonrepl/dragonrepl/repl"
)

// kernelBanner is shown by consoles at start.
const kernelBanner = "dragonrepl " + version + ": GNU Go 3.8's position analysis, scripted in Go"

// runKernel runs the Jupyter kernel on the sockets of a connection file:
// dragonrepl kernel -f CONNECTION_FILE. SIGINT interrupts the running cell
// (for frontends that ignore interrupt_mode "message"), SIGTERM and the
// death of the parent process stop the kernel.
func runKernel(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("kernel", flag.ContinueOnError)
	fs.SetOutput(stderr)
	connFile := fs.String("f", "", "the connection `file` written by the Jupyter client")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: dragonrepl kernel -f CONNECTION_FILE")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	path := *connFile
	if path == "" && fs.NArg() == 1 {
		path = fs.Arg(0)
	} else if fs.NArg() > 0 {
		fs.Usage()
		return errors.New("kernel: unexpected arguments")
	}
	if path == "" {
		fs.Usage()
		return errors.New("kernel: no connection file")
	}
	info, err := kernel.ReadConnectionFile(path)
	if err != nil {
		return err
	}
	logger := log.New(stderr, "dragonrepl kernel: ", log.LstdFlags)
	// Nobody types into a kernel's stdin (jupyter_client leaves it an
	// unused pipe), so a cell reading os.Stdin would hang until interrupted;
	// give it end of file instead.
	if null, err := os.Open(os.DevNull); err == nil {
		os.Stdin = null
		defer null.Close()
	}
	ev, err := newKernelEvaluator()
	if err != nil {
		return err
	}
	k, err := kernel.New(info, ev, kernel.Options{
		Implementation: "dragonrepl",
		Version:        version,
		Banner:         kernelBanner,
		Logger:         logger,
	})
	if err != nil {
		return err
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	go func() {
		for {
			select {
			case s := <-sigs:
				if s == os.Interrupt {
					k.Interrupt()
					continue
				}
				logger.Printf("%v: stopping", s)
				cancel()
			case <-ctx.Done():
				return
			}
		}
	}()
	kernel.WatchParent(ctx, 500*time.Millisecond, func() {
		logger.Print("parent process is gone: stopping")
		cancel()
	})
	if err := k.Serve(ctx); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}

// newKernelEvaluator starts the session that runs the cells.
func newKernelEvaluator() (kernel.Evaluator, error) {
	return kernel.NewSessionEvaluator(repl.Options{Args: os.Args, CaptureStdFiles: true})
}

// runInstall writes the kernelspec: dragonrepl install [--user | --prefix
// DIR]. --user (the default) writes into the Jupyter user data directory
// ($JUPYTER_DATA_DIR when set); --prefix into DIR/share/jupyter.
func runInstall(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("install", flag.ContinueOnError)
	fs.SetOutput(stderr)
	user := fs.Bool("user", false, "install into the Jupyter user data directory (the default; honours JUPYTER_DATA_DIR)")
	prefix := fs.String("prefix", "", "install into `DIR`/share/jupyter (a virtualenv or conda environment)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: dragonrepl install [--user | --prefix DIR]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return errors.New("install: unexpected arguments")
	}
	if *user && *prefix != "" {
		return errors.New("install: --user and --prefix are exclusive")
	}
	dataDir := ""
	if *prefix != "" {
		p, err := filepath.Abs(*prefix)
		if err != nil {
			return fmt.Errorf("install: %w", err)
		}
		dataDir = kernel.PrefixDataDir(p)
	} else {
		d, err := kernel.UserDataDir()
		if err != nil {
			return err
		}
		dataDir = d
	}
	bin, err := os.Executable()
	if err != nil {
		return fmt.Errorf("install: %w", err)
	}
	if b, err := filepath.EvalSymlinks(bin); err == nil {
		bin = b
	}
	if bin, err = filepath.Abs(bin); err != nil {
		return fmt.Errorf("install: %w", err)
	}
	if strings.Contains(bin, string(filepath.Separator)+"go-build") {
		fmt.Fprintf(stderr, "dragonrepl: warning: %s is a temporary binary of \"go run\"; install a built binary instead\n", bin)
	}
	dir, err := kernel.Install(dataDir, bin)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "installed kernelspec %s in %s\n", kernel.KernelName, dir)
	return nil
}
