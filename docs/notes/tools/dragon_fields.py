#!/usr/bin/env python3
"""dragon_data agreement for MATCHING dragons, with tolerances for the heuristic fields.

Issue 5 asks for dragon_data field agreement "for matching dragons": structural
fields exact, heuristic ones (escape_route, moyo_size, weakness) within a stated
tolerance. ../shared/diff/dragon_diff.py compares every reference dragon with
whatever dragon of ours holds its origin, so a partition difference also counts
against every field there. This script counts only dragons whose stone set is
identical in both engines, and prints the heuristic fields at several tolerances.

Usage (from the repository root, with ../shared beside it):
  python3 docs/notes/tools/dragon_fields.py 'BIN gtp' '/usr/games/gnugo --mode gtp --quiet' \
      ../shared/perf/corpus.txt [RAW.pkl]
Both engines are started afresh for every position (GNU Go's dragon answers
depend on the positions it analysed before). With REFPKL=RAW.pkl from an earlier
run, the reference answers are taken from that file instead of running GNU Go
again (about 4 minutes saved). Neighbour lists are compared as sets of origins.
Standard library only.
"""
import os
import pickle
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

STRUCT = ["color", "origin", "size", "effective_size", "genus", "heye", "lunch",
          "surround_status", "surround_size", "neighbors", "hostile_neighbors",
          "crude_status", "status"]
TOLS = {"escape_route": [0, 1, 2, 3], "moyo_size": [0, 2, 5, "25%"],
        "weakness": [0, 0.05, 0.1, 0.2], "weakness_pre_owl": [0, 0.05, 0.1, 0.2],
        "moyo_territorial_value": [0, 2, 5]}


def run(cmdline, cmds):
    p = subprocess.run(shlex.split(cmdline), input="\n".join(cmds + ["quit"]) + "\n",
                       capture_output=True, text=True, timeout=600)
    return p.stdout.split("\n\n")


def parse_data(ans):
    out, cur = {}, None
    for line in ans.splitlines():
        line = (line[2:] if line.startswith("= ") else line).rstrip()
        if not line:
            continue
        if line.endswith(":") and " " not in line:
            cur = out[line[:-1]] = {}
            continue
        k, _, v = line.partition(" ")
        cur[k] = v.strip()
    return out


def parse_stones(ans):
    ans = ans[2:] if ans.startswith("= ") else ans
    return [frozenset(l.split()) for l in ans.splitlines() if l.strip()]


def main():
    eng, ref, corpus = sys.argv[1:4]
    raw = sys.argv[4] if len(sys.argv) > 4 else None
    sgfdir = os.path.join(os.path.dirname(corpus), "corpus")
    cached = {}
    if os.environ.get("REFPKL"):
        cached = {l: r for l, (_, r) in pickle.load(open(os.environ["REFPKL"], "rb"))}

    def one(line):
        f, mv = line.split()
        cmds = ["loadsgf %s %s" % (os.path.join(sgfdir, f), mv), "dragon_stones", "dragon_data"]
        res = []
        for e in (eng, ref):
            if e is ref and line in cached:
                res.append(cached[line])
                continue
            a = run(e, cmds)
            res.append((parse_stones(a[1]), parse_data(a[2])))
        return line, res

    lines = [l.strip() for l in open(corpus) if l.strip() and not l.startswith("#")]
    with ThreadPoolExecutor(2) as ex:
        results = list(ex.map(one, lines))
    if raw:
        pickle.dump(results, open(raw, "wb"))
    agree = {k: [0, 0] for k in STRUCT}
    tol = {k: {str(t): [0, 0] for t in ts} for k, ts in TOLS.items()}
    nref = nmatch = 0
    for line, ((ts, td), (rs, rd)) in results:
        tset = set(ts)
        for rset in rs:
            nref += 1
            ro = [o for o in rd if o in rset]
            to = [o for o in td if o in rset]
            if rset not in tset or not ro or not to:
                continue
            nmatch += 1
            r, t = rd[ro[0]], td[to[0]]
            for k in STRUCT:
                a, b = t.get(k), r.get(k)
                if k == "neighbors":
                    ok = set(a.split()) == set(b.split())
                elif k == "effective_size":
                    ok = abs(float(a) - float(b)) <= 0.0101
                else:
                    ok = a == b
                agree[k][0] += ok
                agree[k][1] += 1
            for k, ts_ in TOLS.items():
                a, b = float(t[k]), float(r[k])
                for tt in ts_:
                    if isinstance(tt, str):
                        ok = abs(a - b) <= float(tt[:-1]) / 100 * abs(b) or a == b
                    else:
                        ok = abs(a - b) <= tt + 1e-9
                    c = tol[k][str(tt)]
                    c[0] += ok
                    c[1] += 1
    print("reference dragons %d, matching (same stone set) %d = %.2f%%" % (nref, nmatch, 100 * nmatch / nref))
    for k in STRUCT:
        print("%-24s %5d/%5d %6.2f%%" % (k, agree[k][0], agree[k][1], 100 * agree[k][0] / max(1, agree[k][1])))
    for k in TOLS:
        print("%-24s " % k + "  ".join("within %s: %.2f%%" % (t, 100 * c[0] / max(1, c[1])) for t, c in tol[k].items()))


if __name__ == "__main__":
    main()
