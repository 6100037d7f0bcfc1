#!/usr/bin/env bash
# The game draws only when something changes (issue 49): untouched under
# Xvfb with software rendering, the title screen's and Quick play's own
# CPU time over 10 s (--measure-idle) is at most 10% of one core each
# (measured 0.8% and 1.5% on 2026-12-06).
set -euo pipefail
bin="${1:?usage: idle.sh <path to bao>}"
limit="${IDLE_LIMIT_PERCENT:-10}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BAO_CONFIG_DIR="$work/config" BAO_DATA_DIR="$work/data"
for screen in title quick; do
    args=()
    [ "$screen" = quick ] && args=(--quick)
    xvfb-run -a -s "-screen 0 1280x720x24" "$bin" "${args[@]}" --size 1280x720 \
        --measure-idle 10 > "$work/$screen.log" 2>&1 \
        || { echo "the game failed ($screen)"; tail -20 "$work/$screen.log"; exit 1; }
    percent="$(sed -n 's/^idle: .* = \([0-9.]*\)% of one core.*/\1/p' "$work/$screen.log")"
    [ -n "$percent" ] || { echo "no figure ($screen)"; tail -20 "$work/$screen.log"; exit 1; }
    grep -E "^(still|idle)" "$work/$screen.log"
    awk -v p="$percent" -v l="$limit" 'BEGIN { exit !(p <= l) }' \
        || { echo "$screen: $percent% of one core idle, over $limit%"; exit 1; }
done
echo "smoke test passed (title and Quick play idle at most $limit% of one core)"
