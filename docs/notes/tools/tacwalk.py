#!/usr/bin/env python3
"""Walk a tactical line on one string, asking both engines' GTP attack/defend at every node.

usage: tacwalk.py 'OURS gtp' FILE MOVE STR attack|defend [--steps N] [--ref 'GNU gtp']
                  [--moves 'white C5 black D6 ...'] [--follow ours|gnu]

Loads corpus/FILE before MOVE (/work/shared/perf/corpus), plays --moves, then
alternates the question (attack STR, then defend STR, ...) starting with the
given one, playing at each node the move of the engine named by --follow
(default: the one that claims success when only one does, else GNU's). Both
engines' answers are printed at every node (fresh processes): the first node
where the two agree again, or where one engine's answer contradicts its own
answer one node earlier, shows who misreads (session 23, ptac).
"""
import argparse, subprocess

ap = argparse.ArgumentParser()
ap.add_argument("ours"); ap.add_argument("file"); ap.add_argument("move")
ap.add_argument("str"); ap.add_argument("q")
ap.add_argument("--ref", default="/usr/games/gnugo --mode gtp --quiet")
ap.add_argument("--steps", type=int, default=10)
ap.add_argument("--moves", default="")
ap.add_argument("--follow", default="")
o = ap.parse_args()


def ask(eng, moves, q):
    cmds = "loadsgf corpus/%s %s\n" % (o.file, o.move) + "".join("play %s %s\n" % m for m in moves) + q + "\n"
    out = subprocess.run(eng.split(), input=cmds, capture_output=True, text=True,
                         cwd="/work/shared/perf").stdout
    ans = [l for l in out.split("\n") if l and l[0] in "=?"]
    return ans[-1][1:].strip()


def color_of(eng, moves):
    cmds = "loadsgf corpus/%s %s\n" % (o.file, o.move) + "".join("play %s %s\n" % m for m in moves) + "color %s\n" % o.str
    out = subprocess.run(eng.split(), input=cmds, capture_output=True, text=True, cwd="/work/shared/perf").stdout
    return [l for l in out.split("\n") if l and l[0] in "=?"][-1][1:].strip()


t = o.moves.split()
moves = [(t[i], t[i + 1]) for i in range(0, len(t), 2)]
col = color_of(o.ref, moves)
opp = "black" if col == "white" else "white"
q = o.q
for step in range(o.steps):
    g = ask(o.ref, moves, "%s %s" % (q, o.str))
    w = ask(o.ours, moves, "%s %s" % (q, o.str))
    print("%-40s %s %s: gnu %-8s ours %-8s" % (" ".join(m[1] for m in moves)[-40:], q, o.str, g, w))
    gm = g.split()[1] if len(g.split()) > 1 else None
    wm = w.split()[1] if len(w.split()) > 1 else None
    mv = {"ours": wm, "gnu": gm}.get(o.follow) or (gm if gm else wm)
    if not mv:
        break
    moves.append((opp if q == "attack" else col, mv))
    q = "defend" if q == "attack" else "attack"
