//! The order a node's moves are searched in: the table's move, then this
//! ply's two killers, then (with the `counter` refinement) the move that
//! last refuted the opponent's move just played (and, with `followup`, the
//! one that last answered the line after the side's own previous move),
//! then by history (with `cont`, plus how often each move cut off right
//! after the opponent's move just played; with `largest`, by the seeds the
//! move's first capture takes before history). What
//! orders the moves is learnt during one search and forgotten before the
//! next, so a search never depends on the ones before it.

use super::method::Method;
use crate::rules::{Dir, Move, MoveList, Position, first_capture};

/// The deepest line a search follows.
pub const MAX_PLY: usize = 96;

/// A move in one byte, 0 for none: the table keeps its moves so.
pub fn pack(mv: Move) -> u8 {
    1 + mv.pit * 4 + (mv.dir == Dir::Anticlockwise) as u8 * 2 + mv.safari as u8
}

/// [`pack`]'s move back; `None` for 0.
pub fn unpack(code: u8) -> Option<Move> {
    let code = code.checked_sub(1)?;
    let dir = if code & 2 != 0 {
        Dir::Anticlockwise
    } else {
        Dir::Clockwise
    };
    let mv = Move::new(code / 4, dir);
    Some(if code & 1 != 0 { mv.with_safari() } else { mv })
}

/// Killers per ply; per side history, counter-moves, follow-ups and
/// continuation history.
pub struct MoveOrder {
    killers: [[u8; 2]; MAX_PLY],
    history: Box<[[i32; 65]; 2]>,
    /// Per side, the move that last refuted each of the opponent's moves
    /// (indexed by the opponent's move's code).
    counters: Box<[[u8; 65]; 2]>,
    /// Per side, the move that last cut off after each of the side's own
    /// moves two plies before (indexed by that move's code).
    followups: Box<[[u8; 65]; 2]>,
    /// Per side, how often each move cut off right after each of the
    /// opponent's moves (`cont`: history by the move it answers).
    continuation: Box<[[[i32; 65]; 65]; 2]>,
    /// The move played at each ply of the line being searched.
    line: [u8; MAX_PLY],
}

impl MoveOrder {
    pub fn new() -> MoveOrder {
        MoveOrder {
            killers: [[0; 2]; MAX_PLY],
            history: Box::new([[0; 65]; 2]),
            counters: Box::new([[0; 65]; 2]),
            followups: Box::new([[0; 65]; 2]),
            continuation: Box::new([[[0; 65]; 65]; 2]),
            line: [0; MAX_PLY],
        }
    }

    /// Forgets everything learnt.
    pub fn forget(&mut self) {
        self.killers = [[0; 2]; MAX_PLY];
        *self.history = [[0; 65]; 2];
        *self.counters = [[0; 65]; 2];
        *self.followups = [[0; 65]; 2];
        *self.continuation = [[[0; 65]; 65]; 2];
        self.line = [0; MAX_PLY];
    }

    /// A new search begins that keeps what the one before learnt: killers
    /// two plies up (the plies the game has moved on), history halved.
    pub fn age(&mut self) {
        self.killers.copy_within(2.., 0);
        for side in self.history.iter_mut() {
            side.iter_mut().for_each(|h| *h /= 2);
        }
        self.line = [0; MAX_PLY];
    }

    /// `mv` is being searched at `ply`.
    pub fn played(&mut self, mv: Move, ply: usize) {
        self.line[ply] = pack(mv);
    }

    /// `moves` of `position` in the order to search them at `ply`.
    pub fn order(
        &self,
        (position, moves): (&Position, &MoveList),
        table_move: Option<Move>,
        ply: usize,
        method: Method,
    ) -> MoveList {
        let side = position.side.index();
        let counter = self.answer(&self.counters, method.counter, ply, 1, side);
        let followup = self.answer(&self.followups, method.followup, ply, 2, side);
        let answered = match ply.checked_sub(1) {
            Some(before) if method.cont => {
                Some(&self.continuation[side][self.line[before] as usize])
            }
            _ => None,
        };
        let score = |mv: Move| -> i64 {
            let code = pack(mv);
            if Some(mv) == table_move {
                1 << 40
            } else if self.killers[ply][0] == code {
                1 << 39
            } else if self.killers[ply][1] == code {
                1 << 38
            } else if counter == Some(code) {
                1 << 37
            } else if followup == Some(code) {
                1 << 36
            } else {
                let after = answered.map_or(0, |counts| counts[code as usize]);
                // History and continuation stay within -2^24..2^25 together, under a seed's 2^26.
                let taken = if method.largest {
                    (first_capture(position, mv) as i64) << 26
                } else {
                    0
                };
                taken + self.history[side][code as usize] as i64 + after as i64
            }
        };
        // Insertion sort, stable: ties keep the engine's order, so the search
        // stays deterministic; lists are short (at most 64) and need no heap.
        let mut ordered = *moves;
        let mut scores = [0i64; crate::rules::moves::MAX_MOVES];
        for (i, &mv) in moves.iter().enumerate() {
            scores[i] = score(mv);
        }
        ordered.sort_by_scores(&mut scores[..moves.len()]);
        ordered
    }

    /// `mv` cut the search off at `ply`, `depth` plies from the horizon,
    /// after the moves `tried` before it failed to.
    pub fn reward(
        &mut self,
        mv: Move,
        (ply, side, depth): (usize, usize, u32),
        method: Method,
        tried: &[Move],
    ) {
        let code = pack(mv);
        if self.killers[ply][0] != code {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = code;
        }
        let bonus = (depth * depth) as i32;
        let h = &mut self.history[side][code as usize];
        *h = (*h + bonus).min(HISTORY_BOUND);
        if method.malus {
            for &failed in tried {
                let h = &mut self.history[side][pack(failed) as usize];
                *h = (*h - bonus).max(-HISTORY_BOUND);
            }
        }
        if method.counter && ply > 0 {
            self.counters[side][self.line[ply - 1] as usize] = code;
        }
        if method.cont && ply > 0 {
            let c = &mut self.continuation[side][self.line[ply - 1] as usize][code as usize];
            *c = (*c + bonus).min(HISTORY_BOUND);
        }
        if method.followup && ply > 1 {
            self.followups[side][self.line[ply - 2] as usize] = code;
        }
    }

    /// The move that last cut off after the move played `back` plies
    /// before `ply` (the opponent's for the counter-move, the side's own
    /// for the follow-up), from `table`; none near the root or when `on` is off.
    fn answer(
        &self,
        table: &[[u8; 65]; 2],
        on: bool,
        ply: usize,
        back: usize,
        side: usize,
    ) -> Option<u8> {
        if !on {
            return None;
        }
        let previous = *self.line.get(ply.checked_sub(back)?)?;
        let code = table[side][previous as usize];
        (code != 0).then_some(code)
    }
}

/// History stays within this, up or down.
const HISTORY_BOUND: i32 = 1 << 24;

impl Default for MoveOrder {
    fn default() -> Self {
        MoveOrder::new()
    }
}
