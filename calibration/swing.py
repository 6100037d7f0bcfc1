#!/usr/bin/env python3
"""How much the root score swings from one iteration to the next (depth 3 on),
averaged over 30 random Bao la Kiswahili positions at 100,000 nodes, for the
bots' search with and without `forced` (issue 52: the horizon's parity).

    python3 calibration/swing.py BAO
"""
import subprocess, random, sys
B=sys.argv[1]
def run(cmds):
    p=subprocess.run([B,"engine"],input="\n".join(cmds+["quit"])+"\n",capture_output=True,text=True)
    return p.stdout.splitlines()
random.seed(5)
res={"buckets+counter+whole":[], "buckets+counter+whole+forced":[]}
n=0
while n<30:
    moves=[]
    for _ in range(random.randint(4,40)):
        out=run(["new kiswahili"]+(["play "+" ".join(moves)] if moves else [])+["legal"])
        legal=[l for l in out if l.startswith("legal")]
        ms=legal[-1].split()[1:] if legal else []
        if not ms: break
        moves.append(random.choice(ms))
    ok=True
    for m in res:
        out=run(["new kiswahili","set search "+m,"play "+" ".join(moves),"go nodes 100000"])
        sc=[int(l.split()[6]) for l in out if l.startswith("info depth") and "score" in l]
        sc=[s for s in sc if abs(s)<900000]
        if len(sc)<6: ok=False; break
        res[m].append(sum(abs(a-b) for a,b in zip(sc[2:],sc[3:]))/(len(sc)-3))
    if ok: n+=1
    else:
        for m in res:
            if len(res[m])>n: res[m].pop()
for m,v in res.items():
    v=sorted(v); print(m, "mean swing %.1f median %.1f over %d positions"%(sum(v)/len(v), v[len(v)//2], len(v)))
