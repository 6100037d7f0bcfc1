"""While a level-6 bot searches, the CPU of the game's other threads (drawing,
software GL, input, sound): every half second each thread's CPU time is read
from /proc; an interval in which the search's thread ("Async Compute") was
busy the whole time counts as thinking. Needs a machine otherwise idle: under
load the search's thread is never busy a whole interval.

usage: thinking_cpu.py <game pid> <seconds>
"""

import os
import sys
import time

PID, SECONDS = int(sys.argv[1]), float(sys.argv[2])
HZ = os.sysconf("SC_CLK_TCK")


def snap():
    """The time now, the search threads' CPU and the other threads'."""
    search = rest = 0
    for task in os.listdir(f"/proc/{PID}/task"):
        try:
            name = open(f"/proc/{PID}/task/{task}/comm").read().strip()
            fields = open(f"/proc/{PID}/task/{task}/stat").read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks = int(fields[11]) + int(fields[12])  # utime + stime
        if name.startswith("Async Compute"):
            search += ticks
        else:
            rest += ticks
    return time.monotonic(), search, rest


def share(intervals):
    """The other threads' CPU over these intervals, in % of one core."""
    spent = sum(dt for dt, _ in intervals)
    return (100 * sum(cpu for _, cpu in intervals) / spent if spent else float("nan")), spent


thinking, other = [], []
before = snap()
end = time.monotonic() + SECONDS
while time.monotonic() < end:
    time.sleep(0.5)
    now = snap()
    dt = now[0] - before[0]
    search, rest = (now[1] - before[1]) / HZ, (now[2] - before[2]) / HZ
    (thinking if search >= 0.8 * dt else other).append((dt, rest))
    before = now
rate, spent = share(thinking)
print(f"while the search thread was busy ({spent:.1f} s of {SECONDS:.0f}): "
      f"the other threads {rate:.1f}% of one core")
rate, spent = share(other)
print(f"the rest of the time ({spent:.1f} s: moves animating, searches starting or ending): {rate:.1f}%")
