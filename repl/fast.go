package repl

import (
	"go/token"
	"reflect"
	"strconv"
)

// fastValue evaluates, without the interpreter, the expressions that
// users type most: a live name followed by indexes and field selections,
// such as worm[D4].Liberties, board or D4. yaegi compiles every cell and
// its global frame grows with each one, so this path keeps such lookups
// in microseconds. ok is false when the expression is of another form, a
// name is shadowed by a user declaration, or the lookup would fail: the
// interpreter then evaluates it and reports any error.
func (s *Session) fastValue(ts []tok) (v any, ok bool) {
	for len(ts) > 0 && ts[len(ts)-1].tok == token.SEMICOLON {
		ts = ts[:len(ts)-1]
	}
	if len(ts) == 0 || ts[0].tok != token.IDENT {
		return nil, false
	}
	root, ok := s.liveValue(ts[0].lit)
	if !ok {
		return nil, false
	}
	rv := root
	for k := 1; k < len(ts); {
		switch {
		case ts[k].tok == token.LBRACK && k+2 < len(ts) && ts[k+2].tok == token.RBRACK:
			idx, ok := s.fastIndex(ts[k+1])
			if !ok || (rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array) || idx < 0 || idx >= rv.Len() {
				return nil, false
			}
			rv = rv.Index(idx)
			k += 3
		case ts[k].tok == token.PERIOD && k+1 < len(ts) && ts[k+1].tok == token.IDENT && token.IsExported(ts[k+1].lit):
			if rv.Kind() != reflect.Struct {
				return nil, false
			}
			f, ok := rv.Type().FieldByName(ts[k+1].lit)
			if !ok || len(f.Index) != 1 {
				return nil, false
			}
			rv = rv.Field(f.Index[0])
			k += 2
		default:
			return nil, false
		}
	}
	if !rv.CanInterface() {
		return nil, false
	}
	return rv.Interface(), true
}

// liveValue returns the current value of a live name or vertex that no
// user declaration shadows.
func (s *Session) liveValue(name string) (reflect.Value, bool) {
	if _, user := s.userDeps[name]; user {
		return reflect.Value{}, false
	}
	if s.liveSyms == nil {
		s.liveSyms = s.live.exports()
		for k, v := range s.live.hostVars {
			s.liveSyms[k] = v
		}
	}
	v, ok := s.liveSyms[name]
	if !ok || v.Kind() == reflect.Func {
		return reflect.Value{}, false
	}
	return v, true
}

// fastIndex reads an index: an integer literal or a vertex/live Pos.
func (s *Session) fastIndex(t tok) (int, bool) {
	switch t.tok {
	case token.INT:
		n, err := strconv.Atoi(t.lit)
		return n, err == nil
	case token.IDENT:
		v, ok := s.liveValue(t.lit)
		if !ok || v.Type() != posType {
			return 0, false
		}
		return int(v.Int()), true
	}
	return 0, false
}
