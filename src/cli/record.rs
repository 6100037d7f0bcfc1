//! `bao record`: checks game records (`.bao` files, shared/RECORDS.md) and
//! shows the position at any ply of one.

use super::error::CliError;
use crate::record::game::{RecordError, records};
use crate::record::game::{RecordedGame, read_text};
use clap::Subcommand;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Subcommand, Debug)]
pub enum RecordCommand {
    /// Replays every record of a file through the rules and prints a line
    /// for each; fails at the first invalid one, saying where and why.
    Check {
        /// A `.bao` file of one or more records (at most 1 MiB).
        file: PathBuf,
    },
    /// Prints the position string after a ply of a record.
    Show {
        file: PathBuf,
        /// Which record of the file, from 1.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        game: u64,
        /// Plies from the start (0: the start); the end by default.
        #[arg(long)]
        ply: Option<u64>,
    },
    /// Reviews a game with the engine: one line a ply (the move, its
    /// mover's win chance before and after, its grade, the better move and
    /// its line), then a summary a side. A record that holds a review is
    /// read without a search, unless --nodes asks for another budget.
    Review {
        file: PathBuf,
        /// Which record of the file, from 1.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        game: u64,
        /// The search's node budget a position (deterministic: never time);
        /// 1,000,000 by default, or the written review's budget.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1_000..=100_000_000))]
        nodes: Option<u64>,
        /// Positions reviewed at the same time, one a thread.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        jobs: u64,
        /// Writes the record with the review as comments and judgements.
        #[arg(long)]
        write: Option<PathBuf>,
        /// The language of the sentences.
        #[arg(long, value_enum, default_value = "english")]
        language: crate::record::settings::Language,
    },
    /// Plays self-play games at the review's budget and writes, for every
    /// position the review scores, the score and the game's result for the
    /// side to move (the data the win-chance curves are fitted to).
    Calibrate {
        #[arg(long, value_parser = crate::options::parse_edition)]
        edition: crate::rules::Edition,
        /// Kiswahili's takasia rule: on or off.
        #[arg(long, default_value = "on", value_parser = crate::options::parse_takasia, action = clap::ArgAction::Set)]
        takasia: bool,
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        #[arg(long, default_value_t = crate::review::DEFAULT_NODES,
              value_parser = clap::value_parser!(u64).range(1_000..=100_000_000))]
        nodes: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The number of the first game (to go on from a run that stopped).
        #[arg(long, default_value_t = 0)]
        first: u64,
        /// The data file (CSV), written after every game.
        #[arg(long)]
        data: PathBuf,
    },
    /// Fits the win-chance curve of each edition to calibration data files
    /// and prints it with its table (predicted against observed).
    Fit {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Runs the command, writing its answer to `out`; the error is the message
/// for stderr.
pub fn run(command: &RecordCommand, out: &mut impl Write) -> Result<(), CliError> {
    match command {
        RecordCommand::Check { file } => check(file, out),
        RecordCommand::Show { file, game, ply } => show(file, *game, *ply, out),
        RecordCommand::Review {
            file,
            game,
            nodes,
            jobs,
            write,
            language,
        } => super::review::run_review(
            &super::review::ReviewArgs {
                file,
                game: *game,
                nodes: *nodes,
                jobs: *jobs as usize,
                write: write.as_deref(),
                language: *language,
                progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            },
            out,
        ),
        RecordCommand::Calibrate {
            edition,
            takasia,
            games,
            nodes,
            seed,
            first,
            data,
        } => super::review::run_calibrate(
            &super::review::CalibrateArgs {
                rules: crate::rules::Rules {
                    edition: *edition,
                    takasia: *takasia,
                },
                games: *games,
                nodes: *nodes,
                seed: *seed,
                first: *first,
                data,
            },
            out,
        ),
        RecordCommand::Fit { files } => super::review_fit::run_fit(files, out),
    }
}

fn failed(file: &Path, error: RecordError) -> CliError {
    CliError::Record {
        path: file.to_path_buf(),
        error: Box::new(error),
    }
}

/// One line per valid record, then the first error if there is one.
fn check(file: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let text = read_text(file).map_err(|e| failed(file, e))?;
    for (number, game) in records(&text).enumerate() {
        let game = game.map_err(|e| failed(file, e))?;
        writeln!(out, "game {}: {}", number + 1, game.summary()).map_err(CliError::Answer)?;
    }
    Ok(())
}

/// Reads the file only as far as the record asked for (src/record/README.md decision 12).
fn show(file: &Path, wanted: u64, ply: Option<u64>, out: &mut impl Write) -> Result<(), CliError> {
    let text = read_text(file).map_err(|e| failed(file, e))?;
    let mut found: Option<RecordedGame> = None;
    let mut count = 0u64;
    for game in records(&text) {
        let game = game.map_err(|e| failed(file, e))?;
        count += 1;
        if count == wanted {
            found = Some(game);
            break;
        }
    }
    let game = found.ok_or_else(|| CliError::NoSuchGame {
        path: file.to_path_buf(),
        game: wanted,
        count,
    })?;
    let plies = game.plies();
    let ply = match ply {
        None => plies,
        Some(ply) => usize::try_from(ply)
            .ok()
            .filter(|&p| p <= plies)
            .ok_or_else(|| CliError::NoSuchPly {
                path: file.to_path_buf(),
                game: wanted,
                plies,
                ply,
            })?,
    };
    let position = game.position_at(ply).ok_or_else(|| CliError::NoPosition {
        path: file.to_path_buf(),
        ply,
    })?;
    writeln!(out, "{position}").map_err(CliError::Answer)
}
