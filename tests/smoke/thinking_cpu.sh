#!/usr/bin/env bash
# Not part of CI (issue 49): while a level-6 bot searches, how much CPU do
# the game's other threads take? thinking_cpu.py reads every thread's CPU
# time from /proc, and from the game's log when the board was still.
#   bots:  two level-6 bots play Bao la Kiswahili (very fast animation).
#   still: in each of several middle-game positions the person plays one
#          move as the round starts and level 6 answers; each run is short.
# Usage: bash tests/smoke/thinking_cpu.sh <path to bao> [seconds] [bots|still]
set -u
bin="$(realpath "${1:?usage: thinking_cpu.sh <path to bao> [seconds] [bots|still]}")"
secs="${2:-60}"
mode="${3:-bots}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config" RUST_LOG="info,bao::app::pace=debug" bin secs work here
run() { # <wait> <seconds> <options...>: one game window, measured after <wait> s
    local wait="$1" seconds="$2"; shift 2
    xvfb-run -a -s "-screen 0 1280x720x24" bash -c '
        "$bin" --edition kiswahili --speed very-fast --size 1280x720 "$@" > "$work/game.log" 2>&1 &
        pid=$!
        sleep '"$wait"'
        python3 "$here/thinking_cpu.py" $pid '"$seconds"' "$work/game.log"
        kill $pid
    ' run "$@"
}
case "$mode" in
    bots) run 25 "$secs" --south 6 --north 6 ;;
    still)
        # Middle games (12 to 26 plies of the engine's own play at 1,500 to
        # 12,000 nodes a move), South to move.
        while IFS='|' read -r moves play; do
            echo "after $moves, South plays $play:"
            run 0 8 --south person --north 6 --moves "$moves" --play "$play"
        done <<'GAMES' | tee "$work/runs.txt"
A6> a6> A8> a8> A7> a7> A8> a8< A5> a6> A5> a8>|A7>
A7> a7> A8> a6> A6> a7< A8< a6> A6> a7> A8< a8>|A7>
A6> a7> A8< a8< A5< a3> A8< a3< A7> a7> A8< a3> A7> a1>|A5>
A7> a7> A6> a6> A8< a8< A6> a7> A8> a8> A7> a6> A8> a7> A5< a5<+|A5>
A6> a7< A5< a6> A6< a5> A7< a5> A6< a7< A3< a5< A7< a8<+ A5<+ a7< A4> a6<|A1>
A6> a7> A8< a8< A5< a3> A8< a3< A7> a3< A8<+ a7< A3> a2> A1> a5< A2> a5< A2> a2>|A6<
A6> a6> A8> a8> A7> a7> A8> a8< A5> a6> A5> a8> A7> a7> A8< a8< A6> a7> A7> a8< A5< a5<|A2>
A7> a7> A8> a8< A5< a3< A8< a3< A5> a3< A7< a1> A5> a7< A7< a7> A8> a8> A3< a3> A5> a5> A2> a6<|A1>
A6> a6> A8> a8< A7< a5< A3< a7< A5> a8<+ A5> a3> A5> a3> A7< a1> A5> a2> A5> a6< A2> a2> A3< a2> A5< a3>|A8<
GAMES
        awk '/^raw:/ { s += $3; sc += $4; m += $6; mc += $7 }
            END { printf "all runs: board still %.1f s, the other threads %.1f%%; a move animating %.1f s, %.1f%%\n",
                  s, s ? 100 * sc / s : 0, m, m ? 100 * mc / m : 0 }' "$work/runs.txt"
        ;;
    *) echo "the mode is bots or still"; exit 2 ;;
esac
