#!/usr/bin/env python3
"""Split the neighbour-list disagreements of matching dragons into their causes.

Input: the RAW.pkl that dragon_fields.py writes (its 4th argument). For every
dragon with the same stone set in both engines whose `neighbors` (or
`hostile_neighbors`) differ, it tells whether every neighbour dragon listed by
either engine also has the same stone set in both ("allmatch": a definition
difference, i.e. the neighbour rule's input, the influence) or not ("partial":
the difference follows the partition). Prints the counts and the allmatch cases.

usage: python3 docs/notes/tools/nbr_split.py RAW.pkl [MAX_EXAMPLES]
Standard library only.
"""
import pickle
import sys


def main():
    res = pickle.load(open(sys.argv[1], "rb"))
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    cnt = {"nb_allmatch": 0, "nb_partial": 0, "hn_allmatch": 0, "hn_partial": 0}
    examples = []
    for line, ((ts, td), (rs, rd)) in res:
        tset, rsets = set(ts), set(rs)

        def setof(sets, o):
            return next((s for s in sets if o in s), None)

        for rset in rs:
            ro = [o for o in rd if o in rset]
            to = [o for o in td if o in rset]
            if rset not in tset or not ro or not to:
                continue
            r, t = rd[ro[0]], td[to[0]]
            rn, tn = set(r["neighbors"].split()), set(t["neighbors"].split())
            allm = all(setof(rs, o) in tset for o in rn) and all(setof(ts, o) in rsets for o in tn)
            kind = "allmatch" if allm else "partial"
            if rn != tn:
                cnt["nb_" + kind] += 1
                if allm:
                    examples.append("%s %s neighbors GNU %s ours %s" % (line, ro[0], sorted(rn), sorted(tn)))
            if r["hostile_neighbors"] != t["hostile_neighbors"]:
                cnt["hn_" + kind] += 1
    print(cnt)
    for e in examples[:limit]:
        print(e)


if __name__ == "__main__":
    main()
