#!/usr/bin/env python3
"""Classes of the remaining partition differences against GNU Go 3.8 (session 23).

usage: ujscan.py LIST 'ENGINE gtp' GNU.json   (GNU.json: partition_check.py's --cache file for LIST)

For every GNU dragon the engine splits (U) and every engine dragon merging GNU dragons (O),
the closest stone pair across each two parts, classed by shape (diag, jump1, knight, jump2,
bigkn, 2-2, far) and the content of the points between (empty, own, eN: an enemy string with
N liberties, 5 = five or more); prints count, class and the examples."""
import sys, json, subprocess, itertools, collections
COLS="ABCDEFGHJKLMNOPQRST"
lst, eng, cache = sys.argv[1:4]
pos=[l.split()[:2] for l in open(lst) if l.strip() and not l.startswith("#")]
ref=json.load(open(cache))
cmds="".join("loadsgf corpus/%s %s\ndragon_stones\nlist_stones black\nlist_stones white\nquery_boardsize\n"%(f,m) for f,m in pos)
out=subprocess.run(eng,input=cmds+"quit\n",capture_output=True,text=True,shell=True,cwd="/work/shared/perf").stdout
bl=[b.strip().lstrip("=").strip() for b in out.split("\n\n") if b.strip()]
stats=collections.Counter(); ex=collections.defaultdict(list)
for k,((f,m),g) in enumerate(zip(pos,ref)):
    _,dsb,blk,wht,n=bl[5*k:5*k+5]; n=int(n)
    o=[l.split() for l in dsb.split("\n") if l.strip()]
    col={}
    for c,s in (("X",blk),("O",wht)):
        for v in s.split(): col[(COLS.index(v[0]), int(v[1:]))]=c
    def nb(p):
        for d in ((1,0),(-1,0),(0,1),(0,-1)):
            q=(p[0]+d[0],p[1]+d[1])
            if 0<=q[0]<n and 1<=q[1]<=n: yield q
    def string(p):
        c=col[p]; st=[p]; seen={p}; libs=set()
        for x in st:
            for q in nb(x):
                if q not in col: libs.add(q)
                elif col[q]==c and q not in seen: seen.add(q); st.append(q)
        return seen, libs
    xy=lambda v:(COLS.index(v[0]),int(v[1:]))
    gm={xy(v):i for i,d in enumerate(g) for v in d}; om={xy(v):i for i,d in enumerate(o) for v in d}
    def cls(a,b):
        dx,dy=b[0]-a[0],b[1]-a[1]; adx,ady=abs(dx),abs(dy)
        name={(1,1):"diag",(0,2):"jump1",(2,0):"jump1",(1,2):"knight",(2,1):"knight",(0,3):"jump2",(3,0):"jump2",(1,3):"bigkn",(3,1):"bigkn",(2,2):"2-2"}.get((adx,ady),"far")
        xs=range(min(a[0],b[0]),max(a[0],b[0])+1); ys=range(min(a[1],b[1]),max(a[1],b[1])+1)
        inner=[(x,y) for x in xs for y in ys if (x,y) not in (a,b)]
        if name=="diag": inner=[(a[0],b[1]),(b[0],a[1])]
        c=col[a]; content=[]
        for p in inner:
            if p not in col: continue
            if col[p]==c: content.append("own"); continue
            s,l=string(p); content.append("e%d"%min(len(l),5))
        return name+":"+(",".join(sorted(set(content))) or "empty")
    for kind,groups,other in (("U",g,om),("O",o,gm)):
        for d in groups:
            parts=collections.defaultdict(list)
            for v in d: parts[other.get(xy(v))].append(xy(v))
            if len(parts)<2: continue
            P=list(parts.values())
            for A,B in itertools.combinations(P,2):
                best=min(((abs(a[0]-b[0])+abs(a[1]-b[1]),a,b) for a in A for b in B))
                c=kind+" "+cls(best[1],best[2]); stats[c]+=1
                if len(ex[c])<400: ex[c].append("%s:%s %s%d-%s%d"%(f,m,COLS[best[1][0]],best[1][1],COLS[best[2][0]],best[2][1]))
for c,v in stats.most_common(): print(v,c," ".join(ex[c]))
