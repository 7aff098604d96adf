#!/usr/bin/env python3
"""Sum over the board of the mover's extra influence (see infl_delta.py), GNU Go vs ours.
Usage: python3 infl_delta_sum.py "boardsize 19;clear_board;play black A1;play white K10" white ['BIN gtp']"""
import sys,subprocess,shlex
G="/usr/games/gnugo --mode gtp --quiet"; B=sys.argv[3] if len(sys.argv)>3 else "bin/dragonrepl gtp"
setup=[c.strip() for c in sys.argv[1].split(';') if c.strip()]; col=sys.argv[2]
oth='black' if col=='white' else 'white'
def grid(a):
    a=a.strip()[1:]
    return [[float(x) for x in r.split()] for r in a.strip().splitlines()]
def run(eng):
    cmds=setup+['initial_influence %s %s_influence'%(col,col),'initial_influence %s %s_influence'%(oth,col)]
    p=subprocess.run(shlex.split(eng),input='\n'.join(cmds)+'\n',capture_output=True,text=True)
    ans=[a for a in p.stdout.split('\n\n') if a.strip()]
    a,b=grid(ans[-2]),grid(ans[-1])
    return sum(a[y][x]-b[y][x] for y in range(len(a)) for x in range(len(a)))
print('gnu %.1f ours %.1f'%(run(G),run(B)))
