#!/usr/bin/env python3
"""Minimal differing links between our dragon partition and GNU Go 3.8's.

usage: underjoin.py 'OURS gtp' [--ref 'GNU gtp'] [--corpus FILE] [--cache REF.json] [--read]

For every corpus position whose partition (dragon_stones) differs, prints the
under-joined links (for each GNU Go dragon split by us, the nearest stone
pairs joining our parts: a Prim tree by stone distance) and the over-joined
ones (the same with the roles swapped), each with its shape (diagonal, jump1,
knight, jump2, bigknight, ...). With --read, every link (under- and over-joined)
is also asked `connect A B` and `disconnect A B` of both engines, one fresh
process per question, and classified: "G" when GNU Go's partition contradicts
its own `disconnect` (it joins a pair it can cut, or splits a pair it cannot),
"U" when ours contradicts ours; a position whose every link is "G" cannot be
matched by a partition that follows GNU Go's reading (session 22). GNU Go's answers
are cached in --cache (its partition does not change). Run from anywhere;
positions are loaded relative to the corpus file's directory.
"""
import argparse, collections, json, os, subprocess
from concurrent.futures import ThreadPoolExecutor

COLS = "ABCDEFGHJKLMNOPQRST"
SHAPES = {(1, 1): "diagonal", (0, 2): "jump1", (1, 2): "knight", (0, 3): "jump2",
          (1, 3): "bigknight", (2, 2): "2-2", (0, 4): "jump3"}


def pv(v, n):
    return (n - int(v[1:]), COLS.index(v[0]))


def vp(p, n):
    return "%s%d" % (COLS[p[1]], n - p[0])


def shape(p, q):
    a, b = sorted((abs(p[0] - q[0]), abs(p[1] - q[1])))
    return SHAPES.get((a, b), "d%d,%d" % (a, b))


def gtp(cmdline, cmds, cwd):
    p = subprocess.run(cmdline, input="".join(c + "\n" for c in cmds) + "quit\n",
                       capture_output=True, text=True, cwd=cwd, shell=True)
    return [b.strip()[1:].strip() for b in p.stdout.split("\n\n") if b.strip()]


def position(eng, f, mv, cwd):
    r = gtp(eng, ["loadsgf %s %s" % (f, mv), "query_boardsize", "list_stones black",
                  "list_stones white", "dragon_stones"], cwd)
    return dict(size=int(r[1]), black=r[2].split(), white=r[3].split(),
                dragons=[l.split() for l in r[4].split("\n") if l.strip()])


def links(groups, part_of):
    """Prim tree, by stone distance, between the parts of each group."""
    res = []
    for g in groups:
        parts = collections.defaultdict(list)
        for p in g:
            parts[part_of[p]].append(p)
        keys = list(parts)
        tree = {keys[0]}
        while len(tree) < len(keys):
            best = None
            for a in tree:
                for b in keys:
                    if b in tree:
                        continue
                    for p in parts[a]:
                        for q in parts[b]:
                            d = (abs(p[0] - q[0]) + abs(p[1] - q[1]), max(abs(p[0] - q[0]), abs(p[1] - q[1])))
                            if best is None or d < best[0]:
                                best = (d, p, q, b)
            tree.add(best[3])
            res.append((best[1], best[2]))
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("--ref", default="/usr/games/gnugo --mode gtp --quiet")
    ap.add_argument("--corpus", default="/work/shared/perf/corpus.txt")
    ap.add_argument("--cache")
    ap.add_argument("--read", action="store_true")
    a = ap.parse_args()
    cwd = os.path.dirname(os.path.abspath(a.corpus))
    pos = [tuple(l.split()) for l in open(a.corpus) if l.strip() and not l.startswith("#")]
    pos = [("corpus/" + f if os.path.isdir(os.path.join(cwd, "corpus")) else f, mv) for f, mv in pos]
    with ThreadPoolExecutor(2) as ex:
        ours = list(ex.map(lambda x: position(a.engine, x[0], x[1], cwd), pos))
        if a.cache and os.path.exists(a.cache):
            ref = json.load(open(a.cache))
        else:
            ref = list(ex.map(lambda x: position(a.ref, x[0], x[1], cwd), pos))
            if a.cache:
                json.dump(ref, open(a.cache, "w"))
    exact = 0
    under = []
    shapes = collections.Counter()
    for (f, mv), o, r in zip(pos, ours, ref):
        n = o["size"]
        if sorted(map(sorted, o["dragons"])) == sorted(map(sorted, r["dragons"])):
            exact += 1
            continue
        op = {pv(v, n): k for k, g in enumerate(o["dragons"]) for v in g}
        rp = {pv(v, n): k for k, g in enumerate(r["dragons"]) for v in g}
        ul = links([[pv(v, n) for v in g] for g in r["dragons"]], op)
        ol = links([[pv(v, n) for v in g] for g in o["dragons"]], rp)
        name = "%s:%s" % (os.path.basename(f), mv)
        print(name, "under:", " ".join("%s-%s(%s)" % (vp(p, n), vp(q, n), shape(p, q)) for p, q in ul),
              "| over:", " ".join("%s-%s(%s)" % (vp(p, n), vp(q, n), shape(p, q)) for p, q in ol))
        for p, q in ul:
            shapes[shape(p, q)] += 1
            under.append((f, mv, name, shape(p, q), vp(p, n), vp(q, n), "under"))
        for p, q in ol:
            under.append((f, mv, name, shape(p, q), vp(p, n), vp(q, n), "over"))
    print("exact %d of %d; under-joined links by shape: %s" % (exact, len(pos), dict(shapes)))
    if not a.read:
        return

    def ask(eng, u):
        f, mv, _, _, p, q, _ = u
        c = gtp(eng, ["loadsgf %s %s" % (f, mv), "connect %s %s" % (p, q)], cwd)
        d = gtp(eng, ["loadsgf %s %s" % (f, mv), "disconnect %s %s" % (p, q)], cwd)
        return c[1], d[1]
    with ThreadPoolExecutor(2) as ex:
        mine = list(ex.map(lambda u: ask(a.engine, u), under))
        gnu = list(ex.map(lambda u: ask(a.ref, u), under))
    kinds = collections.Counter()
    allg = collections.defaultdict(lambda: True)
    for u, m, g in zip(under, mine, gnu):
        cut_o, cut_g = m[1].split()[0] != "0", g[1].split()[0] != "0"
        # under: GNU joins, we split; over: we join, GNU splits.
        gc = cut_g if u[6] == "under" else not cut_g
        oc = not cut_o if u[6] == "under" else cut_o
        kinds[(u[6], "G" if gc else "-", "U" if oc else "-")] += 1
        allg[u[2]] = allg[u[2]] and gc
        print("%-50s %-5s %-9s %s-%s ours connect %-6s disconnect %-6s | GNU connect %-6s disconnect %-6s %s%s"
              % (u[2], u[6], u[3], u[4], u[5], m[0], m[1], g[0], g[1], "G" if gc else "", "U" if oc else ""))
    for k, v in sorted(kinds.items()):
        print("links %s %s%s: %d" % (k[0], k[1], k[2], v))
    print("positions whose every link is G: %d of %d (%s)" % (sum(allg.values()), len(allg),
          " ".join(sorted(k for k, v in allg.items() if v))))


main()
