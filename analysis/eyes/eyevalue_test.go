package eyes

import "testing"

// TestAddTable checks Add, which looks small values up in smallSums,
// against the sum played out (Sum, then Clamp) for every pair of values
// with digits up to 4, including values that are not well formed.
func TestAddTable(t *testing.T) {
	val := func(i int) EyeValue {
		return EyeValue{uint8(i % 5), uint8(i / 5 % 5), uint8(i / 25 % 5), uint8(i / 125)}
	}
	for i := range 625 {
		for j := range 625 {
			e, f := val(i), val(j)
			if got, want := e.Add(f), e.Sum(f).Clamp(); got != want {
				t.Fatalf("%v.Add(%v) = %v, want %v", e, f, got, want)
			}
		}
	}
	// Two spaces of one sure eye each make two eyes; a space worth a
	// half eye (0011) adds to one eye (1111) as 1122.
	for _, c := range []struct{ e, f, want string }{
		{"1111", "1111", "2222"},
		{"1111", "0011", "1122"},
		{"0000", "0112", "0112"},
	} {
		e, _ := ParseEyeValue(c.e)
		f, _ := ParseEyeValue(c.f)
		if got := e.Add(f).String(); got != c.want {
			t.Errorf("%s + %s = %s, want %s", c.e, c.f, got, c.want)
		}
	}
}

// BenchmarkEyeValueAdd measures one Add of two small values.
func BenchmarkEyeValueAdd(b *testing.B) {
	e, f := EyeValue{0, 1, 1, 2}, EyeValue{1, 1, 2, 2}
	var s EyeValue
	for range b.N {
		s = e.Add(f)
		e, f = f, s
	}
}
