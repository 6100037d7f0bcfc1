#!/usr/bin/env bash
# Smoke test of the real game: opens the window under Xvfb (software Vulkan),
# starts Quick play, plays South's first move through X, waits for the bot's
# answer, saves a screenshot with the game's own option and checks that the
# board is on it. With the keyboard (xdotool: Tab, Enter, →), or with the
# mouse: a click on pit A3 (mesh picking), then on the ▶ arrow on its right half;
# or with taps: the same clicks, each the moment the pointer arrives, so
# that its press and release may come in the frame it moved in.
set -euo pipefail
export SMOKE_LIB="$(cd "$(dirname "$0")" && pwd)/lib.sh"
bin="${1:?usage: window.sh <path to bao> [keys|mouse|taps]}"
input="${2:-keys}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config"
shot="$work/smoke.png"

xvfb-run -a -s "-screen 0 1280x720x24" bash -c '
    "$0" --quick --size 1280x720 --speed very-fast --screenshot "$1" --shot-when moves:2 \
        --frames 10 --max-frames 4000 > "$2/game.log" 2>&1 &
    game=$!
    . "$SMOKE_LIB"
    wait_for_window $game "$2/game.log" || exit 1
    # Keys go to the focused window; a move is refused while one animates,
    # so the keys are simply sent again until two moves have been played.
    while kill -0 $game 2>/dev/null; do
        xdotool windowfocus "$window" 2>/dev/null || true
        if [ "$3" = mouse ]; then
            # Where A3 and the ▶ arrow on its right half lie in a 1280×720 window
            # (light scene). The pointer rests a moment before each press, as
            # a hand does: picking needs a frame with the pointer over the pit.
            xdotool mousemove --window "$window" 481 381 2>/dev/null || true
            sleep 1
            xdotool click 1 2>/dev/null || true
            sleep 1
            xdotool mousemove --window "$window" 500 381 2>/dev/null || true
            sleep 1
            xdotool click 1 2>/dev/null || true
        elif [ "$3" = taps ]; then
            # The pointer rests on the top bar, then arrives and clicks at once.
            xdotool mousemove --window "$window" 640 12 2>/dev/null || true
            sleep 2
            xdotool mousemove --window "$window" 481 381 click 1 2>/dev/null || true
            sleep 1
            xdotool mousemove --window "$window" 500 381 click 1 2>/dev/null || true
        else
            xdotool key Tab Return Right 2>/dev/null || true
        fi
        sleep 2
    done
    wait $game || { echo "the game failed"; tail -20 "$2/game.log"; exit 1; }
' "$bin" "$shot" "$work" "$input"

python3 "$here/check_board.py" "$shot" 1280 720
# The move came through the input path: the keys play the first legal pit,
# the click plays A3.
played="South (you) plays"
[ "$input" != keys ] && played="South (you) plays A3"
grep -q "$played" "$work/game.log" \
    || { echo "no '$played' in the log"; tail -20 "$work/game.log"; exit 1; }
echo "smoke test passed ($input)"
