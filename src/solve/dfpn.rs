//! Depth-first proof-number search (Nagai's df-pn, with Pawlewicz and Lew's
//! 1+ε thresholds) over the engine's untraced moves, with a transposition
//! table, a node budget, an entry cap and progress reports.
//!
//! One search answers one question: can `prover` force a win from the root?
//! Positions where the prover moves are OR nodes, the others AND nodes.
//!
//! Graph-history interaction: a position that repeats one on the current path
//! counts as "not a win" for the prover there. A win never needs a repeat (a
//! winning side has a strategy that shortens the game every move), so every
//! proof is sound; a disproof that leans on such a repeat may be wrong on
//! another path, so disproofs carry a flag, `ON_PATH`, and only a disproof
//! without it is reported as certain.

use crate::rules::{
    MAX_PLIES, Move, MoveEnd, MoveList, MoveOutcome, Position, Rules, Side, legal_moves,
    play_untraced,
};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

/// Keys are Zobrist hashes, already well mixed: hashing them again is waste.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The solver's table: a position's key to its numbers.
pub type Table = HashMap<u64, Entry, BuildHasherDefault<KeyHasher>>;

/// A proof or disproof number that cannot be reached: the node is decided.
pub const INF: u32 = u32::MAX;

/// Moves of at least this many laps are remembered (ordinary ones have a few).
const SLOW_LAPS: u64 = 256;

/// Disproven, but the disproof uses a repeated position on the path.
const ON_PATH: u8 = 1;

/// What the table keeps of a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    pub pn: u32,
    pub dn: u32,
    /// Nodes spent under it (the garbage collector keeps the costly ones).
    pub work: u32,
    /// For a proven entry: when it was proven (1, 2, ...). A proof only uses
    /// entries proven before it, so following smaller numbers never loops.
    pub proven_at: u32,
    pub flags: u8,
}

impl Entry {
    pub fn proven(&self) -> bool {
        self.pn == 0
    }
    pub fn disproven(&self) -> bool {
        self.dn == 0
    }
    /// A disproof that holds on every path.
    pub fn certain_disproof(&self) -> bool {
        self.dn == 0 && self.flags & ON_PATH == 0
    }
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The prover wins by force.
    Proven,
    /// The prover cannot force a win; `certain` unless the disproof leans on
    /// a repeated position (see the module's notes).
    Disproven { certain: bool },
    /// The budget ran out first.
    Unknown,
}

/// Limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Node expansions, this run.
    pub nodes: u64,
    /// Table entries before the garbage collector drops undecided ones.
    pub entries: usize,
}

/// A search's counters, for progress lines and the report.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counters {
    pub nodes: u64,
    /// Plays of a move (the cost the engine pays).
    pub moves_played: u64,
    pub collections: u32,
    pub peak_entries: usize,
    /// Laps sown by the moves played (a cached long move counts once).
    pub laps: u64,
    /// Long moves played (at least 256 laps; each position's once), and
    /// how many of those never end.
    pub long_moves: u64,
    pub never_ending: u64,
    /// The deepest ply a search reached.
    pub deepest: usize,
}

/// A child of a node, as a frame of the search keeps it.
#[derive(Clone, Copy)]
enum Child {
    /// Decided by the rules on the spot: a win for the prover or not.
    Won,
    NotWon {
        on_path: bool,
    },
    /// A position to look up or search.
    Node {
        position: Position,
        key: u64,
    },
}

pub struct Solver {
    pub rules: Rules,
    pub prover: Side,
    pub table: Table,
    pub counters: Counters,
    budget: Budget,
    /// Hashes of the positions on the current path (the root first).
    path: Vec<u64>,
    proofs: u32,
    aborted: bool,
    started: Instant,
    last_report: Instant,
    /// Called about every few seconds with a progress line.
    progress: Option<Box<dyn FnMut(&str)>>,
    /// Moves of many laps (never-ending ones above all), played once: a node
    /// replays its moves at every visit.
    slow_moves: HashMap<(u64, u8), (Position, MoveOutcome)>,
    /// The root's children, for the progress line's root numbers.
    root: Option<Position>,
    nodes_at_start: u64,
    /// When set, a run stops at this moment with its table as it stands, so
    /// the caller can save it and go on (`paused` then says so).
    pause_at: Option<Instant>,
    paused: bool,
}

/// A move as a small number, its safari form (Kiswahili) apart.
pub(crate) fn move_code(mv: Move) -> u8 {
    mv.pit * 4 + (mv.dir as u8) * 2 + mv.safari as u8
}

/// The table's key of a position for a prover: the engine's Zobrist hash.
/// The prover is fixed per table, so it needs no bits.
pub fn key(position: &Position) -> u64 {
    position.hash()
}

impl Solver {
    pub fn new(rules: Rules, prover: Side) -> Solver {
        Solver {
            rules,
            prover,
            table: Table::default(),
            counters: Counters::default(),
            budget: Budget {
                nodes: u64::MAX,
                entries: usize::MAX,
            },
            path: Vec::new(),
            proofs: 0,
            aborted: false,
            started: Instant::now(),
            last_report: Instant::now(),
            progress: None,
            root: None,
            nodes_at_start: 0,
            slow_moves: HashMap::new(),
            pause_at: None,
            paused: false,
        }
    }

    /// Progress lines go to `report` every few seconds of a run.
    pub fn with_progress(mut self, report: Box<dyn FnMut(&str)>) -> Solver {
        self.progress = Some(report);
        self
    }

    /// Continues from a table saved by an earlier run.
    pub fn with_table(mut self, table: Table, nodes: u64) -> Solver {
        self.proofs = table.values().map(|e| e.proven_at).max().unwrap_or(0);
        self.table = table;
        self.counters.nodes = nodes;
        self
    }

    /// Runs stop at `when` (none: never) with the table as it stands; a
    /// later run from the same root goes on from it.
    pub fn pause_at(&mut self, when: Option<Instant>) {
        self.pause_at = when;
    }

    /// Whether the last run stopped at the pause, not for its budget or an answer.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// The table's numbers for `position` (1, 1 when never seen).
    pub fn entry(&self, position: &Position) -> Entry {
        self.table.get(&key(position)).copied().unwrap_or(Entry {
            pn: 1,
            dn: 1,
            ..Entry::default()
        })
    }

    /// Searches `root` until it is decided or `budget` is spent.
    pub fn solve(&mut self, root: &Position, budget: Budget) -> Answer {
        self.budget = budget;
        self.aborted = false;
        self.paused = false;
        self.started = Instant::now();
        self.last_report = self.started;
        self.nodes_at_start = self.counters.nodes;
        self.root = Some(*root);
        let moves = legal_moves(root, &self.rules);
        if let Some(answer) = self.decided_root(root, &moves) {
            return answer;
        }
        self.path.clear();
        while !self.aborted {
            let entry = self.mid(root, 0, INF, INF);
            if entry.pn == 0 || entry.dn == 0 {
                break;
            }
        }
        self.report();
        let entry = self.entry(root);
        if entry.proven() {
            Answer::Proven
        } else if entry.disproven() {
            Answer::Disproven {
                certain: entry.certain_disproof(),
            }
        } else {
            Answer::Unknown
        }
    }

    /// A root the rules have already decided.
    fn decided_root(&self, root: &Position, moves: &MoveList) -> Option<Answer> {
        match crate::rules::position_status(root, moves) {
            crate::rules::Status::Won { winner, .. } if winner == self.prover => {
                Some(Answer::Proven)
            }
            crate::rules::Status::Won { .. } => Some(Answer::Disproven { certain: true }),
            _ => None,
        }
    }

    /// The child a move leads to, judged by the rules where they decide it.
    fn child(&mut self, position: &Position, mv: Move, ply: usize) -> Child {
        self.counters.moves_played += 1;
        let slow_key = (key(position), move_code(mv));
        let (after, outcome) = match self.slow_moves.get(&slow_key) {
            Some(&known) => known,
            None => {
                let played = play_untraced(position, mv, &self.rules);
                self.counters.laps += played.1.laps;
                if played.1.laps >= SLOW_LAPS {
                    self.slow_moves.insert(slow_key, played);
                    self.counters.long_moves += 1;
                    if matches!(played.1.ending, MoveEnd::NeverEnding { .. }) {
                        self.counters.never_ending += 1;
                    }
                }
                played
            }
        };
        match outcome.ending {
            // §2: the game ends unranked, which is no win.
            MoveEnd::NeverEnding { .. } => Child::NotWon { on_path: false },
            MoveEnd::GameOver { loser } if loser == self.prover => Child::NotWon { on_path: false },
            MoveEnd::GameOver { .. } => Child::Won,
            MoveEnd::Done => {
                let key = key(&after);
                if self.path.contains(&key) {
                    return Child::NotWon { on_path: true };
                }
                if ply + 1 >= MAX_PLIES {
                    // §2: the 2,000-ply limit ends the game unranked.
                    return Child::NotWon { on_path: false };
                }
                Child::Node {
                    position: after,
                    key,
                }
            }
        }
    }

    /// The numbers of a child: decided, from the table, or a fresh estimate
    /// (its number of moves on the side that must answer them all).
    fn numbers(&self, child: &Child) -> (u32, u32, u8) {
        match *child {
            Child::Won => (0, INF, 0),
            Child::NotWon { on_path } => (INF, 0, if on_path { ON_PATH } else { 0 }),
            Child::Node { position, key } => match self.table.get(&key) {
                Some(e) => (e.pn, e.dn, e.flags),
                None => {
                    let n = legal_moves(&position, &self.rules).len() as u32;
                    if n == 0 {
                        // §2: no legal move at the start of a turn loses.
                        return if position.side == self.prover {
                            (INF, 0, 0)
                        } else {
                            (0, INF, 0)
                        };
                    }
                    if position.side == self.prover {
                        (1, n, 0)
                    } else {
                        (n, 1, 0)
                    }
                }
            },
        }
    }

    /// One df-pn visit: searches `position` until its numbers reach a
    /// threshold, and returns (and stores) them.
    fn mid(&mut self, position: &Position, ply: usize, th_pn: u32, th_dn: u32) -> Entry {
        let key = key(position);
        let or_node = position.side == self.prover;
        self.counters.nodes += 1;
        self.counters.deepest = self.counters.deepest.max(ply);
        let nodes_before = self.counters.nodes;
        self.tick();
        let moves = legal_moves(position, &self.rules);
        self.path.push(key);
        let mut children: Vec<Child> = moves
            .iter()
            .map(|&mv| self.child(position, mv, ply))
            .collect();
        let mut entry = self.table.get(&key).copied().unwrap_or_default();
        loop {
            let (pn, dn, best, second, flags) = self.combine(or_node, &children);
            entry.pn = pn;
            entry.dn = dn;
            entry.flags = flags;
            if pn == 0 || dn == 0 || pn >= th_pn || dn >= th_dn || self.aborted {
                break;
            }
            let (c_pn, c_dn, _) = self.numbers(&children[best]);
            let (child_th_pn, child_th_dn) = if or_node {
                (
                    th_pn.min(grown(second)),
                    saturating_child_threshold(th_dn, dn, c_dn),
                )
            } else {
                (
                    saturating_child_threshold(th_pn, pn, c_pn),
                    th_dn.min(grown(second)),
                )
            };
            let Child::Node { position: next, .. } = children[best] else {
                unreachable!("a decided child decides its parent or is never chosen");
            };
            self.mid(&next, ply + 1, child_th_pn, child_th_dn);
            // A child proven or disproven stays so: keep it as a leaf.
            let after = self.numbers(&children[best]);
            if after.0 == 0 {
                children[best] = Child::Won;
            } else if after.1 == 0 {
                children[best] = Child::NotWon {
                    on_path: after.2 & ON_PATH != 0,
                };
            }
        }
        self.path.pop();
        entry.work = entry
            .work
            .saturating_add((self.counters.nodes - nodes_before + 1).min(u32::MAX as u64) as u32);
        if entry.pn == 0 && entry.proven_at == 0 {
            self.proofs += 1;
            entry.proven_at = self.proofs;
        }
        self.store(key, entry);
        entry
    }

    /// A node's numbers from its children's: the child to search, and the
    /// second-best number (its threshold's bound).
    fn combine(&self, or_node: bool, children: &[Child]) -> (u32, u32, usize, u32, u8) {
        let mut best = 0;
        let mut least = INF;
        let mut second = INF;
        let mut sum: u32 = 0;
        // OR: disproven only if every child is; on-path if any of them is.
        // AND: disproven by any child; certain if any disproving child is.
        let mut any_on_path = false;
        let mut certain_disproof = false;
        for (i, child) in children.iter().enumerate() {
            let (pn, dn, flags) = self.numbers(child);
            let (near, far) = if or_node { (pn, dn) } else { (dn, pn) };
            if near < least {
                second = least;
                least = near;
                best = i;
            } else if near < second {
                second = near;
            }
            sum = sum.saturating_add(far);
            if dn == 0 {
                if flags & ON_PATH != 0 {
                    any_on_path = true;
                } else {
                    certain_disproof = true;
                }
            }
        }
        let (pn, dn) = if or_node { (least, sum) } else { (sum, least) };
        let flags = if dn == 0 {
            let on_path = if or_node {
                any_on_path
            } else {
                !certain_disproof
            };
            if on_path { ON_PATH } else { 0 }
        } else {
            0
        };
        (pn, dn, best, second, flags)
    }

    fn store(&mut self, key: u64, entry: Entry) {
        self.table.insert(key, entry);
        let len = self.table.len();
        if len > self.counters.peak_entries {
            self.counters.peak_entries = len;
        }
        if len > self.budget.entries {
            self.collect();
        }
    }

    /// Drops undecided entries, the cheapest first, until the table is at
    /// three quarters of its cap. Decided entries are the proof: never dropped.
    fn collect(&mut self) {
        self.counters.collections += 1;
        let target = self.budget.entries / 4 * 3;
        let mut limit = 1u32;
        while self.table.len() > target && limit < u32::MAX / 2 {
            self.table
                .retain(|_, e| e.pn == 0 || e.dn == 0 || e.work > limit);
            limit = limit.saturating_mul(4);
        }
        // Decided entries alone fill the cap: it must grow, or every store
        // would collect again.
        if self.table.len() > target {
            self.budget.entries = self.table.len() / 3 * 4;
        }
    }

    fn tick(&mut self) {
        if self.counters.nodes - self.nodes_at_start >= self.budget.nodes {
            self.aborted = true;
        }
        if self.counters.nodes & 0xFF == 0
            && self.pause_at.is_some_and(|when| Instant::now() >= when)
        {
            self.aborted = true;
            self.paused = true;
        }
        if self.counters.nodes & 0xFFF == 0 && self.last_report.elapsed().as_secs() >= 10 {
            self.last_report = Instant::now();
            self.report();
        }
    }

    /// The root's numbers as they stand (its children's, looked up now).
    pub fn root_numbers(&mut self) -> (u32, u32) {
        let Some(root) = self.root else {
            return (1, 1);
        };
        let moves = legal_moves(&root, &self.rules);
        self.path.clear();
        self.path.push(key(&root));
        let children: Vec<Child> = moves.iter().map(|&mv| self.child(&root, mv, 0)).collect();
        self.path.clear();
        let (pn, dn, ..) = self.combine(root.side == self.prover, &children);
        (pn, dn)
    }

    /// Node rate of this run, per second.
    pub fn nps(&self) -> f64 {
        (self.counters.nodes - self.nodes_at_start) as f64
            / self.started.elapsed().as_secs_f64().max(1e-9)
    }

    fn report(&mut self) {
        if self.progress.is_none() {
            return;
        }
        let saved_path = std::mem::take(&mut self.path);
        let (pn, dn) = self.root_numbers();
        self.path = saved_path;
        let line = format!(
            "nodes {} root pn {} dn {} nps {:.0} entries {} deepest {} laps {} time {:.1} s",
            self.counters.nodes,
            shown_number(pn),
            shown_number(dn),
            self.nps(),
            self.table.len(),
            self.counters.deepest,
            self.counters.laps,
            self.started.elapsed().as_secs_f64()
        );
        if let Some(report) = self.progress.as_mut() {
            report(&line);
        }
    }
}

/// `inf` for a decided number, else the number.
pub fn shown_number(n: u32) -> String {
    if n == INF {
        "inf".to_string()
    } else {
        n.to_string()
    }
}

/// The 1+ε threshold of the best child: a quarter above the second best, so
/// the search does not switch between two close children at every visit.
fn grown(second: u32) -> u32 {
    if second >= INF / 2 {
        INF
    } else {
        second + second / 4 + 1
    }
}

/// The threshold of the summed number left to the best child: the parent's,
/// less what the other children hold.
fn saturating_child_threshold(threshold: u32, total: u32, child: u32) -> u32 {
    if threshold == INF {
        return INF;
    }
    let others = total.saturating_sub(child);
    threshold.saturating_sub(others)
}
