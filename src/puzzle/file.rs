//! Puzzles as game records (RECORDS.md): the position before the opponent's
//! move in `Position`, that move and the solution as the moves, the rest in
//! tags of their own, which any record reader keeps and ignores.

use super::{Kind, Puzzle, Theme};
use crate::record::game::{GameRecord, PlayerTags, RecordError, RecordedGame, parse_records};
use crate::rules::Game;
use std::fmt::Write as _;

/// Why a record is not a puzzle.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum PuzzleError {
    #[error("{0}")]
    Record(#[from] RecordError),
    #[error("puzzle {record}: the tag {tag} is missing")]
    MissingTag { record: usize, tag: &'static str },
    #[error("puzzle {record}: the tag {tag} has a value that cannot be read: {value:?}")]
    BadTag {
        record: usize,
        tag: &'static str,
        value: String,
    },
    #[error(
        "puzzle {record}: it needs the opponent's move and a solution of an odd number of moves"
    )]
    NoSolution { record: usize },
}

/// The record of a puzzle.
pub fn to_record(puzzle: &Puzzle) -> GameRecord {
    let mut game = Game::from_position(puzzle.before, puzzle.rules.takasia);
    for &mv in std::iter::once(&puzzle.setup).chain(&puzzle.solution) {
        game.play_untraced(mv)
            .expect("a puzzle's moves are legal where they are played");
    }
    let mut record = GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default());
    // Written even at the edition's start: the tag is the puzzle's anchor.
    record.start = Some(puzzle.before);
    record.event = Some("puzzle".to_string());
    let mut margins = String::new();
    for (k, margin) in puzzle.margins.iter().enumerate() {
        let _ = write!(margins, "{}{margin:.3}", if k > 0 { " " } else { "" });
    }
    let themes: Vec<&str> = puzzle.themes.iter().map(|t| t.name()).collect();
    record.other_tags = vec![
        ("PuzzleId".to_string(), puzzle.id.clone()),
        ("Kind".to_string(), puzzle.kind.name().to_string()),
        ("Margins".to_string(), margins),
        ("Themes".to_string(), themes.join(" ")),
        ("Rating".to_string(), format!("{:.0}", puzzle.rating)),
        (
            "RatingDeviation".to_string(),
            format!("{:.0}", puzzle.deviation),
        ),
        ("Source".to_string(), puzzle.source.clone()),
        ("FoundNodes".to_string(), puzzle.found_nodes.to_string()),
        (
            "VerifiedNodes".to_string(),
            puzzle.verified_nodes.to_string(),
        ),
    ];
    record
}

/// The puzzle a record holds (`record` is its number in the file, for the
/// messages).
pub fn from_record(recorded: &RecordedGame, record: usize) -> Result<Puzzle, PuzzleError> {
    let tags = &recorded.record.other_tags;
    let tag = |name: &'static str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .ok_or(PuzzleError::MissingTag { record, tag: name })
    };
    let bad = |name: &'static str, value: &str| PuzzleError::BadTag {
        record,
        tag: name,
        value: value.to_string(),
    };
    let number = |name: &'static str| -> Result<f64, PuzzleError> {
        let text = tag(name)?;
        text.parse::<f64>()
            .ok()
            .filter(|x| x.is_finite())
            .ok_or_else(|| bad(name, text))
    };
    let kind = Kind::parse(tag("Kind")?).ok_or_else(|| bad("Kind", tag("Kind").unwrap_or("")))?;
    let themes = tag("Themes")?
        .split_whitespace()
        .map(|t| Theme::parse(t).ok_or_else(|| bad("Themes", t)))
        .collect::<Result<Vec<_>, _>>()?;
    let margins = tag("Margins")?
        .split_whitespace()
        .map(|m| {
            m.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .ok_or_else(|| bad("Margins", m))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let moves = &recorded.record.moves;
    if moves.len() < 2 || !moves.len().is_multiple_of(2) {
        return Err(PuzzleError::NoSolution { record });
    }
    Ok(Puzzle {
        id: tag("PuzzleId")?.to_string(),
        rules: recorded.record.rules,
        before: recorded.record.start_position(),
        setup: moves[0],
        solution: moves[1..].to_vec(),
        kind,
        margins,
        themes,
        rating: number("Rating")?,
        deviation: number("RatingDeviation")?,
        source: tag("Source")?.to_string(),
        found_nodes: number("FoundNodes")? as u64,
        verified_nodes: number("VerifiedNodes")? as u64,
    })
}

/// Every puzzle of a file's text, read as any record is (bounded by the
/// reader of records).
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    parse_records(text)?
        .iter()
        .enumerate()
        .map(|(k, recorded)| from_record(recorded, k + 1))
        .collect()
}
