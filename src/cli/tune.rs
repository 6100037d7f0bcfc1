//! `bao tune`: the evaluation's training data (`gen`) from bot games.

use super::error::CliError;
use crate::rules::{Edition, Rules};
use crate::tune::data::{self, GenConfig, Pool};
use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

#[derive(Subcommand, Debug)]
pub enum TuneCommand {
    /// Plays bot games from balanced random openings and writes every
    /// position with the game's result, its stage and the mover's search
    /// score, a shard file at a time; shards already there are kept, so a
    /// stopped run goes on where it stopped.
    Gen {
        #[arg(long, value_parser = crate::options::parse_edition)]
        edition: Edition,
        /// Kiswahili's takasia rule: on or off.
        #[arg(long, default_value = "on", value_parser = crate::options::parse_takasia, action = clap::ArgAction::Set)]
        takasia: bool,
        /// Games in all, from game 0.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        games: u64,
        /// Games a shard file.
        #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u64).range(1..=100_000))]
        shard: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Who plays: `hand` (levels 4 and 5 and two node budgets on the
        /// hand-set evaluation) or `bots` (the bots' own search and
        /// evaluation at 25,000 to 200,000 nodes a move).
        #[arg(long, value_enum, default_value_t = Pool::Hand, hide_possible_values = true)]
        pool: Pool,
        /// Shards made at the same time, one a thread (the data are the same).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        jobs: u64,
        /// The folder of the shards [default: calibration/eval, with
        /// --pool bots calibration/eval-bots, so the pools never mix].
        #[arg(long)]
        out: Option<PathBuf>,
        /// Run at the lowest priority (nice 19), so the run can go on for
        /// hours beside other work; `--low-priority false` to keep it.
        #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
        low_priority: bool,
    },
    /// Fits the tuned evaluation's weights to the data (a logistic model of
    /// the result, a set of weights a stage), reports each stage's test
    /// log-loss against the hand-set weights', the learning curve and what
    /// each group of features carries, and with --write writes the weights
    /// as Rust source.
    Fit {
        /// The folder of the shards.
        #[arg(long, default_value = "calibration/eval")]
        data: PathBuf,
        /// Writes the weights here (src/bot/tuned.rs), atomically.
        #[arg(long)]
        write: Option<PathBuf>,
        /// Also the learning curve and the features' groups left out, one
        /// refit each (slower).
        #[arg(long)]
        study: bool,
    },
}

pub fn run(command: &TuneCommand, out: &mut impl Write) -> Result<(), CliError> {
    match command {
        TuneCommand::Gen {
            edition,
            takasia,
            games,
            shard,
            seed,
            pool,
            jobs,
            out: folder,
            low_priority,
        } => {
            if *low_priority {
                lower_priority();
            }
            let config = GenConfig {
                rules: Rules {
                    edition: *edition,
                    takasia: *takasia,
                },
                games: *games,
                shard_games: *shard,
                seed: *seed,
                pool: *pool,
                jobs: *jobs as usize,
                out: folder.clone().unwrap_or_else(|| pool.folder()),
            };
            run_gen(&config, out)
        }
        TuneCommand::Fit { data, write, study } => {
            super::tune_fit::run(data, write.as_deref(), *study, out)
        }
    }
}

fn run_gen(config: &GenConfig, out: &mut impl Write) -> Result<(), CliError> {
    let missing = data::missing_shards(config);
    let to_play: u64 = missing
        .iter()
        .map(|&s| config.shard_games(s).count() as u64)
        .sum();
    writeln!(
        out,
        "{}: {} of {} shards to make ({to_play} games) in {}",
        config.rules.edition,
        missing.len(),
        config.shards(),
        config.out.display()
    )
    .map_err(CliError::Io)?;
    let stop = AtomicBool::new(false);
    let done = AtomicU64::new(0);
    let bar = ProgressBar::new(to_play);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
            .expect("a valid template"),
    );
    let made = std::thread::scope(|scope| {
        let running = scope.spawn(|| data::generate(config, &stop, &done));
        while !running.is_finished() {
            bar.set_position(done.load(Ordering::Relaxed));
            std::thread::sleep(Duration::from_millis(200));
        }
        running.join().expect("the generator does not panic")
    });
    bar.finish_and_clear();
    let made = made?;
    writeln!(
        out,
        "{}: made {} shards, {} games",
        config.rules.edition,
        made.len(),
        done.load(Ordering::Relaxed)
    )
    .map_err(CliError::Io)
}

/// Nice 19 for the whole process: its threads inherit it.
fn lower_priority() {
    // SAFETY: setpriority only reads its arguments; 0 is this process.
    #[cfg(unix)]
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
    }
}
