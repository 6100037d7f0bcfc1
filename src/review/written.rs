//! A review written into its record as RECORDS.md describes, and read back
//! from it without a search. Before the first move a comment holds
//! `[%review <nodes>]` and the start's `[%eval]`/`[%win]`; after each move
//! its judgement (`!`, `?!`, `?`, `??`) and a comment with
//! `[%eval]` (South's view: seeds with two decimals, `#7` South wins in 7
//! plies, `#-7` North does, `draw` for an unranked end), `[%win]` (South's
//! chance) and, when the review preferred another move, `[%best ...]`, the
//! line from the position before the move. `%eval` is what is read back;
//! `%win` is written for readers that know only RECORDS.md's commands.

use super::{MoveReview, Review, Value, grade, south_view};
use crate::record::game::{MoveNote, Notes, RecordedGame};
use crate::rules::position::quoted;
use crate::rules::{Edition, Move, Side};

/// Why the review a record holds cannot be read back: a fault of the
/// review's start comment (`ply` 0) or of a move's note, with the line of
/// that move when the record was read from a file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WrittenError {
    #[error(
        "the review's node budget '{0}' is not a whole number in {lo}..={hi}",
        lo = NODES_RANGE.start(),
        hi = NODES_RANGE.end()
    )]
    Budget(String),
    #[error("{} has no [%eval]", place(*.ply, *.line))]
    NoEval { ply: usize, line: Option<usize> },
    #[error(
        "{} has an [%eval] that is malformed or out of range: '{}'",
        place(*.ply, *.line),
        quoted(.text)
    )]
    BadEval {
        ply: usize,
        line: Option<usize>,
        text: String,
    },
    #[error("{} has a malformed [%best]", place(*.ply, *.line))]
    BadBest { ply: usize, line: Option<usize> },
    #[error("{} has a judgement a review does not write", place(*.ply, *.line))]
    BadJudgement {
        ply: usize,
        line: Option<usize>,
        judgement: String,
    },
}

impl WrittenError {
    /// The line of the faulty move's note in its file, when known.
    pub fn line(&self) -> Option<usize> {
        match self {
            WrittenError::Budget(_) => None,
            WrittenError::NoEval { line, .. }
            | WrittenError::BadEval { line, .. }
            | WrittenError::BadBest { line, .. }
            | WrittenError::BadJudgement { line, .. } => *line,
        }
    }
}

/// A written review's `[%review <nodes>]`: the budget `bao record review`
/// and the window may search at again, so bounded as the command line's
/// `--nodes` is (a figure past it would search without end).
pub const NODES_RANGE: std::ops::RangeInclusive<u64> = 1_000..=100_000_000;

/// The notes that write `review` into `game`'s record. A review is written
/// whole: the record's own comments and judgements are replaced.
pub fn notes(review: &Review, game: &RecordedGame) -> Notes {
    let edition = review.rules.edition;
    let commands = |ply: usize| {
        let (value, to_move) = (review.values[ply], game.positions[ply].side);
        format!(
            "[%eval {}] [%win {:.2}]",
            eval_text(south_view(value, to_move)),
            value.chance(edition, to_move, Side::South)
        )
    };
    Notes {
        before: vec![format!("[%review {}] {}", review.nodes, commands(0))],
        moves: review
            .moves
            .iter()
            .enumerate()
            .map(|(ply, m)| {
                let mut comment = commands(ply + 1);
                if let Some(line) = &m.better {
                    comment.push_str(&format!(
                        " [%best {}]",
                        super::words::line_text(line, edition, m.mover)
                    ));
                }
                MoveNote {
                    judgement: m.grade.map(|g| g.judgement().to_string()),
                    comments: vec![comment],
                    line: None,
                }
            })
            .collect(),
    }
}

/// The record's text with the review in it.
pub fn record_text(review: &Review, game: &RecordedGame) -> String {
    game.record.to_text_with(&notes(review, game))
}

/// A value from South's view as `%eval` writes it.
fn eval_text(value: Value) -> String {
    match value {
        Value::Score(s) => {
            let sign = if s < 0 { "-" } else { "" };
            let a = s.unsigned_abs();
            format!("{sign}{}.{:02}", a / 100, a % 100)
        }
        Value::Won(n) => format!("#{n}"),
        Value::Lost(n) => format!("#-{n}"),
        Value::Unranked => "unranked".to_string(),
    }
}

/// The most plies a written forced result may count: more than any game
/// holds (a game ends at `MAX_PLIES`).
const MOST_PLIES: u32 = crate::rules::MAX_PLIES as u32;

/// An `[%eval]` figure, refused unless it is one a review can write: a
/// score below the search's bound for wins, a forced result within a
/// game's length.
fn parse_eval(text: &str) -> Option<Value> {
    // Reviews written before 2026-12 said `draw` for an unranked end.
    if text == "unranked" || text == "draw" {
        return Some(Value::Unranked);
    }
    if let Some(plies) = text.strip_prefix('#') {
        let (lost, count) = match plies.strip_prefix('-') {
            Some(n) => (true, n),
            None => (false, plies),
        };
        let n: u32 = count.parse().ok().filter(|&n| n <= MOST_PLIES)?;
        return Some(if lost { Value::Lost(n) } else { Value::Won(n) });
    }
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, hundredths) = digits.split_once('.')?;
    if hundredths.len() != 2 || !hundredths.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let score = whole
        .parse::<i32>()
        .ok()?
        .checked_mul(100)?
        .checked_add(hundredths.parse::<i32>().ok()?)?;
    if score > crate::bot::MATE_BOUND {
        return None;
    }
    Some(Value::Score(if negative { -score } else { score }))
}

/// The argument of `[%name ...]` in a comment, if the comment has it.
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("[%{name} ");
    let start = comment.find(&open)? + open.len();
    let end = comment[start..].find(']')? + start;
    Some(comment[start..end].trim())
}

fn in_comments<'a>(comments: &'a [String], name: &str) -> Option<&'a str> {
    comments.iter().find_map(|c| command(c, name))
}

/// The review a record holds (`None` when it holds none, an error naming
/// the move when what it holds is not a review this version wrote).
pub fn read(game: &RecordedGame) -> Option<Result<Review, WrittenError>> {
    let nodes = in_comments(&game.notes.before, "review")?;
    Some(read_review(game, nodes))
}

fn read_review(game: &RecordedGame, nodes: &str) -> Result<Review, WrittenError> {
    let rules = game.record.rules;
    let edition = rules.edition;
    let nodes: u64 = nodes
        .parse()
        .ok()
        .filter(|n| NODES_RANGE.contains(n))
        .ok_or_else(|| WrittenError::Budget(nodes.to_string()))?;
    let eval_at = |comments: &[String], ply: usize, line: Option<usize>| {
        let text = in_comments(comments, "eval").ok_or(WrittenError::NoEval { ply, line })?;
        let value = parse_eval(text).ok_or_else(|| WrittenError::BadEval {
            ply,
            line,
            text: text.to_string(),
        })?;
        Ok(south_view(value, game.positions[ply].side))
    };
    let mut values = vec![eval_at(&game.notes.before, 0, None)?];
    let empty = MoveNote::default();
    for ply in 0..game.plies() {
        let note = game.notes.moves.get(ply).unwrap_or(&empty);
        values.push(eval_at(&note.comments, ply + 1, note.line)?);
    }
    let mut moves = Vec::new();
    for ply in 0..game.plies() {
        let note = game.notes.moves.get(ply).unwrap_or(&empty);
        let mv = game.record.moves[ply];
        let mover = game.positions[ply].side;
        let next = game.positions[ply + 1].side;
        let after = if next == mover {
            values[ply + 1]
        } else {
            values[ply + 1].flipped()
        };
        let better = match in_comments(&note.comments, "best") {
            Some(text) => Some(
                parse_line(text, edition, mover).ok_or(WrittenError::BadBest {
                    ply: ply + 1,
                    line: note.line,
                })?,
            ),
            None => None,
        };
        let chances = (
            values[ply].chance(edition, mover, mover),
            values[ply + 1].chance(edition, next, mover),
        );
        let (loss, _) = grade(values[ply], after, chances, better.is_none());
        let judged = |j: &str| {
            super::Grade::from_judgement(j).ok_or_else(|| WrittenError::BadJudgement {
                ply: ply + 1,
                line: note.line,
                judgement: j.to_string(),
            })
        };
        let grade = note.judgement.as_deref().map(judged).transpose()?;
        moves.push(MoveReview {
            mv,
            mover,
            before: values[ply],
            after,
            chances,
            loss,
            grade,
            better,
        });
    }
    Ok(Review {
        rules,
        nodes,
        values,
        moves,
    })
}

/// Where in the record a fault of the written review is: the line of its
/// move when the record was read from a file.
fn place(ply: usize, line: Option<usize>) -> String {
    let place = match line {
        Some(line) => format!("line {line}: "),
        None => String::new(),
    };
    if ply == 0 {
        format!("{place}the review's start comment")
    } else {
        format!("{place}the review of ply {ply}")
    }
}

fn parse_line(text: &str, edition: Edition, first: Side) -> Option<Vec<Move>> {
    let mut side = first;
    let line: Option<Vec<Move>> = text
        .split_whitespace()
        .map(|t| {
            let mv = Move::parse(t, edition, side).ok();
            side = side.other();
            mv
        })
        .collect();
    line.filter(|l| !l.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evals_read_back_as_written() {
        for value in [
            Value::Score(0),
            Value::Score(5),
            Value::Score(-5),
            Value::Score(-1234),
            Value::Score(99_999),
            Value::Won(0),
            Value::Won(21),
            Value::Lost(0),
            Value::Lost(7),
            Value::Unranked,
        ] {
            assert_eq!(parse_eval(&eval_text(value)), Some(value), "{value:?}");
        }
        assert_eq!(eval_text(Value::Score(-5)), "-0.05");
        // An unranked end is written as the unranked end it is; the older
        // word still reads.
        assert_eq!(eval_text(Value::Unranked), "unranked");
        assert_eq!(parse_eval("draw"), Some(Value::Unranked));
        assert_eq!(parse_eval("1.2"), None);
        // Past what a review writes, or past what an i32 holds: refused,
        // never a wrapped or panicking sum.
        assert_eq!(parse_eval("21474836.99"), None);
        assert_eq!(parse_eval("-21474836.99"), None);
        assert_eq!(parse_eval("99999999999.00"), None);
        assert_eq!(parse_eval("9900.01"), None);
        assert_eq!(parse_eval("#99999"), None);
        assert_eq!(parse_eval("+1.00"), None);
        assert_eq!(parse_eval("-0.50"), Some(Value::Score(-50)));
        assert_eq!(parse_eval("#x"), None);
    }

    #[test]
    fn a_judgement_a_review_does_not_write_is_refused_with_its_line() {
        let text = "[Version \"1\"]\n[Edition \"kujifunza\"]\n[Result \"*\"]\n\n\
                    {[%review 1000] [%eval 0.50]}\n1. A6<!! {[%eval 0.20]} *\n";
        let game = crate::record::game::parse_records(text).unwrap().remove(0);
        let refused = read(&game).unwrap().unwrap_err();
        assert_eq!(
            refused,
            WrittenError::BadJudgement {
                ply: 1,
                line: Some(6),
                judgement: "!!".to_string()
            }
        );
        assert_eq!(
            refused.to_string(),
            "line 6: the review of ply 1 has a judgement a review does not write"
        );
    }

    #[test]
    fn commands_are_found_in_comments() {
        let c = "[%eval 1.00] [%win 0.62] [%best A6< a5<]";
        assert_eq!(command(c, "win"), Some("0.62"));
        assert_eq!(command(c, "best"), Some("A6< a5<"));
        assert_eq!(command(c, "review"), None);
    }

    #[test]
    fn a_review_budget_out_of_its_range_is_refused_with_the_range() {
        for (budget, ok) in [
            ("1000", true),
            ("999", false),
            ("100000001", false),
            ("1e30", false),
        ] {
            let text = format!(
                "[Version \"1\"]\n[Edition \"kujifunza\"]\n[Result \"*\"]\n\n\
                 {{[%review {budget}] [%eval 0.50]}}\n1. A6< {{[%eval 0.20]}} *\n"
            );
            let game = crate::record::game::parse_records(&text).unwrap().remove(0);
            let read = read(&game).unwrap();
            assert_eq!(read.is_ok(), ok, "{budget}");
            if !ok {
                assert_eq!(
                    read.unwrap_err().to_string(),
                    format!(
                        "the review's node budget '{budget}' is not a whole number in 1000..=100000000"
                    )
                );
            }
        }
    }
}
