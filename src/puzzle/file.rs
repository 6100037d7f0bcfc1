//! Puzzles as game records (RECORDS.md): the position before the opponent's
//! move in `Position`, that move and the solution as the moves, the rest in
//! tags of their own, which any record reader keeps and ignores.

use super::{Deep, Kind, Puzzle, Theme};
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

/// A record's tags read for a puzzle, each fault naming the record, the
/// tag and, for a number, its range.
struct Tags<'a> {
    tags: &'a [(String, String)],
    record: usize,
}

impl<'a> Tags<'a> {
    fn has(&self, name: &str) -> bool {
        self.tags.iter().any(|(n, _)| n == name)
    }

    fn tag(&self, name: &'static str) -> Result<&'a str, PuzzleError> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .ok_or(PuzzleError::MissingTag {
                record: self.record,
                tag: name,
            })
    }

    fn bad(&self, name: &'static str, value: &str) -> PuzzleError {
        PuzzleError::BadTag {
            record: self.record,
            tag: name,
            value: value.to_string(),
        }
    }

    /// A figure within `range`, or the error that names the tag and range.
    fn bounded(
        &self,
        name: &'static str,
        text: &str,
        range: &RangeInclusive<f64>,
    ) -> Result<f64, PuzzleError> {
        let x = text
            .parse::<f64>()
            .ok()
            .filter(|x| !x.is_nan())
            .ok_or_else(|| self.bad(name, text))?;
        if range.contains(&x) {
            return Ok(x);
        }
        Err(PuzzleError::OutOfRange {
            record: self.record,
            tag: name,
            value: text.to_string(),
            range: format!("{}..={}", range.start(), range.end()),
        })
    }

    fn number(&self, name: &'static str, range: RangeInclusive<f64>) -> Result<f64, PuzzleError> {
        self.bounded(name, self.tag(name)?, &range)
    }

    fn nodes(&self, name: &'static str) -> Result<u64, PuzzleError> {
        let text = self.tag(name)?;
        let (low, high) = (*NODES_RANGE.start(), *NODES_RANGE.end());
        let x = self.bounded(name, text, &(low as f64..=high as f64))?;
        if x.fract() != 0.0 {
            return Err(self.bad(name, text));
        }
        Ok(x as u64)
    }

    fn margins(&self, name: &'static str) -> Result<Vec<f64>, PuzzleError> {
        self.tag(name)?
            .split_whitespace()
            .map(|m| self.bounded(name, m, &MARGIN_RANGE))
            .collect()
    }

    /// The deep figures are optional (a player's own mistakes have none),
    /// but one without the other is a fault.
    fn deep(&self) -> Result<Option<Deep>, PuzzleError> {
        if !self.has("DeepNodes") && !self.has("DeepMargins") {
            return Ok(None);
        }
        Ok(Some(Deep {
            nodes: self.nodes("DeepNodes")?,
            margins: self.margins("DeepMargins")?,
        }))
    }
}

/// The puzzle a record holds (`record` is its number in the file, for the
/// messages).
pub fn from_record(recorded: &RecordedGame, record: usize) -> Result<Puzzle, PuzzleError> {
    let tags = Tags {
        tags: &recorded.record.other_tags,
        record,
    };
    let kind_text = tags.tag("Kind")?;
    let kind = Kind::parse(kind_text).ok_or_else(|| tags.bad("Kind", kind_text))?;
    let themes = tags
        .tag("Themes")?
        .split_whitespace()
        .map(|t| Theme::parse(t).ok_or_else(|| tags.bad("Themes", t)))
        .collect::<Result<Vec<_>, _>>()?;
    let moves = &recorded.record.moves;
    if moves.len() < 2 || !moves.len().is_multiple_of(2) {
        return Err(PuzzleError::NoSolution { record });
    }
    Ok(Puzzle {
        id: tags.tag("PuzzleId")?.to_string(),
        rules: recorded.record.rules,
        before: recorded.record.start_position(),
        setup: moves[0],
        solution: moves[1..].to_vec(),
        kind,
        margins: tags.margins("Margins")?,
        themes,
        rating: tags.number("Rating", RATING_RANGE)?,
        deviation: tags.number("RatingDeviation", DEVIATION_RANGE)?,
        source: tags.tag("Source")?.to_string(),
        found_nodes: tags.nodes("FoundNodes")?,
        verified_nodes: tags.nodes("VerifiedNodes")?,
        deep: tags.deep()?,
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
