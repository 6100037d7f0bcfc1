//! A review in the reader's words: a value ("South wins in 5", "62% for
//! North"), a move, the line the engine expects, and the better move.

use super::*;

/// A value in words for the side to move `side`: "South wins in 7",
/// "52% for South", "unranked".
pub fn value_words(value: Value, side: Side, edition: Edition, words: &Words) -> String {
    let name = |s: Side| words.get(s.message_id());
    match value {
        Value::Won(0) => words.with("review-won", &[("side", &name(side))]),
        Value::Lost(0) => words.with("review-won", &[("side", &name(side.other()))]),
        Value::Won(n) => words.with(
            "review-wins-in",
            &[("side", &name(side)), ("plies", &n.to_string())],
        ),
        Value::Lost(n) => words.with(
            "review-wins-in",
            &[("side", &name(side.other())), ("plies", &n.to_string())],
        ),
        Value::Drawn => words.get("review-unranked"),
        Value::Score(_) => words.with(
            "review-chance",
            &[
                ("side", &name(side)),
                (
                    "percent",
                    &format!("{:.0}", 100.0 * value.chance(edition, side, side)),
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
    let id = match (edition, mv.dir, mv.safari) {
        (Edition::Kimasai, ..) => "review-move-kimasai",
        (_, crate::rules::Dir::Clockwise, false) => "review-move-clockwise",
        (_, crate::rules::Dir::Anticlockwise, false) => "review-move-anticlockwise",
        (_, crate::rules::Dir::Clockwise, true) => "review-move-clockwise-safari",
        (_, crate::rules::Dir::Anticlockwise, true) => "review-move-anticlockwise-safari",
    };
    words.with(
        id,
        &[
            ("side", &words.get(side.message_id())),
            ("pit", &pit.to_string()),
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
