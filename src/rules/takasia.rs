//! The takasia exemptions of RULES.md §4, shared by the rule that sets a
//! takasia and by the position reader that refuses one the rule could not set.

use super::board::NYUMBA;
use serde::Serialize;

/// Why a takasia candidate was not takasia'd (§4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TakasiaExemption {
    OwnedNyumba,
    OnlyOccupiedFrontPit,
    OnlyFrontPitWithMoreThanOne,
    Singleton,
}

impl TakasiaExemption {
    /// The message id of the reason in words (`crate::words`).
    pub const fn message_id(self) -> &'static str {
        match self {
            TakasiaExemption::OwnedNyumba => "takasia-exempt-nyumba",
            TakasiaExemption::OnlyOccupiedFrontPit => "takasia-exempt-only-occupied",
            TakasiaExemption::OnlyFrontPitWithMoreThanOne => "takasia-exempt-only-more-than-one",
            TakasiaExemption::Singleton => "takasia-exempt-single",
        }
    }
}

/// The exemption, if any, of Y's front pit `target` (loop index 0..=7) from
/// takasia, checked in the order RULES.md lists them (rules decision 5).
pub fn exemption(ys: &[u8; 16], target: u8, owns_nyumba: bool) -> Option<TakasiaExemption> {
    let occupied = ys[..8].iter().filter(|&&n| n > 0).count();
    let more_than_one = ys[..8].iter().filter(|&&n| n > 1).count();
    let seeds = ys[target as usize];
    if target == NYUMBA && owns_nyumba {
        Some(TakasiaExemption::OwnedNyumba)
    } else if occupied == 1 {
        Some(TakasiaExemption::OnlyOccupiedFrontPit)
    } else if seeds > 1 && more_than_one == 1 {
        Some(TakasiaExemption::OnlyFrontPitWithMoreThanOne)
    } else if seeds == 1 {
        Some(TakasiaExemption::Singleton)
    } else {
        None
    }
}
