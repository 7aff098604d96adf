#!/usr/bin/env python3
"""Per-position dragon partition losses against GNU Go 3.8 (session 23).

usage: pairloss.py LIST 'ENGINE gtp' GNU.json   (GNU.json: partition_check.py's --cache file for LIST)

Prints the total of disagreeing stone pairs, then per position: LOSS FILE MOVE and, for each
GNU dragon the engine splits, U[first stone:part sizes], for each engine dragon that merges
GNU dragons, O[first stone:part sizes]. Largest loss first."""
import json, subprocess, sys, itertools, collections
lst, eng, cache = sys.argv[1:4]
pos = [l.split()[:2] for l in open(lst) if l.strip() and not l.startswith("#")]
ref = json.load(open(cache))
def blocks(out): return [x for x in out.split("\n\n") if x.strip()]
def parse(b): return [l.split() for l in b.lstrip("= ").split("\n") if l.strip()]
cmds = "".join("loadsgf corpus/%s %s\ndragon_stones\ncolor %s\n" % (f, m, "A1") for f, m in pos)
cmds = "".join("loadsgf corpus/%s %s\ndragon_stones\n" % (f, m) for f, m in pos)
out = subprocess.run(eng, input=cmds+"quit\n", capture_output=True, text=True, shell=True, cwd="/work/shared/perf").stdout
ours = [parse(b) for b in blocks(out)[1::2]]
rows=[]; tot=0; bad=0
for (f,m),g,o in zip(pos,ref,ours):
    gm={v:i for i,d in enumerate(g) for v in d}; om={v:i for i,d in enumerate(o) for v in d}
    # colour unknown: use pairs in same GNU dragon or same our dragon (same-colour guaranteed), plus count
    loss=0; under=collections.Counter(); over=collections.Counter()
    for a,b in itertools.combinations(sorted(gm),2):
        sg = gm[a]==gm[b]; so = om.get(a,-1)==om.get(b,-2)
        if sg!=so:
            loss+=1
            if sg: under[(gm[a],)]+=1
            else: over[(om.get(a),)]+=1
    if loss:
        desc=[]
        for i,d in enumerate(g):
            parts=collections.Counter(om.get(v) for v in d)
            if len(parts)>1: desc.append("U[%s:%s]"%(d[0],"+".join(str(c) for c in sorted(parts.values(),reverse=True))))
        for i,d in enumerate(o):
            parts=collections.Counter(gm.get(v) for v in d)
            if len(parts)>1: desc.append("O[%s:%s]"%(d[0],"+".join(str(c) for c in sorted(parts.values(),reverse=True))))
        rows.append((loss,f,m," ".join(desc)))
rows.sort(reverse=True)
print("total loss", sum(r[0] for r in rows))
for r in rows: print(r[0], r[1], r[2], r[3])
