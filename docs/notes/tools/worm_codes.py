#!/usr/bin/env python3
"""Tactical agreement worm by worm: worm_data attack/defense codes and points vs GNU Go 3.8.

For every position of a corpus list ('FILE MOVE' lines, `loadsgf corpus/FILE MOVE`),
both engines are started afresh (GNU Go's answers depend on what it analysed before),
get `loadsgf` and `worm_data` (no argument: every point), and every worm (one entry per
origin) is compared on attack_code, defense_code, and attack_point/defense_point where
both engines' codes are non-zero. GNU Go's answers are cached in a JSON file (keyed by
"FILE MOVE"), so later runs only run the engine under test.

Usage (from anywhere):
  python3 worm_codes.py run 'BIN gtp' LIST OUT.json [--ref '/usr/games/gnugo --mode gtp --quiet'
                                                    --cache GNU.json --jobs 2]
  python3 worm_codes.py cmp GNU.json OUT.json [--show N]   # per-worm disagreements
  python3 worm_codes.py cmp GNU.json A.json B.json          # what changed between two runs
LIST defaults to resolving FILE against /work/shared/perf/corpus. Codes are GNU's
worm_data codes (5 win, 4 ko_a, 3 ko_b, 0 none). Standard library only.
"""
import json
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

SGFDIR = "/work/shared/perf/corpus"
FIELDS = ["attack_code", "attack_point", "defense_code", "defense_point", "liberties", "size", "color"]


def load_list(path):
    out = []
    for line in open(path):
        line = line.split("#")[0].strip()
        if not line:
            continue
        f, m = line.split()[:2]
        out.append((f, int(m)))
    return out


def worms(cmd, f, m, timeout=120):
    inp = "loadsgf %s %d\nworm_data\nquit\n" % (os.path.join(SGFDIR, f), m)
    try:
        p = subprocess.run(shlex.split(cmd), input=inp, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    res = {}
    cur = None
    for line in p.stdout.splitlines():
        line = line.strip()
        if line.startswith("="):
            line = line[1:].strip()
        if not line:
            continue
        if line.endswith(":") and " " not in line:
            cur = {"pt": line[:-1]}
            continue
        if cur is None:
            continue
        parts = line.split(None, 1)
        if len(parts) == 2:
            cur[parts[0]] = parts[1]
            if parts[0] == "unconditional_status":
                if cur.get("color") in ("black", "white") and cur.get("origin") == cur["pt"]:
                    res[cur["pt"]] = {k: cur.get(k) for k in FIELDS}
                cur = None
    return res


def run(argv):
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("list")
    ap.add_argument("out")
    ap.add_argument("--ref", default="/usr/games/gnugo --mode gtp --quiet")
    ap.add_argument("--cache", default=None)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args(argv)
    pos = load_list(a.list)
    cache = {}
    if a.cache and os.path.exists(a.cache):
        cache = json.load(open(a.cache))
    with ThreadPoolExecutor(a.jobs) as ex:
        missing = [p for p in pos if "%s %d" % p not in cache]
        for p, r in zip(missing, ex.map(lambda p: worms(a.ref, *p), missing)):
            cache["%s %d" % p] = r
        if a.cache and missing:
            json.dump(cache, open(a.cache, "w"))
        ours = dict(zip(["%s %d" % p for p in pos], ex.map(lambda p: worms(a.engine, *p), pos)))
    json.dump(ours, open(a.out, "w"))
    if a.cache:
        report(cache, ours, 0)


def report(ref, ours, show, label=""):
    n = ac = dc = ap = apn = dp = dpn = 0
    bad = []
    for key, rw in ref.items():
        ow = ours.get(key)
        if ow is None or rw is None:
            continue
        for o, r in rw.items():
            w = ow.get(o)
            if w is None:
                continue
            n += 1
            ok = True
            if w["attack_code"] == r["attack_code"]:
                ac += 1
            else:
                ok = False
            if w["defense_code"] == r["defense_code"]:
                dc += 1
            else:
                ok = False
            if w["attack_code"] != "0" and r["attack_code"] != "0":
                apn += 1
                ap += w["attack_point"] == r["attack_point"]
            if w["defense_code"] != "0" and r["defense_code"] != "0":
                dpn += 1
                dp += w["defense_point"] == r["defense_point"]
            if not ok:
                bad.append("%s %s %s libs %s size %s: attack gnu %s %s ours %s %s | defense gnu %s %s ours %s %s" % (
                    key, o, r["color"], r["liberties"], r["size"], r["attack_code"], r["attack_point"],
                    w["attack_code"], w["attack_point"], r["defense_code"], r["defense_point"],
                    w["defense_code"], w["defense_point"]))
    print("%sworms %d  attack_code %d (%.2f%%)  defense_code %d (%.2f%%)  attack_point %d/%d  defense_point %d/%d"
          % (label, n, ac, 100.0 * ac / max(n, 1), dc, 100.0 * dc / max(n, 1), ap, apn, dp, dpn))
    for b in bad[:show]:
        print("  " + b)
    return bad


def cmp(argv):
    show = 0
    if "--show" in argv:
        i = argv.index("--show")
        show = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    ref = json.load(open(argv[0]))
    runs = [json.load(open(x)) for x in argv[1:]]
    bads = []
    for x, r in zip(argv[1:], runs):
        bads.append(set(report(ref, r, show, x + ": ")))
    if len(runs) == 2:
        def key(b):
            return b.split(":")[0]
        a = {key(b) for b in bads[0]}
        b = {key(b) for b in bads[1]}
        for k in sorted(a - b):
            print("FIXED " + k)
        for k in sorted(b - a):
            print("BROKE " + [x for x in bads[1] if key(x) == k][0])


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "run":
        run(sys.argv[2:])
    elif len(sys.argv) > 1 and sys.argv[1] == "cmp":
        cmp(sys.argv[2:])
    else:
        print(__doc__)
