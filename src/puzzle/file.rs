//! Puzzles as game records (RECORDS.md): the position before the opponent's
//! move in `Position`, that move and the solution as the moves, the rest in
//! tags of their own, which any record reader keeps and ignores.

use super::deep::Deep;
use super::{Kind, Puzzle, Theme};
use crate::record::game::{GameRecord, PlayerTags, RecordError, RecordedGame, parse_records};
use crate::rules::Game;
use std::fmt::Write as _;
use std::ops::RangeInclusive;

/// A puzzle's `Rating`: the ladder starts at 800 and aims at about 2300;
/// past 4000 a figure is a fault, not a puzzle.
pub const RATING_RANGE: RangeInclusive<f64> = 0.0..=4000.0;
/// `RatingDeviation`: a puzzle starts at 250 and only comes down; a
/// deviation above 500 says nothing a rating can use.
pub const DEVIATION_RANGE: RangeInclusive<f64> = 0.0..=500.0;
/// Each of `Margins`: a difference of two win chances.
pub const MARGIN_RANGE: RangeInclusive<f64> = 0.0..=1.0;
/// `FoundNodes` and `VerifiedNodes`, whole numbers: `bao puzzles verify`
/// searches every step at the verified budget, so an unbounded one would
/// make it run without end. The same bound as the command line's budgets.
pub const NODES_RANGE: RangeInclusive<u64> = 1..=100_000_000;

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
    #[error("puzzle {record}: the tag {tag} is {value}, outside its range {range}")]
    OutOfRange {
        record: usize,
        tag: &'static str,
        value: String,
        range: String,
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
    let margins = margins_text(&puzzle.margins);
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
    if let Some(deep) = &puzzle.deep {
        record.other_tags.extend([
            ("DeepNodes".to_string(), deep.nodes.to_string()),
            ("DeepMargins".to_string(), margins_text(&deep.margins)),
        ]);
    }
    record
}

/// Margins with three decimals, a space between.
fn margins_text(margins: &[f64]) -> String {
    let mut text = String::new();
    for (k, margin) in margins.iter().enumerate() {
        let _ = write!(text, "{}{margin:.3}", if k > 0 { " " } else { "" });
    }
    text
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
    let out = |name: &'static str, value: &str, range: String| PuzzleError::OutOfRange {
        record,
        tag: name,
        value: value.to_string(),
        range,
    };
    // A figure within `range`, or the error that names the tag and range.
    let bounded = |name: &'static str, text: &str, range: &RangeInclusive<f64>| {
        let x = text
            .parse::<f64>()
            .ok()
            .filter(|x| !x.is_nan())
            .ok_or_else(|| bad(name, text))?;
        if range.contains(&x) {
            Ok(x)
        } else {
            Err(out(
                name,
                text,
                format!("{}..={}", range.start(), range.end()),
            ))
        }
    };
    let number = |name: &'static str, range: RangeInclusive<f64>| bounded(name, tag(name)?, &range);
    let nodes = |name: &'static str| -> Result<u64, PuzzleError> {
        let text = tag(name)?;
        let (low, high) = (*NODES_RANGE.start(), *NODES_RANGE.end());
        let x = bounded(name, text, &(low as f64..=high as f64))?;
        if x.fract() != 0.0 {
            return Err(bad(name, text));
        }
        Ok(x as u64)
    };
    let kind = Kind::parse(tag("Kind")?).ok_or_else(|| bad("Kind", tag("Kind").unwrap_or("")))?;
    let themes = tag("Themes")?
        .split_whitespace()
        .map(|t| Theme::parse(t).ok_or_else(|| bad("Themes", t)))
        .collect::<Result<Vec<_>, _>>()?;
    let margins_of = |name: &'static str| {
        tag(name)?
            .split_whitespace()
            .map(|m| bounded(name, m, &MARGIN_RANGE))
            .collect::<Result<Vec<_>, _>>()
    };
    let margins = margins_of("Margins")?;
    // The deep figures are optional (a player's own mistakes have none),
    // but one without the other is a fault.
    let has = |name: &str| tags.iter().any(|(n, _)| n == name);
    let deep = if has("DeepNodes") || has("DeepMargins") {
        Some(Deep {
            nodes: nodes("DeepNodes")?,
            margins: margins_of("DeepMargins")?,
        })
    } else {
        None
    };
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
        rating: number("Rating", RATING_RANGE)?,
        deviation: number("RatingDeviation", DEVIATION_RANGE)?,
        source: tag("Source")?.to_string(),
        found_nodes: nodes("FoundNodes")?,
        verified_nodes: nodes("VerifiedNodes")?,
        deep,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The first shipped Kimasai puzzle with one tag's value replaced.
    fn with_tag(tag: &str, value: &str) -> Result<Vec<Puzzle>, PuzzleError> {
        let set = include_str!("../../assets/puzzles/kimasai-puzzles.bao");
        let end = set[1..].find("[Version").expect("two puzzles") + 1;
        let one = &set[..end];
        let open = format!("[{tag} \"");
        let start = one.find(&open).expect("the tag") + open.len();
        let close = one[start..].find('"').unwrap() + start;
        read_puzzles(&format!("{}{value}{}", &one[..start], &one[close..]))
    }

    #[test]
    fn every_number_out_of_its_range_is_refused_naming_tag_record_and_range() {
        assert!(with_tag("Rating", "1500").is_ok());
        let cases = [
            ("VerifiedNodes", "1e30", "1..=100000000"),
            ("VerifiedNodes", "0", "1..=100000000"),
            ("FoundNodes", "100000001", "1..=100000000"),
            ("FoundNodes", "-5", "1..=100000000"),
            ("Rating", "99999", "0..=4000"),
            ("Rating", "-1", "0..=4000"),
            ("Rating", "inf", "0..=4000"),
            ("RatingDeviation", "501", "0..=500"),
            ("Margins", "1.5", "0..=1"),
        ];
        for (tag, value, range) in cases {
            let refused = with_tag(tag, value).unwrap_err();
            let PuzzleError::OutOfRange { record, tag: t, .. } = &refused else {
                panic!("{tag} {value}: {refused:?}");
            };
            assert_eq!((*record, *t), (1, tag));
            assert_eq!(
                refused.to_string(),
                format!("puzzle 1: the tag {tag} is {value}, outside its range {range}")
            );
        }
    }

    #[test]
    fn a_number_that_cannot_be_read_is_a_bad_tag() {
        for (tag, value) in [
            ("VerifiedNodes", "lots"),
            ("VerifiedNodes", "5000.5"),
            ("Rating", "NaN"),
            ("Margins", "x"),
        ] {
            assert!(
                matches!(with_tag(tag, value), Err(PuzzleError::BadTag { .. })),
                "{tag} {value}"
            );
        }
    }
}
