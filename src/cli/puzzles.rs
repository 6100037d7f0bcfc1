//! `bao puzzles`: find puzzles in bots' games (and along the Kujifunza
//! proof), verify them at ten times the finding budget, rate them by the
//! budgets that miss them, and re-check a shipped set.

use crate::atomic::write_atomic;
use crate::puzzle::deep::{self, DEEP_NODES, DeepFault};
use crate::puzzle::find::{self, Found};
use crate::puzzle::verify::{self, Derived};
use crate::puzzle::{self, Deep, FIND_NODES, Puzzle, VERIFY_FACTOR, rating};
use crate::record::game::{parse_records, read_text, records_to_text};
use crate::rules::{Edition, Position, Rules, Side, play_untraced};
use clap::Subcommand;
use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Finds puzzles, verifies each at ten times the budget it was found
    /// at, rates it and appends it to the file (written atomically after
    /// each batch of games, so a stopped run keeps what it found; run again,
    /// it goes on after the last game in the file).
    Gen {
        #[arg(long, value_parser = crate::options::parse_edition)]
        edition: Edition,
        /// Where to look: bots (bots' games) or proof (Kujifunza only:
        /// games along the shipped proof).
        #[arg(long, default_value = "bots")]
        source: String,
        /// Puzzles the file should hold from this source at the end.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=100_000))]
        count: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Nodes a position when finding; verification takes ten times as many.
        #[arg(long, default_value_t = FIND_NODES, value_parser = clap::value_parser!(u64).range(100..=10_000_000))]
        nodes: u64,
        /// Games played at the same time, one a thread (the file is the same).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        jobs: u64,
        /// The most of the set rated the easiest (a 40-node search solves
        /// them), in percent. Along the proof every puzzle is that easy.
        #[arg(long, default_value_t = 25, value_parser = clap::value_parser!(u64).range(1..=100))]
        easiest: u64,
        /// At most one puzzle a game in each stage of it (Kiswahili's namua
        /// and mtaji), so the set is not all from the stage where the bots'
        /// games first go wrong.
        #[arg(long)]
        one_a_stage: bool,
        /// Keeps only puzzles the bots rate at least this (looking for hard
        /// ones on purpose: the rating is cheap, the deep check is not).
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=4000))]
        at_least: u64,
        /// Nodes a move of the deep second opinion each kept puzzle must
        /// pass (every step: the one good move, the hand-set search agreeing).
        #[arg(long, default_value_t = DEEP_NODES, value_parser = clap::value_parser!(u64).range(100..=100_000_000))]
        deep_nodes: u64,
        #[arg(long)]
        out: PathBuf,
    },
    /// Confirms each puzzle of a file that has no deep figures at the deep
    /// budget (every solver step the one good move, the hand-set search
    /// agreeing, each reply a best one), writes the figures into its tags
    /// and drops the puzzles that fail, naming why; the file is rewritten
    /// atomically after each batch, so a stopped run keeps its work.
    Deepen {
        file: PathBuf,
        #[arg(long, default_value_t = DEEP_NODES, value_parser = clap::value_parser!(u64).range(100..=100_000_000))]
        nodes: u64,
        /// Puzzles confirmed at the same time, one a thread.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        jobs: u64,
    },
    /// Rates each puzzle of a file again from how hard its steps are for
    /// the bots (the budgets that miss each solver move) and names its
    /// themes again, both read from the line; prints each puzzle's misses
    /// and the ladder's spread; with --write, the new ratings and themes
    /// replace the old (atomically).
    Rate {
        file: PathBuf,
        #[arg(long)]
        write: bool,
        /// Puzzles rated at the same time, one a thread.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        jobs: u64,
    },
    /// The game window's puzzles: an edition's shipped set, drawn matched to
    /// the player's rating, as a streak, or by theme (--start); the edition
    /// is the window's --edition (Kujifunza when not given).
    Play {
        /// How they are drawn at once: matched, streak, or a theme (chain,
        /// takasa, safari, nyumba, namua, kichwa, end, defence,
        /// never-ending, raid, herding); the panel's choice when not given.
        #[arg(long, value_parser = parse_start)]
        start: Option<String>,
        #[command(flatten)]
        window: Box<crate::options::LaunchOptions>,
    },
    /// The player's mistakes in their own games (a record file, as "Save
    /// game…" writes one), found again as puzzles: each place where the
    /// side had one good move and played another, verified and rated as the
    /// shipped puzzles are, written atomically to --out.
    Mistakes {
        /// The record file of the games.
        games: PathBuf,
        /// Whose mistakes: south, north or both.
        #[arg(long, default_value = "both", value_parser = parse_sides)]
        side: Sides,
        #[arg(long)]
        out: PathBuf,
    },
    /// Re-derives the puzzles of a file at their verification budget and
    /// checks each line, kind, margin and theme, then confirms each that
    /// has deep figures again at its deep budget, the same margins; with
    /// --every, every n-th.
    Verify {
        file: PathBuf,
        /// Every puzzle checked must have deep figures (the shipped sets).
        #[arg(long)]
        deep: bool,
        /// Checks one puzzle in this many (the first of each group).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=100_000))]
        every: u64,
    },
}

/// Why a puzzles command failed.
#[derive(Debug, thiserror::Error)]
pub enum PuzzlesCliError {
    #[error("{0}")]
    Read(String),
    #[error("unknown source {0:?}: bots or proof")]
    Source(String),
    #[error("the proof is of Bao la Kujifunza: --source proof needs --edition kujifunza")]
    ProofEdition,
    #[error("cannot write {path}: {error}")]
    Write { path: String, error: std::io::Error },
    #[error("{failed} of {checked} puzzles failed verification")]
    Failed { failed: usize, checked: usize },
    /// Puzzles of the set whose position an earlier one already has.
    #[error("{0} puzzles repeat a position the set already has")]
    Repeated(usize),
    #[error("bao puzzles play opens the game window, which this build does not have")]
    Window,
    /// `--start` names no way of drawing the puzzles.
    #[error("'{0}' is not a way: matched, streak, mine, or one of {themes}", themes = theme_names())]
    Start(String),
    /// `--side` names no side.
    #[error("'{0}' is not a side: south, north or both")]
    Side(String),
}

/// The themes' names, as a message lists them.
fn theme_names() -> String {
    let themes: Vec<&str> = puzzle::Theme::ALL.iter().map(|t| t.name()).collect();
    themes.join(", ")
}

pub fn run(command: &PuzzlesCommand, out: &mut impl Write) -> Result<(), PuzzlesCliError> {
    match command {
        PuzzlesCommand::Gen {
            edition,
            source,
            count,
            seed,
            nodes,
            jobs,
            easiest,
            one_a_stage,
            at_least,
            deep_nodes,
            out: file,
        } => {
            let source = match source.as_str() {
                "bots" => Source::Bots,
                "proof" if *edition == Edition::Kujifunza => Source::Proof,
                "proof" => return Err(PuzzlesCliError::ProofEdition),
                other => return Err(PuzzlesCliError::Source(other.to_string())),
            };
            let plan = Plan {
                rules: Rules::new(*edition),
                source,
                count: *count as usize,
                seed: *seed,
                nodes: *nodes,
                jobs: *jobs as usize,
                easiest: *easiest as usize,
                one_a_stage: *one_a_stage,
                at_least: *at_least as f64,
                deep_nodes: *deep_nodes,
            };
            generate(&plan, file, out)
        }
        PuzzlesCommand::Verify { file, every, deep } => {
            check_file(file, *every as usize, *deep, out)
        }
        PuzzlesCommand::Deepen { file, nodes, jobs } => deepen(file, *nodes, *jobs as usize, out),
        PuzzlesCommand::Rate { file, write, jobs } => rate(file, *write, *jobs as usize, out),
        PuzzlesCommand::Mistakes {
            games,
            side,
            out: file,
        } => mistakes_in(games, &side.0, file, out),
        PuzzlesCommand::Play { .. } => Err(PuzzlesCliError::Window),
    }
}

/// `bao puzzles rate`: every puzzle's steps tried at the rating budgets.
fn rate(
    file: &Path,
    write: bool,
    jobs: usize,
    out: &mut impl Write,
) -> Result<(), PuzzlesCliError> {
    let mut puzzles = read_file(file)?;
    let misses: Vec<(Vec<usize>, Vec<puzzle::Theme>)> = std::thread::scope(|scope| {
        let chunk = puzzles.len().div_ceil(jobs.max(1)).max(1);
        let handles: Vec<_> = puzzles
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(misses_of).collect::<Vec<_>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    for (puzzle, (missed, themes)) in puzzles.iter_mut().zip(misses) {
        let new = rating::from_misses(&missed);
        puzzle.themes = themes;
        writeln!(
            out,
            "{} misses {missed:?} rating {:.0} -> {new:.0}",
            puzzle.id, puzzle.rating
        )
        .ok();
        puzzle.rating = new;
    }
    let share = |floor: f64| {
        let n = puzzles.iter().filter(|p| p.rating >= floor).count();
        100.0 * n as f64 / puzzles.len().max(1) as f64
    };
    let top = puzzles.iter().map(|p| p.rating).fold(0.0, f64::max);
    writeln!(
        out,
        "{}: {} puzzles, {:.1}% rated 1800 or more, {:.1}% 1050 or less, the hardest {top:.0}",
        file.display(),
        puzzles.len(),
        share(1800.0),
        100.0 - share(1051.0)
    )
    .ok();
    if write {
        write_set(file, &puzzles)?;
    }
    Ok(())
}

/// How many rating budgets miss each of `puzzle`'s solver steps, and its
/// themes (the defence, weighed when it was found, kept as it was).
fn misses_of(puzzle: &Puzzle) -> (Vec<usize>, Vec<puzzle::Theme>) {
    let start = play_untraced(&puzzle.before, puzzle.setup, &puzzle.rules).0;
    let mut themes = puzzle::themes::of_line(&start, &puzzle.solution, &puzzle.rules);
    if puzzle.themes.contains(&puzzle::Theme::Defence) {
        themes.push(puzzle::Theme::Defence);
        themes.sort();
    }
    (
        rating::misses_by_step(&start, &puzzle.solution, puzzle.rules),
        themes,
    )
}

/// The sides whose mistakes are looked for.
#[derive(Clone, Debug)]
pub struct Sides(Vec<Side>);

fn parse_sides(text: &str) -> Result<Sides, PuzzlesCliError> {
    match text {
        "south" => Ok(Sides(vec![Side::South])),
        "north" => Ok(Sides(vec![Side::North])),
        "both" => Ok(Sides(Side::BOTH.to_vec())),
        other => Err(PuzzlesCliError::Side(other.to_string())),
    }
}

/// `bao puzzles mistakes`: every game of the record file looked over, its
/// mistakes' puzzles named `mistake-<game>-<ply>`.
fn mistakes_in(
    games: &Path,
    sides: &[Side],
    file: &Path,
    out: &mut impl Write,
) -> Result<(), PuzzlesCliError> {
    let read =
        |e: &dyn std::fmt::Display| PuzzlesCliError::Read(format!("{}: {e}", games.display()));
    let text = read_text(games).map_err(|e| read(&e))?;
    let recorded = parse_records(&text).map_err(|e| read(&e))?;
    let stop = AtomicBool::new(false);
    let mut puzzles = Vec::new();
    for (number, game) in recorded.iter().enumerate() {
        let prefix = format!("mistake-{}", number + 1);
        let found = puzzle::mistakes::puzzles_of_mistakes(&game.game, sides, &prefix, &stop);
        writeln!(out, "game {}: {} puzzles", number + 1, found.len()).ok();
        puzzles.extend(found);
    }
    write_set(file, &puzzles)?;
    writeln!(
        out,
        "{} puzzles written to {}",
        puzzles.len(),
        file.display()
    )
    .ok();
    Ok(())
}

/// Writes a set of puzzles as game records, atomically.
fn write_set(file: &Path, puzzles: &[Puzzle]) -> Result<(), PuzzlesCliError> {
    let records: Vec<_> = puzzles.iter().map(puzzle::file::to_record).collect();
    write_atomic(file, records_to_text(&records).as_bytes()).map_err(|error| {
        PuzzlesCliError::Write {
            path: file.display().to_string(),
            error,
        }
    })
}

/// `--start`: matched, streak, mine or a theme's name.
fn parse_start(text: &str) -> Result<String, PuzzlesCliError> {
    let known =
        matches!(text, "matched" | "streak" | "mine") || puzzle::Theme::parse(text).is_some();
    if known {
        Ok(text.to_string())
    } else {
        Err(PuzzlesCliError::Start(text.to_string()))
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Source {
    Bots,
    Proof,
}

impl Source {
    fn name(self) -> &'static str {
        match self {
            Source::Bots => "bots",
            Source::Proof => "proof",
        }
    }
}

/// A puzzle kept from a game: the game, the ply, its verified line and
/// its deep figures.
type Kept = (u64, usize, (Found, Derived), Deep);

struct Plan {
    rules: Rules,
    source: Source,
    count: usize,
    seed: u64,
    nodes: u64,
    jobs: usize,
    /// The most of the set rated the easiest, in percent.
    easiest: usize,
    one_a_stage: bool,
    at_least: f64,
    deep_nodes: u64,
}

fn read_file(path: &Path) -> Result<Vec<Puzzle>, PuzzlesCliError> {
    let text =
        read_text(path).map_err(|e| PuzzlesCliError::Read(format!("{}: {e}", path.display())))?;
    puzzle::file::read_puzzles(&text)
        .map_err(|e| PuzzlesCliError::Read(format!("{}: {e}", path.display())))
}

/// The game a puzzle of this source came from, read from its id
/// (`<edition>-<source>-<game>-<ply>`).
fn game_of(puzzle: &Puzzle, source: Source) -> Option<u64> {
    let mut parts = puzzle.id.rsplitn(3, '-');
    let _ply = parts.next()?;
    let game = parts.next()?.parse().ok()?;
    parts.next()?.ends_with(source.name()).then_some(game)
}

fn generate(plan: &Plan, file: &Path, out: &mut impl Write) -> Result<(), PuzzlesCliError> {
    let mut puzzles = if file.exists() {
        read_file(file)?
    } else {
        Vec::new()
    };
    let ours =
        |p: &Puzzle| p.rules.edition == plan.rules.edition && game_of(p, plan.source).is_some();
    let mut next_game = puzzles
        .iter()
        .filter_map(|p| game_of(p, plan.source).filter(|_| ours(p)))
        .max()
        .map_or(0, |g| g + 1);
    let mut starts: HashSet<Position> = puzzles.iter().map(Puzzle::start).collect();
    let stop = AtomicBool::new(false);
    while puzzles.iter().filter(|p| ours(p)).count() < plan.count {
        let games: Vec<u64> = (next_game..next_game + plan.jobs as u64).collect();
        next_game += plan.jobs as u64;
        let batch = games_in_parallel(plan, &games, &stop);
        for (game, ply, found, deep) in batch {
            if puzzles.iter().filter(|p| ours(p)).count() >= plan.count {
                break;
            }
            let mut puzzle = finish(plan, game, ply, found);
            puzzle.deep = Some(deep);
            // Games transpose (the bots and the proof play alike): a
            // position already in the set is no second puzzle.
            let start = puzzle.start();
            if starts.contains(&start) {
                continue;
            }
            // A capture a 40-node search sees teaches less than one it
            // misses: at most a share of the set is that easy.
            let easiest = |p: &Puzzle| ours(p) && p.rating <= rating::EASIEST;
            if puzzle.rating <= rating::EASIEST
                && puzzles.iter().filter(|p| easiest(p)).count() * 100 >= plan.count * plan.easiest
            {
                continue;
            }
            let _ = writeln!(
                out,
                "{}: {} {} margins {:?} rating {:.0} themes {:?}",
                puzzle.id,
                puzzle.kind.name(),
                puzzle.solution.len().div_ceil(2),
                puzzle.margins,
                puzzle.rating,
                puzzle.themes.iter().map(|t| t.name()).collect::<Vec<_>>()
            );
            starts.insert(start);
            puzzles.push(puzzle);
        }
        write_set(file, &puzzles)?;
        let _ = writeln!(
            out,
            "after game {}: {} puzzles",
            next_game - 1,
            puzzles.iter().filter(|p| ours(p)).count()
        );
    }
    Ok(())
}

/// The verified puzzles of `games`, one thread a game, in game order.
fn games_in_parallel(plan: &Plan, games: &[u64], stop: &AtomicBool) -> Vec<Kept> {
    let done = AtomicU64::new(0);
    let mut found: Vec<Kept> = std::thread::scope(|scope| {
        let handles: Vec<_> = games
            .iter()
            .map(|&game| {
                let done = &done;
                scope.spawn(move || {
                    let verified = verified_in_game(plan, game, stop);
                    done.fetch_add(1, Ordering::Relaxed);
                    verified
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    found.sort_by_key(|(game, ply, _, _)| (*game, *ply));
    found
}

/// The puzzles of one game that verification confirms: found at the plan's
/// budget, derived again at ten times it with the same first move and kind,
/// and standing at the deep budget.
fn verified_in_game(plan: &Plan, number: u64, stop: &AtomicBool) -> Vec<Kept> {
    let (game, skip) = match plan.source {
        Source::Bots => (find::bots_game(plan.rules, plan.seed, number, stop), 6),
        Source::Proof => (find::proof_game(plan.rules, plan.seed, number), 0),
    };
    let verify_nodes = plan.nodes * VERIFY_FACTOR;
    let mut kept = Vec::new();
    for (ply, found) in find::in_game(&game, skip, plan.one_a_stage, plan.nodes, stop) {
        let Some(derived) = verify::confirmed(&found, plan.rules, verify_nodes, stop) else {
            continue;
        };
        let start = play_untraced(&found.before, found.setup, &plan.rules).0;
        if rating::from_bots(&start, &derived.solution, plan.rules).0 < plan.at_least {
            continue;
        }
        let deep = deep::confirm_line(&start, &derived.solution, plan.rules, plan.deep_nodes, stop);
        if let Ok(deep) = deep {
            kept.push((number, ply, (found, derived), deep));
        }
    }
    kept
}

/// The puzzle as shipped: the verified line, named and rated.
fn finish(plan: &Plan, game: u64, ply: usize, verified: (Found, Derived)) -> Puzzle {
    let id = format!(
        "{}-{}-{game}-{ply}",
        plan.rules.edition.name(),
        plan.source.name()
    );
    verify::finished(verified, plan.rules, id, plan.source.name(), plan.nodes)
}

fn check_file(
    file: &Path,
    every: usize,
    need_deep: bool,
    out: &mut impl Write,
) -> Result<(), PuzzlesCliError> {
    let puzzles = read_file(file)?;
    let stop = AtomicBool::new(false);
    let (mut checked, mut failed, mut deeply) = (0, 0, 0);
    let repeats = puzzle::repeats(&puzzles);
    for (puzzle, first) in &repeats {
        let _ = writeln!(out, "{}: the same position as {}", puzzle.id, first.id);
    }
    for puzzle in puzzles.iter().step_by(every) {
        checked += 1;
        let fault = match verify::verify(puzzle, &stop) {
            Err(fault) => Some(fault.to_string()),
            Ok(_) if puzzle.deep.is_none() && !need_deep => None,
            Ok(_) => {
                deeply += 1;
                deep::verify(puzzle, &stop).err().map(|f| f.to_string())
            }
        };
        if let Some(fault) = fault {
            failed += 1;
            let _ = writeln!(out, "{}: {fault}", puzzle.id);
        }
    }
    let _ = writeln!(
        out,
        "{}: {checked} of {} puzzles verified ({deeply} of them deeply), {failed} failed",
        file.display(),
        puzzles.len()
    );
    if !repeats.is_empty() {
        return Err(PuzzlesCliError::Repeated(repeats.len()));
    }
    if failed > 0 {
        return Err(PuzzlesCliError::Failed { failed, checked });
    }
    Ok(())
}

/// `bao puzzles deepen`: the deep second opinion run over a whole file,
/// its figures written into the tags, the puzzles that fail dropped.
/// Confirms every puzzle of `file` without deep figures at `nodes`,
/// `jobs` at a time, rewriting the file after each batch.
pub fn deepen(
    file: &Path,
    nodes: u64,
    jobs: usize,
    out: &mut impl Write,
) -> Result<(), PuzzlesCliError> {
    let mut puzzles = read_file(file)?;
    let stop = AtomicBool::new(false);
    let waiting: Vec<String> = puzzles
        .iter()
        .filter(|p| p.deep.is_none())
        .map(|p| p.id.clone())
        .collect();
    let (mut kept, mut dropped) = (0, 0);
    for batch in waiting.chunks(jobs.max(1)) {
        let judged = confirm_in_parallel(&puzzles, batch, nodes, &stop);
        for (id, result) in judged {
            match result {
                Ok(figures) => {
                    if let Some(puzzle) = puzzles.iter_mut().find(|p| p.id == id) {
                        puzzle.deep = Some(figures);
                    }
                    kept += 1;
                }
                Err(DeepFault::Stopped) => {}
                Err(fault) => {
                    let _ = writeln!(out, "{id}: dropped: {fault}");
                    puzzles.retain(|p| p.id != id);
                    dropped += 1;
                }
            }
        }
        write_set(file, &puzzles)?;
        let _ = writeln!(
            out,
            "{}: {kept} confirmed, {dropped} dropped, {} to go",
            file.display(),
            waiting.len() - kept - dropped
        );
    }
    Ok(())
}

/// The deep confirmation of each puzzle named in `ids`, one thread each.
fn confirm_in_parallel(
    puzzles: &[Puzzle],
    ids: &[String],
    nodes: u64,
    stop: &AtomicBool,
) -> Vec<(String, Result<Deep, DeepFault>)> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = ids
            .iter()
            .filter_map(|id| puzzles.iter().find(|p| &p.id == id))
            .map(|puzzle| {
                scope.spawn(move || (puzzle.id.clone(), deep::confirm(puzzle, nodes, stop)))
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    })
}
