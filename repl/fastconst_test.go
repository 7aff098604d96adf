package repl

import (
	"context"
	"reflect"
	"testing"
)

// TestConstValue checks the constant fast path against Go's own answers,
// and that what it declines still evaluates through the interpreter.
func TestConstValue(t *testing.T) {
	cases := []struct {
		src  string
		want any
	}{
		{"1+1", 2},
		{"7/2", 3},
		{"7.0/2", 3.5},
		{"-7 % 3", -1},
		{"1<<10", 1024},
		{"'a'+1", 'b'},
		{`"go" + "ban"`, "goban"},
		{"3 > 2 && 1 == 1", true},
		{"(2+3)*4", 20},
		{"2i*2i", complex(-4, 0)},
		{"0x10 | 0b1", 17},
	}
	for _, c := range cases {
		toks, err := scanCell(c.src)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := constValue(toks, c.src)
		if !ok || !reflect.DeepEqual(got, c.want) {
			t.Errorf("constValue(%q) = %v (%T), %v; want %v (%T)", c.src, got, got, ok, c.want, c.want)
		}
	}
	// Declined: identifiers, overflow, division by zero, statements.
	for _, src := range []string{"x + 1", "1<<70", "1/0", "len(\"ab\")", "true", "x := 1", "D4"} {
		toks, _ := scanCell(src)
		if v, ok := constValue(toks, src); ok {
			t.Errorf("constValue(%q) = %v, want declined", src, v)
		}
	}
	// The session answers the same through either path.
	s, err := NewSession(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		res, err := s.Eval(context.Background(), c.src)
		if err != nil || !reflect.DeepEqual(res.Value, c.want) {
			t.Errorf("Eval(%q) = %v, %v", c.src, res.Value, err)
		}
		res2, err := s.Eval(context.Background(), "_ = 0; "+c.src) // not a single expression: interpreted
		if err != nil || !reflect.DeepEqual(res2.Value, res.Value) || res2.Data["text/plain"] != res.Data["text/plain"] {
			t.Errorf("interpreted %q = %v (%q), fast path %v (%q)", c.src, res2.Value, res2.Data["text/plain"], res.Value, res.Data["text/plain"])
		}
	}
	if _, err := s.Eval(context.Background(), "1/0"); err == nil {
		t.Errorf("1/0 evaluated without error")
	}
}
