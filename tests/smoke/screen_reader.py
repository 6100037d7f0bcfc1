"""Plays a whole Bao la Kujifunza game against bot level 1 as a blind player
would: the keys go in through X (xdotool), and everything the player learns
comes from the AT-SPI bus (pyatspi): the 32 pits' names and seeds, which
pit has the focus, the question asked, whose turn it is and the result.

The game's log (which moves were played) and the engine (`bao engine`, the
position after them) are used only to check what AT-SPI says: at every turn
of the player and at the end, each pit's name and count must match the real
position.

usage: screen_reader.py <bao> <game.log> <transcript> <game pid>
"""

import os
import random
import re
import subprocess
import sys
import time

import pyatspi

BAO, LOG, TRANSCRIPT, GAME_PID = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
PIT_NAME = re.compile(
    r"^([AaBb][1-8]), (South|North)'s (front|back) row: (empty|1 seed|(\d+) seeds)(;|$)"
)
ANSI = re.compile(r"\x1b\[[0-9;]*m")
PLAYS = re.compile(r"(?:South|North)[^:]* plays (\S+)\s*$")
heard = open(TRANSCRIPT, "w", encoding="utf-8")


def say(line):
    print(line, flush=True)
    heard.write(line + "\n")
    heard.flush()


def fail(why):
    say("FAIL: " + why)
    sys.exit(1)


def alive():
    try:
        os.kill(GAME_PID, 0)
        return True
    except OSError:
        return False


# --- AT-SPI -----------------------------------------------------------------


def walk(root):
    """Every node under `root`, read afresh (no cached names)."""
    out, stack = [], [root]
    while stack:
        node = stack.pop()
        try:
            node.clearCache()
        except Exception:
            pass
        out.append(node)
        try:
            stack.extend(node.getChildAtIndex(i) for i in range(node.childCount))
        except Exception:
            pass
    return out


def find_app(timeout=120):
    """The game on the bus: the application whose tree names the pits."""
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is None:
                continue
            try:
                names = [n.name or "" for n in walk(app)]
            except Exception:
                continue
            if sum(bool(PIT_NAME.match(n)) for n in names) == 32:
                return app
        if not alive():
            fail("the game exited before it appeared on the AT-SPI bus")
        time.sleep(1)
    fail("no application on the AT-SPI bus names 32 pits")


class Seen:
    """One reading of the game's tree."""

    def __init__(self, app):
        self.pits, self.names, self.focused, self.texts = {}, {}, None, []
        for node in walk(app):
            name = node.name or ""
            if not name:
                continue
            self.texts.append(name)
            m = PIT_NAME.match(name)
            if not m:
                continue
            self.pits[m.group(1)] = 0 if m.group(4) == "empty" else int(m.group(5) or 1)
            self.names[m.group(1)] = name
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                self.focused = m.group(1)

    def text(self, *parts):
        """The first text holding one of `parts`, the earlier part first."""
        return next((t for p in parts for t in self.texts if p in t), None)


# --- the real game, for checking only ---------------------------------------


def moves_played():
    with open(LOG, encoding="utf-8", errors="replace") as f:
        lines = [ANSI.sub("", line) for line in f]
    return [m.group(1) for line in lines for m in [PLAYS.search(line)] if m]


def real_position(moves):
    script = "new kujifunza\n" + "".join(f"play {m}\n" for m in moves) + "show\nstatus\nquit\n"
    out = subprocess.run([BAO, "engine"], input=script, capture_output=True, text=True).stdout
    if "error" in out:
        fail(f"the engine refused the logged moves: {out}")
    pos = [l for l in out.splitlines() if l.startswith("position ")][-1].split()
    status = [l for l in out.splitlines() if l.startswith("status ")][-1][7:]
    counts = {}
    for side, rows in (("A", pos[3]), ("a", pos[4])):
        front, back = rows.split("/")
        for i, n in enumerate(front.split(",")):
            counts[f"{side}{i + 1}"] = int(n)
        back_letter = "B" if side == "A" else "b"
        for i, n in enumerate(back.split(",")):
            counts[f"{back_letter}{i + 1}"] = int(n)
    return counts, status


def check_against_real(app, timeout=40):
    """Waits until AT-SPI's counts are the position after the moves played
    so far (the animation lands the seeds first; a move played meanwhile
    restarts the wait); fails when they never are. Returns the reading,
    the moves and the engine's status."""
    moves, end = None, 0
    while True:
        now = moves_played()
        if now != moves:
            moves, end = now, time.time() + timeout
            real, status = real_position(moves)
        seen = Seen(app)
        if len(seen.pits) != 32:
            fail(f"{len(seen.pits)} pits named, not 32")
        for pit, name in seen.names.items():
            owner = "South" if pit[0] in "AB" else "North"
            row = "front" if pit[0] in "Aa" else "back"
            if not name.startswith(f"{pit}, {owner}'s {row} row: "):
                fail(f"pit {pit} is named '{name}'")
        if seen.pits == real and moves_played() == moves:
            return seen, moves, status
        if time.time() > end:
            diff = {p: (seen.pits.get(p), real[p]) for p in real if seen.pits.get(p) != real[p]}
            fail(f"after {len(moves)} moves AT-SPI reads (AT-SPI, real): {diff}")
        time.sleep(0.3)


# --- the keyboard -------------------------------------------------------------


def window():
    out = subprocess.run(["xdotool", "search", "--name", "^Bao$"], capture_output=True, text=True)
    return out.stdout.split()[0] if out.stdout.split() else None


def key(*keys):
    win = window()
    if win:
        subprocess.run(["xdotool", "windowfocus", win], capture_output=True)
    subprocess.run(["xdotool", "key", *keys], capture_output=True)
    time.sleep(0.25)


def wait_focus(app, timeout=5):
    end = time.time() + timeout
    while time.time() < end:
        seen = Seen(app)
        if seen.focused:
            return seen
        time.sleep(0.2)
    return Seen(app)


def play_a_move(app, seen, rng, ply):
    """Chooses a sowable pit as AT-SPI names them, moves the focus to it
    with Tab, plays it with Enter and answers the questions spoken."""
    legal = [p for p, n in seen.names.items() if "you can sow this pit" in n]
    if not legal:
        fail(f"no pit says it can be sown: {list(seen.names.values())}")
    target = rng.choice(sorted(legal))
    seen = wait_focus(app)
    if seen.focused is None:
        key("Tab")
        seen = wait_focus(app)
    if seen.focused is None:
        fail("no pit has the AT-SPI focus on the player's turn")
    say(f"  focus on {seen.names[seen.focused]}")
    for _ in range(20):
        if seen.focused == target:
            break
        before = seen.focused
        key("Tab")
        seen = wait_focus(app)
        if seen.focused == before:
            fail(f"Tab did not move the AT-SPI focus from {before}")
    if seen.focused != target:
        fail(f"Tab never reached {target}")
    say(f"  chose {seen.names[target]}")
    key("Return")
    for _ in range(20):
        if len(moves_played()) > ply:
            return
        seen = Seen(app)
        question = seen.text("which way?", "Which one?", "Careful:", "go on a safari")
        if question:
            say(f"  asked: {question}")
            if "which way?" in question or "Which one?" in question:
                key(rng.choice(["Left", "Right"]))
            elif "Careful:" in question:
                key("Return")
            else:
                key("Left")
        time.sleep(0.3)
    fail(f"the move from {target} was not played")


def main():
    rng = random.Random(51)
    app = find_app()
    say(f"found '{app.name}' on the AT-SPI bus")
    ply, checked, start = 0, set(), time.time()
    while True:
        seen, moves, status = check_against_real(app)
        checked.add(len(moves))
        ply = len(moves)
        said = seen.text(" played ")
        turn = seen.text(" to move", "is thinking", "game is over", " moves")
        say(f"after {ply} moves, checked 32 pits; turn: {turn}; last move: {said}")
        if status != "ongoing":
            break
        if time.time() - start > 420:
            fail("the game took more than 7 minutes")
        if turn and "South (you) to move" in turn:
            play_a_move(app, seen, rng, ply)
            continue
        time.sleep(0.3)
    result = None
    for _ in range(40):
        result = Seen(app).text(" wins", "You win", "draw")
        if result:
            break
        time.sleep(0.3)
    if not result:
        fail("the result was never read on the bus")
    say(f"result read through AT-SPI: {result} (engine: {status}) after {ply} moves")
    say(f"{len(checked)} positions checked pit by pit against the engine's")
    say("PASS")


main()
