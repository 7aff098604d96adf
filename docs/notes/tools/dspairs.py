#!/usr/bin/env python3
"""Score dragon_stones outputs against GNU Go's cached partitions, in seconds.

usage: dspairs.py [--ref GNUREF.json] [--corpus corpus.txt] OURS.txt [NEW.txt]

OURS.txt/NEW.txt: the stdout of /tmp/team/lead/ds.py-style runs (loadsgf +
dragon_stones for every corpus line, one process). GNUREF.json: underjoin.py's
--cache file (GNU Go 3.8's partitions, in corpus order). Prints the exact
partitions and agreeing same-dragon stone pairs (the numbers dragon_diff.py
prints, without rerunning GNU Go), and with two files every position whose
pairs changed. Session 20 (pmiai).
"""
import argparse, json, re
ap = argparse.ArgumentParser()
ap.add_argument('--ref', default='/tmp/team/lead/s19/gnuref.json')
ap.add_argument('--corpus', default='/work/shared/perf/corpus.txt')
ap.add_argument('files', nargs='+')
o = ap.parse_args()
ref = json.load(open(o.ref))
names = [l.split('#')[0].split() for l in open(o.corpus)]
names = [n for n in names if n]
def parse(fn):
    txt = open(fn).read()
    blocks = [b for b in re.split(r'\n\n+', txt) if b.strip()]
    out = []
    for b in blocks:
        b = b.strip()
        if b.startswith('= white') or b.startswith('= black') or b == '=':
            continue
        b = b[1:].strip() if b.startswith('=') else b
        out.append([l.split() for l in b.split('\n') if l.strip()])
    return out
def pairs(drs):
    m = {}
    for i, d in enumerate(drs):
        for s in d: m[s] = i
    return m
def score(fn):
    ours = parse(fn)
    assert len(ours) == len(ref), (len(ours), len(ref))
    tot = agree = exact = 0
    per = []
    for k, (o, r) in enumerate(zip(ours, ref)):
        mo, mr = pairs(o), pairs(r['dragons'])
        stones = [s for s in mr]
        a = 0; t = 0
        for col in ('black', 'white'):
            ss = r[col]
            for i in range(len(ss)):
                for j in range(i + 1, len(ss)):
                    t += 1
                    if (mo.get(ss[i]) == mo.get(ss[j])) == (mr[ss[i]] == mr[ss[j]]): a += 1
        tot += t; agree += a
        ex = sorted(map(sorted, o)) == sorted(map(sorted, r['dragons']))
        exact += ex
        per.append((names[k], a, t, ex))
    return exact, agree, tot, per
e1, a1, t1, p1 = score(o.files[0])
print(o.files[0], 'exact', e1, 'pairs', a1, t1)
if len(o.files) > 1:
    e2, a2, t2, p2 = score(o.files[1])
    print(o.files[1], 'exact', e2, 'pairs', a2, t2)
    for x, y in zip(p1, p2):
        if x[1:] != y[1:]:
            print(' '.join(x[0]), x[1], '->', y[1], 'exact', x[3], '->', y[3])
