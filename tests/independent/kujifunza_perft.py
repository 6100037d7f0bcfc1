#!/usr/bin/env python3
"""An independent Bao la Kujifunza move generator, written from RULES.md §2-3
without looking at the Rust engine, to cross-check `bao perft`: the start
position to depth 6 and 40 random 64-seed positions to depth 3.

Usage: kujifunza_perft.py <path to the bao binary>
"""
import random, subprocess, sys
sys.setrecursionlimit(10000)
def facing(i): return 7-i
def step(i,d): return (i+d)%16
def moves(b, s):
    me, op = b[s], b[1-s]
    if all(x==0 for x in me[:8]) or all(x==0 for x in op[:8]): return []
    caps=[]
    for p in range(16):
        n=me[p]
        if 2<=n<=15:
            for d in (1,-1):
                e=(p+d*n)%16
                if e<8 and me[e]>0 and op[facing(e)]>0: caps.append((p,d))
    if caps: return caps
    occ=[i for i in range(8) if me[i]>0]
    ban=None
    if len(occ)==1 and occ[0] in (0,7): ban=(0,-1) if occ[0]==0 else (7,1)
    t=[(p,d) for p in range(8) if me[p]>=2 for d in (1,-1) if (p,d)!=ban]
    if t: return t
    return [(p,d) for p in range(8,16) if me[p]>=2 for d in (1,-1)]
def play(b, s, mv):
    b=[list(b[0]),list(b[1])]; me,op=b[s],b[1-s]
    p,d=mv; n=me[p]
    capturing = 2<=n<=15 and (lambda e: e<8 and me[e]>0 and op[facing(e)]>0)((p+d*n)%16)
    hand=n; me[p]=0; at=p; over=False; laps=0
    while True:
        laps+=1
        if laps>100000: return None  # treat as never-ending (none at shallow depth hopefully)
        for _ in range(hand):
            at=step(at,d); me[at]+=1
        if over: return b
        if all(x==0 for x in me[:8]): return b
        if me[at]==1: return b
        if capturing and at<8 and op[facing(at)]>0:
            f=facing(at); hand=op[f]; op[f]=0
            if at in (0,1): k,d=0,1
            elif at in (6,7): k,d=7,-1
            else: k = 0 if d==1 else 7
            if all(x==0 for x in op[:8]): over=True
            at=(k-d)%16
            continue
        hand=me[at]; me[at]=0
def perft(b,s,depth):
    ms=moves(b,s)
    if depth==1: return len(ms)
    t=0
    for m in ms:
        nb=play(b,s,m)
        if nb is None: continue
        t+=perft(nb,1-s,depth-1)
    return t
if len(sys.argv) != 2: sys.exit(__doc__)
# The one binary this checks: every run below is this one, never a build
# found elsewhere (another user's or another target folder's would be stale).
BAO = sys.argv[1]
def bao_perft(*args):
    return subprocess.run([BAO,"perft",*args],capture_output=True,text=True,check=True).stdout
b=[[2]*16,[2]*16]
start = [perft(b,0,d) for d in range(1,7)]
out = bao_perft("6")
rust6 = int(out.strip().split("\n")[-1].split()[1])
print("start, depths 1..6:", start, "bao perft 6:", rust6)
bad = 0 if rust6 == start[-1] else 1
random.seed(4)
for trial in range(40):
    # random position with 64 seeds
    cells=[0]*32
    for _ in range(64): cells[random.randrange(32)]+=1
    b=[cells[:16],cells[16:]]
    s=random.randrange(2)
    def rowstr(r): 
        front=r[:8]; back=[r[16-n] for n in range(1,9)]
        return ",".join(map(str,front))+"/"+",".join(map(str,back))
    pos="kujifunza %s %s %s 0,0"%("SN"[s],rowstr(b[0]),rowstr(b[1]))
    out=bao_perft("3","--position",pos)
    rust=int(out.strip().split("\n")[-1].split()[1])
    py=perft(b,s,3)
    if rust!=py: bad+=1; print("MISMATCH",pos,rust,py)
print("checked the start and 40 random positions, mismatches:", bad)
sys.exit(1 if bad else 0)
