//! The lap machine: the one sowing loop all three editions share (RULES.md §2).
//!
//! An edition decides how a move begins (which seeds are lifted or captured,
//! in which direction, and what kind of turn it is); from then on every lap is
//! judged here: the front rows, a takasia'd pit, an empty pit, a capture, the
//! nyumba, or a relay.

use super::board::{Dir, NYUMBA, Pit, Side, facing, is_front};
use super::notation::Move;
use super::position::{Edition, Position, Rules};
use super::trace::{Event, Sink, TurnEnd};
use super::{kimasai, kiswahili, kujifunza};

/// What kind of turn the laps belong to; fixed when the move begins.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Turn {
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
    pub turn: Turn,
    pub sowing: Sowing,
    /// Set when the opening capture already emptied the opponent's front row:
    /// the captured seeds are still sown, then the game is over.
    pub loser: Option<Side>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The turn ended normally; the other side moves.
    Done,
    /// A front row became empty: `loser` has lost.
    GameOver { loser: Side },
    /// The in-move state repeated: the move never ends (the position is unchanged).
    NeverEnding { laps: u64 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub ending: Ending,
    /// The safari choice arose during the move.
    pub safari_offered: bool,
    pub laps: u64,
}

/// Laps after which a move starts to be watched for a repeated in-move state.
/// Ordinary moves end long before; the watch itself is exact.
const WATCH_FROM_LAP: u64 = 48;

/// Everything the rest of a move depends on, at the start of a lap.
#[derive(Clone, Copy, PartialEq, Eq)]
struct InMoveState {
    mine: u128,
    theirs: u128,
    house: [bool; 2],
    sowing: Sowing,
}

impl Watched for InMoveState {
    #[inline(always)]
    fn mix(&self) -> u64 {
        let key = self.sowing.at as u64
            | (self.sowing.hand as u64) << 8
            | (self.sowing.dir as u64) << 16
            | (self.house[0] as u64) << 17
            | (self.house[1] as u64) << 18;
        mix_rows(self.mine ^ self.theirs.rotate_left(29), key)
    }
}

/// An in-move state that [`CycleWatch`] can follow.
trait Watched: Copy + Eq {
    /// A well-mixed hash: the states with the lowest are marked.
    fn mix(&self) -> u64;
}

#[inline(always)]
fn mix_rows(row: u128, key: u64) -> u64 {
    ((row as u64) ^ ((row >> 64) as u64) ^ key).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Laps after which a long move also keeps marked states.
const MARK_FROM_LAP: u64 = 4096;
/// The most marked states kept (a fixed table: the memory stays constant).
const MARKS: usize = 64;

/// Exact proof that a sowing never ends, in constant memory. Brent's method
/// alone is certain to find a repeat, but only after up to three times the
/// laps to the first repeated state (the 30-million-lap takata took 63.5
/// million). So a long move also keeps up to [`MARKS`] "marked" states (those
/// whose hash falls under a bar that halves whenever the table fills); the cycle's
/// first marked state is met again one cycle later, a few percent after the
/// first repeat. Both compare whole states, so neither can be fooled by a
/// hash collision.
struct CycleWatch<T> {
    saved: Option<T>,
    power: u64,
    length: u64,
    marks: Vec<T>,
    /// A state is marked when its hash is below `bar`.
    bar: u64,
}

impl<T: Watched> CycleWatch<T> {
    fn new() -> CycleWatch<T> {
        CycleWatch {
            saved: None,
            power: 1,
            length: 1,
            marks: Vec::new(),
            bar: u64::MAX >> 4,
        }
    }

    /// Whether `state`, met at lap `laps`, was met before.
    #[inline(always)]
    fn repeats(&mut self, state: T, laps: u64) -> bool {
        if self.saved == Some(state) {
            return true;
        }
        if self.length == self.power {
            self.saved = Some(state);
            self.power *= 2;
            self.length = 0;
        }
        self.length += 1;
        laps >= MARK_FROM_LAP && state.mix() < self.bar && self.marked_before(state)
    }

    #[cold]
    #[inline(never)]
    fn marked_before(&mut self, state: T) -> bool {
        if self.marks.contains(&state) {
            return true;
        }
        if self.marks.len() == MARKS {
            self.bar /= 2;
            let bar = self.bar;
            self.marks.retain(|s| s.mix() < bar);
            if state.mix() >= bar {
                return false;
            }
        }
        if self.marks.capacity() == 0 {
            self.marks.reserve_exact(MARKS);
        }
        self.marks.push(state);
        false
    }
}

/// A player's 16 pits as one 128-bit word, byte `i` holding loop pit `i`, so a
/// whole lap is sown with one addition (no byte can carry: there are 64 seeds).
mod row {
    use super::Dir;

    /// One seed in every pit.
    pub const ONE_EACH: u128 = u128::from_le_bytes([1; 16]);
    /// The front row: loop pits 0..=7.
    pub const FRONT: u128 = u64::MAX as u128;

    /// `SOW[dir][at][n]`: one seed in each of the `n` pits after `at` in `dir`.
    static SOW: [[[u128; 16]; 16]; 2] = {
        let mut table = [[[0u128; 16]; 16]; 2];
        let mut d = 0;
        while d < 2 {
            let dir = if d == 0 {
                Dir::Clockwise
            } else {
                Dir::Anticlockwise
            };
            let mut at = 0;
            while at < 16 {
                let mut n = 1;
                while n < 16 {
                    let pit = dir.advance(at as u8, n as u32);
                    table[d][at][n] = table[d][at][n - 1] | (1u128 << (8 * pit as u32));
                    n += 1;
                }
                at += 1;
            }
            d += 1;
        }
        table
    };

    #[inline(always)]
    pub fn pack(pits: &[u8; 16]) -> u128 {
        u128::from_le_bytes(*pits)
    }

    #[inline(always)]
    pub fn unpack(row: u128) -> [u8; 16] {
        row.to_le_bytes()
    }

    #[inline(always)]
    pub fn get(row: u128, pit: u8) -> u8 {
        // Two 64-bit halves: a plain shift each, cheaper than a 128-bit one.
        let half = if pit < 8 {
            row as u64
        } else {
            (row >> 64) as u64
        };
        (half >> (8 * (pit & 7) as u32)) as u8
    }

    /// `KEEP[pit]`: every byte but that pit's.
    static KEEP: [u128; 16] = {
        let mut table = [0u128; 16];
        let mut pit = 0;
        while pit < 16 {
            table[pit] = !(0xFFu128 << (8 * pit as u32));
            pit += 1;
        }
        table
    };

    #[inline(always)]
    pub fn clear(row: u128, pit: u8) -> u128 {
        row & KEEP[(pit & 15) as usize]
    }

    /// Sows `hand` seeds one by one into the pits after `at`.
    #[inline(always)]
    pub fn sow(row: u128, at: u8, dir: Dir, hand: u8) -> u128 {
        let d = match dir {
            Dir::Clockwise => 0,
            Dir::Anticlockwise => 1,
        };
        let sown = row + SOW[d][at as usize][(hand & 15) as usize];
        if hand < 16 {
            sown
        } else {
            sown + ONE_EACH * (hand >> 4) as u128
        }
    }
}

/// Plays `mv` on `pos` (which must be legal there) and returns how it ended.
/// On a never-ending move `pos` is left as a half-played scratch copy: the
/// caller keeps the position from before the move.
pub(crate) fn play<S: Sink>(pos: &mut Position, mv: Move, rules: &Rules, sink: &mut S) -> Outcome {
    play_capped(pos, mv, rules, sink, u64::MAX)
}

/// [`play`], but a move still running after `lap_cap` laps is reported as
/// never-ending. Only the bots' search uses a cap (RULES.md §2 allows it
/// there); the game always decides exactly.
pub(crate) fn play_capped<S: Sink>(
    pos: &mut Position,
    mv: Move,
    rules: &Rules,
    sink: &mut S,
    lap_cap: u64,
) -> Outcome {
    let mover = pos.side;
    let mtaji_takasa_possible = match pos.edition {
        Edition::Kiswahili => pos.stores[mover.index()] == 0,
        _ => false,
    };
    let start = match pos.edition {
        Edition::Kujifunza => kujifunza::start(pos, mv, sink),
        Edition::Kiswahili => kiswahili::start(pos, mv, sink),
        Edition::Kimasai => kimasai::start(pos, mv, sink),
    };
    let capturing = start.turn.capturing;
    let (end, outcome) = run_laps(pos, start, sink, lap_cap);
    if let Ending::NeverEnding { laps } = outcome.ending {
        if S::ENABLED {
            sink.push(Event::NeverEnding {
                pit: Pit::new(mover, mv.pit),
                laps,
            });
        }
        return outcome;
    }
    if S::ENABLED {
        let reason = match outcome.ending {
            Ending::GameOver { .. } => TurnEnd::FrontRowEmpty,
            _ => end.1,
        };
        sink.push(Event::EndTurn {
            pit: Pit::new(mover, end.0),
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

/// Sows lap after lap until the turn ends. Returns the pit the last lap ended in and why.
fn run_laps<S: Sink>(
    pos: &mut Position,
    start: Start,
    sink: &mut S,
    lap_cap: u64,
) -> ((u8, TurnEnd), Outcome) {
    let me = pos.side;
    let opp = me.other();
    let takasia = pos.takasia;
    let Start {
        turn,
        mut sowing,
        mut loser,
    } = start;
    let mut mine = row::pack(&pos.board.pits[me.index()]);
    let mut theirs = row::pack(&pos.board.pits[opp.index()]);
    let mut safari_offered = false;
    let mut laps: u64 = 0;
    let mut watch = CycleWatch::new();
    let (end, why, ending) = loop {
        if !S::ENABLED && !turn.capturing && !turn.namua && takasia.is_none() && loser.is_none() {
            // A takata untraced: nothing but relays until a pit was empty or the
            // front row is; the bulk of the time of never-ending moves is here.
            let (row, end, why, ending) = match sowing.dir {
                Dir::Clockwise => relay_laps::<true>(me, mine, sowing, &mut laps, lap_cap),
                Dir::Anticlockwise => relay_laps::<false>(me, mine, sowing, &mut laps, lap_cap),
            };
            mine = row;
            break (end, why, ending);
        }
        laps += 1;
        if laps > lap_cap {
            break (sowing.at, TurnEnd::Empty, Ending::NeverEnding { laps });
        }
        if laps >= WATCH_FROM_LAP {
            let state = InMoveState {
                mine,
                theirs,
                house: pos.house,
                sowing,
            };
            if watch.repeats(state, laps) {
                break (sowing.at, TurnEnd::Empty, Ending::NeverEnding { laps });
            }
        }
        if S::ENABLED {
            for k in 1..=sowing.hand as u32 {
                sink.push(Event::Drop {
                    pit: Pit::new(me, sowing.dir.advance(sowing.at, k)),
                });
            }
        }
        let end = sowing.dir.advance(sowing.at, sowing.hand as u32);
        // The end pit's count, read before the sowing lands so both can run at once.
        let seeds = row::get(mine, end) + 1 + (sowing.hand.saturating_sub(1) >> 4);
        mine = row::sow(mine, sowing.at, sowing.dir, sowing.hand);
        if let Some(loser) = loser {
            break (end, TurnEnd::FrontRowEmpty, Ending::GameOver { loser });
        }
        // §2: after every lap, a player whose front row is empty has lost.
        if mine & row::FRONT == 0 {
            if S::ENABLED {
                sink.push(Event::FrontRowEmpty { side: me });
            }
            break (end, TurnEnd::FrontRowEmpty, Ending::GameOver { loser: me });
        }
        if seeds == 1 {
            break (end, TurnEnd::Empty, Ending::Done);
        }
        if takasia == Some(end) {
            if S::ENABLED {
                sink.push(Event::TakasiaHonoured {
                    pit: Pit::new(me, end),
                });
            }
            break (end, TurnEnd::Takasia, Ending::Done);
        }
        if turn.capturing && is_front(end) && row::get(theirs, facing(end)) > 0 {
            let from = facing(end);
            let count = row::get(theirs, from);
            theirs = row::clear(theirs, from);
            let (start, dir) = if turn.capture_in_place {
                (end, Dir::Clockwise)
            } else {
                kichwa_for_capture(end, sowing.dir)
            };
            if S::ENABLED {
                sink.push(Event::Capture {
                    at: Pit::new(me, end),
                    from: Pit::new(opp, from),
                    count,
                    start: Pit::new(me, start),
                    direction: dir,
                    chosen: false,
                });
            }
            lose_house_if(pos, opp, from, sink);
            if theirs & row::FRONT == 0 {
                if S::ENABLED {
                    sink.push(Event::FrontRowEmpty { side: opp });
                }
                loser = Some(opp);
            }
            sowing = Sowing::starting_in(start, dir, count);
            continue;
        }
        if turn.namua && end == NYUMBA && pos.house[me.index()] && seeds >= 6 {
            if !turn.capturing {
                break (end, TurnEnd::Nyumba, Ending::Done);
            }
            safari_offered = true;
            if !turn.safari {
                break (end, TurnEnd::SafariDeclined, Ending::Done);
            }
            if S::ENABLED {
                sink.push(Event::Safari {
                    pit: Pit::new(me, end),
                });
            }
        }
        // Relay: lift the whole pit, last seed included, and sow on.
        mine = row::clear(mine, end);
        if S::ENABLED {
            sink.push(Event::Relay {
                pit: Pit::new(me, end),
            });
            sink.push(Event::Lift {
                pit: Pit::new(me, end),
                count: seeds,
            });
        }
        lose_house_if(pos, me, end, sink);
        sowing = Sowing {
            at: end,
            dir: sowing.dir,
            hand: seeds,
        };
    };
    pos.board.pits[me.index()] = row::unpack(mine);
    pos.board.pits[opp.index()] = row::unpack(theirs);
    (
        (end, why),
        Outcome {
            ending,
            safari_offered,
            laps,
        },
    )
}

/// The in-move state of a turn that only relays: the other row, the nyumba
/// and the direction cannot change.
#[derive(Clone, Copy, PartialEq, Eq)]
struct RelayState {
    mine: u128,
    at: u8,
    hand: u8,
}

impl Watched for RelayState {
    #[inline(always)]
    fn mix(&self) -> u64 {
        mix_rows(self.mine, self.at as u64 | (self.hand as u64) << 8)
    }
}

/// The laps of a turn that only relays, in one direction: the same judgement
/// as [`run_laps`] for a takata without takasia or nyumba, in a tight loop.
/// Only the mover's row changes, so the watch follows just that row, the pit
/// and the hand (the turn starts here, so the watch starts here too).
#[inline(never)]
fn relay_laps<const CLOCKWISE: bool>(
    me: Side,
    mut mine: u128,
    mut sowing: Sowing,
    laps: &mut u64,
    lap_cap: u64,
) -> (u128, u8, TurnEnd, Ending) {
    let mut watch = CycleWatch::new();
    loop {
        *laps += 1;
        if *laps > lap_cap {
            return (
                mine,
                sowing.at,
                TurnEnd::Empty,
                Ending::NeverEnding { laps: *laps },
            );
        }
        if watch.repeats(
            RelayState {
                mine,
                at: sowing.at,
                hand: sowing.hand,
            },
            *laps,
        ) {
            return (
                mine,
                sowing.at,
                TurnEnd::Empty,
                Ending::NeverEnding { laps: *laps },
            );
        }
        let end = if CLOCKWISE {
            (sowing.at + sowing.hand) & 15
        } else {
            (sowing.at + 16 - (sowing.hand & 15)) & 15
        };
        let seeds = row::get(mine, end) + 1 + (sowing.hand.saturating_sub(1) >> 4);
        mine = row::sow(mine, sowing.at, sowing.dir, sowing.hand);
        if mine & row::FRONT == 0 {
            return (
                mine,
                end,
                TurnEnd::FrontRowEmpty,
                Ending::GameOver { loser: me },
            );
        }
        if seeds == 1 {
            return (mine, end, TurnEnd::Empty, Ending::Done);
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
pub(crate) fn lose_house_if<S: Sink>(pos: &mut Position, owner: Side, pit: u8, sink: &mut S) {
    if pit == NYUMBA && pos.house[owner.index()] {
        pos.house[owner.index()] = false;
        if S::ENABLED {
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
    lose_house_if(pos, me, pit, sink);
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

#[cfg(test)]
mod tests {
    use super::{CycleWatch, MARK_FROM_LAP, Watched};
    use proptest::prelude::*;

    /// A state of a made-up walk: a tail of `tail` states, then a cycle.
    #[derive(Clone, Copy, PartialEq, Eq)]
    struct Step(u64);

    impl Watched for Step {
        fn mix(&self) -> u64 {
            super::mix_rows(self.0 as u128, 0)
        }
    }

    /// The lap at which the watch reports a repeat.
    fn found_at(tail: u64, cycle: u64) -> u64 {
        let mut watch = CycleWatch::new();
        let mut lap = 1;
        loop {
            let i = lap - 1;
            let state = if i < tail {
                Step(i)
            } else {
                Step(tail + (i - tail) % cycle)
            };
            if watch.repeats(state, lap) {
                return lap;
            }
            lap += 1;
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// §2: exact (never before the first repeated state, which is met at
        /// lap tail + cycle + 1) and, for a long cycle, within 7% of it (a
        /// cycle much shorter than the walk may hold no marked state).
        #[test]
        fn repeats_are_found_exactly_and_soon(tail in 0u64..300_000, cycle in 1u64..300_000) {
            let first_repeat = tail + cycle + 1;
            let found = found_at(tail, cycle);
            prop_assert!(found >= first_repeat);
            // Brent's bound holds whatever the marks do.
            prop_assert!(found <= 2 * tail.max(cycle) + cycle + 2);
            if tail + cycle > 16 * MARK_FROM_LAP && cycle > tail / 4 {
                prop_assert!(
                    found as f64 <= first_repeat as f64 * 1.07,
                    "{found} laps for a first repeat at {first_repeat}"
                );
            }
        }
    }

    /// A short cycle after a long tail has no marked state: Brent's method
    /// still finds it.
    #[test]
    fn a_short_cycle_after_a_long_tail_is_found() {
        let found = found_at(1_000_000, 3);
        assert!((1_000_004..=2_000_010).contains(&found), "{found}");
    }
}
