#!/usr/bin/env python3
"""hostile_neighbors disagreements of matching dragons whose neighbours all have the same
stone set in both engines (nbr_split.py's "allmatch" kind), with the hostile dragons
GNU Go lists and we miss, or we list in excess.
usage (session 21, pinfl2): python3 hn_split.py RAW.pkl   (dragon_fields.py's 4th argument)
Standard library only."""
import pickle, sys, collections
res = pickle.load(open(sys.argv[1], "rb"))
out = []
cnt = collections.Counter()
for line, ((ts, td), (rs, rd)) in res:
    tset, rsets = set(ts), set(rs)
    setof = lambda sets, o: next((s for s in sets if o in s), None)
    for rset in rs:
        ro = [o for o in rd if o in rset]; to = [o for o in td if o in rset]
        if rset not in tset or not ro or not to: continue
        r, t = rd[ro[0]], td[to[0]]
        rn, tn = set(r["neighbors"].split()), set(t["neighbors"].split())
        allm = all(setof(rs, o) in tset for o in rn) and all(setof(ts, o) in rsets for o in tn)
        if r["hostile_neighbors"] != t["hostile_neighbors"] and allm:
            col = r["color"]
            miss = sorted(o for o in rn - tn if rd[o]["color"] != col)
            extra = sorted(o for o in tn - rn if td[o]["color"] != col)
            cnt["miss" if miss and not extra else "extra" if extra and not miss else "both"] += 1
            out.append("%-50s %-4s %s hn ref %s ours %s  missing %s extra %s" % (line, ro[0], col, r["hostile_neighbors"], t["hostile_neighbors"], miss, extra))
print(cnt)
print("\n".join(out))
