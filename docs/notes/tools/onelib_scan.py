#!/usr/bin/env python3
"""One-common-liberty cuts over the corpus (session 21, pdbl): pairs of strings of one
colour sharing exactly one liberty p where the opponent's stone at p (capturing nothing)
has 1 liberty (default) or 2-3 liberties and is captured by GNU's or OUR `attack`
(--reads; with GNU's reading nodes), with GNU's and our same-dragon answer and a few
features, as JSON lines to stdout. Run from anywhere; OURS as in gnuprobe.py.
usage: onelib_scan.py [--reads] > out.jsonl  (~3 min, 2 threads)"""
import sys, json, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnuprobe import GTP, COLS, GNU, OURS, dragons
READS = '--reads' in sys.argv
from concurrent.futures import ThreadPoolExecutor
corpus = [l.split() for l in open("/work/shared/perf/corpus.txt") if l.strip() and not l.startswith("#")]
def nb(p, n):
    i, j = p
    for d in ((1,0),(-1,0),(0,1),(0,-1)):
        q = (i+d[0], j+d[1])
        if 0 <= q[0] < n and 0 <= q[1] < n: yield q
def strings(bd, n):
    sid = {}; info = []
    for p in bd:
        if p in sid: continue
        c = bd[p]; st = [p]; sid[p] = len(info); k = 0; libs = set()
        while k < len(st):
            for q in nb(st[k], n):
                if q not in bd: libs.add(q)
                elif bd[q] == c and q not in sid:
                    sid[q] = len(info); st.append(q)
            k += 1
        info.append((c, st, libs))
    return sid, info
def after(bd, n, p, col):
    """play col at p; return new board, captured count"""
    b2 = dict(bd); b2[p] = col
    sid, info = strings(b2, n); cap = 0
    for q in nb(p, n):
        if q in b2 and b2[q] != col:
            c, st, libs = info[sid[q]]
            if not libs:
                for s in st:
                    if s in b2: del b2[s]; cap += 1
    return b2, cap
def vtx(p, n): return "%s%d" % (COLS[p[1]], n - p[0])
def run(item):
    f, mv = item
    g = GTP(GNU); o = GTP(OURS)
    g.cmd("loadsgf corpus/%s %s" % (f, mv)); o.cmd("loadsgf corpus/%s %s" % (f, mv))
    n = int(g.cmd("query_boardsize"))
    bd = {}
    for col in ("black", "white"):
        for v in g.cmd("list_stones " + col).split():
            bd[(n - int(v[1:]), COLS.index(v[0]))] = col
    gd = dragons(g); od = dragons(o)
    gm = {v: i for i, d in enumerate(gd) for v in d}; om = {v: i for i, d in enumerate(od) for v in d}
    sid, info = strings(bd, n)
    res = []
    for i in range(n):
        for j in range(n):
            p = (i, j)
            if p in bd: continue
            for col in ("black", "white"):
                opp = "white" if col == "black" else "black"
                ss = sorted({sid[q] for q in nb(p, n) if bd.get(q) == col})
                if len(ss) < 2: continue
                b2, cap = after(bd, n, p, opp)
                if cap: continue
                s2, i2 = strings(b2, n)
                libs = i2[s2[p]][2]
                gat = oat = ""; gnodes = 0
                if not READS:
                    if len(libs) != 1: continue
                elif len(libs) not in (2, 3): continue
                else:
                    g.cmd("play %s %s" % (opp, vtx(p, n))); g.cmd("reset_reading_node_counter"); gat = g.cmd("attack " + vtx(p, n)).split()[0]; gnodes = int(g.cmd("get_reading_node_counter")); g.cmd("undo")
                    o.cmd("play %s %s" % (opp, vtx(p, n))); oat = o.cmd("attack " + vtx(p, n)).split()[0]; o.cmd("undo")
                    if gat == "0" and oat == "0": continue
                L = next(iter(libs))
                # capture by col at L
                caplibs = 0
                if not READS:  # liberties of c's stone capturing at L
                    b3, _ = after(b2, n, L, col)
                    s3, i3 = strings(b3, n)
                    caplibs = len(i3[s3[L]][2]) if L in b3 else 0
                ataris = sum(1 for s in ss if len(strings(b2, n)[1][s2[info[s][1][0]]][2]) == 1)
                lone = len(i2[s2[p]][1]) == 1
                edge = min(i, j, n - 1 - i, n - 1 - j)
                for a in range(len(ss)):
                    for b in range(a + 1, len(ss)):
                        A, B = info[ss[a]], info[ss[b]]
                        common = A[2] & B[2]
                        if len(common) != 1: continue
                        va, vb = vtx(A[1][0], n), vtx(B[1][0], n)
                        res.append(dict(gnodes=gnodes, gat=gat, oat=oat, nl=len(libs), f=f, mv=mv, p=vtx(p, n), a=va, b=vb, gnu=gm[va] == gm[vb], ours=om[va] == om[vb],
                            nstr=len(ss), lone=lone, edge=edge, caplibs=caplibs, ataris=ataris,
                            sa=len(A[1]), sb=len(B[1]), la=len(A[2]), lb=len(B[2]), L=vtx(L, n)))
    g.close(); o.close()
    return res
with ThreadPoolExecutor(2) as ex:
    out = [r for rs in ex.map(run, [(c[0], c[1]) for c in corpus]) for r in rs]
for r in out:
    print(json.dumps(r))
