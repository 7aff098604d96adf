#!/usr/bin/env python3
"""Why two dragons are (not) neighbours: the neighbour rule (findNeighborDragons, GNU Go's
find_neighbor_dragons) replayed in Python on OUR partition with the whose_area maps of
either engine (initial_influence C influence_regions, both colours to move), and with
GNU Go's map for one colour only, so that one sees whose map decides the link; then
every point where the two engines' areas differ, per colour to move.
The printed influence is post-owl in both engines; early positions (few dead
dragons) are where it equals the pre-owl one the rule uses.

usage (session 21, pinfl2):
  python3 nbsim.py SGF MOVE VERTEX_A VERTEX_B 'BIN' [GNUGO]
e.g. nbsim.py ../shared/perf/corpus/kgs__yagr-justre1.sgf 30 C14 D4 /tmp/bin
Standard library only."""
import sys, subprocess
sgf, mv, A, B = sys.argv[1:5]
ENG = sys.argv[5]
GNU = sys.argv[6] if len(sys.argv) > 6 else "/usr/games/gnugo"
L = "ABCDEFGHJKLMNOPQRST"
def get(cmd):
    out = subprocess.run(cmd, input="loadsgf %s %s\ndragon_stones\ninitial_influence white influence_regions\ninitial_influence black influence_regions\nshowboard\nquit\n" % (sgf, mv), capture_output=True, text=True).stdout
    blocks = out.split("\n\n")
    stones = [l.split() for l in blocks[1][2:].splitlines() if l.strip()]
    maps = []
    for blk in blocks[2:4]:
        ls = [l.split() for l in blk.strip()[1:].strip().splitlines()]
        maps.append(ls)
    return stones, maps
ours_st, ours_maps = get([ENG, "gtp"])
_, gnu_maps = get([GNU, "--mode", "gtp", "--quiet"])
n = len(ours_maps[0])
def vtx(v): return (n - int(v[1:]), L.index(v[0]))
def name(p): return L[p[1]] + str(n - p[0])
dragon = {}
for k, ds in enumerate(ours_st):
    for v in ds: dragon[vtx(v)] = k
def colour_of(maps, p):  # board colour from region map value +-4
    i, j = p
    v = int(maps[0][i][j])
    return "W" if v == 4 else "B" if v == -4 else None
def area(maps, c, p):
    m = maps[0] if c == "W" else maps[1]
    v = int(m[p[0]][p[1]])
    if v == 4 or v == -4: return None
    return "W" if v > 0 else "B" if v < 0 else None
def run(maps_for):  # maps_for(c) -> maps
    dist = {}; drg = {}
    for p, k in dragon.items(): dist[p] = 0; drg[p] = k
    col = {k: colour_of(ours_maps, vtx(ours_st[k][0])) for k in range(len(ours_st))}
    for step in range(1, 6):
        found = False
        for i in range(n):
            for j in range(n):
                p = (i, j)
                if dist.get(p) != step - 1 or drg.get(p, -1) < 0: continue
                c = col[drg[p]]; oc = "B" if c == "W" else "W"
                for d in ((1,0),(-1,0),(0,1),(0,-1)):
                    q = (i + d[0], j + d[1])
                    if not (0 <= q[0] < n and 0 <= q[1] < n): continue
                    if q in dist and dist[q] < step: continue
                    ok = step == 1 or (area(maps_for(c), c, p) == c and area(maps_for(c), c, q) != oc)
                    if not ok: continue
                    if dist.get(q) == step:
                        if drg[q] != drg[p]: drg[q] = -2
                    else:
                        drg[q] = drg[p]; dist[q] = step; found = True
        if not found: break
    adj = set()
    for i in range(n):
        for j in range(n):
            p = (i, j)
            if drg.get(p, -1) == -2:
                a = [drg[q] for q in ((i+1,j),(i-1,j),(i,j+1),(i,j-1)) if drg.get(q, -1) >= 0]
                for x in a:
                    for y in a:
                        if x != y: adj.add((x, y))
            elif drg.get(p, -1) >= 0:
                for q in ((i-1, j), (i, j+1)):
                    if drg.get(q, -1) >= 0 and drg[q] != drg[p]: adj.add((drg[p], drg[q])); adj.add((drg[q], drg[p]))
    return adj, drg
a, b = dragon[vtx(A)], dragon[vtx(B)]
colA = colour_of(ours_maps, vtx(A)); colB = colour_of(ours_maps, vtx(B))
for label, f in [("ours", lambda c: ours_maps), ("gnu", lambda c: gnu_maps), ("gnu-" + colA + "only", lambda c: gnu_maps if c == colA else ours_maps), ("gnu-" + colB + "only", lambda c: gnu_maps if c == colB else ours_maps)]:
    adj, drg = run(f)
    print(label, (a, b) in adj)
# area differences near the two dragons for each colour to move
for c, k in (("W", 0), ("B", 1)):
    diffs = []
    for i in range(n):
        for j in range(n):
            ao, ag = area(ours_maps, c, (i, j)), area(gnu_maps, c, (i, j))
            if ao != ag: diffs.append("%s:%s>%s" % (name((i, j)), ao or ".", ag or "."))
    print(c, "to move, area ours>gnu:", " ".join(diffs))
