//! The rules engine: the three editions of RULES.md, exact. No I/O, no Bevy.
//!
//! The modules import in one direction: `game` keeps a game and plays through
//! `play`, which dispatches a move to its edition (`kujifunza`, `kiswahili`,
//! `kimasai`) and then to the lap machine (`lap`), which knows no edition.

pub mod board;
mod cycle;
pub mod explain;
mod game;
mod kimasai;
mod kiswahili;
mod kujifunza;
mod lap;
pub mod moves;
pub mod notation;
pub mod perft;
mod play;
pub mod position;
pub mod replay;
mod row;
mod status;
pub mod takasia;
pub mod trace;
mod zobrist;

pub use board::{Dir, Pit, Side};
pub use game::{Game, MAX_PLIES, PlayError};
pub use lap::{MoveEnd, MoveOutcome, SHOWN_LAPS};
pub use moves::MoveList;
pub use notation::{Move, NotationError, NotationWrong};
pub use play::{
    LAPS_PER_CHECK, LapBudget, OpenChoices, Stopped, capture_targets, first_capture, legal_moves,
    legal_moves_into, open_choices, play_for_search, play_traced, play_untraced,
    trace_until_safari,
};
pub use position::{Edition, Position, PositionError, PositionField, Rules};
pub use status::{Status, UnrankedReason, WinReason, position_status};
pub use trace::{Event, TurnEnd, seeds_captured};
