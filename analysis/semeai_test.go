package analysis

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Semeai test positions (9×9, black to move unless the query says
// otherwise). In each, a white string W on row 6 and a black string B on
// row 5 are held between a black wall (rows 7–8, alive with row 9 as
// territory) and a white wall (rows 3–4, alive with rows 1–2).

// semeaiThreeVsTwo: W has three outside liberties (B7 C7 D7), B two (C4
// D4), none shared: white wins whoever moves first.
const semeaiThreeVsTwo = `
. . . . . . . . .
X X X X X X X X X
X . . . X X X X X
O O O O O O O O X
X X X X X X X X O
O O . . O O O O O
O O O O O O O O O
. . . . . . . . .
. . . . . . . . .
`

// semeaiThreeVsThree: three outside liberties each: who moves first wins.
const semeaiThreeVsThree = `
. . . . . . . . .
X X X X X X X X X
X . . . X X X X X
O O O O O O O O X
X X X X X X X X O
O O . . . O O O O
O O O O O O O O O
. . . . . . . . .
. . . . . . . . .
`

// semeaiSeki: two shared liberties (A5 H6) and no outside liberty: seki,
// whoever moves first, and no move is needed.
const semeaiSeki = `
. . . . . . . . .
X X X X X X X X X
X X X X X X X X X
O O O O O O O . X
. X X X X X X X O
O O O O O O O O O
O O O O O O O O O
. . . . . . . . .
. . . . . . . . .
`

// semeaiOneVsTwo: W has one liberty (C7), B two (C4 E4): the side to
// move wins; black by capturing at C7.
const semeaiOneVsTwo = `
. . . . . . . . .
X X X X X X X X X
X X . X X X X X X
X O O O O O O O X
O X X X X X X X O
O O . O . O O O O
O O O O O O O O O
. . . . . . . . .
. . . . . . . . .
`

// semeaiEyeVsNoEye: W (A6–G6, A5, C5) has an eye at B5 and an outside
// liberty at F7; B (D5–H5) has two outside liberties (D4 E4) and shares
// H6 with W. Black's only way out is to connect to the wall at H6, which
// gives seki-like safety (both live); white moving first wins by H6.
const semeaiEyeVsNoEye = `
. . . . . . . . .
X X X X X X X X X
X X X X X . X X X
O O O O O O O . X
O . O X X X X X O
O O O . . O O O O
O O O O O O O O O
. . . . . . . . .
. . . . . . . . .
`

// semeaiLunchInside: the white stone B4 sits inside a black group that
// has no outside liberties. Capturing it gives black one eye only, so the
// capture does not win the race: the capturing dragon must still live
// (GNU Go reads owl_attack after the queried string falls).
const semeaiLunchInside = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
X X X X X O . . .
. O . X X O . . .
X X X X X O . . .
O O O O O O . . .
. . . . . . . . .
`

func semeaiAnalysis(t *testing.T, diagram string) *Analysis {
	t.Helper()
	pos, err := ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Config{}.Analyze(context.Background(), &pos)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func semeaiAnswer(t *testing.T, a *Analysis, av, bv string) string {
	t.Helper()
	n := a.Position().Size()
	ap, err := ParseVertex(av, n)
	if err != nil {
		t.Fatal(err)
	}
	bp, err := ParseVertex(bv, n)
	if err != nil {
		t.Fatal(err)
	}
	// The read is bounded by its node limits, not by the clock (a time
	// limit would flake under -race and on a loaded machine); it must
	// finish within them.
	ctx := context.Background()
	if _, err := a.Dragons(ctx); err != nil {
		t.Fatal(err)
	}
	r, err := a.AnalyzeSemeai(ctx, ap, bp)
	if err != nil {
		t.Fatalf("AnalyzeSemeai %s %s: %v", av, bv, err)
	}
	if !r.Certain || r.Nodes > DefaultSemeaiNodeLimit {
		t.Errorf("AnalyzeSemeai %s %s: certain %v after %d nodes (limit %d)", av, bv, r.Certain, r.Nodes, DefaultSemeaiNodeLimit)
	}
	return fmt.Sprintf("%d %d %s", r.ResultA.GTP(), r.ResultB.GTP(), Vertex(r.Move, n))
}

func TestSemeaiRaces(t *testing.T) {
	tests := []struct {
		name, diagram, a, b, want string
	}{
		{"3v2 black first loses", semeaiThreeVsTwo, "A5", "A6", "0 0 PASS"},
		{"3v2 white first wins", semeaiThreeVsTwo, "A6", "A5", "1 1 (C4|D4)"},
		{"3v3 black first wins", semeaiThreeVsThree, "A5", "A6", "1 1 (B7|C7|D7)"},
		{"3v3 white first wins", semeaiThreeVsThree, "A6", "A5", "1 1 (C4|D4|E4)"},
		{"seki black first", semeaiSeki, "B5", "A6", "1 0 PASS"},
		{"seki white first", semeaiSeki, "A6", "B5", "1 0 PASS"},
		{"1v2 black captures", semeaiOneVsTwo, "B5", "B6", "1 1 C7"},
		{"1v2 white cannot escape", semeaiOneVsTwo, "B6", "B5", "0 0 PASS"},
		{"eye: black connects out", semeaiEyeVsNoEye, "D5", "A6", "1 0 H6"},
		{"eye: white first wins", semeaiEyeVsNoEye, "A6", "D5", "1 1 H6"},
		{"capture inside: white lives", semeaiLunchInside, "B4", "A5", "1 1 (A4|C4|PASS)"},
		{"capture inside: black dies", semeaiLunchInside, "A5", "B4", "0 0 PASS"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := semeaiAnalysis(t, tc.diagram)
			got := semeaiAnswer(t, a, tc.a, tc.b)
			if !regexp.MustCompile("^(" + tc.want + ")$").MatchString(got) {
				t.Errorf("analyze_semeai %s %s = %q, want %q", tc.a, tc.b, got, tc.want)
			}
		})
	}
}

func TestSemeaiErrors(t *testing.T) {
	a := semeaiAnalysis(t, semeaiSeki)
	ctx := context.Background()
	for _, q := range [][2]string{{"B5", "C5"}, {"A5", "A6"}, {"B5", "B5"}} {
		ap, _ := ParseVertex(q[0], 9)
		bp, _ := ParseVertex(q[1], 9)
		if _, err := a.AnalyzeSemeai(ctx, ap, bp); err == nil {
			t.Errorf("AnalyzeSemeai %s %s: no error", q[0], q[1])
		}
	}
	if _, err := a.AnalyzeSemeai(ctx, NoMove, POS(3, 0)); err == nil {
		t.Error("AnalyzeSemeai off the board: no error")
	}
}

// TestSemeaiBounded checks that a cancelled context and a tiny node limit
// end the read at once, with the board restored.
func TestSemeaiBounded(t *testing.T) {
	pos, err := ParseDiagram(semeaiThreeVsThree)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	before := b.Hash()
	ap, _ := ParseVertex("A5", 9)
	bp, _ := ParseVertex("A6", 9)
	ga, gb := fallbackDragon(b, ap), fallbackDragon(b, bp)
	r, _ := SemeaiOnBoard(context.Background(), b, ga, gb, ap, bp, 1)
	if r.Certain || r.Nodes > 1 {
		t.Errorf("node limit 1: certain %v after %d nodes", r.Certain, r.Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := SemeaiOnBoard(ctx, b, ga, gb, ap, bp, 0); err == nil {
		t.Error("cancelled read: no error")
	}
	if b.Hash() != before || b.StackDepth() != 0 {
		t.Error("board not restored")
	}
}

// TestSemeaiAgainstGNUGo compares the result codes (not the moves, where
// several are right) with GNU Go 3.8 on the test positions.
func TestSemeaiAgainstGNUGo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if testing.Short() {
		t.Skip("differential test against gnugo skipped in -short mode")
	}
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("gnugo not installed: " + err.Error())
	}
	queries := []struct{ diagram, a, b string }{
		{semeaiThreeVsTwo, "A5", "A6"}, {semeaiThreeVsTwo, "A6", "A5"},
		{semeaiThreeVsThree, "A5", "A6"}, {semeaiThreeVsThree, "A6", "A5"},
		{semeaiSeki, "B5", "A6"}, {semeaiSeki, "A6", "B5"},
		{semeaiOneVsTwo, "B5", "B6"}, {semeaiOneVsTwo, "B6", "B5"},
		{semeaiEyeVsNoEye, "D5", "A6"}, {semeaiEyeVsNoEye, "A6", "D5"},
	}
	for _, q := range queries {
		pos, err := ParseDiagram(q.diagram)
		if err != nil {
			t.Fatal(err)
		}
		var in strings.Builder
		fmt.Fprintf(&in, "boardsize %d\nclear_board\n", pos.Size())
		for _, c := range []Color{Black, White} {
			for _, p := range pos.Stones(c) {
				fmt.Fprintf(&in, "play %v %s\n", c, Vertex(p, pos.Size()))
			}
		}
		fmt.Fprintf(&in, "analyze_semeai %s %s\n", q.a, q.b)
		cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet")
		cmd.Stdin = strings.NewReader(in.String())
		var out bytes.Buffer
		cmd.Stdout = &out
		cmd.WaitDelay = 5 * time.Second
		if err := cmd.Run(); err != nil {
			t.Fatalf("gnugo: %v", err)
		}
		answers := strings.Split(strings.TrimSpace(out.String()), "\n\n")
		want := strings.Fields(strings.TrimPrefix(answers[len(answers)-1], "="))
		got := strings.Fields(semeaiAnswer(t, semeaiAnalysis(t, q.diagram), q.a, q.b))
		if len(want) < 2 || want[0] != got[0] || want[1] != got[1] {
			t.Errorf("analyze_semeai %s %s: gnugo %v, ours %v", q.a, q.b, want, got)
		}
	}
}

// stageSet builds a dragon set of the position with the fallback
// partition, the two race dragons (at a and b) adjacent and given the
// statuses sa and sb.
func stageSet(t *testing.T, an *Analysis, a, b string, sa, sb Status) (*DragonSet, int, int) {
	t.Helper()
	bd := an.Position().Board()
	ds, err := newDragonSet(bd, func(p Pos) Pos {
		set := fallbackDragon(bd, p)
		return set.First()
	})
	if err != nil {
		t.Fatal(err)
	}
	ap, _ := ParseVertex(a, 9)
	bp, _ := ParseVertex(b, 9)
	da, db := ds.ID(ap), ds.ID(bp)
	ds.dragon2[da].Adjacent = []int{db}
	ds.dragon2[db].Adjacent = []int{da}
	for d, st := range map[int]Status{da: sa, db: sb} {
		for _, p := range ds.stones[d] {
			ds.dragon[p].Status = st
		}
	}
	return ds, da, db
}

// TestSemeaiStage checks the race logic of the semeai stage on races of
// single strings, which the stage proper leaves to owl reading (each has
// three liberties and is tactically attackable), so the races are read
// with semeaiRaces(…, false).
func TestSemeaiStage(t *testing.T) {
	ctx := context.Background()
	t.Run("who moves first wins", func(t *testing.T) {
		an := semeaiAnalysis(t, semeaiThreeVsThree)
		ds, da, db := stageSet(t, an, "A5", "A6", Critical, Critical)
		if err := semeaiRaces(ctx, an, ds, false); err != nil {
			t.Fatal(err)
		}
		for _, d := range []int{da, db} {
			d2 := ds.Dragon2(d)
			if ds.DRAGON(d).Status != Critical || d2.Safety != Critical || d2.Semeais != 1 ||
				d2.SemeaiDefenseCode != Win || d2.SemeaiAttackCode != Win || !d2.SemeaiDefenseCertain {
				t.Errorf("dragon %d: status %v safety %v semeais %d defense %v attack %v", d,
					ds.DRAGON(d).Status, d2.Safety, d2.Semeais, d2.SemeaiDefenseCode, d2.SemeaiAttackCode)
			}
		}
		if m := Vertex(ds.Dragon2(da).SemeaiDefensePoint, 9); !regexp.MustCompile("^(B7|C7|D7)$").MatchString(m) {
			t.Errorf("black defense point %s", m)
		}
		if m := Vertex(ds.Dragon2(db).SemeaiAttackPoint, 9); !regexp.MustCompile("^(B7|C7|D7)$").MatchString(m) {
			t.Errorf("white attack point %s", m)
		}
	})
	t.Run("the longer string lives", func(t *testing.T) {
		an := semeaiAnalysis(t, semeaiThreeVsTwo)
		ds, da, db := stageSet(t, an, "A5", "A6", Dead, Critical)
		if err := semeaiRaces(ctx, an, ds, false); err != nil {
			t.Fatal(err)
		}
		if st := ds.DRAGON(db).Status; st != Alive || ds.Dragon2(db).Safety != Alive {
			t.Errorf("white: status %v safety %v, want alive", st, ds.Dragon2(db).Safety)
		}
		if st := ds.DRAGON(da).Status; st != Dead {
			t.Errorf("black: status %v, want dead", st)
		}
		if d2 := ds.Dragon2(da); d2.SemeaiDefenseCode != Lose || d2.SemeaiAttackCode != Win {
			t.Errorf("black: defense %v attack %v", d2.SemeaiDefenseCode, d2.SemeaiAttackCode)
		}
	})
	t.Run("alive dragons are left alone", func(t *testing.T) {
		an := semeaiAnalysis(t, semeaiThreeVsThree)
		ds, da, _ := stageSet(t, an, "A5", "A6", Alive, Critical)
		if err := semeaiRaces(ctx, an, ds, false); err != nil {
			t.Fatal(err)
		}
		if ds.Dragon2(da).Semeais != 0 {
			t.Error("semeai read for an alive dragon")
		}
	})
}

// semeaiLunch: the black dragon on the left edge can capture the lone
// white stone A8 (liberties A9 and A7) whoever moves first, but that
// stone is a lunch, not a race.
const semeaiLunch = `
. X . O . . . . .
O X . O . . . . .
. X . O . . . . .
. X O O O . . . .
. . X . O . . . .
. X O O O . . . .
. O O . . . . . .
. . . . . . . . .
. . . . . . . . .
`

// TestSemeaiStageLunch checks that a race against a dead dragon of at
// most semeaiLunchSize stones is not read and revives nobody: the
// critical dragon next to it stays critical (GNU Go 3.8 keeps such a
// dragon as owl left it).
func TestSemeaiStageLunch(t *testing.T) {
	an := semeaiAnalysis(t, semeaiLunch)
	ds, da, db := stageSet(t, an, "B9", "A8", Critical, Dead)
	if err := semeaiStage(context.Background(), an, ds); err != nil {
		t.Fatal(err)
	}
	if st, n := ds.DRAGON(da).Status, ds.Dragon2(da).Semeais; st != Critical || n != 0 {
		t.Errorf("black: status %v after %d semeais, want critical after none", st, n)
	}
	if st := ds.DRAGON(db).Status; st != Dead {
		t.Errorf("white: status %v, want dead", st)
	}
}
