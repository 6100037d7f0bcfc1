//! The order a node's moves are searched in: the table's move, then this
//! ply's two killers, then (with the `counter` refinement) the move that
//! last refuted the opponent's move just played, then by history. What
//! orders the moves is learnt during one search and forgotten before the
//! next, so a search never depends on the ones before it.

use crate::rules::{Dir, Move, MoveList};

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

/// Killers per ply, history per side and counter-moves per side.
pub struct MoveOrder {
    killers: [[u8; 2]; MAX_PLY],
    history: Box<[[i32; 65]; 2]>,
    /// Per side, the move that last refuted each of the opponent's moves
    /// (indexed by the opponent's move's code).
    counters: Box<[[u8; 65]; 2]>,
    /// The move played at each ply of the line being searched.
    line: [u8; MAX_PLY],
}

impl MoveOrder {
    pub fn new() -> MoveOrder {
        MoveOrder {
            killers: [[0; 2]; MAX_PLY],
            history: Box::new([[0; 65]; 2]),
            counters: Box::new([[0; 65]; 2]),
            line: [0; MAX_PLY],
        }
    }

    /// Forgets everything learnt.
    pub fn forget(&mut self) {
        self.killers = [[0; 2]; MAX_PLY];
        *self.history = [[0; 65]; 2];
        *self.counters = [[0; 65]; 2];
        self.line = [0; MAX_PLY];
    }

    /// `mv` is being searched at `ply`.
    pub fn played(&mut self, mv: Move, ply: usize) {
        self.line[ply] = pack(mv);
    }

    /// `moves` in the order to search them at `ply` for `side`.
    pub fn order(
        &self,
        moves: &MoveList,
        table_move: Option<Move>,
        ply: usize,
        side: usize,
        counter_on: bool,
    ) -> MoveList {
        let counter = if counter_on {
            self.counter(ply, side)
        } else {
            None
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
            } else {
                self.history[side][code as usize] as i64
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

    /// `mv` cut the search off at `ply`, `depth` plies from the horizon.
    pub fn reward(&mut self, mv: Move, ply: usize, side: usize, depth: u32, counter_on: bool) {
        let code = pack(mv);
        if self.killers[ply][0] != code {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = code;
        }
        let h = &mut self.history[side][code as usize];
        *h = (*h + (depth * depth) as i32).min(1 << 24);
        if counter_on && ply > 0 {
            self.counters[side][self.line[ply - 1] as usize] = code;
        }
    }

    /// The move that last refuted the opponent's move just played (the
    /// root has none).
    fn counter(&self, ply: usize, side: usize) -> Option<u8> {
        let previous = *self.line.get(ply.checked_sub(1)?)?;
        let code = self.counters[side][previous as usize];
        (code != 0).then_some(code)
    }
}

impl Default for MoveOrder {
    fn default() -> Self {
        MoveOrder::new()
    }
}
