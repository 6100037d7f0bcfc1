//! What a position is worth, and a move's grade from the win chance it
//! gave away: lichess's thresholds, and a proven win kept, found or given
//! away.

use crate::bot::{MATE, MATE_BOUND};
use crate::review::chance;
use crate::rules::{Edition, Side};

/// What a position is worth to its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The search's score, hundredths of a seed.
    Score(i32),
    /// A forced win in this many plies (0: the game is over, won).
    Won(u32),
    /// A forced loss in this many plies (0: the game is over, lost).
    Lost(u32),
    /// The game ended unranked (a never-ending move, a third repetition,
    /// a limit): nobody wins (rules decision 18).
    Unranked,
}

impl Value {
    /// The same position seen by the other side.
    pub fn flipped(self) -> Value {
        match self {
            Value::Score(s) => Value::Score(-s),
            Value::Won(n) => Value::Lost(n),
            Value::Lost(n) => Value::Won(n),
            Value::Unranked => Value::Unranked,
        }
    }

    /// The chance that `side` wins, for this value of a position with
    /// `to_move` to move, seen by `to_move`; a proven result is 1 or 0,
    /// and an unranked end is 0 for both sides: nobody won it.
    pub fn chance(self, edition: Edition, to_move: Side, side: Side) -> f64 {
        let p = match self {
            Value::Score(s) => chance::curve(edition).chance(s, to_move),
            Value::Won(_) => 1.0,
            Value::Lost(_) => 0.0,
            Value::Unranked => return 0.0,
        };
        if side == to_move { p } else { 1.0 - p }
    }

    pub fn is_won(self) -> bool {
        matches!(self, Value::Won(_))
    }

    /// A forced result's length in moves ([`moves_of_plies`]).
    pub fn moves_to_end(self) -> Option<u32> {
        match self {
            Value::Won(n) | Value::Lost(n) => Some(moves_of_plies(n)),
            _ => None,
        }
    }

    pub(super) fn from_score(score: i32) -> Value {
        if score > MATE_BOUND {
            Value::Won((MATE - score) as u32)
        } else if score < -MATE_BOUND {
            Value::Lost((MATE + score) as u32)
        } else {
            Value::Score(score)
        }
    }
}

/// Plies to a forced end in moves as the records number them, the hint's
/// and the end window's unit: `n` plies are `n / 2` moves, rounded up (a
/// win in 1 ply is a win in 1 move, in 21 plies 11).
pub fn moves_of_plies(plies: u32) -> u32 {
    plies.div_ceil(2)
}

/// lichess's thresholds on the win chance lost. Lichess applies 0.1, 0.2
/// and 0.3 to winning chances on a scale from -1 to +1; on our scale from 0
/// to 1 those are 5, 10 and 15 points of a win chance.
pub const INACCURACY: f64 = 0.05;
pub const MISTAKE: f64 = 0.10;
pub const BLUNDER: f64 = 0.15;

/// A win chance as the review shows it, in whole percent. Grades are
/// given on these rounded numbers, rounded once here, so that the label,
/// the move list, the chart and "Try it" all agree with the numbers read
/// ("15% → 0%" is a drop of 15: a blunder, never a mistake).
pub fn percent(chance: f64) -> i32 {
    (100.0 * chance.clamp(0.0, 1.0)).round() as i32
}

/// A threshold in whole points of a win chance.
fn points(threshold: f64) -> i32 {
    (100.0 * threshold).round() as i32
}

/// A move's grade; the judgement RECORDS.md writes after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    /// Keeps a proven win, or turns a position not won into a proven win.
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    pub const ALL: [Grade; 4] = [
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    pub const fn judgement(self) -> &'static str {
        match self {
            Grade::Good => "!",
            Grade::Inaccuracy => "?!",
            Grade::Mistake => "?",
            Grade::Blunder => "??",
        }
    }

    pub fn from_judgement(text: &str) -> Option<Grade> {
        Grade::ALL.into_iter().find(|g| g.judgement() == text)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }

    /// The message id of its name (`crate::words`).
    pub const fn message_id(self) -> &'static str {
        match self {
            Grade::Good => "review-grade-good",
            Grade::Inaccuracy => "review-grade-inaccuracy",
            Grade::Mistake => "review-grade-mistake",
            Grade::Blunder => "review-grade-blunder",
        }
    }

    /// A grade that says the move was worse than the best one.
    pub fn is_error(self) -> bool {
        self != Grade::Good
    }
}

/// The win chance lost and the grade of a move from the mover's values
/// before and after it. The best move found loses nothing: a later search
/// that scores its position lower has only looked deeper. A move from a
/// proven win to a proven loss or an unranked end is a blunder whatever
/// the chances say (from a proven win the chance before is 1, so one that
/// leaves for an unproven position is graded by the chance left: a move off
/// the proof's strategy may still win, and the review cannot say it does not).
pub fn grade(
    before: Value,
    after: Value,
    (chance_before, chance_after): (f64, f64),
    was_best: bool,
) -> (f64, Option<Grade>) {
    // The drop between the two percentages shown, not between the exact
    // chances: one number, rounded once.
    let lost = if was_best {
        0
    } else {
        (percent(chance_before) - percent(chance_after)).max(0)
    };
    let grade = if after.is_won() {
        Some(Grade::Good)
    } else if (before.is_won() && matches!(after, Value::Lost(_) | Value::Unranked))
        || lost >= points(BLUNDER)
    {
        Some(Grade::Blunder)
    } else if lost >= points(MISTAKE) {
        Some(Grade::Mistake)
    } else if lost >= points(INACCURACY) {
        Some(Grade::Inaccuracy)
    } else {
        None
    };
    (f64::from(lost) / 100.0, grade)
}
