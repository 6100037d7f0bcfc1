//! How a game stands: going on, won and why, or ended unranked and why (RULES.md §2).

use super::board::Side;
use super::notation::Move;
use super::position::Position;
use std::fmt;

/// Why a won game was won (part of [`Status`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser's front row is empty.
    FrontRowEmpty,
    /// The loser had no legal move at the start of their turn.
    NoLegalMove,
}

/// Why a game ended with no winner (part of [`Status`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnrankedReason {
    NeverEndingMove,
    Repetition,
    MoveLimit,
    /// Four hours of active play: decided by the app, which keeps the clock.
    TimeLimit,
}

/// How a game stands: the engine's one answer. One move's end is the lap
/// machine's [`MoveEnd`](super::lap::MoveEnd); a record writes a status as
/// its `Result` and `Reason` tags (`record::game::{GameResult, Reason}`,
/// which add what only a record knows: abandoned, unfinished).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    Won { winner: Side, reason: WinReason },
    Unranked(UnrankedReason),
}

impl Status {
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }
}

impl WinReason {
    pub fn name(self) -> &'static str {
        match self {
            WinReason::FrontRowEmpty => "front-row-empty",
            WinReason::NoLegalMove => "no-legal-move",
        }
    }
}

impl UnrankedReason {
    pub fn name(self) -> &'static str {
        match self {
            UnrankedReason::NeverEndingMove => "never-ending-move",
            UnrankedReason::Repetition => "repetition",
            UnrankedReason::MoveLimit => "move-limit",
            UnrankedReason::TimeLimit => "time-limit",
        }
    }
}

impl fmt::Display for Status {
    /// The engine interface's form: `ongoing`, `winner S front-row-empty`, `unranked repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("ongoing"),
            Status::Won { winner, reason } => write!(f, "winner {winner} {}", reason.name()),
            Status::Unranked(reason) => write!(f, "unranked {}", reason.name()),
        }
    }
}

/// The status a position has on its own (§2, §7): a front row empty, then no legal move.
pub fn position_status(pos: &Position, legal: &[Move]) -> Status {
    let to_move = pos.side;
    for loser in [to_move, to_move.other()] {
        if pos.board.front_row_empty(loser) {
            return Status::Won {
                winner: loser.other(),
                reason: WinReason::FrontRowEmpty,
            };
        }
    }
    if legal.is_empty() {
        return Status::Won {
            winner: to_move.other(),
            reason: WinReason::NoLegalMove,
        };
    }
    Status::Ongoing
}
