package repl

import (
	"go/scanner"
	"go/token"
	"strings"
)

// tok is one token of a cell with its byte offsets.
type tok struct {
	tok        token.Token
	lit        string
	start, end int  // byte offsets in the cell
	auto       bool // an automatically inserted semicolon
}

// scanCell tokenizes src with go/scanner, dropping comments. The second
// result is the first scanner error, if any.
func scanCell(src string) ([]tok, error) {
	var s scanner.Scanner
	var firstErr error
	fset := token.NewFileSet()
	file := fset.AddFile("cell", -1, len(src))
	s.Init(file, []byte(src), func(pos token.Position, msg string) {
		if firstErr == nil {
			firstErr = scanner.Error{Pos: pos, Msg: msg}
		}
	}, 0)
	var toks []tok
	for {
		pos, t, lit := s.Scan()
		if t == token.EOF {
			break
		}
		off := file.Offset(pos)
		end := off + len(lit)
		auto := false
		switch {
		case t == token.SEMICOLON && lit == "\n":
			auto, end = true, off
		case t == token.SEMICOLON && lit == "":
			auto, end = true, off
		case lit == "":
			end = off + len(t.String())
		}
		if end > len(src) {
			end = len(src)
		}
		toks = append(toks, tok{tok: t, lit: lit, start: off, end: end, auto: auto})
	}
	return toks, firstErr
}

// stmtKind classifies a top-level statement of a cell.
type stmtKind int

const (
	kindStmt   stmtKind = iota // a statement, run inside yaegi's implicit main
	kindExpr                   // an expression statement (its value may be shown)
	kindDecl                   // a const, var, type or func declaration
	kindImport                 // an import declaration
)

// stmt is one top-level statement of a cell.
type stmt struct {
	kind       stmtKind
	start, end int   // byte range in the cell
	toks       []tok // its tokens (without the closing semicolon)
}

// text returns the statement's source.
func (st stmt) text(src string) string { return src[st.start:st.end] }

// splitCell cuts a cell into its top-level statements (at semicolons and
// newlines outside brackets) and classifies them. yaegi decides from the
// first token of a source whether it holds declarations or statements
// (kernel-repl.md §5), so a mixed cell must be evaluated in runs; this is
// the cutting half of that workaround.
func splitCell(src string) ([]stmt, error) {
	toks, err := scanCell(src)
	if err != nil {
		return nil, err
	}
	return splitToks(toks), nil
}

// splitToks is splitCell on scanned tokens.
func splitToks(toks []tok) []stmt {
	var out []stmt
	depth := 0
	begin := 0
	flush := func(k int) {
		if k > begin {
			ts := toks[begin:k]
			st := stmt{start: ts[0].start, end: ts[len(ts)-1].end, toks: ts}
			st.kind = classify(ts)
			out = append(out, st)
		}
		begin = k + 1
	}
	for k, t := range toks {
		switch t.tok {
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			depth--
		case token.SEMICOLON:
			if depth == 0 {
				flush(k)
			}
		}
	}
	flush(len(toks))
	return out
}

// classify returns the kind of a top-level statement from its tokens.
func classify(ts []tok) stmtKind {
	switch ts[0].tok {
	case token.IMPORT:
		return kindImport
	case token.CONST, token.VAR, token.TYPE:
		return kindDecl
	case token.FUNC:
		if len(ts) > 1 && ts[1].tok == token.IDENT {
			return kindDecl
		}
		// A method declaration: func (r T) Name(…; a function literal
		// has no name after its parameters.
		if len(ts) > 1 && ts[1].tok == token.LPAREN {
			if k := matchParen(ts, 1); k > 0 && k+2 < len(ts) && ts[k+1].tok == token.IDENT && ts[k+2].tok == token.LPAREN {
				return kindDecl
			}
		}
	}
	if isExpr(ts) {
		return kindExpr
	}
	return kindStmt
}

// matchParen returns the index of the token closing the bracket at ts[open].
func matchParen(ts []tok, open int) int {
	depth := 0
	for k := open; k < len(ts); k++ {
		switch ts[k].tok {
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			depth--
			if depth == 0 {
				return k
			}
		}
	}
	return -1
}

// isExpr reports whether a statement is an expression statement: no
// assignment, definition, send, increment or keyword statement at the top
// level.
func isExpr(ts []tok) bool {
	switch ts[0].tok {
	case token.IF, token.FOR, token.SWITCH, token.SELECT, token.RETURN, token.GO,
		token.DEFER, token.BREAK, token.CONTINUE, token.GOTO, token.FALLTHROUGH, token.LBRACE:
		return false
	}
	depth := 0
	for k, t := range ts {
		switch t.tok {
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			depth--
		case token.ASSIGN, token.DEFINE, token.ARROW, token.INC, token.DEC,
			token.ADD_ASSIGN, token.SUB_ASSIGN, token.MUL_ASSIGN, token.QUO_ASSIGN, token.REM_ASSIGN,
			token.AND_ASSIGN, token.OR_ASSIGN, token.XOR_ASSIGN, token.SHL_ASSIGN, token.SHR_ASSIGN, token.AND_NOT_ASSIGN:
			if depth == 0 && !(t.tok == token.ARROW && k == 0) {
				return false
			}
		case token.COLON:
			if depth == 0 && k == 1 { // a label
				return false
			}
		}
	}
	return true
}

// IsComplete reports whether src is a complete cell ("complete"), needs
// more lines ("incomplete": an open bracket, an unterminated raw string,
// or a line ending in an operator), or cannot become valid ("invalid": a
// closing bracket without an opening one). indent is the suggested
// indentation of the next line. It follows Jupyter's is_complete_request.
func IsComplete(src string) (status, indent string) {
	if strings.TrimSpace(src) == "" {
		return "complete", ""
	}
	toks, err := scanCell(src)
	if err != nil && strings.Contains(err.Error(), "raw string literal not terminated") {
		return "incomplete", ""
	}
	depth := 0
	for _, t := range toks {
		switch t.tok {
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			depth--
			if depth < 0 {
				return "invalid", ""
			}
		}
	}
	if depth > 0 {
		return "incomplete", strings.Repeat("\t", depth)
	}
	if err != nil {
		return "invalid", ""
	}
	// A trailing binary operator, comma or dot continues on the next line.
	last := -1
	for k := len(toks) - 1; k >= 0; k-- {
		if !toks[k].auto {
			last = k
			break
		}
	}
	if last >= 0 {
		switch t := toks[last].tok; {
		case t == token.COMMA, t == token.PERIOD, t == token.ASSIGN, t == token.DEFINE,
			t.IsOperator() && t.Precedence() > 0 && t != token.INC && t != token.DEC:
			return "incomplete", "\t"
		}
	}
	return "complete", ""
}
