// Command eyebench measures package eyes against GNU Go's answers to
// analyze_eyegraph, read from a JSON-lines file such as
// /work/shared/regress/eyegraph-public.jsonl (fields "command" and
// "oracle_answer"). It reports how often the eye value and the vital
// points agree, and the time taken.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

type record struct {
	ID      int      `json:"id"`
	Command string   `json:"command"`
	Oracle  []string `json:"oracle_answer"`
}

func main() {
	file := flag.String("f", "/work/shared/regress/eyegraph-public.jsonl", "JSON-lines file with GNU Go's answers")
	show := flag.Int("show", 20, "disagreements to print")
	libs := flag.Int("libs", 0, "outside liberties (0 = default)")
	limit := flag.Int64("limit", 0, "node limit per graph (0 = default)")
	noCache := flag.Bool("nocache", false, "use a fresh solver per graph")
	repeat := flag.Int("repeat", 1, "solve the whole file this many times, with a fresh solver each time (for profiles); statistics are from the last pass")
	outFile := flag.String("out", "", "write our answers as JSON lines to this file")
	slow := flag.Int("slow", 0, "print graphs taking more than this many milliseconds")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile")
	flag.Parse()
	if *cpuProfile != "" {
		pf, err := os.Create(*cpuProfile)
		if err == nil && pprof.StartCPUProfile(pf) == nil {
			defer pprof.StopCPUProfile()
		}
	}
	opts := eyes.Options{OutsideLiberties: *libs, NodeLimit: *limit}
	if flag.NArg() > 0 {
		for _, a := range flag.Args() {
			g, err := eyes.ParseGraph(a)
			if err != nil {
				fmt.Println(a, err)
				continue
			}
			t0 := time.Now()
			res, err := eyes.Analyze(context.Background(), g, opts)
			if err != nil {
				fmt.Println(a, err, time.Since(t0))
				continue
			}
			fmt.Printf("= %s   (%d nodes, %v)\n", strings.ReplaceAll(res.GTPAnswer(), "\n", " | "), res.Nodes, time.Since(t0))
		}
		return
	}
	f, err := os.Open(*file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "eyebench:", err)
		os.Exit(1)
	}
	defer f.Close()
	var recs []record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			fmt.Fprintln(os.Stderr, "eyebench:", err)
			os.Exit(1)
		}
		recs = append(recs, r)
	}
	var out *json.Encoder
	if *outFile != "" {
		of, err := os.Create(*outFile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "eyebench:", err)
			os.Exit(1)
		}
		defer of.Close()
		out = json.NewEncoder(of)
	}
	var solver eyes.Solver
	var answered, valOK, vitalOK, shown int
	var times []time.Duration
	var totalNodes int64
	var nodeList []int64
	start := time.Now()
	for pass := 1; pass < *repeat; pass++ {
		var s eyes.Solver
		for _, r := range recs {
			if g, err := eyes.ParseGraph(strings.TrimSpace(strings.TrimPrefix(r.Command, "analyze_eyegraph"))); err == nil {
				_, _ = s.Analyze(context.Background(), g, opts)
			}
		}
	}
	for _, r := range recs {
		graph := strings.TrimSpace(strings.TrimPrefix(r.Command, "analyze_eyegraph"))
		t0 := time.Now()
		g, err := eyes.ParseGraph(graph)
		var res eyes.Result
		if err == nil {
			if *noCache {
				res, err = eyes.Analyze(context.Background(), g, opts)
			} else {
				res, err = solver.Analyze(context.Background(), g, opts)
			}
		}
		times = append(times, time.Since(t0))
		totalNodes += res.Nodes
		nodeList = append(nodeList, res.Nodes)
		if *slow > 0 && time.Since(t0) > time.Duration(*slow)*time.Millisecond {
			fmt.Printf("slow: %s %v nodes %d\n", graph, time.Since(t0), res.Nodes)
		}
		if len(r.Oracle) == 0 || strings.HasPrefix(r.Oracle[0], "?") {
			continue
		}
		answered++
		if err != nil {
			fmt.Printf("id %d %s: error %v\n", r.ID, graph, err)
			continue
		}
		want := strings.Join(r.Oracle, "\n")
		got := res.GTPAnswer()
		if out != nil {
			_ = out.Encode(map[string]any{"id": r.ID, "graph": graph, "ours": strings.Split(got, "\n"), "gnugo": r.Oracle})
		}
		vOK := res.Value.String() == r.Oracle[0]
		if vOK {
			valOK++
		}
		if got == want {
			vitalOK++
		}
		if got != want && shown < *show {
			shown++
			fmt.Printf("id %d %s\n  gnugo: %q\n  ours:  %q\n", r.ID, graph, want, got)
		}
	}
	total := time.Since(start)
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	fmt.Printf("graphs %d, answered by gnugo %d\n", len(recs), answered)
	fmt.Printf("eye value equal: %d (%.2f%%)\n", valOK, 100*float64(valOK)/float64(answered))
	fmt.Printf("full answer (value and vital points) equal: %d (%.2f%%)\n", vitalOK, 100*float64(vitalOK)/float64(answered))
	searched := 0
	for _, n := range nodeList {
		if n > 0 {
			searched++
		}
	}
	fmt.Printf("nodes searched %d in %d searches (the other graphs came from the cache)\n", totalNodes, searched)
	sort.Slice(nodeList, func(i, j int) bool { return nodeList[i] > nodeList[j] })
	var top int64
	for k, n := range nodeList {
		top += n
		if k+1 == len(nodeList)/100 || k+1 == len(nodeList)/10 {
			fmt.Printf("  the %d biggest searches: %d nodes (%.1f%%)\n", k+1, top, 100*float64(top)/float64(max(totalNodes, 1)))
		}
	}
	fmt.Printf("total time %v, median per graph %v, max %v\n", total, times[len(times)/2], times[len(times)-1])
}
