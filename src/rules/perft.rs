//! Perft: the number of legal move sequences of a given length, the
//! standard check that move generation and move play agree with other engines.

use super::game::legal_moves;
use super::lap::Ending;
use super::notation::Move;
use super::position::{Position, Rules};

/// Move sequences of `depth` plies from `pos`. A move that ends the game (a
/// front row emptied, a never-ending move) has no continuation; the
/// history-based endings (repetition, 2,000 plies) are not applied.
pub fn perft(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(pos, rules);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| child(pos, mv, rules).map_or(0, |next| perft(&next, rules, depth - 1)))
        .sum()
}

/// Perft split by the first move, in the engine's move order.
pub fn perft_divide(pos: &Position, rules: &Rules, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    legal_moves(pos, rules)
        .iter()
        .map(|&mv| {
            let count = child(pos, mv, rules).map_or(0, |next| perft(&next, rules, depth - 1));
            (mv, if depth == 1 { 1 } else { count })
        })
        .collect()
}

fn child(pos: &Position, mv: Move, rules: &Rules) -> Option<Position> {
    let (next, outcome) = super::game::play_untraced(pos, mv, rules);
    (!matches!(outcome.ending, Ending::NeverEnding { .. })).then_some(next)
}
