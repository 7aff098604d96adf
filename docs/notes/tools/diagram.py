#!/usr/bin/env python3
"""Print a corpus position as a test diagram (X black, O white, . empty).

usage: diagram.py 'ENGINE gtp' FILE MOVE ['play white C5' ...]

Loads corpus/FILE before MOVE in ENGINE (run from /work/shared/perf or pass
--corpus-dir), plays the extra GTP commands, and turns showboard into the
rows mustDiagram reads (first row = the top line).
"""
import subprocess, sys

eng, f, mv = sys.argv[1:4]
cwd = "/work/shared/perf"
cmds = "loadsgf corpus/%s %s\n" % (f, mv) + "".join(e + "\n" for e in sys.argv[4:]) + "showboard\n"
out = subprocess.run(eng.split(), input=cmds, capture_output=True, text=True, cwd=cwd).stdout
rows = []
for l in out.splitlines():
    t = l.split()
    if len(t) > 2 and t[0].isdigit() and t[1] in ".XO+":
        rows.append(t[1:])
n = len(rows)
print("\n".join("".join(r[:n]).replace("+", ".") for r in rows))
