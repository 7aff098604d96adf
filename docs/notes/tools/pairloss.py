#!/usr/bin/env python3
"""Per-position dragon partition losses against GNU Go 3.8 (session 23).

usage: pairloss.py LIST 'ENGINE gtp' GNU.json   (GNU.json: partition_check.py's --cache file for LIST)

Prints the total of disagreeing stone pairs, then per position: LOSS FILE MOVE and, for each
GNU dragon the engine splits, U[first stone:part sizes], for each engine dragon that merges
GNU dragons, O[first stone:part sizes]. Largest loss first."""
import collections, itertools, json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from partition_check import PERF, blocks, parse

lst, eng, cache = sys.argv[1:4]
pos = [l.split()[:2] for l in open(lst) if l.strip() and not l.startswith("#")]
ref = json.load(open(cache))
cmds = "".join("loadsgf corpus/%s %s\ndragon_stones\n" % (f, m) for f, m in pos)
out = subprocess.run(eng, input=cmds + "quit\n", capture_output=True, text=True, shell=True, cwd=PERF).stdout
ours = [parse(b) for b in blocks(out)[1::2]]
rows = []
for (f, m), g, o in zip(pos, ref, ours):
    gm = {v: i for i, d in enumerate(g) for v in d}
    om = {v: i for i, d in enumerate(o) for v in d}
    # pairs in one dragon of either engine are same-coloured
    loss = sum((gm[a] == gm[b]) != (om.get(a, -1) == om.get(b, -2)) for a, b in itertools.combinations(sorted(gm), 2))
    if loss:
        desc = []
        for d in g:
            parts = collections.Counter(om.get(v) for v in d)
            if len(parts) > 1:
                desc.append("U[%s:%s]" % (d[0], "+".join(str(c) for c in sorted(parts.values(), reverse=True))))
        for d in o:
            parts = collections.Counter(gm.get(v) for v in d)
            if len(parts) > 1:
                desc.append("O[%s:%s]" % (d[0], "+".join(str(c) for c in sorted(parts.values(), reverse=True))))
        rows.append((loss, f, m, " ".join(desc)))
rows.sort(reverse=True)
print("total loss", sum(r[0] for r in rows))
for r in rows: print(r[0], r[1], r[2], r[3])
