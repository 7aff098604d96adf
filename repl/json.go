package repl

import (
	"encoding/json"
	"fmt"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/compare"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// jsonOf is the live name json(x): the JSON text (indented) of an analysis
// value in the schema of docs/json-schema.md (package compare). It accepts
// positions, analyses, worms and the worm array, dragons and the dragon
// and dragon2 arrays, dragon sets, eye data arrays (black_eye, white_eye),
// half_eye, eye spaces, optics, hulls, eye graph results and diffs.
func (l *live) jsonOf(x any) string {
	v, err := l.exportValue(x)
	if err != nil {
		fail(err)
	}
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		fail(fmt.Errorf("repl: json: %w", err))
	}
	return string(data)
}

// exportValue converts x to its JSON type.
func (l *live) exportValue(x any) (any, error) {
	pos := l.pos()
	size := pos.Size()
	board := pos.Board()
	stones := func(p analysis.Pos) []analysis.Pos {
		if !p.OnBoard(size) || !board.At(p).IsStone() {
			return nil
		}
		return board.Stones(p, nil)
	}
	worms := func(ws []analysis.Worm) []compare.Worm {
		out := []compare.Worm{}
		for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
			if int(p) < len(ws) && p.OnBoard(size) && ws[p].Color.IsStone() && ws[p].Origin == p {
				out = append(out, compare.ExportWorm(ws[p], stones(p), size))
			}
		}
		return out
	}
	dragon := func(d analysis.Dragon) compare.Dragon {
		if ds, err := l.dragonSet(l.ctx); err == nil && d.ID >= 0 && d.ID < ds.Len() && ds.Dragon2(d.ID).Origin == d.Origin {
			return compare.ExportDragon(ds, d.ID)
		}
		return compare.Dragon{ID: d.ID, Origin: analysis.Vertex(d.Origin, size), Color: d.Color.String(), Size: d.Size,
			EffectiveSize: d.EffectiveSize, CrudeStatus: d.CrudeStatus.String(), Status: d.Status.String()}
	}
	eyeArray := func(es []analysis.EyeData) []compare.EyeData {
		arr := analysis.Black
		if len(es) > 0 && len(l.whiteEye) > 0 && &es[0] == &l.whiteEye[0] {
			arr = analysis.White
		}
		out := []compare.EyeData{}
		for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
			if int(p) < len(es) && p.OnBoard(size) && es[p].Origin != analysis.NoMove {
				out = append(out, compare.ExportEyeData(es[p], p, arr, size))
			}
		}
		return out
	}
	switch v := x.(type) {
	case analysis.Position:
		return compare.ExportPosition(&v), nil
	case *analysis.Position:
		if v != nil {
			return compare.ExportPosition(v), nil
		}
	case *analysis.Analysis:
		if v != nil {
			return compare.Export(l.ctx, v)
		}
	case analysis.Worm:
		return compare.ExportWorm(v, stones(v.Origin), size), nil
	case []analysis.Worm:
		return worms(v), nil
	case analysis.Dragon:
		return dragon(v), nil
	case []analysis.Dragon:
		out := []compare.Dragon{}
		for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
			if int(p) < len(v) && p.OnBoard(size) && v[p].ID >= 0 && v[p].Color.IsStone() && v[p].Origin == p {
				out = append(out, dragon(v[p]))
			}
		}
		return out, nil
	case analysis.Dragon2:
		return compare.ExportDragon2(&v, size), nil
	case *analysis.Dragon2:
		if v != nil {
			return compare.ExportDragon2(v, size), nil
		}
	case []analysis.Dragon2:
		out := []compare.Dragon2{}
		for k := range v {
			out = append(out, compare.ExportDragon2(&v[k], size))
		}
		return out, nil
	case *analysis.DragonSet:
		if v != nil {
			type entry struct {
				Dragon  compare.Dragon  `json:"dragon"`
				Dragon2 compare.Dragon2 `json:"dragon2"`
			}
			out := []entry{}
			for d := 0; d < v.Len(); d++ {
				out = append(out, entry{compare.ExportDragon(v, d), compare.ExportDragon2(v.Dragon2(d), v.Size())})
			}
			return out, nil
		}
	case []analysis.EyeData:
		return eyeArray(v), nil
	case []analysis.HalfEyeData:
		out := []compare.HalfEye{}
		for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
			if int(p) < len(v) && p.OnBoard(size) && v[p].Type != analysis.NotHalfEye {
				out = append(out, compare.ExportHalfEye(v[p], p, size))
			}
		}
		return out, nil
	case analysis.EyeSpace:
		return compare.ExportEyeSpace(v, size), nil
	case []analysis.EyeSpace:
		out := []compare.EyeSpace{}
		for _, s := range v {
			out = append(out, compare.ExportEyeSpace(s, size))
		}
		return out, nil
	case *analysis.Optics:
		if v != nil {
			type optics struct {
				EyeData   []compare.EyeData  `json:"eye_data"`
				HalfEyes  []compare.HalfEye  `json:"half_eyes"`
				EyeSpaces []compare.EyeSpace `json:"eye_spaces"`
			}
			o := optics{EyeData: []compare.EyeData{}, HalfEyes: []compare.HalfEye{}, EyeSpaces: []compare.EyeSpace{}}
			for p := analysis.BoardMin; p < analysis.BoardMax; p++ {
				if !p.OnBoard(size) {
					continue
				}
				for _, c := range []analysis.Color{analysis.Black, analysis.White} {
					if e := v.Eye(c, p); e.Origin != analysis.NoMove {
						o.EyeData = append(o.EyeData, compare.ExportEyeData(e, p, c, size))
					}
				}
				if h := v.HalfEye(p); h.Type != analysis.NotHalfEye {
					o.HalfEyes = append(o.HalfEyes, compare.ExportHalfEye(h, p, size))
				}
			}
			for _, s := range v.EyeSpaces() {
				o.EyeSpaces = append(o.EyeSpaces, compare.ExportEyeSpace(s, size))
			}
			return o, nil
		}
	case *analysis.Hull:
		if v != nil {
			return compare.ExportHull(v, size), nil
		}
	case analysis.Hull:
		return compare.ExportHull(&v, size), nil
	case eyes.Result:
		return compare.ExportEyegraph(v), nil
	case *Diff:
		if v != nil {
			return v.Result.JSON(), nil
		}
	case *compare.Result:
		if v != nil {
			return v.JSON(), nil
		}
	}
	return nil, fmt.Errorf("repl: json: cannot export %v (%T)", x, x)
}
