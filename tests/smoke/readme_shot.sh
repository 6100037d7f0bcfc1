#!/usr/bin/env bash
# Makes the README's picture: the board in the middle of a Bao la Kiswahili
# game between two bots, at 1280x720 under Xvfb, with the game's own
# screenshot option. Run it after a change to the board's look:
#   bash tests/smoke/readme_shot.sh "$CARGO_TARGET_DIR/release/bao"
set -euo pipefail
bin="${1:?usage: readme_shot.sh <path to bao> [out.png]}"
here="$(cd "$(dirname "$0")" && pwd)"
out="${2:-$here/../../assets/readme/board.png}"
mkdir -p "$(dirname "$out")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config"
xvfb-run -a -s "-screen 0 1280x720x24" \
    "$bin" --edition kiswahili --south 4 --north 3 --speed fast \
    --shot-when moves:14 --max-frames 20000 --size 1280x720 \
    --screenshot "$out" > "$work/game.log" 2>&1 \
    || { tail -20 "$work/game.log"; exit 1; }
python3 "$here/check_board.py" "$out" 1280 720
echo "wrote $out"
