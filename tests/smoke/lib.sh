# What the Xvfb smoke tests share; sourced inside their xvfb-run shells
# (the scripts export SMOKE_LIB, the path of this file).

# Waits up to two minutes for the game's window, while the game `$1` runs;
# sets `window`, or prints the log `$2` and fails.
wait_for_window() {
    window=""
    for _ in $(seq 120); do
        window=$(xdotool search --name "^Bao$" 2>/dev/null | head -1 || true)
        [ -n "$window" ] && return 0
        kill -0 "$1" 2>/dev/null || break
        sleep 1
    done
    echo "the game window did not open"
    cat "$2"
    return 1
}
