#!/usr/bin/env python3
"""Bao la Kujifunza's searches measured against the shipped proof (issue 52).

Positions on the proof with its winner to move are met by playing games in
which the winner plays the proof (`go level 6`) and the loser a 20,000-node
search's move or, one time in ten, a random legal one (seeded). At each
such position every search setting given plays its move at `--nodes`
nodes, the proof not consulted (`go nodes N`). The proof's own move keeps
the win; another move is judged by solving the position after it (`bao
solve --nodes`): still won, thrown away (the loser now wins, or neither
side can force a win), or unknown when the solver's budget runs out.

    python3 calibration/against_proof.py BAO --positions 400 --seed 1 \\
        --nodes 50000 --set "set search plain" --set "set search odd"

Prints, for each setting, the positions where its move threw the win away:
fewer is better; the two settings' difference comes with its 95% error
bar over the positions both were asked.
"""

import argparse
import math
import random
import subprocess
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from versus import Engine  # noqa: E402

MAX_PLIES = 400
# The loser's defence: a search this deep, so the proof's winner meets
# positions where a move can still throw the win away.
DEFENCE_NODES = 20000
# The solver's budget when counting a position's winning moves.
NARROW_SOLVE_NODES = 1000000
WIN_SCORE = 900000


def proven_move(engine):
    """The proof's move at the engine's position, or None off the proof
    (level 6 answers a proven position at once: 0 nodes, a win's score)."""
    info, mv = engine.search("go level 6")
    proven = (
        info
        and int(info[info.index("nodes") + 1]) == 0
        and int(info[info.index("score") + 1]) > WIN_SCORE
    )
    return mv if proven else None


def shown(engine):
    """The engine's position string."""
    return engine.ask("show", until="position").split(" ", 1)[1]


def value_now(bao, engine, solve_nodes):
    """Who wins from the engine's position: the game's result if it is
    over ('neither' when unranked), else the solver's ([`solve`])."""
    status = engine.ask("status").split()
    if status[1] == "winner":
        return status[2]
    if status[1] != "ongoing":
        return "neither"
    return solve(bao, shown(engine), solve_nodes)


def winning_moves(bao, engine, moves, winner):
    """How many of the legal moves after `moves` keep the win (by the
    solver; a move it cannot settle counts as keeping it)."""
    kept = 0
    for mv in engine.ask("legal").split()[1:]:
        engine.start("kujifunza", moves + [mv])
        kept += value_now(bao, engine, NARROW_SOLVE_NODES) in (winner, "unknown")
    return kept


def positions(bao, count, seed, narrow):
    """`count` distinct positions on the proof, each as (moves, the proof's
    move, the winner), from seeded games against a search and random play;
    with `narrow` only those where the proof's move is the one move that
    keeps the win."""
    rng = random.Random(seed)
    engine = Engine(bao, [])
    found, seen, game = [], set(), 0
    engine.start("kujifunza", [])
    losing_firsts = []
    for first in engine.ask("legal").split()[1:]:
        engine.start("kujifunza", [first])
        if proven_move(engine) is not None:
            losing_firsts.append(first)
    while len(found) < count and game < 50 * count:
        game += 1
        engine.start("kujifunza", [])
        moves = []
        if rng.random() < 0.5:
            # North's proofs: after one of South's losing first moves.
            first = rng.choice(losing_firsts)
            engine.ask(f"play {first}")
            moves.append(first)
        winner = shown(engine).split()[1]
        while len(moves) < MAX_PLIES:
            legal = engine.ask("legal").split()[1:]
            if not legal:
                break
            position = shown(engine)
            if position.split()[1] == winner:
                mv = proven_move(engine)
                if mv is None:
                    sys.exit("a position of the proof's winner is off the proof")
                if position not in seen and len(legal) > 1:
                    seen.add(position)
                    if not narrow or winning_moves(bao, engine, moves, winner) == 1:
                        found.append((list(moves), mv, winner))
                    engine.start("kujifunza", moves)
            elif rng.random() < 0.1:
                mv = rng.choice(legal)
            else:
                mv = engine.best(DEFENCE_NODES)
            engine.ask(f"play {mv}")
            moves.append(mv)
            if engine.ask("status").split()[1] != "ongoing":
                break
    engine.close()
    rng.shuffle(found)
    return found[:count]


def solve(bao, position, nodes):
    """Who wins the position string with best play, by the solver: 'S',
    'N', 'neither' or 'unknown'."""
    out = subprocess.run(
        [bao, "solve", "--position", position, "--nodes", str(nodes)],
        capture_output=True,
        text=True,
    ).stdout
    value = next((l for l in out.splitlines() if l.startswith("value: ")), "")
    words = value.split()
    if "loses" in words:
        return words[-2][1]  # "(North wins)"
    if len(words) == 3 and words[2] == "wins":
        return words[1][0]
    if "neither" in words:
        return "neither"
    # "X cannot force a win; the rest is unknown", or the budget ran out.
    return "unknown"


def judge(bao, setting, found, nodes, solve_nodes):
    """For each position: 'kept', 'thrown' or 'unknown'."""
    engine = Engine(bao, [setting] if setting else [])
    verdicts = []
    for moves, proof_move, winner in found:
        engine.start("kujifunza", moves)
        mv = engine.best(nodes)
        if mv == proof_move:
            verdicts.append("kept")
            continue
        engine.ask(f"play {mv}")
        value = value_now(bao, engine, solve_nodes)
        verdicts.append(
            "kept" if value == winner else "unknown" if value == "unknown" else "thrown"
        )
    engine.close()
    return verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bao")
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=50000)
    parser.add_argument("--solve-nodes", type=int, default=5000000)
    parser.add_argument("--set", action="append", default=[], dest="settings")
    parser.add_argument(
        "--narrow",
        action="store_true",
        help="only positions where the proof's move is the one winning move",
    )
    args = parser.parse_args()
    found = positions(args.bao, args.positions, args.seed, args.narrow)
    kind = "with one winning move" if args.narrow else "its winner to move"
    print(f"{len(found)} positions on the proof, {kind}", flush=True)
    settings = args.settings or [""]
    results = {}
    for setting in settings:
        verdicts = judge(args.bao, setting, found, args.nodes, args.solve_nodes)
        results[setting] = verdicts
        thrown = verdicts.count("thrown")
        print(
            f"{setting or 'default'}: threw the win away in {thrown} of {len(found)} "
            f"({100 * thrown / len(found):.1f}%), kept {verdicts.count('kept')}, "
            f"unknown {verdicts.count('unknown')}",
            flush=True,
        )
    if len(settings) == 2:
        a, b = (results[s] for s in settings)
        diffs = [(x == "thrown") - (y == "thrown") for x, y in zip(a, b)]
        n = len(diffs)
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
        print(
            f"'{settings[0]}' minus '{settings[1]}': {100 * mean:+.1f} points "
            f"± {100 * 1.96 * math.sqrt(var / n):.1f} (95%), "
            f"{sum(d == 1 for d in diffs)} positions only the first threw away, "
            f"{sum(d == -1 for d in diffs)} only the second"
        )


if __name__ == "__main__":
    main()
