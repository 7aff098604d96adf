#!/usr/bin/env python3
"""Connection reading agreement with GNU Go 3.8, pair by pair (session 23).

For every position of a list (default: the perf corpus and heldout.txt), pairs of
same-coloured strings that are connection candidates, in these classes:
  diag_cut   diagonal stones, one or both cutting points held by the opponent
  knight     knight's move, the two points between empty
  jump1      one-space jump, the middle point empty
  jump2      two-space jump, the two points between empty
  bigknight  large knight's move, the rectangle between empty
  enemy      strings touching one opponent string of at most four liberties
  diag_empty diagonal stones, both cutting points empty
(a pair takes the first class it fits, from its closest stones), at most CAP per
position, taken round robin over the classes in that order, each class in a fixed
pseudo-random order (crc32 of the vertices): deterministic and engine independent.
Each engine answers `connect A B` and `disconnect A B` for every pair, one process per
position, from a fresh load of the position.

usage:
  connpairs.py run 'ENGINE gtp' OUT.json [--list FILE]... [--cap 20] [--jobs 2]
      (answers cached in OUT.json: positions already there are not asked again)
  connpairs.py cmp REF.json OUT.json [--show N] [--class C]
      agreement of the result codes, and of the moves where both engines give a
      non-zero code with a move, per set (corpus / held-out) and per class; --show
      lists N differing pairs.
Run from anywhere (positions load from /work/shared/perf)."""
import sys, json, zlib, os, time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from symmetry import Engine  # noqa: E402

CWD = "/work/shared/perf"
COLS = "ABCDEFGHJKLMNOPQRST"
TOOLS = os.path.dirname(os.path.abspath(__file__))
LISTS = {"corpus": CWD + "/corpus.txt", "heldout": TOOLS + "/heldout.txt"}
CLASSES = ["diag_cut", "knight", "jump1", "jump2", "bigknight", "enemy", "diag_empty"]
SH = {(0, 2): "jump1", (1, 2): "knight", (0, 3): "jump2", (1, 3): "bigknight"}


def vtx(p, n):
    return "%s%d" % (COLS[p[1]], n - p[0])


def nb(p, n):
    for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        q = (p[0] + d[0], p[1] + d[1])
        if 0 <= q[0] < n and 0 <= q[1] < n:
            yield q


def candidate_pairs(n, bd, cap):
    """bd: (i, j) -> 'black'/'white'. Returns [(a, b, class)] (vertices)."""
    sid, libs, stones = {}, [], []
    for p in sorted(bd):
        if p in sid:
            continue
        st = [p]
        sid[p] = len(libs)
        k = 0
        L = set()
        while k < len(st):
            for q in nb(st[k], n):
                if q not in bd:
                    L.add(q)
                elif bd[q] == bd[p] and q not in sid:
                    sid[q] = len(libs)
                    st.append(q)
            k += 1
        libs.append(L)
        stones.append(sorted(st))
    best = {}  # (s, t) -> (rank, dist, p, q, class)
    for p in bd:
        for q in bd:
            if bd[p] != bd[q] or sid[p] >= sid[q]:
                continue
            a, b = sorted((abs(p[0] - q[0]), abs(p[1] - q[1])))
            if (a, b) == (1, 1):
                c1, c2 = (p[0], q[1]), (q[0], p[1])
                cl = "diag_empty" if c1 not in bd and c2 not in bd else "diag_cut"
            elif (a, b) in SH:
                i0, i1 = sorted((p[0], q[0]))
                j0, j1 = sorted((p[1], q[1]))
                inside = [(i, j) for i in range(i0, i1 + 1) for j in range(j0, j1 + 1) if (i, j) not in (p, q)]
                if any(x in bd for x in inside):
                    continue
                cl = SH[(a, b)]
            else:
                continue
            key = (sid[p], sid[q])
            cand = (CLASSES.index(cl), a + b, p, q, cl)
            if key not in best or cand[:2] < best[key][:2]:
                best[key] = cand
    # strings touching a common opponent string of at most four liberties
    for e in range(len(libs)):
        if len(libs[e]) > 4:
            continue
        col = bd[stones[e][0]]
        adj = sorted({sid[q] for p in stones[e] for q in nb(p, n) if q in bd and bd[q] != col})
        for x in range(len(adj)):
            for y in range(x + 1, len(adj)):
                key = (adj[x], adj[y])
                if key not in best:
                    best[key] = (CLASSES.index("enemy"), 0, stones[adj[x]][0], stones[adj[y]][0], "enemy")
    bycl = {c: [] for c in CLASSES}
    for (_, _, p, q, cl) in best.values():
        a, b = vtx(p, n), vtx(q, n)
        bycl[cl].append((zlib.crc32((a + b).encode()), a, b, cl))
    for c in bycl:
        bycl[c].sort()
    out = []
    while len(out) < cap and any(bycl.values()):
        for c in CLASSES:
            if bycl[c] and len(out) < cap:
                _, a, b, cl = bycl[c].pop(0)
                out.append((a, b, cl))
    return out


def ask_position(eng_cmd, f, mv, cap):
    e = Engine(eng_cmd, cwd=CWD)
    try:
        e.ask("loadsgf corpus/%s %s" % (f, mv))
        n = int(e.ask("query_boardsize"))
        bd = {}
        for col in ("black", "white"):
            for v in e.ask("list_stones " + col).split():
                bd[(n - int(v[1:]), COLS.index(v[0].upper()))] = col
        res = []
        for a, b, cl in candidate_pairs(n, bd, cap):
            r = dict(a=a, b=b, cls=cl)
            for cmd in ("connect", "disconnect"):
                t = time.time()
                r[cmd] = e.ask("%s %s %s" % (cmd, a, b))
                r[cmd + "_s"] = round(time.time() - t, 3)
            res.append(r)
        return res
    finally:
        e.close()


def positions(lists):
    out = []
    for name in lists:
        path = LISTS.get(name, name)
        tag = "heldout" if "heldout" in path else ("corpus" if name in LISTS or "corpus" in path else name)
        for l in open(path):
            if l.strip() and not l.startswith("#"):
                f, mv = l.split()[:2]
                out.append((tag, f, mv))
    return out


def run(argv):
    eng, outp = argv[0], argv[1]
    lists, cap, jobs = [], 20, 2
    i = 2
    while i < len(argv):
        if argv[i] == "--list":
            lists.append(argv[i + 1])
        elif argv[i] == "--cap":
            cap = int(argv[i + 1])
        elif argv[i] == "--jobs":
            jobs = int(argv[i + 1])
        i += 2
    lists = lists or ["corpus", "heldout"]
    cache = json.load(open(outp)) if os.path.exists(outp) else {}
    todo = [p for p in positions(lists) if "%s %s" % (p[1], p[2]) not in cache]

    def one(p):
        tag, f, mv = p
        try:
            return p, ask_position(eng, f, mv, cap)
        except Exception as ex:  # an engine failure leaves the position out
            print("%s %s: %s" % (f, mv, ex), file=sys.stderr)
            return p, None

    t0 = time.time()
    with ThreadPoolExecutor(jobs) as ex:
        for k, (p, res) in enumerate(ex.map(one, todo)):
            if res is not None:
                cache["%s %s" % (p[1], p[2])] = dict(set=p[0], pairs=res)
            if k % 20 == 19:
                json.dump(cache, open(outp, "w"))
                print("%d/%d %.0fs" % (k + 1, len(todo), time.time() - t0), file=sys.stderr)
    json.dump(cache, open(outp, "w"))


def code(s):
    return s.split()[0]


def move(s):
    w = s.split()
    return w[1] if len(w) > 1 else ""


def cmp(argv):
    ref, ours = json.load(open(argv[0])), json.load(open(argv[1]))
    show, only = 0, None
    i = 2
    while i < len(argv):
        if argv[i] == "--show":
            show = int(argv[i + 1])
        elif argv[i] == "--class":
            only = argv[i + 1]
        i += 2
    stats = {}
    diffs = []
    for pos in sorted(ref):
        if pos not in ours:
            continue
        o = {(r["a"], r["b"]): r for r in ours[pos]["pairs"]}
        for r in ref[pos]["pairs"]:
            q = o.get((r["a"], r["b"]))
            if q is None:
                continue
            for cmd in ("connect", "disconnect"):
                for k in ((ref[pos]["set"], "all"), (ref[pos]["set"], r["cls"])):
                    s = stats.setdefault(k + (cmd,), [0, 0, 0, 0])
                    s[0] += 1
                    s[1] += code(r[cmd]) == code(q[cmd])
                    if code(r[cmd]) != "0" and code(q[cmd]) != "0":
                        s[2] += 1
                        s[3] += move(r[cmd]) == move(q[cmd])
                if code(r[cmd]) != code(q[cmd]) and (only is None or r["cls"] == only):
                    diffs.append((pos, r["cls"], cmd, r["a"], r["b"], r[cmd], q[cmd]))
    sets = sorted({k[0] for k in stats})
    for st in sets:
        for cmd in ("connect", "disconnect"):
            for cl in ["all"] + CLASSES:
                s = stats.get((st, cl, cmd))
                if not s:
                    continue
                print("%-8s %-10s %-10s codes %4d/%4d (%5.1f%%)  moves %4d/%4d" %
                      (st, cmd, cl, s[1], s[0], 100.0 * s[1] / s[0], s[3], s[2]))
    both = {}
    for st in sets + ["corpus", "heldout"]:
        a = b = 0
        for cmd in ("connect", "disconnect"):
            s = stats.get((st, "all", cmd), [0, 0, 0, 0])
            a += s[1]
            b += s[0]
        both[st] = (a, b)
    print("SUMMARY codes agree: corpus %d/%d, heldout %d/%d" % (both["corpus"] + both["heldout"]))
    for d in diffs[:show]:
        print("DIFF %s %-10s %-10s %s %s  ref=%s ours=%s" % d)


if __name__ == "__main__":
    if len(sys.argv) < 4 or sys.argv[1] not in ("run", "cmp"):
        print(__doc__)
        sys.exit(2)
    (run if sys.argv[1] == "run" else cmp)(sys.argv[2:])
