#!/usr/bin/env python3
"""Dragon partitions of engines against GNU Go 3.8 on a list of positions (session 22).

usage: partition_check.py LIST 'ENGINE gtp' ['ENGINE2 gtp' ...] [--cache GNU.json]

LIST holds `FILE MOVE` lines (# comments), loaded as `loadsgf corpus/FILE MOVE` from
/work/shared/perf (the perf corpus games): ../../shared/perf/corpus.txt, or heldout.txt
beside this script (the same games at move numbers the corpus does not use). For each
engine: positions whose partition (dragon_stones) is identical to GNU Go's, and
agreement on all stone pairs (same dragon or not, both colours: higher than
dragon_diff.py's same-colour pairs), with the exact count by board size and move.
GNU Go's partitions (one fresh process per position) are cached in --cache.
"""
import collections, itertools, json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

PERF = "/work/shared/perf"
GNU = "/usr/games/gnugo --mode gtp --quiet"


def blocks(out):
    return [x for x in out.split("\n\n") if x.strip()]


def parse(block):
    return [l.split() for l in block.lstrip("= ").split("\n") if l.strip()]


def main():
    args = sys.argv[1:]
    cache = None
    if "--cache" in args:
        k = args.index("--cache")
        cache = args[k + 1]
        del args[k:k + 2]
    lst, engines = args[0], args[1:]
    pos = [l.split()[:2] for l in open(lst) if l.strip() and not l.startswith("#")]
    if cache and os.path.exists(cache):
        ref = json.load(open(cache))
    else:
        def one(fm):
            out = subprocess.run(GNU, input="loadsgf corpus/%s %s\ndragon_stones\nquit\n" % tuple(fm),
                                 capture_output=True, text=True, shell=True, cwd=PERF).stdout
            return parse(blocks(out)[1])
        with ThreadPoolExecutor(2) as ex:
            ref = list(ex.map(one, pos))
        if cache:
            json.dump(ref, open(cache, "w"))
    for eng in engines:
        cmds = "".join("loadsgf corpus/%s %s\ndragon_stones\n" % (f, m) for f, m in pos)
        out = subprocess.run(eng, input=cmds + "quit\n", capture_output=True, text=True, shell=True, cwd=PERF).stdout
        ours = [parse(b) for b in blocks(out)[1::2]]
        exact = agree = total = 0
        by = collections.defaultdict(lambda: [0, 0])
        for (f, m), g, o in zip(pos, ref, ours):
            same = sorted(map(sorted, g)) == sorted(map(sorted, o))
            exact += same
            n = max((int(v[1:]) for d in g for v in d), default=0)
            size = 19 if n > 13 else 13 if n > 9 else 9
            by[(size, int(m))][0] += 1
            by[(size, int(m))][1] += same
            gm = {v: i for i, d in enumerate(g) for v in d}
            om = {v: i for i, d in enumerate(o) for v in d}
            for a, b in itertools.combinations(sorted(gm), 2):
                total += 1
                agree += (gm[a] == gm[b]) == (om.get(a, -1) == om.get(b, -2))
        print("%s: exact %d/%d (%.2f%%), all stone pairs %d/%d (%.2f%%)" % (
            eng, exact, len(pos), 100.0 * exact / len(pos), agree, total, 100.0 * agree / max(total, 1)))
        print("  " + " ".join("%dx%d@%d %d/%d" % (k[0], k[0], k[1], v[1], v[0]) for k, v in sorted(by.items())))


if __name__ == "__main__":
    main()
