#!/usr/bin/env python3
"""Walk a cutting line, asking both engines' GTP at every node (fresh processes).

usage: linewalk.py 'OURS gtp' FILE MOVE A B [--steps N] [--ref 'GNU gtp'] [--moves 'white C5 black D6 ...']

Loads corpus/FILE before MOVE (relative to --corpus's directory), plays --moves,
then alternates: the cutter plays our `disconnect A B` move, the connector
GNU Go's `connect A B` move (ours when GNU Go has none). At every node both
engines' disconnect/connect answers are printed: the first node where our
in-search read and our own fresh GTP read disagree is where the connection
search's depth or budget limits bite (session 19, PUNDER).
"""
import argparse, os, subprocess

ap = argparse.ArgumentParser()
ap.add_argument("ours"); ap.add_argument("file"); ap.add_argument("move")
ap.add_argument("a"); ap.add_argument("b")
ap.add_argument("--ref", default="/usr/games/gnugo --mode gtp --quiet")
ap.add_argument("--corpus", default="/work/shared/perf/corpus.txt")
ap.add_argument("--steps", type=int, default=16)
ap.add_argument("--moves", default="")
o = ap.parse_args()
cwd = os.path.dirname(os.path.abspath(o.corpus))


def ask(eng, moves, q):
    cmds = "loadsgf corpus/%s %s\n" % (o.file, o.move) + "".join("play %s %s\n" % m for m in moves) + q + "\n"
    out = subprocess.run(eng.split(), input=cmds, capture_output=True, text=True, cwd=cwd).stdout
    ans = [l for l in out.split("\n") if l and l[0] in "=?"]
    return ans[-1][1:].strip()


def real(ans):
    return ans.startswith("1") and not ans.endswith("PASS")


col = ask(o.ours, [], "color %s" % o.a)
cc, cu = col, ("white" if col == "black" else "black")
f = o.moves.split()
moves = [(f[i], f[i + 1]) for i in range(0, len(f) - 1, 2)]
line = lambda: " ".join("%s %s" % m for m in moves)
for _ in range(o.steps):
    q = lambda e, c: ask(e, moves, "%s %s %s" % (c, o.a, o.b))
    od, gd, oc, gc = q(o.ours, "disconnect"), q(o.ref, "disconnect"), q(o.ours, "connect"), q(o.ref, "connect")
    print(line(), "| ours disc", od, "conn", oc, "| GNU disc", gd, "conn", gc, flush=True)
    if not real(od):
        break
    moves.append((cu, od.split()[1]))
    oc, gc = ask(o.ours, moves, "connect %s %s" % (o.a, o.b)), ask(o.ref, moves, "connect %s %s" % (o.a, o.b))
    print(line(), "| ours conn", oc, "| GNU conn", gc, flush=True)
    m = gc if real(gc) else oc
    if not real(m):
        break
    moves.append((cc, m.split()[1]))
