package gtp

import (
	"math/rand"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// askAfter sets up before (a diagram), asks first there, plays move and
// asks second in the same engine; it returns that answer and the answer
// of a fresh engine set up on the position after move.
func askAfter(t *testing.T, before, first, move, second string) (inSession, fresh string) {
	t.Helper()
	ask := func(e *Engine, c string) string {
		t.Helper()
		ans, ok := e.Execute(c)
		if !ok {
			t.Fatalf("%s: %s", c, ans)
		}
		return ans
	}
	e := newTestEngine()
	playDiagram(t, e, before)
	ask(e, first)
	ask(e, move)
	inSession = ask(e, second)
	f := newTestEngine()
	playDiagram(t, f, before)
	ask(f, move)
	return inSession, ask(f, second)
}

// TestConnectAnswersIndependentOfEarlierQuestions (REVIEW17 H1): disconnect
// asked again after a move answers as a fresh engine does. With the
// connection reader's cache kept from one question to the next, the
// entries of the first question (answered 0) let the second read reach
// 1 E7; alone the second question answers 1 F6.
func TestConnectAnswersIndependentOfEarlierQuestions(t *testing.T) {
	got, want := askAfter(t, `
		.X...X.
		O......
		OO.XXO.
		..O....
		...O...
		.X.XX..
		...X..O
`, "disconnect F7 D5", "play white G7", "disconnect F7 D5")
	if want != "1 F6" {
		t.Fatalf("fresh engine: disconnect F7 D5 = %q, want 1 F6", want)
	}
	if got != want {
		t.Errorf("after disconnect F7 D5 and play white G7: disconnect F7 D5 = %q, fresh %q", got, want)
	}
}

// TestReadingAnswersIndependentOfEarlierQuestions: the same for the
// tactical reader. With its cache kept from one question to the next
// (emptied only on loadsgf, boardsize and clear_cache), attack D7 after
// defend D7 and White's C5 answered 1 E7; alone it answers 1 D6.
func TestReadingAnswersIndependentOfEarlierQuestions(t *testing.T) {
	got, want := askAfter(t, `
		OOXO..X
		O.X.XXX
		OO..XXX
		...X.OO
		OO.OXX.
		..O.O.X
		.XO.X..
`, "defend D7", "play white C5", "attack D7")
	if want != "1 D6" {
		t.Fatalf("fresh engine: attack D7 = %q, want 1 D6", want)
	}
	if got != want {
		t.Errorf("after defend D7 and play white C5: attack D7 = %q, fresh %q", got, want)
	}
}

// TestSessionAnswersEqualFreshAnswers walks seeded random 7x7 games in one
// engine, asking at every position from move 18 to 23 connect and disconnect
// of the nearby string pairs and attack and defend of the strings with at
// most three liberties, and requires every answer to equal a fresh
// engine's on the same position (boardsize and the moves before every
// question). Before every question started from an empty cache, 5 answers
// differed (attack D7 of seed 1 at move 21: 1 F7 in the session, 1 D6
// fresh).
func TestSessionAnswersEqualFreshAnswers(t *testing.T) {
	differ := 0
	for seed := int64(1); seed <= 3; seed++ {
		rng := rand.New(rand.NewSource(seed))
		e, f := newTestEngine(), newTestEngine()
		plays := []string{"boardsize 7", "clear_board"}
		for _, c := range plays {
			runStep(e, c)
		}
		color := analysis.Black
		for mv := 0; mv < 24; mv++ {
			var legal []analysis.Pos
			for i := 0; i < 7; i++ {
				for j := 0; j < 7; j++ {
					if p := analysis.POS(i, j); e.board.IsLegal(p, color) {
						legal = append(legal, p)
					}
				}
			}
			if len(legal) == 0 {
				break
			}
			c := "play " + color.String() + " " + e.Vertex(legal[rng.Intn(len(legal))])
			runStep(e, c)
			plays = append(plays, c)
			color = color.Other()
			if mv < 18 {
				continue
			}
			var qs []string
			for _, pr := range connectPairs(e.board) {
				qs = append(qs, "connect "+e.Vertex(pr[0])+" "+e.Vertex(pr[1]), "disconnect "+e.Vertex(pr[0])+" "+e.Vertex(pr[1]))
			}
			for _, o := range e.board.Origins(nil) {
				if e.board.CountLib(o) <= 3 {
					qs = append(qs, "attack "+e.Vertex(o), "defend "+e.Vertex(o))
				}
			}
			for _, q := range qs {
				got := runStep(e, q)
				for _, c := range plays { // boardsize: a fresh engine
					runStep(f, c)
				}
				if want := runStep(f, q); got != want {
					differ++
					t.Errorf("seed %d move %d: %s = %q in the session, %q fresh", seed, mv, q, got, want)
				}
			}
		}
	}
	if differ > 0 {
		t.Logf("%d differing answers", differ)
	}
}
