//! Why a command of the command line failed, in one file: every command
//! of `src/cli` and `main.rs` answers with it.

use crate::options::{OptionError, WindowError};
use crate::record::game::RecordError;
use crate::review::written::WrittenError;
use crate::rules::{PlayError, PositionError};
use crate::solve::{ProofError, ReadError, VerifyError};
use crate::tune::data::GenError;
use crate::tune::fit::DataError;
use std::path::PathBuf;

/// Why a command failed: the variants carry what went wrong, and the text
/// is the message `bao` prints on stderr. The errors of the layers below
/// pass through with their own text.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A value on the command line or the launch it asks for.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// A position string (`--position`).
    #[error(transparent)]
    Position(#[from] PositionError),
    /// A move the rules refuse.
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Puzzles(#[from] super::puzzles::PuzzlesCliError),
    /// A proof that cannot be built or counted.
    #[error(transparent)]
    Proof(#[from] ProofError),
    /// A proof file that cannot be read.
    #[error(transparent)]
    ProofFile(#[from] ReadError),
    /// A proof the verify refuses.
    #[error(transparent)]
    Verify(#[from] VerifyError),
    /// `bao tune gen` stopped short.
    #[error(transparent)]
    Gen(#[from] GenError),
    /// `bao tune fit`'s data cannot be read.
    #[error(transparent)]
    Data(#[from] DataError),
    /// The game window did not open, or stopped.
    #[error(transparent)]
    Window(#[from] WindowError),
    /// Reading the input or writing the output (the engine, `bao tune`).
    #[error("{0}")]
    Io(std::io::Error),
    /// The answer cannot be written to the output.
    #[error("cannot write the answer: {0}")]
    Answer(std::io::Error),
    /// `bao record fit`'s report cannot be written to the output.
    #[error("cannot write: {0}")]
    Output(std::io::Error),
    #[error("cannot read {}: {error}", path.display())]
    Read {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("cannot write {}: {error}", path.display())]
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("'{0}' is not a level (1 to 6)")]
    Level(String),
    #[error(
        "perft: depth {0} is above the most, {most}",
        most = crate::rules::perft::MAX_DEPTH
    )]
    PerftTooDeep(u32),
    /// A record file, and what is wrong with it.
    #[error("{}: {error}", path.display())]
    Record {
        path: PathBuf,
        error: Box<RecordError>,
    },
    #[error("{}: there is no game {game}: the file holds {count}", path.display())]
    NoSuchGame {
        path: PathBuf,
        game: u64,
        count: u64,
    },
    #[error(
        "{}: game {game} has {plies} plies, so --ply is 0 to {plies}, not {ply}",
        path.display()
    )]
    NoSuchPly {
        path: PathBuf,
        game: u64,
        plies: usize,
        ply: u64,
    },
    #[error("{}: no position at ply {ply}", path.display())]
    NoPosition { path: PathBuf, ply: usize },
    #[error("--record {}: a file name is needed, not a folder", path.display())]
    RecordPathIsFolder { path: PathBuf },
    #[error("cannot write the records to {}: {error}", path.display())]
    WriteRecords {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The review written in a record is malformed.
    #[error("{}: {error}", path.display())]
    WrittenReview { path: PathBuf, error: WrittenError },
    #[error("cannot write the review to {}: {error}", path.display())]
    WriteReview {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("the review stopped on an error")]
    ReviewFailed,
    #[error("the review was cancelled")]
    ReviewCancelled,
    #[error("the calibration was stopped")]
    CalibrationStopped,
    /// A calibration data file cannot be read.
    #[error("{}: {error}", path.display())]
    ReadData {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A line of a calibration data file is not of its form.
    #[error("{} line {line}: not '{header}'", path.display())]
    DataLine {
        path: PathBuf,
        line: usize,
        header: &'static str,
    },
    #[error("no data to fit in {}", folder.display())]
    NoData { folder: PathBuf },
    #[error(
        "--study: the {stage} stage's fit split has {games} games; its learning curve needs at least {needed}"
    )]
    StudyTooSmall {
        stage: &'static str,
        games: usize,
        needed: usize,
    },
    #[error("'{0}' is not a level 1 to 6, 'random' or 'all'")]
    Opponent(String),
    #[error("--deviate {0}: a probability from 0 to 1 is needed")]
    Deviate(f64),
    #[error("--nodes 0: the opponent needs at least one node")]
    ZeroNodes,
    #[error(
        "the proven player did not win every game on the proof: {wins} wins and {on_proof} on the proof of {games} games"
    )]
    ProvenMatchLost {
        wins: u64,
        on_proof: u64,
        games: u64,
    },
    #[error("'{0}' is not a side (S or N)")]
    Side(String),
    /// A solve table file that does not fit the position.
    #[error("{}: {why}", path.display())]
    Table {
        path: PathBuf,
        why: crate::solve::table::TableError,
    },
    #[error("cannot start the solver: {0}")]
    SolverThread(std::io::Error),
    #[error("the solver stopped unexpectedly")]
    SolverStopped,
    #[error("cannot start the verify: {0}")]
    VerifyThread(std::io::Error),
    #[error("the verify stopped unexpectedly")]
    VerifyStopped,
    #[error("no proof to write: no position is won by force")]
    NoProof,
    /// The `proof`th proof (from 1), of the position `name`, is wrong.
    #[error("proof {proof} ({name}) is wrong: {error}")]
    ProofWrong {
        proof: usize,
        name: String,
        error: Box<VerifyError>,
    },
    /// What is wrong with the proofs of a file (or the built-in ones).
    #[error("{name}: {error}")]
    InProofs { name: String, error: Box<CliError> },
}
