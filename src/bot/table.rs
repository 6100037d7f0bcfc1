//! The transposition table: what a search learnt of each position it
//! searched (a score as a bound of its window, the best move), found again
//! by the position's hash. With the `buckets` refinement a slot is a pair:
//! one entry kept by depth, one always replaced.

use super::method::Method;
use super::ordering::{pack, unpack};
use crate::rules::Move;

/// A win in `n` plies scores `MATE - n`; a loss `-(MATE - n)`. Defined
/// here because the table stores such scores relative to the node.
pub const MATE: i32 = 1_000_000;
/// Scores beyond this are wins or losses.
pub const MATE_BOUND: i32 = MATE - 10_000;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    bound: u8,
    best: u8,
    /// The search that stored it (`keep`).
    age: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// What a node's best score says of its value, searched with the window
/// `alpha`..`beta`: at most it (all moves failed low), at least it (a move
/// failed high), or exactly it.
#[inline(always)]
fn bound(best_score: i32, alpha: i32, beta: i32) -> u8 {
    if best_score <= alpha {
        UPPER
    } else if best_score >= beta {
        LOWER
    } else {
        EXACT
    }
}

/// Mate scores are stored relative to the node, so they mean the same at any ply.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A node's result to keep: searched `depth` plies deep at `ply` with the
/// window `alpha`..`beta`, its best move and score.
pub(super) struct Searched {
    pub depth: u32,
    pub ply: usize,
    pub window: (i32, i32),
    pub best_move: Move,
    pub best_score: i32,
}

pub(super) struct Table {
    entries: Vec<Entry>,
    /// Two entries a slot (`buckets`).
    buckets: bool,
    /// Probes, and those that found their position.
    probes: u64,
    hits: u64,
    /// Scores settle a node only from the same horizon parity (`parity`).
    parity: bool,
    /// The search storing now; entries of older ones give way first.
    generation: u8,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32, buckets: bool) -> Table {
        Table {
            entries: vec![Entry::default(); 1 << bits],
            buckets,
            probes: 0,
            hits: 0,
            generation: 0,
            parity: false,
        }
    }

    /// The entries' count.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// A new search begins that keeps what the ones before it learnt.
    pub fn age(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        self.probes = 0;
        self.hits = 0;
    }

    /// Stores and probes as `method` says (`buckets`, `parity`).
    pub fn follow(&mut self, method: Method) {
        self.buckets = method.buckets;
        self.parity = method.parity;
    }

    /// Forgets every entry and the hit count.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.probes = 0;
        self.hits = 0;
    }

    /// The share of probes that found their position.
    pub fn hit_rate(&self) -> f64 {
        self.hits as f64 / self.probes.max(1) as f64
    }

    /// The slot of the position with hash `key`.
    #[inline(always)]
    pub fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    /// Keeps a node's result: its score as a bound of the window it was
    /// searched in, and its best move; with `buckets` in the pair's first
    /// entry when at least as deep as the one there (or the same
    /// position), else in the pair's second.
    #[inline(always)]
    pub fn store(&mut self, slot: usize, key: u64, searched: Searched) {
        let (alpha, beta) = searched.window;
        let entry = Entry {
            key,
            score: to_table(searched.best_score, searched.ply),
            depth: searched.depth.min(255) as u8,
            bound: bound(searched.best_score, alpha, beta),
            best: pack(searched.best_move),
            age: self.generation,
        };
        if !self.buckets {
            self.entries[slot] = entry;
            return;
        }
        let first = slot & !1;
        let kept = self.entries[first];
        if kept.key == entry.key || entry.depth >= kept.depth || kept.age != self.generation {
            self.entries[first] = entry;
        } else {
            self.entries[first + 1] = entry;
        }
    }

    /// What the entry in `slot` knows of the position `key`: its best move,
    /// to try first, and a score to return at once when the entry is
    /// `depth` plies deep or more and its bound settles the window
    /// `alpha`..`beta` (never where `move_only`).
    #[inline(always)]
    pub fn probe(
        &mut self,
        (slot, key): (usize, u64),
        (depth, ply): (u32, usize),
        (alpha, beta): (i32, i32),
        move_only: bool,
    ) -> (Option<Move>, Option<i32>) {
        self.probes += 1;
        let entry = if !self.buckets || self.entries[slot & !1].key == key {
            self.entries[slot & !(self.buckets as usize)]
        } else {
            self.entries[slot | 1]
        };
        if entry.key != key {
            return (None, None);
        }
        self.hits += 1;
        let table_move = unpack(entry.best);
        if entry.depth as u32 >= depth
            && !move_only
            && (!self.parity || (entry.depth as u32 - depth).is_multiple_of(2))
        {
            let score = from_table(entry.score, ply);
            let usable = match entry.bound {
                EXACT => true,
                LOWER => score >= beta,
                UPPER => score <= alpha,
                _ => false,
            };
            if usable {
                return (table_move, Some(score));
            }
        }
        (table_move, None)
    }
}
