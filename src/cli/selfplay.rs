//! `bao selfplay`: random games, for speed and for the statistics of an edition.

use crate::rules::{Game, MoveEnd, Rules, play_untraced};
use indicatif::{ProgressBar, ProgressStyle};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

#[derive(Debug, Default)]
pub struct Report {
    pub games: u64,
    pub plies: u64,
    pub longest: u64,
    /// Legal moves summed over every position a move was chosen in.
    pub choices: u64,
    pub endings: BTreeMap<String, u64>,
    /// Laps sown in all games, and the most in one move.
    pub laps: u64,
    pub longest_move: u64,
    /// Never-ending moves, and the seconds spent proving them never-ending.
    pub never_ending: u64,
    pub never_ending_laps: u64,
    pub never_ending_seconds: f64,
    pub seconds: f64,
}

impl Report {
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.seconds.max(1e-9)
    }

    pub fn lines(&self, rules: Rules) -> Vec<String> {
        let mut lines = vec![
            format!(
                "selfplay {} takasia={}: {} games in {:.3} s, {:.0} games/s (one core)",
                rules.edition,
                if rules.takasia { "on" } else { "off" },
                self.games,
                self.seconds,
                self.games_per_second()
            ),
            format!(
                "plies: average {:.1}, longest {}",
                self.plies as f64 / self.games.max(1) as f64,
                self.longest
            ),
            format!(
                "branching factor: {:.2} legal moves per position",
                self.choices as f64 / self.plies.max(1) as f64
            ),
            format!(
                "laps: average {:.1} a move, most in one move {}",
                self.laps as f64 / self.plies.max(1) as f64,
                self.longest_move
            ),
            format!(
                "never-ending moves: {}, {} laps to prove them ({:.1}% of all laps), {:.3} s ({:.1}% of the time)",
                self.never_ending,
                self.never_ending_laps,
                100.0 * self.never_ending_laps as f64 / self.laps.max(1) as f64,
                self.never_ending_seconds,
                100.0 * self.never_ending_seconds / self.seconds.max(1e-9)
            ),
            format!(
                "without them: {:.0} games/s",
                self.games as f64 / (self.seconds - self.never_ending_seconds).max(1e-9)
            ),
        ];
        for (ending, count) in &self.endings {
            lines.push(format!(
                "ended: {ending}: {count} ({:.1}%)",
                100.0 * *count as f64 / self.games.max(1) as f64
            ));
        }
        lines
    }
}

/// Plays `games` random games (each legal move equally likely) from the start
/// of the edition. The same seed gives the same games.
pub fn run(rules: Rules, games: u64, seed: u64, progress: bool) -> Report {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut report = Report::default();
    let started = Instant::now();
    let mut bar: Option<ProgressBar> = None;
    // Time spent replaying never-ending moves to time them: not part of the run.
    let mut timing = Duration::ZERO;
    for i in 0..games {
        let mut game = Game::new(rules);
        while !game.status().is_over() {
            let legal = game.legal_moves();
            report.choices += legal.len() as u64;
            let mv = legal[rng.random_range(0..legal.len())];
            let outcome = game.play_untraced(mv).expect("a listed move is legal");
            if let MoveEnd::NeverEnding { laps } = outcome.ending {
                // The move is played again, timed: a clock read every ply
                // would cost the run 8%, and the engine is deterministic.
                // The position is still the one before the move (§2).
                let replay = Instant::now();
                let again = play_untraced(game.position(), mv, &rules).1;
                let seconds = replay.elapsed();
                debug_assert_eq!(again.laps, laps);
                timing += seconds;
                report.never_ending += 1;
                report.never_ending_laps += laps;
                report.never_ending_seconds += seconds.as_secs_f64();
            }
            report.laps += outcome.laps;
            report.longest_move = report.longest_move.max(outcome.laps);
        }
        let plies = game.moves().len() as u64;
        report.plies += plies;
        report.longest = report.longest.max(plies);
        *report.endings.entry(game.status().to_string()).or_default() += 1;
        if progress && i % 1024 == 0 {
            // A bar only for runs longer than a second.
            if bar.is_none() && started.elapsed() > Duration::from_secs(1) {
                let b = ProgressBar::new(games);
                b.set_style(
                    ProgressStyle::with_template(
                        "{bar:40} {pos}/{len} games, {per_sec}, eta {eta}",
                    )
                    .expect("a valid template"),
                );
                bar = Some(b);
            }
            if let Some(b) = &bar {
                b.set_position(i);
            }
        }
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    report.games = games;
    report.seconds = (started.elapsed() - timing).as_secs_f64();
    report
}
