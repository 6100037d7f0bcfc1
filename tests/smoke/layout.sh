#!/usr/bin/env bash
# The layout rule, checked by the game itself (`--check-layout`):
# at every window size and text scale the game offers, no bar, panel or
# button covers a pit or a store, and every pit is in the window. Each
# scene is a way the board is used with its panels and choices out: a
# Kiswahili game with its moves list open, the direction, kichwa (in
# Kiswahili, whose words are longer) and safari questions, a replay, the
# practice board, a lesson, and a review's "Try it yourself" with the
# engine's verdict on a wrong answer (in Kiswahili: the longest panel), a
# Kiswahili puzzle with its panel, and the title screen. Every window and area shown is also whole inside the
# window and over no other (a panel cut off at the bottom, a row of
# buttons running off the right edge, two choices on each other).
#   bash tests/smoke/layout.sh <path to bao> [sizes...]
set -uo pipefail
bin="${1:?usage: layout.sh <path to bao> [sizes...]}"; shift
sizes="${*:-800x600 1280x720 1920x1080}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config" BAO_DATA_DIR="$work/data"
export MESA_SHADER_CACHE_DIR="${MESA_SHADER_CACHE_DIR:-$work/mesa}"
"$bin" match --edition kiswahili --a 2 --b 2 --games 1 --record "$work/g.bao" >/dev/null
opening="A6< a5> A3< a5> A5> a3> A1> a5> A2> a5> A5> a7<"
# South (a person) throws the proven win of Bao la Kujifunza away with A1>.
printf '[Version "1"]\n[Edition "kujifunza"]\n[South "Asha"]\n[North "Hodari"]\n[NorthLevel "3"]\n[Result "*"]\n[Plies "1"]\n\n1. A1> *\n' > "$work/j.bao"
"$bin" record review "$work/j.bao" --nodes 20000 --write "$work/jr.bao" >/dev/null
nyumba="kiswahili S 0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,5,0,2/0,0,0,0,0,0,0,0 10,10 house=S"
failed=0 runs=0
check() { local size="$1" scale="$2" name="$3"; shift 3
  runs=$((runs + 1))
  local log="$work/$name-$size-$scale.log"
  local try rc
  # A fresh Xvfb a scene: on a loaded machine one now and then refuses the
  # game before it is up (the window library's XOpenDisplayFailed); that
  # scene runs once more. A layout that fails fails both times.
  for try in 1 2; do
    timeout 300 xvfb-run -a -s "-screen 0 ${size}x24" "$bin" "$@" --size "$size" \
        --ui-scale "$scale" --check-layout --screenshot "$work/shot.png" --frames 40 \
        --max-frames 3000 > "$log" 2>&1
    rc=$?
    grep -q "XOpenDisplayFailed\|cannot open the display" "$log" || break
  done
  if [ $rc -ne 0 ] || ! grep -q "^layout: nothing covers the board" "$log"; then
    failed=$((failed + 1))
    echo "layout: $name at $size, text $scale%:"
    grep "^layout\|^bao\|ERROR" "$log" || tail -5 "$log"
  fi
}
for size in $sizes; do
  for scale in 100 150 200; do
    check "$size" "$scale" moves --edition kiswahili --south person --north 3 \
        --moves "$opening" --window moves
    check "$size" "$scale" direction --quick --choose A3 --shot-when question
    check "$size" "$scale" kichwa --position "$nyumba" --south person --north person \
        --choose A3 --shot-when question --language kiswahili
    check "$size" "$scale" safari --position "$nyumba" --south person --north person \
        --choose "A3 left" --shot-when safari
    check "$size" "$scale" replay replay "$work/g.bao" --at 12
    check "$size" "$scale" practice practice
    check "$size" "$scale" lesson learn
    check "$size" "$scale" title
    check "$size" "$scale" puzzle puzzles play --edition kiswahili --start matched \
        --language kiswahili
    check "$size" "$scale" review-try replay "$work/jr.bao" --review --study "try:A2>" \
        --shot-when verdict --language kiswahili
  done
done
[ "$failed" -eq 0 ] || { echo "layout: $failed of $runs scenes have the board covered"; exit 1; }
# A scene the options cannot set up ends at once with why, not after
# --max-frames: an answer that is no pit, one that is not a legal move
# there, and a study at the end (the game's one move is South's A1>, so
# --at 1 is the end).
for study in "--at 0 --study try:A9>" "--at 0 --study try:A1<" "--at 1 --study show"; do
  log="$work/study.log"
  for try in 1 2; do
    # shellcheck disable=SC2086
    timeout 120 xvfb-run -a -s "-screen 0 800x600x24" "$bin" replay "$work/jr.bao" --review \
        $study --shot-when verdict --screenshot "$work/study.png" --max-frames 100000 \
        > "$log" 2>&1
    rc=$?
    grep -q "XOpenDisplayFailed\|cannot open the display" "$log" || break
  done
  if [ "$rc" -eq 0 ] || [ "$rc" -eq 124 ] || ! grep -q -- "--study: " "$log"; then
    echo "layout: '$study' was not refused at once (exit $rc):"; tail -5 "$log"; exit 1
  fi
done
echo "layout check passed ($runs scenes)"
