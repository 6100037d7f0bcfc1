#!/bin/sh
# The data the win-chance curves (src/review/chance.rs) are fitted to, and
# the fit: self-play games of Bingwa's search at the review's default budget
# (1,000,000 nodes a position), one a balanced opening of `bao match`'s kind.
# Deterministic: the same commands give the same files on any machine. One
# core each, at the lowest priority; run from the repository root after
# `cargo build --release --no-default-features`.
set -e
bao=${BAO:-target/release/bao}
out=${OUT:-calibration}
run() { nice -n 19 "$bao" record calibrate "$@"; }
# Kiswahili was made in two runs (30 games, then 120 going on from game 31);
# one run of --games 150 gives the same lines in one file.
run --edition kiswahili --games 30 --nodes 1000000 --seed 23 --data "$out/kiswahili.csv"
run --edition kiswahili --games 120 --first 30 --nodes 1000000 --seed 23 --data "$out/kiswahili-2.csv"
run --edition kujifunza --games 60 --nodes 1000000 --seed 23 --data "$out/kujifunza.csv"
run --edition kimasai --games 60 --nodes 1000000 --seed 23 --data "$out/kimasai.csv"
"$bao" record fit "$out"/*.csv
