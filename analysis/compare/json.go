package compare

import (
	"context"
	"fmt"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// SchemaVersion is the version of the JSON schema of docs/json-schema.md.
// It changes only when a field changes meaning or is removed.
const SchemaVersion = 1

// The JSON types below mirror GNU Go's structures (seed 000 worm_data,
// seed 001 dragon_data and dragon_data2, seed 003 eye_data and
// half_eye_data, seed 004 surround). Conventions: field names are the
// seeds' snake_case names; vertices are GTP strings ("D4"), with "" (or an
// omitted field) for "no point"; colours are "black", "white", "empty",
// "gray"; statuses and result codes are GNU Go's names ("alive in seki",
// "KO_A", "0" for failure); eye values are the four digits "abcd".

// Position is the JSON form of an analysis.Position.
type Position struct {
	Size   int     `json:"size"`
	Komi   float64 `json:"komi"`
	ToMove string  `json:"to_move"`
	Ko     string  `json:"ko,omitempty"`
	// LastMove is the last move played ("" when unknown).
	LastMove string `json:"last_move,omitempty"`
	// CapturedBlack and CapturedWhite count the captured stones of each
	// colour.
	CapturedBlack int `json:"captured_black"`
	CapturedWhite int `json:"captured_white"`
	// Black and White list the stones in board order.
	Black []string `json:"black"`
	White []string `json:"white"`
	// Board is the diagram, top row first: "X" black, "O" white, "." empty.
	Board []string `json:"board"`
}

// Worm is the JSON form of analysis.Worm (seed 000, worm_data) for the
// worm whose origin is Origin.
type Worm struct {
	Origin              string   `json:"origin"`
	Color               string   `json:"color"`
	Size                int      `json:"size"`
	EffectiveSize       float64  `json:"effective_size"`
	Liberties           int      `json:"liberties"`
	Liberties2          int      `json:"liberties2"`
	Liberties3          int      `json:"liberties3"`
	Liberties4          int      `json:"liberties4"`
	Lunch               string   `json:"lunch,omitempty"`
	Cutstone            int      `json:"cutstone"`
	Cutstone2           int      `json:"cutstone2"`
	Genus               int      `json:"genus"`
	Inessential         bool     `json:"inessential"`
	Invincible          bool     `json:"invincible"`
	UnconditionalStatus string   `json:"unconditional_status"`
	AttackPoints        []string `json:"attack_points"`
	AttackCodes         []string `json:"attack_codes"`
	DefensePoints       []string `json:"defense_points"`
	DefenseCodes        []string `json:"defense_codes"`
	AttackThreatPoints  []string `json:"attack_threat_points"`
	AttackThreatCodes   []string `json:"attack_threat_codes"`
	DefenseThreatPoints []string `json:"defense_threat_points"`
	DefenseThreatCodes  []string `json:"defense_threat_codes"`
	// Stones lists the worm's stones (not a GNU Go field; for convenience).
	Stones []string `json:"stones"`
}

// Dragon is the JSON form of analysis.Dragon (seed 001, dragon_data), one
// per dragon, with its stones and worms.
type Dragon struct {
	ID            int      `json:"id"`
	Origin        string   `json:"origin"`
	Color         string   `json:"color"`
	Size          int      `json:"size"`
	EffectiveSize float64  `json:"effective_size"`
	CrudeStatus   string   `json:"crude_status"`
	Status        string   `json:"status"`
	Stones        []string `json:"stones"`
	Worms         []string `json:"worms"`
}

// Dragon2 is the JSON form of analysis.Dragon2 (seed 001, dragon_data2).
// The hull is exported separately (Hull). SurroundStatus uses GNU Go's
// numbers: 0 not surrounded, 1 surrounded, 2 weakly surrounded.
type Dragon2 struct {
	Origin                string  `json:"origin"`
	Adjacent              []int   `json:"adjacent"`
	HostileNeighbors      int     `json:"hostile_neighbors"`
	MoyoSize              int     `json:"moyo_size"`
	MoyoTerritorialValue  float64 `json:"moyo_territorial_value"`
	Safety                string  `json:"safety"`
	Weakness              float64 `json:"weakness"`
	WeaknessPreOwl        float64 `json:"weakness_pre_owl"`
	StrategicSize         float64 `json:"strategic_size"`
	EscapeRoute           int     `json:"escape_route"`
	Genus                 string  `json:"genus"`
	Heye                  string  `json:"heye,omitempty"`
	Lunch                 string  `json:"lunch,omitempty"`
	SurroundStatus        int     `json:"surround_status"`
	SurroundSize          int     `json:"surround_size"`
	Semeais               int     `json:"semeais"`
	SemeaiDefenseCode     string  `json:"semeai_defense_code"`
	SemeaiDefensePoint    string  `json:"semeai_defense_point,omitempty"`
	SemeaiDefenseCertain  bool    `json:"semeai_defense_certain"`
	SemeaiDefenseTarget   string  `json:"semeai_defense_target,omitempty"`
	SemeaiAttackCode      string  `json:"semeai_attack_code"`
	SemeaiAttackPoint     string  `json:"semeai_attack_point,omitempty"`
	SemeaiAttackCertain   bool    `json:"semeai_attack_certain"`
	SemeaiAttackTarget    string  `json:"semeai_attack_target,omitempty"`
	OwlThreatStatus       string  `json:"owl_threat_status"`
	OwlStatus             string  `json:"owl_status"`
	OwlAttackPoint        string  `json:"owl_attack_point,omitempty"`
	OwlAttackCode         string  `json:"owl_attack_code"`
	OwlAttackCertain      bool    `json:"owl_attack_certain"`
	OwlSecondAttackPoint  string  `json:"owl_second_attack_point,omitempty"`
	OwlDefensePoint       string  `json:"owl_defense_point,omitempty"`
	OwlDefenseCode        string  `json:"owl_defense_code"`
	OwlDefenseCertain     bool    `json:"owl_defense_certain"`
	OwlSecondDefensePoint string  `json:"owl_second_defense_point,omitempty"`
	OwlAttackKworm        string  `json:"owl_attack_kworm,omitempty"`
	OwlDefenseKworm       string  `json:"owl_defense_kworm,omitempty"`
}

// EyeData is the JSON form of analysis.EyeData (seed 003, eye_data) of one
// point for one colour (the colour of the array: Array "black" or
// "white"; Color is the eye space owner as eye_data prints it).
type EyeData struct {
	Vertex            string `json:"vertex"`
	Array             string `json:"array"`
	Origin            string `json:"origin,omitempty"`
	Color             string `json:"color"`
	ESize             int    `json:"esize"`
	MSize             int    `json:"msize"`
	Value             string `json:"value"`
	Marginal          bool   `json:"marginal"`
	Neighbors         int    `json:"neighbors"`
	MarginalNeighbors int    `json:"marginal_neighbors"`
}

// HalfEye is the JSON form of analysis.HalfEyeData (seed 003,
// half_eye_data) of one point. Type is "HALF_EYE", "FALSE_EYE" or "0".
type HalfEye struct {
	Vertex        string   `json:"vertex"`
	Value         float64  `json:"value"`
	Type          string   `json:"type"`
	AttackPoints  []string `json:"attack_points"`
	DefensePoints []string `json:"defense_points"`
}

// EyeSpace is the JSON form of analysis.EyeSpace (seed 003, compute_eyes).
type EyeSpace struct {
	Origin  string   `json:"origin"`
	Color   string   `json:"color"`
	Points  []string `json:"points"`
	Value   string   `json:"value"`
	Attack  string   `json:"attack,omitempty"`
	Defense string   `json:"defense,omitempty"`
}

// Eyegraph is the JSON form of an eyes.Result (analyze_eyegraph): the graph
// in GNU Go's encoding, its value, the annotated diagram and the role of
// each vertex of the graph (in Graph.Vertices order): "", "attack",
// "defense" or "both".
type Eyegraph struct {
	Graph     string   `json:"graph"`
	Value     string   `json:"value"`
	Annotated string   `json:"annotated"`
	Roles     []string `json:"roles"`
	Nodes     int64    `json:"nodes"`
}

// Hull is the JSON form of analysis.Hull (seed 004). Inside lists the
// points with surround_map value 1, Rim those with value 2.
type Hull struct {
	Goal     string   `json:"goal"`
	Corners  []string `json:"corners"`
	Center   string   `json:"center"`
	Vertices []string `json:"vertices"`
	Inside   []string `json:"inside"`
	Rim      []string `json:"rim"`
	Status   int      `json:"surround_status"`
	Size     int      `json:"surround_size"`
}

// Analysis is the JSON form of a whole analysis: everything computed at
// its level. Dragon fields are present from level DragonsWithoutOwl.
type Analysis struct {
	Schema    int        `json:"schema"`
	Level     string     `json:"level"`
	Position  Position   `json:"position"`
	Worms     []Worm     `json:"worms"`
	EyeData   []EyeData  `json:"eye_data,omitempty"`
	HalfEyes  []HalfEye  `json:"half_eyes,omitempty"`
	EyeSpaces []EyeSpace `json:"eye_spaces,omitempty"`
	Dragons   []Dragon   `json:"dragons,omitempty"`
	Dragon2   []Dragon2  `json:"dragon2,omitempty"`
	Hulls     []Hull     `json:"hulls,omitempty"`
}

// DiffDragon is the JSON form of a DragonInfo.
type DiffDragon struct {
	Origin         string   `json:"origin"`
	Color          string   `json:"color"`
	Stones         []string `json:"stones"`
	Status         string   `json:"status"`
	Safety         string   `json:"safety"`
	OwlStatus      string   `json:"owl_status"`
	Genus          string   `json:"genus"`
	SurroundStatus int      `json:"surround_status"`
}

// DiffMerge is a merge in a DiffJSON.
type DiffMerge struct {
	From []string   `json:"from"`
	To   DiffDragon `json:"to"`
}

// DiffSplit is a split in a DiffJSON.
type DiffSplit struct {
	From DiffDragon `json:"from"`
	To   []string   `json:"to"`
}

// DiffChange is a DragonChange in a DiffJSON.
type DiffChange struct {
	Origin    string `json:"origin"`
	OldOrigin string `json:"old_origin"`
	Color     string `json:"color"`
	Field     string `json:"field"`
	Old       string `json:"old"`
	New       string `json:"new"`
}

// DiffWorm is a WormChange in a DiffJSON.
type DiffWorm struct {
	Origin      string `json:"origin"`
	Color       string `json:"color"`
	Kind        string `json:"kind"`
	Liberties   int    `json:"liberties"`
	AttackCode  string `json:"attack_code"`
	AttackPoint string `json:"attack_point,omitempty"`
}

// DiffJSON is the JSON form of a diff Result.
type DiffJSON struct {
	Size     int          `json:"size"`
	Appeared []DiffDragon `json:"appeared"`
	Removed  []DiffDragon `json:"removed"`
	Captured []bool       `json:"captured"`
	Merged   []DiffMerge  `json:"merged"`
	Split    []DiffSplit  `json:"split"`
	Changes  []DiffChange `json:"changes"`
	Worms    []DiffWorm   `json:"worms"`
	Summary  string       `json:"summary"`
}

// codec converts between board points and GTP strings on one board size.
type codec struct{ size int }

func (c codec) v(p analysis.Pos) string {
	if p == analysis.NoMove {
		return ""
	}
	return analysis.Vertex(p, c.size)
}

func (c codec) vs(ps []analysis.Pos) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = c.v(p)
	}
	return out
}

func (c codec) p(s string) (analysis.Pos, error) {
	if s == "" {
		return analysis.NoMove, nil
	}
	return analysis.ParseVertex(s, c.size)
}

func (c codec) ps(ss []string) ([]analysis.Pos, error) {
	if ss == nil {
		return nil, nil
	}
	out := make([]analysis.Pos, len(ss))
	for i, s := range ss {
		var err error
		if out[i], err = c.p(s); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func codes(cs []analysis.ResultCode) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// ParseResultCode reads GNU Go's name of a result code ("0", "KO_B", "LOSS",
// "GAIN", "KO_A", "WIN").
func ParseResultCode(s string) (analysis.ResultCode, error) {
	for r := analysis.Lose; r <= analysis.Win; r++ {
		if r.String() == s {
			return r, nil
		}
	}
	return analysis.Lose, fmt.Errorf("compare: unknown result code %q", s)
}

func parseCodes(ss []string) ([]analysis.ResultCode, error) {
	if ss == nil {
		return nil, nil
	}
	out := make([]analysis.ResultCode, len(ss))
	for i, s := range ss {
		var err error
		if out[i], err = ParseResultCode(s); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ParseStatus reads GNU Go's name of a status ("alive", "alive in seki",
// "white_territory", …).
func ParseStatus(s string) (analysis.Status, error) {
	for st := analysis.Dead; st <= analysis.Dame; st++ {
		if st.String() == s {
			return st, nil
		}
	}
	return analysis.Unknown, fmt.Errorf("compare: unknown status %q", s)
}

// ParseColor reads "black", "white", "empty" or "gray".
func ParseColor(s string) (analysis.Color, error) {
	for _, c := range []analysis.Color{analysis.Empty, analysis.White, analysis.Black, analysis.Gray} {
		if c.String() == s {
			return c, nil
		}
	}
	return analysis.Empty, fmt.Errorf("compare: unknown color %q", s)
}

// ExportPosition returns the JSON form of p.
func ExportPosition(p *analysis.Position) Position {
	c := codec{p.Size()}
	out := Position{Size: p.Size(), Komi: p.Komi(), ToMove: p.ToMove().String(), Ko: c.v(p.Ko()),
		LastMove: c.v(p.LastMove()), CapturedBlack: p.Captured(analysis.Black), CapturedWhite: p.Captured(analysis.White),
		Black: c.vs(p.Stones(analysis.Black)), White: c.vs(p.Stones(analysis.White))}
	for i := 0; i < p.Size(); i++ {
		row := make([]byte, p.Size())
		for j := range row {
			row[j] = ".XO"[stoneIndex(p.At(analysis.POS(i, j)))]
		}
		out.Board = append(out.Board, string(row))
	}
	return out
}

func stoneIndex(c analysis.Color) int {
	switch c {
	case analysis.Black:
		return 1
	case analysis.White:
		return 2
	}
	return 0
}

// ImportPosition rebuilds the stones, side to move and komi of an exported
// position (the ko point, last move and capture counts are not restored).
func ImportPosition(j Position) (analysis.Position, error) {
	p, err := analysis.EmptyPosition(j.Size)
	if err != nil {
		return p, err
	}
	c := codec{j.Size}
	seen := map[analysis.Pos]bool{}
	for _, side := range []struct {
		col analysis.Color
		vs  []string
	}{{analysis.Black, j.Black}, {analysis.White, j.White}} {
		for _, s := range side.vs {
			q, err := c.p(s)
			if err != nil {
				return p, err
			}
			if seen[q] {
				return p, fmt.Errorf("compare: two stones on %s", s)
			}
			seen[q] = true
			if p, err = p.WithStone(q, side.col); err != nil {
				return p, err
			}
		}
	}
	tm, err := ParseColor(j.ToMove)
	if err != nil {
		return p, err
	}
	return p.WithToMove(tm).WithKomi(j.Komi), nil
}

// ExportWorm returns the JSON form of worm w of a board of the given size;
// stones are the worm's stones.
func ExportWorm(w analysis.Worm, stones []analysis.Pos, size int) Worm {
	c := codec{size}
	return Worm{Origin: c.v(w.Origin), Color: w.Color.String(), Size: w.Size, EffectiveSize: w.EffectiveSize,
		Liberties: w.Liberties, Liberties2: w.Liberties2, Liberties3: w.Liberties3, Liberties4: w.Liberties4,
		Lunch: c.v(w.Lunch), Cutstone: w.Cutstone, Cutstone2: w.Cutstone2, Genus: w.Genus,
		Inessential: w.Inessential, Invincible: w.Invincible, UnconditionalStatus: w.UnconditionalStatus.String(),
		AttackPoints: c.vs(w.AttackPoints), AttackCodes: codes(w.AttackCodes),
		DefensePoints: c.vs(w.DefensePoints), DefenseCodes: codes(w.DefenseCodes),
		AttackThreatPoints: c.vs(w.AttackThreatPoints), AttackThreatCodes: codes(w.AttackThreatCodes),
		DefenseThreatPoints: c.vs(w.DefenseThreatPoints), DefenseThreatCodes: codes(w.DefenseThreatCodes),
		Stones: c.vs(stones)}
}

// errs collects the first error of a sequence of conversions.
type errs struct{ err error }

func (e *errs) pos(c codec, s string) analysis.Pos {
	p, err := c.p(s)
	if e.err == nil {
		e.err = err
	}
	return p
}

func (e *errs) list(c codec, ss []string) []analysis.Pos {
	p, err := c.ps(ss)
	if e.err == nil {
		e.err = err
	}
	return normNil(p)
}

func (e *errs) codes(ss []string) []analysis.ResultCode {
	r, err := parseCodes(ss)
	if e.err == nil {
		e.err = err
	}
	if len(r) == 0 {
		return nil
	}
	return r
}

func (e *errs) status(s string) analysis.Status {
	st, err := ParseStatus(s)
	if e.err == nil {
		e.err = err
	}
	return st
}

func (e *errs) color(s string) analysis.Color {
	col, err := ParseColor(s)
	if e.err == nil {
		e.err = err
	}
	return col
}

func (e *errs) code(s string) analysis.ResultCode {
	r, err := ParseResultCode(s)
	if e.err == nil {
		e.err = err
	}
	return r
}

func (e *errs) eye(s string) eyes.EyeValue {
	v, err := eyes.ParseEyeValue(s)
	if e.err == nil {
		e.err = err
	}
	return v
}

func normNil(p []analysis.Pos) []analysis.Pos {
	if len(p) == 0 {
		return nil
	}
	return p
}

// ImportWorm converts an exported worm back (the stones are returned
// separately).
func ImportWorm(j Worm, size int) (analysis.Worm, []analysis.Pos, error) {
	c := codec{size}
	var e errs
	w := analysis.Worm{Origin: e.pos(c, j.Origin), Color: e.color(j.Color), Size: j.Size, EffectiveSize: j.EffectiveSize,
		Liberties: j.Liberties, Liberties2: j.Liberties2, Liberties3: j.Liberties3, Liberties4: j.Liberties4,
		Lunch: e.pos(c, j.Lunch), Cutstone: j.Cutstone, Cutstone2: j.Cutstone2, Genus: j.Genus,
		Inessential: j.Inessential, Invincible: j.Invincible, UnconditionalStatus: e.status(j.UnconditionalStatus),
		AttackPoints: e.list(c, j.AttackPoints), AttackCodes: e.codes(j.AttackCodes),
		DefensePoints: e.list(c, j.DefensePoints), DefenseCodes: e.codes(j.DefenseCodes),
		AttackThreatPoints: e.list(c, j.AttackThreatPoints), AttackThreatCodes: e.codes(j.AttackThreatCodes),
		DefenseThreatPoints: e.list(c, j.DefenseThreatPoints), DefenseThreatCodes: e.codes(j.DefenseThreatCodes)}
	return w, e.list(c, j.Stones), e.err
}

// ExportDragon returns the JSON form of dragon d of ds.
func ExportDragon(ds *analysis.DragonSet, d int) Dragon {
	c := codec{ds.Size()}
	dr := ds.DRAGON(d)
	return Dragon{ID: dr.ID, Origin: c.v(dr.Origin), Color: dr.Color.String(), Size: dr.Size,
		EffectiveSize: dr.EffectiveSize, CrudeStatus: dr.CrudeStatus.String(), Status: dr.Status.String(),
		Stones: c.vs(ds.Stones(d)), Worms: c.vs(ds.Worms(d))}
}

// ImportDragon converts an exported dragon back to the dragon data, its
// stones and its worms.
func ImportDragon(j Dragon, size int) (analysis.Dragon, []analysis.Pos, []analysis.Pos, error) {
	c := codec{size}
	var e errs
	d := analysis.Dragon{Color: e.color(j.Color), ID: j.ID, Origin: e.pos(c, j.Origin), Size: j.Size,
		EffectiveSize: j.EffectiveSize, CrudeStatus: e.status(j.CrudeStatus), Status: e.status(j.Status)}
	st := e.list(c, j.Stones)
	ws := e.list(c, j.Worms)
	return d, st, ws, e.err
}

// ExportDragon2 returns the JSON form of d (the hull is left out; see
// ExportHull).
func ExportDragon2(d *analysis.Dragon2, size int) Dragon2 {
	c := codec{size}
	adj := append([]int{}, d.Adjacent...)
	return Dragon2{Origin: c.v(d.Origin), Adjacent: adj, HostileNeighbors: d.HostileNeighbors,
		MoyoSize: d.MoyoSize, MoyoTerritorialValue: d.MoyoTerritorialValue, Safety: d.Safety.String(),
		Weakness: d.Weakness, WeaknessPreOwl: d.WeaknessPreOwl, StrategicSize: d.StrategicSize,
		EscapeRoute: d.EscapeRoute, Genus: d.Genus.String(), Heye: c.v(d.Heye), Lunch: c.v(d.Lunch),
		SurroundStatus: int(d.SurroundStatus), SurroundSize: d.SurroundSize, Semeais: d.Semeais,
		SemeaiDefenseCode: d.SemeaiDefenseCode.String(), SemeaiDefensePoint: c.v(d.SemeaiDefensePoint),
		SemeaiDefenseCertain: d.SemeaiDefenseCertain, SemeaiDefenseTarget: c.v(d.SemeaiDefenseTarget),
		SemeaiAttackCode: d.SemeaiAttackCode.String(), SemeaiAttackPoint: c.v(d.SemeaiAttackPoint),
		SemeaiAttackCertain: d.SemeaiAttackCertain, SemeaiAttackTarget: c.v(d.SemeaiAttackTarget),
		OwlThreatStatus: d.OwlThreatStatus.String(), OwlStatus: d.OwlStatus.String(),
		OwlAttackPoint: c.v(d.OwlAttackPoint), OwlAttackCode: d.OwlAttackCode.String(),
		OwlAttackCertain: d.OwlAttackCertain, OwlSecondAttackPoint: c.v(d.OwlSecondAttackPoint),
		OwlDefensePoint: c.v(d.OwlDefensePoint), OwlDefenseCode: d.OwlDefenseCode.String(),
		OwlDefenseCertain: d.OwlDefenseCertain, OwlSecondDefensePoint: c.v(d.OwlSecondDefensePoint),
		OwlAttackKworm: c.v(d.OwlAttackKworm), OwlDefenseKworm: c.v(d.OwlDefenseKworm)}
}

// ImportDragon2 converts an exported dragon2 entry back (Hull stays nil).
func ImportDragon2(j Dragon2, size int) (analysis.Dragon2, error) {
	c := codec{size}
	var e errs
	var adj []int
	if len(j.Adjacent) > 0 {
		adj = append(adj, j.Adjacent...)
	}
	d := analysis.Dragon2{Origin: e.pos(c, j.Origin), Adjacent: adj, HostileNeighbors: j.HostileNeighbors,
		MoyoSize: j.MoyoSize, MoyoTerritorialValue: j.MoyoTerritorialValue, Safety: e.status(j.Safety),
		Weakness: j.Weakness, WeaknessPreOwl: j.WeaknessPreOwl, StrategicSize: j.StrategicSize,
		EscapeRoute: j.EscapeRoute, Genus: e.eye(j.Genus), Heye: e.pos(c, j.Heye), Lunch: e.pos(c, j.Lunch),
		SurroundStatus: analysis.SurroundStatus(j.SurroundStatus), SurroundSize: j.SurroundSize, Semeais: j.Semeais,
		SemeaiDefenseCode: e.code(j.SemeaiDefenseCode), SemeaiDefensePoint: e.pos(c, j.SemeaiDefensePoint),
		SemeaiDefenseCertain: j.SemeaiDefenseCertain, SemeaiDefenseTarget: e.pos(c, j.SemeaiDefenseTarget),
		SemeaiAttackCode: e.code(j.SemeaiAttackCode), SemeaiAttackPoint: e.pos(c, j.SemeaiAttackPoint),
		SemeaiAttackCertain: j.SemeaiAttackCertain, SemeaiAttackTarget: e.pos(c, j.SemeaiAttackTarget),
		OwlThreatStatus: e.status(j.OwlThreatStatus), OwlStatus: e.status(j.OwlStatus),
		OwlAttackPoint: e.pos(c, j.OwlAttackPoint), OwlAttackCode: e.code(j.OwlAttackCode),
		OwlAttackCertain: j.OwlAttackCertain, OwlSecondAttackPoint: e.pos(c, j.OwlSecondAttackPoint),
		OwlDefensePoint: e.pos(c, j.OwlDefensePoint), OwlDefenseCode: e.code(j.OwlDefenseCode),
		OwlDefenseCertain: j.OwlDefenseCertain, OwlSecondDefensePoint: e.pos(c, j.OwlSecondDefensePoint),
		OwlAttackKworm: e.pos(c, j.OwlAttackKworm), OwlDefenseKworm: e.pos(c, j.OwlDefenseKworm)}
	return d, e.err
}

// ExportEyeData returns the JSON form of the eye data of point p in the
// array of colour arr.
func ExportEyeData(d analysis.EyeData, p analysis.Pos, arr analysis.Color, size int) EyeData {
	c := codec{size}
	return EyeData{Vertex: c.v(p), Array: arr.String(), Origin: c.v(d.Origin), Color: d.Color.String(),
		ESize: d.ESize, MSize: d.MSize, Value: d.Value.String(), Marginal: d.Marginal,
		Neighbors: d.Neighbors, MarginalNeighbors: d.MarginalNeighbors}
}

// ImportEyeData converts exported eye data back: the data, its point and
// the array colour.
func ImportEyeData(j EyeData, size int) (analysis.EyeData, analysis.Pos, analysis.Color, error) {
	c := codec{size}
	var e errs
	d := analysis.EyeData{Origin: e.pos(c, j.Origin), Color: e.color(j.Color), ESize: j.ESize, MSize: j.MSize,
		Value: e.eye(j.Value), Marginal: j.Marginal, Neighbors: j.Neighbors, MarginalNeighbors: j.MarginalNeighbors}
	p := e.pos(c, j.Vertex)
	arr := e.color(j.Array)
	return d, p, arr, e.err
}

// ExportHalfEye returns the JSON form of the half eye data of point p.
func ExportHalfEye(h analysis.HalfEyeData, p analysis.Pos, size int) HalfEye {
	c := codec{size}
	return HalfEye{Vertex: c.v(p), Value: h.Value, Type: h.Type.String(),
		AttackPoints: c.vs(h.AttackPoints), DefensePoints: c.vs(h.DefensePoints)}
}

// ImportHalfEye converts exported half eye data back.
func ImportHalfEye(j HalfEye, size int) (analysis.HalfEyeData, analysis.Pos, error) {
	c := codec{size}
	var e errs
	h := analysis.HalfEyeData{Value: j.Value, AttackPoints: e.list(c, j.AttackPoints), DefensePoints: e.list(c, j.DefensePoints)}
	switch j.Type {
	case "HALF_EYE":
		h.Type = analysis.HalfEye
	case "FALSE_EYE":
		h.Type = analysis.FalseEye
	case "0":
	default:
		e.err = fmt.Errorf("compare: unknown half eye type %q", j.Type)
	}
	p := e.pos(c, j.Vertex)
	return h, p, e.err
}

// ExportEyeSpace returns the JSON form of an eye space.
func ExportEyeSpace(s analysis.EyeSpace, size int) EyeSpace {
	c := codec{size}
	return EyeSpace{Origin: c.v(s.Origin), Color: s.Color.String(), Points: c.vs(s.Points), Value: s.Value.String(),
		Attack: c.v(s.Attack), Defense: c.v(s.Defense)}
}

// ImportEyeSpace converts an exported eye space back.
func ImportEyeSpace(j EyeSpace, size int) (analysis.EyeSpace, error) {
	c := codec{size}
	var e errs
	s := analysis.EyeSpace{Origin: e.pos(c, j.Origin), Color: e.color(j.Color), Points: e.list(c, j.Points),
		Value: e.eye(j.Value), Attack: e.pos(c, j.Attack), Defense: e.pos(c, j.Defense)}
	return s, e.err
}

var roleNames = [...]string{"", "attack", "defense", "both"}

// ExportEyegraph returns the JSON form of an eye graph result.
func ExportEyegraph(r eyes.Result) Eyegraph {
	out := Eyegraph{Value: r.Value.String(), Nodes: r.Nodes, Roles: []string{}}
	if r.Graph != nil {
		out.Graph = r.Graph.Encode()
		out.Annotated = r.Annotated()
	}
	for _, ro := range r.Roles {
		out.Roles = append(out.Roles, roleNames[ro&3])
	}
	return out
}

// ImportEyegraph converts an exported eye graph result back.
func ImportEyegraph(j Eyegraph) (eyes.Result, error) {
	g, err := eyes.ParseGraph(j.Graph)
	if err != nil {
		return eyes.Result{}, err
	}
	v, err := eyes.ParseEyeValue(j.Value)
	if err != nil {
		return eyes.Result{}, err
	}
	r := eyes.Result{Graph: g, Value: v, Nodes: j.Nodes}
	for _, s := range j.Roles {
		k := 0
		for k < len(roleNames) && roleNames[k] != s {
			k++
		}
		if k == len(roleNames) {
			return r, fmt.Errorf("compare: unknown role %q", s)
		}
		r.Roles = append(r.Roles, eyes.Role(k))
	}
	return r, nil
}

// ExportHull returns the JSON form of a surround hull.
func ExportHull(h *analysis.Hull, size int) Hull {
	c := codec{size}
	return Hull{Goal: c.v(h.Goal), Corners: c.vs(h.Corners), Center: c.v(h.Center), Vertices: c.vs(h.Vertices),
		Inside: c.vs(h.Points()), Rim: c.vs(h.Rim()), Status: int(h.Status), Size: h.Size}
}

// ImportHull converts an exported hull back.
func ImportHull(j Hull, size int) (*analysis.Hull, error) {
	c := codec{size}
	var e errs
	h := &analysis.Hull{Goal: e.pos(c, j.Goal), Corners: e.list(c, j.Corners), Center: e.pos(c, j.Center),
		Vertices: e.list(c, j.Vertices), Status: analysis.SurroundStatus(j.Status), Size: j.Size}
	for _, p := range e.list(c, j.Inside) {
		h.Inside[p] = 1
	}
	for _, p := range e.list(c, j.Rim) {
		h.Inside[p] = 2
	}
	return h, e.err
}

func exportDiffDragon(d DragonInfo, c codec) DiffDragon {
	return DiffDragon{Origin: c.v(d.Origin), Color: d.Color.String(), Stones: c.vs(d.Stones), Status: d.Status.String(),
		Safety: d.Safety.String(), OwlStatus: d.OwlStatus.String(), Genus: d.Genus.String(),
		SurroundStatus: int(d.SurroundStatus)}
}

// JSON returns the JSON form of the diff (every list non-nil).
func (r *Result) JSON() DiffJSON {
	c := codec{r.Size}
	out := DiffJSON{Size: r.Size, Summary: r.String(), Captured: append([]bool{}, r.Captured...),
		Appeared: []DiffDragon{}, Removed: []DiffDragon{}, Merged: []DiffMerge{}, Split: []DiffSplit{},
		Changes: []DiffChange{}, Worms: []DiffWorm{}}
	for _, d := range r.Appeared {
		out.Appeared = append(out.Appeared, exportDiffDragon(d, c))
	}
	for _, d := range r.Removed {
		out.Removed = append(out.Removed, exportDiffDragon(d, c))
	}
	for _, m := range r.Merged {
		out.Merged = append(out.Merged, DiffMerge{c.vs(m.From), exportDiffDragon(m.To, c)})
	}
	for _, s := range r.Split {
		out.Split = append(out.Split, DiffSplit{exportDiffDragon(s.From, c), c.vs(s.To)})
	}
	for _, ch := range r.Changes {
		out.Changes = append(out.Changes, DiffChange{c.v(ch.Origin), c.v(ch.OldOrigin), ch.Color.String(), ch.Field, ch.Old, ch.New})
	}
	for _, w := range r.Worms {
		out.Worms = append(out.Worms, DiffWorm{c.v(w.Origin), w.Color.String(), w.Kind, w.Liberties, w.AttackCode.String(), c.v(w.AttackPoint)})
	}
	return out
}

// Export returns the JSON form of everything a has computed: the position
// and worms always, eye data when the analysis reached EyesLevel, dragons,
// dragon2 and hulls when it reached DragonsWithoutOwl. Nothing new is
// computed, so the export reflects the analysis's level.
func Export(ctx context.Context, a *analysis.Analysis) (*Analysis, error) {
	if a == nil {
		return nil, fmt.Errorf("compare: nil analysis")
	}
	pos := a.Position()
	size := pos.Size()
	lv := a.Config().Level
	if lv == 0 {
		lv = analysis.Worms
	}
	out := &Analysis{Schema: SchemaVersion, Level: lv.String(), Position: ExportPosition(pos), Worms: []Worm{}}
	stones := map[analysis.Pos][]analysis.Pos{}
	for i := 0; i < size; i++ {
		for j := 0; j < size; j++ {
			p := analysis.POS(i, j)
			if pos.At(p).IsStone() {
				o := a.Worm(p).Origin
				stones[o] = append(stones[o], p)
			}
		}
	}
	for _, o := range a.WormOrigins() {
		out.Worms = append(out.Worms, ExportWorm(a.Worm(o), stones[o], size))
	}
	if lv >= analysis.EyesLevel {
		o, err := a.Optics(ctx)
		if err != nil {
			return nil, err
		}
		for i := 0; i < size; i++ {
			for j := 0; j < size; j++ {
				p := analysis.POS(i, j)
				for _, c := range []analysis.Color{analysis.Black, analysis.White} {
					if d := o.Eye(c, p); d.Origin != analysis.NoMove {
						out.EyeData = append(out.EyeData, ExportEyeData(d, p, c, size))
					}
				}
				if h := o.HalfEye(p); h.Type != analysis.NotHalfEye {
					out.HalfEyes = append(out.HalfEyes, ExportHalfEye(h, p, size))
				}
			}
		}
		for _, s := range o.EyeSpaces() {
			out.EyeSpaces = append(out.EyeSpaces, ExportEyeSpace(s, size))
		}
	}
	if lv >= analysis.DragonsWithoutOwl {
		ds, err := a.Dragons(ctx)
		if err != nil {
			return nil, err
		}
		for d := 0; d < ds.Len(); d++ {
			out.Dragons = append(out.Dragons, ExportDragon(ds, d))
			out.Dragon2 = append(out.Dragon2, ExportDragon2(ds.Dragon2(d), size))
			if h := ds.Hull(d); h != nil {
				out.Hulls = append(out.Hulls, ExportHull(h, size))
			}
		}
	}
	return out, nil
}
