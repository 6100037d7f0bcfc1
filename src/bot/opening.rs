//! Openings for bot games: random plies that a short search finds balanced,
//! shared by matches, the win-chance data and the tuning data.

use crate::rules::{Game, Rules};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;

/// An opening: the start for `pair` 0, else `plies` random plies drawn
/// from `seed` and `pair`, kept only if a 20,000-node search finds them
/// balanced (within 3 seeds, no forced result): a decided opening would
/// score 1-1 whatever the players, and hide the difference a match or a
/// data set is there to measure.
pub fn balanced(rules: Rules, pair: u64, seed: u64, plies: std::ops::RangeInclusive<u32>) -> Game {
    let mut rng =
        Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(pair));
    let stop = AtomicBool::new(false);
    loop {
        let mut game = Game::new(rules);
        if pair == 0 {
            return game;
        }
        let plies = rng.random_range(plies.clone());
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
