//! The trace of a move: everything that happens, in order, so the board can
//! animate it seed by seed and a replay can show it again (RULES.md §6).

use super::board::{Board, Dir, Pit, Side};
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

pub use super::takasia::TakasiaExemption;

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
    /// The move never ends: the in-move state met at lap `repeat_of` (the
    /// board, the nyumba flags, the pit, direction and hand) came back at lap
    /// `laps`, and sowing is deterministic, so it comes back for ever. The
    /// position stays as it was before the move and the game ends unranked.
    NeverEnding { pit: Pit, laps: u64, repeat_of: u64 },
    /// A move longer than [`SHOWN_LAPS`](super::lap::SHOWN_LAPS) laps: the
    /// `laps` laps after those listed, summed up by the board and nyumba
    /// flags they leave (the hand is empty then). The events that end the
    /// move follow.
    Elided {
        laps: u64,
        #[serde(serialize_with = "board_text")]
        board: Board,
        #[serde(serialize_with = "owners_text")]
        owns_nyumba: [bool; 2],
    },
}

/// A board as the position string writes it: South's rows, then North's.
fn board_text<S: serde::Serializer>(board: &Board, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(&format_args!("{board}"))
}

/// The sides that own their nyumba: "", "S", "N" or "SN".
fn owners_text<S: serde::Serializer>(owns: &[bool; 2], serializer: S) -> Result<S::Ok, S::Error> {
    let text: String = Side::BOTH
        .into_iter()
        .filter(|side| owns[side.index()])
        .map(Side::letter)
        .collect();
    serializer.serialize_str(&text)
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

/// Records every event of a move (a long move's trace is bounded by the lap
/// machine, which sums up the laps past [`SHOWN_LAPS`](super::lap::SHOWN_LAPS)).
#[derive(Default)]
pub struct Recorder {
    pub events: Vec<Event>,
}

impl Sink for Recorder {
    const ENABLED: bool = true;
    fn push(&mut self, event: Event) {
        self.events.push(event);
    }
}

/// The seeds a move's captures take, from its events.
pub fn seeds_captured(events: &[Event]) -> u32 {
    events
        .iter()
        .map(|e| match e {
            Event::Capture { count, .. } => *count as u32,
            _ => 0,
        })
        .sum()
}
