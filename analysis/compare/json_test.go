package compare

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/dragonrepl/dragonrepl/analysis"
	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// roundTrip marshals v, decodes it into a new value of the same type and
// fails unless the two are equal.
func roundTrip[T any](t *testing.T, what string, v T) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	var back T
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if !reflect.DeepEqual(v, back) {
		t.Errorf("%s: round trip changed the value\n%+v\n%+v", what, v, back)
	}
}

const jsonDiagram = `
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
. . X . . . . . .
. . . . . . O . .
O O O O O . . . .
X X X X O . . . .
X X X X O . . . .
. . . X O . . . .
`

func TestExportRoundTrip(t *testing.T) {
	as := sequence(t, analysis.Dragons, jsonDiagram)
	a := as[0]
	ctx := context.Background()
	ex, err := Export(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	roundTrip(t, "analysis", *ex)
	size := a.Position().Size()

	pos, err := ImportPosition(ex.Position)
	if err != nil {
		t.Fatal(err)
	}
	if pos.String() != a.Position().String() {
		t.Errorf("position:\n%s\nwant\n%s", pos.String(), a.Position().String())
	}
	if len(ex.Worms) != len(a.WormOrigins()) {
		t.Fatalf("%d worms exported, want %d", len(ex.Worms), len(a.WormOrigins()))
	}
	for k, o := range a.WormOrigins() {
		w, stones, err := ImportWorm(ex.Worms[k], size)
		if err != nil {
			t.Fatal(err)
		}
		if want := a.Worm(o); !reflect.DeepEqual(w, want) {
			t.Errorf("worm %s: %+v, want %+v", a.Position().Vertex(o), w, want)
		}
		if len(stones) != w.Size {
			t.Errorf("worm %s: %d stones, size %d", a.Position().Vertex(o), len(stones), w.Size)
		}
	}
	ds, err := a.Dragons(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(ex.Dragons) != ds.Len() || len(ex.Dragon2) != ds.Len() {
		t.Fatalf("%d dragons exported, want %d", len(ex.Dragons), ds.Len())
	}
	hulls := 0
	for d := 0; d < ds.Len(); d++ {
		dr, stones, worms, err := ImportDragon(ex.Dragons[d], size)
		if err != nil {
			t.Fatal(err)
		}
		if dr != ds.DRAGON(d) || !reflect.DeepEqual(stones, ds.Stones(d)) || !reflect.DeepEqual(worms, ds.Worms(d)) {
			t.Errorf("dragon %d: %+v %v %v", d, dr, stones, worms)
		}
		d2, err := ImportDragon2(ex.Dragon2[d], size)
		if err != nil {
			t.Fatal(err)
		}
		want := *ds.Dragon2(d)
		want.Hull = nil
		if len(want.Adjacent) == 0 {
			want.Adjacent = nil
		}
		if !reflect.DeepEqual(d2, want) {
			t.Errorf("dragon2 %d:\n%+v\nwant\n%+v", d, d2, want)
		}
		if h := ds.Hull(d); h != nil {
			back, err := ImportHull(ex.Hulls[hulls], size)
			if err != nil {
				t.Fatal(err)
			}
			hulls++
			if !reflect.DeepEqual(back, h) {
				t.Errorf("hull of dragon %d differs", d)
			}
		}
	}
	if hulls == 0 || len(ex.Hulls) != hulls {
		t.Errorf("%d hulls exported, %d checked", len(ex.Hulls), hulls)
	}
	o, err := a.Optics(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(ex.EyeData) == 0 || len(ex.EyeSpaces) != len(o.EyeSpaces()) {
		t.Fatalf("%d eye data, %d eye spaces exported", len(ex.EyeData), len(ex.EyeSpaces))
	}
	for _, j := range ex.EyeData {
		d, p, c, err := ImportEyeData(j, size)
		if err != nil {
			t.Fatal(err)
		}
		if want := o.Eye(c, p); d != want {
			t.Errorf("eye data %s %s: %+v, want %+v", j.Array, j.Vertex, d, want)
		}
	}
	for _, j := range ex.HalfEyes {
		h, p, err := ImportHalfEye(j, size)
		if err != nil {
			t.Fatal(err)
		}
		if want := o.HalfEye(p); !reflect.DeepEqual(h, want) {
			t.Errorf("half eye %s: %+v, want %+v", j.Vertex, h, want)
		}
	}
	for k, j := range ex.EyeSpaces {
		s, err := ImportEyeSpace(j, size)
		if err != nil {
			t.Fatal(err)
		}
		if want := o.EyeSpaces()[k]; !reflect.DeepEqual(s, want) {
			t.Errorf("eye space %s: %+v, want %+v", j.Origin, s, want)
		}
	}
	// A fixed piece of the schema: the black dragon's fields by name.
	var raw map[string]any
	data, _ := json.Marshal(ex)
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"schema", "level", "position", "worms", "eye_data", "eye_spaces", "dragons", "dragon2", "hulls"} {
		if _, ok := raw[key]; !ok {
			t.Errorf("missing key %q", key)
		}
	}
}

func TestExportEyegraphAndDiff(t *testing.T) {
	g, err := eyes.ParseGraph("...")
	if err != nil {
		t.Fatal(err)
	}
	res, err := eyes.Analyze(context.Background(), g, eyes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	j := ExportEyegraph(res)
	roundTrip(t, "eyegraph", j)
	if j.Value != "1122" || j.Graph != "..." {
		t.Errorf("eyegraph %+v", j)
	}
	back, err := ImportEyegraph(j)
	if err != nil {
		t.Fatal(err)
	}
	if back.Value != res.Value || !reflect.DeepEqual(back.Roles, res.Roles) || back.Annotated() != res.Annotated() {
		t.Errorf("eyegraph back %+v, want %+v", back, res)
	}

	as := sequence(t, analysis.DragonsWithoutOwl, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X O X . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`, "E7")
	r, err := Diff(as[0], as[1])
	if err != nil {
		t.Fatal(err)
	}
	dj := r.JSON()
	roundTrip(t, "diff", dj)
	if len(dj.Removed) != 1 || dj.Removed[0].Origin != "E6" || !dj.Captured[0] || dj.Summary != r.String() {
		t.Errorf("diff json %+v", dj)
	}
}

func TestImportErrors(t *testing.T) {
	if _, _, err := ImportWorm(Worm{Origin: "Z99", Color: "black", UnconditionalStatus: "alive"}, 9); err == nil {
		t.Error("bad vertex accepted")
	}
	if _, err := ImportDragon2(Dragon2{Origin: "A1", Safety: "very alive"}, 9); err == nil {
		t.Error("bad status accepted")
	}
	if _, err := ImportEyeSpace(EyeSpace{Origin: "A1", Color: "black", Value: "12"}, 9); err == nil {
		t.Error("bad eye value accepted")
	}
	if _, err := ImportPosition(Position{Size: 9, ToMove: "black", Black: []string{"A1"}, White: []string{"A1"}}); err == nil {
		t.Error("two stones on one point accepted")
	}
}

func TestDiffJSONMerge(t *testing.T) {
	as := sequence(t, analysis.DragonsWithoutOwl, `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . O . . . . .
. . X . X . . . .
. . . O . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`, "D5")
	r, err := Diff(as[0], as[1])
	if err != nil {
		t.Fatal(err)
	}
	j := r.JSON()
	roundTrip(t, "diff", j)
	if len(j.Merged) != 1 || strings.Join(j.Merged[0].From, " ") != "C5 E5" || j.Merged[0].To.Origin != "C5" ||
		strings.Join(j.Merged[0].To.Stones, " ") != "C5 D5 E5" || len(j.Appeared) != 0 || len(j.Split) != 0 {
		t.Errorf("merge json %+v", j)
	}
	data, _ := json.Marshal(j)
	if strings.Contains(string(data), "null") {
		t.Errorf("null list in %s", data)
	}
}
