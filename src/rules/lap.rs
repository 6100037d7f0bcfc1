//! The lap machine: the one sowing loop all three editions share (RULES.md §2).
//!
//! An edition decides how a move begins (which seeds are lifted or captured,
//! in which direction, and what kind of turn it is); from then on every lap is
//! judged here: the front rows, a takasia'd pit, an empty pit, a capture, the
//! nyumba, or a relay.

use super::board::{Board, Dir, NYUMBA, Pit, Side, facing, is_front};
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
/// Ordinary moves end long before; the watch itself is exact (Brent's method).
const WATCH_FROM_LAP: u64 = 48;

/// Everything the rest of a move depends on, at the start of a lap.
#[derive(Clone, Copy, PartialEq, Eq)]
struct InMoveState {
    board: Board,
    house: [bool; 2],
    sowing: Sowing,
}

/// Brent's cycle finding over the in-move state: constant memory, and a
/// repeat is found within a few cycle lengths of the cycle's start.
struct Brent {
    saved: Option<InMoveState>,
    power: u64,
    length: u64,
}

impl Brent {
    fn new() -> Brent {
        Brent {
            saved: None,
            power: 1,
            length: 1,
        }
    }

    fn repeats(&mut self, state: InMoveState) -> bool {
        if self.saved == Some(state) {
            return true;
        }
        if self.length == self.power {
            self.saved = Some(state);
            self.power *= 2;
            self.length = 0;
        }
        self.length += 1;
        false
    }
}

/// Plays `mv` on `pos` (which must be legal there) and returns how it ended.
/// On a never-ending move `pos` is left as a half-played scratch copy: the
/// caller keeps the position from before the move.
pub(crate) fn play<S: Sink>(pos: &mut Position, mv: Move, rules: &Rules, sink: &mut S) -> Outcome {
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
    let (end, outcome) = run_laps(pos, start, sink);
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
fn run_laps<S: Sink>(pos: &mut Position, start: Start, sink: &mut S) -> ((u8, TurnEnd), Outcome) {
    let me = pos.side;
    let opp = me.other();
    let takasia = pos.takasia;
    let Start {
        turn,
        mut sowing,
        mut loser,
    } = start;
    let mut safari_offered = false;
    let mut laps: u64 = 0;
    let mut brent = Brent::new();
    let finish = |end: u8, why: TurnEnd, ending: Ending, laps: u64, safari_offered: bool| {
        (
            (end, why),
            Outcome {
                ending,
                safari_offered,
                laps,
            },
        )
    };
    loop {
        laps += 1;
        if laps >= WATCH_FROM_LAP {
            let state = InMoveState {
                board: pos.board,
                house: pos.house,
                sowing,
            };
            if brent.repeats(state) {
                return finish(
                    sowing.at,
                    TurnEnd::Empty,
                    Ending::NeverEnding { laps },
                    laps,
                    safari_offered,
                );
            }
        }
        let mine = &mut pos.board.pits[me.index()];
        let mut at = sowing.at;
        for _ in 0..sowing.hand {
            at = sowing.dir.step(at);
            mine[at as usize] += 1;
            if S::ENABLED {
                sink.push(Event::Drop {
                    pit: Pit::new(me, at),
                });
            }
        }
        let end = at;
        if let Some(loser) = loser {
            return finish(
                end,
                TurnEnd::FrontRowEmpty,
                Ending::GameOver { loser },
                laps,
                safari_offered,
            );
        }
        // §2: after every lap, a player whose front row is empty has lost.
        if pos.board.front_row_empty(me) {
            if S::ENABLED {
                sink.push(Event::FrontRowEmpty { side: me });
            }
            return finish(
                end,
                TurnEnd::FrontRowEmpty,
                Ending::GameOver { loser: me },
                laps,
                safari_offered,
            );
        }
        let house_owned = pos.house[me.index()];
        let (mine, theirs) = pos.rows_mut();
        let seeds = mine[end as usize];
        if seeds == 1 {
            return finish(end, TurnEnd::Empty, Ending::Done, laps, safari_offered);
        }
        if takasia == Some(end) {
            if S::ENABLED {
                sink.push(Event::TakasiaHonoured {
                    pit: Pit::new(me, end),
                });
            }
            return finish(end, TurnEnd::Takasia, Ending::Done, laps, safari_offered);
        }
        if turn.capturing && is_front(end) && theirs[facing(end) as usize] > 0 {
            let from = facing(end);
            let count = theirs[from as usize];
            theirs[from as usize] = 0;
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
            if pos.board.front_row_empty(opp) {
                if S::ENABLED {
                    sink.push(Event::FrontRowEmpty { side: opp });
                }
                loser = Some(opp);
            }
            sowing = Sowing::starting_in(start, dir, count);
            continue;
        }
        if turn.namua && end == NYUMBA && house_owned && seeds >= 6 {
            if !turn.capturing {
                return finish(end, TurnEnd::Nyumba, Ending::Done, laps, safari_offered);
            }
            safari_offered = true;
            if !turn.safari {
                return finish(
                    end,
                    TurnEnd::SafariDeclined,
                    Ending::Done,
                    laps,
                    safari_offered,
                );
            }
            if S::ENABLED {
                sink.push(Event::Safari {
                    pit: Pit::new(me, end),
                });
            }
        }
        // Relay: lift the whole pit, last seed included, and sow on.
        mine[end as usize] = 0;
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
