#!/usr/bin/env python3
"""Where the surround_map disagreement with GNU Go 3.8 comes from (issue 5).

../shared/diff/dragon_diff.py compares `surround_map O V` at every board point V
for every dragon O (a reference origin) that either engine calls surrounded,
and `is_surrounded O` for every reference dragon. This script asks both engines
the same questions (each position by freshly started engines, as dragon_diff
does) and splits every disagreeing point by its cause:

  own partition        the dragon holding O has another stone set in our engine
  neighbour partition  same dragon, but a neighbour dragon's stone set differs
  neighbour relation   same dragon and same neighbour stone sets everywhere,
                       but the neighbour lists (dragon_data neighbors) differ
  surround rule        same dragon and same neighbour dragons: the hull itself

It also prints surround_status and surround_size over all dragons, over
matching dragons (same stone set) and over matching dragons whose neighbour
dragons match too (surround_size skipped where GNU Go's hostile_neighbors is 0:
uninitialised there). With -v it lists every disagreeing dragon.

Usage (from the repository root, with ../shared beside it):
  python3 docs/notes/tools/surround_split.py 'BIN gtp' \
      '/usr/games/gnugo --mode gtp --quiet' ../shared/perf/corpus.txt [REF.json] [-v]
REF.json caches the reference answers: written when missing, read when present
(the reference answers do not change; about 1.5 minutes saved).
Standard library only.
"""
import collections
import json
import os
import re
import shlex
import subprocess
import sys

COLS = "ABCDEFGHJKLMNOPQRST"
KEEP = ("surround_status", "surround_size", "hostile_neighbors", "neighbors")


def points(n):
    return ["%s%d" % (COLS[j], n - i) for i in range(n) for j in range(n)]


class GTP:
    def __init__(self, cmdline):
        self.p = subprocess.Popen(shlex.split(cmdline), stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)

    def ask(self, cmds):
        self.p.stdin.write("".join(c + "\n" for c in cmds))
        self.p.stdin.flush()
        out = []
        for _ in cmds:
            lines = []
            while True:
                line = self.p.stdout.readline()
                if line == "":
                    raise EOFError("engine exited")
                line = line.rstrip("\n")
                if line == "":
                    if lines:
                        break
                    continue
                lines.append(line)
            t = "\n".join(lines)
            out.append(t[1:].strip() if t[0] == "=" else "ERR " + t)
        return out

    def close(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
            self.p.wait(10)
        except Exception:
            self.p.kill()


def blocks(text):
    d, cur = {}, None
    for line in text.split("\n"):
        line = line.strip()
        if not line:
            continue
        if line.endswith(":") and " " not in line:
            cur = line[:-1]
            d[cur] = {}
        elif cur:
            t = line.split(None, 1)
            if t[0] in KEEP:
                d[cur][t[0]] = t[1] if len(t) > 1 else ""
    return d


def dump(cmdline, corpus, sgfdir, ref=None):
    """Per position: partition, dragon_data surround fields, is_surrounded of
    the reference origins, surround_map of every dragon surrounded here (and,
    with ref, of every dragon the reference calls surrounded)."""
    res = {}
    for f, m in corpus:
        key = "%s:%s" % (f, m)
        text = open(os.path.join(sgfdir, f), encoding="latin-1").read()
        sz = re.search(r"SZ\[(\d+)\]", text)
        size = int(sz.group(1)) if sz else 19
        g = GTP(cmdline)
        a = g.ask(["loadsgf %s %s" % (os.path.join(sgfdir, f), m),
                   "dragon_stones", "dragon_data"])
        data = blocks(a[2])
        r = {"size": size, "data": data,
             "stones": [l.split() for l in a[1].split("\n") if l.strip()]}
        origins = ref[key]["origins"] if ref else list(data)
        r["origins"] = origins
        r["is_sur"] = dict(zip(origins, g.ask(["is_surrounded %s" % o for o in origins])))
        want = {o for o in origins if r["is_sur"][o] != "0"}
        if ref:
            want |= {o for o, v in ref[key]["is_sur"].items() if v != "0"}
        code = {"-1": "-", "0": ".", "1": "1", "2": "2"}
        r["maps"] = {o: "".join(code.get(x, "?") for x in g.ask(
            ["surround_map %s %s" % (o, v) for v in points(size)])) for o in sorted(want)}
        g.close()
        res[key] = r
    return res


def split(ref, tst, verbose):
    tot = agree = 0
    cause = collections.Counter()
    ndr = collections.Counter()
    rows = []
    fld = collections.Counter()
    for key, R in ref.items():
        T = tst[key]
        rset = {v: frozenset(s) for s in R["stones"] for v in s}
        tset = {v: frozenset(s) for s in T["stones"] for v in s}
        rpart, tpart = set(rset.values()), set(tset.values())

        def nbrs(o):
            rn = {rset[x] for x in R["data"][o]["neighbors"].split()}
            to = next(x for x in tset[o] if x in T["data"])
            tn = {tset[x] for x in T["data"][to]["neighbors"].split() if x in tset}
            return rn, tn, T["data"][to]

        for o in R["origins"]:
            rn, tn, td = nbrs(o)
            same, nsame = rset[o] == tset[o], rset[o] == tset[o] and rn == tn
            for f in ("surround_status", "surround_size"):
                if f == "surround_size" and R["data"][o]["hostile_neighbors"] == "0":
                    continue
                ok = R["data"][o][f] == td[f]
                for scope, inc in (("all", True), ("matching", same),
                                   ("matching+neighbours", nsame)):
                    if inc:
                        fld[(f, scope, "n")] += 1
                        fld[(f, scope, "ok")] += ok
            rs, ts = R["is_sur"][o], T["is_sur"][o]
            if rs == "0" and ts == "0":
                continue
            rm, tm = R["maps"].get(o), T["maps"].get(o)
            if rs != "0" and set(rm) == {"-"}:
                continue  # GNU Go keeps at most 10 maps per process
            if rm is None:
                rm = "-" * len(tm)  # GNU Go answers -1 for unsurrounded dragons
            d = sum(1 for a, b in zip(rm, tm) if a != b)
            tot += len(rm)
            agree += len(rm) - d
            if d == 0:
                continue
            if not same:
                k = "own partition"
            elif rn == tn:
                k = "surround rule"
            elif all(s in tpart for s in rn - tn) and all(s in rpart for s in tn - rn):
                k = "neighbour relation"
            else:
                k = "neighbour partition"
            cause[k] += d
            ndr[k] += 1
            extra = ""
            if not same:
                extra = " ref-only{%s} test-only{%s}" % (
                    " ".join(sorted(rset[o] - tset[o])), " ".join(sorted(tset[o] - rset[o])))
            rows.append((k, d, key, o, rs, ts, extra))
    print("surround_map %d/%d = %.2f%%" % (agree, tot, 100.0 * agree / max(tot, 1)))
    for k in ("own partition", "neighbour partition", "neighbour relation", "surround rule"):
        print("  %-20s %6d points (%5.1f%%) %4d dragons" % (
            k, cause[k], 100.0 * cause[k] / max(sum(cause.values()), 1), ndr[k]))
    for f in ("surround_status", "surround_size"):
        for scope in ("all", "matching", "matching+neighbours"):
            n, ok = fld[(f, scope, "n")], fld[(f, scope, "ok")]
            print("%-16s %-20s %5d/%5d = %.2f%%" % (f, scope, ok, n, 100.0 * ok / max(n, 1)))
    if verbose:
        for r in sorted(rows, key=lambda r: (r[0], -r[1])):
            print("%-20s %4d %s %s is_surrounded ref %s test %s%s" % r)


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv[1:]
    if len(args) < 3:
        sys.exit(__doc__)
    eng, refcmd, corpusfile = args[:3]
    cache = args[3] if len(args) > 3 else None
    sgfdir = os.path.join(os.path.dirname(corpusfile), "corpus")
    corpus = [tuple(l.split()[:2]) for l in open(corpusfile)
              if l.strip() and not l.startswith("#")]
    if cache and os.path.exists(cache):
        ref = json.load(open(cache))
    else:
        ref = dump(refcmd, corpus, sgfdir)
        if cache:
            json.dump(ref, open(cache, "w"))
    split(ref, dump(eng, corpus, sgfdir, ref), verbose)


if __name__ == "__main__":
    main()
