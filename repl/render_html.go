package repl

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/dragonrepl/dragonrepl/analysis"
)

// HTML tables (text/html) of the worm and dragon arrays: one row per worm
// or dragon (at its origin), in board order, columns named after GNU Go's
// fields (seeds 000 and 001).

// htmlTable builds a table with a header row.
type htmlTable struct {
	sb strings.Builder
}

func newHTMLTable(caption string, head ...string) *htmlTable {
	t := &htmlTable{}
	t.sb.WriteString(`<table class="dragonrepl">` + "\n")
	if caption != "" {
		t.sb.WriteString("<caption>" + html.EscapeString(caption) + "</caption>\n")
	}
	t.sb.WriteString("<thead><tr>")
	for _, h := range head {
		t.sb.WriteString("<th>" + html.EscapeString(h) + "</th>")
	}
	t.sb.WriteString("</tr></thead>\n<tbody>\n")
	return t
}

// row adds a row; a cell starting with "<" is trusted HTML, others are
// escaped.
func (t *htmlTable) row(cells ...string) {
	t.sb.WriteString("<tr>")
	for _, c := range cells {
		if !strings.HasPrefix(c, "<") {
			c = html.EscapeString(c)
		}
		t.sb.WriteString("<td>" + c + "</td>")
	}
	t.sb.WriteString("</tr>\n")
}

func (t *htmlTable) String() string {
	return t.sb.String() + "</tbody>\n</table>\n"
}

// fmtFloat prints a float with at most two decimals and no trailing zeros.
func fmtFloat(x float64) string {
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// vertexList prints points as vertices, "-" when empty.
func vertexList(ps []analysis.Pos, size int) string {
	if len(ps) == 0 {
		return "-"
	}
	out := make([]string, len(ps))
	for k, p := range ps {
		out[k] = analysis.Vertex(p, size)
	}
	return strings.Join(out, " ")
}

// vertexOrDash prints a point, "-" for NoMove.
func vertexOrDash(p analysis.Pos, size int) string {
	if p == analysis.NoMove {
		return "-"
	}
	return analysis.Vertex(p, size)
}

// statusCell prints a status with its -T colour as a swatch.
func statusCell(s analysis.Status) string {
	return fmt.Sprintf(`<span style="color:%s">&#9679;</span> %s`, statusColor(s), html.EscapeString(s.String()))
}

// wormsHTML renders the worm array (seed 000) as a table.
func wormsHTML(ws []analysis.Worm, size int) string {
	f := formatter{size: size}
	t := newHTMLTable("worms (seed 000)", "origin", "color", "size", "effective size", "liberties", "libs2", "libs3", "libs4",
		"cutstone", "genus", "lunch", "unconditional", "attack", "defense")
	for p := range ws {
		w := ws[p]
		if !w.Color.IsStone() || int(w.Origin) != p {
			continue
		}
		t.row(analysis.Vertex(w.Origin, size), w.Color.String(), strconv.Itoa(w.Size), fmtFloat(w.EffectiveSize),
			strconv.Itoa(w.Liberties), strconv.Itoa(w.Liberties2), strconv.Itoa(w.Liberties3), strconv.Itoa(w.Liberties4),
			strconv.Itoa(w.Cutstone), strconv.Itoa(w.Genus), vertexOrDash(w.Lunch, size), w.UnconditionalStatus.String(),
			f.tactics(w.AttackPoints, w.AttackCodes), f.tactics(w.DefensePoints, w.DefenseCodes))
	}
	return t.String()
}

// dragonsHTML renders the dragon array (seed 001, dragon_data) as one row
// per dragon, at its origin.
func dragonsHTML(dr []analysis.Dragon, size int) string {
	t := newHTMLTable("dragons (seed 001, dragon_data)", "id", "origin", "color", "size", "effective size", "crude status", "status")
	for p := range dr {
		d := dr[p]
		if d.ID < 0 || !d.Color.IsStone() || int(d.Origin) != p {
			continue
		}
		t.row(strconv.Itoa(d.ID), analysis.Vertex(d.Origin, size), d.Color.String(), strconv.Itoa(d.Size),
			fmtFloat(d.EffectiveSize), statusCell(d.CrudeStatus), statusCell(d.Status))
	}
	return t.String()
}

// dragon2HTML renders the dragon2 array (seed 001, dragon_data2) as one
// row per dragon number.
func dragon2HTML(d2 []analysis.Dragon2, size int) string {
	t := newHTMLTable("dragon2 (seed 001, dragon_data2)", "id", "origin", "adjacent", "hostile", "moyo", "safety", "weakness",
		"escape", "genus", "heye", "lunch", "surround", "owl status", "owl attack", "owl defense", "semeais")
	for id := range d2 {
		d := d2[id]
		adj := make([]string, len(d.Adjacent))
		for k, a := range d.Adjacent {
			adj[k] = strconv.Itoa(a)
		}
		owlMove := func(p analysis.Pos, c analysis.ResultCode) string {
			if p == analysis.NoMove {
				return "-"
			}
			return analysis.Vertex(p, size) + " " + c.String()
		}
		t.row(strconv.Itoa(id), analysis.Vertex(d.Origin, size), strings.Join(adj, " "), strconv.Itoa(d.HostileNeighbors),
			strconv.Itoa(d.MoyoSize), statusCell(d.Safety), strconv.FormatFloat(d.Weakness, 'f', 2, 64),
			strconv.Itoa(d.EscapeRoute), d.Genus.String(), vertexOrDash(d.Heye, size), vertexOrDash(d.Lunch, size),
			surroundName(d.SurroundStatus), statusCell(d.OwlStatus), owlMove(d.OwlAttackPoint, d.OwlAttackCode),
			owlMove(d.OwlDefensePoint, d.OwlDefenseCode), strconv.Itoa(d.Semeais))
	}
	return t.String()
}
