package eyes

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// analyzeString solves an encoded graph and returns GNU Go's answer text.
func analyzeString(t *testing.T, s *Solver, enc string) string {
	t.Helper()
	res := analyzeResult(t, s, enc)
	return res.GTPAnswer()
}

func analyzeResult(t *testing.T, s *Solver, enc string) Result {
	t.Helper()
	g, err := ParseGraph(enc)
	if err != nil {
		t.Fatalf("ParseGraph(%q): %v", enc, err)
	}
	var res Result
	if s == nil {
		res, err = Analyze(context.Background(), g, Options{})
	} else {
		res, err = s.Analyze(context.Background(), g, Options{})
	}
	if err != nil {
		t.Fatalf("Analyze(%q): %v", enc, err)
	}
	return res
}

func checkAnswers(t *testing.T, cases []struct{ in, want string }) {
	t.Helper()
	var s Solver
	for _, tc := range cases {
		want := strings.ReplaceAll(tc.want, "⏎", "\n")
		if got := analyzeString(t, &s, tc.in); got != want {
			t.Errorf("analyze_eyegraph %s:\n got %q\nwant %q", tc.in, got, want)
		}
	}
}

// The verified examples of gnugo-gtp.md ("analyze_eyegraph"), GNU Go 3.8's
// exact answers; "⏎" separates the lines.
func TestVerifiedExamples(t *testing.T) {
	checkAnswers(t, []struct{ in, want string }{
		{".", "1111⏎."},
		{"!.", "0011⏎@."},
		{"...", "1122⏎.*."},
		{"!..", "0111⏎(<."},
		{"....", "1222⏎.<<."},
		{"!...", "1112⏎).>."},
		{".....", "2222⏎....."},
		{"$..", "0011⏎$*."},
		{".X.", "1111⏎.X."},
		{".$.", "0000⏎.$."},
		{"..X", "1122⏎.*X"},
		{"!.X.!", "0111⏎(<X<("},
		{"..%..", "1112⏎>>⏎>>"},
		{"..%.", "1122⏎*.⏎. "},
		{"...%O.O", "1122⏎.*.⏎ . "},
		{"OO.%O.%...", "2222⏎  .⏎ . ⏎..."},
		{"|.%|.%|.", "1122⏎|.⏎|*⏎|."},
		{"---%...", "1122⏎---⏎.*."},
		{"X", "0000⏎X"},
		{"OO!%O.X%!...", "0112⏎  @ ⏎ .X ⏎!.*."},
	})
}

// TestVerifiedExampleDeviations lists the verified examples where we
// answer differently from GNU Go, with the reason.
func TestVerifiedExampleDeviations(t *testing.T) {
	checkAnswers(t, []struct{ in, want string }{
		// GNU Go: 1122 <<| <*| --+ (two eyes if White plays the corner
		// point first). But after White takes the corner, Black plays the
		// point diagonal to it, fills the two outside liberties, then
		// throws in next to his stone; White must capture two stones and
		// is left with a two-point eye that Black fills: one eye only. See
		// TestCornerSquareLine.
		{"..|%..|%--+", "1112⏎>>|⏎>>|⏎--+"},
	})
}

// TestCornerSquareLine plays out the line that refutes GNU Go's 1122 for
// the corner square: White moves first and still gets only one eye.
func TestCornerSquareLine(t *testing.T) {
	g, err := ParseGraph("..|%..|%--+")
	if err != nil {
		t.Fatal(err)
	}
	sh, vs, _ := buildShape(g)
	at := map[[2]int]int{}
	for k, v := range vs {
		at[v] = k
	}
	s := newSearcher(context.Background(), &sh, DefaultNodeLimit, table{})
	st := state{outLibs: 2, ko: noKo, whiteToMove: true}
	play := func(white bool, p [2]int) {
		t.Helper()
		var r int
		if white {
			st, r = s.playWhite(st, at[p], false)
		} else {
			st, r = s.playBlack(st, at[p], false)
		}
		if r != mvOK {
			t.Fatalf("move %v by white=%v: outcome %d", p, white, r)
		}
	}
	play(true, [2]int{1, 1})  // White takes the corner point.
	play(false, [2]int{0, 0}) // Black answers on the diagonal.
	// Black fills both outside liberties while White passes.
	for i := 0; i < 2; i++ {
		st = st.pass()
		var r int
		st, r = s.fillOutside(st, false)
		if r != mvOK {
			t.Fatal("fill outside failed")
		}
	}
	st = st.pass()
	play(false, [2]int{0, 1}) // Throw-in: two black stones in atari.
	play(true, [2]int{1, 0})  // White must capture (else Black captures at (1,0)).
	if st.black != 0 {
		t.Fatalf("black stones left: %b", st.black)
	}
	play(false, [2]int{0, 0}) // Throw-in again into the two-point eye.
	play(true, [2]int{0, 1})  // White captures; one eye left at (0,0).
	if s.lives(st, false) {
		t.Fatal("White with a single eye and no outside liberty should die")
	}
}

// Classic shapes; every answer here equals GNU Go 3.8's.
func TestClassicShapes(t *testing.T) {
	checkAnswers(t, []struct{ in, want string }{
		{"...", "1122⏎.*."},                         // straight three
		{"..%.", "1122⏎*.⏎. "},                      // bent three
		{"..%...", "1122⏎.> ⏎>*."},                  // bulky five
		{"O.%...%O..", "1122⏎ . ⏎.*>⏎ >."},          // rabbity six
		{"O.%...%O.", "1122⏎ . ⏎.*.⏎ . "},           // crossed five
		{"....", "1222⏎.<<."},                       // straight four
		{"...%.", "1222⏎<<.⏎.  "},                   // bent four
		{"..%..", "1112⏎>>⏎>>"},                     // squared four
		{".....", "2222⏎....."},                     // straight five
		{"|...%|.%+---", "1222⏎|<<.⏎|.  ⏎+---"},     // bent four on the edge
		{"|..%|..%+---", "1112⏎|>> ⏎|>> ⏎+---"},     // squared four in the corner
		{"|...%+---", "1122⏎|.*.⏎+---"},             // straight three in the corner
		{"|.%|.%|.%+--", "1122⏎|. ⏎|* ⏎|. ⏎+--"},    // straight three down the edge
		{"..|%..|%..|%--+", "1222⏎<<|⏎<<|⏎<<|⏎--+"}, // six in the corner
		{".X.", "1111⏎.X."},                         // dead stone in a straight three
		{"X.X", "2222⏎X.X"},                         // two dead stones: captured at once
		{"XXX.", "1112⏎XXX>"},                       // capture gives straight three
		{".XX.", "1111⏎.XX."},                       //
		{"X...X", "2222⏎X...X"},                     //
		{"..X..%.....", "2222⏎..X..⏎....."},         //
		{"....%....%....", "2222⏎....⏎....⏎...."},   //
		{"...|%--+", "1122⏎.*.|⏎---+"},              // edges are whole lines
		{".%.%.|%--+", "1122⏎. |⏎* |⏎. |⏎--+"},      //
		{"...%-%...", "1122⏎.*.⏎   ⏎---"},           // bottom edge is the last row
		{".|..%...", "2222⏎. .|⏎...|"},              //
		{"%", "0000⏎⏎"},                             // no eye space at all
		{"O", "0000⏎ "},                             //
	})
}

// transform rewrites an encoded graph rotated by a quarter turn (rot) and/or
// mirrored left to right (mirror), swapping the edge characters so that the
// edges stay edges.
func transform(enc string, rot int, mirror bool) string {
	rows := strings.Split(enc, "%")
	w := 0
	for _, r := range rows {
		w = max(w, len(r))
	}
	grid := make([][]byte, len(rows))
	for i, r := range rows {
		grid[i] = []byte(r + strings.Repeat("O", w-len(r)))
	}
	for ; rot > 0; rot-- {
		h, w := len(grid), len(grid[0])
		next := make([][]byte, w)
		for j := 0; j < w; j++ {
			next[j] = make([]byte, h)
			for i := 0; i < h; i++ {
				c := grid[h-1-i][j]
				switch c {
				case '-':
					c = '|'
				case '|':
					c = '-'
				}
				next[j][i] = c
			}
		}
		grid = next
	}
	if mirror {
		for _, r := range grid {
			for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
				r[i], r[j] = r[j], r[i]
			}
		}
	}
	out := make([]string, len(grid))
	for i, r := range grid {
		out[i] = string(r)
	}
	return strings.Join(out, "%")
}

// Corner and edge shapes must give the same value in every orientation,
// the top-left corner included (where GNU Go 3.8 fails), and vital points
// that map onto each other.
func TestSymmetry(t *testing.T) {
	shapes := []string{
		"|...%|.%+---", "|..%|..%+---", "|.%|X%|...)%+---", "|.X%|..*.%+----",
		"|(%|.%|X.%|.X.%+---", "...%!.X", "OO!%O.X%!...", "---%.!.%..X", "|.%|.%|.",
	}
	var s Solver
	for _, enc := range shapes {
		base := analyzeResult(t, &s, enc)
		marks := func(r Result) []string {
			var m []string
			for _, row := range strings.Split(r.Annotated(), "\n") {
				m = append(m, row)
			}
			return m
		}
		for rot := 0; rot < 4; rot++ {
			for _, mirror := range []bool{false, true} {
				te := transform(enc, rot, mirror)
				res := analyzeResult(t, &s, te)
				if res.Value != base.Value {
					t.Errorf("%s (from %s rot %d mirror %v): value %v, want %v", te, enc, rot, mirror, res.Value, base.Value)
				}
				// The annotated diagram must be the transformed diagram
				// of the base answer.
				want := transform(strings.Join(marks(base), "%"), rot, mirror)
				got := strings.Join(marks(res), "%")
				if strings.ReplaceAll(got, " ", "O") != strings.ReplaceAll(want, " ", "O") {
					t.Errorf("%s: marks %q, want %q", te, got, want)
				}
			}
		}
	}
}

func TestLargeShape(t *testing.T) {
	// 16 points, more than GNU Go's limit of 14 eye points.
	enc := "X.X.X.X.%.X.X.X.X"
	res := analyzeResult(t, nil, enc)
	if got := res.GTPAnswer(); got != "2222\nX.X.X.X.\n.X.X.X.X" {
		t.Errorf("got %q", got)
	}
	// 15 points with marginal points and dead stones: a real search.
	enc = "!...X...X...X.."
	res = analyzeResult(t, nil, enc)
	if res.Nodes == 0 || res.Value != (EyeValue{2, 2, 2, 2}) {
		t.Errorf("%s: %v after %d nodes", enc, res.Value, res.Nodes)
	}
}

func TestNodeLimit(t *testing.T) {
	g, err := ParseGraph("!.X..X.!%..X.X..%O.....")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Analyze(context.Background(), g, Options{NodeLimit: 100})
	if !errors.Is(err, ErrNodeLimit) {
		t.Fatalf("got %v, want ErrNodeLimit", err)
	}
	if !strings.HasPrefix(err.Error(), "eyes: node limit exceeded") {
		t.Errorf("error text %q", err)
	}
}

// TestSolverRemembersFailure checks that a Solver remembers a shape whose
// search ran out of nodes: the same shape with no larger limit fails at
// once, and a larger limit searches again and succeeds.
func TestSolverRemembersFailure(t *testing.T) {
	g, err := ParseGraph("!...%....%X...")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	full, err := Analyze(ctx, g, Options{})
	if err != nil || full.Nodes < 20 {
		t.Fatalf("reference search: %v after %d nodes", err, full.Nodes)
	}
	var sv Solver
	if _, err := sv.Analyze(ctx, g, Options{NodeLimit: full.Nodes / 2}); !errors.Is(err, ErrNodeLimit) || strings.Contains(err.Error(), "remembered") {
		t.Fatalf("first search: got %v, want a fresh ErrNodeLimit", err)
	}
	_, err = sv.Analyze(ctx, g, Options{NodeLimit: full.Nodes / 4})
	if !errors.Is(err, ErrNodeLimit) || !strings.Contains(err.Error(), "remembered") {
		t.Fatalf("smaller limit: got %v, want the remembered failure", err)
	}
	res, err := sv.Analyze(ctx, g, Options{NodeLimit: 2 * full.Nodes})
	if err != nil || res.Nodes == 0 || res.Value != full.Value {
		t.Fatalf("larger limit: got %v, %v after %d nodes; want a fresh search giving %v", err, res.Value, res.Nodes, full.Value)
	}
}

func TestContextCancelled(t *testing.T) {
	g, err := ParseGraph("!.X..X.!%..X.X..%O.....")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Analyze(ctx, g, Options{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

func TestSolverCache(t *testing.T) {
	var s Solver
	first := analyzeResult(t, &s, "|...%|.%+---")
	if first.Nodes == 0 {
		t.Fatal("first analysis came from an empty cache")
	}
	// The same shape in another corner and orientation is isomorphic.
	second := analyzeResult(t, &s, transform("|...%|.%+---", 1, true))
	if second.Nodes != 0 || second.Value != first.Value {
		t.Errorf("isomorphic shape searched again (%d nodes) or differs (%v vs %v)", second.Nodes, second.Value, first.Value)
	}
	// A different shape is searched.
	if third := analyzeResult(t, &s, "|..%|..%+---"); third.Nodes == 0 {
		t.Error("different shape answered from the cache")
	}
}

// The sum of two eye spaces: Add must agree with solving the two spaces as
// one disconnected graph.
func TestAddMatchesSolver(t *testing.T) {
	shapes := []string{".", "!.", "...", "!..", "!...", "..%..", "$..", ").)", "X", "OO!%O.X%!..."}
	var s Solver
	for _, a := range shapes {
		for _, b := range shapes {
			va := analyzeResult(t, &s, a).Value
			vb := analyzeResult(t, &s, b).Value
			sum := analyzeResult(t, &s, a+"%OOOOOOOOOO%"+b).Value
			if got := va.Add(vb); got != sum {
				t.Errorf("%s (%v) + %s (%v): Add %v, solver %v", a, va, b, vb, got, sum)
			}
		}
	}
}

func TestEyeValue(t *testing.T) {
	e := EyeValue{0, 1, 1, 2}
	if e.String() != "0112" || e.MinEyes() != 1 || e.MaxEyes() != 1 || e.MinEyeThreat() != 0 || e.MaxEyeThreat() != 2 {
		t.Errorf("accessors of %v", e)
	}
	if e.HasVitalMove() || !e.HasAttackThreat() || !e.HasDefenseThreat() || e.IsChimera() || !e.Valid() {
		t.Errorf("predicates of %v", e)
	}
	if c := (EyeValue{0, 0, 2, 2}); !c.IsChimera() || !c.HasVitalMove() {
		t.Errorf("0022 is a chimera with a vital move")
	}
	big := EyeValue{1, 2, 10, 12}
	if big.String() != "[1,2,10,12]" {
		t.Errorf("got %s", big)
	}
	for _, s := range []string{"0112", "[1,2,10,12]"} {
		v, err := ParseEyeValue(s)
		if err != nil || v.String() != s {
			t.Errorf("ParseEyeValue(%q) = %v, %v", s, v, err)
		}
	}
	for _, s := range []string{"", "01a2", "[1,2,3]", "[1,2,3,300]"} {
		if _, err := ParseEyeValue(s); err == nil {
			t.Errorf("ParseEyeValue(%q) accepted", s)
		}
	}
	if got := (EyeValue{1, 1, 1, 1}).Add(EyeValue{1, 1, 1, 1}); got != (EyeValue{2, 2, 2, 2}) {
		t.Errorf("1111+1111 = %v", got)
	}
	if got := (EyeValue{0, 0, 0, 0}).Add(e); got != e {
		t.Errorf("0000+%v = %v", e, got)
	}
	if got := (EyeValue{3, 3, 4, 5}).Clamp(); got != (EyeValue{2, 2, 2, 2}) {
		t.Errorf("Clamp = %v", got)
	}
}

func TestParseGraph(t *testing.T) {
	g, err := ParseGraph("OO!%O.X%\n!...")
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Cells) != 3 || g.Width != 4 || g.Top || g.Bottom || g.Left || g.Right {
		t.Errorf("got %+v", g)
	}
	if got := g.Encode(); got != "OO!%O.X%!..." {
		t.Errorf("Encode = %q", got)
	}
	if vs := g.Vertices(); len(vs) != 7 {
		t.Errorf("vertices %v", vs)
	}
	g, err = ParseGraph("---%.O.%...")
	if err != nil {
		t.Fatal(err)
	}
	if g.Left || g.Bottom || !g.Top || g.Right {
		t.Errorf("edges %+v", g)
	}
	// The O enclosed by the eye space and the edge is part of the game.
	if vs := g.Vertices(); len(vs) != 6 {
		t.Errorf("vertices %v", vs)
	}
	if _, err := ParseGraph(strings.Repeat(".", 65)); err == nil {
		t.Error("65 points accepted")
	}
}

func FuzzParseGraph(f *testing.F) {
	for _, s := range []string{".", "OO!%O.X%!...", "|.%|X%|...)%+---", "..|%..|%--+", "$X.X$", "%", "-", "X.%\n@X("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseGraph(s)
		if err != nil {
			return
		}
		if len(g.Vertices()) > 8 {
			return
		}
		res, err := Analyze(context.Background(), g, Options{NodeLimit: 200000})
		if err != nil {
			if !errors.Is(err, ErrNodeLimit) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if !res.Value.Valid() {
			t.Fatalf("%q: invalid value %v", s, res.Value)
		}
		rows := strings.Split(res.Annotated(), "\n")
		if len(rows) != len(g.Cells) {
			t.Fatalf("%q: %d rows, want %d", s, len(rows), len(g.Cells))
		}
		for _, r := range rows {
			if len(r) != g.Width {
				t.Fatalf("%q: row %q, want width %d", s, r, g.Width)
			}
		}
		for _, c := range res.Annotated() {
			if !strings.ContainsRune(" .<>*!()@X$-|+\n", c) {
				t.Fatalf("%q: unexpected %q in the answer", s, c)
			}
		}
	})
}

// The threats are recursive, as GNU Go's answers are: the attacker's
// two-move threat counts only if, after his first move, the defender has
// no two-move threat above B of his own. "..%@.." is 1122 although after
// the attacker's marginal move ("..%$..", 0012) a second attacker move
// would kill: there the defender's own threat reaches 2 > B = 1. In ".%@.."
// the defender has no such counter-threat (".%$.." is 0011) and the
// attacker's threat stands.
func TestRecursiveThreats(t *testing.T) {
	checkAnswers(t, []struct{ in, want string }{
		{"..%@..", "1122⏎.. ⏎@*."},
		{"..%$..", "0012⏎.. ⏎$*."},
		{".%@..", "0122⏎.  ⏎@.."},
		{".%$..", "0011⏎.  ⏎$*."},
		{"@X.X!", "0011⏎@X*X@"},
		{"X.X!", "0122⏎X.X@"},
		{"!>XXX", "1112⏎!>XXX"},
		{"$.XXX", "0012⏎$*XXX"},
	})
}

// TestSolverRawCache: a diagram met again is answered from the literal-key
// cache with the same value and roles, while the same cells with another
// edge or another number of outside liberties are solved on their own.
func TestSolverRawCache(t *testing.T) {
	var s Solver
	g1, err := ParseGraph("X.%..%..")
	if err != nil {
		t.Fatal(err)
	}
	first, err := s.Analyze(context.Background(), g1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.Analyze(context.Background(), g1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if again.Nodes != 0 || again.Value != first.Value || fmt.Sprint(again.Roles) != fmt.Sprint(first.Roles) {
		t.Errorf("repeat = %v %v (%d nodes), want %v %v from the cache", again.Value, again.Roles, again.Nodes, first.Value, first.Roles)
	}
	again.Roles[0] ^= Attack // the caller's copy must not alias the cache
	if third, _ := s.Analyze(context.Background(), g1, Options{}); fmt.Sprint(third.Roles) != fmt.Sprint(first.Roles) {
		t.Errorf("cached roles changed through a returned slice: %v", third.Roles)
	}
	// The same cells against the left edge have another value (1122, not
	// 1222: seed 003, the edge changes the local game).
	edge, err := ParseGraph("|X.%|..%|..")
	if err != nil {
		t.Fatal(err)
	}
	e, err := s.Analyze(context.Background(), edge, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if first.Value.String() != "1222" || e.Value.String() != "1122" {
		t.Errorf("values %v (open) and %v (edge), want 1222 and 1122", first.Value, e.Value)
	}
	one, err := s.Analyze(context.Background(), g1, Options{OutsideLiberties: -1})
	if err != nil {
		t.Fatal(err)
	}
	if one.Nodes == 0 {
		t.Error("other outside liberties answered from the cache")
	}
}

// TestRepetitionNotCached: a result that relied on a repetition of a
// position higher up the line depends on that line and must not be reused
// elsewhere (the graph history interaction problem). Eyegraph id 4949 has
// five attacker stones with two liberties, the corner point and the top
// right point, which is also the wall's only liberty in the space. While
// the attacker moves first, recapture lines repeat positions; when those
// results were cached, the defender-first search reused them and found
// two eyes (1122). Searched on its own, the defender moving first cannot
// live without the extra eye, and the answer is GNU Go's 1111.
func TestRepetitionNotCached(t *testing.T) {
	g, err := ParseGraph("|XX.%|XX%|.X%+--")
	if err != nil {
		t.Fatal(err)
	}
	sh, _, _ := buildShape(g)
	s := newSearcher(context.Background(), &sh, DefaultNodeLimit, table{})
	st := state{black: sh.black, outLibs: 2, ko: noKo, whiteToMove: true}
	if s.lives(st, false) {
		t.Error("defender to move lives without the extra eye")
	}
	if got := analyzeString(t, nil, "|XX.%|XX%|.X%+--"); got != "1111\n|XX.\n|XX \n|.X \n+---" {
		t.Errorf("answer %q, want 1111", got)
	}
}

// TestKoVitalPoint: in OOX%.X@X. the defender's move at the marginal point
// captures the stone above it as a ko; the attacker may not retake at
// once, so the move holds two eyes and is a defence point as well as an
// attack point ("@"), as GNU Go 3.8 answers (eyegraph id 1517). Testing
// the move with the ko ban lifted marked it as an attack point only.
func TestKoVitalPoint(t *testing.T) {
	checkAnswers(t, []struct{ in, want string }{
		{"OOX%.X@X.", "0022⏎  X  ⏎.X@X."},
		{"OXX%X@X.", "0022⏎ XX ⏎X@X."},
		{"OX%X*X%.X.", "1122⏎ X ⏎X*X⏎.X."},
	})
}

// TestAutomorphisms checks the symmetries the search shares its table
// entries across: the automorphisms of a canonically relabelled shape
// (without the identity), and that a position and its mirror image get
// the same table key while an asymmetric position keeps its own.
func TestAutomorphisms(t *testing.T) {
	for _, c := range []struct {
		enc  string
		auts int
	}{
		{"....", 1},    // a line: its reversal
		{"..%..", 7},   // a square: the dihedral group of order 8
		{".X..", 0},    // a stone breaks the line's symmetry
		{"...%.", 1},   // a bent three: its reflection
		{"|..%+--", 1}, // a corner pair: the diagonal reflection
		{"!...", 0},    // a marginal end
		{"!..!", 1},    // two marginal ends
		{".X.X.", 1},   // the stones keep the reversal
		{"...%...", 3}, // a 2x3 rectangle: both reflections and the half turn
		{".....", 1},   // a longer line
		{"+--%|..%|..", 1},
	} {
		g, err := ParseGraph(c.enc)
		if err != nil {
			t.Fatal(err)
		}
		sh, _, _ := buildShape(g)
		perm, _, auts := canonicalAut(&sh)
		if len(auts) != c.auts {
			t.Errorf("%s: %d automorphisms, want %d", c.enc, len(auts), c.auts)
			continue
		}
		csh := relabel(&sh, perm)
		for _, a := range auts {
			if img := relabel(&csh, a); img != csh {
				t.Errorf("%s: %v is not an automorphism", c.enc, a)
			}
		}
	}
	// The line a-b-c-d: black on a and white on b is the mirror image of
	// black on d and white on c.
	g, _ := ParseGraph("....")
	sh, _, _ := buildShape(g)
	perm, _, auts := canonicalAut(&sh)
	csh := relabel(&sh, perm)
	s := newSearcher(context.Background(), &csh, 1000, table{})
	s.setAuts(auts)
	bit := func(v int) uint64 { return 1 << uint(perm[v]) }
	st := state{black: bit(0), white: bit(1), outLibs: 2, ko: noKo}
	mirror := state{black: bit(3), white: bit(2), outLibs: 2, ko: noKo}
	other := state{black: bit(0), white: bit(2), outLibs: 2, ko: noKo}
	if s.tkey(st, st.key()) != s.tkey(mirror, mirror.key()) {
		t.Error("mirror images get different table keys")
	}
	if s.tkey(st, st.key()) == s.tkey(other, other.key()) {
		t.Error("different positions share a table key")
	}
}

// TestFullSpaceDead checks the rule that a space without an empty point
// is dead whoever moves: the wall's only liberties are outside, and the
// attacker fills them (and the extra eye) without a search.
func TestFullSpaceDead(t *testing.T) {
	g, _ := ParseGraph("X..X")
	sh, _, _ := buildShape(g)
	s := newSearcher(context.Background(), &sh, 1000, table{})
	full := state{black: sh.black, white: sh.all &^ sh.black, outLibs: 2, ko: noKo}
	for _, wtm := range []bool{false, true} {
		for _, eye := range []bool{false, true} {
			st := full
			st.whiteToMove = wtm
			if s.lives(st, eye) {
				t.Errorf("white to move %v, extra eye %v: lives", wtm, eye)
			}
		}
	}
	if s.nodes != 0 {
		t.Errorf("%d nodes searched, want 0", s.nodes)
	}
	// One empty point between the stones: the defender to move captures
	// nothing and cannot live without the extra eye.
	one := state{black: sh.black, white: sh.all &^ sh.black &^ (1 << 1), outLibs: 2, ko: noKo, whiteToMove: true}
	if s.lives(one, false) {
		t.Error("one empty point: lives without the extra eye")
	}
}

// TestSmallDead checks the static recognition of the small dead shapes
// against the search: in every position of the nakade shapes (and of
// shapes that are not dead) with no attacker stone, either side to move
// and zero to two outside liberties, a position that smallDead calls dead
// is dead by a search without the shortcut. It also checks that the rule
// fires where it should and not on the living shapes.
func TestSmallDead(t *testing.T) {
	shapes := []string{
		"...", "..%.", "..%..", "...%.", "..%...", "O.%...%O.", "|..%|..%+---",
		"|...%+---", "....", ".....", "...%.%.", "|.%|.%|.%+--", "X..", "..%.X", "X.X",
		"$..", "..%$.", ".X.%...", "|..%|.%+--",
	}
	fired := 0
	for _, in := range shapes {
		g, err := ParseGraph(in)
		if err != nil {
			t.Fatal(in, err)
		}
		sh, _, _ := buildShape(g)
		free := sh.all &^ sh.black &^ sh.white
		for sub := uint64(0); ; sub = (sub - free) & free {
			for bsub := uint64(0); ; bsub = (bsub - sub) & sub {
				for libs := uint8(0); libs <= 2; libs++ {
					for _, wtm := range []bool{false, true} {
						st := state{black: sh.black | bsub, white: sh.white | sub&^bsub, outLibs: libs, ko: noKo, whiteToMove: wtm}
						s := newSearcher(context.Background(), &sh, 100000, table{})
						if !s.smallDead(st) {
							continue
						}
						fired++
						ref := newSearcher(context.Background(), &sh, 100000, table{})
						ref.noSmall = true
						if ref.lives(st, false) {
							t.Errorf("%s: black %b, white %b, libs %d, white to move %v: smallDead but the search lives", in, st.black, st.white, libs, wtm)
						}
					}
				}
				if bsub == sub {
					break
				}
			}
			if sub == free {
				break
			}
		}
	}
	if fired == 0 {
		t.Error("smallDead never fired")
	}
	for _, c := range []struct {
		in   string
		wtm  bool
		want bool
	}{
		{"..%.", false, true},   // bent three, attacker to move
		{"..%.", true, false},   // bent three, defender to move: he lives
		{"..%..", true, true},   // square four, either side
		{"...%.", false, false}, // bent four lives
		{"..%...", false, true}, // bulky five
		{"..%...", true, false},
		{"O.%...%O.", false, false}, // a defender stone inside: not handled
		{"X..", false, true},        // the attacker takes the middle point
		{"X..", true, false},        // the defender takes it and captures
		{"X.X", false, false},       // the middle point is suicide: two eyes
		{".X.", true, true},         // the attacker holds the middle point
		{"X.%..", false, false},     // four points with an attacker stone: not handled
	} {
		g, _ := ParseGraph(c.in)
		sh, _, _ := buildShape(g)
		s := newSearcher(context.Background(), &sh, 1000, table{})
		st := state{black: sh.black, white: sh.white, outLibs: 2, ko: noKo, whiteToMove: c.wtm}
		if got := s.smallDead(st); got != c.want {
			t.Errorf("%s, white to move %v: smallDead %v, want %v", c.in, c.wtm, got, c.want)
		}
	}
}

// TestLocalTable checks that results of positions with a small space
// outside the wall carry over from one shape to the next (searcher.local):
// a shape solved after another that meets the same small positions takes
// fewer nodes than on its own, with the same answer; and that a solver
// that has met many shapes answers each as a fresh one does.
func TestLocalTable(t *testing.T) {
	var alone Solver
	b := analyzeResult(t, &alone, "....%..")
	var shared Solver
	analyzeResult(t, &shared, "...%...")
	b2 := analyzeResult(t, &shared, "....%..")
	if b2.Value != b.Value || b2.GTPAnswer() != b.GTPAnswer() {
		t.Errorf("after another shape: %q, alone %q", b2.GTPAnswer(), b.GTPAnswer())
	}
	if b2.Nodes >= b.Nodes {
		t.Errorf("after another shape %d nodes, alone %d: nothing carried over", b2.Nodes, b.Nodes)
	}
	shapes := []string{"......", "...%...", "X....%.", "..X..%..", ".X..%...", "|....%|..%+---", "$...%..", "X.X.X%...."}
	var many Solver
	for round := 0; round < 2; round++ {
		for _, in := range shapes {
			var fresh Solver
			want := analyzeResult(t, &fresh, in).GTPAnswer()
			if got := analyzeResult(t, &many, in).GTPAnswer(); got != want {
				t.Errorf("%s: shared solver %q, fresh %q", in, got, want)
			}
		}
	}
}
