package gtp

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// registerDragonCommands registers dragon_data, dragon_stones and
// same_dragon with GNU Go 3.8's formats and errors (seed 000 "Dragons",
// seed 001).
func registerDragonCommands(e *Engine) {
	e.register("dragon_data", cmdDragonData)
	e.register("dragon_stones", cmdDragonStones)
	e.register("same_dragon", cmdSameDragon)
}

// dragonAnalysis returns the full dragon analysis (level Dragons, with the
// owl and semeai stages) of the current position, computed once per
// position.
func (e *Engine) dragonAnalysis() (*analysis.Analysis, *analysis.DragonSet, error) {
	return e.dragonLevel("dragons:analysis", analysis.Dragons)
}

// dragonPartition returns a dragon set enough for the partition
// (dragon_stones, same_dragon, the dragon letters), which owl does not
// change: the full analysis's when one was already made, else the
// analysis without owl's (analysis.Analysis.Partition: the amalgamation
// alone until its dragons are computed, which continue from it).
func (e *Engine) dragonPartition() (*analysis.DragonSet, error) {
	if d, ok := e.fullDragons(); ok {
		return d.ds, nil
	}
	a, err := e.noOwlAnalysis()
	if err != nil {
		return nil, err
	}
	ds, err := a.Partition(context.Background())
	if err != nil {
		return nil, fail(err.Error())
	}
	return ds, nil
}

// dragonsNoOwl returns an analysis with its dragons computed at least up
// to level DragonsWithoutOwl: the full analysis when one was already made
// for this position, else one without owl reading (cached per position).
// Everything computed before owl (partition, hulls, influence) is the same
// in both.
func (e *Engine) dragonsNoOwl() (*analysis.Analysis, *analysis.DragonSet, error) {
	if d, ok := e.fullDragons(); ok {
		return d.a, d.ds, nil
	}
	a, err := e.noOwlAnalysis()
	if err != nil {
		return nil, nil, err
	}
	ds, err := a.Dragons(context.Background())
	if err != nil {
		return nil, nil, fail(err.Error())
	}
	return a, ds, nil
}

// fullDragons returns the full analysis of the current position when one
// was already made without error.
func (e *Engine) fullDragons() (dragonResult, bool) {
	r, ok := e.cache["dragons:analysis"]
	if !ok {
		return dragonResult{}, false
	}
	d := r.(dragonResult)
	return d, d.err == nil
}

// noOwlAnalysis returns the analysis without owl of the current position
// (cached per position), made at EyesLevel so that its dragons are
// computed on demand: analysis.Analysis.Dragons below level Dragons runs
// no owl or semeai stage, as at DragonsWithoutOwl, and Partition can stop
// after the amalgamation. The analysis keeps what it computed.
func (e *Engine) noOwlAnalysis() (*analysis.Analysis, error) {
	r := e.cached("dragons:noowl", func() any {
		pos := e.Position()
		a, err := analysis.Config{Level: analysis.EyesLevel, EyeSolver: e.eyeSolver}.Analyze(context.Background(), &pos)
		return dragonResult{a: a, err: err}
	}).(dragonResult)
	if r.err != nil {
		return nil, fail(r.err.Error())
	}
	return r.a, nil
}

type dragonResult struct {
	a   *analysis.Analysis
	ds  *analysis.DragonSet
	err error
}

func (e *Engine) dragonLevel(key string, level analysis.Level) (*analysis.Analysis, *analysis.DragonSet, error) {
	r := e.cached(key, func() any {
		pos := e.Position()
		a, err := analysis.Config{Level: level, EyeSolver: e.eyeSolver}.Analyze(context.Background(), &pos)
		if err != nil {
			return dragonResult{err: err}
		}
		ds, err := a.Dragons(context.Background())
		return dragonResult{a, ds, err}
	}).(dragonResult)
	if r.err != nil {
		return nil, nil, fail(r.err.Error())
	}
	return r.a, r.ds, nil
}

var dragonFieldNames = [...]string{"color", "origin", "size", "effective_size", "strategic_size",
	"genus", "heye", "escape_route", "lunch", "crude_status", "owl_status", "status", "safety",
	"weakness", "weakness_pre_owl", "surround_status", "surround_size", "moyo_size",
	"moyo_territorial_value", "neighbors", "hostile_neighbors", "owl_attack_code",
	"owl_attack_point", "owl_attack_certain", "owl_2nd_attack_point", "owl_threat_status",
	"owl_defense_code", "owl_defense_point", "owl_defense_certain", "owl_2nd_defense_point",
	"owl_attack_kworm", "owl_defense_kworm", "semeais", "semeai_defense_code",
	"semeai_defense_point", "semeai_defense_certain", "semeai_defense_target",
	"semeai_attack_code", "semeai_attack_point", "semeai_attack_certain",
	"semeai_attack_target", "strings"}

func yesNo(b bool) string {
	if b {
		return "YES"
	}
	return "NO"
}

// dragonBlock prints the dragon_data block of the dragon at p, labelled
// with label.
func (e *Engine) dragonBlock(sb *strings.Builder, ds *analysis.DragonSet, label, p analysis.Pos) {
	d := ds.Dragon(p)
	d2 := ds.DRAGON2(p)
	var nb, strs strings.Builder
	for _, n := range d2.Adjacent {
		nb.WriteString(e.Vertex(ds.Dragon2(n).Origin) + " ")
	}
	for _, w := range ds.Worms(d.ID) {
		strs.WriteString(e.Vertex(w) + " ")
	}
	vals := [...]string{
		colorName(d.Color), e.Vertex(d.Origin), strconv.Itoa(d.Size),
		fmt.Sprintf("%.2f", d.EffectiveSize), fmt.Sprintf("%.2f", d2.StrategicSize),
		d2.Genus.String(), e.Vertex(d2.Heye), strconv.Itoa(d2.EscapeRoute), e.Vertex(d2.Lunch),
		d.CrudeStatus.String(), d2.OwlStatus.String(), d.Status.String(), d2.Safety.String(),
		fmt.Sprintf("%.2f", d2.Weakness), fmt.Sprintf("%.2f", d2.WeaknessPreOwl),
		strconv.Itoa(int(d2.SurroundStatus)), strconv.Itoa(d2.SurroundSize),
		strconv.Itoa(d2.MoyoSize), fmt.Sprintf("%.2f", d2.MoyoTerritorialValue),
		nb.String(), strconv.Itoa(d2.HostileNeighbors),
		strconv.Itoa(d2.OwlAttackCode.Internal()), e.Vertex(d2.OwlAttackPoint),
		yesNo(d2.OwlAttackCertain), e.Vertex(d2.OwlSecondAttackPoint), d2.OwlThreatStatus.String(),
		strconv.Itoa(d2.OwlDefenseCode.Internal()), e.Vertex(d2.OwlDefensePoint),
		yesNo(d2.OwlDefenseCertain), e.Vertex(d2.OwlSecondDefensePoint),
		e.Vertex(d2.OwlAttackKworm), e.Vertex(d2.OwlDefenseKworm), strconv.Itoa(d2.Semeais),
		strconv.Itoa(d2.SemeaiDefenseCode.Internal()), e.Vertex(d2.SemeaiDefensePoint),
		boolInt(d2.SemeaiDefenseCertain), e.Vertex(d2.SemeaiDefenseTarget),
		strconv.Itoa(d2.SemeaiAttackCode.Internal()), e.Vertex(d2.SemeaiAttackPoint),
		boolInt(d2.SemeaiAttackCertain), e.Vertex(d2.SemeaiAttackTarget), strs.String(),
	}
	sb.WriteString(e.Vertex(label) + ":")
	for i, name := range dragonFieldNames {
		fmt.Fprintf(sb, "\n%-24s%s", name, vals[i])
	}
}

func cmdDragonData(e *Engine, args []string) (string, error) {
	p := analysis.NoMove
	if len(args) > 0 {
		var err error
		if p, err = e.parseVertex(args); err != nil {
			return "", err
		}
	}
	if e.Stackp() > 0 {
		return "", fail("dragon data unavailable when stackp > 0")
	}
	if p != analysis.NoMove && !e.board.At(p).IsStone() {
		return e.Vertex(p) + " empty", nil
	}
	_, ds, err := e.dragonAnalysis()
	if err != nil {
		return "", err
	}
	var sb strings.Builder
	if p != analysis.NoMove {
		e.dragonBlock(&sb, ds, p, p)
		return sb.String(), nil
	}
	for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
		if !e.board.OnBoard(q) || !e.board.At(q).IsStone() || ds.Origin(q) != q {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte('\n')
		}
		e.dragonBlock(&sb, ds, q, q)
	}
	return sb.String(), nil
}

func cmdDragonStones(e *Engine, args []string) (string, error) {
	color := analysis.Empty
	p := analysis.NoMove
	if len(args) > 0 {
		if c, err := parseColor(args); err == nil {
			color = c
		} else {
			if p, err = e.parseVertex(args); err != nil {
				return "", err
			}
			if !e.board.At(p).IsStone() {
				return "", fail("dragon_stones called on an empty vertex")
			}
		}
	}
	ds, err := e.dragonPartition()
	if err != nil {
		return "", err
	}
	var lines []string
	for q := analysis.BoardMin; q < analysis.BoardMax; q++ {
		if !e.board.OnBoard(q) || !e.board.At(q).IsStone() || ds.Origin(q) != q {
			continue
		}
		if color != analysis.Empty && e.board.At(q) != color {
			continue
		}
		if p != analysis.NoMove && ds.Origin(p) != q {
			continue
		}
		var sb strings.Builder
		for _, s := range ds.Stones(ds.ID(q)) {
			sb.WriteString(e.Vertex(s) + " ")
		}
		lines = append(lines, sb.String())
	}
	return strings.Join(lines, "\n"), nil
}

func cmdSameDragon(e *Engine, args []string) (string, error) {
	sc := newScanner(args)
	p, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	q, ok := sc.vertex(e.Size())
	if !ok {
		return "", fail("invalid coordinate")
	}
	if !e.board.At(p).IsStone() || !e.board.At(q).IsStone() {
		return "", fail("vertex must not be empty")
	}
	ds, err := e.dragonPartition()
	if err != nil {
		return "", err
	}
	return boolInt(ds.SameDragon(p, q)), nil
}
