package analysis

import (
	"bufio"
	"context"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const cornerLife = `
+---------+
|.X.X.XO..|
|XXXXXXO..|
|OOOOOOO..|
|.........|
|.........|
|.........|
|....X....|
|.........|
|.........|
+---------+`

// TestUnconditionalTerritory checks unconditional_status on empty points
// (seed 000): the three one-point eyes of the invincible black corner are
// black territory, other empty points are unknown.
func TestUnconditionalTerritory(t *testing.T) {
	pos := mustDiagram(t, cornerLife)
	a, err := Config{}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	want := map[string]Status{"A9": BlackTerritory, "C9": BlackTerritory, "E9": BlackTerritory,
		"H9": Unknown, "E5": Unknown, "G9": Unknown, "B9": Alive, "E3": Unknown}
	for v, s := range want {
		require.Equal(t, s, a.Worm(mustVertex(t, v, 9)).UnconditionalStatus, v)
	}
	require.True(t, a.Worm(mustVertex(t, "B9", 9)).Invincible)
	require.False(t, a.Worm(mustVertex(t, "G9", 9)).Invincible)
	// An empty point carries the empty-point record.
	e := a.Worm(mustVertex(t, "E5", 9))
	require.Equal(t, Worm{Origin: mustVertex(t, "E5", 9), UnconditionalStatus: Unknown}, e)
}

// TestUnconditionalSeki uses the seki shape of the manual's comments on
// unconditional_life: the White pair inside Black's eye cannot be captured
// under alternating play, so neither the Black group nor the points
// inside are settled, while the outer White wall with its eyes is alive
// (GNU Go 3.8 gives the same statuses). A second position, where White's
// inner stones lie in Black's territory without the seki shape, is settled.
func TestUnconditionalSeki(t *testing.T) {
	pos := mustDiagram(t, `
+---------+
|.O.OOOOO.|
|OOOOXXXOO|
|.O.XX.XXO|
|OOOX.O.XO|
|.O.X.O.XO|
|OOOXX.XXO|
|.O.OXXXOO|
|OOOOOOOO.|
|.O.O.O.O.|
+---------+`)
	a, err := Config{}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	v := func(s string) Pos { return mustVertex(t, s, 9) }
	want := map[string]Status{"B9": Alive, "A9": WhiteTerritory, "E8": Unknown, "F6": Unknown,
		"F7": Unknown, "E6": Unknown}
	for s, st := range want {
		require.Equal(t, st, a.Worm(v(s)).UnconditionalStatus, s)
	}

	pos = mustDiagram(t, `
+---------+
|XXXXXXXXX|
|XOOOOOOOX|
|XO.O.XOOX|
|XO.O.X.OX|
|XOOOOOOOX|
|XXXXXXXXX|
|X.X.X.X.X|
|.X.X.X.X.|
|X.X.X.X.X|
+---------+`)
	a, err = Config{}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	want = map[string]Status{"A9": Alive, "F7": Dead, "B8": Alive, "G6": WhiteTerritory, "C7": WhiteTerritory}
	for s, st := range want {
		require.Equal(t, st, a.Worm(v(s)).UnconditionalStatus, s)
	}
}

// TestReadingRestoresBoard: a read stopped by its context or its node
// limit leaves the board exactly as it was.
func TestReadingRestoresBoard(t *testing.T) {
	pos := mustDiagram(t, `
+---------+
|.........|
|.........|
|.........|
|...XO....|
|...OX....|
|....X....|
|.........|
|.........|
|.........|
+---------+`)
	b := pos.Board()
	str := mustVertex(t, "D5", 9)
	h, depth := b.Hash(), b.StackDepth()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := NewReader(0, 0)
	c, _ := r.AttackContext(ctx, b, str)
	require.Equal(t, Lose, c)
	require.True(t, r.Interrupted())
	require.Equal(t, h, b.Hash())
	require.Equal(t, depth, b.StackDepth())
	require.NoError(t, b.CheckConsistency())

	r = NewReader(3, 0) // too few nodes to read the ladder out
	c, _ = r.Attack(b, str)
	require.Equal(t, Lose, c)
	require.True(t, r.Interrupted())
	require.Equal(t, h, b.Hash())

	r = NewReader(0, 0)
	c, m := r.Attack(b, str)
	require.Equal(t, Win, c)
	require.Equal(t, "C5", Vertex(m, 9))
	require.False(t, r.Interrupted())
	require.Equal(t, h, b.Hash())
	require.Greater(t, r.Nodes(), int64(0))
	r.ResetNodes()
	require.Equal(t, int64(0), r.Nodes())

	_, err := Config{}.Analyze(ctx, &pos)
	require.ErrorIs(t, err, context.Canceled)
}

// TestResultCodes checks the GNU Go numbering and names.
func TestResultCodes(t *testing.T) {
	names := []string{"0", "KO_B", "LOSS", "GAIN", "KO_A", "WIN"}
	gtp := []int{0, 3, 5, 4, 2, 1}
	for i := range names {
		r := ResultCode(i)
		require.Equal(t, names[i], r.String())
		require.Equal(t, gtp[i], r.GTP())
		require.Equal(t, i, r.Internal())
	}
	require.Equal(t, Lose, Win.invert())
	require.Equal(t, KoB, KoA.invert())
	require.Equal(t, "alive in seki", AliveInSeki.String())
	require.Equal(t, "black_territory", BlackTerritory.String())
	require.Equal(t, Status(15), Dame)
}

// TestWormsArray: Worms() is indexed by Pos and agrees with Worm().
func TestWormsArray(t *testing.T) {
	pos := mustDiagram(t, cornerLife)
	a, err := Config{}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	ws := a.Worms()
	require.Len(t, ws, NumPos)
	for p := BoardMin; p < BoardMax; p++ {
		if pos.Board().OnBoard(p) {
			require.Equal(t, a.Worm(p), ws[p])
		}
	}
	require.Equal(t, 3, len(a.WormOrigins()))
}

// randomPosition plays n random legal moves on an empty board.
func randomPosition(rng *rand.Rand, size, n int) (*Board, []string) {
	b, _ := NewBoard(size)
	var cmds []string
	c := Black
	for k := 0; k < n; k++ {
		for try := 0; try < 20; try++ {
			p := POS(rng.Intn(size), rng.Intn(size))
			if b.IsLegal(p, c) && !isOwnEye(b, p, c) {
				_ = b.Play(p, c)
				cmds = append(cmds, fmt.Sprintf("play %v %s", c, Vertex(p, size)))
				break
			}
		}
		c = c.Other()
	}
	return b, cmds
}

func isOwnEye(b *Board, p Pos, c Color) bool {
	for _, d := range Delta[:4] {
		if q := p + d; b.OnBoard(q) && b.At(q) != c {
			return false
		}
	}
	return true
}

// TestWormsGnugo compares the worm data of random positions with GNU Go
// 3.8: the structural fields must agree exactly, the attack and defence
// codes on nearly every worm.
func TestWormsGnugo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("gnugo not installed: " + err.Error())
	}
	rng := rand.New(rand.NewSource(7))
	fields := []string{"origin", "color", "size", "liberties", "liberties2", "liberties3", "liberties4",
		"cutstone", "genus", "invincible", "unconditional_status"}
	codes, codesAgree := 0, 0
	for game := 0; game < 9; game++ {
		size := []int{9, 13, 19}[game%3]
		b, cmds := randomPosition(rng, size, size*size/3+game)
		input := fmt.Sprintf("boardsize %d\nclear_board\n%s\nworm_data\n", size, strings.Join(cmds, "\n"))
		cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet")
		cmd.Stdin = strings.NewReader(input)
		out, err := cmd.Output()
		require.NoError(t, err)
		ref := parseWormData(string(out))
		pos := b.Snapshot(Black, 0)
		a, err := Config{}.Analyze(context.Background(), &pos)
		require.NoError(t, err)
		for v, rf := range ref {
			p := mustVertex(t, v, size)
			w := a.Worm(p)
			got := map[string]string{
				"origin": Vertex(w.Origin, size), "color": w.Color.String(), "size": strconv.Itoa(w.Size),
				"liberties": strconv.Itoa(w.Liberties), "liberties2": strconv.Itoa(w.Liberties2),
				"liberties3": strconv.Itoa(w.Liberties3), "liberties4": strconv.Itoa(w.Liberties4),
				"cutstone": strconv.Itoa(w.Cutstone), "genus": strconv.Itoa(w.Genus),
				"invincible": strconv.Itoa(boolToInt(w.Invincible)), "unconditional_status": w.UnconditionalStatus.String(),
			}
			for _, f := range fields {
				require.Equal(t, rf[f], got[f], "game %d %s %s", game, v, f)
			}
			require.Equal(t, rf["effective_size"], fmt.Sprintf("%.2f", w.EffectiveSize), "game %d %s effective_size", game, v)
			if w.Color.IsStone() {
				codes += 2
				if rf["attack_code"] == strconv.Itoa(w.AttackCode().Internal()) {
					codesAgree++
				}
				if rf["defense_code"] == strconv.Itoa(w.DefenseCode().Internal()) {
					codesAgree++
				}
			}
		}
	}
	t.Logf("attack/defense codes agree on %d of %d", codesAgree, codes)
	require.Greater(t, codes, 500)
	require.GreaterOrEqual(t, float64(codesAgree), 0.95*float64(codes))
}

// parseWormData reads GNU Go's worm_data answer into vertex → field → value.
func parseWormData(out string) map[string]map[string]string {
	res := map[string]map[string]string{}
	var cur map[string]string
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		line := strings.TrimPrefix(sc.Text(), "= ")
		if strings.HasSuffix(line, ":") && !strings.Contains(line, " ") {
			cur = map[string]string{}
			res[strings.TrimSuffix(line, ":")] = cur
			continue
		}
		if cur == nil {
			continue
		}
		if f := strings.Fields(line); len(f) >= 2 {
			cur[f[0]] = strings.Join(f[1:], " ")
		}
	}
	return res
}

// TestAnalysisConcurrentReading: the reading methods of one Analysis may
// be called from several goroutines and agree with the worm data.
func TestAnalysisConcurrentReading(t *testing.T) {
	pos := mustDiagram(t, `
+---------+
|.........|
|.........|
|.........|
|...XO....|
|...OX....|
|....X....|
|.........|
|.........|
|.........|
+---------+`)
	a, err := Config{}.Analyze(context.Background(), &pos)
	require.NoError(t, err)
	str := mustVertex(t, "D5", 9)
	w := a.Worm(str)
	require.Equal(t, []ResultCode{Win}, w.AttackCodes[:1])
	done := make(chan error, 4)
	for g := 0; g < 4; g++ {
		go func() {
			for k := 0; k < 20; k++ {
				c, m, err := a.Attack(context.Background(), str)
				if err != nil || c != w.AttackCode() || m != w.AttackPoint() {
					done <- fmt.Errorf("attack %v %v %v", c, m, err)
					return
				}
				if _, _, err := a.FindDefense(context.Background(), str); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for g := 0; g < 4; g++ {
		require.NoError(t, <-done)
	}
	_, _, err = a.Attack(context.Background(), mustVertex(t, "A1", 9))
	require.Error(t, err)
}
