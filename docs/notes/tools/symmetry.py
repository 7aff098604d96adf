#!/usr/bin/env python3
"""Orientation and colour invariance of the dragon partition (REVIEW17 M1).

For every position (corpus entries loaded with loadsgf, or random sparse
positions) the script writes the 8 board symmetries, each also with the
colours swapped, as setup-only SGF files (AB/AW/PL), loads each with loadsgf
in one engine process, asks dragon_stones, maps the answer back through the
inverse symmetry and compares it with the identity's answer. A position is
"not invariant" when any of the 16 images gives another partition.

  symmetry.py 'BIN gtp' --corpus /work/shared/perf/corpus.txt
  symmetry.py 'BIN gtp' --random 200 --size 9 --seed 1 [--stones 20]
  options: --noswap (symmetries only), --verbose (the differing dragons)
"""
import argparse, os, random, subprocess, sys, tempfile

LET = "ABCDEFGHJKLMNOPQRST"


class Engine:
    """A GTP engine process (cwd: its working directory); gnuprobe.py reuses it."""
    def __init__(self, cmd, cwd=None):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, cwd=cwd)

    def ask(self, c):
        self.p.stdin.write(c + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            l = self.p.stdout.readline()
            if l == "":
                raise RuntimeError("engine died on " + c)
            l = l.rstrip("\n")
            if l == "" and out:
                break
            if l == "" and not out:
                continue
            out.append(l)
        s = "\n".join(out)
        if s.startswith("?"):
            raise RuntimeError(c + ": " + s)
        return s[1:].strip()

    def close(self):
        """Quits the engine and waits for it (at most 5 s)."""
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
            self.p.wait(5)
        except Exception:
            pass


def vert2ij(v, n):
    return n - int(v[1:]), LET.index(v[0].upper())


def ij2vert(i, j, n):
    return LET[j] + str(n - i)


def sym(t, i, j, n):
    if t & 4:
        i, j = j, i
    if t & 1:
        i = n - 1 - i
    if t & 2:
        j = n - 1 - j
    return i, j


def inv(t, i, j, n):
    if t & 2:
        j = n - 1 - j
    if t & 1:
        i = n - 1 - i
    if t & 4:
        i, j = j, i
    return i, j


def partition(e, path, n, t):
    e.ask("loadsgf " + path)
    out = e.ask("dragon_stones")
    part = set()
    for line in out.split("\n"):
        vs = line.split()
        if not vs:
            continue
        part.add(frozenset(inv(t, *vert2ij(v, n), n) for v in vs))
    return part


def write_sgf(path, n, black, white, tomove):
    def pts(s):
        return "".join("[%s%s]" % (chr(97 + j), chr(97 + i)) for i, j in sorted(s))
    with open(path, "w") as f:
        f.write("(;GM[1]FF[4]SZ[%d]KM[0]PL[%s]" % (n, tomove))
        if black:
            f.write("AB" + pts(black))
        if white:
            f.write("AW" + pts(white))
        f.write(")\n")


def check(e, tmp, n, black, white, tomove, swap):
    images = [(t, False) for t in range(8)]
    if swap:
        images += [(t, True) for t in range(8)]
    ref, bad = None, []
    for t, sw in images:
        b = {sym(t, i, j, n) for i, j in black}
        w = {sym(t, i, j, n) for i, j in white}
        tm = tomove
        if sw:
            b, w = w, b
            tm = "W" if tm == "B" else "B"
        write_sgf(tmp, n, b, w, tm)
        part = partition(e, tmp, n, t)
        if ref is None:
            ref = part
        elif part != ref:
            bad.append((t, sw, part))
    return ref, bad


def fmt(d, n):
    return " ".join(ij2vert(i, j, n) for i, j in sorted(d))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("--corpus")
    ap.add_argument("--random", type=int, default=0)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--stones", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--noswap", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    e = Engine(a.engine)
    fd, tmp = tempfile.mkstemp(suffix=".sgf")
    os.close(fd)
    jobs = []
    if a.corpus:
        d = os.path.join(os.path.dirname(a.corpus), "corpus")
        for l in open(a.corpus):
            if l.startswith("#") or not l.strip():
                continue
            f, mv = l.split()
            jobs.append(("%s:%s" % (f, mv), ("sgf", os.path.join(d, f), mv)))
    rnd = random.Random(a.seed)
    for k in range(a.random):
        jobs.append(("random%d" % k, ("rnd",)))
    nbad = 0
    for name, job in jobs:
        if job[0] == "sgf":
            e.ask("loadsgf %s %s" % (job[1], job[2]))
            n = int(e.ask("query_boardsize"))
            black = {vert2ij(v, n) for v in e.ask("list_stones black").split()}
            white = {vert2ij(v, n) for v in e.ask("list_stones white").split()}
            tomove = "B"
        else:
            n = a.size
            k = a.stones or max(2, n * n // 5)
            e.ask("boardsize %d" % n)
            e.ask("clear_board")
            black, white = set(), set()
            for _ in range(k * 3):
                if len(black) + len(white) >= k:
                    break
                i, j = rnd.randrange(n), rnd.randrange(n)
                c = "black" if len(black) <= len(white) else "white"
                v = ij2vert(i, j, n)
                if e.ask("is_legal %s %s" % (c, v)) != "1":
                    continue
                e.ask("play %s %s" % (c, v))
                black = {vert2ij(v, n) for v in e.ask("list_stones black").split()}
                white = {vert2ij(v, n) for v in e.ask("list_stones white").split()}
            tomove = "B"
        ref, bad = check(e, tmp, n, black, white, tomove, not a.noswap)
        if bad:
            nbad += 1
            print("NOT INVARIANT %s (%d of %d images)" % (name, len(bad), 7 if a.noswap else 15))
            if a.verbose:
                for t, sw, part in bad:
                    print("  sym %d swap %s:" % (t, sw))
                    for dd in sorted(ref - part, key=lambda d: min(d)):
                        print("    identity  :", fmt(dd, n))
                    for dd in sorted(part - ref, key=lambda d: min(d)):
                        print("    this image:", fmt(dd, n))
                if job[0] == "rnd":
                    write_sgf("/dev/stdout", n, black, white, tomove)
        sys.stdout.flush()
    print("positions %d, not invariant %d" % (len(jobs), nbad))
    os.unlink(tmp)


if __name__ == "__main__":
    main()
