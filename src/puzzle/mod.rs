//! Bao puzzles: a position where the side to move has one good move, found
//! in bots' games (and, in Bao la Kujifunza, along the shipped proof),
//! verified by a deeper search, tagged with themes and rated.
//!
//! A puzzle is written as a game record (RECORDS.md), as lichess keeps its
//! own: the `Position` tag is the position before the opponent's move, the
//! moves are that move and then the solution; the kind, the margins, the
//! themes and the rating are tags. Adapted from lichess-puzzler: the line
//! stops as soon as the result is plain (the game over, or no one good move
//! next), and where chess counts material Bao counts the win chance that
//! the review's curves give the search's score. No I/O beyond what the
//! caller passes in, no Bevy. A set is read and written by `file`.

pub mod deep;
pub mod file;
pub mod find;
pub mod judge;
pub mod mistakes;
pub mod rating;
pub mod session;
pub mod shipped;
pub mod themes;
pub mod verify;

pub use judge::{Kind, OneGood, Weighed, one_good, weigh};
pub use themes::Theme;

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use crate::rules::{Move, Position, Rules, play_untraced};

/// The bots' search the puzzles' games and first ratings come from: the
/// tuned evaluation and the review's pinned method, so the shipped puzzles
/// re-derive whatever the bots' default search becomes.
pub const PUZZLE_SEARCH: (crate::bot::Eval, crate::bot::Method) =
    (crate::bot::Eval::Tuned, crate::review::REVIEW_METHOD);

/// Nodes a position when puzzles are found; verification searches ten
/// times as many.
pub const FIND_NODES: u64 = 5_000;
/// The verification's budget over the finding's.
pub const VERIFY_FACTOR: u64 = 10;
/// The most moves of the solver in a solution.
pub const MOST_SOLVER_MOVES: usize = 3;

/// What the deep confirmation saw, kept in the puzzle's tags.
#[derive(Clone, Debug, PartialEq)]
pub struct Deep {
    pub nodes: u64,
    /// For each solver's move, by how much its win chance stood above the
    /// next move's at `nodes`.
    pub margins: Vec<f64>,
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Its name in the set: the edition and a number (`kiswahili-17`).
    pub id: String,
    pub rules: Rules,
    /// The position before the opponent's move.
    pub before: Position,
    /// The opponent's move, shown animated before the puzzle starts.
    pub setup: Move,
    /// The solver's moves and the opponent's replies between them: the
    /// solver's moves at the even places, and the line ends with one.
    pub solution: Vec<Move>,
    pub kind: Kind,
    /// For each solver's move, by how much its win chance stood above the
    /// next move's at verification.
    pub margins: Vec<f64>,
    pub themes: Vec<Theme>,
    /// Glicko-2 rating and deviation at the start.
    pub rating: f64,
    pub deviation: f64,
    /// Where it was found: `bots` or `proof`.
    pub source: String,
    /// The budgets it was found and verified at, nodes a position.
    pub found_nodes: u64,
    pub verified_nodes: u64,
    /// The deep second opinion's figures (`deep`), where it was asked.
    pub deep: Option<Deep>,
}

impl Puzzle {
    /// The position the solver moves in: after the opponent's move.
    pub fn start(&self) -> Position {
        play_untraced(&self.before, self.setup, &self.rules).0
    }

    /// The solver's moves, with the position each is played in.
    pub fn solver_moves(&self) -> Vec<(Position, Move)> {
        let mut at = self.start();
        let mut moves = Vec::new();
        for (k, &mv) in self.solution.iter().enumerate() {
            if k % 2 == 0 {
                moves.push((at, mv));
            }
            at = play_untraced(&at, mv, &self.rules).0;
        }
        moves
    }
}

/// Each puzzle that starts where an earlier one in the list starts, with
/// that earlier one: games transpose (the bots and the proof play alike),
/// and one position is one puzzle.
pub fn repeats(puzzles: &[Puzzle]) -> Vec<(&Puzzle, &Puzzle)> {
    let mut first = HashMap::new();
    puzzles
        .iter()
        .filter_map(|puzzle| match first.entry(puzzle.start()) {
            Entry::Occupied(earlier) => Some((puzzle, *earlier.get())),
            Entry::Vacant(place) => {
                place.insert(puzzle);
                None
            }
        })
        .collect()
}
