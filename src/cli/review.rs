//! `bao record review`: a record reviewed by the engine, one line a ply and
//! a summary a side, optionally written back into a record; and `bao record
//! calibrate`, the self-play data the win-chance curves are fitted to.

use super::error::CliError;
use crate::record::game::{RecordedGame, read_text, records};
use crate::record::settings::Language;
use crate::review::chance::Sample;
use crate::review::{self, Review, ReviewWatch, Settings, Value, written};
use crate::rules::{Edition, Rules, Side, Status};
use crate::words::Words;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Game `wanted` (from 1) of a record file, read only as far as it.
pub fn read_game(file: &Path, wanted: u64) -> Result<RecordedGame, CliError> {
    let failed = |error| CliError::Record {
        path: file.to_path_buf(),
        error: Box::new(error),
    };
    let text = read_text(file).map_err(failed)?;
    let mut count = 0u64;
    for game in records(&text) {
        let game = game.map_err(failed)?;
        count += 1;
        if count == wanted {
            return Ok(game);
        }
    }
    Err(CliError::NoSuchGame {
        path: file.to_path_buf(),
        game: wanted,
        count,
    })
}

/// What `bao record review` is asked.
pub struct ReviewArgs<'a> {
    pub file: &'a Path,
    pub game: u64,
    /// `None`: the written review's budget, else the default.
    pub nodes: Option<u64>,
    pub jobs: usize,
    pub write: Option<&'a Path>,
    pub language: Language,
    /// Show a progress bar on stderr.
    pub progress: bool,
}

/// Reviews the game, or reads the review it already holds (unless `--nodes`
/// asks for another budget than the written one's).
pub fn run_review(args: &ReviewArgs, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(path) = args.write {
        crate::cli::matches::check_record_path(path)?;
    }
    let game = read_game(args.file, args.game)?;
    let started = Instant::now();
    let (review, searched) = match written::read(&game) {
        Some(Ok(review)) if args.nodes.is_none_or(|n| n == review.nodes) => (review, false),
        Some(Err(error)) => {
            return Err(CliError::WrittenReview {
                path: args.file.to_path_buf(),
                error,
            });
        }
        _ => (search(&game, args)?, true),
    };
    let seconds = started.elapsed().as_secs_f64();
    let words = Words::new(args.language);
    for line in lines(&review, &game, &words) {
        writeln!(out, "{line}").map_err(CliError::Answer)?;
    }
    if searched {
        eprintln!(
            "reviewed {} positions at {} nodes in {seconds:.1} s on {} thread{}",
            review::positions(&game),
            review.nodes,
            args.jobs,
            if args.jobs == 1 { "" } else { "s" }
        );
    } else {
        eprintln!("the review written in the record, read without a search");
    }
    if let Some(path) = args.write {
        let text = written::record_text(&review, &game);
        crate::record::write_atomic(path, text.as_bytes()).map_err(|error| {
            CliError::WriteReview {
                path: path.to_path_buf(),
                error,
            }
        })?;
    }
    Ok(())
}

fn search(game: &RecordedGame, args: &ReviewArgs) -> Result<Review, CliError> {
    let watch = ReviewWatch::new(game);
    let total = review::positions(game) as u64;
    let settings = Settings {
        nodes: args.nodes.unwrap_or(review::DEFAULT_NODES),
        jobs: args.jobs,
    };
    let review = std::thread::scope(|scope| {
        let bar = args.progress.then(|| {
            let bar = ProgressBar::new(total);
            bar.set_style(
                ProgressStyle::with_template("{bar:40} {pos}/{len} positions, eta {eta}")
                    .expect("a valid template"),
            );
            bar
        });
        let running = scope.spawn(|| review::run(game, settings, &watch));
        while !running.is_finished() {
            if let Some(bar) = &bar {
                bar.set_position(watch.progress().0 as u64);
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        running.join()
    });
    review
        .map_err(|_| CliError::ReviewFailed)?
        .ok_or(CliError::ReviewCancelled)
}

/// A value for the side it belongs to, short: `54%`, `wins in 7`.
fn short(value: Value, chance: f64, words: &Words) -> String {
    // Counted in moves, as the records, the hint and the end window count.
    let moves = |id: &str, plies: u32| {
        words.with(id, &[("moves", &review::moves_of_plies(plies).to_string())])
    };
    match value {
        Value::Score(_) => format!("{}%", crate::review::percent(chance)),
        Value::Won(0) => words.get("review-short-won"),
        Value::Lost(0) => words.get("review-short-lost"),
        Value::Won(n) => moves("review-short-wins", n),
        Value::Lost(n) => moves("review-short-loses", n),
        Value::Unranked => words.get("review-unranked"),
    }
}

/// One line a ply, then a summary line a side.
pub fn lines(review: &Review, game: &RecordedGame, words: &Words) -> Vec<String> {
    let edition = review.rules.edition;
    // The side names' column as wide as the longer name.
    let width = [Side::South, Side::North]
        .map(|s| words.get(s.message_id()).chars().count())
        .into_iter()
        .max()
        .unwrap_or(5);
    let mut lines = vec![format!(
        "{} (review at {} nodes a position)",
        game.summary(),
        review.nodes
    )];
    for (ply, m) in review.moves.iter().enumerate() {
        let text = game.move_text(ply).unwrap_or_default();
        let grade = m.grade.map_or(String::new(), |g| {
            format!("{} {}", g.judgement(), words.get(g.message_id()))
        });
        let mut line = format!(
            "{:>4} {:<6} {:<width$} {:>12} -> {:<12} {grade}",
            ply + 1,
            text,
            words.get(m.mover.message_id()),
            short(m.before, m.chances.0, words),
            short(m.after, m.chances.1, words),
        );
        if m.grade.is_some_and(review::Grade::is_error)
            && let Some(sentence) = review::words::better_sentence(m, edition, words)
        {
            line.push_str(" - ");
            line.push_str(&sentence);
        }
        lines.push(line.trim_end().to_string());
    }
    if let Some(&last) = review.values.last() {
        let side = game.positions.last().map_or(Side::South, |p| p.side);
        lines.push(format!(
            "end: {}",
            review::words::value_words(last, side, edition, words)
        ));
    }
    for side in [Side::South, Side::North] {
        lines.push(review::words::summary_words(review, side, 1, words));
    }
    lines.push(words.get("review-key"));
    lines
}

// ---------------------------------------------------------------- calibration

/// What `bao record calibrate` is asked.
pub struct CalibrateArgs<'a> {
    pub rules: Rules,
    pub games: u64,
    pub nodes: u64,
    pub seed: u64,
    /// The number of the first game: a run with `--first 30` goes on where
    /// one of 30 games stopped, and the two together are one run of more.
    pub first: u64,
    pub data: &'a Path,
}

/// The random plies of a calibration game's opening (then balanced as the
/// match's are). The match's 1 to 4 were too few: Bingwa's search is
/// deterministic, and 450 Kiswahili games made from such openings were 57
/// games after their first 20 scored positions (one line 136 times), so a
/// few lines' results stood for hundreds of games.
const OPENING_PLIES: std::ops::RangeInclusive<u32> = 6..=12;

/// The header of a calibration data file.
pub(super) const DATA_HEADER: &str = "edition,game,ply,score,result";

/// Plays `games` self-play games, each from a balanced opening of the
/// match's kind (`bao match`), every move the review's own best move at
/// `nodes`, so each position's score is exactly what a review of it says.
/// Writes one line a position whose value is a score (proven ones show no
/// chance) with the game's result for its side to move, after every game
/// (atomically: a run stopped early keeps the games done).
pub fn run_calibrate(args: &CalibrateArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut text = format!("{DATA_HEADER}\n");
    let stop = AtomicBool::new(false);
    let mut positions = 0usize;
    for number in args.first..args.first + args.games {
        // Pair 0 is the start itself; one game an opening (self-play with
        // colours swapped would be the same game).
        let mut game = crate::bot::opening::balanced(args.rules, number, args.seed, OPENING_PLIES);
        let mut scored: Vec<(usize, Side, i32)> = Vec::new();
        while !game.status().is_over() {
            let position = *game.position();
            let Some(standing) = review::assess(&position, args.rules, args.nodes, &stop) else {
                return Err(CliError::CalibrationStopped);
            };
            if let Value::Score(score) = standing.value {
                scored.push((game.moves().len(), position.side, score));
            }
            let mv = standing.line[0];
            game.play_untraced(mv)?;
        }
        let status = game.status();
        for (ply, side, score) in scored {
            let result = match status {
                Status::Won { winner, .. } if winner == side => 1.0,
                Status::Won { .. } => 0.0,
                _ => 0.5,
            };
            text.push_str(&format!(
                "{},{number},{ply},{score},{result}\n",
                args.rules.edition.name()
            ));
            positions += 1;
        }
        crate::record::write_atomic(args.data, text.as_bytes()).map_err(|error| {
            CliError::Write {
                path: args.data.to_path_buf(),
                error,
            }
        })?;
        writeln!(
            out,
            "game {}: {} plies, {}, {positions} positions so far",
            number + 1,
            game.moves().len(),
            status
        )
        .map_err(CliError::Answer)?;
    }
    Ok(())
}

/// The samples of a calibration data file, by edition.
pub fn read_samples(path: &Path) -> Result<Vec<(Edition, Sample)>, CliError> {
    // Calibration files hold a line a position: a few MB.
    let text =
        crate::record::read_bounded(path, 256 << 20).map_err(|error| CliError::ReadData {
            path: path.to_path_buf(),
            error,
        })?;
    let mut samples = Vec::new();
    for (n, line) in text.lines().enumerate().skip(1) {
        let bad = || CliError::DataLine {
            path: path.to_path_buf(),
            line: n + 1,
            header: DATA_HEADER,
        };
        // Every calibration game starts from the edition's start, South to
        // move, so the ply says who is to move.
        let fields: Vec<&str> = line.split(',').collect();
        let [edition, game, ply, score, result] = fields[..] else {
            return Err(bad());
        };
        let edition = crate::options::parse_edition(edition).map_err(|_| bad())?;
        let ply: u64 = ply.parse().map_err(|_| bad())?;
        samples.push((
            edition,
            Sample {
                score: score.parse().map_err(|_| bad())?,
                to_move: match ply % 2 {
                    0 => Side::South,
                    _ => Side::North,
                },
                result: result.parse().map_err(|_| bad())?,
                game: game.parse().map_err(|_| bad())?,
                ply,
            },
        ));
    }
    Ok(samples)
}
