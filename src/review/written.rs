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
pub fn read(game: &RecordedGame) -> Option<Result<Review, String>> {
    let nodes = in_comments(&game.notes.before, "review")?;
    Some(read_review(game, nodes))
}

fn read_review(game: &RecordedGame, nodes: &str) -> Result<Review, String> {
    let rules = game.record.rules;
    let edition = rules.edition;
    let nodes: u64 = nodes
        .parse()
        .map_err(|_| format!("the review's node budget '{nodes}' is not a number"))?;
    let eval_at = |comments: &[String], ply: usize, line: Option<usize>| {
        let text = in_comments(comments, "eval")
            .ok_or_else(|| where_(ply, line, "has no [%eval]".to_string()))?;
        let value = parse_eval(text).ok_or_else(|| {
            where_(
                ply,
                line,
                format!(
                    "has an [%eval] that is malformed or out of range: '{}'",
                    quoted(text)
                ),
            )
        })?;
        Ok::<Value, String>(south_view(value, game.positions[ply].side))
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
            Some(text) => Some(parse_line(text, edition, mover).ok_or_else(|| {
                where_(ply + 1, note.line, "has a malformed [%best]".to_string())
            })?),
            None => None,
        };
        let chances = (
            values[ply].chance(edition, mover, mover),
            values[ply + 1].chance(edition, next, mover),
        );
        let (loss, _) = grade(values[ply], after, chances, better.is_none());
        let grade = match note.judgement.as_deref() {
            Some(j) => Some(super::Grade::from_judgement(j).ok_or_else(|| {
                where_(
                    ply + 1,
                    note.line,
                    "has a judgement a review does not write".to_string(),
                )
            })?),
            None => None,
        };
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
fn where_(ply: usize, line: Option<usize>, what: String) -> String {
    let place = match line {
        Some(line) => format!("line {line}: "),
        None => String::new(),
    };
    if ply == 0 {
        format!("{place}the review's start comment {what}")
    } else {
        format!("{place}the review of ply {ply} {what}")
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
    fn commands_are_found_in_comments() {
        let c = "[%eval 1.00] [%win 0.62] [%best A6< a5<]";
        assert_eq!(command(c, "win"), Some("0.62"));
        assert_eq!(command(c, "best"), Some("A6< a5<"));
        assert_eq!(command(c, "review"), None);
    }
}
