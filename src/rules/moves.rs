//! A fixed-capacity list of moves: move generation never allocates.

use super::notation::Move;
use std::ops::Deref;

/// No position has more: 16 pits, 2 directions, with and without safari.
pub const MAX_MOVES: usize = 64;

#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::new(0, super::board::Dir::Clockwise); MAX_MOVES],
            len: 0,
        }
    }

    #[inline(always)]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Orders the moves by `scores` (one per move), highest first; equal
    /// scores keep their order.
    pub fn sort_by_scores(&mut self, scores: &mut [i64]) {
        assert_eq!(scores.len(), self.len);
        for i in 1..self.len {
            let mut j = i;
            while j > 0 && scores[j - 1] < scores[j] {
                scores.swap(j - 1, j);
                self.moves.swap(j - 1, j);
                j -= 1;
            }
        }
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
