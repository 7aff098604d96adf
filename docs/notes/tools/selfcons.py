#!/usr/bin/env python3
"""Is a dragon partition a function of the same engine's connection reading?
For every corpus position: pairs of same-coloured strings with no common liberty whose
closest stones form a one-space jump, knight's move, two-space jump or large knight's move
with the points between empty (the shapes GNU Go judges with conn.db, we by reading).
The points of the rectangle the two stones span must be empty (one-space jumps always share
their middle liberty and are left out). For each pair, the engine's partition (same
dragon?) and its fresh-process `disconnect`; prints how often the partition contradicts
the engine's own reading (joined though disconnect cuts, split though it cannot) and in
how many positions. Session 22: GNU Go 3.8 1609/1688 pairs agree, contradictions in 51 of
166 positions (74 joined-but-cuttable, 5 split-but-uncuttable).
usage: selfcons.py 'ENGINE gtp' OUT.json [LIST] [--jumps]   (run from anywhere; ~5 min, 2 threads)
LIST: a `FILE MOVE` list of perf-corpus games (default: the corpus; e.g. heldout.txt).
--jumps: also one-space jumps with the middle empty whose only common liberty is the middle
(session 24)."""
import sys, json, subprocess
from concurrent.futures import ThreadPoolExecutor
CWD = "/work/shared/perf"
COLS = "ABCDEFGHJKLMNOPQRST"
args = [a for a in sys.argv[1:] if a != "--jumps"]
jumps = "--jumps" in sys.argv
eng, out = args[0], args[1]
lst = args[2] if len(args) > 2 else CWD + "/corpus.txt"
def gtp(cmds):
    p = subprocess.run(eng, input="".join(c + "\n" for c in cmds) + "quit\n", capture_output=True, text=True, cwd=CWD, shell=True)
    return [b.strip()[1:].strip() for b in p.stdout.split("\n\n") if b.strip()]
corpus = [l.split()[:2] for l in open(lst) if l.strip() and not l.startswith("#")]
SH = {(0, 2): "jump1", (1, 2): "knight", (0, 3): "jump2", (1, 3): "bigknight"}
def nb(p, n):
    for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        q = (p[0] + d[0], p[1] + d[1])
        if 0 <= q[0] < n and 0 <= q[1] < n: yield q
def pairs(item):
    f, mv = item
    r = gtp(["loadsgf corpus/%s %s" % (f, mv), "query_boardsize", "list_stones black", "list_stones white", "dragon_stones"])
    n = int(r[1]); bd = {}
    for col, s in (("black", r[2]), ("white", r[3])):
        for v in s.split(): bd[(n - int(v[1:]), COLS.index(v[0]))] = col
    dr = {}
    for k, l in enumerate(x for x in r[4].split("\n") if x.strip()):
        for v in l.split(): dr[(n - int(v[1:]), COLS.index(v[0]))] = k
    sid = {}; libs = []; stones = []
    for p in bd:
        if p in sid: continue
        st = [p]; sid[p] = len(libs); k = 0; L = set()
        while k < len(st):
            for q in nb(st[k], n):
                if q not in bd: L.add(q)
                elif bd[q] == bd[p] and q not in sid: sid[q] = len(libs); st.append(q)
            k += 1
        libs.append(L); stones.append(st)
    best = {}
    for p in bd:
        for q in bd:
            if bd[p] != bd[q] or sid[p] >= sid[q]: continue
            a, b = sorted((abs(p[0] - q[0]), abs(p[1] - q[1])))
            if (a, b) not in SH: continue
            common = libs[sid[p]] & libs[sid[q]]
            mid = ((p[0] + q[0]) // 2, (p[1] + q[1]) // 2)
            if common and not (jumps and (a, b) == (0, 2) and common == {mid}): continue
            i0, i1 = sorted((p[0], q[0])); j0, j1 = sorted((p[1], q[1]))
            inside = [(i, j) for i in range(i0, i1 + 1) for j in range(j0, j1 + 1) if (i, j) not in (p, q)]
            if any(x in bd for x in inside): continue
            k = (sid[p], sid[q]); d = a + b
            if k not in best or d < best[k][0]: best[k] = (d, p, q, SH[(a, b)])
    res = []
    for k, (d, p, q, sh) in best.items():
        vp = "%s%d" % (COLS[p[1]], n - p[0]); vq = "%s%d" % (COLS[q[1]], n - q[0])
        ans = gtp(["loadsgf corpus/%s %s" % (f, mv), "disconnect %s %s" % (vp, vq)])[1]
        res.append(dict(f=f, mv=mv, a=vp, b=vq, shape=sh, same=dr[p] == dr[q], disc=ans))
    return res
with ThreadPoolExecutor(2) as ex:
    allr = [x for rs in ex.map(pairs, corpus) for x in rs]
json.dump(allr, open(out, "w"))
agree = 0
bad = {}
kinds = {}
for x in allr:
    cut = x["disc"].split()[0] != "0"
    k = ("joined" if x["same"] else "split") + ("-cuttable" if cut else "-uncuttable")
    kinds[k] = kinds.get(k, 0) + 1
    if x["same"] == (not cut):
        agree += 1
    else:
        bad[x["f"] + ":" + x["mv"]] = True
print("pairs %d, partition agrees with disconnect on %d (%.1f%%); %s; positions with a contradiction: %d of %d"
      % (len(allr), agree, 100.0 * agree / max(len(allr), 1), kinds, len(bad), len(corpus)))
shapes = {}
for x in allr:
    cut = x["disc"].split()[0] != "0"
    k = ("joined" if x["same"] else "split") + ("-cuttable" if cut else "-uncuttable")
    shapes.setdefault(x["shape"], {}).setdefault(k, 0)
    shapes[x["shape"]][k] += 1
for sh in sorted(shapes):
    print(sh, shapes[sh])
