//! A move: the one entry point every caller plays through. It lists the
//! legal moves of any edition, dispatches a move to its edition's start,
//! runs the shared lap machine, ends the turn and applies takasia. The
//! traced and untraced forms are the same code: only the sink differs, and a
//! property test holds them equal.

use super::board::{Pit, Side};
use super::lap::{self, Ending, LapLimit, LapsEnd, Outcome};
use super::moves::MoveList;
use super::notation::Move;
use super::position::{Edition, Position, Rules};
use super::trace::{Event, NoTrace, Recorder, Sink, TurnEnd};
use super::{kimasai, kiswahili, kujifunza};

/// The legal moves of the side to move, in a fixed order (pit, then direction;
/// safari forms after the others; rules decision 9). Empty if a front row is
/// already empty.
pub fn legal_moves(pos: &Position, rules: &Rules) -> MoveList {
    let mut list = MoveList::new();
    legal_moves_into(pos, rules, &mut list);
    list
}

/// [`legal_moves`] into a list the caller keeps (cleared first).
pub fn legal_moves_into(pos: &Position, rules: &Rules, list: &mut MoveList) {
    list.clear();
    if pos.board.front_row_empty(Side::South) || pos.board.front_row_empty(Side::North) {
        return;
    }
    match pos.edition {
        Edition::Kujifunza => kujifunza::legal_moves(pos, list),
        Edition::Kiswahili => {
            if kiswahili::legal_moves(pos, list) {
                add_safari_forms(pos, rules, list);
            }
        }
        Edition::Kimasai => kimasai::legal_moves(pos, list),
    }
}

/// §4 safari: both forms of a namua capture are legal where the choice
/// arises on the way, which only playing the capture can tell.
fn add_safari_forms(pos: &Position, rules: &Rules, list: &mut MoveList) {
    let captures = *list;
    for &mv in captures.iter() {
        let mut scratch = *pos;
        if play(&mut scratch, mv, rules, &mut NoTrace).safari_offered {
            list.push(mv.with_safari());
        }
    }
}

/// The opponent's front pits (bit `i`: their loop pit `i`) that the first
/// capture of some move of `side` would take, were it `side`'s turn, in
/// Kujifunza and Kiswahili (either stage). Kimasai: 0 (see the bots' evaluation).
pub fn capture_targets(pos: &Position, side: Side) -> u8 {
    match pos.edition {
        Edition::Kujifunza | Edition::Kiswahili => kiswahili::capture_targets(pos, side),
        Edition::Kimasai => 0,
    }
}

/// What a move leaves for the player to choose once its pit is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpenChoices {
    /// A namua capture at a central pit: the player chooses the kichwa its
    /// seeds are sown from, and the move's direction names it (`>` the left
    /// kichwa, `<` the right one; RULES.md §1).
    pub kichwa: bool,
    /// The stop-or-safari question arises on the way: the move is legal both
    /// without and with `+`.
    pub safari: bool,
}

/// The choices `mv` (a legal move) leaves open: the kichwa of a central namua
/// capture, and the safari question.
pub fn open_choices(pos: &Position, rules: &Rules, mv: Move) -> OpenChoices {
    if pos.edition != Edition::Kiswahili {
        return OpenChoices::default();
    }
    let kichwa = kiswahili::chooses_kichwa(pos, mv.pit);
    let safari = kiswahili::is_namua(pos) && {
        let mut scratch = *pos;
        let stop = Move {
            safari: false,
            ..mv
        };
        play(&mut scratch, stop, rules, &mut NoTrace).safari_offered
    };
    OpenChoices { kichwa, safari }
}

/// The part of the trace of `mv` that comes before its safari question, the
/// part both answers share; `None` when the question does not arise.
pub fn trace_until_safari(pos: &Position, rules: &Rules, mv: Move) -> Option<Vec<Event>> {
    let stop = Move {
        safari: false,
        ..mv
    };
    let (_, outcome, mut events) = play_traced(pos, stop, rules);
    if !outcome.safari_offered {
        return None;
    }
    // The stop form ends with the turn ending at the nyumba: everything
    // before it is shared with the safari form.
    let last = events.pop();
    debug_assert!(matches!(
        last,
        Some(Event::EndTurn {
            reason: TurnEnd::SafariDeclined,
            ..
        })
    ));
    Some(events)
}

/// Plays `mv` on `pos` (which must be legal there) and returns how it ended.
/// On a never-ending move `pos` is left as a half-played scratch copy: the
/// caller keeps the position from before the move.
pub(crate) fn play<S: Sink>(pos: &mut Position, mv: Move, rules: &Rules, sink: &mut S) -> Outcome {
    let limit = &mut LapLimit {
        cap: u64::MAX,
        more: &mut |_| None,
    };
    play_limited(pos, mv, rules, sink, limit)
}

/// [`play`], but a move still running when `limit` stops it is reported as
/// never-ending with `repeat_of` 0. The bots' search caps a move (RULES.md
/// §2 allows it there) and a record reader bounds its work, then refuses
/// the record; the game itself always decides exactly.
fn play_limited<S: Sink>(
    pos: &mut Position,
    mv: Move,
    rules: &Rules,
    sink: &mut S,
    limit: &mut LapLimit<'_>,
) -> Outcome {
    let mover = pos.side;
    let mtaji_takasa_possible = pos.edition == Edition::Kiswahili && !kiswahili::is_namua(pos);
    let start = match pos.edition {
        Edition::Kujifunza => kujifunza::start(pos, mv, sink),
        Edition::Kiswahili => kiswahili::start(pos, mv, sink),
        Edition::Kimasai => kimasai::start(pos, mv, sink),
    };
    let capturing = start.turn.capturing;
    let LapsEnd { pit, why, outcome } = lap::run_laps(pos, start, sink, limit);
    if let Ending::NeverEnding { laps } = outcome.ending {
        if S::ENABLED {
            sink.push(Event::NeverEnding {
                pit: Pit::new(mover, mv.pit),
                laps,
                repeat_of: outcome.repeat_of,
            });
        }
        return outcome;
    }
    if S::ENABLED {
        let reason = match outcome.ending {
            Ending::GameOver { .. } => TurnEnd::FrontRowEmpty,
            _ => why,
        };
        sink.push(Event::EndTurn {
            pit: Pit::new(mover, pit),
            reason,
        });
    }
    pos.side = mover.other();
    pos.takasia = None;
    pos.first = false;
    if rules.takasia && mtaji_takasa_possible && !capturing && outcome.ending == Ending::Done {
        kiswahili::set_takasia(pos, sink);
    }
    outcome
}

/// Plays a legal move on a copy of `pos`, without a trace: the bots' and
/// perft's step. On a never-ending move the returned position is `pos`.
pub fn play_untraced(pos: &Position, mv: Move, rules: &Rules) -> (Position, Outcome) {
    play_for_search(pos, mv, rules, u64::MAX)
}

/// [`play_untraced`] for the bots' search: a move still running after
/// `lap_cap` laps counts as never-ending (RULES.md §2 allows this inside a
/// search only).
pub fn play_for_search(
    pos: &Position,
    mv: Move,
    rules: &Rules,
    lap_cap: u64,
) -> (Position, Outcome) {
    let limit = &mut LapLimit {
        cap: lap_cap,
        more: &mut |_| None,
    };
    let mut after = *pos;
    let outcome = play_limited(&mut after, mv, rules, &mut NoTrace, limit);
    if matches!(outcome.ending, Ending::NeverEnding { .. }) {
        return (*pos, outcome);
    }
    (after, outcome)
}

/// How often a watched move ([`play_watched`]) asks whether to go on: about
/// a millisecond of the fastest lap loop, a few of the slowest.
pub const LAPS_PER_CHECK: u64 = 1 << 18;

/// [`play_untraced`] for a reader that must bound its work and be
/// cancellable: every [`LAPS_PER_CHECK`] laps (and once first, with 0),
/// `go_on(laps done)` says whether the move may sow on. `None` when it said
/// no: the move is then undecided (neither ended nor proven never-ending),
/// and nothing was played.
pub fn play_watched(
    pos: &Position,
    mv: Move,
    rules: &Rules,
    go_on: &mut dyn FnMut(u64) -> bool,
) -> Option<(Position, Outcome)> {
    if !go_on(0) {
        return None;
    }
    let more = &mut |done: u64| go_on(done).then(|| done.saturating_add(LAPS_PER_CHECK));
    let limit = &mut LapLimit {
        cap: LAPS_PER_CHECK,
        more,
    };
    let mut after = *pos;
    let outcome = play_limited(&mut after, mv, rules, &mut NoTrace, limit);
    match outcome.ending {
        // A repeat is proven at lap 48 or later, so 0 is the cut-off.
        Ending::NeverEnding { .. } if outcome.repeat_of == 0 => None,
        Ending::NeverEnding { .. } => Some((*pos, outcome)),
        _ => Some((after, outcome)),
    }
}

/// Plays a legal move and records its trace: every event of its first
/// [`SHOWN_LAPS`](lap::SHOWN_LAPS) laps, then (for a longer move) one
/// `elided` event for the rest, then the events that end it. A never-ending
/// move's trace is its one `never_ending` event (rules decision 8).
pub fn play_traced(pos: &Position, mv: Move, rules: &Rules) -> (Position, Outcome, Vec<Event>) {
    let mut recorder = Recorder::default();
    let mut after = *pos;
    let outcome = play(&mut after, mv, rules, &mut recorder);
    let mut events = recorder.events;
    if matches!(outcome.ending, Ending::NeverEnding { .. }) {
        events.drain(..events.len() - 1);
        return (*pos, outcome, events);
    }
    (after, outcome, events)
}
