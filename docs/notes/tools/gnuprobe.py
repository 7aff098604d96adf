#!/usr/bin/env python3
"""Black-box probes of GNU Go's partition on hand-set boards (session 21, pdbl).

usage:
  gnuprobe.py probe [-n 19] [-m white] 'B stones' 'W stones' [GTP command ...]
      GNU Go's and OURS' multi-stone dragons after placing the stones (colour -m to
      move), then each command's answer from both engines.
  gnuprobe.py orient 'B stones' 'W stones'
      the same partition under the 8 images of a 19x19 board (GNU Go's answer is
      orientation-dependent for some ties: a rule fitted to one image is noise).
  gnuprobe.py minimize FILE MOVE A B [--ours] [--keep=V,V]
      removes stones of the corpus position (run from /work/shared/perf) one at a
      time while GNU Go keeps A and B in different dragons (with --ours: and OURS
      joins them), and prints what is left.
OURS is $OURS or ./dragonrepl gtp (as probe_zone.py).
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from symmetry import Engine  # noqa: E402

COLS = "ABCDEFGHJKLMNOPQRST"
GNU = "/usr/games/gnugo --mode gtp --quiet"
OURS = os.environ.get("OURS", "./dragonrepl gtp")


class GTP(Engine):
    """symmetry.py's Engine started in the perf directory (corpus paths)."""
    def __init__(self, cmd, cwd="/work/shared/perf"):
        super().__init__(cmd, cwd)

    def cmd(self, c):
        return self.ask(c)


def setup(g, n, b, w, tomove):
    """Places the stones so that colour tomove is to move."""
    g.cmd("boardsize %d" % n)
    g.cmd("clear_board")
    first, second = (("white", w), ("black", b)) if tomove == "white" else (("black", b), ("white", w))
    for c, vs in (first, second):
        for v in vs:
            g.cmd("play %s %s" % (c, v))


def dragons(g):
    return [l.split() for l in g.cmd("dragon_stones").splitlines() if l.strip()]


def same(ds, a, b):
    for d in ds:
        if a in d:
            return b in d
    return None


def probe(args):
    n, m = 19, "white"
    while args and args[0] in ("-n", "-m"):
        if args[0] == "-n":
            n = int(args[1])
        else:
            m = args[1]
        args = args[2:]
    b, w, cmds = args[0].split(), args[1].split(), args[2:]
    for name, eng in (("gnu ", GNU), ("ours", OURS)):
        g = GTP(eng)
        setup(g, n, b, w, m)
        ds = [d for d in dragons(g) if len(d) > 1]
        print(name, ds, *[c + " = " + g.cmd(c) for c in cmds])
        g.close()


def orient(args):
    B, W = args[0].split(), args[1].split()

    def tr(v, k):
        c, r = COLS.index(v[0]), int(v[1:]) - 1
        if k & 1:
            c = 18 - c
        if k & 2:
            r = 18 - r
        if k & 4:
            c, r = r, c
        return COLS[c] + str(r + 1)
    for k in range(8):
        b, w = [tr(v, k) for v in B], [tr(v, k) for v in W]
        res = []
        for eng in (GNU, OURS):
            g = GTP(eng)
            setup(g, 19, b, w, "white")
            res.append([d for d in dragons(g) if len(d) > 1])
            g.close()
        print(k, "B", " ".join(b), "W", " ".join(w), "| gnu", res[0], "| ours", res[1])


def minimize(args):
    f, mv, A, B = args[:4]
    keep = set()
    for a in args[4:]:
        if a.startswith("--keep="):
            keep |= set(a[7:].split(","))
    g = GTP(GNU)
    ours = GTP(OURS) if "--ours" in args else None
    tm = g.cmd("loadsgf corpus/%s %s" % (f, mv))
    n = int(g.cmd("query_boardsize"))
    b, w = g.cmd("list_stones black").split(), g.cmd("list_stones white").split()

    def apart(b, w):
        setup(g, n, b, w, tm)
        if same(dragons(g), A, B) is not False:
            return False
        if ours is None:
            return True
        setup(ours, n, b, w, tm)
        return same(dragons(ours), A, B) is True
    assert apart(b, w), "not apart (or not joined by ours) on the rebuilt board"
    changed = True
    while changed:
        changed = False
        for v in list(b) + list(w):
            if v in (A, B) or v in keep:
                continue
            nb, nw = [x for x in b if x != v], [x for x in w if x != v]
            if apart(nb, nw):
                b, w, changed = nb, nw, True
    print("to move", tm)
    print("black", " ".join(sorted(b)))
    print("white", " ".join(sorted(w)))


if __name__ == "__main__":
    {"probe": probe, "orient": orient, "minimize": minimize}[sys.argv[1]](sys.argv[2:])
