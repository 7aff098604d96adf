#!/usr/bin/env python3
"""initial_influence of both colours with both colours to move, ours vs GNU Go 3.8, over
the first N perf corpus positions (the lead's infl4.py plus a cache of GNU Go's answers and,
with DETAIL=1, per-point stats binned by (mover or not, Manhattan distance to the nearest own
stone, to the nearest enemy stone)). Usage (session 20, pinfl):
  DETAIL=1 python3 infl_mover.py 'BIN gtp' '/usr/games/gnugo --mode gtp --quiet' 60 /tmp/ref60.pkl"""
import sys,subprocess,shlex,os,pickle
from concurrent.futures import ThreadPoolExecutor
from collections import defaultdict
eng,ref=sys.argv[1],sys.argv[2]; lim=int(sys.argv[3]) if len(sys.argv)>3 else 40
cache=sys.argv[4] if len(sys.argv)>4 else None
os.chdir('/work/shared/perf')
lines=[l.split('#')[0].strip() for l in open('corpus.txt')]
lines=[l for l in lines if l][:lim]
def run(cmd,cmds):
    p=subprocess.run(shlex.split(cmd),input='\n'.join(cmds)+'\n',capture_output=True,text=True,timeout=600)
    return [a for a in p.stdout.split('\n\n') if a.strip()]
def grid(a):
    a=a.strip()[1:]
    return [[float(x) for x in r.split()] for r in a.strip().splitlines()]
def board(a):
    ls=a.strip().splitlines()[2:]
    out=[]
    for l in ls:
        t=l.split()
        if not t or not t[0].isdigit(): break
        out.append(t[1:])
    return out
def one(l,e):
    f,m=l.split()
    cmds=['loadsgf corpus/%s %s'%(f,m),'showboard']+['initial_influence %s %s_influence'%(c,w) for c in ('white','black') for w in ('white','black')]
    a=run(e,cmds)
    return board(a[1]),[grid(x) for x in a[2:]]
refres=None
if cache and os.path.exists(cache): refres=pickle.load(open(cache,'rb'))
with ThreadPoolExecutor(2) as ex:
    ours=list(ex.map(lambda l:one(l,eng),lines))
    if refres is None or len(refres)<len(lines):
        refres=list(ex.map(lambda l:one(l,ref),lines))
        if cache: pickle.dump(refres,open(cache,'wb'))
names=['tomove=W white','tomove=W black','tomove=B white','tomove=B black']
stat=defaultdict(lambda:[0,0,0.0,0.0])
for i,nm in enumerate(names):
    mover = (i==0 or i==3)
    me='O' if 'white' in nm.split()[1] else 'X'; en='X' if me=='O' else 'O'
    tot=close=0; sd=0.0
    for (bd,t),(_,r) in zip(ours,refres):
        n=len(bd)
        mine=[(y,x) for y in range(n) for x in range(n) if bd[y][x]==me]
        his=[(y,x) for y in range(n) for x in range(n) if bd[y][x]==en]
        for y,row in enumerate(r[i]):
            for x,v in enumerate(row):
                u=t[i][y][x]; tot+=1
                c=abs(u-v)<=max(1.0,0.1*v); close+=c; sd+=abs(u-v)
                if bd[y][x] not in '.+': continue
                dm=min([abs(y-a)+abs(x-b) for a,b in mine] or [99]); de=min([abs(y-a)+abs(x-b) for a,b in his] or [99])
                k=('mover' if mover else 'other', min(dm,6), min(de,4))
                s=stat[k]; s[0]+=1; s[1]+=c; s[2]+=u-v; s[3]+=abs(u-v)
    print(nm,'within 10%%: %.2f%%  mean abs diff %.2f'%(100*close/tot,sd/tot))
if os.environ.get('DETAIL'):
  for k in sorted(stat):
    n,c,d,a=stat[k]
    if n>=30: print(k,'n=%d within=%.1f%% mean(ours-gnu)=%.2f mad=%.2f'%(n,100*c/n,d/n,a/n))
