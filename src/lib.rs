//! Bao: the East African four-row mancala in three rule editions.
//!
//! `rules` is the engine (no I/O, no Bevy) and `cli` the headless command
//! line around it; the game itself (`app`) is built with the `app` feature.

pub mod bot;
pub mod cli;
pub mod rules;
