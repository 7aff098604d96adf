#!/usr/bin/env python3
"""Mover's extra influence (initial_influence C C_influence minus the same with the
other colour to move) in GNU Go 3.8 and in our engine, on a position built by GTP
commands. Usage (session 20, pinfl):
  python3 infl_delta.py "boardsize 19;clear_board;play black A1;play white K10;play white K11" white [y0,y1,x0,x1] ['BIN gtp']
Prints gnu delta, ours delta, gnu-ours of the mover map and of the non-mover map, each
with its sum over the whole board (the mover's total extra influence in both engines)."""
import sys,subprocess,shlex
G="/usr/games/gnugo --mode gtp --quiet"; B=sys.argv[4] if len(sys.argv)>4 else "bin/dragonrepl gtp"
setup=[c.strip() for c in sys.argv[1].split(';') if c.strip()]; col=sys.argv[2]
oth='black' if col=='white' else 'white'
def grid(a):
    a=a.strip()[1:]
    return [[float(x) for x in r.split()] for r in a.strip().splitlines()]
def run(eng):
    cmds=setup+['initial_influence %s %s_influence'%(col,col),'initial_influence %s %s_influence'%(oth,col),'showboard']
    p=subprocess.run(shlex.split(eng),input='\n'.join(cmds)+'\n',capture_output=True,text=True)
    ans=[a for a in p.stdout.split('\n\n') if a.strip()]
    return grid(ans[-3]),grid(ans[-2]),ans[-1]
ga,gb,board=run(G); oa,ob,_=run(B)
n=len(ga); y0,y1,x0,x1=[int(v) for v in sys.argv[3].split(',')] if len(sys.argv)>3 and sys.argv[3] else (0,n,0,n)
cols='ABCDEFGHJKLMNOPQRST'[:n]
rows={int(t[0]):t[1:n+1] for t in (l.split() for l in board.splitlines()) if t and t[0].isdigit()}
for name,f in (('gnu delta',lambda y,x:ga[y][x]-gb[y][x]),('ours delta',lambda y,x:oa[y][x]-ob[y][x]),('gnu-ours (mover map)',lambda y,x:ga[y][x]-oa[y][x]),('gnu-ours (nonmover map)',lambda y,x:gb[y][x]-ob[y][x])):
    print(name, 'sum %.1f' % sum(f(y, x) for y in range(n) for x in range(n)))
    print('    '+''.join('%6s'%c for c in cols[x0:x1]))
    for y in range(y0,y1):
        row=rows[n-y]
        print('%3d '%(n-y)+''.join(('%6.1f'%f(y,x)) if row[x] in '.+' else '%6s'%row[x] for x in range(x0,x1)))
