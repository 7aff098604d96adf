package sgf

import (
	"fmt"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// SetupInfo holds the game information written by WriteSetup.
type SetupInfo struct {
	Komi     float64
	Handicap int
	ToMove   analysis.Color
	// Date is written as DT (e.g. "2026-11-21"); empty leaves DT out.
	Date string
	// Application is written as AP, e.g. "dragonrepl:0.1.0".
	Application string
	// GameName is written as GN.
	GameName string
}

// PointValue formats p as an SGF point ("cd") on a board of the given size;
// a pass is the empty value.
func PointValue(p analysis.Pos, size int) string {
	if p == analysis.PassMove || !p.OnBoard(size) {
		return ""
	}
	return string([]byte{byte('a' + p.J()), byte('a' + p.I())})
}

// WriteSetup returns an SGF game with one node that sets up the position
// of b with AW and AB (in board order) and PL, laid out as GNU Go 3.8's
// GTP printsgf lays out its file.
func WriteSetup(b *analysis.Board, info SetupInfo) string {
	var sb strings.Builder
	size := b.Size()
	sb.WriteString("(;GM[1]FF[4]\n")
	fmt.Fprintf(&sb, "SZ[%d]\n", size)
	if info.GameName != "" {
		sb.WriteString("GN[" + escape(info.GameName) + "]\n")
	}
	if info.Date != "" {
		sb.WriteString("DT[" + escape(info.Date) + "]\n")
	}
	line := fmt.Sprintf("KM[%.1f]HA[%d]RU[Japanese]", info.Komi, info.Handicap)
	if info.Application != "" {
		line += "AP[" + escape(info.Application) + "]"
	}
	sb.WriteString(line)
	col := len(line)
	for _, c := range []analysis.Color{analysis.White, analysis.Black} {
		id := "AW"
		if c == analysis.Black {
			id = "AB"
		}
		first := true
		for i := 0; i < size; i++ {
			for j := 0; j < size; j++ {
				p := analysis.POS(i, j)
				if b.At(p) != c {
					continue
				}
				if first {
					sb.WriteString(id)
					col += 2
					first = false
				} else if col > 60 {
					sb.WriteString("\n")
					col = 0
				}
				sb.WriteString("[" + PointValue(p, size) + "]")
				col += 4
			}
		}
		if !first {
			sb.WriteString("\n")
			col = 0
		}
	}
	if col > 0 {
		sb.WriteString("\n")
	}
	if info.ToMove.IsStone() {
		pl := "B"
		if info.ToMove == analysis.White {
			pl = "W"
		}
		sb.WriteString("PL[" + pl + "]\n")
	}
	sb.WriteString(")\n")
	return sb.String()
}

// escape protects ']' and '\' in a property value.
func escape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	return strings.ReplaceAll(s, "]", `\]`)
}
