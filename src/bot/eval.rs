//! The evaluation: what a Bao player looks at, in hundredths of a seed,
//! from the side to move's point of view. Two sets of weights over the same
//! features (`features`): the hand-set one the bots started with, and the
//! one fitted to who won the bots' games, per stage (`tuned`).

use super::features::{FEATURES, HAND, Stage, features, weighed};
use super::tuned::TUNED;
use crate::rules::Position;

/// Which evaluation a search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Eval {
    /// The weights set by hand, one set for every edition and stage.
    Hand,
    /// The weights fitted to results, one set a stage (`bao tune fit`).
    Tuned,
}

impl Eval {
    pub const ALL: [Eval; 2] = [Eval::Hand, Eval::Tuned];

    pub const fn name(self) -> &'static str {
        match self {
            Eval::Hand => "hand",
            Eval::Tuned => "tuned",
        }
    }

    pub fn parse(text: &str) -> Option<Eval> {
        Eval::ALL.into_iter().find(|e| e.name() == text)
    }

    /// The weights this evaluation gives a stage's features.
    pub fn weights(self, stage: Stage) -> &'static [i32; FEATURES] {
        match self {
            Eval::Hand => &HAND,
            Eval::Tuned => &TUNED[stage.index()],
        }
    }
}

/// The evaluation the bots and the hint use: the tuned one, which scored
/// 76.0% against the hand-set one in Bao la Kiswahili at equal nodes
/// (docs/maintaining.md "Tuned evaluation"). The review keeps its own (`review::REVIEW_EVAL`).
pub const DEFAULT_EVAL: Eval = Eval::Tuned;

/// The position from the side to move's point of view, who has `moves`
/// legal moves.
#[inline(always)]
pub fn evaluate_with(eval: Eval, position: &Position, moves: usize) -> i32 {
    weighed(
        eval.weights(Stage::of(position)),
        &features(position, moves),
    )
}
