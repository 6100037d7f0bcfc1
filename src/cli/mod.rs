//! The headless command line: the engine text interface, perft, selfplay and the solver.

pub mod bench;
pub mod engine;
mod error;
pub mod matches;
pub mod proven_match;
pub mod puzzles;
pub mod record;
pub mod review;
pub mod review_fit;
pub mod selfplay;
pub mod solve;
pub mod tune;
pub mod tune_fit;

pub use crate::options::{parse_edition, parse_takasia};
use crate::rules::{Edition, Game, Position};
pub use error::CliError;

/// A game from an optional position string, else the start of `edition`.
pub fn game_from(
    position: Option<&str>,
    edition: Edition,
    takasia: bool,
) -> Result<Game, CliError> {
    match position {
        Some(text) => Ok(Game::from_position(Position::parse(text)?, takasia)),
        None => Ok(Game::new(crate::rules::Rules { edition, takasia })),
    }
}
