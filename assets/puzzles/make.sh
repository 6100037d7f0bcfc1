#!/bin/sh
# The shipped puzzles (src/puzzle, docs/maintaining.md "Puzzles: how they
# are made"): found at 5,000 nodes a position, verified at 50,000,
# confirmed at 1.5 million a move (gen keeps only those that stand), rated
# by the budgets that miss them; the review (and so every puzzle's
# judgement) searches on the tuned evaluation. The sets of 2026-12-06 were
# made by the earlier gen (no deep check), then `bao puzzles deepen` on
# each file, then these same gen commands to refill: a run from scratch
# gives sets of the same standard, not byte for byte the same (the quota of
# easiest puzzles falls differently).
# Deterministic: the same commands give the same files on any machine and
# with any --jobs. Run from the repository root after
# `cargo build --release --no-default-features`.
set -e
bao=${BAO:-target/release/bao}
out=${OUT:-assets/puzzles}
gen() { nice -n 10 "$bao" puzzles gen --seed 38 --jobs 2 "$@"; }
# One a stage: else nearly every Kiswahili puzzle is of the namua stage.
gen --edition kiswahili --count 300 --one-a-stage --out "$out/kiswahili-puzzles.bao"
# Along the proof every puzzle is one a 40-node search solves (rated 800),
# and the proof games repeat one another: 3 positions of their own in the
# first 870 games, none more in the next 1,080. The rest from bots' games.
gen --edition kujifunza --source proof --count 3 --easiest 100 --out "$out/kujifunza-puzzles.bao"
gen --edition kujifunza --count 297 --out "$out/kujifunza-puzzles.bao"
gen --edition kimasai --count 100 --out "$out/kimasai-puzzles.bao"
for f in "$out"/*-puzzles.bao; do "$bao" puzzles deepen "$f"; "$bao" puzzles verify "$f" --deep; done
# The ladder's top (issue 48): the bots' games give few hard puzzles, so
# more are looked for on purpose, keeping only those rated 1800 or more,
# until a tenth of each set is; then every rating and theme is derived
# again from the lines (the rating of each step, Kimasai's own themes).
# Every set reaches a tenth: Kiswahili's at 330 puzzles (game 11,251);
# Kujifunza's found few at 5,000 nodes (4 in games 5,584 to 8,548), so
# from there its finder searches 20,000 nodes a position, which keeps moves
# the cheaper finder missed (24 in games 8,549 to 17,922, 328 puzzles).
# The runs take hours, see docs/maintaining.md.
gen --at-least 1800 --edition kimasai --count 110 --out "$out/kimasai-puzzles.bao"
# Kimasai's top (2300): a finder keeps only moves it sees itself, and the
# 20,000- and 80,000-node finders found none rated 2300; seed 41 at
# 700,000 nodes did (game 1,081), seeds 39 and 40 did not.
nice -n 10 "$bao" puzzles gen --seed 41 --jobs 2 --at-least 2200 --nodes 700000 \
  --edition kimasai --count 111 --out "$out/kimasai-puzzles.bao"
gen --at-least 1800 --edition kujifunza --count 301 --out "$out/kujifunza-puzzles.bao"
gen --at-least 1800 --edition kujifunza --nodes 20000 --count 325 --out "$out/kujifunza-puzzles.bao"
gen --at-least 1800 --edition kiswahili --count 330 --one-a-stage --out "$out/kiswahili-puzzles.bao"
for f in "$out"/*-puzzles.bao; do "$bao" puzzles rate "$f" --write; done
