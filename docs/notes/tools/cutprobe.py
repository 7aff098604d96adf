#!/usr/bin/env python3
"""Both engines' tactical and connection answers after one cutting move.

usage: cutprobe.py 'OURS gtp' FILE MOVE A B CUT

Loads corpus/FILE before MOVE (from /work/shared/perf), lets the opponent
of the strings at A and B play CUT, and prints both engines' attack, defend
and countlib of the cutting stone and their connect/disconnect of A B in
that position, marking the answers that differ. A link where the engines'
root disconnect differs but every answer here agrees is a search (horizon)
difference at the root, not a tactical one (session 23, pbig).
"""
import subprocess, sys

ours, f, mv, a, b, cut = sys.argv[1:7]


def run(eng, cmds):
    out = subprocess.run(eng, input="".join(c + "\n" for c in cmds) + "quit\n", shell=True,
                         capture_output=True, text=True, cwd="/work/shared/perf").stdout
    return [x.strip()[1:].strip() for x in out.split("\n\n") if x.strip()][:-1]


col = run(ours, ["loadsgf corpus/%s %s" % (f, mv), "color %s" % a])[1]
cutter = "white" if col == "black" else "black"
base = ["loadsgf corpus/%s %s" % (f, mv), "play %s %s" % (cutter, cut)]
qs = ["attack %s" % cut, "defend %s" % cut, "countlib %s" % cut,
      "connect %s %s" % (a, b), "disconnect %s %s" % (a, b)]
o = run(ours, base + qs)[2:]
g = run("/usr/games/gnugo --mode gtp --quiet", base + qs)[2:]
print("%s:%s %s-%s cutter %s at %s" % (f, mv, a, b, cutter, cut))
for q, x, y in zip(qs, o, g):
    print("  %-22s ours %-10s gnu %-10s %s" % (q, x, y, "" if x == y else "<>"))
