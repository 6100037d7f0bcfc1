//! Every legal move of a position weighed for its mover: the value after it
//! (a forced result or the search's score, the review's own assessment) and
//! the mover's win chance from it. A puzzle's move is the one good move
//! among them.

use crate::review::{self, Value};
use crate::rules::{Move, MoveEnd, Position, Rules, legal_moves, play_untraced};
use std::sync::atomic::AtomicBool;

/// One legal move weighed: the value after it, seen by its mover, and the
/// mover's chance to win from there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weighed {
    pub mv: Move,
    pub value: Value,
    pub chance: f64,
}

/// Why the one good move is good.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The only move that keeps a forced win (proven, or found by the
    /// search), every other move at least [`CLEAR_MARGIN`] below it.
    Forced,
    /// Its win chance is at least [`CLEAR_MARGIN`] above every other move's.
    Clear,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Forced => "forced",
            Kind::Clear => "clear",
        }
    }

    pub fn parse(text: &str) -> Option<Kind> {
        [Kind::Forced, Kind::Clear]
            .into_iter()
            .find(|kind| kind.name() == text)
    }
}

/// How far the one good move's chance stands above the next move's.
pub const CLEAR_MARGIN: f64 = 0.30;
/// A "clear" move must leave its mover at least this chance: a puzzle is
/// about winning, not about losing less.
pub const CLEAR_AT_LEAST: f64 = 0.5;

/// The one good move of a position and by how much it stands out: the
/// difference between its chance and the best other move's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OneGood {
    pub mv: Move,
    pub kind: Kind,
    pub margin: f64,
}

/// Every legal move of `position` weighed at `nodes` a position (`None`
/// when `stop` is set meanwhile).
pub fn weigh(
    position: &Position,
    rules: Rules,
    nodes: u64,
    stop: &AtomicBool,
) -> Option<Vec<Weighed>> {
    let mover = position.side;
    let mut weighed = Vec::new();
    for &mv in legal_moves(position, &rules).iter() {
        // The game's exact rules: a long move is not cut off as never-ending.
        let (after, outcome) = play_untraced(position, mv, &rules);
        let value = match outcome.ending {
            MoveEnd::GameOver { loser } if loser == mover => Value::Lost(1),
            MoveEnd::GameOver { .. } => Value::Won(1),
            MoveEnd::NeverEnding { .. } => Value::Unranked,
            MoveEnd::Done => match review::assess(&after, rules, nodes, stop)?.value.flipped() {
                Value::Won(n) => Value::Won(n + 1),
                Value::Lost(n) => Value::Lost(n + 1),
                other => other,
            },
        };
        let chance = match value {
            // Seen by the mover, after the move: the other side is to move.
            Value::Score(s) => Value::Score(-s).chance(rules.edition, after.side, mover),
            other => other.chance(rules.edition, mover, mover),
        };
        weighed.push(Weighed { mv, value, chance });
    }
    Some(weighed)
}

/// The one good move among `weighed`, if there is one: the only forced
/// win or a move with a good chance, standing [`CLEAR_MARGIN`] above all
/// others.
/// A position with one legal move has no puzzle.
pub fn one_good(weighed: &[Weighed]) -> Option<OneGood> {
    if weighed.len() < 2 {
        return None;
    }
    let mut order: Vec<&Weighed> = weighed.iter().collect();
    order.sort_by(|a, b| rank(b).total_cmp(&rank(a)));
    let (best, next) = (order[0], order[1]);
    let margin = best.chance - next.chance;
    // Either kind stands CLEAR_MARGIN above the next move: a forced win
    // beside a move just as sure to win is no puzzle.
    if margin < CLEAR_MARGIN {
        return None;
    }
    let kind = if best.value.is_won() && !next.value.is_won() {
        Kind::Forced
    } else if !best.value.is_won() && best.chance >= CLEAR_AT_LEAST {
        Kind::Clear
    } else {
        return None;
    };
    Some(OneGood {
        mv: best.mv,
        kind,
        margin,
    })
}

/// A move's rank: a forced win above any chance (the faster the higher),
/// then the chance itself.
fn rank(weighed: &Weighed) -> f64 {
    match weighed.value {
        Value::Won(n) => 2.0 + 1.0 / (1.0 + n as f64),
        _ => weighed.chance,
    }
}

/// Whether every move but `mv` loses by force: the one good move is a
/// defence.
pub fn only_defence(weighed: &[Weighed], mv: Move) -> bool {
    weighed
        .iter()
        .filter(|w| w.mv != mv)
        .all(|w| matches!(w.value, Value::Lost(_)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Dir;

    fn weighed(pit: u8, value: Value, chance: f64) -> Weighed {
        Weighed {
            mv: Move::new(pit, Dir::Clockwise),
            value,
            chance,
        }
    }

    #[test]
    fn the_only_forced_win_is_the_one_good_move() {
        let moves = [
            weighed(0, Value::Score(300), 0.6),
            weighed(1, Value::Won(5), 1.0),
            weighed(2, Value::Lost(2), 0.0),
        ];
        let good = one_good(&moves).expect("one forced win");
        assert_eq!((good.mv.pit, good.kind), (1, Kind::Forced));
        assert!((good.margin - 0.4).abs() < 1e-9);
        // Beside a move nearly as sure to win, the forced win is no puzzle.
        let near = [
            weighed(0, Value::Score(900), 0.99),
            weighed(1, Value::Won(5), 1.0),
        ];
        assert_eq!(one_good(&near), None);
    }

    #[test]
    fn two_forced_wins_make_no_puzzle() {
        let moves = [
            weighed(0, Value::Won(3), 1.0),
            weighed(1, Value::Won(7), 1.0),
        ];
        assert_eq!(one_good(&moves), None);
    }

    #[test]
    fn a_clear_move_stands_thirty_points_above_the_next() {
        let clear = [
            weighed(0, Value::Score(500), 0.85),
            weighed(1, Value::Score(0), 0.5),
        ];
        assert_eq!(one_good(&clear).map(|g| g.kind), Some(Kind::Clear));
        let close = [
            weighed(0, Value::Score(500), 0.85),
            weighed(1, Value::Score(300), 0.6),
        ];
        assert_eq!(one_good(&close), None);
        // Losing less is no puzzle.
        let losing = [
            weighed(0, Value::Score(-100), 0.45),
            weighed(1, Value::Lost(3), 0.0),
        ];
        assert_eq!(one_good(&losing), None);
    }

    #[test]
    fn one_legal_move_is_no_puzzle() {
        assert_eq!(one_good(&[weighed(0, Value::Won(1), 1.0)]), None);
    }
}
