//! The evaluation: what a Bao player looks at, in seeds, from the side to
//! move's point of view.

use crate::rules::board::{Dir, NYUMBA, facing};
use crate::rules::{Edition, Position, Side, capture_targets};

/// Weights, in hundredths of a seed.
const SEED: i32 = 100;
const FRONT_SEED: i32 = 25;
const OCCUPIED_FRONT_PIT: i32 = 30;
const STARTABLE_PIT: i32 = 12;
const THREAT_OURS: i32 = 60;
const THREAT_THEIRS: i32 = 45;
const FUNCTIONAL_NYUMBA: i32 = 250;
const EMPTY_FRONT_DANGER: i32 = 150;

/// The seeds of the opponent's front pits that the first capture of some
/// move of `side` would take (each threatened pit once).
fn threatened_seeds(position: &Position, side: Side) -> i32 {
    let mine = &position.board.pits[side.index()];
    let theirs = &position.board.pits[side.other().index()];
    let targets = match position.edition {
        Edition::Kimasai => kimasai_targets(position, mine, theirs),
        _ => capture_targets(position, side),
    };
    (0..8)
        .filter(|pit| targets & (1 << pit) != 0)
        .map(|pit| theirs[pit] as i32)
        .sum()
}

/// Kimasai's second part: a lap ending in an occupied own front pit facing seeds.
fn kimasai_targets(position: &Position, mine: &[u8; 16], theirs: &[u8; 16]) -> u8 {
    if position.stores != [0, 0] {
        return 0;
    }
    let mut targets = 0u8;
    for pit in 0..16u8 {
        let seeds = mine[pit as usize] as u32;
        if seeds == 0 || seeds.is_multiple_of(16) {
            continue;
        }
        let end = Dir::Clockwise.advance(pit, seeds);
        if end < 8 && mine[end as usize] > 0 && theirs[facing(end) as usize] > 0 {
            targets |= 1 << facing(end);
        }
    }
    targets
}

/// One side's standing, without the threats.
fn standing(position: &Position, row: &[u8; 16], store: u8, owns_house: bool) -> i32 {
    let seeds: i32 = row.iter().map(|&n| n as i32).sum::<i32>() + store as i32;
    let front: i32 = row[..8].iter().map(|&n| n as i32).sum();
    let occupied = row[..8].iter().filter(|&&n| n > 0).count() as i32;
    let startable = match position.edition {
        Edition::Kimasai => row.iter().filter(|&&n| n > 0).count() as i32,
        _ => row.iter().filter(|&&n| n >= 2).count() as i32,
    };
    let mut score = seeds * SEED
        + front * FRONT_SEED
        + occupied * OCCUPIED_FRONT_PIT
        + startable * STARTABLE_PIT;
    if owns_house && store > 0 && row[NYUMBA as usize] >= 6 {
        score += FUNCTIONAL_NYUMBA;
    }
    // The race to empty a front row: one or two occupied front pits are a danger.
    if occupied <= 2 {
        score -= (3 - occupied) * EMPTY_FRONT_DANGER;
    }
    score
}

/// The position from the side to move's point of view, in hundredths of a seed.
pub fn evaluate(position: &Position) -> i32 {
    let me = position.side.index();
    let opp = 1 - me;
    let mine = &position.board.pits[me];
    let theirs = &position.board.pits[opp];
    let (my_store, their_store) = (position.stores[me], position.stores[opp]);
    standing(position, mine, my_store, position.owns_nyumba[me])
        - standing(position, theirs, their_store, position.owns_nyumba[opp])
        + THREAT_OURS * threatened_seeds(position, position.side)
        - THREAT_THEIRS * threatened_seeds(position, position.side.other())
}
