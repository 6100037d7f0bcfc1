//! A record as its tags say it: the game's result and reason, the players, and
//! the record itself (RECORDS.md §2–3).

use crate::bot::Level;
use crate::rules::position::quoted;
use crate::rules::{Edition, Game, Move, Position, Rules, Side, Status, UnrankedReason, WinReason};
use std::fmt;

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
            (Some(name), Some(level)) => write!(f, "{} (level {level})", quoted(name)),
            (Some(name), None) => f.write_str(&quoted(name)),
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
}

pub(super) fn valid_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}
