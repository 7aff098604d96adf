package analysis

import "testing"

// TestOwlStageRetriesDefence: the second defence read is for a dragon
// of several worms, not dead before owl, whose kill is read out and whose
// first defence read ran out of nodes, while the retry budget lasts.
func TestOwlStageRetriesDefence(t *testing.T) {
	kill := OwlResult{Code: Win, Move: POS(2, 2), Certain: true}
	cutOff := OwlResult{Code: Lose, Move: NoMove, Certain: false}
	for _, tc := range []struct {
		name     string
		att, def OwlResult
		crude    Status
		oneWorm  bool
		extra    int64
		want     bool
	}{
		{"several worms", kill, cutOff, Critical, false, 0, true},
		{"one worm", kill, cutOff, Critical, true, 0, false},
		{"dead before owl", kill, cutOff, Dead, false, 0, false},
		{"defence read out", kill, OwlResult{Code: Lose, Move: NoMove, Certain: true}, Critical, false, 0, false},
		{"defence found", kill, OwlResult{Code: Win, Move: POS(3, 3), Certain: false}, Critical, false, 0, false},
		{"kill not read out", OwlResult{Code: Win, Move: POS(2, 2)}, cutOff, Unknown, false, 0, false},
		{"budget spent", kill, cutOff, Critical, false, owlStageRetryNodes, false},
	} {
		if got := owlStageRetriesDefence(tc.att, tc.def, tc.crude, tc.oneWorm, tc.extra); got != tc.want {
			t.Errorf("%s: retry %v, want %v", tc.name, got, tc.want)
		}
	}
}
