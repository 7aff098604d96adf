package repl

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
)

// Plot is a line chart of one or more series over shared x values, for
// scripted experiments (statistics by move number, …). It renders as
// image/svg+xml in Jupyter and as a table of its values in text. Build it
// with the live function lineplot.
type Plot struct {
	Title, XLabel, YLabel string
	X                     []float64
	Names                 []string
	Y                     [][]float64 // Y[k] is series k, len(X) values (NaN: no value)
}

// lineplot is the live function: lineplot(title, xlabel, ylabel, x, names,
// y1, y2, …).
func lineplot(title, xlabel, ylabel string, x []float64, names []string, ys ...[]float64) Plot {
	for k, y := range ys {
		if len(y) != len(x) {
			fail(fmt.Errorf("repl: lineplot: series %d has %d values for %d x values", k, len(y), len(x)))
		}
	}
	if len(names) != len(ys) {
		fail(fmt.Errorf("repl: lineplot: %d names for %d series", len(names), len(ys)))
	}
	return Plot{Title: title, XLabel: xlabel, YLabel: ylabel, X: x, Names: names, Y: ys}
}

// plotColors are the series colours.
var plotColors = []string{"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#17becf", "#7f7f7f"}

// niceTicks returns tick values covering [lo, hi]: steps of 1, 2 or 5
// times a power of ten, about n of them.
func niceTicks(lo, hi float64, n int) []float64 {
	if hi <= lo {
		hi = lo + 1
	}
	raw := (hi - lo) / float64(n)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := mag
	for _, m := range []float64{1, 2, 5, 10} {
		if m*mag >= raw {
			step = m * mag
			break
		}
	}
	var out []float64
	for v := math.Floor(lo/step) * step; v <= hi+step*1e-9; v += step {
		out = append(out, math.Round(v/step)*step)
	}
	return out
}

// fmtTick prints a tick value without noise digits.
func fmtTick(v float64) string {
	return strconv.FormatFloat(v, 'g', 6, 64)
}

// SVG draws the chart.
func (p Plot) SVG() string {
	const (
		w, h                     = 560, 340
		left, right, top, bottom = 56, 150, 34, 46
	)
	xlo, xhi := math.Inf(1), math.Inf(-1)
	for _, x := range p.X {
		xlo, xhi = math.Min(xlo, x), math.Max(xhi, x)
	}
	ylo, yhi := 0.0, math.Inf(-1)
	for _, y := range p.Y {
		for _, v := range y {
			if !math.IsNaN(v) {
				ylo, yhi = math.Min(ylo, v), math.Max(yhi, v)
			}
		}
	}
	if len(p.X) == 0 || math.IsInf(yhi, -1) {
		xlo, xhi, yhi = 0, 1, 1
	}
	xt, yt := niceTicks(xlo, xhi, 8), niceTicks(ylo, yhi, 5)
	xlo, xhi = math.Min(xlo, xt[0]), math.Max(xhi, xt[len(xt)-1])
	ylo, yhi = yt[0], yt[len(yt)-1]
	pw, ph := float64(w-left-right), float64(h-top-bottom)
	sx := func(x float64) float64 { return float64(left) + (x-xlo)/(xhi-xlo)*pw }
	sy := func(y float64) float64 { return float64(top) + (1-(y-ylo)/(yhi-ylo))*ph }
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">`+"\n", w, h, w, h)
	sb.WriteString(`<rect x="0" y="0" width="100%" height="100%" fill="#fff"/>` + "\n")
	fmt.Fprintf(&sb, `<text x="%d" y="18" font-size="14" text-anchor="middle">%s</text>`+"\n", left+int(pw)/2, html.EscapeString(p.Title))
	for _, v := range yt {
		y := sy(v)
		fmt.Fprintf(&sb, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>`+"\n", left, y, left+int(pw), y)
		fmt.Fprintf(&sb, `<text x="%d" y="%.1f" text-anchor="end">%s</text>`+"\n", left-6, y+4, fmtTick(v))
	}
	for _, v := range xt {
		x := sx(v)
		fmt.Fprintf(&sb, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#000"/>`+"\n", x, top+int(ph), x, top+int(ph)+4)
		fmt.Fprintf(&sb, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", x, top+int(ph)+16, fmtTick(v))
	}
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#000"/>`+"\n", left, top, int(pw), int(ph))
	fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", left+int(pw)/2, h-8, html.EscapeString(p.XLabel))
	fmt.Fprintf(&sb, `<text x="14" y="%d" text-anchor="middle" transform="rotate(-90 14 %d)">%s</text>`+"\n",
		top+int(ph)/2, top+int(ph)/2, html.EscapeString(p.YLabel))
	for k, y := range p.Y {
		col := plotColors[k%len(plotColors)]
		var pts []string
		for i, v := range y {
			if math.IsNaN(v) {
				continue
			}
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", sx(p.X[i]), sy(v)))
			fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>`+"\n", sx(p.X[i]), sy(v), col)
		}
		fmt.Fprintf(&sb, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", strings.Join(pts, " "), col)
		ly := top + 10 + 18*k
		fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="3"/>`+"\n", w-right+12, ly, w-right+32, ly, col)
		fmt.Fprintf(&sb, `<text x="%d" y="%d">%s</text>`+"\n", w-right+38, ly+4, html.EscapeString(p.Names[k]))
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

// String prints the chart's values as a table, one row per x value.
func (p Plot) String() string {
	var sb strings.Builder
	sb.WriteString(p.Title + "\n")
	fmt.Fprintf(&sb, "%10s", p.XLabel)
	for _, n := range p.Names {
		fmt.Fprintf(&sb, " %12s", n)
	}
	sb.WriteByte('\n')
	for i, x := range p.X {
		fmt.Fprintf(&sb, "%10s", fmtTick(x))
		for _, y := range p.Y {
			fmt.Fprintf(&sb, " %12.3f", y[i])
		}
		sb.WriteByte('\n')
	}
	return strings.TrimRight(sb.String(), "\n")
}
