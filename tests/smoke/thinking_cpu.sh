#!/usr/bin/env bash
# Not part of CI (issue 49): while a level-6 bot searches, how much CPU do
# the game's other threads take? Two level-6 bots play Bao la Kiswahili
# under Xvfb (very fast animation); thinking_cpu.py reads every thread's
# CPU time from /proc.
# Usage: bash tests/smoke/thinking_cpu.sh <path to bao> [seconds]
set -u
bin="$(realpath "${1:?usage: thinking_cpu.sh <path to bao> [seconds]}")"
secs="${2:-60}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config" bin secs work here
xvfb-run -a -s "-screen 0 1280x720x24" bash -c '
    "$bin" --edition kiswahili --south 6 --north 6 --speed very-fast \
        --size 1280x720 > "$work/game.log" 2>&1 &
    pid=$!
    sleep 25
    python3 "$here/thinking_cpu.py" $pid $secs
    kill $pid
'
