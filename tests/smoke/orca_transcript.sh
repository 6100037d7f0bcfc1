#!/usr/bin/env bash
# Not part of CI: Orca 43 beside the game for its opening moves (issue 51);
# its debug log (the second argument) holds every "SPEECH OUTPUT" line,
# heard or not. Usage: orca_transcript.sh <bao> <debug log>
set -u
bin="$1"; out="$2"
work="$(mktemp -d)"
export BAO_CONFIG_DIR="$work/config" HOME="$work/home"
mkdir -p "$HOME"
xvfb-run -a -s "-screen 0 1024x768x24" dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    sleep 1
    for flag in IsEnabled ScreenReaderEnabled; do
        dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:$flag variant:boolean:true >/dev/null
    done
    "$0" --edition kujifunza --south person --north 1 --speed fast --size 1024x768 > "$2/game.log" 2>&1 &
    game=$!
    for _ in $(seq 120); do w=$(xdotool search --name "^Bao$" 2>/dev/null | head -1); [ -n "$w" ] && break; sleep 1; done
    sleep 5
    orca --replace --debug-file="$1" > "$2/orca.out" 2>&1 &
    orca=$!
    sleep 8
    xdotool windowfocus "$w"; sleep 3
    for k in Tab Tab Return Right; do xdotool windowfocus "$w"; xdotool key $k; sleep 2; done
    sleep 12
    for k in Tab Return Left; do xdotool windowfocus "$w"; xdotool key $k; sleep 2; done
    sleep 12
    kill $orca $game
    grep -a "plays" "$2/game.log" | tail -5
    tail -5 "$2/orca.out"
' "$bin" "$out" "$work"
