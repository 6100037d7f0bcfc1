#!/bin/sh
# The shipped puzzles (src/puzzle, README "Puzzles"): found at 10,000 nodes
# a position, verified at 100,000, rated by the budgets that miss them.
# Deterministic: the same commands give the same files on any machine and
# with any --jobs. Run from the repository root after
# `cargo build --release --no-default-features`.
set -e
bao=${BAO:-target/release/bao}
out=${OUT:-assets/puzzles}
gen() { nice -n 10 "$bao" puzzles gen --seed 38 --jobs 2 "$@"; }
gen --edition kiswahili --count 300 --out "$out/kiswahili-puzzles.bao"
gen --edition kujifunza --source proof --count 200 --out "$out/kujifunza-puzzles.bao"
gen --edition kujifunza --count 100 --out "$out/kujifunza-puzzles.bao"
gen --edition kimasai --count 100 --out "$out/kimasai-puzzles.bao"
for f in "$out"/*-puzzles.bao; do "$bao" puzzles verify "$f"; done
