#!/usr/bin/env python3
"""Both engines' dragon partitions of one corpus position, side by side.

usage: dragon_view.py FILE MOVE 'OURS gtp' [gtp commands played first ...]

Loads corpus/FILE before MOVE (run from anywhere: positions are loaded from
/work/shared/perf, which also holds the held-out positions), plays the extra
GTP commands (e.g. 'play black K6'), and prints the board twice: our
dragon_stones on the left, GNU Go 3.8's on the right, each dragon a letter
(black upper case, white lower case, largest first). Letters are assigned
per engine, so compare shapes, not letters (session 23, pbig).
"""
import string, subprocess, sys

f, mv = sys.argv[1:3]
ours = sys.argv[3]
extra = sys.argv[4:]
COLS = "ABCDEFGHJKLMNOPQRST"


def run(eng):
    cmds = "loadsgf corpus/%s %s\n" % (f, mv) + "".join(e + "\n" for e in extra) + \
        "query_boardsize\nlist_stones black\nlist_stones white\ndragon_stones\n"
    out = subprocess.run(eng, input=cmds + "quit\n", shell=True, capture_output=True,
                         text=True, cwd="/work/shared/perf").stdout
    b = [x.strip()[1:].strip() for x in out.split("\n\n") if x.strip()][:-1]
    return int(b[-4]), set(b[-3].split()), [l.split() for l in b[-1].split("\n") if l.strip()]


def labels(ds, black):
    m, bi, wi = {}, 0, 0
    for d in sorted(ds, key=lambda d: -len(d)):
        if d[0] in black:
            s, bi = string.ascii_uppercase[bi % 26], bi + 1
        else:
            s, wi = string.ascii_lowercase[wi % 26], wi + 1
        for v in d:
            m[v] = s
    return m


n, black, od = run(ours)
_, _, gd = run("/usr/games/gnugo --mode gtp --quiet")
om, gm = labels(od, black), labels(gd, black)
print("   " + " ".join(COLS[:n]) + "     " + " ".join(COLS[:n]))
for r in range(n, 0, -1):
    row = ["%s%d" % (COLS[c], r) for c in range(n)]
    print("%2d %s   %s" % (r, " ".join(om.get(v, ".") for v in row), " ".join(gm.get(v, ".") for v in row)))
print("ours left, GNU Go right; black upper case, white lower case")
