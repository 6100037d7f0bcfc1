//! Bao: the East African four-row mancala in three rule editions.
//!
//! `rules` is the engine (no I/O, no Bevy) and `cli` the headless command
//! line around it; `record` keeps settings; the game itself (`app`) is built
//! with the `app` feature.

#[cfg(feature = "app")]
pub mod app;
pub mod bot;
pub mod cli;
pub mod record;
pub mod rules;
