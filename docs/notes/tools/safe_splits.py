#!/usr/bin/env python3
"""Positions where GNU Go 3.8 splits two live, tactically safe strings that its own reading
calls connected (session 24's evidence for filing issue 5 blocked on its 95% partition goal).
Reads selfcons.py's OUT.json (made with GNU Go as the engine, e.g. with --jumps) and asks a
fresh GNU Go, for every pair the partition splits although `disconnect` answered 0, for
`attack` of both strings, `dragon_status` of both and `connect`. A pair is clean when both
attacks are 0, both dragons alive and connect 1: no partition judged by reading, GNU Go's
own included, splits it. Prints the pairs and the positions holding a clean pair.
Session 24: corpus 12 of 166 positions, heldout.txt 27 of 143, heldout3.txt 24 of 155.
usage: safe_splits.py OUT.json   (~1-2 min, 2 threads)"""
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

CWD = "/work/shared/perf"
GNU = "/usr/games/gnugo --mode gtp --quiet"


def query(x):
    cmds = ["loadsgf corpus/%s %s" % (x["f"], x["mv"]), "attack " + x["a"], "attack " + x["b"],
            "dragon_status " + x["a"], "dragon_status " + x["b"],
            "connect %s %s" % (x["a"], x["b"])]
    p = subprocess.run(GNU, shell=True, cwd=CWD, input="\n".join(cmds) + "\nquit\n",
                       capture_output=True, text=True)
    return [b.strip()[1:].strip() for b in p.stdout.split("\n\n") if b.strip()]


def main():
    rows = json.load(open(sys.argv[1]))
    split_uncut = [x for x in rows if not x["same"] and x["disc"].split()[0] == "0"]
    with ThreadPoolExecutor(2) as ex:
        answers = list(ex.map(query, split_uncut))
    clean = set()
    for x, a in zip(split_uncut, answers):
        if (a[1] == "0" and a[2] == "0" and a[3].startswith("alive")
                and a[4].startswith("alive") and a[5].split()[0] == "1"):
            where = "%s:%s" % (x["f"], x["mv"])
            clean.add(where)
            print("clean", where, x["a"], x["b"])
    positions = {"%s:%s" % (x["f"], x["mv"]) for x in rows}
    print("split-uncuttable pairs %d; positions with a clean pair %d of %d"
          % (len(split_uncut), len(clean), len(positions)))


if __name__ == "__main__":
    main()
