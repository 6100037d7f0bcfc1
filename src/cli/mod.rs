//! The headless command line: the engine text interface, perft and selfplay.

pub mod engine;
pub mod launch;
pub mod matches;
pub mod selfplay;

use crate::rules::{Edition, Game, Position};

/// Reads `takasia=on` / `takasia=off`.
pub fn parse_takasia(value: &str) -> Result<bool, String> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(format!("takasia must be on or off, not '{value}'")),
    }
}

/// Reads an edition name, with a message that lists the names.
pub fn parse_edition(text: &str) -> Result<Edition, String> {
    Edition::parse(text)
        .ok_or_else(|| format!("'{text}' is not an edition (kujifunza, kiswahili, kimasai)"))
}

/// A game from an optional position string, else the start of `edition`.
pub fn game_from(position: Option<&str>, edition: Edition, takasia: bool) -> Result<Game, String> {
    match position {
        Some(text) => Ok(Game::from_position(Position::parse(text)?, takasia)),
        None => Ok(Game::new(crate::rules::Rules { edition, takasia })),
    }
}
