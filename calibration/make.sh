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
# Every edition: openings of 6 to 12 random plies (docs/maintaining.md "Win chance"),
# every score the mean of the search's last two depths. Made in runs side
# by side, each stopped when the session's time for it ran out; --games is
# what each had finished.
run --edition kiswahili --games 200 --first 0 --nodes 1000000 --seed 23 --data "$out/kiswahili.csv"
run --edition kiswahili --games 134 --first 200 --nodes 1000000 --seed 23 --data "$out/kiswahili-2.csv"
run --edition kiswahili --games 6 --first 400 --nodes 1000000 --seed 23 --data "$out/kiswahili-3.csv"
run --edition kujifunza --games 60 --first 0 --nodes 1000000 --seed 23 --data "$out/kujifunza.csv"
run --edition kujifunza --games 340 --first 60 --nodes 1000000 --seed 23 --data "$out/kujifunza-2.csv"
run --edition kimasai --games 60 --first 0 --nodes 1000000 --seed 23 --data "$out/kimasai.csv"
"$bao" record fit "$out"/*.csv
# The tuned evaluation's data (calibration/tuned/, docs/maintaining.md "Win chance"):
# the same command, from a build whose review::REVIEW_EVAL is Eval::Tuned.
# Runs side by side, stopped when the session's time ran out: --games is
# what each had finished.
# run --edition kiswahili --games 209 --first 0 --nodes 1000000 --seed 41 --data "$out/tuned/kiswahili-a.csv"
# run --edition kimasai --games 80 --first 0 --nodes 1000000 --seed 41 --data "$out/tuned/kimasai-a.csv"
# run --edition kujifunza --games 300 --first 0 --nodes 1000000 --seed 41 --data "$out/tuned/kujifunza-a.csv"
# run --edition kiswahili --games 78 --first 1000 --nodes 1000000 --seed 41 --data "$out/tuned/kiswahili-b.csv"
# run --edition kiswahili --games 107 --first 209 --nodes 1000000 --seed 41 --data "$out/tuned/kiswahili-c.csv"
# run --edition kiswahili --games 103 --first 1078 --nodes 1000000 --seed 41 --data "$out/tuned/kiswahili-d.csv"
# "$bao" record fit "$out"/tuned/*.csv
