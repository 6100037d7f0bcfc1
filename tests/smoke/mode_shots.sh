#!/usr/bin/env bash
# The six pictures a change to the modes or the app's shape must leave as
# they were: the start, a capture in flight, the pause screen, a
# replay, a lesson and the practice editor, at 1280x720 under Xvfb with the
# game's own screenshot option. Take them with the binary before and after
# a change, then compare (ImageMagick: compare -metric AE -fuzz 10% a b d):
#   bash tests/smoke/mode_shots.sh <path to bao> <out folder> [names...]
# Only the clock and where a seed is in its flight may differ.
set -u
bin="$1"; out="$2"; shift 2; mkdir -p "$out"
want="${*:-start capture pause replay lesson practice}"
work="$(mktemp -d)"; export BAO_CONFIG_DIR="$work/config" BAO_DATA_DIR="$work/data" HOME="$work"
export MESA_SHADER_CACHE_DIR="${MESA_SHADER_CACHE_DIR:-$work/mesa}"
"$bin" match --edition kujifunza --a 1 --b 2 --games 1 --record "$work/g.bao" >/dev/null
shot() { name="$1"; shift
  [[ " $want " == *" $name "* ]] || return 0
  timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" "$bin" "$@" --size 1280x720 --max-frames 3000 --screenshot "$out/$name.png" > "$work/$name.log" 2>&1 || { echo "$name failed"; tail -3 "$work/$name.log"; }
}
shot start --quick --shot-when frames --frames 60
shot capture --edition kujifunza --south 2 --north 2 --shot-when capture
shot pause --quick --pause --shot-when frames --frames 60
shot replay replay "$work/g.bao" --at 6 --shot-when frames --frames 60
shot lesson learn --shot-when frames --frames 60
shot practice practice --shot-when frames --frames 60
rm -rf "$work"
ls "$out"
