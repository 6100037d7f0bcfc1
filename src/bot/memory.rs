//! What the top level keeps from one of its searches to the next in a game
//! (`keep`): the transposition table and what ordered its moves. A search
//! two plies on meets the positions the last one searched, and an iteration
//! the budget cut short is not lost: its table entries serve the next move.
//! No edition turns `keep` on yet: it scored 51.5% against the search
//! without it (docs/maintaining.md, "Strength").

use super::ordering::MoveOrder;
use super::table::Table;

/// One side's memory across a game's moves; empty until a search with
/// `keep` leaves what it learnt. A new game starts with an empty one, so the
/// same moves from the start give the same answers on every run.
#[derive(Default)]
pub struct Memory {
    kept: Option<Box<Kept>>,
}

pub(super) struct Kept {
    pub table: Table,
    pub order: MoveOrder,
}

impl Memory {
    /// Whether a search has left anything.
    pub fn is_empty(&self) -> bool {
        self.kept.is_none()
    }

    /// Forgets what was kept (a new game, a position set by hand).
    pub fn forget(&mut self) {
        self.kept = None;
    }

    /// What was kept, when its table has `entries` entries (a search of
    /// another budget starts afresh).
    pub(super) fn take(&mut self, entries: usize) -> Option<Kept> {
        match self.kept.take() {
            Some(kept) if kept.table.len() == entries => Some(*kept),
            _ => None,
        }
    }

    pub(super) fn keep(&mut self, table: Table, order: MoveOrder) {
        self.kept = Some(Box::new(Kept { table, order }));
    }
}
