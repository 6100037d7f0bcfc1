//! Applying a trace event by event to the position before the move: how a
//! trace is checked (it must lead to the position the move leads to), and
//! how a replay steps through a move.

use super::board::{Pit, Side};
use super::position::Position;
use super::trace::Event;
use std::fmt;

/// A trace that does not fit the position it is applied to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceError {
    /// A seed taken from an empty store or reserve.
    EmptyStore(Side),
    /// More seeds lifted than the pit holds.
    Overlift { pit: Pit, count: u8, holds: u8 },
    /// A capture whose count is not what the pit holds.
    CaptureCount { from: Pit, count: u8, holds: u8 },
    /// A seed dropped from an empty hand.
    EmptyHand(Pit),
    /// The turn ended, or the trace ran out, with seeds in the hand.
    SeedsInHand(u32),
}

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TraceError::EmptyStore(side) => write!(f, "store of {side} is empty"),
            TraceError::Overlift { pit, count, holds } => {
                write!(f, "cannot lift {count} from {pit} holding {holds}")
            }
            TraceError::CaptureCount { from, count, holds } => {
                write!(f, "capture of {count} from {from} that holds {holds}")
            }
            TraceError::EmptyHand(pit) => write!(f, "drop into {pit} with an empty hand"),
            TraceError::SeedsInHand(n) => write!(f, "{n} seeds left in hand"),
        }
    }
}

impl std::error::Error for TraceError {}

/// The position part way through a move, with the seeds in the hand.
#[derive(Clone, Debug)]
pub struct Replayer {
    /// The position before the move: a never-ending move goes back to it.
    before: Position,
    pub position: Position,
    pub hand: u32,
}

impl Replayer {
    pub fn new(position: Position) -> Replayer {
        Replayer {
            before: position,
            position,
            hand: 0,
        }
    }

    pub fn apply(&mut self, event: &Event) -> Result<(), TraceError> {
        let p = &mut self.position;
        match *event {
            Event::Store { pit } => {
                let store = &mut p.stores[pit.side.index()];
                *store = store
                    .checked_sub(1)
                    .ok_or(TraceError::EmptyStore(pit.side))?;
                p.board.set(pit, p.board.get(pit) + 1);
            }
            Event::Lift { pit, count } => {
                let holds = p.board.get(pit);
                if holds < count {
                    return Err(TraceError::Overlift { pit, count, holds });
                }
                p.board.set(pit, holds - count);
                self.hand += count as u32;
            }
            Event::Capture { from, count, .. } => {
                let holds = p.board.get(from);
                if holds != count {
                    return Err(TraceError::CaptureCount { from, count, holds });
                }
                p.board.set(from, 0);
                self.hand += count as u32;
            }
            Event::Drop { pit } => {
                self.hand = self.hand.checked_sub(1).ok_or(TraceError::EmptyHand(pit))?;
                p.board.set(pit, p.board.get(pit) + 1);
            }
            Event::HouseLost { side } => p.owns_nyumba[side.index()] = false,
            Event::Elided {
                board, owns_nyumba, ..
            } => {
                p.board = board;
                p.owns_nyumba = owns_nyumba;
                self.hand = 0;
            }
            Event::EndTurn { .. } => {
                if self.hand != 0 {
                    return Err(TraceError::SeedsInHand(self.hand));
                }
                p.side = p.side.other();
                p.takasia_pit = None;
                p.first = false;
            }
            Event::TakasiaSet { pit } => p.takasia_pit = Some(pit.index),
            Event::NeverEnding { .. } => {
                // §2: after a never-ending move the position stays as it was.
                self.position = self.before;
                self.hand = 0;
            }
            Event::Tax { .. }
            | Event::Relay { .. }
            | Event::Safari { .. }
            | Event::TakasiaHonoured { .. }
            | Event::FrontRowEmpty { .. }
            | Event::TakasiaExempt { .. } => {}
        }
        Ok(())
    }
}

/// The position a trace leads to from `before`.
pub fn replay(before: &Position, events: &[Event]) -> Result<Position, TraceError> {
    let mut replayer = Replayer::new(*before);
    for event in events {
        replayer.apply(event)?;
    }
    if replayer.hand != 0 {
        return Err(TraceError::SeedsInHand(replayer.hand));
    }
    Ok(replayer.position)
}
