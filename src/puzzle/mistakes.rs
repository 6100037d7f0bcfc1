//! "Learn from your mistakes": the places in a player's own game where they
//! had one good move and played another, found again as puzzles, verified
//! and rated as the shipped ones are. The puzzle starts after the
//! opponent's move before the mistake, so the player meets the position as
//! they met it in their game.

use super::find::{Found, puzzle_after};
use super::verify::{confirmed, finished};
use super::{FIND_NODES, Puzzle, VERIFY_FACTOR};
use crate::rules::{Game, Side, play_untraced};
use std::sync::atomic::AtomicBool;

/// Puzzles kept from one game at most: the first mistakes of a lost game
/// are the ones that lost it, and a game of blunders should not flood the
/// player's set.
pub const MOST_A_GAME: usize = 5;

/// Where a player's puzzles come from, as their `Source` tag says.
pub const SOURCE: &str = "mine";

/// The mistakes of `solvers` in `game`: each ply where one of them was to
/// move, had one good move at `nodes` a position, and played another. Each
/// comes with the ply of the mistake (the opponent's move is the ply
/// before) and the puzzle found there.
pub fn mistakes(
    game: &Game,
    solvers: &[Side],
    nodes: u64,
    stop: &AtomicBool,
) -> Vec<(usize, Found)> {
    let rules = game.rules();
    let moves = game.moves();
    let mut before = *game.start_position();
    let mut found = Vec::new();
    for ply in 1..moves.len() {
        let setup = moves[ply - 1];
        let (at, _) = play_untraced(&before, setup, &rules);
        if found.len() < MOST_A_GAME
            && solvers.contains(&at.side)
            && let Some(puzzle) = puzzle_after(&before, setup, rules, nodes, stop)
            && puzzle.solution.first() != Some(&moves[ply])
        {
            found.push((ply, puzzle));
        }
        before = at;
    }
    found
}

/// The mistakes of `solvers` in `game` as verified, rated puzzles, named
/// `{prefix}-{ply}`, at the shipped sets' budgets.
pub fn puzzles_of_mistakes(
    game: &Game,
    solvers: &[Side],
    prefix: &str,
    stop: &AtomicBool,
) -> Vec<Puzzle> {
    let rules = game.rules();
    mistakes(game, solvers, FIND_NODES, stop)
        .into_iter()
        .filter_map(|(ply, found)| {
            let derived = confirmed(&found, rules, FIND_NODES * VERIFY_FACTOR, stop)?;
            let id = format!("{prefix}-{ply}");
            Some(finished((found, derived), rules, id, SOURCE, FIND_NODES))
        })
        .collect()
}
