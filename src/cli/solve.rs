//! `bao solve`: proves the value of a position with the solver, optionally
//! of each first move too, saves its tables to resume later and writes the
//! proof; `bao solve verify` re-checks a proof with the engine alone.

use super::error::CliError;
use crate::rules::{MoveEnd, Position, Rules, Side, legal_moves, play_untraced};
use crate::solve::claims::{CLAIMS, Claim, verify_claims};
use crate::solve::{
    Answer, Budget, Proof, Solver, VerifyError, extract, proofs_to_bytes, read_proofs, table,
    verify,
};
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Subcommand, Debug)]
pub enum SolveCommand {
    /// Re-checks a proof from scratch with the engine: every reply of the
    /// losing side covered, every line a win by the rules, every entry
    /// reached. The built-in proofs are also checked against what is
    /// claimed of them: their positions, winners and plies, and that no
    /// win of the start is faster than 21 plies (searched).
    Verify {
        /// A proof file (checked as a proof only); the proofs built into
        /// this program by default.
        #[arg(long)]
        proof: Option<PathBuf>,
    },
    /// Plays Bingwa (the proven moves) against a level or random play in
    /// Bao la Kujifunza, over many distinct games: the opponent plays its
    /// level's move except, with a seeded probability, a random one. Fails
    /// if Bingwa loses or draws a game or leaves the proof.
    Match {
        /// The opponent: a level, 1 to 6, `random`, or `all` (every legal
        /// reply in turn: every game the proof allows, one each).
        #[arg(long, value_parser = crate::cli::proven_match::Opponent::parse)]
        opponent: crate::cli::proven_match::Opponent,
        /// Games to play: 1,000 by default; with `all`, the most to play
        /// (every line by default).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        games: Option<u64>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The chance at each of the opponent's moves that it plays a random
        /// legal move instead of its level's (0 to 1).
        #[arg(long, default_value_t = 0.25)]
        deviate: f64,
        /// The most nodes the opponent's search may spend a move (its
        /// level's budget when lower).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        nodes: Option<u64>,
        /// Bingwa's side: `S` from the start, or `N` after a losing first
        /// move of South's drawn at random.
        #[arg(long, default_value = "S", value_parser = parse_side)]
        side: Side,
    },
}

fn parse_side(text: &str) -> Result<Side, CliError> {
    Side::from_letter(text).ok_or_else(|| CliError::Side(text.to_string()))
}

#[derive(Args, Debug, Clone)]
pub struct SolveArgs {
    /// A position string; the start of --edition by default.
    #[arg(long)]
    pub position: Option<String>,
    #[arg(long, default_value = "kujifunza", value_parser = crate::options::parse_edition)]
    pub edition: crate::rules::Edition,
    /// Node expansions this run may spend, in all (no limit by default);
    /// with --table the run then saves what it has, to go on next time.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// MiB each side's table may hold before undecided entries are dropped;
    /// --shortest's table of bounds is held to the same.
    #[arg(long, default_value_t = 4096, value_parser = clap::value_parser!(u64).range(16..=1 << 20))]
    pub memory: u64,
    /// Resume from this table file if it exists, and save the tables to it
    /// during the run (see --save-every) and at the end, so a long proof is
    /// built in pieces even if a run is killed.
    #[arg(long)]
    pub table: Option<PathBuf>,
    /// With --table, seconds between saves during the run (each save is
    /// atomic: a run killed at any moment leaves the last one whole).
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..))]
    pub save_every: u64,
    /// Also solve the position after each legal move.
    #[arg(long)]
    pub each_move: bool,
    /// For a won position, also search the fewest plies in which the winner
    /// forces the win under best defence (up to the proof's longest line).
    #[arg(long)]
    pub shortest: bool,
    /// Write the proof of a won position to this file.
    #[arg(long)]
    pub proof: Option<PathBuf>,
}

use crate::record::read_bytes_bounded;

/// The largest proof file read: the shipped proofs take about 100 KB.
const MOST_PROOF_BYTES: u64 = 16 << 20;
/// The largest solver table read back to go on with a search.
const MOST_TABLE_BYTES: u64 = 4 << 30;

/// The value of a position for the side to move, as far as it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Wins,
    Loses,
    /// Neither side can force a win: an unranked ending can be forced.
    /// Certain unless a disproof leans on a repeated position.
    Neither {
        certain: bool,
    },
    /// The side to move cannot force a win; whether it loses is not known.
    DoesNotWin {
        certain: bool,
    },
    Unknown,
}

impl Value {
    fn words(self, side: Side) -> String {
        let (me, other) = (side.name(), side.other().name());
        let hedge = |certain: bool| {
            if certain {
                ""
            } else {
                " (the disproof leans on a repeated position)"
            }
        };
        match self {
            Value::Wins => format!("{me} wins"),
            Value::Loses => format!("{me} loses ({other} wins)"),
            Value::Neither { certain } => {
                format!("neither side can force a win{}", hedge(certain))
            }
            Value::DoesNotWin { certain } => {
                format!(
                    "{me} cannot force a win{}; the rest is unknown",
                    hedge(certain)
                )
            }
            Value::Unknown => "unknown (the budget ran out)".to_string(),
        }
    }
}

/// Both provers' solvers, and what the run may still spend.
struct Solvers {
    by_side: [Solver; 2],
    left: u64,
    entries: usize,
    /// Where and how often the tables are saved during the run.
    saving: Option<Saving>,
}

struct Saving {
    path: PathBuf,
    /// The run's root: the table file is of it.
    root: Position,
    every: Duration,
    next: Instant,
}

impl Solvers {
    /// Both provers' solvers for `root`, resumed from `args.table` when
    /// that file exists, with the run's budget of nodes and memory.
    fn start(args: &SolveArgs, root: Position, rules: Rules) -> Result<Solvers, CliError> {
        let entries = (args.memory << 20) / 64;
        let progress = |side: Side| -> Box<dyn FnMut(&str)> {
            Box::new(move |line| eprintln!("solve ({} to win): {line}", side.name()))
        };
        let mut by_side = [
            Solver::new(rules, Side::South).with_progress(progress(Side::South)),
            Solver::new(rules, Side::North).with_progress(progress(Side::North)),
        ];
        if let Some(path) = args.table.as_deref().filter(|p| p.exists()) {
            let bytes =
                read_bytes_bounded(path, MOST_TABLE_BYTES).map_err(|error| CliError::Read {
                    path: path.to_path_buf(),
                    error,
                })?;
            let sections = table::from_bytes(&bytes, &root).map_err(|why| CliError::Table {
                path: path.to_path_buf(),
                why,
            })?;
            for saved in sections {
                let i = saved.prover.index();
                let solver = std::mem::replace(&mut by_side[i], Solver::new(rules, saved.prover));
                by_side[i] = solver.with_table(saved.table, saved.nodes);
            }
            eprintln!("solve: resumed from {}", path.display());
        }
        let every = Duration::from_secs(args.save_every);
        Ok(Solvers {
            by_side,
            left: args.nodes.unwrap_or(u64::MAX),
            entries: entries as usize,
            saving: args.table.clone().map(|path| Saving {
                path,
                root,
                every,
                next: Instant::now() + every,
            }),
        })
    }
    fn budget(&self) -> Budget {
        Budget {
            nodes: self.left,
            entries: self.entries,
        }
    }

    /// Solves, stopping to save the tables whenever a save is due, and
    /// going on from them (the table is all a df-pn search keeps).
    fn ask(&mut self, position: &Position, prover: Side) -> Answer {
        loop {
            let budget = self.budget();
            let pause = self.saving.as_ref().map(|s| s.next);
            let solver = &mut self.by_side[prover.index()];
            solver.pause_at(pause);
            let before = solver.counters.nodes;
            let answer = solver.solve(position, budget);
            let paused = solver.paused();
            self.left = self.left.saturating_sub(solver.counters.nodes - before);
            if paused {
                self.save_now();
            }
            if !(paused && answer == Answer::Unknown && self.left > 0) {
                return answer;
            }
        }
    }

    /// Saves both tables now; a failure is a warning (the run goes on, and
    /// the next save tries again).
    fn save_now(&mut self) {
        let Some(saving) = self.saving.as_mut() else {
            return;
        };
        let started = Instant::now();
        let sections: Vec<_> = self
            .by_side
            .iter()
            .map(|s| (s.prover, s.counters.nodes, &s.table))
            .collect();
        let entries: usize = sections.iter().map(|s| s.2.len()).sum();
        match table::save(&saving.path, &saving.root, &sections) {
            Ok(()) => eprintln!(
                "solve: tables saved to {} ({entries} entries, {:.1} s)",
                saving.path.display(),
                started.elapsed().as_secs_f64()
            ),
            Err(e) => eprintln!(
                "solve: warning: cannot save the tables to {}: {e}",
                saving.path.display()
            ),
        }
        saving.next = Instant::now() + saving.every;
    }

    /// The value of `position` for its side to move.
    fn value(&mut self, position: &Position) -> Value {
        let side = position.side;
        match self.ask(position, side) {
            Answer::Proven => Value::Wins,
            Answer::Unknown => Value::Unknown,
            Answer::Disproven { certain } => match self.ask(position, side.other()) {
                Answer::Proven => Value::Loses,
                Answer::Disproven { certain: other } => Value::Neither {
                    certain: certain && other,
                },
                Answer::Unknown => Value::DoesNotWin { certain },
            },
        }
    }
}

fn peak_memory_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

pub fn run(args: &SolveArgs) -> Result<(), CliError> {
    let game = super::game_from(args.position.as_deref(), args.edition, true)?;
    let (root, rules) = (*game.position(), game.rules());
    // Each line of a proof can be deep: the search recurses once a ply.
    let args = args.clone();
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || solve(&args, root, rules))
        .map_err(CliError::SolverThread)?
        .join()
        .map_err(|_| CliError::SolverStopped)?
}

fn solve(args: &SolveArgs, root: Position, rules: Rules) -> Result<(), CliError> {
    let started = Instant::now();
    let mut solvers = Solvers::start(args, root, rules)?;
    println!("position {root}");
    let value = solvers.value(&root);
    println!("value: {}", value.words(root.side));
    // The positions whose proofs are written: the root, then each move's.
    let mut won = vec![(root, value)];
    if args.each_move {
        solve_each_move(&mut solvers, &root, rules, &mut won);
    }
    print_figures(&solvers, args, started);
    if let Some(path) = args.table.as_deref() {
        let sections: Vec<_> = solvers
            .by_side
            .iter()
            .map(|s| (s.prover, s.counters.nodes, &s.table))
            .collect();
        table::save(path, &root, &sections).map_err(|error| CliError::Write {
            path: path.to_path_buf(),
            error,
        })?;
        println!("tables saved to {}", path.display());
    }
    let mut proofs = Vec::new();
    if args.proof.is_some() || args.shortest {
        for (position, value) in won {
            let winner = match value {
                Value::Wins => position.side,
                Value::Loses => position.side.other(),
                _ => continue,
            };
            proofs.push(proof_of(
                &solvers,
                &position,
                winner,
                args.shortest.then_some(args.memory),
                rules,
            )?);
        }
    }
    if let Some(path) = args.proof.as_deref() {
        write_proofs(path, &proofs)?;
    }
    Ok(())
}

/// Solves the position after each legal move of `root`, a line for each;
/// the positions solved are added to `won`.
fn solve_each_move(
    solvers: &mut Solvers,
    root: &Position,
    rules: Rules,
    won: &mut Vec<(Position, Value)>,
) {
    for &mv in legal_moves(root, &rules).iter() {
        let text = mv.text(root.edition, root.side);
        let (child, outcome) = play_untraced(root, mv, &rules);
        let line = match outcome.ending {
            MoveEnd::NeverEnding { .. } => "never ends: the game ends unranked".to_string(),
            MoveEnd::GameOver { loser } => format!("{} wins at once", loser.other().name()),
            MoveEnd::Done => {
                let nodes = |s: &Solvers| s.by_side.iter().map(|s| s.counters.nodes).sum::<u64>();
                let before = nodes(solvers);
                let value = solvers.value(&child);
                let spent = nodes(solvers) - before;
                won.push((child, value));
                format!("{} ({spent} nodes)", value.words(child.side))
            }
        };
        println!("move {text}: {line}");
    }
}

/// The run's figures in one line: nodes, time, speed, laps, table entries
/// and peak memory.
fn print_figures(solvers: &Solvers, args: &SolveArgs, started: Instant) {
    let seconds = started.elapsed().as_secs_f64();
    let nodes: u64 = solvers.by_side.iter().map(|s| s.counters.nodes).sum();
    let this_run = args.nodes.unwrap_or(u64::MAX) - solvers.left;
    let laps: u64 = solvers.by_side.iter().map(|s| s.counters.laps).sum();
    let total = |count: fn(&Solver) -> u64| solvers.by_side.iter().map(count).sum::<u64>();
    let played = total(|s| s.counters.moves_played);
    let long = total(|s| s.counters.long_moves);
    let never = total(|s| s.counters.never_ending);
    let peak: usize = solvers
        .by_side
        .iter()
        .map(|s| s.counters.peak_entries)
        .sum();
    println!(
        "nodes {nodes} (this run {this_run}) time {seconds:.1} s nps {:.0} moves played {played} ({:.0}/s) laps {laps} long moves {long} (never-ending {never}) table entries {peak} peak memory {}",
        this_run as f64 / seconds.max(1e-9),
        played as f64 / seconds.max(1e-9),
        peak_memory_mib().map_or("unknown".to_string(), |m| format!("{m:.0} MiB"))
    );
}

/// Writes the proofs to `path`, then verifies them with the engine alone.
fn write_proofs(path: &Path, proofs: &[Proof]) -> Result<(), CliError> {
    if proofs.is_empty() {
        return Err(CliError::NoProof);
    }
    let bytes = proofs_to_bytes(proofs);
    write(path, &bytes)?;
    println!(
        "proofs written to {}: {} proofs, {} positions where the winner moves, {} bytes",
        path.display(),
        proofs.len(),
        proofs.iter().map(|p| p.entries.len()).sum::<usize>(),
        bytes.len()
    );
    for line in verify_all(proofs, None)? {
        println!("{line}");
    }
    Ok(())
}

/// The proof of a won `position`: from the solver's table, or with
/// `shortest` (its memory in MiB) one whose winner always plays a move of
/// the shortest forced win (and a line saying how short that is).
fn proof_of(
    solvers: &Solvers,
    position: &Position,
    winner: Side,
    shortest: Option<u64>,
    rules: Rules,
) -> Result<Proof, CliError> {
    let proof = extract(&solvers.by_side[winner.index()], position)?;
    let Some(memory) = shortest else {
        return Ok(proof);
    };
    let started = Instant::now();
    let longest = verify(&proof, rules)?.longest;
    let cap = (memory << 20) / crate::solve::shortest::BOUND_BYTES;
    let mut search = crate::solve::shortest::Shortest::new(rules, winner)
        .with_cap(usize::try_from(cap).unwrap_or(usize::MAX));
    let proof = search.strategy(position, longest as u16)?;
    // Known already (the strategy searched it): only the root's bound is read.
    let plies = search.plies(position, longest as u16).unwrap_or(0);
    println!(
        "{}: {} forces the win in {plies} plies under best defence (the solver's strategy took up to {longest}); {} nodes, {:.1} s, {} bounds at most ({} collections)",
        name_of(*position, Some(Position::start(position.edition)), rules),
        winner.name(),
        search.nodes,
        started.elapsed().as_secs_f64(),
        search.peak_bounds,
        search.collections
    );
    Ok(proof)
}

/// How a proof's root is named: the start, a move after the first proof's
/// root, or its position string.
fn name_of(root: Position, first: Option<Position>, rules: Rules) -> String {
    if root == Position::start(root.edition) {
        return "the start".to_string();
    }
    first
        .and_then(|first| {
            legal_moves(&first, &rules)
                .iter()
                .copied()
                .find(|&mv| play_untraced(&first, mv, &rules).0 == root)
                .map(|mv| format!("after {}", mv.text(first.edition, first.side)))
        })
        .unwrap_or_else(|| format!("from {root}"))
}

/// Verifies each proof, and with `claims` what is claimed of them (see
/// `solve::claims`); a line for each, or the first failure.
fn verify_all(proofs: &[Proof], claims: Option<&[Claim]>) -> Result<Vec<String>, CliError> {
    let start = proofs.first().map(|p| p.root);
    let name = |i: usize| name_of(proofs[i].root, start, Rules::new(proofs[i].root.edition));
    let checked = match claims {
        Some(claims) => verify_claims(proofs, claims),
        None => crate::solve::verify_all(proofs),
    }
    .map_err(|e| match e {
        VerifyError::InProof { proof, error } if proof <= proofs.len() => CliError::ProofWrong {
            proof,
            name: name(proof - 1),
            error,
        },
        e => CliError::Verify(e),
    })?;
    let mut lines = Vec::new();
    for (i, (proof, checked)) in proofs.iter().zip(&checked).enumerate() {
        lines.push(format!(
            "proof {} ({}): {} wins by force; {} positions where {} moves, {} where {} replies; longest line {} plies",
            i + 1,
            name(i),
            proof.winner.name(),
            checked.winner_positions,
            proof.winner.name(),
            checked.loser_positions,
            proof.winner.other().name(),
            checked.longest
        ));
    }
    for (i, claim) in claims.unwrap_or_default().iter().enumerate() {
        if claim.no_faster {
            lines.push(format!(
                "proof {} ({}): no win is faster than {} plies (searched)",
                i + 1,
                name(i),
                claim.plies
            ));
        }
    }
    if claims.is_some() {
        lines.push(format!(
            "all {} proofs are of the claimed positions, won by the claimed side in the claimed plies",
            proofs.len()
        ));
    }
    Ok(lines)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    crate::record::write_atomic(path, bytes).map_err(|error| CliError::Write {
        path: path.to_path_buf(),
        error,
    })
}

/// `bao solve verify`: the proofs built in, or those of a file.
pub fn run_verify(proof: Option<&Path>) -> Result<(), CliError> {
    let (name, bytes) = match proof {
        Some(path) => (
            path.display().to_string(),
            read_bytes_bounded(path, MOST_PROOF_BYTES).map_err(|error| CliError::Read {
                path: path.to_path_buf(),
                error,
            })?,
        ),
        None => (
            "the built-in proof".to_string(),
            crate::solve::SHIPPED.to_vec(),
        ),
    };
    // The claims (src/rules/README.md) are of the built-in proofs; a file
    // is checked as a proof only (a strategy that is not the shortest is
    // still a proof).
    let claims = proof.is_none().then_some(&CLAIMS[..]);
    let started = Instant::now();
    let in_proofs = |error: CliError| CliError::InProofs {
        name: name.clone(),
        error: Box::new(error),
    };
    let proofs = read_proofs(&bytes).map_err(|e| in_proofs(e.into()))?;
    if let Some(first) = proofs.first() {
        println!("position {}", first.root);
    }
    // A line of a proof can be long: the verify recurses once a ply.
    let lines = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || verify_all(&proofs, claims))
        .map_err(CliError::VerifyThread)?
        .join()
        .map_err(|_| CliError::VerifyStopped)?
        .map_err(in_proofs)?;
    for line in lines {
        println!("{line}");
    }
    println!("verified in {:.2} s", started.elapsed().as_secs_f64());
    Ok(())
}
