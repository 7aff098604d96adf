#!/usr/bin/env python3
"""Large knights with an attached enemy string, GNU Go 3.8 against our engine.

Usage: python3 probe_attach.py [--ours "BIN gtp"] [--json OUT] [--only SUBSTR]
       [--limit N] [--ref "GNU gtp command"]

Builds empty-board positions by GTP (boardsize 19, clear_board, play) and
asks both engines' dragon_stones whether the two end stones of a black
large knight's move are one dragon. Every board has:
  - a large knight (six shapes: centre vertical and horizontal, along the
    edge on the third/fourth and fourth/fifth lines, perpendicular to the
    edge from the third and fourth lines);
  - one end string of 1, 2 or 3 stones (the end stone extended straight
    away from the shape's rectangle), the other end lone;
  - one white string attached to a stone of an end string (orthogonally
    next to it, outside the rectangle), of 1..4 stones grown straight away
    from the black stone or bent, with 2, 3 or 4 liberties (black stones
    on its far liberties take the extra ones; boards where that is not
    possible are skipped).
Prints the agreement of the two engines overall and by feature (end
string size, attached size, attached liberties, where the attached
stone stands), and with --json writes every board with both answers so
that a rule can be checked offline. Python stdlib only; both engines run
as one process each (the boards are independent: clear_board between).
"""
import argparse, json, subprocess, sys
from collections import Counter, defaultdict

COLS = "ABCDEFGHJKLMNOPQRST"
N = 19


def v2p(v):
    return (COLS.index(v[0]), int(v[1:]) - 1)


def p2v(p):
    return COLS[p[0]] + str(p[1] + 1)


def nbrs(p):
    x, y = p
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= x + dx < N and 0 <= y + dy < N:
            yield (x + dx, y + dy)


def string_of(stones, p):
    c = stones[p]
    seen, todo = {p}, [p]
    while todo:
        s = todo.pop()
        for t in nbrs(s):
            if t not in seen and stones.get(t) == c:
                seen.add(t)
                todo.append(t)
    return seen


def libs(stones, st):
    return {t for s in st for t in nbrs(s) if t not in stones}


SHAPES = [
    ("K12", "L9", "centre-v"),
    ("J10", "M11", "centre-h"),
    ("D12", "C9", "edge-3/4"),
    ("E12", "D9", "edge-4/5"),
    ("K3", "L6", "perp-3"),
    ("K4", "L7", "perp-4"),
]


def boards():
    out = []
    for a, b, sname in SHAPES:
        pa, pb = v2p(a), v2p(b)
        x0, x1 = min(pa[0], pb[0]), max(pa[0], pb[0])
        y0, y1 = min(pa[1], pb[1]), max(pa[1], pb[1])
        inrect = lambda p: x0 <= p[0] <= x1 and y0 <= p[1] <= y1
        for endi, end in enumerate((pa, pb)):
            # end string variants: straight extensions away from the rectangle
            variants = [("1", [])]
            for t in nbrs(end):
                if inrect(t):
                    continue
                d = (t[0] - end[0], t[1] - end[1])
                t2 = (t[0] + d[0], t[1] + d[1])
                variants.append(("2", [t]))
                if 0 <= t2[0] < N and 0 <= t2[1] < N:
                    variants.append(("3", [t, t2]))
            for vsize, ext in variants:
                black = [pa, pb] + ext
                if endi == 1 and vsize == "1":
                    pass
                endstr = [end] + ext
                for s in endstr:
                    for t in nbrs(s):
                        if t in black or inrect(t):
                            continue
                        d = (t[0] - s[0], t[1] - s[1])
                        # white string shapes: straight, and bent both ways
                        perp = [(d[1], d[0]), (-d[1], -d[0])]
                        shapes = [("1", [t])]
                        for k in (2, 3, 4):
                            st = [(t[0] + d[0] * i, t[1] + d[1] * i) for i in range(k)]
                            shapes.append(("%d-straight" % k, st))
                            for pi, pd in enumerate(perp):
                                st2 = [t] + [(t[0] + pd[0] * i, t[1] + pd[1] * i) for i in range(1, k)]
                                shapes.append(("%d-side%d" % (k, pi), st2))
                        for wname, wst in shapes:
                            if any(not (0 <= w[0] < N and 0 <= w[1] < N) or w in black or inrect(w) for w in wst):
                                continue
                            stones = {p: "B" for p in black}
                            for w in wst:
                                stones[w] = "W"
                            if len(string_of(stones, wst[0])) != len(wst):
                                continue
                            # black strings must keep their shape (white not touching other black strings)
                            L = libs(stones, wst)
                            # far liberties first: farthest from the attachment stone s
                            far = sorted(L, key=lambda l: (-(abs(l[0] - s[0]) + abs(l[1] - s[1])), l))
                            for target in (2, 3, 4):
                                if len(L) < target:
                                    continue
                                red = far[: len(L) - target]
                                st3 = dict(stones)
                                ok = True
                                for r in red:
                                    st3[r] = "B"
                                for r in red:
                                    if len(libs(st3, string_of(st3, r))) < 2:
                                        ok = False
                                if not ok:
                                    continue
                                if len(libs(st3, string_of(st3, wst[0]))) != target:
                                    continue
                                if len(string_of(st3, pa)) != (len(endstr) if endi == 0 else 1) + 0 and False:
                                    pass
                                bl = [p2v(p) for p, c in st3.items() if c == "B"]
                                wh = [p2v(p) for p, c in st3.items() if c == "W"]
                                out.append({
                                    "shape": sname, "a": a, "b": b,
                                    "end": "ab"[endi], "endsize": vsize,
                                    "attach_at": "end" if s == end else "mate",
                                    "white": wname, "wlibs": target,
                                    "reducers": len(red),
                                    "black": bl, "whiteStones": wh,
                                })
    # dedupe
    seen, res = set(), []
    for o in out:
        k = (tuple(sorted(o["black"])), tuple(sorted(o["whiteStones"])))
        if k in seen:
            continue
        seen.add(k)
        res.append(o)
    return res


def run(eng, bs):
    # Each dragon_stones carries the board's index as its GTP id, so an
    # illegal play or a missing answer cannot shift the others; a board
    # without an answer gets None.
    cmds = ["boardsize 19"]
    for k, o in enumerate(bs):
        cmds.append("clear_board")
        # order does not matter: the boards have no captures
        cmds += ["play B %s" % v for v in o["black"]]
        cmds += ["play W %s" % v for v in o["whiteStones"]]
        cmds.append("%d dragon_stones" % (k + 1))
    p = subprocess.run(eng, input="\n".join(cmds) + "\nquit\n", capture_output=True, text=True, shell=True)
    ans = {}
    for x in p.stdout.split("\n\n"):
        x = x.strip()
        if x.startswith("=") and x[1:2].isdigit():
            k, _, rest = x[1:].partition(" ")
            k, _, first = x[1:].partition("\n") if not rest else (k, "", rest)
            ans[int(k.split()[0])] = x
    return [ans.get(k + 1) for k in range(len(bs))]


def joined(ans, a, b):
    if ans is None:
        return None
    ans = ans.lstrip("=0123456789")
    for l in ans.split("\n"):
        w = l.split()
        if a in w:
            return b in w
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", default="./dragonrepl gtp")
    ap.add_argument("--ref", default="/usr/games/gnugo --mode gtp --quiet")
    ap.add_argument("--json")
    ap.add_argument("--refjson", help="reuse the reference answers of an earlier --json")
    ap.add_argument("--only")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--shapes", default="centre-v,edge-3/4,perp-3",
                    help="comma-separated shape names (all: centre-v,centre-h,edge-3/4,edge-4/5,perp-3,perp-4)")
    ap.add_argument("--max-reducers", type=int, default=2,
                    help="most black stones placed to take the attached string's liberties")
    args = ap.parse_args()
    shapes = set(args.shapes.split(","))
    bs = [o for o in boards() if o["shape"] in shapes and o["reducers"] <= args.max_reducers]
    if args.only:
        bs = [o for o in bs if args.only in json.dumps(o)]
    if args.limit:
        bs = bs[: args.limit]
    if args.refjson:
        ref = {(tuple(o["black"]), tuple(o["whiteStones"])): o["gnu"] for o in json.load(open(args.refjson))}
        for o in bs:
            o["gnu"] = ref.get((tuple(o["black"]), tuple(o["whiteStones"])))
    else:
        for o, ans in zip(bs, run(args.ref, bs)):
            o["gnu"] = joined(ans, o["a"], o["b"])
    for o, ans in zip(bs, run(args.ours, bs)):
        o["ours"] = joined(ans, o["a"], o["b"])
    if args.json:
        json.dump(bs, open(args.json, "w"), indent=0)
    missing = [o for o in bs if o["gnu"] is None or o["ours"] is None]
    if missing:
        print("boards without an answer: %d (first: %s)" % (len(missing), missing[0]))
    bs = [o for o in bs if o["gnu"] is not None and o["ours"] is not None]
    agree = sum(o["gnu"] == o["ours"] for o in bs)
    print("boards %d agree %d (gnu joins %d, ours joins %d; over-joined %d, under-joined %d)" % (
        len(bs), agree, sum(o["gnu"] for o in bs), sum(o["ours"] for o in bs),
        sum(o["ours"] and not o["gnu"] for o in bs), sum(o["gnu"] and not o["ours"] for o in bs)))
    for f in ("shape", "endsize", "attach_at", "white", "wlibs", "reducers"):
        t = defaultdict(Counter)
        for o in bs:
            t[o[f]]["n"] += 1
            t[o[f]]["gnuJ"] += o["gnu"]
            t[o[f]]["ourJ"] += o["ours"]
            t[o[f]]["agree"] += o["gnu"] == o["ours"]
        print(f + ": " + "  ".join("%s n=%d gnuJ=%d ourJ=%d agree=%d" % (k, c["n"], c["gnuJ"], c["ourJ"], c["agree"]) for k, c in sorted(t.items(), key=lambda kv: str(kv[0]))))


if __name__ == "__main__":
    main()
