//! `bao match`: bot against bot, to prove the ladder of levels.

use crate::bot::{self, Level};
use crate::rules::{Game, Rules, Side, Status};
use indicatif::{ProgressBar, ProgressStyle};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

pub struct MatchConfig {
    pub rules: Rules,
    pub a: Level,
    pub b: Level,
    /// Games in all; each opening is played twice, with colours swapped.
    pub games: u64,
    pub seed: u64,
}

#[derive(Default, Debug)]
pub struct MatchReport {
    pub a_wins: u64,
    pub b_wins: u64,
    pub unranked: u64,
    /// Seconds per move, for A and for B.
    pub a_times: Vec<f64>,
    pub b_times: Vec<f64>,
    pub endings: std::collections::BTreeMap<String, u64>,
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
        for (who, times) in [("A", &self.a_times), ("B", &self.b_times)] {
            let (median, longest) = median_and_max(times);
            lines.push(format!(
                "{who}: {} moves, median {:.1} ms, longest {:.1} ms",
                times.len(),
                median * 1e3,
                longest * 1e3
            ));
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

/// An opening: none for the first pair, then 1 to 4 random plies from the
/// seed, kept only if a 20,000-node search finds them balanced (within 3
/// seeds, no forced result): a decided opening would score 1-1 whatever the
/// levels, and hide the difference the match is there to measure.
fn opening(rules: Rules, pair: u64, seed: u64) -> Game {
    let mut rng =
        Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(pair));
    let stop = AtomicBool::new(false);
    loop {
        let mut game = Game::new(rules);
        if pair == 0 {
            return game;
        }
        let plies = rng.random_range(1..=4);
        for _ in 0..plies {
            if game.status().is_over() {
                break;
            }
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            game.play_untraced(mv).expect("a listed move");
        }
        if game.status().is_over() {
            continue;
        }
        let judged = bot::choose_with_nodes(game.position(), rules, BALANCE_NODES, &stop);
        if judged.score.abs() <= BALANCED {
            return game;
        }
    }
}

const BALANCE_NODES: u64 = 20_000;
/// Hundredths of a seed.
const BALANCED: i32 = 300;

/// Plays the match, one game at a time on this thread (so move times are clean).
pub fn run(config: &MatchConfig, progress: bool) -> MatchReport {
    let mut report = MatchReport::default();
    let bar = progress.then(|| {
        let bar = ProgressBar::new(config.games);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, eta {eta} {msg}")
                .expect("a valid template"),
        );
        bar
    });
    let stop = AtomicBool::new(false);
    for game_number in 0..config.games {
        let pair = game_number / 2;
        // In the second game of a pair, A takes North.
        let a_side = if game_number % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let mut game = opening(config.rules, pair, config.seed);
        while !game.status().is_over() {
            let a_to_move = game.position().side == a_side;
            let level = if a_to_move { config.a } else { config.b };
            let started = Instant::now();
            let result = bot::choose(game.position(), config.rules, level, &stop);
            let seconds = started.elapsed().as_secs_f64();
            if a_to_move {
                report.a_times.push(seconds);
            } else {
                report.b_times.push(seconds);
            }
            game.play_untraced(result.best)
                .expect("a bot plays legal moves");
        }
        match game.status() {
            Status::Won { winner, .. } if winner == a_side => report.a_wins += 1,
            Status::Won { .. } => report.b_wins += 1,
            _ => report.unranked += 1,
        }
        *report.endings.entry(game.status().to_string()).or_default() += 1;
        if let Some(bar) = &bar {
            bar.inc(1);
            let (score, _) = report.score();
            bar.set_message(format!("A {:.1}%", 100.0 * score));
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    report
}
