//! Openings for bot games: random plies that a short search finds balanced,
//! shared by matches, the win-chance data and the tuning data.

use crate::rules::{Game, Rules};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::collections::HashSet;
use std::ops::RangeInclusive;
use std::sync::atomic::AtomicBool;

/// An opening: the start for `pair` 0, else `plies` random plies drawn
/// from `seed` and `pair`, kept only if a 20,000-node search finds them
/// balanced (within 3 seeds, no forced result): a decided opening would
/// score 1-1 whatever the players, and hide the difference a match or a
/// data set is there to measure.
pub fn balanced(rules: Rules, pair: u64, seed: u64, plies: RangeInclusive<u32>) -> Game {
    balanced_unless(rules, pair, seed, plies, &HashSet::new())
}

/// A match's openings, one a pair: [`balanced`]'s, but a draw that reaches
/// a position an earlier pair opened with is drawn again. Two searches
/// bounded by nodes play a repeated opening's games again move for move,
/// and with 1 to 4 plies 200 pairs held some 70 openings, ten of them
/// nearly half the pairs: a match told far less than its number of games.
/// Should the range run out of new positions, its longest opening grows
/// by a ply every [`REPEATS_A_PLY`] repeated draws. Drawn as the pairs
/// are asked for, so a long match starts at once.
pub struct Distinct {
    rules: Rules,
    seed: u64,
    plies: RangeInclusive<u32>,
    seen: HashSet<u64>,
    drawn: Vec<Game>,
}

impl Distinct {
    pub fn new(rules: Rules, seed: u64, plies: RangeInclusive<u32>) -> Distinct {
        Distinct {
            rules,
            seed,
            plies,
            seen: HashSet::new(),
            drawn: Vec::new(),
        }
    }

    /// Pair `pair`'s opening, the pairs before it drawn first.
    pub fn opening(&mut self, pair: u64) -> Game {
        while self.drawn.len() as u64 <= pair {
            let next = self.drawn.len() as u64;
            let game = balanced_unless(self.rules, next, self.seed, self.plies.clone(), &self.seen);
            self.seen.insert(game.position().hash());
            self.drawn.push(game);
        }
        self.drawn[pair as usize].clone()
    }
}

/// The first `pairs` of [`Distinct`]'s openings.
pub fn distinct(rules: Rules, pairs: u64, seed: u64, plies: RangeInclusive<u32>) -> Vec<Game> {
    let mut openings = Distinct::new(rules, seed, plies);
    (0..pairs).map(|pair| openings.opening(pair)).collect()
}

/// Repeated draws after which [`Distinct`] lengthens its openings by a ply.
const REPEATS_A_PLY: u32 = 100;

fn balanced_unless(
    rules: Rules,
    pair: u64,
    seed: u64,
    plies: RangeInclusive<u32>,
    seen: &HashSet<u64>,
) -> Game {
    let mut rng =
        Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(pair));
    let stop = AtomicBool::new(false);
    let mut repeats = 0;
    loop {
        let mut game = Game::new(rules);
        if pair == 0 {
            return game;
        }
        let longest = *plies.end() + repeats / REPEATS_A_PLY;
        let plies = rng.random_range(*plies.start()..=longest);
        for _ in 0..plies {
            if game.status().is_over() {
                break;
            }
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            game.play_untraced(mv).expect("a listed move");
        }
        if game.status().is_over() {
            continue;
        }
        if seen.contains(&game.position().hash()) {
            repeats += 1;
            continue;
        }
        // Judged by the hand-set evaluation whatever the bots' default, so
        // an opening stays the same when the default changes.
        let judged = super::choose_with_nodes_eval(
            game.position(),
            rules,
            BALANCE_NODES,
            super::Eval::Hand,
            &stop,
            &mut |_| {},
        );
        if judged.score.abs() <= BALANCED {
            return game;
        }
    }
}

const BALANCE_NODES: u64 = 20_000;
/// Hundredths of a seed.
const BALANCED: i32 = 300;
