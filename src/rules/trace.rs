//! The trace of a move: everything that happens, in order, so the board can
//! animate it seed by seed and a replay can show it again (RULES.md §6).

use super::board::{Dir, Pit, Side};
use super::position::Position;
use serde::Serialize;

/// Why a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnEnd {
    /// The last lap ended in a pit that was empty before its seed fell in.
    Empty,
    /// A takasa lap ended in the mover's functional nyumba (§4).
    Nyumba,
    /// A capture lap ended in the functional nyumba and the player stopped there instead of safari.
    SafariDeclined,
    /// A lap ended in the pit that was takasia'd for this move.
    Takasia,
    /// A front row became empty: the game is over.
    FrontRowEmpty,
}

/// Why a takasia candidate was not takasia'd (§4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TakasiaExemption {
    OwnedNyumba,
    OnlyOccupiedFrontPit,
    OnlyFrontPitWithMoreThanOne,
    Singleton,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A seed from the mover's store (Kiswahili) or reserve (Kimasai) is put into `pit`.
    Store { pit: Pit },
    /// The nyumba is taxed: only two of its seeds are lifted (the next event).
    Tax { pit: Pit },
    /// `count` seeds are lifted from `pit` into the hand.
    Lift { pit: Pit, count: u8 },
    /// One seed from the hand falls into `pit`.
    Drop { pit: Pit },
    /// The lap ended in an occupied pit: it is lifted (the next event) and sown on.
    Relay { pit: Pit },
    /// The lap ended in `at`; the `count` seeds of the facing pit `from` are
    /// taken and sown starting in `start` in `direction`. `chosen`: the player
    /// chose the kichwa (first capture of a namua turn at a central pit).
    Capture {
        at: Pit,
        from: Pit,
        count: u8,
        start: Pit,
        direction: Dir,
        chosen: bool,
    },
    /// The player went on from the functional nyumba (lifted next).
    Safari { pit: Pit },
    /// `side` no longer owns its nyumba: it was lifted or captured.
    HouseLost { side: Side },
    /// The lap ended in the takasia'd pit, which ends the turn.
    TakasiaHonoured { pit: Pit },
    /// `side`'s front row is empty: that side has lost.
    FrontRowEmpty { side: Side },
    /// The turn is over; the other side moves next.
    EndTurn { pit: Pit, reason: TurnEnd },
    /// After this takasa, the opponent may not start from `pit` next move.
    TakasiaSet { pit: Pit },
    /// The takasia candidate `pit` is exempt.
    TakasiaExempt { pit: Pit, why: TakasiaExemption },
    /// The move never ends: its in-move state repeated after `laps` laps.
    /// The position stays as it was and the game ends unranked.
    NeverEnding { pit: Pit, laps: u64 },
}

/// Receives the events of a move as the lap machine produces them. The
/// selfplay and the bots use [`NoTrace`], which compiles to nothing.
pub trait Sink {
    const ENABLED: bool;
    fn push(&mut self, event: Event);
}

pub struct NoTrace;

impl Sink for NoTrace {
    const ENABLED: bool = false;
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

/// Records events up to a cap, so a move that turns out to be never-ending
/// cannot fill the memory before the cycle is found.
pub struct Recorder {
    pub events: Vec<Event>,
    pub cap: usize,
    pub overflowed: bool,
}

impl Recorder {
    pub fn with_cap(cap: usize) -> Recorder {
        Recorder {
            events: Vec::new(),
            cap,
            overflowed: false,
        }
    }
}

impl Sink for Recorder {
    const ENABLED: bool = true;
    fn push(&mut self, event: Event) {
        if self.events.len() < self.cap {
            self.events.push(event);
        } else {
            self.overflowed = true;
        }
    }
}

/// Applies a trace to the position before the move: the result must be the
/// position after it. This is how the trace is checked, and how a replay can
/// step through a move event by event.
#[derive(Clone, Debug)]
pub struct Replayer {
    pub position: Position,
    pub hand: u32,
}

impl Replayer {
    pub fn new(position: Position) -> Replayer {
        Replayer { position, hand: 0 }
    }

    pub fn apply(&mut self, event: &Event) -> Result<(), String> {
        let p = &mut self.position;
        match *event {
            Event::Store { pit } => {
                let store = &mut p.stores[pit.side.index()];
                *store = store
                    .checked_sub(1)
                    .ok_or_else(|| format!("store of {} is empty", pit.side))?;
                p.board.set(pit, p.board.get(pit) + 1);
            }
            Event::Lift { pit, count } => {
                let seeds = p.board.get(pit);
                if seeds < count {
                    return Err(format!("cannot lift {count} from {pit} holding {seeds}"));
                }
                p.board.set(pit, seeds - count);
                self.hand += count as u32;
            }
            Event::Capture { from, count, .. } => {
                if p.board.get(from) != count {
                    return Err(format!(
                        "capture of {count} from {from} that holds {}",
                        p.board.get(from)
                    ));
                }
                p.board.set(from, 0);
                self.hand += count as u32;
            }
            Event::Drop { pit } => {
                self.hand = self
                    .hand
                    .checked_sub(1)
                    .ok_or_else(|| format!("drop into {pit} with an empty hand"))?;
                p.board.set(pit, p.board.get(pit) + 1);
            }
            Event::HouseLost { side } => p.house[side.index()] = false,
            Event::EndTurn { .. } => {
                if self.hand != 0 {
                    return Err(format!("turn ends with {} seeds in hand", self.hand));
                }
                p.side = p.side.other();
                p.takasia = None;
                p.first = false;
            }
            Event::TakasiaSet { pit } => p.takasia = Some(pit.index),
            Event::Tax { .. }
            | Event::Relay { .. }
            | Event::Safari { .. }
            | Event::TakasiaHonoured { .. }
            | Event::FrontRowEmpty { .. }
            | Event::TakasiaExempt { .. }
            | Event::NeverEnding { .. } => {}
        }
        Ok(())
    }
}

/// The position a trace leads to from `before`.
pub fn replay(before: &Position, events: &[Event]) -> Result<Position, String> {
    let mut replayer = Replayer::new(*before);
    for event in events {
        replayer.apply(event)?;
    }
    if replayer.hand != 0 {
        return Err(format!("{} seeds left in hand", replayer.hand));
    }
    Ok(replayer.position)
}
