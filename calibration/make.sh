#!/bin/sh
# The data the win-chance curves (src/review/chance.rs) are fitted to, and
# the fit: self-play games of Bingwa's search at the review's default budget
# (1,000,000 nodes a position), one a balanced opening. Deterministic: the
# same commands give the same files on any machine. One core each, at a low
# priority; run from the repository root after
# `cargo build --release --no-default-features`.
set -e
bao=${BAO:-target/release/bao}
out=${OUT:-calibration}
run() { nice -n 10 "$bao" record calibrate "$@"; }
# Kiswahili: openings of 6 to 12 random plies (README "Win chance"), made in
# two runs side by side, each stopped when the session's time for it ran
# out; --games is what each had finished.
run --edition kiswahili --games 114 --first 0 --nodes 1000000 --seed 23 --data "$out/kiswahili.csv"
run --edition kiswahili --games 108 --first 200 --nodes 1000000 --seed 23 --data "$out/kiswahili-2.csv"
# Kujifunza and Kimasai were made with the match's openings of 1 to 4
# random plies, before the calibration's own (`bao record fit` says how
# many of their games are distinct lines); the same data come from a build
# of the commit that shipped them, 3f46ac0 or earlier.
run --edition kujifunza --games 60 --nodes 1000000 --seed 23 --data "$out/kujifunza.csv"
run --edition kimasai --games 60 --nodes 1000000 --seed 23 --data "$out/kimasai.csv"
"$bao" record fit "$out"/*.csv
