package batch

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// Field describes one column a unit can report: a field of the unit's
// record (analysis.Worm for worms) or a method of it without arguments
// and with one result (Worm.AttackCode). Name is GNU Go's snake_case
// spelling (the field names of seed 000's worm_data: liberties,
// attack_code, unconditional_status, …), GoName the Go spelling; either
// selects the field.
type Field struct {
	Name   string
	GoName string
	// Type is the Go type of the value (int, analysis.Pos, []analysis.Pos…).
	Type string

	index  []int // struct field index, or nil for a method
	method int   // method index on the pointer type, if index is nil
}

var (
	posType    = reflect.TypeOf(analysis.Pos(0))
	colorType  = reflect.TypeOf(analysis.Color(0))
	resultType = reflect.TypeOf(analysis.ResultCode(0))
	statusType = reflect.TypeOf(analysis.Status(0))
)

// skipMethods are methods that are not data.
var skipMethods = map[string]bool{"String": true, "GoString": true, "Error": true, "Format": true}

// fieldsOf lists the fields of a record type by reflection: exported
// struct fields in declaration order, then methods of *T without
// arguments and with one result, in name order. A new field of
// analysis.Worm (or of a future dragon record) becomes a batch field with
// no change here.
func fieldsOf(t reflect.Type) []Field {
	var out []Field
	seen := map[string]bool{}
	var walk func(t reflect.Type, prefix []int)
	walk = func(t reflect.Type, prefix []int) {
		for i := 0; i < t.NumField(); i++ {
			sf := t.Field(i)
			idx := append(append([]int(nil), prefix...), sf.Index...)
			if sf.Anonymous && sf.Type.Kind() == reflect.Struct {
				walk(sf.Type, idx) // an embedded record's fields, flattened
				continue
			}
			if !sf.IsExported() || seen[sf.Name] || !tabular(sf.Type) {
				continue
			}
			seen[sf.Name] = true
			out = append(out, Field{Name: snake(sf.Name), GoName: sf.Name, Type: sf.Type.String(), index: idx})
		}
	}
	walk(t, nil)
	pt := reflect.PointerTo(t)
	for i := 0; i < pt.NumMethod(); i++ {
		m := pt.Method(i)
		if skipMethods[m.Name] || m.Type.NumIn() != 1 || m.Type.NumOut() != 1 {
			continue
		}
		out = append(out, Field{Name: snake(m.Name), GoName: m.Name, Type: m.Type.Out(0).String(), method: i})
	}
	return out
}

// tabular reports whether values of type t fit a table cell: pointers,
// maps and functions (a surround hull, say) do not; they are reached
// through the columns derived from them.
func tabular(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Func, reflect.Chan, reflect.Interface:
		return false
	}
	return true
}

// value extracts the field from rec, an addressable record value.
func (f *Field) value(rec reflect.Value) reflect.Value {
	if f.index != nil {
		return rec.FieldByIndex(f.index)
	}
	return rec.Addr().Method(f.method).Call(nil)[0]
}

// snake converts a Go identifier to snake_case: EffectiveSize →
// effective_size, Liberties2 → liberties2, AttackThreatPoints →
// attack_threat_points, KoID → ko_id.
func snake(s string) string {
	r := []rune(s)
	var b strings.Builder
	for i, c := range r {
		if unicode.IsUpper(c) {
			if i > 0 && (unicode.IsLower(r[i-1]) || unicode.IsDigit(r[i-1]) ||
				unicode.IsUpper(r[i-1]) && i+1 < len(r) && unicode.IsLower(r[i+1])) {
				b.WriteByte('_')
			}
			b.WriteRune(unicode.ToLower(c))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// normName is the form names are compared in: lower case, no underscores
// or dashes, so "attack_code", "AttackCode" and "attack-code" agree.
func normName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.NewReplacer("_", "", "-", "").Replace(s)
}

// selectFields resolves the requested names against the unit's fields;
// nil or empty selects them all.
func selectFields(u *unitDef, names []string) ([]Field, error) {
	all := u.fields
	if len(names) == 0 {
		return all, nil
	}
	byName := map[string]int{}
	for i, f := range all {
		byName[normName(f.Name)] = i
		byName[normName(f.GoName)] = i
	}
	var out []Field
	seen := map[int]bool{}
	for _, n := range names {
		if strings.TrimSpace(n) == "" {
			continue
		}
		i, ok := byName[normName(n)]
		if !ok {
			var known []string
			for _, f := range all {
				known = append(known, f.Name)
			}
			return nil, fmt.Errorf("batch: unit %s has no field %q (fields: %s)", u.name, n, strings.Join(known, ", "))
		}
		if !seen[i] {
			seen[i] = true
			out = append(out, all[i])
		}
	}
	return out, nil
}

// render converts a field value to what the tables hold: vertices as GTP
// strings ("D4", "PASS" for the zero Pos as GNU Go prints NO_MOVE),
// colours, result codes and statuses by their GNU Go names, slices as
// lists, numbers and booleans as themselves.
func render(v reflect.Value, size int) any {
	switch v.Type() {
	case posType:
		return analysis.Vertex(analysis.Pos(v.Int()), size)
	case colorType, resultType, statusType:
		return fmt.Sprint(v.Interface())
	}
	switch v.Kind() {
	case reflect.Bool:
		return v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return v.Uint()
	case reflect.Float32, reflect.Float64:
		return v.Float()
	case reflect.String:
		return v.String()
	case reflect.Slice, reflect.Array:
		out := make([]any, v.Len())
		for i := range out {
			out[i] = render(v.Index(i), size)
		}
		return out
	}
	if s, ok := v.Interface().(fmt.Stringer); ok {
		return s.String()
	}
	return fmt.Sprint(v.Interface())
}

// csvText formats a rendered value for a CSV cell: lists as their
// elements separated by spaces.
func csvText(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case uint64:
		return strconv.FormatUint(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = csvText(e)
		}
		return strings.Join(parts, " ")
	}
	return fmt.Sprint(v)
}

// Fields lists the fields of a unit ("worm", "point", "position"), for
// --fields and for notebooks.
func Fields(unit string) ([]Field, error) {
	u, err := lookupUnit(unit)
	if err != nil {
		return nil, err
	}
	return append([]Field(nil), u.fields...), nil
}

// FieldNames returns the snake_case names of a unit's fields, sorted.
func FieldNames(unit string) ([]string, error) {
	fs, err := Fields(unit)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.Name
	}
	sort.Strings(out)
	return out, nil
}
