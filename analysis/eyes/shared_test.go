package eyes

import (
	"context"
	"sync"
	"testing"
)

// TestSharedSolverConcurrent solves the same shapes from several
// goroutines through one SharedSolver (run with -race): every answer must
// equal a fresh solver's.
func TestSharedSolverConcurrent(t *testing.T) {
	shapes := []string{"...", "..%.", "....", "...%.", "|...%|.%+---", "X.X", "!.X.!", "..%..", ".X.X.%X...X%.X.X."}
	want := map[string]string{}
	for _, enc := range shapes {
		want[enc] = analyzeString(t, nil, enc)
	}
	var sv SharedSolver
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(shapes))
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := range shapes {
				enc := shapes[(k+w)%len(shapes)]
				g, err := ParseGraph(enc)
				if err != nil {
					errs <- err.Error()
					return
				}
				res, err := sv.Analyze(context.Background(), g, Options{})
				if err != nil {
					errs <- err.Error()
					return
				}
				if got := res.GTPAnswer(); got != want[enc] {
					errs <- enc + ": " + got + " want " + want[enc]
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
