"""While a level-6 bot searches, the CPU of the game's other threads (drawing,
software GL, input, sound): every tenth of a second each thread's CPU time is
read from /proc; an interval in which the search's thread ("Async Compute")
was busy nearly all the time counts as thinking. Needs a machine otherwise
idle: under load the search's thread is never busy a whole interval.

With the game's log (run with RUST_LOG=bao::app::pace=debug), a thinking
interval is further sorted by what the board did: still (the last "pace:"
line, at least LAG before the interval, said reactive) or moving (a move
still animating as the search began). LAG: the software GL renders the
frames already queued when the pace changes for about 0.3 s after it
(seen in per-thread samples: llvmpipe busy until then, then idle).

usage: thinking_cpu.py <game pid> <seconds> [game log]
"""

import datetime
import os
import re
import sys
import time

PID, SECONDS = int(sys.argv[1]), float(sys.argv[2])
LOG = sys.argv[3] if len(sys.argv) > 3 else None
HZ = os.sysconf("SC_CLK_TCK")
STEP = 0.1
LAG = 0.5
PACE = re.compile(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+)Z.*pace: (continuous|reactive)")
COLOURS = re.compile(r"\x1b\[[0-9;]*m")


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
    return time.time(), search, rest


def paces():
    """The log's pace changes, as (seconds since the epoch, still?)."""
    if LOG is None:
        return []
    changes = []
    for line in open(LOG, errors="replace"):
        found = PACE.search(COLOURS.sub("", line))
        if found:
            at = datetime.datetime.fromisoformat(found[1][:26]).replace(tzinfo=datetime.timezone.utc)
            changes.append((at.timestamp(), found[2] == "reactive"))
    return changes


def still_at(changes, moment):
    """Whether the board was still at `moment`; None before any change."""
    state = None
    for at, still in changes:
        if at > moment:
            break
        state = still
    return state


samples = []
before = snap()
end = time.monotonic() + SECONDS
while time.monotonic() < end:
    time.sleep(STEP)
    now = snap()
    samples.append((before[0], now[0] - before[0], (now[1] - before[1]) / HZ, (now[2] - before[2]) / HZ))
    before = now
changes = paces()
groups = {"still": [], "moving": [], "thinking": [], "rest": []}
for start, dt, search, rest in samples:
    if search < 0.8 * dt:
        groups["rest"].append((dt, rest))
        continue
    groups["thinking"].append((dt, rest))
    # Still for the whole interval: still at its start and no change inside.
    inside = [c for c in changes if start - LAG < c[0] <= start + dt]
    if LOG is not None:
        still = still_at(changes, start - LAG) and not inside
        groups["still" if still else "moving"].append((dt, rest))


def share(intervals):
    spent = sum(dt for dt, _ in intervals)
    rate = 100 * sum(cpu for _, cpu in intervals) / spent if spent else float("nan")
    return rate, spent


for name, words in [
    ("thinking", "while the search thread was busy"),
    ("still", "  of which the board still"),
    ("moving", "  of which a move animating"),
    ("rest", "the rest of the time"),
]:
    if name in ("still", "moving") and LOG is None:
        continue
    rate, spent = share(groups[name])
    print(f"{words} ({spent:.1f} s of {SECONDS:.0f}): the other threads {rate:.1f}% of one core")
if LOG is not None:
    # For the shell to add runs up: seconds and CPU seconds of each sort.
    cpu = {name: sum(c for _, c in groups[name]) for name in groups}
    spent = {name: sum(dt for dt, _ in groups[name]) for name in groups}
    print(f"raw: still {spent['still']:.2f} {cpu['still']:.2f} moving {spent['moving']:.2f} {cpu['moving']:.2f}")
