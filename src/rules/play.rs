//! A move: the one entry point every caller plays through. It lists the
//! legal moves of any edition, dispatches a move to its edition's start,
//! runs the shared lap machine, ends the turn and applies takasia. The
//! traced and untraced forms are the same code: only the sink differs, and a
//! property test holds them equal.

use super::board::{Pit, Side};
use super::lap::{self, LapLimit, LapsEnd, MoveEnd, MoveOutcome};
use super::moves::MoveList;
use super::notation::Move;
use super::position::{Edition, Position, Rules};
use super::trace::{Event, NoTrace, Recorder, Sink, TurnEnd};
use super::{kimasai, kiswahili, kujifunza};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

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

/// The seeds the first capture of `mv`, a legal move of the side to move,
/// takes (0 when it captures none), told without playing it: a search
/// orders its moves by it. Kimasai: 0, as for [`capture_targets`].
pub fn first_capture(pos: &Position, mv: Move) -> u8 {
    match pos.edition {
        Edition::Kujifunza | Edition::Kiswahili => kiswahili::first_capture(pos, mv),
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
pub(crate) fn play<S: Sink>(
    pos: &mut Position,
    mv: Move,
    rules: &Rules,
    sink: &mut S,
) -> MoveOutcome {
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
) -> MoveOutcome {
    let mover = pos.side;
    let mtaji_takasa_possible = pos.edition == Edition::Kiswahili && !kiswahili::is_namua(pos);
    let start = match pos.edition {
        Edition::Kujifunza => kujifunza::start(pos, mv, sink),
        Edition::Kiswahili => kiswahili::start(pos, mv, sink),
        Edition::Kimasai => kimasai::start(pos, mv, sink),
    };
    let capturing = start.turn.capturing;
    let LapsEnd { pit, why, outcome } = lap::run_laps(pos, start, sink, limit);
    if let MoveEnd::NeverEnding { laps } = outcome.ending {
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
            MoveEnd::GameOver { .. } => TurnEnd::FrontRowEmpty,
            _ => why,
        };
        sink.push(Event::EndTurn {
            pit: Pit::new(mover, pit),
            reason,
        });
    }
    pos.side = mover.other();
    pos.takasia_pit = None;
    pos.first = false;
    if rules.takasia && mtaji_takasa_possible && !capturing && outcome.ending == MoveEnd::Done {
        kiswahili::set_takasia(pos, sink);
    }
    outcome
}

/// Plays a legal move on a copy of `pos`, without a trace: the bots' and
/// perft's step. On a never-ending move the returned position is `pos`.
pub fn play_untraced(pos: &Position, mv: Move, rules: &Rules) -> (Position, MoveOutcome) {
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
) -> (Position, MoveOutcome) {
    let limit = &mut LapLimit {
        cap: lap_cap,
        more: &mut |_| None,
    };
    let mut after = *pos;
    let outcome = play_limited(&mut after, mv, rules, &mut NoTrace, limit);
    if matches!(outcome.ending, MoveEnd::NeverEnding { .. }) {
        return (*pos, outcome);
    }
    (after, outcome)
}

/// How often a budgeted play ([`LapBudget`]) checks its budget and its
/// cancel flag: about a millisecond of the fastest lap loop, two of the
/// slowest.
pub const LAPS_PER_CHECK: u64 = 1 << 18;

/// A play of at least this many laps is remembered by a [`LapBudget`] with
/// its result, so copies of one long proof cost it once. Each such play
/// spends that many laps of the budget, so few are ever remembered.
const REMEMBER_FROM_LAPS: u64 = 1 << 16;

/// Why a [`LapBudget`] stopped a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The budget's laps are spent.
    RanOut,
    /// Its cancel flag was set.
    Cancelled,
}

/// The laps that many plays may sow together, for a reader of files it does
/// not trust: every play through it (moves, and the plays that move
/// generation makes to find the safari forms) is cut off, undecided, once
/// the laps run out or the cancel flag is set, which it checks before each
/// play and every [`LAPS_PER_CHECK`] laps. It remembers the plays of
/// [`REMEMBER_FROM_LAPS`] laps or more, so the same long proof is paid
/// once. The game itself always decides exactly (RULES.md §2): a cut-off
/// play is not played.
pub struct LapBudget<'a> {
    left: u64,
    cancel: Option<&'a AtomicBool>,
    stopped: Option<Stopped>,
    /// The position before, the takasia rule and the move, to the position
    /// after (`pos` itself for a never-ending move) and how it ended.
    known: HashMap<(Position, bool, Move), (Position, MoveOutcome)>,
}

impl<'a> LapBudget<'a> {
    pub fn new(laps: u64, cancel: Option<&'a AtomicBool>) -> LapBudget<'a> {
        LapBudget {
            left: laps,
            cancel,
            stopped: None,
            known: HashMap::new(),
        }
    }

    /// Laps still to spend.
    pub fn left(&self) -> u64 {
        self.left
    }

    /// Why the last play that failed was stopped; `None` while none was.
    pub fn stopped(&self) -> Option<Stopped> {
        self.stopped
    }

    fn cancelled(&self) -> bool {
        self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Plays the legal move `mv` untraced, as [`play_untraced`] does, within
    /// the budget; `None` when it was stopped (see [`LapBudget::stopped`]).
    pub fn play(
        &mut self,
        pos: &Position,
        mv: Move,
        rules: &Rules,
    ) -> Option<(Position, MoveOutcome)> {
        if self.cancelled() {
            self.stopped = Some(Stopped::Cancelled);
            return None;
        }
        let key = (*pos, rules.takasia, mv);
        // Most files remember nothing: no hashing then.
        if !self.known.is_empty()
            && let Some(&played) = self.known.get(&key)
        {
            return Some(played);
        }
        if self.left == 0 {
            self.stopped = Some(Stopped::RanOut);
            return None;
        }
        let (left, cancel) = (self.left, self.cancel);
        let mut stopped = Stopped::RanOut;
        let more = &mut |done: u64| {
            if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                stopped = Stopped::Cancelled;
                return None;
            }
            (done < left).then(|| left.min(done.saturating_add(LAPS_PER_CHECK)))
        };
        let limit = &mut LapLimit {
            cap: left.min(LAPS_PER_CHECK),
            more,
        };
        let mut after = *pos;
        let outcome = play_limited(&mut after, mv, rules, &mut NoTrace, limit);
        self.left = left.saturating_sub(outcome.laps);
        let played = match outcome.ending {
            // A repeat is proven at lap 48 or later: 0 is a cut-off.
            MoveEnd::NeverEnding { .. } if outcome.repeat_of == 0 => {
                self.stopped = Some(stopped);
                if stopped == Stopped::RanOut {
                    self.left = 0;
                }
                return None;
            }
            MoveEnd::NeverEnding { .. } => (*pos, outcome),
            _ => (after, outcome),
        };
        if outcome.laps >= REMEMBER_FROM_LAPS {
            self.known.insert(key, played);
        }
        Some(played)
    }

    /// [`legal_moves`] within the budget: the safari forms are found by
    /// playing the namua captures, and those plays are budgeted too.
    /// `None` when one was stopped.
    pub fn legal_moves(&mut self, pos: &Position, rules: &Rules) -> Option<MoveList> {
        let mut list = MoveList::new();
        if pos.board.front_row_empty(Side::South) || pos.board.front_row_empty(Side::North) {
            return Some(list);
        }
        match pos.edition {
            Edition::Kujifunza => kujifunza::legal_moves(pos, &mut list),
            Edition::Kiswahili => {
                if kiswahili::legal_moves(pos, &mut list) {
                    let captures = list;
                    for &mv in captures.iter() {
                        if self.play(pos, mv, rules)?.1.safari_offered {
                            list.push(mv.with_safari());
                        }
                    }
                }
            }
            Edition::Kimasai => kimasai::legal_moves(pos, &mut list),
        }
        Some(list)
    }
}

/// Plays a legal move and records its trace: every event of its first
/// [`SHOWN_LAPS`](lap::SHOWN_LAPS) laps, then (for a longer move) one
/// `elided` event for the rest, then the events that end it. A never-ending
/// move's trace is its one `never_ending` event (rules decision 8).
pub fn play_traced(pos: &Position, mv: Move, rules: &Rules) -> (Position, MoveOutcome, Vec<Event>) {
    let mut recorder = Recorder::default();
    let mut after = *pos;
    let outcome = play(&mut after, mv, rules, &mut recorder);
    let mut events = recorder.events;
    if matches!(outcome.ending, MoveEnd::NeverEnding { .. }) {
        events.drain(..events.len() - 1);
        return (*pos, outcome, events);
    }
    (after, outcome, events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    /// RULES.md §2: the takata that first repeats after about 30 million laps.
    fn takata() -> (Position, Move, Rules) {
        let position = Position::parse(
            "kujifunza N 1,1,1,0,0,0,0,0/1,1,4,4,1,0,2,1 1,9,1,0,6,13,3,0/4,1,2,1,0,3,2,1 0,0",
        )
        .unwrap();
        let mv = Move::parse("a6>", Edition::Kujifunza, Side::North).unwrap();
        (position, mv, Rules::new(Edition::Kujifunza))
    }

    #[test]
    fn a_budget_proves_exactly_and_remembers_long_proofs() {
        let (position, mv, rules) = takata();
        let mut budget = LapBudget::new(100_000_000, None);
        let (after, outcome) = budget.play(&position, mv, &rules).unwrap();
        assert_eq!((after, outcome), play_untraced(&position, mv, &rules));
        assert!(outcome.laps > 30_000_000, "{outcome:?}");
        let left = budget.left();
        assert_eq!(left, 100_000_000 - outcome.laps);
        // Proven once: a copy costs nothing.
        assert_eq!(budget.play(&position, mv, &rules), Some((after, outcome)));
        assert_eq!(budget.left(), left);
        assert_eq!(budget.stopped(), None);
    }

    #[test]
    fn a_budget_runs_out_and_is_cancelled_undecided() {
        let (position, mv, rules) = takata();
        // A budget that ends in the middle of a check interval, and one
        // that ends on it.
        for laps in [1_000_000, 4 * LAPS_PER_CHECK] {
            let mut budget = LapBudget::new(laps, None);
            assert_eq!(budget.play(&position, mv, &rules), None);
            assert_eq!(
                (budget.stopped(), budget.left()),
                (Some(Stopped::RanOut), 0)
            );
            assert_eq!(budget.play(&position, mv, &rules), None);
        }
        let cancel = AtomicBool::new(true);
        let mut budget = LapBudget::new(u64::MAX, Some(&cancel));
        assert_eq!(budget.play(&position, mv, &rules), None);
        assert_eq!(budget.stopped(), Some(Stopped::Cancelled));
        // A game played through a stopped budget is unchanged.
        let mut game = Game::from_position(position, true);
        assert_eq!(game.play_budgeted(mv, &mut budget), Ok(None));
        assert!(game.moves().is_empty());
    }

    /// Move generation plays the namua captures to find the safari forms:
    /// those plays spend the budget too.
    #[test]
    fn move_generation_is_budgeted() {
        let rules = Rules::new(Edition::Kiswahili);
        // The first position of a fixed game with a namua capture.
        let mut game = Game::new(rules);
        let mut list = MoveList::new();
        while !kiswahili::legal_moves(game.position(), &mut list) {
            let legal = game.legal_moves();
            let mv = legal[game.moves().len() % legal.len()];
            game.play_untraced(mv).unwrap();
        }
        let start = *game.position();
        assert_eq!(
            LapBudget::new(0, None)
                .legal_moves(&start, &rules)
                .map(|l| l.len()),
            None
        );
        assert!(Game::from_position_budgeted(start, true, &mut LapBudget::new(0, None)).is_none());
        let mut budget = LapBudget::new(1_000, None);
        let legal = budget.legal_moves(&start, &rules).unwrap();
        assert_eq!(&legal[..], &legal_moves(&start, &rules)[..]);
        assert!(budget.left() < 1_000);
        // Without captures, no play and no lap.
        let kujifunza = Position::start(Edition::Kujifunza);
        let rules = Rules::new(Edition::Kujifunza);
        let mut budget = LapBudget::new(0, None);
        let legal = budget.legal_moves(&kujifunza, &rules).unwrap();
        assert_eq!(&legal[..], &legal_moves(&kujifunza, &rules)[..]);
    }
}
