//! The length of a forced win under best play on both sides: the fewest
//! plies in which the prover can force a win whatever the other side does.
//!
//! "Wins within d plies" does not depend on the path (a win within d never
//! needs a repeated position, and the rules end no such line earlier), so
//! one table serves every path: for each position the most plies known not
//! to be enough and the fewest known to be.

use super::dfpn::{KeyHasher, key, move_code};
use super::proof::{Proof, ProofError, code};
use crate::rules::{Move, MoveEnd, MoveOutcome, Position, Rules, Side, legal_moves, play_untraced};
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

/// Bytes a bound takes in memory, its share of the map's spare room included
/// (the key and the two bounds are 16 bytes, the map's control byte and
/// load factor about double that).
pub const BOUND_BYTES: u64 = 32;

pub struct Shortest {
    rules: Rules,
    prover: Side,
    /// Per position: (plies known too few, plies known enough). Only a cache:
    /// a dropped bound is searched again, never wrong.
    bounds: HashMap<u64, (u16, u16), BuildHasherDefault<KeyHasher>>,
    /// Bounds held before the cheapest are dropped.
    cap: usize,
    /// Times bounds were dropped, and the most held at once.
    pub collections: u32,
    pub peak_bounds: usize,
    /// Moves of many laps, played once (never-ending ones above all).
    slow: HashMap<(u64, u8), (Position, MoveOutcome)>,
    pub nodes: u64,
}

impl Shortest {
    pub fn new(rules: Rules, prover: Side) -> Shortest {
        Shortest {
            rules,
            prover,
            bounds: HashMap::default(),
            cap: usize::MAX,
            collections: 0,
            peak_bounds: 0,
            slow: HashMap::new(),
            nodes: 0,
        }
    }

    /// Holds the bounds to `cap` entries (at least 16): past it the cheapest
    /// are dropped, those of the fewest plies first, down to three quarters.
    pub fn with_cap(mut self, cap: usize) -> Shortest {
        self.cap = cap.max(16);
        self
    }

    /// Bounds held now.
    pub fn bounds(&self) -> usize {
        self.bounds.len()
    }

    /// The fewest plies to a forced win from `root`, searched up to `most`.
    pub fn plies(&mut self, root: &Position, most: u16) -> Option<u16> {
        let (too_few, _) = self
            .bounds
            .get(&key(root))
            .copied()
            .unwrap_or((0, u16::MAX));
        (too_few + 1..=most).find(|&d| self.wins_within(root, d))
    }

    /// A proof from `root` in which the winner always plays a move of the
    /// shortest forced win: its lines are as long as best defence makes
    /// them and no longer. `most` bounds the search (a known line's length).
    pub fn strategy(&mut self, root: &Position, most: u16) -> Result<Proof, ProofError> {
        super::proof::writable(root)?;
        let mut entries = Vec::new();
        let mut seen = HashSet::new();
        let mut stack = vec![*root];
        while let Some(position) = stack.pop() {
            if !seen.insert(key(&position)) {
                continue;
            }
            let legal = legal_moves(&position, &self.rules);
            let moves: Vec<Move> = if position.side == self.prover {
                let d = self
                    .plies(&position, most)
                    .ok_or(ProofError::NoForcedWin { at: position, most })?;
                let mv = *legal
                    .iter()
                    .find(|&&mv| self.wins_after(&position, mv, d))
                    .ok_or(ProofError::NoMoveKeepsWin {
                        at: position,
                        plies: d,
                    })?;
                let plies = u8::try_from(d).map_err(|_| ProofError::ShortestTooLong {
                    at: position,
                    plies: d,
                })?;
                entries.push((key(&position), code(mv), plies));
                vec![mv]
            } else {
                legal.to_vec()
            };
            for mv in moves {
                let (child, outcome) = self.play(&position, mv);
                if outcome.ending == MoveEnd::Done && !legal_moves(&child, &self.rules).is_empty() {
                    stack.push(child);
                }
            }
        }
        entries.sort_unstable();
        Ok(Proof {
            root: *root,
            winner: self.prover,
            entries,
        })
    }

    /// Whether `mv` at `position` (the prover's) wins within `d` plies, itself included.
    fn wins_after(&mut self, position: &Position, mv: Move, d: u16) -> bool {
        let (child, outcome) = self.play(position, mv);
        match outcome.ending {
            MoveEnd::NeverEnding { .. } => false,
            MoveEnd::GameOver { loser } => loser != self.prover,
            MoveEnd::Done => {
                if legal_moves(&child, &self.rules).is_empty() {
                    child.side != self.prover
                } else {
                    d > 1 && self.wins_within(&child, d - 1)
                }
            }
        }
    }

    fn play(&mut self, position: &Position, mv: Move) -> (Position, MoveOutcome) {
        let slow_key = (key(position), move_code(mv));
        if let Some(&known) = self.slow.get(&slow_key) {
            return known;
        }
        let played = play_untraced(position, mv, &self.rules);
        if played.1.laps >= 256 {
            self.slow.insert(slow_key, played);
        }
        played
    }

    /// Whether the prover forces a win within `d` plies from `position`.
    fn wins_within(&mut self, position: &Position, d: u16) -> bool {
        let k = key(position);
        let (too_few, enough) = self.bounds.get(&k).copied().unwrap_or((0, u16::MAX));
        if d >= enough {
            return true;
        }
        if d <= too_few {
            return false;
        }
        self.nodes += 1;
        let prover_moves = position.side == self.prover;
        let mut won = !prover_moves;
        for &mv in legal_moves(position, &self.rules).iter() {
            let (child, outcome) = self.play(position, mv);
            let good = match outcome.ending {
                MoveEnd::NeverEnding { .. } => false,
                MoveEnd::GameOver { loser } => loser != self.prover,
                MoveEnd::Done => {
                    let replies = legal_moves(&child, &self.rules);
                    if replies.is_empty() {
                        child.side != self.prover
                    } else {
                        d > 1 && self.wins_within(&child, d - 1)
                    }
                }
            };
            if good == prover_moves {
                won = good;
                break;
            }
        }
        let entry = self.bounds.entry(k).or_insert((0, u16::MAX));
        if won {
            entry.1 = entry.1.min(d);
        } else {
            entry.0 = entry.0.max(d);
        }
        let held = self.bounds.len();
        self.peak_bounds = self.peak_bounds.max(held);
        if held > self.cap {
            self.collect();
        }
        won
    }

    /// Drops bounds until three quarters of the cap are left, the cheapest
    /// first: a bound of few plies took a small search to find.
    fn collect(&mut self) {
        self.collections += 1;
        let target = self.cap / 4 * 3;
        let mut limit = 1u32;
        while self.bounds.len() > target {
            self.bounds.retain(|_, &mut (too_few, enough)| {
                let known = if enough == u16::MAX { 0 } else { enough };
                u32::from(too_few.max(known)) > limit
            });
            limit *= 2;
        }
    }
}
