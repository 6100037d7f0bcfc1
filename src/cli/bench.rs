//! `bao bench`: the search's signature, as chess engines keep one. The bots'
//! search (the default evaluation, one thread, a fixed table) runs to a fixed
//! depth on a fixed set of positions from every edition and stage, and the
//! nodes it searched are summed. Depth, not time or a node budget, bounds
//! each search, so the total is the same on every machine and every run; any
//! change to how the bots search or evaluate changes it (tests/bench.rs pins
//! it). The time and the speed are the machine's.

use crate::bot::features::Stage;
use crate::bot::{DEFAULT_EVAL, Limits, Searcher};
use crate::rules::{Position, Rules};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// One position of the bench, searched to `depth` plies (fewer where the
/// search proves the result sooner; it stops there at any depth).
#[derive(Clone, Copy, Debug)]
pub struct BenchPosition {
    /// What it is, in a few words.
    pub name: &'static str,
    /// The stage the position is in (tests/bench.rs checks it).
    pub stage: Stage,
    /// A position string (RULES.md §7); the takasia rule is on.
    pub position: &'static str,
    pub depth: u32,
}

/// The table of every search: `2^TABLE_BITS` entries, cleared before each
/// search, so a search never depends on the one before it. The node count
/// depends on it: it is part of the bench.
pub const TABLE_BITS: u32 = 20;

/// The bench positions: the three starts, and positions met in games of
/// level 4 against itself from balanced openings (`bot::opening::balanced`
/// with seed 11, `pair` 1 to 6, 2 to 6 plies; the comment names the pair
/// and the ply), in every stage. Those named "relay" have a move that sows
/// for 13 laps or more (tests/bench.rs checks it).
pub const POSITIONS: [BenchPosition; 17] = [
    BenchPosition {
        name: "kujifunza start",
        stage: Stage::Kujifunza,
        position: "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
        depth: 15,
    },
    // kujifunza, pair 1, ply 20.
    BenchPosition {
        name: "kujifunza, ply 20",
        stage: Stage::Kujifunza,
        position: "kujifunza S 5,1,4,7,0,6,0,3/2,1,0,1,0,0,0,2 3,3,4,3,1,1,1,0/0,2,2,3,0,5,2,2 0,0",
        depth: 20,
    },
    // kujifunza, pair 1, ply 9.
    BenchPosition {
        name: "kujifunza relay",
        stage: Stage::Kujifunza,
        position: "kujifunza N 0,1,10,2,0,4,5,3/2,0,0,1,0,0,3,6 0,8,0,0,5,0,0,1/1,2,2,2,2,2,2,0 0,0",
        depth: 17,
    },
    // kujifunza, pair 6, ply 10.
    BenchPosition {
        name: "kujifunza relay 2",
        stage: Stage::Kujifunza,
        position: "kujifunza S 0,3,1,1,9,0,0,0/2,4,1,3,3,0,1,4 2,6,0,2,1,2,1,1/0,1,1,4,4,1,3,3 0,0",
        depth: 18,
    },
    BenchPosition {
        name: "kiswahili start",
        stage: Stage::Namua,
        position: "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 house=S house=N",
        depth: 16,
    },
    // kiswahili, pair 2, ply 16.
    BenchPosition {
        name: "kiswahili namua",
        stage: Stage::Namua,
        position: "kiswahili S 0,0,0,0,7,0,0,1/1,1,2,0,1,4,1,0 0,0,0,0,7,0,0,2/0,1,1,0,2,0,5,0 14,14 house=S house=N",
        depth: 19,
    },
    // kiswahili, pair 4, ply 20.
    BenchPosition {
        name: "kiswahili namua relay",
        stage: Stage::Namua,
        position: "kiswahili S 0,5,2,1,10,1,0,0/0,0,0,0,0,0,1,1 1,0,4,1,3,1,1,1/1,1,1,1,1,0,1,1 12,12 house=S",
        depth: 12,
    },
    // kiswahili, pair 5, ply 36.
    BenchPosition {
        name: "kiswahili namua, late",
        stage: Stage::Namua,
        position: "kiswahili S 6,0,10,3,1,0,1,1/1,1,1,1,1,1,1,3 2,3,5,1,0,0,1,1/3,0,3,1,1,2,1,0 4,4",
        depth: 14,
    },
    // kiswahili, pair 2, ply 50.
    BenchPosition {
        name: "kiswahili mtaji",
        stage: Stage::Mtaji,
        position: "kiswahili S 0,8,1,3,13,2,0,4/1,0,0,1,0,5,0,2 0,0,0,1,2,0,0,1/2,1,0,3,5,0,9,0 0,0 house=S",
        depth: 19,
    },
    // kiswahili, pair 5, ply 58.
    BenchPosition {
        name: "kiswahili mtaji relay, won in 17",
        stage: Stage::Mtaji,
        position: "kiswahili S 3,1,5,4,6,0,4,6/4,0,1,0,1,1,0,3 1,1,2,1,0,2,0,1/2,0,1,3,1,0,1,9 0,0",
        depth: 20,
    },
    // kiswahili, pair 2, ply 63.
    BenchPosition {
        name: "kiswahili mtaji relay, won in 13",
        stage: Stage::Mtaji,
        position: "kiswahili N 0,0,0,0,0,0,0,1/3,2,2,3,0,2,1,2 1,1,6,5,9,1,2,0/7,3,1,1,2,4,2,3 0,0",
        depth: 20,
    },
    BenchPosition {
        name: "kimasai start",
        stage: Stage::KimasaiFirst,
        position: "kimasai S 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 24,24 first",
        depth: 11,
    },
    // kimasai, pair 1, ply 20.
    BenchPosition {
        name: "kimasai first part",
        stage: Stage::KimasaiFirst,
        position: "kimasai S 0,3,1,0,0,0,0,0/1,2,0,4,5,0,1,0 0,0,0,4,0,0,0,2/1,2,0,0,3,3,1,2 15,14",
        depth: 9,
    },
    // kimasai, pair 4, ply 41.
    BenchPosition {
        name: "kimasai first part relay",
        stage: Stage::KimasaiFirst,
        position: "kimasai N 0,0,0,0,0,4,0,4/1,2,5,1,8,1,2,0 0,1,0,1,0,8,0,1/3,0,5,0,0,1,8,0 4,4",
        depth: 8,
    },
    // kimasai, pair 2, ply 60.
    BenchPosition {
        name: "kimasai second part",
        stage: Stage::KimasaiSecond,
        position: "kimasai S 8,0,0,5,1,0,1,1/3,2,2,1,3,0,3,2 1,1,5,2,5,0,1,2/2,1,2,6,1,0,1,2 0,0",
        depth: 9,
    },
    // kimasai, pair 5, ply 49.
    BenchPosition {
        name: "kimasai second part relay",
        stage: Stage::KimasaiSecond,
        position: "kimasai N 2,1,1,4,1,1,0,2/7,3,1,5,1,1,1,1 2,7,2,1,1,3,2,1/2,0,2,0,1,5,3,0 0,0",
        depth: 8,
    },
    // kimasai, pair 5, ply 96.
    BenchPosition {
        name: "kimasai second part relay, late",
        stage: Stage::KimasaiSecond,
        position: "kimasai S 2,1,0,2,3,1,0,0/1,18,1,2,1,2,1,2 3,1,1,0,1,1,0,0/0,1,14,0,2,0,3,0 0,0",
        depth: 8,
    },
];

/// What one search of the bench did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Searched {
    pub name: &'static str,
    /// The depth the search completed.
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
}

/// The whole bench: each search, the nodes in all (the signature) and the time.
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub searched: Vec<Searched>,
    pub nodes: u64,
    pub seconds: f64,
}

impl BenchReport {
    /// Nodes a second.
    pub fn speed(&self) -> f64 {
        self.nodes as f64 / self.seconds.max(1e-9)
    }

    /// `bench: 1234567 nodes, 0.84 s, 1.47M nodes/s`.
    pub fn line(&self) -> String {
        format!(
            "bench: {} nodes, {:.2} s, {:.2}M nodes/s",
            self.nodes,
            self.seconds,
            self.speed() / 1e6
        )
    }

    /// One line a position: its name, depth, score and nodes.
    pub fn position_lines(&self) -> Vec<String> {
        self.searched
            .iter()
            .map(|s| {
                format!(
                    "{}: depth {}, score {}, {} nodes",
                    s.name, s.depth, s.score, s.nodes
                )
            })
            .collect()
    }
}

/// Searches one bench position to its depth.
pub fn search(bench: &BenchPosition) -> Searched {
    let position = Position::parse(bench.position).expect("a bench position is valid");
    let stop = AtomicBool::new(false);
    let result = Searcher::new(Rules::new(position.edition), TABLE_BITS, &stop)
        .with_eval(DEFAULT_EVAL)
        .search(
            &position,
            Limits {
                nodes: u64::MAX,
                depth: bench.depth,
            },
        );
    Searched {
        name: bench.name,
        depth: result.depth,
        score: result.score,
        nodes: result.nodes,
    }
}

/// Runs the bench: every position in turn, on this thread.
pub fn run() -> BenchReport {
    let started = Instant::now();
    let searched: Vec<Searched> = POSITIONS.iter().map(search).collect();
    BenchReport {
        nodes: searched.iter().map(|s| s.nodes).sum(),
        searched,
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// `bao bench [--verbose]`: the bench's line on stdout, after one line a
/// position with `verbose`.
pub fn print(verbose: bool) {
    let report = run();
    if verbose {
        for line in report.position_lines() {
            println!("{line}");
        }
    }
    println!("{}", report.line());
}
