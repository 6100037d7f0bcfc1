"""Reads what dbus-monitor caught of the game's AT-SPI Announcement signals
(its live regions: whose turn, the last move, the question) and checks that
each move of the game's log was announced in a sentence, and announced
once, not frame by frame.

usage: announced.py <dbus-monitor log> <game.log>
"""

import re
import sys

# The signal's body: a kind, two numbers, then the text as a variant.
PLAYS = re.compile(r"(?:South|North)[^:]* plays (\S+)\s*$")
MOVE = re.compile(r" played ([^:\s]+):")
ANSI = re.compile(r"\x1b\[[0-9;]*m")
TEXT = re.compile(r'^\s*variant\s+string "(.*)"\s*$')


def announcements(log):
    """The text of each Announcement signal, in order."""
    out, waiting = [], False
    for line in open(log, encoding="utf-8", errors="replace"):
        if line.startswith("signal ") and "member=Announcement" in line:
            waiting = True
            continue
        m = TEXT.match(line)
        if waiting and m and m.group(1):
            out.append(m.group(1))
            waiting = False
    return out


def main():
    said = announcements(sys.argv[1])
    moves = [s for s in said if " played " in s]
    print(f"{len(said)} announcements on the accessibility bus, {len(moves)} of moves")
    for s in moves[:4]:
        print(f"  announced: {s}")
    played = [
        m.group(1)
        for line in open(sys.argv[2], encoding="utf-8", errors="replace")
        for m in [PLAYS.search(ANSI.sub("", line))]
        if m
    ]
    heard = [m.group(1) for s in moves for m in [MOVE.search(s)] if m]
    if heard != played:
        sys.exit(f"FAIL: the game played {played}, the bus announced {heard}")
    print("announcements PASS")


main()
