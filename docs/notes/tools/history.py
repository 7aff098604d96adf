#!/usr/bin/env python3
"""History-independence harness (REVIEW17 H1, session 19).

For each position, asks a sequence of questions (attack/defend, connect/
disconnect, owl_attack/owl_defend, dragon_stones) in ONE engine process
after one loadsgf, and each question alone (loadsgf again before every
question, which resets every cache of the engine; --fresh: a new process
per question). Prints the questions whose answers differ and counts.

  history.py --engine 'BIN gtp' [--regress] [--corpus] [--max-pos N] [--jobs J]
  history.py --engine 'BIN gtp' --games 6 --moves 30 --dragons 2 --worms 4

--random N: N random 7x7 positions (each set up with boardsize + plays).
--games N: N random 7x7 games of --moves moves, walked in ONE process that
sends only the new move before each position's questions (as a REPL
session or the regression's prefix reuse does); "alone" replays boardsize
and the moves before every question. Questions per position: attack and
defend of the --worms strings with the fewest (<= 4) liberties, connect
and disconnect of --pairs nearby pairs of one colour, owl_attack and
owl_defend of the --dragons smallest dragons, dragon_stones; shuffled.
"""
import argparse, json, os, random, shlex, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

REG = '/work/shared/regress'
PERF = '/work/shared/perf'


class GTP:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)

    def cmd(self, c):
        self.p.stdin.write(c + '\n')
        self.p.stdin.flush()
        out = []
        while True:
            l = self.p.stdout.readline()
            if l == '':
                raise RuntimeError('engine died on ' + c)
            if l.strip() == '' and out:
                break
            if l.strip() == '' and not out:
                continue
            out.append(l.rstrip('\n'))
        s = '\n'.join(out)
        return s[1:].strip() if s[:1] in '=?' else s

    def close(self):
        try:
            self.p.stdin.write('quit\n')
            self.p.stdin.flush()
        except Exception:
            pass
        self.p.wait()


def positions(args):
    pos = []
    if args.regress:
        seen = set()
        for l in open(os.path.join(REG, 'public.jsonl')):
            t = json.loads(l)
            if t['suite'] not in ('connection', 'connect'):
                continue
            s = tuple(c if not c.startswith('loadsgf ') else
                      'loadsgf ' + os.path.join(REG, c.split()[1]) + ''.join(' ' + x for x in c.split()[2:])
                      for c in t['setup'])
            if s not in seen:
                seen.add(s)
                pos.append(('reg:' + ' '.join(t['setup'][0].split()[1:]), list(s)))
    if args.corpus:
        for l in open(os.path.join(PERF, 'corpus.txt')):
            if l.startswith('#') or not l.strip():
                continue
            f, m = l.split()
            pos.append(('corpus:%s:%s' % (f, m), ['loadsgf %s %s' % (os.path.join(PERF, 'corpus', f), m)]))
    if args.random:
        rnd = random.Random(args.seed)
        letters = 'ABCDEFGHJ'
        for k in range(args.random):
            n = args.size
            pts = [letters[i] + str(j + 1) for i in range(n) for j in range(n)]
            rnd.shuffle(pts)
            m = rnd.randint(n * n // 3, n * n // 2)
            setup = ['boardsize %d' % n, 'clear_board']
            for i, p in enumerate(pts[:m]):
                setup.append('play %s %s' % ('black' if rnd.random() < 0.5 else 'white', p))
            pos.append(('rand%d' % k, setup))
    if args.games:
        rnd = random.Random(args.seed)
        letters = 'ABCDEFGHJ'
        for g in range(args.games):
            n = args.size
            pts = [letters[i] + str(j + 1) for i in range(n) for j in range(n)]
            rnd.shuffle(pts)
            setup = ['boardsize %d' % n, 'clear_board']
            chain = []
            for i, p in enumerate(pts[:args.moves]):
                setup = setup + ['play %s %s' % ('black' if i % 2 == 0 else 'white', p)]
                if i >= args.moves // 3:
                    chain.append(('game%d:%d' % (g, i), setup))
            pos.append(('chain', chain))
    if args.max_pos:
        pos = pos[:args.max_pos]
    return pos


def coords(v, n):
    letters = 'ABCDEFGHJKLMNOPQRST'
    return letters.index(v[0]), int(v[1:])


def questions(eng, setup, args):
    for c in setup:
        eng.cmd(c)
    worms = [l.split() for l in eng.cmd('worm_stones').split('\n') if l.strip()]
    dragons = [l.split() for l in eng.cmd('dragon_stones').split('\n') if l.strip()]
    color = {}
    for col in ('black', 'white'):
        for v in eng.cmd('list_stones ' + col).split():
            color[v] = col
    qs = []
    short = []
    for w in worms:
        lib = int(eng.cmd('countlib ' + w[0]))
        if lib <= 4:
            short.append((lib, w))
    short.sort(key=lambda x: (x[0], x[1][0]))
    for lib, w in short[:args.worms]:
        qs.append('attack ' + w[0])
        qs.append('defend ' + w[0])
    # connection pairs: worms of one colour close together, not one worm
    pairs = []
    for i in range(len(worms)):
        for j in range(i + 1, len(worms)):
            a, b = worms[i], worms[j]
            if color[a[0]] != color[b[0]]:
                continue
            d = min(abs(coords(x, 0)[0] - coords(y, 0)[0]) + abs(coords(x, 0)[1] - coords(y, 0)[1])
                    for x in a for y in b)
            if d <= 3:
                pairs.append((d, a[0], b[0]))
    rnd = random.Random(len(worms) * 7919 + len(dragons))
    rnd.shuffle(pairs)
    for d, a, b in pairs[:args.pairs]:
        qs.append('connect %s %s' % (a, b))
        qs.append('disconnect %s %s' % (a, b))
    ds = sorted(dragons, key=lambda d: (len(d), d[0]))
    for d in ds[:args.dragons]:
        qs.append('owl_attack ' + d[0])
        qs.append('owl_defend ' + d[0])
    rnd.shuffle(qs)
    qs.append('dragon_stones')
    return qs


def run_pos(argv, name, setup, args):
    eng = GTP(argv)
    qs = questions(eng, setup, args)
    eng.close()
    seq = GTP(argv)
    for c in setup:
        seq.cmd(c)
    seq_ans = [seq.cmd(q) for q in qs]
    seq.close()
    alone = []
    if args.fresh:
        for q in qs:
            e = GTP(argv)
            for c in setup:
                e.cmd(c)
            alone.append(e.cmd(q))
            e.close()
    else:
        e = GTP(argv)
        for q in qs:
            for c in setup:
                e.cmd(c)
            alone.append(e.cmd(q))
        e.close()
    diffs = [(i, q, a, s) for i, (q, a, s) in enumerate(zip(qs, alone, seq_ans)) if a != s]
    return name, qs, diffs


def run_chain(argv, chain, args):
    # One process walks the positions of a game, sending only the new
    # moves (as a REPL session or the regression's prefix reuse does).
    eng = GTP(argv)
    allq = [questions(eng, setup, args) for _, setup in chain]
    eng.close()
    seq = GTP(argv)
    sent = []
    seq_ans = []
    for (_, setup), qs in zip(chain, allq):
        if setup[:len(sent)] == sent:
            todo = setup[len(sent):]
        else:
            todo = setup
        for c in todo:
            seq.cmd(c)
        sent = setup
        seq_ans.append([seq.cmd(q) for q in qs])
    seq.close()
    e = GTP(argv)
    res = []
    for (name, setup), qs, sa in zip(chain, allq, seq_ans):
        diffs = []
        for i, q in enumerate(qs):
            for c in setup:
                e.cmd(c)
            a = e.cmd(q)
            if a != sa[i]:
                diffs.append((i, q, a, sa[i]))
        res.append((name, qs, diffs))
    e.close()
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--engine', required=True)
    ap.add_argument('--regress', action='store_true')
    ap.add_argument('--corpus', action='store_true')
    ap.add_argument('--max-pos', type=int, default=0)
    ap.add_argument('--worms', type=int, default=8)
    ap.add_argument('--pairs', type=int, default=8)
    ap.add_argument('--dragons', type=int, default=4)
    ap.add_argument('--random', type=int, default=0)
    ap.add_argument('--size', type=int, default=7)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--games', type=int, default=0)
    ap.add_argument('--moves', type=int, default=30)
    ap.add_argument('--jobs', type=int, default=1)
    ap.add_argument('--fresh', action='store_true')
    ap.add_argument('--json', default=None)
    args = ap.parse_args()
    argv = shlex.split(args.engine)
    pos = positions(args)
    tot = nd = npos = 0
    kinds = {}
    out = []
    with ThreadPoolExecutor(args.jobs) as ex:
        def job(p):
            if p[0] == 'chain':
                return run_chain(argv, p[1], args)
            return [run_pos(argv, p[0], p[1], args)]
        for name, qs, diffs in (x for l in ex.map(job, pos) for x in l):
            tot += len(qs)
            nd += len(diffs)
            npos += bool(diffs)
            for i, q, a, s in diffs:
                k = q.split()[0]
                kinds[k] = kinds.get(k, 0) + 1
                print('DIFF %s #%d %s: alone %r, in sequence %r' % (name, i, q, a[:60], s[:60]), flush=True)
            out.append({'name': name, 'qs': qs, 'diffs': diffs})
    print('positions %d, questions %d, differing %d in %d positions; by kind %s' % (len(pos), tot, nd, npos, kinds))
    if args.json:
        json.dump(out, open(args.json, 'w'))


if __name__ == '__main__':
    main()
