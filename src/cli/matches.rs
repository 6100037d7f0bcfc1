//! `bao match`: bot against bot, to prove the ladder of levels.

use super::error::CliError;
use crate::bot::opening::Distinct;
use crate::bot::{self, Eval, Level, Method};
use crate::record::game::{GameRecord, MAX_FILE_BYTES, PlayerTags, records_to_text};
use crate::rules::{Game, Rules, Side, Status};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

pub struct MatchConfig {
    pub rules: Rules,
    pub a: Level,
    pub b: Level,
    /// The evaluation each side searches with.
    pub a_eval: Eval,
    pub b_eval: Eval,
    /// The search's refinements each side uses.
    pub a_method: Method,
    pub b_method: Method,
    /// Games in all; each opening is played twice, with colours swapped.
    pub games: u64,
    pub seed: u64,
    /// Games played at the same time, one a thread.
    pub jobs: usize,
    /// Keep every game as a record (`bao match --record`).
    pub record: bool,
}

#[derive(Default, Debug)]
pub struct MatchReport {
    pub a_wins: u64,
    pub b_wins: u64,
    pub unranked: u64,
    /// Every searched move of A and of B.
    pub a_moves: Vec<MoveStat>,
    pub b_moves: Vec<MoveStat>,
    pub endings: std::collections::BTreeMap<String, u64>,
    /// Every game in order, when the config asks for records.
    pub records: Vec<GameRecord>,
}

impl MatchReport {
    pub fn games(&self) -> u64 {
        self.a_wins + self.b_wins + self.unranked
    }

    /// A's score (a win 1, an unranked game ½) and its 95% confidence interval.
    pub fn score(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        let mean = (self.a_wins as f64 + 0.5 * self.unranked as f64) / n;
        let square = (self.a_wins as f64 + 0.25 * self.unranked as f64) / n;
        let variance = (square - mean * mean).max(0.0);
        (mean, 1.96 * (variance / n).sqrt())
    }

    /// The Elo difference that score implies (A minus B).
    pub fn elo(score: f64) -> f64 {
        let s = score.clamp(1e-3, 1.0 - 1e-3);
        -400.0 * (1.0 / s - 1.0).log10()
    }

    pub fn lines(&self, config: &MatchConfig) -> Vec<String> {
        let (score, margin) = self.score();
        let elo = Self::elo(score);
        let (low, high) = (Self::elo(score - margin), Self::elo(score + margin));
        let mut lines = vec![
            format!(
                "match {}: A level {} {} vs B level {} {}, {} games",
                config.rules.edition,
                config.a.number,
                config.a.name,
                config.b.number,
                config.b.name,
                self.games()
            ),
            format!(
                "A wins {}, B wins {}, unranked {}",
                self.a_wins, self.b_wins, self.unranked
            ),
            format!(
                "A scores {:.1}% ± {:.1}% (95%), Elo difference {:+.0} [{:+.0}, {:+.0}]",
                100.0 * score,
                100.0 * margin,
                elo,
                low,
                high
            ),
        ];
        for (who, moves) in [("A", &self.a_moves), ("B", &self.b_moves)] {
            let times: Vec<f64> = moves.iter().map(|m| m.seconds).collect();
            let (median, longest) = median_and_max(&times);
            lines.push(format!(
                "{who}: {} moves, median {:.1} ms, longest {:.1} ms",
                times.len(),
                median * 1e3,
                longest * 1e3
            ));
            // Depth and speed of the searched moves (one-move answers left out).
            let searched: Vec<MoveStat> = moves.iter().copied().filter(|m| m.nodes > 0).collect();
            let mut phases = Vec::new();
            for (third, name) in ["opening", "middle", "end"].iter().enumerate() {
                let part: Vec<&MoveStat> = searched.iter().filter(|m| m.third == third).collect();
                if part.is_empty() {
                    continue;
                }
                // A search that proved the result stops deepening: its depth
                // says how far the proof was, not how deep the search can go.
                let depths: Vec<f64> = part
                    .iter()
                    .filter(|m| !m.decided)
                    .map(|m| m.depth as f64)
                    .collect();
                let decided = part.iter().filter(|m| m.decided).count();
                let nodes: u64 = part.iter().map(|m| m.nodes).sum();
                let seconds: f64 = part.iter().map(|m| m.seconds).sum();
                let depth = if depths.is_empty() {
                    "-".to_string()
                } else {
                    format!("{:.0}", median_and_max(&depths).0)
                };
                phases.push(format!(
                    "{name} depth {depth} ({:.0} knodes/s, {}% decided)",
                    nodes as f64 / seconds.max(1e-9) / 1e3,
                    100 * decided / part.len()
                ));
            }
            if !phases.is_empty() {
                lines.push(format!(
                    "{who} search, median by third of the game: {}",
                    phases.join(", ")
                ));
            }
        }
        for (ending, count) in &self.endings {
            lines.push(format!("ended: {ending}: {count}"));
        }
        lines
    }
}

fn median_and_max(times: &[f64]) -> (f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0);
    }
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    (sorted[sorted.len() / 2], sorted[sorted.len() - 1])
}

/// The match's openings, one a pair: none for the first pair, then 1 to
/// 4 random plies, no two alike (`bot::opening::Distinct`).
fn openings(rules: Rules, seed: u64) -> Distinct {
    Distinct::new(rules, seed, 1..=4)
}

/// What one game left for the report.
struct Played {
    winner: Option<bool>,
    ending: String,
    a_moves: Vec<MoveStat>,
    b_moves: Vec<MoveStat>,
    record: Option<GameRecord>,
}

/// One searched move: how long it took, how deep and wide it went, and in
/// which third of its game it was played.
#[derive(Clone, Copy, Debug)]
pub struct MoveStat {
    pub seconds: f64,
    pub depth: u32,
    pub nodes: u64,
    pub third: usize,
    /// The search proved a win or a loss and stopped deepening.
    pub decided: bool,
}

fn play_one(config: &MatchConfig, game_number: u64, opening: &Game, stop: &AtomicBool) -> Played {
    // In the second game of a pair, A takes North.
    let a_side = if game_number.is_multiple_of(2) {
        Side::South
    } else {
        Side::North
    };
    let mut game = opening.clone();
    let mut moves = Vec::new();
    // Each side's search goes on from its own last one (`keep`).
    let (mut a_memory, mut b_memory) = (bot::Memory::default(), bot::Memory::default());
    while !game.status().is_over() {
        let a_to_move = game.position().side == a_side;
        let (level, how, memory) = if a_to_move {
            (config.a, (config.a_eval, config.a_method), &mut a_memory)
        } else {
            (config.b, (config.b_eval, config.b_method), &mut b_memory)
        };
        let started = Instant::now();
        let with = (memory, stop);
        let result =
            bot::choose_with_method(game.position(), config.rules, level, how, with, &mut |_| {});
        let seconds = started.elapsed().as_secs_f64();
        moves.push((
            a_to_move,
            MoveStat {
                seconds,
                depth: result.depth,
                nodes: result.nodes,
                third: 0,
                decided: result.score.abs() > bot::MATE_BOUND,
            },
        ));
        game.play_untraced(result.best)
            .expect("a bot plays legal moves");
    }
    let total = moves.len().max(1);
    let (mut a_moves, mut b_moves) = (Vec::new(), Vec::new());
    for (i, (by_a, mut stat)) in moves.into_iter().enumerate() {
        stat.third = (3 * i / total).min(2);
        if by_a {
            a_moves.push(stat);
        } else {
            b_moves.push(stat);
        }
    }
    let winner = match game.status() {
        Status::Won { winner, .. } => Some(winner == a_side),
        _ => None,
    };
    let record = config.record.then(|| {
        let (a, b) = (PlayerTags::bot(config.a), PlayerTags::bot(config.b));
        let (south, north) = match a_side {
            Side::South => (a, b),
            Side::North => (b, a),
        };
        let mut record = GameRecord::from_game(&game, south, north);
        record.date = Some(crate::record::Date::today().to_string());
        record.event = Some(format!(
            "bao match, seed {}, game {} of {}",
            config.seed,
            game_number + 1,
            config.games
        ));
        record
    });
    Played {
        winner,
        ending: game.status().to_string(),
        a_moves,
        b_moves,
        record,
    }
}

/// Plays the match on `config.jobs` threads, each game on one thread, and
/// adds the games up in their order (so the report does not depend on which
/// thread finished first). With more jobs than idle cores, move times grow.
pub fn run(config: &MatchConfig, progress: bool) -> MatchReport {
    let bar = progress.then(|| {
        let bar = ProgressBar::new(config.games);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, eta {eta} {msg}")
                .expect("a valid template"),
        );
        bar
    });
    let openings = Mutex::new(openings(config.rules, config.seed));
    let next = AtomicU64::new(0);
    let played: Mutex<Vec<(u64, Played)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.max(1) {
            scope.spawn(|| {
                let stop = AtomicBool::new(false);
                loop {
                    let game_number = next.fetch_add(1, Ordering::Relaxed);
                    if game_number >= config.games {
                        break;
                    }
                    let pair = game_number / 2;
                    let opening = openings
                        .lock()
                        .expect("no thread panics holding it")
                        .opening(pair);
                    let one = play_one(config, game_number, &opening, &stop);
                    let mut played = played.lock().expect("no thread panics holding it");
                    played.push((game_number, one));
                    if let Some(bar) = &bar {
                        let points: f64 = played
                            .iter()
                            .map(|(_, one)| match one.winner {
                                Some(true) => 1.0,
                                Some(false) => 0.0,
                                None => 0.5,
                            })
                            .sum();
                        bar.inc(1);
                        bar.set_message(format!("A {:.1}%", 100.0 * points / played.len() as f64));
                    }
                }
            });
        }
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let mut played = played.into_inner().expect("no thread panicked");
    played.sort_by_key(|(number, _)| *number);
    let mut report = MatchReport::default();
    for (_, one) in played {
        match one.winner {
            Some(true) => report.a_wins += 1,
            Some(false) => report.b_wins += 1,
            None => report.unranked += 1,
        }
        *report.endings.entry(one.ending).or_default() += 1;
        report.a_moves.extend(one.a_moves);
        report.b_moves.extend(one.b_moves);
        report.records.extend(one.record);
    }
    report
}

/// Refuses, before a match is played, a `--record` path that cannot be a file.
pub fn check_record_path(path: &Path) -> Result<(), CliError> {
    if path.file_name().is_none() || path.is_dir() {
        return Err(CliError::RecordPathIsFolder {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Writes every game of the match as a record, all in one file, atomically
/// (a temporary file in the same folder, then renamed).
pub fn save_records(path: &Path, report: &MatchReport) -> Result<(), CliError> {
    let text = records_to_text(&report.records);
    if text.len() as u64 > MAX_FILE_BYTES {
        // The games are kept all the same: losing a long match is worse
        // than a file too large to read back whole (src/record/README.md decision 13).
        eprintln!(
            "bao: warning: {} holds {} bytes, more than the 1 MiB a record reader accepts; \
             play fewer games a file to read them back",
            path.display(),
            text.len()
        );
    }
    crate::record::write_atomic(path, text.as_bytes()).map_err(|error| CliError::WriteRecords {
        path: path.to_path_buf(),
        error,
    })
}
