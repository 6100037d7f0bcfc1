//! Tuning the evaluation on results: the data from bot games (`data`) and
//! the stages the evaluation's weights are fitted per.

pub mod data;

use crate::rules::{Edition, Position};

/// The part of a game a position is in: the evaluation has one set of
/// weights for each, as a player weighs the same board differently in them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    /// Bao la Kujifunza has one stage: every seed is on the board.
    Kujifunza,
    /// Bao la Kiswahili while the mover's store still has seeds (§4).
    Namua,
    /// Bao la Kiswahili once the mover's store is empty.
    Mtaji,
    /// Bao la Kimasai while a reserve seed remains (§5, first part).
    KimasaiFirst,
    /// Bao la Kimasai once both reserves are in (§5, second part).
    KimasaiSecond,
}

impl Stage {
    pub const ALL: [Stage; 5] = [
        Stage::Kujifunza,
        Stage::Namua,
        Stage::Mtaji,
        Stage::KimasaiFirst,
        Stage::KimasaiSecond,
    ];

    pub fn of(position: &Position) -> Stage {
        match position.edition {
            Edition::Kujifunza => Stage::Kujifunza,
            Edition::Kiswahili if position.stores[position.side.index()] > 0 => Stage::Namua,
            Edition::Kiswahili => Stage::Mtaji,
            Edition::Kimasai if position.stores != [0, 0] => Stage::KimasaiFirst,
            Edition::Kimasai => Stage::KimasaiSecond,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Stage::Kujifunza => "kujifunza",
            Stage::Namua => "namua",
            Stage::Mtaji => "mtaji",
            Stage::KimasaiFirst => "first",
            Stage::KimasaiSecond => "second",
        }
    }

    pub fn parse(text: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.name() == text)
    }
}
