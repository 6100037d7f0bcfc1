//! A review in the reader's words: a value ("South wins in 3 moves", "62% for
//! North"), a move, the line the engine expects, and the better move.

use super::*;

/// A value in words for the side to move `side`: "South wins in 4 moves",
/// "52% for South", "unranked".
pub fn value_words(value: Value, side: Side, edition: Edition, words: &Words) -> String {
    let name = |s: Side| words.get(s.message_id());
    match value {
        Value::Won(0) => words.with("review-won", &[("side", &name(side))]),
        Value::Lost(0) => words.with("review-won", &[("side", &name(side.other()))]),
        Value::Won(n) => words.with(
            "review-wins-in",
            &[
                ("side", &name(side)),
                ("moves", &moves_of_plies(n).to_string()),
            ],
        ),
        Value::Lost(n) => words.with(
            "review-wins-in",
            &[
                ("side", &name(side.other())),
                ("moves", &moves_of_plies(n).to_string()),
            ],
        ),
        Value::Unranked => words.get("review-unranked"),
        Value::Score(_) => words.with(
            "review-chance",
            &[
                ("side", &name(side)),
                (
                    "percent",
                    &percent(value.chance(edition, side, side)).to_string(),
                ),
            ],
        ),
    }
}

/// A move in words: "South sows A6 anticlockwise", with "on a safari" when
/// it goes on one; Kimasai moves have no direction to say.
pub fn move_words(mv: Move, side: Side, edition: Edition, words: &Words) -> String {
    let pit = crate::rules::Pit {
        side,
        index: mv.pit,
    };
    // Clockwise runs along the front row to the owner's right and back
    // along the back row to their left (RULES.md §1): said from the seat.
    let rightward = (mv.dir == crate::rules::Dir::Clockwise) == pit.is_front();
    let id = match (edition, mv.safari) {
        (Edition::Kimasai, _) => "review-move-kimasai",
        (_, false) => "review-move",
        (_, true) => "review-move-safari",
    };
    let way = match (mv.dir, rightward) {
        (crate::rules::Dir::Clockwise, true) => "review-way-right-clockwise",
        (crate::rules::Dir::Clockwise, false) => "review-way-left-clockwise",
        (crate::rules::Dir::Anticlockwise, true) => "review-way-right-anticlockwise",
        (crate::rules::Dir::Anticlockwise, false) => "review-way-left-anticlockwise",
    };
    words.with(
        id,
        &[
            ("side", &words.get(side.message_id())),
            ("pit", &pit.to_string()),
            ("way", &words.get(way)),
        ],
    )
}

/// A line in the notation: `A6< a5< A3>`.
pub fn line_text(line: &[Move], edition: Edition, first: Side) -> String {
    let mut side = first;
    line.iter()
        .map(|mv| {
            let text = mv.text(edition, side);
            side = side.other();
            text
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// "Better was A6< (A6< a5< A3>): South sows A6 anticlockwise." for a move
/// the review would not have played; `None` for the best move.
pub fn better_sentence(review: &MoveReview, edition: Edition, words: &Words) -> Option<String> {
    let line = review.better.as_ref()?;
    let best = *line.first()?;
    Some(words.with(
        "review-better",
        &[
            ("move", &best.text(edition, review.mover)),
            ("line", &line_text(line, edition, review.mover)),
            ("words", &move_words(best, review.mover, edition, words)),
        ],
    ))
}

/// "South: accuracy 96.9%, 0 good, 2 inaccuracies, …" for one side, the
/// accuracy to `decimals` places (the command line's 1, the window's 0).
pub fn summary_words(review: &Review, side: Side, decimals: usize, words: &Words) -> String {
    let s = review.summary(side);
    words.with(
        "review-summary",
        &[
            ("side", &words.get(side.message_id())),
            ("accuracy", &format!("{:.*}", decimals, 100.0 * s.accuracy)),
            ("good", &s.good.to_string()),
            ("inaccuracies", &s.inaccuracies.to_string()),
            ("mistakes", &s.mistakes.to_string()),
            ("blunders", &s.blunders.to_string()),
            ("moves", &s.moves.to_string()),
        ],
    )
}

/// The mover's chance after a move, in words: "62% for South", or a
/// proven result ("South wins in 4 moves"). `after` is the mover's view of
/// the position the other side moves in.
fn after_words(after: Value, mover: Side, edition: Edition, words: &Words) -> String {
    match after {
        Value::Score(_) => words.with(
            "review-chance",
            &[
                ("side", &words.get(mover.message_id())),
                (
                    "percent",
                    &percent(after.flipped().chance(edition, mover.other(), mover)).to_string(),
                ),
            ],
        ),
        _ => value_words(after, mover, edition, words),
    }
}

/// The engine's verdict on a move tried instead of `played` ("Try it
/// yourself"), from `position` (the one before `played`): whether it
/// answers the question, and why in words. A wrong move is told why: the
/// opponent's answer that wins at once, a forced win, a large capture, or
/// else the engine's line after it.
pub fn tried_words(
    position: &Position,
    rules: Rules,
    mv: Move,
    tried: &Tried,
    played: &MoveReview,
    words: &Words,
) -> (bool, String) {
    let edition = position.edition;
    let mover = position.side;
    let text = |mv: Move, side: Side| mv.text(edition, side);
    let best = played
        .better
        .as_ref()
        .and_then(|line| line.first().copied());
    let kept = value_words(played.before, mover, edition, words);
    // The best move's worth is the review's own number, said as it said it.
    let after = if Some(mv) == best {
        kept.clone()
    } else {
        after_words(tried.after, mover, edition, words)
    };
    let grade = |grade: Option<Grade>| words.get(grade.unwrap_or(Grade::Good).message_id());
    if mv == played.mv {
        let said = words.with(
            "try-played",
            &[("move", &text(mv, mover)), ("grade", &grade(played.grade))],
        );
        return (false, said);
    }
    if tried.is_right() {
        let id = if Some(mv) == best {
            "try-right-best"
        } else {
            "try-right"
        };
        let said = words.with(
            id,
            &[
                ("move", &text(mv, mover)),
                ("after", &after),
                ("best", &kept),
                ("played", &text(played.mv, mover)),
            ],
        );
        return (true, said);
    }
    let id = if tried.loss < played.loss {
        "try-better-but"
    } else {
        "try-wrong"
    };
    let mut said = words.with(
        id,
        &[
            ("move", &text(mv, mover)),
            ("played", &text(played.mv, mover)),
            ("grade", &grade(tried.grade)),
            ("after", &after),
            ("best", &kept),
        ],
    );
    said.push(' ');
    said.push_str(&why_wrong(position, rules, mv, tried, words));
    (false, said)
}

/// Why a tried move is wrong, from what the opponent can do after it.
fn why_wrong(position: &Position, rules: Rules, mv: Move, tried: &Tried, words: &Words) -> String {
    let edition = position.edition;
    let opponent = position.side.other();
    let name = |side: Side| words.get(side.message_id());
    let reply_text = |reply: Move| reply.text(edition, opponent);
    let danger = crate::bot::danger::worst_reply(position, &rules, mv);
    if let Some(crate::bot::danger::Danger::Loses { reply }) = danger {
        return words.with(
            "try-why-loses",
            &[("opponent", &name(opponent)), ("reply", &reply_text(reply))],
        );
    }
    if let Some(moves) = tried.after.moves_to_end()
        && matches!(tried.after, Value::Lost(_))
        && !tried.reply.is_empty()
    {
        return words.with(
            "try-why-forced",
            &[
                ("opponent", &name(opponent)),
                ("moves", &moves.to_string()),
                ("line", &line_text(&tried.reply, edition, opponent)),
            ],
        );
    }
    if let Some(crate::bot::danger::Danger::Takes { reply, seeds }) = danger
        && seeds >= 4
    {
        return words.with(
            "try-why-takes",
            &[
                ("opponent", &name(opponent)),
                ("seeds", &seeds.to_string()),
                ("side", &name(position.side)),
                ("reply", &reply_text(reply)),
            ],
        );
    }
    why_line(position, rules, mv, tried, words)
}

/// Why a tried move is wrong when no answer wins at once, no loss is seen
/// forced and no answer takes four seeds or more: what the engine's answer
/// takes and what its line gains, in seeds owned against now ("" when the
/// engine has no line).
fn why_line(position: &Position, rules: Rules, mv: Move, tried: &Tried, words: &Words) -> String {
    let edition = position.edition;
    let opponent = position.side.other();
    let name = |side: Side| words.get(side.message_id());
    let reply_text = |reply: Move| reply.text(edition, opponent);
    let Some(&reply) = tried.reply.first() else {
        return String::new();
    };
    let line = line_text(&tried.reply, edition, opponent);
    // What the answer takes at once, and what the engine's whole line
    // gains: seeds owned (board and store) at its end against now.
    use crate::bot::danger::{owned, owned_after_line, taken_by_reply};
    let taken = taken_by_reply(position, &rules, mv, reply).unwrap_or(0);
    let (mine, theirs) = owned_after_line(position, &rules, mv, &tried.reply);
    let (mine_now, theirs_now) = (owned(position, position.side), owned(position, opponent));
    let swing =
        (i64::from(theirs) - i64::from(mine)) - (i64::from(theirs_now) - i64::from(mine_now));
    let (opponent_name, side_name) = (name(opponent), name(position.side));
    let (answer, seeds) = (reply_text(reply), taken.to_string());
    let figures = [mine, theirs, mine_now, theirs_now].map(|n| n.to_string());
    let mut args: Vec<(&str, &str)> = vec![("opponent", &opponent_name), ("line", &line)];
    let id = if taken > 0 {
        args.extend([
            ("reply", answer.as_str()),
            ("seeds", &seeds),
            ("side", &side_name),
        ]);
        // The line is told too when it gains more than the answer's capture
        // (which moves the difference by twice the seeds taken).
        if swing > 2 * i64::from(taken) {
            "try-why-answer-takes-line"
        } else {
            "try-why-answer-takes"
        }
    } else if swing > 0 {
        args.push(("side", &side_name));
        "try-why-line-gains"
    } else {
        let reply_words = move_words(reply, opponent, edition, words);
        args.push(("words", &reply_words));
        return words.with("try-why-line", &args);
    };
    let names = ["mine", "theirs", "mine_now", "theirs_now"];
    args.extend(
        names
            .iter()
            .copied()
            .zip(figures.iter().map(String::as_str)),
    );
    words.with(id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::settings::Language;

    /// RULES.md §1: clockwise runs along the owner's front row to their
    /// right and back along the back row to their left; the words say it
    /// from the mover's seat, for either side.
    #[test]
    fn directions_are_said_from_the_movers_seat() {
        let words = Words::new(Language::English);
        let said = |text: &str, side: Side| {
            let mv = Move::parse(text, Edition::Kiswahili, side).unwrap();
            move_words(mv, side, Edition::Kiswahili, &words)
        };
        assert_eq!(
            said("A6>", Side::South),
            "South sows A6 to the right (clockwise)"
        );
        assert_eq!(
            said("A6<", Side::South),
            "South sows A6 to the left (anticlockwise)"
        );
        assert_eq!(
            said("B3>", Side::South),
            "South sows B3 to the left (clockwise)"
        );
        assert_eq!(
            said("b3<", Side::North),
            "North sows b3 to the right (anticlockwise)"
        );
        assert_eq!(
            said("a2>", Side::North),
            "North sows a2 to the right (clockwise)"
        );
    }
}
