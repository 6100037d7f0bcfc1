//! What is wrong with a record, and where: the line and column, in words.

use super::tags::{GameResult, MAX_FILE_BYTES, MAX_FILE_LAPS, Reason, VERSION};
use crate::rules::{Edition, NotationError, Status};
use std::fmt;

/// Where in a file: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineColumn {
    pub line: usize,
    pub column: usize,
}

/// Why a record file was refused, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The record's number in the file (1-based); `None` for the file as a whole.
    pub record: Option<usize>,
    /// `None` for the file as a whole (too large, unreadable, empty).
    pub at: Option<LineColumn>,
    pub kind: RecordErrorKind,
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// The file could not be read.
    Io(String),
    /// RECORDS.md: over 1 MiB.
    TooLarge,
    /// RECORDS.md: bytes that are not UTF-8 (at the first one).
    NotUtf8,
    /// Nothing but blanks and comments.
    NoRecord,
    /// Where a record's tags should begin, something else.
    ExpectedTags(String),
    /// A tag line that is not `[Name "value"]`.
    MalformedTag(String),
    DuplicateTag(String),
    MissingTag(&'static str),
    /// A known tag with a value it cannot have.
    BadValue {
        tag: String,
        value: String,
        why: String,
    },
    /// A `Version` that is not a number.
    UnknownVersion(String),
    /// A `Version` above 1.
    NewerVersion(String),
    UnknownEdition(String),
    /// A `Position` of another edition than the `Edition` tag.
    PositionEdition {
        position: Edition,
        edition: Edition,
    },
    UnterminatedComment,
    /// A comment's `[%win ...]` that is not a chance from 0 to 1 (RECORDS.md:
    /// the chance that South wins); the text it holds.
    BadWin(String),
    /// A token that starts with a digit but is neither a move number nor a result.
    BadToken(String),
    /// A token that is not a move of the side to move.
    NotAMove(NotationError),
    IllegalMove {
        mv: String,
        legal: Vec<String>,
    },
    /// A move (or number) after the engine ended the game.
    MoveAfterEnd {
        text: String,
        status: Status,
    },
    /// A move number that is not the one due here.
    MoveNumber {
        found: String,
        expected: String,
    },
    /// The moves ran out (or a new record began) before a result token.
    MissingResult,
    /// The result token differs from the `Result` tag.
    ResultToken {
        token: GameResult,
        tag: GameResult,
    },
    /// `Result`/`Reason` that are not how the moves end the game.
    WrongResult {
        result: GameResult,
        reason: Option<Reason>,
        engine: Status,
    },
    /// `Plies` that is not the number of moves.
    PliesMismatch {
        tag: usize,
        moves: usize,
    },
    /// Replaying the file would cost more than [`MAX_FILE_LAPS`] laps of
    /// sowing: it ran out at this move.
    TooManyLaps,
    /// The reader's [`ReadWatch::cancel`] was set.
    Cancelled,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(record) = self.record {
            write!(f, "record {record}, ")?;
        }
        if let Some(at) = self.at {
            write!(f, "line {}, column {}: ", at.line, at.column)?;
        }
        self.kind.fmt(f)
    }
}

impl std::error::Error for RecordError {}

/// A result and reason in record words: `1-0 (front row empty)`.
pub(super) fn ending_text(result: GameResult, reason: Option<Reason>) -> String {
    match reason {
        Some(reason) => format!("{result} ({reason})"),
        None => result.to_string(),
    }
}

pub(super) fn status_text(status: Status) -> String {
    ending_text(GameResult::of(status), Reason::of(status))
}

impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RecordErrorKind as K;
        match self {
            K::Io(why) => write!(f, "cannot read the file: {why}"),
            K::TooLarge => write!(
                f,
                "the file is larger than 1 MiB ({MAX_FILE_BYTES} bytes), the most a record file may hold"
            ),
            K::NotUtf8 => f.write_str("the file is not UTF-8 text"),
            K::NoRecord => f.write_str("the file holds no record"),
            K::ExpectedTags(found) => write!(
                f,
                "expected a record's tags ([Name \"value\"]), found '{found}'"
            ),
            K::MalformedTag(why) => write!(f, "malformed tag: {why}"),
            K::DuplicateTag(name) => write!(f, "the tag {name} is given twice"),
            K::MissingTag(name) => write!(f, "the required tag {name} is missing"),
            K::BadValue { tag, value, why } => write!(f, "{tag} \"{value}\": {why}"),
            K::UnknownVersion(value) => write!(
                f,
                "Version \"{value}\" is unknown (this version of Bao reads {VERSION})"
            ),
            K::NewerVersion(value) => write!(
                f,
                "Version \"{value}\": the record was written by a newer version of Bao \
                 (this one reads {VERSION})"
            ),
            K::UnknownEdition(value) => write!(
                f,
                "Edition \"{value}\" is unknown (kujifunza, kiswahili, kimasai)"
            ),
            K::PositionEdition { position, edition } => write!(
                f,
                "the Position is a {position} position but the Edition is {edition}"
            ),
            K::UnterminatedComment => f.write_str("a comment '{' is never closed with '}'"),
            K::BadWin(text) => write!(
                f,
                "[%win {text}] is not a chance from 0 to 1 that South wins"
            ),
            K::BadToken(token) => write!(
                f,
                "'{token}' is not a move, a move number (1. or 1...) or a result token"
            ),
            K::NotAMove(why) => why.fmt(f),
            K::IllegalMove { mv, legal } => write!(
                f,
                "{mv} is not a legal move here; legal: {}",
                legal.join(" ")
            ),
            K::MoveAfterEnd { text, status } => write!(
                f,
                "'{text}' follows the end of the game ({}); only the result token may follow",
                status_text(*status)
            ),
            K::MoveNumber { found, expected } => {
                write!(
                    f,
                    "move number '{found}' is out of order: expected {expected}"
                )
            }
            K::MissingResult => f.write_str(
                "the record has no result token (1-0, 0-1, unranked or *) after its moves",
            ),
            K::ResultToken { token, tag } => {
                write!(f, "the result token {token} is not the Result tag's {tag}")
            }
            K::WrongResult {
                result,
                reason,
                engine,
            } => write_wrong_result(f, *result, *reason, *engine),
            K::PliesMismatch { tag, moves } => {
                write!(f, "Plies says {tag} but the record has {moves} moves")
            }
            K::TooManyLaps => write_too_many_laps(f),
            K::Cancelled => f.write_str("the reading was cancelled"),
        }
    }
}

/// [`RecordErrorKind::WrongResult`]: what the record says against how its
/// moves end the game, or that they leave it going.
fn write_wrong_result(
    f: &mut fmt::Formatter<'_>,
    result: GameResult,
    reason: Option<Reason>,
    engine: Status,
) -> fmt::Result {
    let said = ending_text(result, reason);
    if engine.is_over() {
        write!(
            f,
            "the record says {said}, but its moves end the game {}",
            status_text(engine)
        )
    } else {
        write!(
            f,
            "the record says {said}, but its moves leave the game going: the result \
             is then * (with no Reason), or unranked with Reason four active hours \
             or abandoned"
        )
    }
}

/// [`RecordErrorKind::TooManyLaps`]: the most laps of sowing a file may
/// cost, against the longest never-ending move known, for scale.
fn write_too_many_laps(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(
        f,
        "replaying the file up to this move takes more than {} million laps of \
         sowing, the most one file may cost (the longest never-ending move known \
         takes about 30 million), so the file is refused",
        MAX_FILE_LAPS / 1_000_000
    )
}
