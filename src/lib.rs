//! Bao: the East African four-row mancala in three rule editions.
//!
//! `rules` is the engine (no I/O, no Bevy), `atomic` the one way files are written, `bot` the bots, `solve` the solver and `cli` the
//! headless command line around them; `lessons` are the guided lessons; `words` the
//! players' words in English and Kiswahili;
//! `review` reviews a recorded game with the engine; `puzzle` finds, verifies and rates puzzles; `record` keeps game records and
//! settings; `options` are the game window's options; the game itself
//! (`app`) is built with the `app` feature.

#[cfg(feature = "app")]
pub mod app;
pub mod atomic;
pub mod bot;
pub mod cli;
pub mod lessons;
pub mod options;
pub mod puzzle;
pub mod record;
pub mod review;
pub mod rules;
pub mod solve;
pub mod tune;
pub mod words;
