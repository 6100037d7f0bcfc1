#!/usr/bin/env bash
# The window opens within the screen: on an 800x600 screen, without
# --size, the game's 1280x720 default shrinks to fit (the window's own
# screenshot is its size), and with saving off nothing is kept of it.
#   bash tests/smoke/fits_screen.sh <path to bao>
set -euo pipefail
bin="${1:?usage: fits_screen.sh <path to bao>}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config" BAO_DATA_DIR="$work/data" HOME="$work"
export MESA_SHADER_CACHE_DIR="${MESA_SHADER_CACHE_DIR:-$work/mesa}"
timeout 300 xvfb-run -a -s "-screen 0 800x600x24" "$bin" --quick --shot-when frames \
  --frames 60 --max-frames 3000 --screenshot "$work/shot.png" > "$work/game.log" 2>&1 \
  || { echo "the game failed:"; tail -5 "$work/game.log"; exit 1; }
python3 - "$work/shot.png" <<'PY'
import struct, sys
with open(sys.argv[1], "rb") as f:
    head = f.read(24)
width, height = struct.unpack(">II", head[16:24])
assert width <= 800 and height <= 600, f"the window is {width}x{height} on an 800x600 screen"
print(f"the window opened at {width}x{height} on an 800x600 screen")
PY
