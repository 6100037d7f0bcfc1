#!/usr/bin/env python3
"""Two builds of bao, or two settings of one, play a match through `bao engine`.

Each opening (the start, then 1 to 4 random plies that a 20,000-node search
of build B finds within 3 seeds, no two reaching the same position) is
played twice with colours swapped; each
move is a `go nodes N` search, so the two sides search the same number of
nodes as each build counts them. Used to gate a change against the build
before it (issue 52):

    python3 calibration/versus.py NEW_BAO OLD_BAO --edition kiswahili \
        --nodes 50000 --games 400 --seed 7

A line of `set ...` commands for either side (--a-set "set search plain")
compares two settings of one build; --a-nodes gives A a budget of its own
(what twice the nodes is worth: one build, --a-nodes 400000 --nodes
200000). Prints the score of A with its 95% error bar and the Elo
difference, like `bao match`, and how many openings each side won twice
(the rest split: each side won with the same colour).
"""

import argparse
import math
import random
import subprocess
import sys

MAX_PLIES = 1000
BALANCE_NODES = 20000
BALANCED = 300


class Engine:
    def __init__(self, path, settings):
        self.proc = subprocess.Popen(
            [path, "engine"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.settings = settings

    def ask(self, line, until=None):
        """Sends one command; returns its answer line (or the line that
        starts with `until`, skipping the search's info lines)."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        while True:
            answer = self.proc.stdout.readline()
            if not answer:
                sys.exit(f"the engine ended after '{line}'")
            answer = answer.strip()
            if answer.startswith("error"):
                sys.exit(f"'{line}': {answer}")
            if until is None or answer.startswith(until):
                return answer

    def start(self, edition, moves):
        self.ask(f"new {edition}")
        for command in self.settings:
            self.ask(command)
        if moves:
            self.ask("play " + " ".join(moves))

    def best(self, nodes):
        return self.ask(f"go nodes {nodes}", until="bestmove").split()[1]

    def search(self, command):
        """Runs a `go ...` command; returns the words of its last `info`
        line with a score (empty if none) and its best move."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        info = []
        while True:
            answer = self.proc.stdout.readline().split()
            if not answer:
                sys.exit("the engine ended during a search")
            if answer[0] == "info" and "score" in answer:
                info = answer
            if answer[0] == "bestmove":
                return info, answer[1]

    def score(self, nodes):
        """The side to move's score in hundredths of a seed."""
        info, _ = self.search(f"go nodes {nodes}")
        return int(info[info.index("score") + 1]) if info else 0

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait()


def opening(judge, edition, pair, seed, seen=None):
    """The start for pair 0, else random plies kept when balanced and, when
    `seen` is given, when they reach a position no earlier pair opened with
    (added to it): the engines' searches are bounded by nodes, so a repeated
    opening replays its games move for move. Should 1 to 4 plies run out of
    new positions, the longest opening grows by a ply every 100 repeats."""
    if pair == 0:
        return []
    rng = random.Random(seed * 1_000_003 + pair)
    repeats = 0
    while True:
        moves = []
        judge.start(edition, [])
        for _ in range(rng.randint(1, 4 + repeats // 100)):
            if judge.ask("status") != "status ongoing":
                break
            legal = judge.ask("legal").split()[1:]
            move = rng.choice(legal)
            judge.ask(f"play {move}")
            moves.append(move)
        if judge.ask("status") != "status ongoing":
            continue
        position = judge.ask("show")
        if seen is not None and position in seen:
            repeats += 1
            continue
        if abs(judge.score(BALANCE_NODES)) <= BALANCED:
            if seen is not None:
                seen.add(position)
            return moves


def start_position(judge, edition):
    """The edition's start, as `show` writes it: pair 0's opening."""
    judge.start(edition, [])
    return judge.ask("show")


def play(a, b, edition, moves, a_is_south, budgets):
    """1 when A wins, 0 when B wins, None when unfinished; `budgets` are
    A's and B's nodes a move."""
    a.start(edition, moves)
    b.start(edition, moves)
    south_to_move = len(moves) % 2 == 0
    for _ in range(MAX_PLIES):
        status = a.ask("status")
        if status != "status ongoing":
            words = status.split()
            if words[1] != "winner":
                return None
            return 1 if (words[2] == "S") == a_is_south else 0
        a_moves = south_to_move == a_is_south
        mover = a if a_moves else b
        move = mover.best(budgets[0] if a_moves else budgets[1])
        a.ask(f"play {move}")
        b.ask(f"play {move}")
        south_to_move = not south_to_move
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--edition", default="kiswahili")
    parser.add_argument("--nodes", type=int, default=50000)
    parser.add_argument("--a-nodes", type=int, help="A's nodes a move (default --nodes)")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--a-set", action="append", default=[])
    parser.add_argument("--b-set", action="append", default=[])
    parser.add_argument("--repeat-openings", action="store_true",
                        help="openings as before 2026-12-08, repeats and all (to replay older files)")
    args = parser.parse_args()
    a = Engine(args.a, args.a_set)
    b = Engine(args.b, args.b_set)
    budgets = (args.a_nodes or args.nodes, args.nodes)
    wins = losses = unfinished = 0
    # How each opening's two games went: A won both, split, B won both.
    pairs = [0, 0, 0]
    first = None
    seen = None if args.repeat_openings else {start_position(b, args.edition)}
    for game in range(args.games):
        if game % 2 == 0:
            moves = opening(b, args.edition, game // 2, args.seed, seen)
        result = play(a, b, args.edition, moves, game % 2 == 0, budgets)
        if result is None:
            unfinished += 1
        elif result:
            wins += 1
        else:
            losses += 1
        if game % 2 == 0:
            first = result
        elif first is not None and result is not None:
            pairs[2 - first - result] += 1
        if (game + 1) % 50 == 0:
            print(f"after {game + 1} games: A {wins}, B {losses}; openings A won both "
                  f"{pairs[0]}, split {pairs[1]}, B won both {pairs[2]}", flush=True)
    a.close()
    b.close()
    scored = wins + losses
    nodes = f"{args.nodes}" if budgets[0] == budgets[1] else f"A {budgets[0]}, B {budgets[1]}"
    print(f"versus {args.edition}, {nodes} nodes a move: {args.a} {args.a_set} "
          f"against {args.b} {args.b_set}")
    print(f"A wins {wins}, B wins {losses}, unfinished {unfinished}")
    print(f"openings (both games finished): A won both {pairs[0]}, split {pairs[1]}, "
          f"B won both {pairs[2]}")
    if scored:
        p = wins / scored
        error = 1.96 * math.sqrt(p * (1 - p) / scored)
        elo = -400 * math.log10(1 / min(max(p, 1e-3), 1 - 1e-3) - 1)
        print(f"A scores {100 * p:.1f}% ± {100 * error:.1f}% (95%), Elo difference {elo:+.0f}")


if __name__ == "__main__":
    main()
