#!/usr/bin/env bash
# The game as a screen reader on Linux meets it: under Xvfb, inside a D-Bus
# session of its own with the AT-SPI bus launched and org.a11y.Status
# IsEnabled and ScreenReaderEnabled set (what Orca sets), the game is
# started on a Bao la Kujifunza round against level 1, and
# screen_reader.py plays the whole game with the keyboard alone (xdotool),
# reading the board, the focus, the questions and the result only through
# AT-SPI (pyatspi), and checking each pit against the real position.
# Needs Debian's at-spi2-core, python3-pyatspi, xvfb, xdotool and dbus
# (.ci/setup). Writes what AT-SPI read to $2 when given.
set -euo pipefail
bin="$(realpath "${1:?usage: screen_reader.sh <path to bao> [transcript file]}")"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
transcript="${2:-$work/transcript.txt}"
export BAO_CONFIG_DIR="$work/config"
launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || launcher="$(command -v at-spi-bus-launcher)"
# pyatspi is Debian's, for Debian's python3 (not a pyenv or venv one).
python=/usr/bin/python3
export launcher python here

xvfb-run -a -s "-screen 0 1024x768x24" dbus-run-session -- bash -c '
    set -euo pipefail
    "$launcher" --launch-immediately &
    bus=$!
    for _ in $(seq 50); do
        dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null \
            | grep -q "boolean true" && break
        sleep 0.1
    done
    for flag in IsEnabled ScreenReaderEnabled; do
        dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:$flag \
            variant:boolean:true > /dev/null
    done
    # The live regions reach a screen reader as AT-SPI Announcement
    # signals (what Orca 46 and later speak): listen for them on the
    # accessibility bus itself.
    a11y=$(dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
        org.a11y.Bus.GetAddress | sed -n "s/^ *string \"\(.*\)\"$/\1/p")
    dbus-monitor --address "$a11y" > "$1/announced.log" 2>&1 &
    monitor=$!
    "$0" --edition kujifunza --south person --north 1 --speed very-fast \
        --size 1024x768 > "$1/game.log" 2>&1 &
    game=$!
    status=0
    "$python" "$here/screen_reader.py" "$0" "$1/game.log" "$2" $game || status=$?
    kill $game $monitor $bus 2>/dev/null || true
    if [ $status -eq 0 ]; then
        "$python" "$here/announced.py" "$1/announced.log" "$1/game.log" >> "$2" || status=$?
    fi
    if [ $status -ne 0 ]; then
        echo "--- the game log"
        tail -30 "$1/game.log"
    fi
    exit $status
' "$bin" "$work" "$transcript"
echo "screen reader test passed"
