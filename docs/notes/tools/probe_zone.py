#!/usr/bin/env python3
"""Where one enemy stone splits a lone shape, in GNU Go 3.8 and in our engine.

Usage: OURS="BIN gtp" python3 probe_zone.py K10,N10 K10 N10 [W1,W2...]
Plays the given black stones (and optional white ones) on an empty 19x19
board, then for every point within three lines of the shape adds one white
stone and asks both engines' dragon_stones whether the two named stones are
still one dragon: '+' joined, '#' split. Session 16 used it to find the
points near a two-space jump (twoSpaceJumpApproached) and to compare the
other shapes (docs/notes/dragons.md).
"""
import os, subprocess, sys
COLS="ABCDEFGHJKLMNOPQRST"
def run(eng, setups):
    # setups: list of list of (color, vertex); returns dragon_stones per setup
    cmds=[]
    for s in setups:
        cmds += ["clear_board"] + ["play %s %s"%(c,v) for c,v in s] + ["dragon_stones"]
    p=subprocess.run(eng, input="boardsize 19\n"+"\n".join(cmds)+"\nquit\n",capture_output=True,text=True,shell=True)
    blocks=[b.strip() for b in p.stdout.split("\n\n") if b.strip()]
    # every command gives a block; pick dragon_stones answers
    out=[];i=1
    for s in setups:
        i+=1+len(s)
        out.append(blocks[i]); i+=1
    return out
def joined(ans,a,b):
    for l in ans.lstrip('= ').split("\n"):
        w=l.split()
        if a in w: return b in w
    return False
GNU="/usr/games/gnugo --mode gtp --quiet"
OURS=os.environ.get("OURS", "./dragonrepl gtp")
if __name__=="__main__":
    base=[("B",v) for v in sys.argv[1].split(",")]
    a,b=sys.argv[2],sys.argv[3]
    extra=[("W",v) for v in sys.argv[4].split(",")] if len(sys.argv)>4 and sys.argv[4] else []
    ca,ra=COLS.index(a[0]),int(a[1:]); cb,rb=COLS.index(b[0]),int(b[1:])
    c0,c1=min(ca,cb)-3,max(ca,cb)+3; r0,r1=min(ra,rb)-3,max(ra,rb)+3
    pts=[]
    for r in range(r1,r0-1,-1):
        for c in range(c0,c1+1):
            if 0<=c<19 and 1<=r<=19: pts.append(COLS[c]+str(r))
    occ={v for _,v in base+extra}
    setups=[base+extra+([("W",p)] if p not in occ else []) for p in pts]
    for eng,nm in ((GNU,"gnu"),(OURS,"ours")):
        res=run(eng,setups)
        print(nm)
        k=0
        for r in range(r1,r0-1,-1):
            row="%2d "%r
            for c in range(c0,c1+1):
                if not(0<=c<19 and 1<=r<=19): continue
                p=COLS[c]+str(r)
                if p in occ: row+=("X " if any(v==p for _,v in base) else "O ")
                else: row+=("+ " if joined(res[k],a,b) else "# ")
                k+=1
            print(row)
        print("   "+" ".join(COLS[c] for c in range(max(c0,0),min(c1,18)+1)))
