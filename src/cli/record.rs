//! `bao record`: checks game records (`.bao` files, shared/RECORDS.md) and
//! shows the position at any ply of one.

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
}

/// Runs the command, writing its answer to `out`; the error is the message
/// for stderr.
pub fn run(command: &RecordCommand, out: &mut impl Write) -> Result<(), String> {
    match command {
        RecordCommand::Check { file } => check(file, out),
        RecordCommand::Show { file, game, ply } => show(file, *game, *ply, out),
    }
}

fn failed(file: &Path, error: RecordError) -> String {
    format!("{}: {error}", file.display())
}

fn written(error: std::io::Error) -> String {
    format!("cannot write the answer: {error}")
}

/// One line per valid record, then the first error if there is one.
fn check(file: &Path, out: &mut impl Write) -> Result<(), String> {
    let text = read_text(file).map_err(|e| failed(file, e))?;
    for (number, game) in records(&text).enumerate() {
        let game = game.map_err(|e| failed(file, e))?;
        writeln!(out, "game {}: {}", number + 1, game.summary()).map_err(written)?;
    }
    Ok(())
}

/// Reads the file only as far as the record asked for (README decision 12).
fn show(file: &Path, wanted: u64, ply: Option<u64>, out: &mut impl Write) -> Result<(), String> {
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
    let game = found.ok_or_else(|| {
        format!(
            "{}: there is no game {wanted}: the file holds {count}",
            file.display()
        )
    })?;
    let plies = game.plies();
    let ply = match ply {
        None => plies,
        Some(ply) => usize::try_from(ply)
            .ok()
            .filter(|&p| p <= plies)
            .ok_or_else(|| {
                format!(
                    "{}: game {wanted} has {plies} plies, so --ply is 0 to {plies}, not {ply}",
                    file.display()
                )
            })?,
    };
    let position = game
        .position_at(ply)
        .ok_or_else(|| format!("{}: no position at ply {ply}", file.display()))?;
    writeln!(out, "{position}").map_err(written)
}
