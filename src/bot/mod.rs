//! The bots: a deterministic bounded search (no Bevy, no wall clock) and six
//! levels from Mwanafunzi to Bingwa; Bingwa plays the proven move wherever
//! a shipped proof covers the position (`proven`).

pub mod danger;
pub mod eval;
pub mod features;
pub mod memory;
pub mod method;
pub mod opening;
pub mod ordering;
pub mod proven;
pub mod search;
mod table;
pub mod tuned;

use crate::rules::{Edition, Move, Position, Rules, legal_moves};
pub use eval::{DEFAULT_EVAL, Eval};
pub use memory::Memory;
pub use method::{Method, default_method};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
pub use search::{Iteration, Limits, MATE, MATE_BOUND, SearchResult, Searcher};
use std::sync::atomic::AtomicBool;

/// A bot level: what the UI names it and how much it may search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub number: u8,
    pub name: &'static str,
    /// Weak levels score every move to this depth and add noise of up to
    /// `noise` hundredths of a seed; strong ones search by node budget.
    pub depth: u32,
    pub noise: i32,
    pub nodes: u64,
    /// Whether it knows that a never-ending move ends the game unranked and
    /// takes one to save a lost game (the master only); the others never
    /// play one while another move exists, as a learner would not.
    pub escapes: bool,
}

/// The depth of a search bounded by its nodes alone.
pub const UNBOUNDED_DEPTH: u32 = 64;

pub const LEVELS: [Level; 6] = [
    Level {
        number: 1,
        name: "Mwanafunzi",
        depth: 1,
        noise: 10_000,
        nodes: 100_000,
        escapes: false,
    },
    Level {
        number: 2,
        name: "Mchezaji",
        depth: 1,
        noise: 0,
        nodes: 100_000,
        escapes: false,
    },
    Level {
        number: 3,
        name: "Hodari",
        depth: 2,
        noise: 0,
        nodes: 1_000_000,
        escapes: false,
    },
    Level {
        number: 4,
        name: "Fundi",
        depth: 4,
        noise: 0,
        nodes: 1_000_000,
        escapes: false,
    },
    Level {
        number: 5,
        name: "Mtaalamu",
        depth: 6,
        noise: 0,
        nodes: 1_000_000,
        escapes: false,
    },
    Level {
        number: 6,
        name: "Bingwa",
        depth: UNBOUNDED_DEPTH,
        noise: 0,
        nodes: 1_500_000,
        escapes: true,
    },
];

impl Level {
    pub fn get(number: u8) -> Option<Level> {
        LEVELS.get((number as usize).checked_sub(1)?).copied()
    }

    /// The search this level plays with in `edition`: the edition's, but a
    /// level bounded by depth stops at its horizon, without `forced`. With
    /// it, level 3's 2 plies and their compulsory captures played on
    /// scored 50.0% against level 4's 4 plies (200 games; the levels stay
    /// spread only when a level's depth is what it sees).
    pub fn method(self, edition: Edition) -> Method {
        let method = default_method(edition);
        Method {
            forced: method.forced && self.depth >= UNBOUNDED_DEPTH,
            ..method
        }
    }
}

/// A table with about two entries a node of the budget (cleared every search,
/// so a small budget keeps a small table).
fn table_bits(nodes: u64) -> u32 {
    (64 - nodes.leading_zeros()).clamp(10, 22)
}

/// Chooses a move for the side to move at `level`. The same position, rules
/// and level give the same move on every machine and every run. Setting
/// `stop` ends the search at once with the best move found so far.
pub fn choose(position: &Position, rules: Rules, level: Level, stop: &AtomicBool) -> SearchResult {
    choose_reporting(position, rules, level, stop, &mut |_| {})
}

/// [`choose`], passing each completed depth of the search to `report`.
pub fn choose_reporting(
    position: &Position,
    rules: Rules,
    level: Level,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&Iteration),
) -> SearchResult {
    choose_with_eval(position, rules, level, DEFAULT_EVAL, stop, report)
}

/// [`choose_reporting`] with the evaluation `eval`.
pub fn choose_with_eval(
    position: &Position,
    rules: Rules,
    level: Level,
    eval: Eval,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&Iteration),
) -> SearchResult {
    choose_with_method(
        position,
        rules,
        level,
        (eval, level.method(rules.edition)),
        (&mut Memory::default(), stop),
        report,
    )
}

/// [`choose`] for a bot playing a game: the top level goes on from what its
/// search of the move before left in `memory` (the same game's moves give
/// the same answers on every run; see [`Memory`]).
pub fn choose_in_game(
    position: &Position,
    rules: Rules,
    level: Level,
    memory: &mut Memory,
    stop: &AtomicBool,
) -> SearchResult {
    let how = (DEFAULT_EVAL, level.method(rules.edition));
    choose_with_method(position, rules, level, how, (memory, stop), &mut |_| {})
}

/// [`choose_with_eval`] searching with `method` (`bao match --a-search`);
/// a level searching by nodes alone goes on from `memory` (`keep`).
pub fn choose_with_method(
    position: &Position,
    rules: Rules,
    level: Level,
    (eval, method): (Eval, Method),
    (memory, stop): (&mut Memory, &AtomicBool),
    report: &mut dyn FnMut(&Iteration),
) -> SearchResult {
    if level.number == PROVEN_LEVEL
        && let Some(win) = proven::proven(position, rules)
    {
        return from_proof(win, report);
    }
    let mut searcher = Searcher::new(rules, table_bits(level.nodes), stop)
        .with_eval(eval)
        .with_method(method);
    if !level.escapes {
        searcher = searcher.without_escapes();
    }
    if level.noise == 0 {
        // A kept table would settle a depth-bounded level's iterations
        // deeper than its depth: only the unbounded one remembers.
        let remembers = level.depth >= UNBOUNDED_DEPTH;
        if remembers {
            searcher.recall(memory);
        }
        let limits = Limits {
            nodes: level.nodes,
            depth: level.depth,
        };
        let result = searcher.search_reporting(position, limits, report);
        if remembers {
            searcher.leave(memory);
        }
        return result;
    }
    let moves = legal_moves(position, &rules);
    assert!(!moves.is_empty(), "a bot is asked only when a move exists");
    if moves.len() == 1 {
        return single(moves[0]);
    }
    // The weak levels' believable mistakes: each move's score plus noise from
    // a generator seeded by the position and the level, never by the clock.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(
        position.hash() ^ (level.number as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    let scored = searcher.score_each(position, level.depth, level.nodes);
    let (best, score) = scored
        .iter()
        .map(|&(mv, score)| {
            (
                mv,
                score.saturating_add(rng.random_range(-level.noise..=level.noise)),
            )
        })
        .max_by_key(|&(_, score)| score)
        .expect("a move");
    let iteration = Iteration {
        depth: level.depth,
        nodes: searcher.nodes(),
        score,
        pv: vec![best],
    };
    report(&iteration);
    SearchResult {
        best,
        score,
        depth: level.depth,
        nodes: searcher.nodes(),
        iterations: vec![iteration],
        stopped: false,
    }
}

/// A search bounded by nodes alone (`go nodes <n>`).
pub fn choose_with_nodes(
    position: &Position,
    rules: Rules,
    nodes: u64,
    stop: &AtomicBool,
) -> SearchResult {
    choose_with_nodes_reporting(position, rules, nodes, stop, &mut |_| {})
}

/// [`choose_with_nodes`], passing each completed depth to `report`.
pub fn choose_with_nodes_reporting(
    position: &Position,
    rules: Rules,
    nodes: u64,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&Iteration),
) -> SearchResult {
    choose_with_nodes_eval(position, rules, nodes, DEFAULT_EVAL, stop, report)
}

/// [`choose_with_nodes_reporting`] with the evaluation `eval`.
pub fn choose_with_nodes_eval(
    position: &Position,
    rules: Rules,
    nodes: u64,
    eval: Eval,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&Iteration),
) -> SearchResult {
    choose_with_nodes_method(
        position,
        rules,
        nodes,
        (eval, default_method(rules.edition)),
        (&mut Memory::default(), stop),
        report,
    )
}

/// [`choose_with_nodes_eval`] searching with `method` (the engine's `set
/// search`), going on from `memory` (`keep`).
pub fn choose_with_nodes_method(
    position: &Position,
    rules: Rules,
    nodes: u64,
    (eval, method): (Eval, Method),
    (memory, stop): (&mut Memory, &AtomicBool),
    report: &mut dyn FnMut(&Iteration),
) -> SearchResult {
    let mut searcher = Searcher::new(rules, table_bits(nodes), stop)
        .with_eval(eval)
        .with_method(method);
    searcher.recall(memory);
    let limits = Limits {
        nodes,
        depth: UNBOUNDED_DEPTH,
    };
    let result = searcher.search_reporting(position, limits, report);
    searcher.leave(memory);
    result
}

/// The level that plays the proofs' moves: the top one, Bingwa.
pub const PROVEN_LEVEL: u8 = 6;

/// A proven move as a search result: a win in the proof's plies, scored as
/// the search scores a forced win.
fn from_proof(win: proven::Proven, report: &mut dyn FnMut(&Iteration)) -> SearchResult {
    let score = MATE - win.plies as i32;
    let iteration = Iteration {
        depth: win.plies,
        nodes: 0,
        score,
        pv: vec![win.mv],
    };
    report(&iteration);
    SearchResult {
        best: win.mv,
        score,
        depth: win.plies,
        nodes: 0,
        iterations: vec![iteration],
        stopped: false,
    }
}

fn single(mv: Move) -> SearchResult {
    SearchResult {
        best: mv,
        score: 0,
        depth: 0,
        nodes: 0,
        iterations: Vec::new(),
        stopped: false,
    }
}
