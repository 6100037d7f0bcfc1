//! The rules engine: the three editions of RULES.md, exact. No I/O, no Bevy.

pub mod board;
mod game;
mod kimasai;
mod kiswahili;
mod kujifunza;
mod lap;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod position;
pub mod trace;
mod zobrist;

pub use board::{Dir, Pit, Side};
pub use game::{
    Game, MAX_PLIES, PlayError, Status, UnrankedReason, WinReason, capture_targets, legal_moves,
    legal_moves_into, play_for_search, play_traced, play_untraced, position_status,
};
pub use lap::{Ending, Outcome};
pub use moves::MoveList;
pub use notation::Move;
pub use position::{Edition, Position, Rules};
pub use trace::{Event, TurnEnd};
