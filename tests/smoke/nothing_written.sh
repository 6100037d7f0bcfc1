#!/usr/bin/env bash
# A whole run of the game window with device saving off writes
# nothing. A fresh HOME with fresh XDG folders inside it, an empty
# BAO_CONFIG_DIR and BAO_DATA_DIR (unset, not "the working folder"), and a
# foreign settings.json in the working folder. Quick play is played to its
# end with the keyboard, then through X with the mouse: "Save game…" opened
# and cancelled, Settings opened, a switch flipped and Done, Main menu, Quit.
# Afterwards nothing new is under HOME and the working folder is as it was.
# The one exception: Mesa's shader cache is pointed outside HOME, since it
# is the graphics driver's own cache of compiled shaders, not the game's.
set -euo pipefail
export SMOKE_LIB="$(cd "$(dirname "$0")" && pwd)/lib.sh"
bin="$(realpath "${1:?usage: nothing_written.sh <path to bao>}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
home="$work/home"
mkdir -p "$home" "$work/cwd"
printf '{"not": "ours"' > "$work/cwd/settings.json"
cp "$work/cwd/settings.json" "$work/foreign.json"
export HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share"
export XDG_CACHE_HOME="$home/.cache" XDG_STATE_HOME="$home/.local/state"
export BAO_CONFIG_DIR="" BAO_DATA_DIR=""
export MESA_SHADER_CACHE_DIR="$work/mesa-shader-cache"
cd "$work/cwd"

xvfb-run -a -s "-screen 0 1280x720x24" bash -c '
    log="$1/game.log"
    "$0" --quick --size 1280x720 --speed very-fast > "$log" 2>&1 &
    game=$!
    . "$SMOKE_LIB"
    wait_for_window $game "$log" || exit 1
    # Where things lie in a 1280x720 window (seen on screenshots of the game).
    click() {
        xdotool mousemove --window "$window" "$1" "$2" 2>/dev/null || true
        sleep 0.7
        xdotool click 1 2>/dev/null || true
        sleep 1.5
    }
    # The first legal pit each turn, until the game ends (Kujifunza is short).
    # The end is checked just before each press: once the game is over the
    # keys would go to the end window (Tab, Enter: "New game…").
    for _ in $(seq 300); do
        sleep 1.5
        grep -qE " wins: |unranked" "$log" && break
        kill -0 $game 2>/dev/null || { echo "the game stopped"; tail -20 "$log"; exit 1; }
        xdotool windowfocus "$window" 2>/dev/null || true
        xdotool key Tab Return Right 2>/dev/null || true
    done
    grep -qE " wins: |unranked" "$log" || { echo "the game did not end"; tail -20 "$log"; exit 1; }
    sleep 3
    click 617 443   # the end window: Save game…
    click 523 701   # the dialog: Cancel
    click 993 17    # the top bar: Settings
    click 387 377   # pit names on (for this run)
    click 418 563   # Done
    click 873 443   # the end window: Main menu
    for _ in $(seq 10); do
        kill -0 $game 2>/dev/null || break
        click 639 556   # the title screen: Quit
    done
    if kill -0 $game 2>/dev/null; then
        echo "Quit did not close the game"; kill $game; tail -20 "$log"; exit 1
    fi
    wait $game || { echo "the game failed"; tail -20 "$log"; exit 1; }
' "$bin" "$work"

made="$(find "$home" -mindepth 1)"
if [ -n "$made" ]; then
    echo "the game wrote under a fresh HOME with saving off:"; echo "$made"; exit 1
fi
cmp -s "$work/cwd/settings.json" "$work/foreign.json" \
    || { echo "the foreign settings.json in the working folder was changed"; exit 1; }
[ "$(ls -A "$work/cwd")" = "settings.json" ] \
    || { echo "the game wrote in the working folder:"; ls -A "$work/cwd"; exit 1; }
grep -q "South (you) plays" "$work/game.log" \
    || { echo "no move was played"; tail -20 "$work/game.log"; exit 1; }
echo "smoke test passed (nothing written with saving off)"
