#!/usr/bin/env bash
# Smoke test of "Copy summary": a game won at once (RULES.md §2, the
# opponent's front row emptied), the end window's button clicked through X,
# then the X clipboard read with xclip: one line about the game, no names.
set -euo pipefail
export SMOKE_LIB="$(cd "$(dirname "$0")" && pwd)/lib.sh"
bin="${1:?usage: clipboard.sh <path to bao>}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config" BAO_DATA_DIR="$work/data"
xvfb-run -a -s "-screen 0 1280x720x24" bash -c '
    "$0" --position "kujifunza S 0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,3,0,0,0,0/5,0,0,0,0,0,0,0 0,0" \
        --south person --north 3 --play "A3>" --speed very-fast --size 1280x720 \
        --screenshot "$1/end.png" --frames 100000 > "$1/game.log" 2>&1 &
    game=$!
    . "$SMOKE_LIB"
    wait_for_window $game "$1/game.log" || exit 1
    summary=""
    # The end window comes once the move is shown; its "Copy summary" button
    # lies at (640, 411) in a 1280x720 window.
    for _ in $(seq 40); do
        sleep 1
        xdotool mousemove --window "$window" 640 411 2>/dev/null || true
        sleep 0.5
        xdotool click 1 2>/dev/null || true
        sleep 0.5
        summary=$(xclip -o -selection clipboard 2>/dev/null || true)
        [ -n "$summary" ] && break
    done
    kill $game 2>/dev/null || true
    echo "clipboard: $summary"
    case "$summary" in
        "Bao la Kujifunza from a set position · South won in 1 move · "*"against Hodari (level 3)") ;;
        *) echo "not the summary"; tail -5 "$1/game.log"; exit 1 ;;
    esac
' "$bin" "$work"
echo "clipboard smoke test passed"
