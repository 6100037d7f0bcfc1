//! Game records, the `.bao` files of `shared/RECORDS.md`: written from a
//! [`Game`], read back by replaying every move through the engine. Where
//! RECORDS.md is silent, `src/record/README.md` says what was decided.

use crate::bot::Level;
use crate::rules::position::shown;
use crate::rules::{
    Edition, Game, LapBudget, Move, NotationError, PlayError, Position, Rules, Side, Status,
    Stopped, UnrankedReason, WinReason,
};
use std::collections::HashSet;
use std::fmt;
use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The record format this code writes and reads (the `Version` tag).
pub const VERSION: u64 = 1;
/// RECORDS.md: a reader refuses a file over 1 MiB.
pub const MAX_FILE_BYTES: u64 = 1 << 20;
/// The most laps of sowing that replaying one file may cost, all its
/// records together (decision 17): ten times the longest never-ending move
/// known (RULES.md §2, about 30 million laps), about 2 s of one core at the
/// slowest lap loop's speed. Past it the file is refused, naming the move
/// where the budget ran out, rather than read for minutes.
pub const MAX_FILE_LAPS: u64 = 300_000_000;
/// RECORDS.md: at most 80 characters a line of moves.
pub const LINE_WIDTH: usize = 80;

/// The tags this version knows, in the order a writer writes them (decision 1).
pub const KNOWN_TAGS: [&str; 14] = [
    "Version",
    "Edition",
    "Takasia",
    "Position",
    "South",
    "North",
    "SouthLevel",
    "NorthLevel",
    "Date",
    "Result",
    "Reason",
    "Plies",
    "ActiveTime",
    "Event",
];

/// The `Result` tag and the result token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`
    SouthWon,
    /// `0-1`
    NorthWon,
    /// `unranked`
    Unranked,
    /// `*`: not finished.
    Unfinished,
}

impl GameResult {
    pub const ALL: [GameResult; 4] = [
        GameResult::SouthWon,
        GameResult::NorthWon,
        GameResult::Unranked,
        GameResult::Unfinished,
    ];

    pub const fn token(self) -> &'static str {
        match self {
            GameResult::SouthWon => "1-0",
            GameResult::NorthWon => "0-1",
            GameResult::Unranked => "unranked",
            GameResult::Unfinished => "*",
        }
    }

    pub fn parse(text: &str) -> Option<GameResult> {
        GameResult::ALL.into_iter().find(|r| r.token() == text)
    }

    /// What a game with this status is recorded as.
    pub fn of(status: Status) -> GameResult {
        match status {
            Status::Ongoing => GameResult::Unfinished,
            Status::Won {
                winner: Side::South,
                ..
            } => GameResult::SouthWon,
            Status::Won {
                winner: Side::North,
                ..
            } => GameResult::NorthWon,
            Status::Unranked(_) => GameResult::Unranked,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// The `Reason` tag: why the game ended, in RECORDS.md's plain words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    FrontRowEmpty,
    NoLegalMove,
    NeverEndingMove,
    RepeatedPosition,
    /// The 2,000-ply limit.
    MoveLimit,
    /// Four hours of active play (the app's clock; not seen in the moves).
    TimeLimit,
    /// The game was left unfinished (not seen in the moves).
    Abandoned,
}

impl Reason {
    pub const ALL: [Reason; 7] = [
        Reason::FrontRowEmpty,
        Reason::NoLegalMove,
        Reason::NeverEndingMove,
        Reason::RepeatedPosition,
        Reason::MoveLimit,
        Reason::TimeLimit,
        Reason::Abandoned,
    ];

    pub const fn words(self) -> &'static str {
        match self {
            Reason::FrontRowEmpty => "front row empty",
            Reason::NoLegalMove => "no legal move",
            Reason::NeverEndingMove => "never-ending move",
            Reason::RepeatedPosition => "repeated position",
            Reason::MoveLimit => "2000 moves",
            Reason::TimeLimit => "four active hours",
            Reason::Abandoned => "abandoned",
        }
    }

    pub fn parse(text: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.words() == text)
    }

    /// Why a game with this status ended; `None` while it goes on.
    pub fn of(status: Status) -> Option<Reason> {
        match status {
            Status::Ongoing => None,
            Status::Won { reason, .. } => Some(match reason {
                WinReason::FrontRowEmpty => Reason::FrontRowEmpty,
                WinReason::NoLegalMove => Reason::NoLegalMove,
            }),
            Status::Unranked(reason) => Some(match reason {
                UnrankedReason::NeverEndingMove => Reason::NeverEndingMove,
                UnrankedReason::Repetition => Reason::RepeatedPosition,
                UnrankedReason::MoveLimit => Reason::MoveLimit,
                UnrankedReason::TimeLimit => Reason::TimeLimit,
            }),
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words())
    }
}

/// A player as a record names them: `South`/`North` and `SouthLevel`/`NorthLevel`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerTags {
    pub name: Option<String>,
    /// A bot's level, 1 to 6; `None` for a person.
    pub level: Option<u8>,
}

impl PlayerTags {
    pub fn person(name: &str) -> PlayerTags {
        PlayerTags {
            name: Some(name.to_string()),
            level: None,
        }
    }

    /// A bot: its name and level.
    pub fn bot(level: Level) -> PlayerTags {
        PlayerTags {
            name: Some(level.name.to_string()),
            level: Some(level.number),
        }
    }
}

impl fmt::Display for PlayerTags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.name, self.level) {
            (Some(name), Some(level)) => write!(f, "{} (level {level})", shown(name)),
            (Some(name), None) => f.write_str(&shown(name)),
            (None, Some(level)) => write!(f, "level {level}"),
            (None, None) => f.write_str("unnamed"),
        }
    }
}

/// One game as a record holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// `Edition` and `Takasia`.
    pub rules: Rules,
    /// `Position`: the start, when it was not the edition's start.
    pub start: Option<Position>,
    pub south: PlayerTags,
    pub north: PlayerTags,
    /// `Date`, `YYYY.MM.DD`.
    pub date: Option<String>,
    pub result: GameResult,
    pub reason: Option<Reason>,
    /// `ActiveTime`, in seconds.
    pub active_seconds: Option<u64>,
    pub event: Option<String>,
    /// Tags this version does not know, in the order read, so a copy keeps them.
    pub other_tags: Vec<(String, String)>,
    pub moves: Vec<Move>,
}

impl GameRecord {
    /// The record of a game as it stands: its options, start, moves, result
    /// and reason; date, time and event are left for the caller.
    pub fn from_game(game: &Game, south: PlayerTags, north: PlayerTags) -> GameRecord {
        let rules = game.rules();
        let start = *game.start_position();
        GameRecord {
            rules,
            start: (start != Position::start(rules.edition)).then_some(start),
            south,
            north,
            date: None,
            result: GameResult::of(game.status()),
            reason: Reason::of(game.status()),
            active_seconds: None,
            event: None,
            other_tags: Vec::new(),
            moves: game.moves().to_vec(),
        }
    }

    pub fn edition(&self) -> Edition {
        self.rules.edition
    }

    /// The position the game started from.
    pub fn start_position(&self) -> Position {
        self.start
            .unwrap_or_else(|| Position::start(self.rules.edition))
    }

    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    pub fn player(&self, side: Side) -> &PlayerTags {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }

    /// The moves as a writer writes them. A move is always a whole turn, so
    /// the sides alternate from the start's side to move.
    pub fn move_texts(&self) -> Vec<String> {
        let mut side = self.start_position().side;
        self.moves
            .iter()
            .map(|mv| {
                let text = mv.text(self.rules.edition, side);
                side = side.other();
                text
            })
            .collect()
    }

    /// The record as RECORDS.md writes it: the tags, a blank line, the moves
    /// in lines of at most 80 characters ending with the result token, `\n`
    /// line ends.
    pub fn to_text(&self) -> String {
        self.to_text_with(&Notes::default())
    }

    /// [`GameRecord::to_text`] with comments and judgements: `notes.before`
    /// before the first move, each move's judgement after it and its
    /// comments behind it. A comment is one unit of a line, so one longer
    /// than a line goes on a line of its own; a `}` in a comment, which
    /// would end it early, is left out.
    pub fn to_text_with(&self, notes: &Notes) -> String {
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            out.push('[');
            out.push_str(name);
            out.push_str(" \"");
            out.push_str(&escape(value));
            out.push_str("\"]\n");
        };
        let edition = self.rules.edition;
        tag("Version", &VERSION.to_string());
        tag("Edition", edition.name());
        if edition == Edition::Kiswahili {
            tag("Takasia", if self.rules.takasia { "on" } else { "off" });
        }
        if let Some(start) = self.start.filter(|s| *s != Position::start(edition)) {
            tag("Position", &start.to_string());
        }
        for (name, player) in [("South", &self.south), ("North", &self.north)] {
            if let Some(value) = &player.name {
                tag(name, value);
            }
        }
        for (name, player) in [("SouthLevel", &self.south), ("NorthLevel", &self.north)] {
            if let Some(level) = player.level {
                tag(name, &level.to_string());
            }
        }
        if let Some(date) = &self.date {
            tag("Date", date);
        }
        tag("Result", self.result.token());
        // A game still going has no reason to give (decision 8).
        if let Some(reason) = self
            .reason
            .filter(|_| self.result != GameResult::Unfinished)
        {
            tag("Reason", reason.words());
        }
        tag("Plies", &self.moves.len().to_string());
        if let Some(seconds) = self.active_seconds {
            tag("ActiveTime", &active_time_text(seconds));
        }
        if let Some(event) = &self.event {
            tag("Event", event);
        }
        for (name, value) in &self.other_tags {
            // A name no reader could read, or one that would repeat a known
            // tag, would make the whole record unreadable (decision 4).
            if valid_tag_name(name) && !KNOWN_TAGS.contains(&name.as_str()) {
                tag(name, value);
            }
        }
        out.push('\n');
        let comment = |text: &String| format!("{{{}}}", text.replace('}', ""));
        let mut units: Vec<String> = notes.before.iter().map(comment).collect();
        for (ply, unit) in self.move_units().into_iter().enumerate() {
            let note = notes.moves.get(ply);
            let judgement = note
                .and_then(|n| n.judgement.as_deref())
                .filter(|j| JUDGEMENTS.contains(j))
                .unwrap_or("");
            units.push(format!("{unit}{judgement}"));
            units.extend(note.iter().flat_map(|n| n.comments.iter().map(comment)));
        }
        units.push(self.result.token().to_string());
        let mut line = String::new();
        for unit in units {
            if !line.is_empty() && line.len() + 1 + unit.len() > LINE_WIDTH {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&unit);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Each move with its number, if it has one: `3. A6<`, `a5<`, or
    /// `1... a5<` for a record that starts with North to move. A number is
    /// never split from its move at a line end (decision 14).
    fn move_units(&self) -> Vec<String> {
        let side = self.start_position().side;
        self.move_texts()
            .into_iter()
            .enumerate()
            .map(|(ply, text)| {
                let number = move_number(side, ply);
                match mover(side, ply) {
                    Side::South => format!("{number}. {text}"),
                    Side::North if ply == 0 => format!("{number}... {text}"),
                    Side::North => text,
                }
            })
            .collect()
    }
}

/// Several records in one text, separated by a blank line (RECORDS.md).
pub fn records_to_text(records: &[GameRecord]) -> String {
    records
        .iter()
        .map(GameRecord::to_text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes the records to `path` atomically (a temporary file in the same
/// folder, then renamed), so a reader never meets a half-written file.
pub fn write_records(path: &Path, records: &[GameRecord]) -> std::io::Result<()> {
    super::files::write_atomic(path, records_to_text(records).as_bytes())
}

/// Today's date in UTC, as the `Date` tag writes it (decision 15).
pub fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    super::files::date_of_day((seconds / 86_400) as i64)
}

fn active_time_text(seconds: u64) -> String {
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// The side that makes move `ply` (0-based) of a game started by `first`.
fn mover(first: Side, ply: usize) -> Side {
    if ply.is_multiple_of(2) {
        first
    } else {
        first.other()
    }
}

/// The number written before move `ply`: it goes up before each South move.
fn move_number(first: Side, ply: usize) -> usize {
    1 + (ply + usize::from(first == Side::North)) / 2
}

/// A tag value as written: `\` and `"` escaped; a control character, which
/// would break the line-based format, becomes a space (decision 4).
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn valid_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

// ---------------------------------------------------------------- reading

/// A record read and replayed: everything a viewer needs to jump to any move.
#[derive(Clone, Debug)]
pub struct RecordedGame {
    pub record: GameRecord,
    /// `positions[0]` is the start, `positions[i]` the position after ply `i`
    /// (after a never-ending move, the position before it, as the engine has it).
    pub positions: Vec<Position>,
    /// The game replayed to its last move; for a `four active hours` record,
    /// ended by the time limit.
    pub game: Game,
    /// The comments and judgements the record holds (a written review).
    pub notes: Notes,
}

/// What a record says besides its moves: the `{...}` comments and the
/// judgements after moves (`!`, `??`, ...), kept so a review written into a
/// record reads back without a search (RECORDS.md).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Comments before the first move.
    pub before: Vec<String>,
    /// One a move, in order.
    pub moves: Vec<MoveNote>,
}

/// A move's judgement and the comments after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    pub judgement: Option<String>,
    pub comments: Vec<String>,
}

/// The judgements RECORDS.md lets a move carry, longest first so `??` is
/// not read as `?`.
pub const JUDGEMENTS: [&str; 6] = ["!!", "??", "?!", "!?", "!", "?"];

/// A move's text and the judgement written after it, if any.
fn split_judgement(text: &str) -> (&str, Option<&str>) {
    JUDGEMENTS
        .iter()
        .find_map(|j| {
            let bare = text.strip_suffix(j)?;
            // `A6<?` is a move; a judgement alone is not.
            (!bare.is_empty() && !bare.ends_with(['!', '?'])).then_some((bare, Some(*j)))
        })
        .unwrap_or((text, None))
}

impl RecordedGame {
    pub fn plies(&self) -> usize {
        self.record.moves.len()
    }

    /// The position after `ply` plies (0: the start).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The text of move `index` (0-based), as a writer writes it.
    pub fn move_text(&self, index: usize) -> Option<String> {
        let mv = self.record.moves.get(index)?;
        let side = self.positions.get(index)?.side;
        Some(mv.text(self.record.rules.edition, side))
    }

    /// A game after `ply` plies, to go on from (`None` past the end). It is
    /// rebuilt from the positions read, not replayed, so a jump costs one
    /// move generation however long the moves' proofs were.
    pub fn game_at(&self, ply: usize) -> Option<Game> {
        let moves = self.record.moves.get(..ply)?;
        let never_ending = self.game.status() == Status::Unranked(UnrankedReason::NeverEndingMove);
        if ply == self.plies() && never_ending {
            // The last move changed no position: only the game knows it ended.
            return Some(self.game.clone());
        }
        let positions = self.positions.get(..=ply)?;
        Some(Game::from_replay(
            self.record.rules.takasia,
            moves,
            positions,
        ))
    }

    /// One line: edition, players, result and reason, plies.
    pub fn summary(&self) -> String {
        let record = &self.record;
        let mut edition = record.rules.edition.name().to_string();
        if record.rules.edition == Edition::Kiswahili && !record.rules.takasia {
            edition.push_str(" (takasia off)");
        }
        if record
            .start
            .is_some_and(|s| s != Position::start(record.rules.edition))
        {
            edition.push_str(" from a set position");
        }
        let reason = record.reason.map(|r| format!(" ({r})")).unwrap_or_default();
        format!(
            "{edition}, South {} vs North {}, {}{reason}, {} plies",
            record.south,
            record.north,
            record.result,
            self.plies()
        )
    }
}

/// Where in a file: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

/// Why a record file was refused, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The record's number in the file (1-based); `None` for the file as a whole.
    pub record: Option<usize>,
    /// `None` for the file as a whole (too large, unreadable, empty).
    pub at: Option<Location>,
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
fn ending_text(result: GameResult, reason: Option<Reason>) -> String {
    match reason {
        Some(reason) => format!("{result} ({reason})"),
        None => result.to_string(),
    }
}

fn status_text(status: Status) -> String {
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
            } => {
                let said = ending_text(*result, *reason);
                if engine.is_over() {
                    write!(
                        f,
                        "the record says {said}, but its moves end the game {}",
                        status_text(*engine)
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
            K::PliesMismatch { tag, moves } => {
                write!(f, "Plies says {tag} but the record has {moves} moves")
            }
            K::TooManyLaps => write!(
                f,
                "replaying the file up to this move takes more than {} million laps of \
                 sowing, the most one file may cost (the longest never-ending move known \
                 takes about 30 million), so the file is refused",
                MAX_FILE_LAPS / 1_000_000
            ),
            K::Cancelled => f.write_str("the reading was cancelled"),
        }
    }
}

/// Reads a record file: at most 1 MiB (checked before reading, and the read
/// itself stops after 1 MiB + 1 byte, should the file grow), UTF-8, every
/// record valid, at most [`MAX_FILE_LAPS`] laps of sowing to replay.
pub fn read_file(path: &Path) -> Result<Vec<RecordedGame>, RecordError> {
    read_file_watched(path, &ReadWatch::default())
}

/// [`read_file`] for a reader on another thread: `watch` can cancel it and
/// shows how far it got (see [`parse_records_watched`]).
pub fn read_file_watched(path: &Path, watch: &ReadWatch) -> Result<Vec<RecordedGame>, RecordError> {
    parse_records_watched(&read_text(path)?, watch)
}

/// How a read running on another thread is followed and stopped.
#[derive(Debug, Default)]
pub struct ReadWatch {
    /// Set it to stop the read: it then ends with
    /// [`RecordErrorKind::Cancelled`] within a few milliseconds (checked
    /// before every tag line and move, and every
    /// [`LAPS_PER_CHECK`](crate::rules::LAPS_PER_CHECK) laps of a long move).
    pub cancel: AtomicBool,
    /// Bytes of the text read so far (the file's size once done; a byte
    /// order mark counts), for a progress line.
    pub bytes_done: AtomicUsize,
}

impl ReadWatch {
    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    fn reached(&self, bytes: usize) {
        self.bytes_done.store(bytes, Ordering::Relaxed);
    }
}

/// The text of a record file, refused when over 1 MiB or not UTF-8,
/// without ever holding more than 1 MiB + 1 byte of it.
pub fn read_text(path: &Path) -> Result<String, RecordError> {
    let whole = |kind| RecordError {
        record: None,
        at: None,
        kind,
    };
    let io = |e: std::io::Error| whole(RecordErrorKind::Io(e.to_string()));
    let file = std::fs::File::open(path).map_err(io)?;
    if file.metadata().map_err(io)?.len() > MAX_FILE_BYTES {
        return Err(whole(RecordErrorKind::TooLarge));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(whole(RecordErrorKind::TooLarge));
    }
    decode(bytes)
}

/// The bytes as text, or where the first byte that is not UTF-8 is.
pub fn decode(bytes: Vec<u8>) -> Result<String, RecordError> {
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let before = std::str::from_utf8(&e.as_bytes()[..valid]).unwrap_or_default();
        let line = 1 + before.matches('\n').count();
        let column = 1 + before
            .rsplit('\n')
            .next()
            .map_or(0, |last| last.chars().count());
        RecordError {
            record: None,
            at: Some(Location { line, column }),
            kind: RecordErrorKind::NotUtf8,
        }
    })
}

/// Reads every record of a text; the first error refuses the whole text.
pub fn parse_records(text: &str) -> Result<Vec<RecordedGame>, RecordError> {
    records(text).collect()
}

/// [`parse_records`] for a reader on another thread: it stops with
/// [`RecordErrorKind::Cancelled`] soon after `watch.cancel` is set, and
/// keeps `watch.bytes_done` up to date.
pub fn parse_records_watched(
    text: &str,
    watch: &ReadWatch,
) -> Result<Vec<RecordedGame>, RecordError> {
    let games = records_watched(text, Some(watch)).collect::<Result<Vec<_>, _>>()?;
    watch.reached(text.len());
    Ok(games)
}

/// The records of a text one by one, each replayed; after an error, no more
/// (a record's end cannot be trusted past it). All of them together cost
/// at most [`MAX_FILE_LAPS`] laps of sowing.
pub fn records(text: &str) -> Records<'_> {
    records_watched(text, None)
}

/// [`records`], followed and stopped by `watch`.
pub fn records_watched<'a>(text: &'a str, watch: Option<&'a ReadWatch>) -> Records<'a> {
    Records {
        scanner: Scanner::new(text),
        read: 0,
        done: false,
        work: Work {
            watch,
            budget: LapBudget::new(MAX_FILE_LAPS, watch.map(|w| &w.cancel)),
        },
    }
}

/// The iterator of [`records`].
pub struct Records<'a> {
    scanner: Scanner<'a>,
    read: usize,
    done: bool,
    work: Work<'a>,
}

/// What replaying a file may still cost, and how it is watched.
struct Work<'a> {
    watch: Option<&'a ReadWatch>,
    /// [`MAX_FILE_LAPS`] for the whole file; it remembers the long moves
    /// proven, so copies of one cost it once.
    budget: LapBudget<'a>,
}

impl Work<'_> {
    fn cancelled(&self) -> bool {
        self.watch.is_some_and(ReadWatch::cancelled)
    }

    fn reached(&self, bytes: usize) {
        if let Some(watch) = self.watch {
            watch.reached(bytes);
        }
    }

    /// Why the budget stopped a play.
    fn stopped(&self) -> RecordErrorKind {
        match self.budget.stopped() {
            Some(Stopped::RanOut) => RecordErrorKind::TooManyLaps,
            _ => RecordErrorKind::Cancelled,
        }
    }

    /// Plays the legal move `mv` within the file's budget.
    fn play(&mut self, game: &mut Game, mv: Move) -> Result<(), RecordErrorKind> {
        match game.play_budgeted(mv, &mut self.budget) {
            Ok(Some(_)) => Ok(()),
            Ok(None) => Err(self.stopped()),
            Err(e) => Err(play_error(e)),
        }
    }
}

impl Iterator for Records<'_> {
    type Item = Result<RecordedGame, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let number = self.read + 1;
        let result = self.next_record(number);
        match &result {
            Ok(Some(_)) => self.read = number,
            _ => self.done = true,
        }
        result.transpose()
    }
}

/// A tag as read: name, value, where its line starts.
struct Tag<'a> {
    name: &'a str,
    value: String,
    at: Location,
}

impl<'a> Records<'a> {
    fn next_record(&mut self, number: usize) -> Result<Option<RecordedGame>, RecordError> {
        let fail = |at: Location, kind| RecordError {
            record: Some(number),
            at: Some(at),
            kind,
        };
        let s = &mut self.scanner;
        let work = &self.work;
        work.reached(s.pos);
        s.skip_blanks_and_comments()
            .map_err(|at| fail(at, RecordErrorKind::UnterminatedComment))?;
        if s.peek().is_none() {
            if self.read == 0 {
                return Err(RecordError {
                    record: None,
                    at: None,
                    kind: RecordErrorKind::NoRecord,
                });
            }
            return Ok(None);
        }
        let begin = s.at();
        if s.peek() != Some('[') {
            let found = shown(s.token());
            return Err(fail(begin, RecordErrorKind::ExpectedTags(found)));
        }
        // The tags: every line that begins with `[` (decision 6).
        let mut tags: Vec<Tag<'a>> = Vec::new();
        // The names so far, so a repeat is found in linear time.
        let mut names: HashSet<&'a str> = HashSet::new();
        loop {
            s.skip_spaces();
            if s.peek() != Some('[') {
                break;
            }
            let at = s.at();
            if work.cancelled() {
                return Err(fail(at, RecordErrorKind::Cancelled));
            }
            work.reached(s.pos);
            let line = s.rest_of_line();
            let (name, value) = parse_tag(line).map_err(|(offset, why)| {
                let at = Location {
                    line: at.line,
                    column: at.column + offset,
                };
                fail(at, RecordErrorKind::MalformedTag(why))
            })?;
            if !names.insert(name) {
                return Err(fail(at, RecordErrorKind::DuplicateTag(name.to_string())));
            }
            tags.push(Tag { name, value, at });
        }
        let header = Header::read(&tags, begin).map_err(|(at, kind)| fail(at, kind))?;
        let replayed = self.moves(&header).map_err(|(at, kind)| fail(at, kind))?;
        Ok(Some(replayed))
    }

    /// Reads and replays the moves up to the result token, then checks the
    /// result against the game's end.
    fn moves(&mut self, header: &Header) -> Result<RecordedGame, (Location, RecordErrorKind)> {
        let s = &mut self.scanner;
        let work = &mut self.work;
        let start = header.record.start_position();
        let mut game =
            Game::from_position_budgeted(start, header.record.rules.takasia, &mut work.budget)
                .ok_or_else(|| (s.at(), work.stopped()))?;
        let mut positions = vec![start];
        let mut moves = Vec::new();
        // Comments before the moves (after the tags) belong to the start.
        let mut notes = Notes {
            before: s.take_comments(),
            moves: Vec::new(),
        };
        let first = start.side;
        // A number read and waiting for its move: where, and its text.
        let mut number: Option<(Location, &str)> = None;
        let (result, result_at) = loop {
            s.skip_blanks_and_comments()
                .map_err(|at| (at, RecordErrorKind::UnterminatedComment))?;
            let comments = s.take_comments();
            match notes.moves.last_mut() {
                Some(note) => note.comments.extend(comments),
                None => notes.before.extend(comments),
            }
            let at = s.at();
            if matches!(s.peek(), None | Some('[')) {
                return Err((at, RecordErrorKind::MissingResult));
            }
            let token = s.token();
            if let Some(result) = GameResult::parse(token) {
                if let Some((at, text)) = number {
                    return Err((at, number_without_move(text)));
                }
                break (result, at);
            }
            let (mut move_text, mut move_at) = (token, at);
            if token.starts_with(|c: char| c.is_ascii_digit()) {
                if let Some((at, text)) = number {
                    return Err((at, number_without_move(text)));
                }
                let digits =
                    token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                let after_digits = &token[digits..];
                let dots = after_digits.len() - after_digits.trim_start_matches('.').len();
                let text = &token[..digits + dots];
                if dots == 0 {
                    return Err((at, RecordErrorKind::BadToken(shown(token))));
                }
                if game.status().is_over() {
                    return Err((
                        at,
                        RecordErrorKind::MoveAfterEnd {
                            text: shown(token),
                            status: game.status(),
                        },
                    ));
                }
                let ply = moves.len();
                let due = move_number(first, ply);
                let expected = match mover(first, ply) {
                    Side::South => format!("{due}."),
                    Side::North => format!("{due}..."),
                };
                if text != expected {
                    return Err((
                        at,
                        RecordErrorKind::MoveNumber {
                            found: shown(text),
                            expected,
                        },
                    ));
                }
                // `1.A6<` (no space) is read as `1. A6<` (decision 7).
                move_text = &token[text.len()..];
                move_at = Location {
                    line: at.line,
                    column: at.column + text.chars().count(),
                };
                if move_text.is_empty() {
                    number = Some((at, text));
                    continue;
                }
            }
            number = None;
            if game.status().is_over() {
                return Err((
                    move_at,
                    RecordErrorKind::MoveAfterEnd {
                        text: shown(move_text),
                        status: game.status(),
                    },
                ));
            }
            work.reached(s.pos);
            let (move_text, judgement) = split_judgement(move_text);
            let mv = game
                .parse_move(move_text)
                .map_err(|e| (move_at, play_error(e)))?;
            work.play(&mut game, mv).map_err(|kind| (move_at, kind))?;
            moves.push(mv);
            positions.push(*game.position());
            notes.moves.push(MoveNote {
                judgement: judgement.map(str::to_string),
                comments: Vec::new(),
            });
        };
        let record = &header.record;
        if result != record.result {
            return Err((
                result_at,
                RecordErrorKind::ResultToken {
                    token: result,
                    tag: record.result,
                },
            ));
        }
        let wrong = RecordErrorKind::WrongResult {
            result,
            reason: record.reason,
            engine: game.status(),
        };
        let status = game.status();
        if status.is_over() {
            let reason_fits = record.reason.is_none_or(|r| Some(r) == Reason::of(status));
            if result != GameResult::of(status) || !reason_fits {
                return Err((result_at, wrong));
            }
        } else {
            // The moves cannot show a time limit or an abandoned game: such a
            // record is taken at its word (decision 8).
            match (result, record.reason) {
                (GameResult::Unfinished, None)
                | (GameResult::Unranked, Some(Reason::Abandoned)) => {}
                (GameResult::Unranked, Some(Reason::TimeLimit)) => game.end_by_time_limit(),
                _ => return Err((result_at, wrong)),
            }
        }
        if let Some((tag, at)) = header.plies
            && tag != moves.len()
        {
            return Err((
                at,
                RecordErrorKind::PliesMismatch {
                    tag,
                    moves: moves.len(),
                },
            ));
        }
        let mut record = header.record.clone();
        record.moves = moves;
        Ok(RecordedGame {
            record,
            positions,
            game,
            notes,
        })
    }
}

fn number_without_move(text: &str) -> RecordErrorKind {
    RecordErrorKind::MoveNumber {
        found: shown(text),
        expected: "a move after it".to_string(),
    }
}

fn play_error(error: PlayError) -> RecordErrorKind {
    match error {
        PlayError::GameOver(status) => RecordErrorKind::MoveAfterEnd {
            text: String::new(),
            status,
        },
        PlayError::Notation(why) => RecordErrorKind::NotAMove(why),
        PlayError::Illegal { mv, legal } => RecordErrorKind::IllegalMove { mv, legal },
    }
}

/// `[Name "value"]` alone on its line; on error, the character offset in the
/// line and what is wrong.
fn parse_tag(line: &str) -> Result<(&str, String), (usize, String)> {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 1; // past the `[`
    let name_start = i;
    while chars
        .get(i)
        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
    {
        i += 1;
    }
    // The name is ASCII, so its characters are its bytes.
    let name = &line[name_start..i];
    if !valid_tag_name(name) {
        return Err((
            name_start,
            "a tag name (a letter, then letters, digits or _) must follow '['".to_string(),
        ));
    }
    let spaces = i;
    while matches!(chars.get(i), Some(' ' | '\t')) {
        i += 1;
    }
    if i == spaces || chars.get(i) != Some(&'"') {
        return Err((
            i,
            format!("expected a space and a quoted value after the tag name {name}"),
        ));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            None => return Err((i, "the value's closing quote is missing".to_string())),
            Some('"') => break,
            Some('\\') => match chars.get(i + 1) {
                Some(c @ ('"' | '\\')) => {
                    value.push(*c);
                    i += 1;
                }
                _ => {
                    return Err((
                        i,
                        "in a value, '\\' is written only as \\\" (a quote) or \\\\ (a backslash)"
                            .to_string(),
                    ));
                }
            },
            Some(c) if c.is_control() && *c != '\t' => {
                return Err((
                    i,
                    format!("control character '{}' in the value", c.escape_default()),
                ));
            }
            Some(c) => value.push(*c),
        }
        i += 1;
    }
    i += 1;
    while matches!(chars.get(i), Some(' ' | '\t')) {
        i += 1;
    }
    if chars.get(i) != Some(&']') {
        return Err((i, "expected ']' after the value".to_string()));
    }
    i += 1;
    while matches!(chars.get(i), Some(' ' | '\t' | '\r')) {
        i += 1;
    }
    if i < chars.len() {
        return Err((i, "text after the tag (one tag a line)".to_string()));
    }
    Ok((name, value))
}

/// The tags of a record, checked: the record without its moves, and where
/// its `Plies` tag said what.
struct Header {
    record: GameRecord,
    plies: Option<(usize, Location)>,
}

impl Header {
    fn read(tags: &[Tag<'_>], begin: Location) -> Result<Header, (Location, RecordErrorKind)> {
        let find = |name: &'static str| tags.iter().find(|t| t.name == name);
        let required =
            |name: &'static str| find(name).ok_or((begin, RecordErrorKind::MissingTag(name)));
        // The version first: a newer version may have editions or tags this
        // one does not know, and saying so is the useful message.
        let version = required("Version")?;
        let value = &version.value;
        if !is_digits(value) || value.trim_start_matches('0').is_empty() {
            return Err((version.at, RecordErrorKind::UnknownVersion(shown(value))));
        }
        // Digits too many for a u64 are a (much) newer version too.
        if plain_number(value) != Some(VERSION) {
            return Err((version.at, RecordErrorKind::NewerVersion(shown(value))));
        }
        let edition_tag = required("Edition")?;
        let edition = Edition::parse(&edition_tag.value).ok_or_else(|| {
            (
                edition_tag.at,
                RecordErrorKind::UnknownEdition(shown(&edition_tag.value)),
            )
        })?;
        required("Result")?;
        let mut record = GameRecord {
            rules: Rules::new(edition),
            start: None,
            south: PlayerTags::default(),
            north: PlayerTags::default(),
            date: None,
            result: GameResult::Unfinished,
            reason: None,
            active_seconds: None,
            event: None,
            other_tags: Vec::new(),
            moves: Vec::new(),
        };
        let mut plies = None;
        for tag in tags {
            let bad = |why: &str| {
                (
                    tag.at,
                    RecordErrorKind::BadValue {
                        tag: tag.name.to_string(),
                        value: shown(&tag.value),
                        why: why.to_string(),
                    },
                )
            };
            let value = tag.value.as_str();
            match tag.name {
                "Version" | "Edition" => {}
                "Takasia" => {
                    record.rules.takasia = match value {
                        "on" => true,
                        "off" => false,
                        _ => return Err(bad("must be on or off")),
                    };
                }
                "Position" => {
                    let position = Position::parse(value)
                        .map_err(|e| bad(&format!("not a position string: {e}")))?;
                    if position.edition != edition {
                        return Err((
                            tag.at,
                            RecordErrorKind::PositionEdition {
                                position: position.edition,
                                edition,
                            },
                        ));
                    }
                    // The edition's own start is no `Position` (decision 3).
                    record.start = (position != Position::start(edition)).then_some(position);
                }
                "South" => record.south.name = Some(tag.value.clone()),
                "North" => record.north.name = Some(tag.value.clone()),
                "SouthLevel" | "NorthLevel" => {
                    let level = plain_number(value)
                        .filter(|n| (1..=6).contains(n))
                        .ok_or_else(|| bad("a bot's level is 1 to 6"))?
                        as u8;
                    if tag.name == "SouthLevel" {
                        record.south.level = Some(level);
                    } else {
                        record.north.level = Some(level);
                    }
                }
                "Date" => {
                    if !valid_date(value) {
                        return Err(bad("a date is written YYYY.MM.DD"));
                    }
                    record.date = Some(tag.value.clone());
                }
                "Result" => {
                    record.result = GameResult::parse(value)
                        .ok_or_else(|| bad("must be 1-0, 0-1, unranked or *"))?;
                }
                "Reason" => {
                    record.reason = Some(Reason::parse(value).ok_or_else(|| {
                        bad(
                            "must be front row empty, no legal move, never-ending move, \
                             repeated position, 2000 moves, four active hours or abandoned",
                        )
                    })?);
                }
                "Plies" => {
                    let count = plain_number(value)
                        .and_then(|n| usize::try_from(n).ok())
                        .ok_or_else(|| bad("must be a number of plies"))?;
                    plies = Some((count, tag.at));
                }
                "ActiveTime" => {
                    record.active_seconds = Some(
                        parse_active_time(value)
                            .ok_or_else(|| bad("an active time is written H:MM:SS"))?,
                    );
                }
                "Event" => record.event = Some(tag.value.clone()),
                _ => record
                    .other_tags
                    .push((tag.name.to_string(), tag.value.clone())),
            }
        }
        Ok(Header { record, plies })
    }
}

fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Plain decimal digits, no sign or space.
fn plain_number(text: &str) -> Option<u64> {
    if is_digits(text) {
        text.parse().ok()
    } else {
        None
    }
}

/// `YYYY.MM.DD` with a month 01–12 and a day 01–31.
fn valid_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('.').collect();
    let [year, month, day] = parts[..] else {
        return false;
    };
    let field = |text: &str, width: usize, range: std::ops::RangeInclusive<u64>| {
        text.len() == width && plain_number(text).is_some_and(|n| range.contains(&n))
    };
    field(year, 4, 0..=9999) && field(month, 2, 1..=12) && field(day, 2, 1..=31)
}

/// `H:MM:SS` as seconds; hours of any length up to nine digits.
fn parse_active_time(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    let [hours, minutes, seconds] = parts[..] else {
        return None;
    };
    if hours.len() > 9 || minutes.len() != 2 || seconds.len() != 2 {
        return None;
    }
    let (h, m, s) = (
        plain_number(hours)?,
        plain_number(minutes)?,
        plain_number(seconds)?,
    );
    (m < 60 && s < 60).then_some(h * 3600 + m * 60 + s)
}

/// Walks the text keeping the line and column.
struct Scanner<'a> {
    text: &'a str,
    /// The `{...}` comments passed since the last [`Scanner::take_comments`].
    comments: Vec<&'a str>,
    /// Byte offset of the next character.
    pos: usize,
    line: usize,
    column: usize,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Scanner<'a> {
        // A byte order mark some editors put first is not text (decision 6).
        let pos = if text.starts_with('\u{feff}') { 3 } else { 0 };
        Scanner {
            text,
            comments: Vec::new(),
            pos,
            line: 1,
            column: 1,
        }
    }

    fn at(&self) -> Location {
        Location {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Spaces and tabs, not line ends.
    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    /// White space, line ends, `{...}` and `; ...` comments; an unclosed
    /// `{` gives where it opened.
    fn skip_blanks_and_comments(&mut self) -> Result<(), Location> {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('{') => {
                    let at = self.at();
                    self.bump();
                    let begin = self.pos;
                    loop {
                        match self.bump() {
                            None => return Err(at),
                            Some('}') => break,
                            Some(_) => {}
                        }
                    }
                    self.comments.push(&self.text[begin..self.pos - 1]);
                }
                Some(';') => while !matches!(self.bump(), None | Some('\n')) {},
                _ => return Ok(()),
            }
        }
    }

    /// The comments passed since the last call, in order.
    fn take_comments(&mut self) -> Vec<String> {
        self.comments.drain(..).map(str::to_string).collect()
    }

    /// The next token: up to white space or a comment.
    fn token(&mut self) -> &'a str {
        let begin = self.pos;
        while self
            .peek()
            .is_some_and(|c| !c.is_whitespace() && c != '{' && c != ';')
        {
            self.bump();
        }
        &self.text[begin..self.pos]
    }

    /// The rest of the line without its line end (`\n` or `\r\n`), which is
    /// passed.
    fn rest_of_line(&mut self) -> &'a str {
        let begin = self.pos;
        while !matches!(self.peek(), None | Some('\n')) {
            self.bump();
        }
        let line = &self.text[begin..self.pos];
        self.bump();
        line.strip_suffix('\r').unwrap_or(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, Rules};

    fn kiswahili_record(moves: &str, result: &str, extra: &str) -> String {
        format!(
            "[Version \"1\"]\n[Edition \"kiswahili\"]\n[Result \"{result}\"]\n{extra}\n{moves} {result}\n"
        )
    }

    fn error(text: &str) -> RecordError {
        parse_records(text).expect_err("refused")
    }

    #[test]
    fn result_and_reason_names_follow_records_md() {
        assert_eq!(GameResult::parse("1-0"), Some(GameResult::SouthWon));
        assert_eq!(GameResult::parse("0-1"), Some(GameResult::NorthWon));
        assert_eq!(GameResult::parse("unranked"), Some(GameResult::Unranked));
        assert_eq!(GameResult::parse("*"), Some(GameResult::Unfinished));
        assert_eq!(GameResult::parse("1/2-1/2"), None);
        for reason in Reason::ALL {
            assert_eq!(Reason::parse(reason.words()), Some(reason));
        }
        assert_eq!(
            Reason::of(Status::Unranked(UnrankedReason::Repetition)),
            Some(Reason::RepeatedPosition)
        );
        assert_eq!(
            GameResult::of(Status::Won {
                winner: Side::North,
                reason: WinReason::NoLegalMove
            }),
            GameResult::NorthWon
        );
    }

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(super::super::files::date_of_day(0), "1970.01.01");
        assert_eq!(super::super::files::date_of_day(-1), "1969.12.31");
        assert_eq!(super::super::files::date_of_day(11_016), "2000.02.29");
        assert_eq!(super::super::files::date_of_day(20_788), "2026.12.01");
        assert!(valid_date(&today()));
    }

    #[test]
    fn tag_values_are_escaped_and_read_back() {
        let mut game = Game::new(Rules::new(Edition::Kujifunza));
        let mv = game.parse_move("A6<").unwrap();
        game.play_untraced(mv).unwrap();
        let mut record = GameRecord::from_game(
            &game,
            PlayerTags::person("Say \"hi\" \\ o/\nnewline"),
            PlayerTags::bot(Level::get(6).unwrap()),
        );
        record.other_tags = vec![
            ("Site".to_string(), "Zanzibar".to_string()),
            ("bad name".to_string(), "dropped".to_string()),
            ("Result".to_string(), "dropped".to_string()),
        ];
        let text = record.to_text();
        assert!(
            text.contains("[South \"Say \\\"hi\\\" \\\\ o/ newline\"]\n"),
            "{text}"
        );
        assert!(text.contains("[NorthLevel \"6\"]\n[Result \"*\"]\n[Plies \"1\"]\n[Site \"Zanzibar\"]\n\n1. A6< *\n"), "{text}");
        let back = parse_records(&text).unwrap();
        assert_eq!(
            back[0].record.south.name.as_deref(),
            Some("Say \"hi\" \\ o/ newline")
        );
        assert_eq!(
            back[0].record.north,
            PlayerTags::bot(Level::get(6).unwrap())
        );
        assert_eq!(
            back[0].record.other_tags,
            vec![("Site".to_string(), "Zanzibar".to_string())]
        );
    }

    #[test]
    fn malformed_tags_say_where() {
        for (line, column, needle) in [
            ("[Version 1]", 10, "quoted value"),
            ("[ Version \"1\"]", 2, "tag name"),
            ("[Version \"1\"", 13, "']'"),
            ("[Version \"1\\n\"]", 12, "only as"),
            ("[Version \"1]", 13, "closing quote"),
            (
                "[Version \"1\"] [Edition \"kimasai\"]",
                15,
                "one tag a line",
            ),
        ] {
            let err = error(&format!(
                "{line}\n[Edition \"kimasai\"]\n[Result \"*\"]\n\n*\n"
            ));
            assert_eq!(err.at, Some(Location { line: 1, column }), "{line}: {err}");
            assert!(
                matches!(&err.kind, RecordErrorKind::MalformedTag(why) if why.contains(needle)),
                "{line}: {err}"
            );
        }
    }

    #[test]
    fn move_numbers_are_checked() {
        let ok = kiswahili_record("1. A6< 1... a6< 2.A4>", "*", "");
        assert!(parse_records(&ok).is_ok(), "{:?}", parse_records(&ok).err());
        // Numbers are optional (decision 7).
        assert!(parse_records(&kiswahili_record("A6< a6<", "*", "")).is_ok());
        for (moves, column, expected) in [
            ("2. A6<", 1, "1."),
            ("1... A6<", 1, "1."),
            ("1. A6< 1. a6<", 8, "1..."),
            ("1. A6< a6< 1. A4>", 12, "2."),
            ("1. 2. A6<", 1, "a move after it"),
        ] {
            let err = error(&kiswahili_record(moves, "*", ""));
            assert_eq!(err.at, Some(Location { line: 5, column }), "{moves}: {err}");
            assert!(
                matches!(&err.kind, RecordErrorKind::MoveNumber { expected: e, .. } if e == expected),
                "{moves}: {err}"
            );
        }
    }

    #[test]
    fn a_record_from_north_to_move_starts_with_1_dots() {
        let mut start = Position::start(Edition::Kujifunza);
        start.side = Side::North;
        let mut game = Game::from_position(start, true);
        for _ in 0..3 {
            let mv = game.legal_moves()[0];
            game.play_untraced(mv).unwrap();
        }
        let record = GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default());
        let text = record.to_text();
        let moves = text.split("\n\n").nth(1).unwrap();
        let texts = record.move_texts();
        assert_eq!(
            moves,
            format!("1... {} 2. {} {} *\n", texts[0], texts[1], texts[2])
        );
        assert!(text.contains("[Position \"kujifunza N "), "{text}");
        let back = parse_records(&text).unwrap();
        assert_eq!(back[0].record, record);
        assert_eq!(back[0].positions.len(), 4);
    }

    #[test]
    fn move_lines_keep_to_80_characters() {
        let mut game = Game::new(Rules::new(Edition::Kimasai));
        while !game.status().is_over() && game.moves().len() < 300 {
            let legal = game.legal_moves();
            let mv = legal[game.moves().len() % legal.len()];
            game.play_untraced(mv).unwrap();
        }
        let text =
            GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default()).to_text();
        for line in text.lines() {
            assert!(line.len() <= LINE_WIDTH, "{line}");
            assert!(!line.ends_with('.'), "a number stays with its move: {line}");
        }
    }

    #[test]
    fn results_must_be_what_the_engine_says() {
        // A game that is still going cannot be won.
        let err = error(&kiswahili_record("A6<", "1-0", ""));
        assert!(
            matches!(err.kind, RecordErrorKind::WrongResult { .. }),
            "{err}"
        );
        // The token must equal the tag.
        let err = error("[Version \"1\"]\n[Edition \"kimasai\"]\n[Result \"*\"]\n\nunranked\n");
        assert_eq!(err.at, Some(Location { line: 5, column: 1 }));
        assert!(
            matches!(err.kind, RecordErrorKind::ResultToken { .. }),
            "{err}"
        );
        // An unfinished game that hit the time limit or was abandoned is
        // taken at its word; a reason with `*` is not (decision 8).
        let timed = parse_records(&kiswahili_record(
            "A6<",
            "unranked",
            "[Reason \"four active hours\"]\n",
        ))
        .unwrap();
        assert_eq!(
            timed[0].game.status(),
            Status::Unranked(UnrankedReason::TimeLimit)
        );
        let left = parse_records(&kiswahili_record(
            "A6<",
            "unranked",
            "[Reason \"abandoned\"]\n",
        ))
        .unwrap();
        assert_eq!(left[0].game.status(), Status::Ongoing);
        for (result, reason) in [
            ("*", "[Reason \"abandoned\"]\n"),
            ("unranked", ""),
            ("unranked", "[Reason \"repeated position\"]\n"),
            ("0-1", "[Reason \"abandoned\"]\n"),
        ] {
            let err = error(&kiswahili_record("A6<", result, reason));
            assert!(
                matches!(err.kind, RecordErrorKind::WrongResult { .. }),
                "{err}"
            );
        }
    }

    #[test]
    fn versions_and_editions() {
        let with = |version: &str, edition: &str| {
            format!("[Version \"{version}\"]\n[Edition \"{edition}\"]\n[Result \"*\"]\n\n*\n")
        };
        assert!(parse_records(&with("1", "kimasai")).is_ok());
        let newer = error(&with("2", "chess"));
        assert!(
            newer
                .to_string()
                .contains("written by a newer version of Bao"),
            "{newer}"
        );
        assert!(matches!(
            error(&with("99999999999999999999999", "kimasai")).kind,
            RecordErrorKind::NewerVersion(_)
        ));
        for version in ["0", "1.0", "one", ""] {
            assert!(matches!(
                error(&with(version, "kimasai")).kind,
                RecordErrorKind::UnknownVersion(_)
            ));
        }
        let err = error(&with("1", "chess"));
        assert_eq!(err.at, Some(Location { line: 2, column: 1 }));
        assert!(matches!(err.kind, RecordErrorKind::UnknownEdition(_)));
    }

    /// `game_at` rebuilds the game from the positions read; it must be the
    /// game a replay gives: position, moves, status, legal moves, and the
    /// repetition history (the next move's status depends on it).
    #[test]
    fn game_at_is_the_replayed_game() {
        for edition in Edition::ALL {
            for seed in 0..6usize {
                let mut game = Game::new(Rules::new(edition));
                let mut k = seed;
                while !game.status().is_over() {
                    let legal = game.legal_moves();
                    k = k.wrapping_mul(2_654_435_761).wrapping_add(7) % 1_000_003;
                    let mv = legal[k % legal.len()];
                    game.play_untraced(mv).unwrap();
                }
                let text =
                    GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default())
                        .to_text();
                let recorded = &parse_records(&text).unwrap()[0];
                let mut replayed = Game::new(Rules::new(edition));
                for ply in 0..=recorded.plies() {
                    let at = recorded.game_at(ply).unwrap();
                    assert_eq!(
                        at.position(),
                        replayed.position(),
                        "{edition:?} {seed} {ply}"
                    );
                    assert_eq!(at.moves(), replayed.moves());
                    assert_eq!(at.status(), replayed.status(), "{edition:?} {seed} {ply}");
                    assert_eq!(at.legal_moves(), replayed.legal_moves());
                    // The same next move gives the same status.
                    if let Some(&mv) = replayed.legal_moves().first() {
                        let (mut a, mut b) = (at.clone(), replayed.clone());
                        a.play_untraced(mv).unwrap();
                        b.play_untraced(mv).unwrap();
                        assert_eq!(a.status(), b.status());
                    }
                    if let Some(&mv) = recorded.record.moves.get(ply) {
                        replayed.play_untraced(mv).unwrap();
                    }
                }
            }
        }
    }

    #[test]
    fn game_at_and_move_text_follow_the_positions() {
        let text = kiswahili_record("1. A6< a6< 2. A4>", "*", "");
        let game = &parse_records(&text).unwrap()[0];
        assert_eq!(game.plies(), 3);
        assert_eq!(game.move_text(1).as_deref(), Some("a6<"));
        assert_eq!(game.move_text(3), None);
        for ply in 0..=3 {
            assert_eq!(
                game.game_at(ply).unwrap().position(),
                game.position_at(ply).unwrap()
            );
        }
        assert!(game.game_at(4).is_none());
        assert_eq!(game.record.moves[0], Move::new(5, Dir::Anticlockwise));
        assert!(
            game.summary()
                .contains("kiswahili, South unnamed vs North unnamed, *, 3 plies")
        );
    }
}
