//! The lap machine: the one sowing loop all three editions share (RULES.md §2).
//!
//! An edition decides how a move begins (which seeds are lifted or captured,
//! in which direction, and what kind of turn it is); from then on every lap is
//! judged here: the front rows, a takasia'd pit, an empty pit, a capture, the
//! nyumba, or a relay. It knows no edition: `play.rs` dispatches a move to
//! its edition and then to [`run_laps`].

use super::board::{Dir, NYUMBA, Pit, Side, facing, is_front};
use super::cycle::{CycleWatch, Watched, mix_rows};
use super::position::Position;
use super::row;
use super::trace::{Event, Sink, TurnEnd};

/// What kind of turn the laps belong to; fixed when the move begins.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TurnKind {
    /// A capture turn: a lap ending in an occupied own front pit facing seeds captures.
    pub capturing: bool,
    /// A Kiswahili namua turn: the functional nyumba has its privileges.
    pub namua: bool,
    /// Kimasai: captured seeds are sown from the capturing pit itself, clockwise.
    pub capture_in_place: bool,
    /// The move chose safari, should the choice arise.
    pub safari: bool,
}

/// A hand of seeds about to be sown: the next seed falls into `dir.step(at)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sowing {
    pub at: u8,
    pub dir: Dir,
    pub hand: u8,
}

impl Sowing {
    /// A hand whose first seed falls into `pit` itself (a kichwa, or a Kimasai capturing pit).
    pub fn starting_in(pit: u8, dir: Dir, hand: u8) -> Sowing {
        Sowing {
            at: dir.reversed().step(pit),
            dir,
            hand,
        }
    }
}

/// How a move begins: made by the edition, then run by [`run_laps`].
pub(crate) struct Start {
    pub turn: TurnKind,
    pub sowing: Sowing,
    /// Set when the opening capture already emptied the opponent's front row:
    /// the captured seeds are still sown, then the game is over.
    pub loser: Option<Side>,
}

/// How one move ended, as the lap machine saw it (the game's standing
/// after it is [`Status`](super::Status); a record's words for the end are
/// `record::game::{GameResult, Reason}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveEnd {
    /// The turn ended normally; the other side moves.
    Done,
    /// A front row became empty: `loser` has lost.
    GameOver { loser: Side },
    /// The in-move state repeated: the move never ends (the position is unchanged).
    NeverEnding { laps: u64 },
}

/// One move's end and what the lap machine counted on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveOutcome {
    pub ending: MoveEnd,
    /// The safari choice arose during the move.
    pub safari_offered: bool,
    pub laps: u64,
    /// A never-ending move: the lap at which the in-move state that repeated
    /// at lap `laps` was first met (the proof; 0 for a move cut off by a
    /// search's lap cap or a reader's lap limit).
    pub repeat_of: u64,
}

/// Laps after which a move starts to be watched for a repeated in-move state.
/// Ordinary moves end long before; the watch itself is exact.
const WATCH_FROM_LAP: u64 = 48;

/// Everything the rest of a move depends on, at the start of a lap.
#[derive(Clone, Copy, PartialEq, Eq)]
struct InMoveState {
    mine: u128,
    theirs: u128,
    owns_nyumba: [bool; 2],
    sowing: Sowing,
}

impl Watched for InMoveState {
    type Context = ();
    #[inline(always)]
    fn mix(&self, _: &()) -> u64 {
        mix_state(
            self.mine,
            self.theirs,
            self.owns_nyumba,
            self.sowing.dir,
            self.sowing.at,
            self.sowing.hand,
        )
    }
}

/// The hash of an in-move state. The relay-only loop hashes its smaller
/// state with the same function, so both loops mark the same states and
/// prove a never-ending move at the same lap.
#[inline(always)]
fn mix_state(mine: u128, theirs: u128, owns_nyumba: [bool; 2], dir: Dir, at: u8, hand: u8) -> u64 {
    let key = at as u64
        | (hand as u64) << 8
        | (dir as u64) << 16
        | (owns_nyumba[0] as u64) << 17
        | (owns_nyumba[1] as u64) << 18;
    mix_rows(mine ^ theirs.rotate_left(29), key)
}

/// Laps of a move that its trace lists event by event; a longer move's trace
/// sums up the rest in one [`Event::Elided`] (rules decision 8), so a trace
/// never outgrows a few hundred kilobytes.
pub const SHOWN_LAPS: u64 = 200;

/// How long a move may sow: up to `cap` laps, and then as far as `more`
/// allows. `more(laps done)` is asked each time the cap is reached and gives
/// the new cap, or `None` to cut the move off there (undecided: reported as
/// never-ending with `repeat_of` 0). It runs once per cap reached, outside
/// the lap loop's hot path, so a reader can check a budget or a cancel flag
/// every few milliseconds of a long proof at no cost to the bots and perft.
pub(crate) struct LapLimit<'a> {
    pub cap: u64,
    pub more: &'a mut dyn FnMut(u64) -> Option<u64>,
}

impl LapLimit<'_> {
    /// The new cap once `done` laps are done, if the move may go on.
    #[cold]
    #[inline(never)]
    fn extend(&mut self, done: u64) -> bool {
        match (self.more)(done) {
            Some(cap) if cap > done => {
                self.cap = cap;
                true
            }
            _ => false,
        }
    }
}

/// How the laps of a move ended: the pit the last lap ended in and why.
pub(crate) struct LapsEnd {
    pub pit: u8,
    pub why: TurnEnd,
    pub outcome: MoveOutcome,
}

/// Sows lap after lap until the turn ends.
pub(crate) fn run_laps<S: Sink>(
    pos: &mut Position,
    start: Start,
    sink: &mut S,
    limit: &mut LapLimit<'_>,
) -> LapsEnd {
    let me = pos.side;
    let opp = me.other();
    let Start {
        turn,
        sowing,
        loser,
    } = start;
    let mut run = Laps {
        mine: row::pack(&pos.board.pits[me.index()]),
        theirs: row::pack(&pos.board.pits[opp.index()]),
        sowing,
        loser,
        unannounced: None,
        shown: S::ENABLED,
        safari_offered: false,
        laps: 0,
        repeat_of: 0,
    };
    // A takata that only relays, untraced: the tight loop of relay_laps,
    // unless the mover owns a nyumba that a relay could lift (and so lose).
    let relays_only = !S::ENABLED
        && !turn.capturing
        && !turn.namua
        && pos.takasia_pit.is_none()
        && loser.is_none()
        && !pos.owns_nyumba[me.index()];
    let (end, why, ending) = if relays_only {
        only_relays(me, pos.owns_nyumba, &mut run, limit)
    } else {
        every_lap(pos, turn, &mut run, sink, limit)
    };
    pos.board.pits[me.index()] = row::unpack(run.mine);
    pos.board.pits[opp.index()] = row::unpack(run.theirs);
    if S::ENABLED && !matches!(ending, MoveEnd::NeverEnding { .. }) {
        trace_the_end(pos, me, &run, end, why, sink);
    }
    LapsEnd {
        pit: end,
        why,
        outcome: MoveOutcome {
            ending,
            safari_offered: run.safari_offered,
            laps: run.laps,
            repeat_of: run.repeat_of,
        },
    }
}

/// What [`run_laps`] keeps from lap to lap. The helpers of the lap loop take
/// it by `&mut` and are all inlined, and no pointer into it is handed to a
/// call, so it lives in registers as plain locals do (LLVM's SROA keeps a
/// value whose address escapes in memory, which made the Kiswahili
/// never-ending takata 60% slower).
struct Laps {
    mine: u128,
    theirs: u128,
    sowing: Sowing,
    /// Set once the opponent's front row is empty: the hand is still sown,
    /// then the game is over.
    loser: Option<Side>,
    /// A loser whose empty front row the trace has not announced yet.
    unannounced: Option<Side>,
    /// Events are listed for the first SHOWN_LAPS laps only (always false untraced).
    shown: bool,
    safari_offered: bool,
    laps: u64,
    repeat_of: u64,
}

/// The laps of a turn that only relays, in the tight loop of [`relay_laps`]
/// for its direction. Returns the end pit, why and how the move ended.
#[inline(always)]
fn only_relays(
    me: Side,
    owns_nyumba: [bool; 2],
    run: &mut Laps,
    limit: &mut LapLimit<'_>,
) -> (u8, TurnEnd, MoveEnd) {
    let sowing = run.sowing;
    let fixed = RelayFixed {
        theirs: run.theirs,
        owns_nyumba,
        dir: sowing.dir,
    };
    // A copy, so that no pointer into `run` escapes (see Laps).
    let mut laps = run.laps;
    let (row, end, why, ending, first) = match sowing.dir {
        Dir::Clockwise => relay_laps::<true>(me, run.mine, sowing, fixed, &mut laps, limit),
        Dir::Anticlockwise => relay_laps::<false>(me, run.mine, sowing, fixed, &mut laps, limit),
    };
    run.laps = laps;
    run.mine = row;
    run.repeat_of = first;
    (end, why, ending)
}

/// The laps of any other turn, each judged in full: the front rows, a
/// takasia'd pit, an empty pit, a capture, the nyumba, or a relay. Returns
/// the end pit, why and how the move ended.
#[inline(always)]
fn every_lap<S: Sink>(
    pos: &mut Position,
    turn: TurnKind,
    run: &mut Laps,
    sink: &mut S,
    limit: &mut LapLimit<'_>,
) -> (u8, TurnEnd, MoveEnd) {
    let me = pos.side;
    let takasia = pos.takasia_pit;
    let mut watch = CycleWatch::new(());
    loop {
        run.laps += 1;
        if run.laps > limit.cap && !limit.extend(run.laps - 1) {
            let laps = run.laps;
            return (run.sowing.at, TurnEnd::Empty, MoveEnd::NeverEnding { laps });
        }
        if run.shown && run.laps > SHOWN_LAPS {
            run.shown = false;
        }
        if run.laps >= WATCH_FROM_LAP {
            let state = InMoveState {
                mine: run.mine,
                theirs: run.theirs,
                owns_nyumba: pos.owns_nyumba,
                sowing: run.sowing,
            };
            if let Some(first) = watch.repeats(state, run.laps) {
                run.repeat_of = first;
                let laps = run.laps;
                return (run.sowing.at, TurnEnd::Empty, MoveEnd::NeverEnding { laps });
            }
        }
        let Sowing { at, dir, hand } = run.sowing;
        if run.shown {
            for k in 1..=hand as u32 {
                sink.push(Event::Drop {
                    pit: Pit::new(me, dir.advance(at, k)),
                });
            }
        }
        let end = dir.advance(at, hand as u32);
        // The end pit's count, read before the sowing lands so both can run at once.
        let seeds = row::get(run.mine, end) + 1 + (hand.saturating_sub(1) >> 4);
        run.mine = row::sow(run.mine, at, dir, hand);
        if let Some(loser) = run.loser {
            return (end, TurnEnd::FrontRowEmpty, MoveEnd::GameOver { loser });
        }
        // §2: after every lap, a player whose front row is empty has lost.
        if run.mine & row::FRONT == 0 {
            run.unannounced = Some(me);
            return (end, TurnEnd::FrontRowEmpty, MoveEnd::GameOver { loser: me });
        }
        if seeds == 1 {
            return (end, TurnEnd::Empty, MoveEnd::Done);
        }
        if takasia == Some(end) {
            return (end, TurnEnd::Takasia, MoveEnd::Done);
        }
        if turn.capturing && is_front(end) && row::get(run.theirs, facing(end)) > 0 {
            capture(pos, turn, end, run, sink);
            continue;
        }
        if turn.namua
            && end == NYUMBA
            && pos.owns_nyumba[me.index()]
            && seeds >= 6
            && let Some(why) = stop_at_the_nyumba(me, turn, run, sink)
        {
            return (end, why, MoveEnd::Done);
        }
        relay(pos, end, seeds, run, sink);
    }
}

/// A capture from the mover's front pit `end`: the facing pit's seeds are
/// lifted, to be sown from a kichwa (Kimasai: from `end` itself, clockwise).
#[inline(always)]
fn capture<S: Sink>(pos: &mut Position, turn: TurnKind, end: u8, run: &mut Laps, sink: &mut S) {
    let me = pos.side;
    let opp = me.other();
    let from = facing(end);
    let count = row::get(run.theirs, from);
    run.theirs = row::clear(run.theirs, from);
    let (start, dir) = if turn.capture_in_place {
        (end, Dir::Clockwise)
    } else {
        kichwa_for_capture(end, run.sowing.dir)
    };
    if run.shown {
        sink.push(Event::Capture {
            at: Pit::new(me, end),
            from: Pit::new(opp, from),
            count,
            start: Pit::new(me, start),
            direction: dir,
            chosen: false,
        });
    }
    lose_nyumba_if(pos, opp, from, sink, run.shown);
    if run.theirs & row::FRONT == 0 {
        if run.shown {
            sink.push(Event::FrontRowEmpty { side: opp });
        } else {
            run.unannounced = Some(opp);
        }
        run.loser = Some(opp);
    }
    run.sowing = Sowing::starting_in(start, dir, count);
}

/// A namua lap ending in the owned nyumba with six seeds or more (§4): a
/// takasa turn stops there; a capture turn offers safari and stops unless
/// the move chose it. Returns why the turn ends, or `None` to relay on.
#[inline(always)]
fn stop_at_the_nyumba<S: Sink>(
    me: Side,
    turn: TurnKind,
    run: &mut Laps,
    sink: &mut S,
) -> Option<TurnEnd> {
    if !turn.capturing {
        return Some(TurnEnd::Nyumba);
    }
    run.safari_offered = true;
    if !turn.safari {
        return Some(TurnEnd::SafariDeclined);
    }
    if run.shown {
        sink.push(Event::Safari {
            pit: Pit::new(me, NYUMBA),
        });
    }
    None
}

/// Relay: lift the whole pit, last seed included, and sow on.
#[inline(always)]
fn relay<S: Sink>(pos: &mut Position, end: u8, seeds: u8, run: &mut Laps, sink: &mut S) {
    let me = pos.side;
    run.mine = row::clear(run.mine, end);
    if run.shown {
        sink.push(Event::Relay {
            pit: Pit::new(me, end),
        });
        sink.push(Event::Lift {
            pit: Pit::new(me, end),
            count: seeds,
        });
    }
    lose_nyumba_if(pos, me, end, sink, run.shown);
    run.sowing = Sowing {
        at: end,
        dir: run.sowing.dir,
        hand: seeds,
    };
}

/// The events a traced move that ended ends with: the laps not listed, a
/// front row emptied but not yet announced, a takasia honoured. Inlined,
/// so that no pointer into `run` escapes (see Laps).
#[inline(always)]
fn trace_the_end<S: Sink>(
    pos: &Position,
    me: Side,
    run: &Laps,
    end: u8,
    why: TurnEnd,
    sink: &mut S,
) {
    if !run.shown {
        // The laps not listed, summed up by where they left the seeds.
        sink.push(Event::Elided {
            laps: run.laps - SHOWN_LAPS,
            board: pos.board,
            owns_nyumba: pos.owns_nyumba,
        });
    }
    if let Some(side) = run.unannounced {
        sink.push(Event::FrontRowEmpty { side });
    }
    if why == TurnEnd::Takasia {
        sink.push(Event::TakasiaHonoured {
            pit: Pit::new(me, end),
        });
    }
}

/// The in-move state of a turn that only relays: the other row, the nyumba
/// flags and the direction cannot change ([`RelayFixed`]).
#[derive(Clone, Copy, PartialEq, Eq)]
struct RelayState {
    mine: u128,
    at: u8,
    hand: u8,
}

/// What stays fixed while a turn only relays.
#[derive(Clone, Copy)]
struct RelayFixed {
    theirs: u128,
    owns_nyumba: [bool; 2],
    dir: Dir,
}

impl Watched for RelayState {
    type Context = RelayFixed;
    #[inline(always)]
    fn mix(&self, fixed: &RelayFixed) -> u64 {
        mix_state(
            self.mine,
            fixed.theirs,
            fixed.owns_nyumba,
            fixed.dir,
            self.at,
            self.hand,
        )
    }
}

/// The laps of a turn that only relays, in one direction: the same judgement
/// as [`run_laps`] for a takata without takasia or an owned nyumba, in a
/// tight loop. Only the mover's row changes, so the watch keeps just that
/// row, the pit and the hand, and finds a repeat at the same lap as the
/// watch of [`run_laps`]. Returns the row, the end pit, why and how it
/// ended, and for a never-ending move the lap its repeated state was first
/// met at.
#[inline(never)]
fn relay_laps<const CLOCKWISE: bool>(
    me: Side,
    mut mine: u128,
    mut sowing: Sowing,
    fixed: RelayFixed,
    laps: &mut u64,
    limit: &mut LapLimit<'_>,
) -> (u128, u8, TurnEnd, MoveEnd, u64) {
    let mut watch = CycleWatch::new(fixed);
    // A local copy, so the hot loop compares against a register.
    let mut cap = limit.cap;
    loop {
        *laps += 1;
        let never_ending = MoveEnd::NeverEnding { laps: *laps };
        if *laps > cap {
            if !limit.extend(*laps - 1) {
                return (mine, sowing.at, TurnEnd::Empty, never_ending, 0);
            }
            cap = limit.cap;
        }
        if *laps >= WATCH_FROM_LAP {
            let state = RelayState {
                mine,
                at: sowing.at,
                hand: sowing.hand,
            };
            if let Some(first) = watch.repeats(state, *laps) {
                return (mine, sowing.at, TurnEnd::Empty, never_ending, first);
            }
        }
        let end = if CLOCKWISE {
            (sowing.at + sowing.hand) & 15
        } else {
            (sowing.at + 16 - (sowing.hand & 15)) & 15
        };
        let seeds = row::get(mine, end) + 1 + (sowing.hand.saturating_sub(1) >> 4);
        mine = row::sow(mine, sowing.at, sowing.dir, sowing.hand);
        if mine & row::FRONT == 0 {
            let ending = MoveEnd::GameOver { loser: me };
            return (mine, end, TurnEnd::FrontRowEmpty, ending, 0);
        }
        if seeds == 1 {
            return (mine, end, TurnEnd::Empty, MoveEnd::Done, 0);
        }
        mine = row::clear(mine, end);
        sowing.at = end;
        sowing.hand = seeds;
    }
}

/// §2: where captured seeds are sown. Kimbi captures go to the near kichwa,
/// inward; central captures keep the current direction (clockwise: left kichwa).
pub(crate) fn kichwa_for_capture(at: u8, dir: Dir) -> (u8, Dir) {
    match at {
        0 | 1 => (0, Dir::Clockwise),
        6 | 7 => (7, Dir::Anticlockwise),
        _ => kichwa_for_direction(dir),
    }
}

/// The kichwa whose inward sowing runs in `dir`.
pub(crate) const fn kichwa_for_direction(dir: Dir) -> (u8, Dir) {
    match dir {
        Dir::Clockwise => (0, Dir::Clockwise),
        Dir::Anticlockwise => (7, Dir::Anticlockwise),
    }
}

/// §4: the nyumba's ownership ends for good when it is lifted or captured.
/// `shown`: whether the trace lists it.
pub(crate) fn lose_nyumba_if<S: Sink>(
    pos: &mut Position,
    owner: Side,
    pit: u8,
    sink: &mut S,
    shown: bool,
) {
    if pit == NYUMBA && pos.owns_nyumba[owner.index()] {
        pos.owns_nyumba[owner.index()] = false;
        if S::ENABLED && shown {
            sink.push(Event::HouseLost { side: owner });
        }
    }
}

/// Lifts the whole pit of the mover into the hand.
pub(crate) fn lift<S: Sink>(pos: &mut Position, pit: u8, sink: &mut S) -> u8 {
    let me = pos.side;
    let (mine, _) = pos.rows_mut();
    let hand = mine[pit as usize];
    mine[pit as usize] = 0;
    if S::ENABLED {
        sink.push(Event::Lift {
            pit: Pit::new(me, pit),
            count: hand,
        });
    }
    lose_nyumba_if(pos, me, pit, sink, true);
    hand
}

/// Puts one seed from the mover's store (or reserve) into `pit`.
pub(crate) fn bring_in<S: Sink>(pos: &mut Position, pit: u8, sink: &mut S) {
    let me = pos.side;
    pos.stores[me.index()] -= 1;
    pos.rows_mut().0[pit as usize] += 1;
    if S::ENABLED {
        sink.push(Event::Store {
            pit: Pit::new(me, pit),
        });
    }
}
