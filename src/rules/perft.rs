//! Perft: the number of legal move sequences of a given length, the
//! standard check that move generation and move play agree with other engines.

use super::lap::MoveEnd;
use super::notation::Move;
use super::play::{legal_moves, play_untraced};
use super::position::{Position, Rules};

/// The deepest perft asked for: the recursion is one frame a ply, so the
/// depth bounds the stack. No tree of Bao is counted to this depth in a
/// lifetime; deeper asks are refused.
pub const MAX_DEPTH: u32 = 64;

/// Move sequences of `depth` plies from `pos` (rules decision 10). A move
/// that ends the game (a front row emptied, a never-ending move) has no
/// continuation; the history-based endings (repetition, 2,000 plies) are
/// not applied. `None` for a depth above [`MAX_DEPTH`].
pub fn perft(pos: &Position, rules: &Rules, depth: u32) -> Option<u64> {
    (depth <= MAX_DEPTH).then(|| count(pos, rules, depth))
}

fn count(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(pos, rules);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| child(pos, mv, rules).map_or(0, |next| count(&next, rules, depth - 1)))
        .sum()
}

/// Perft split by the first move, in the engine's move order; `None` for a
/// depth above [`MAX_DEPTH`].
pub fn perft_divide(pos: &Position, rules: &Rules, depth: u32) -> Option<Vec<(Move, u64)>> {
    if depth > MAX_DEPTH {
        return None;
    }
    if depth == 0 {
        return Some(Vec::new());
    }
    let split = legal_moves(pos, rules)
        .iter()
        .map(|&mv| {
            let n = child(pos, mv, rules).map_or(0, |next| count(&next, rules, depth - 1));
            (mv, if depth == 1 { 1 } else { n })
        })
        .collect();
    Some(split)
}

fn child(pos: &Position, mv: Move, rules: &Rules) -> Option<Position> {
    let (next, outcome) = play_untraced(pos, mv, rules);
    (!matches!(outcome.ending, MoveEnd::NeverEnding { .. })).then_some(next)
}
