//! What the evaluation looks at, as numbers: the terms a Bao player would
//! name, from the side to move's point of view (most as "mine minus
//! theirs"). The hand-set evaluation is one choice of weights over them,
//! the tuned one another, fitted per stage of the game (`bao tune fit`).

use crate::rules::board::{Dir, NYUMBA, facing};
use crate::rules::{Edition, Position, Side, capture_targets};

pub const FEATURES: usize = 16;

/// The features' names, in order (the fit's report and the generated file).
pub const NAMES: [&str; FEATURES] = [
    "tempo",
    "seeds",
    "front_seeds",
    "store_seeds",
    "occupied_front_pits",
    "startable_pits",
    "threat_ours",
    "threat_theirs",
    "largest_threat_ours",
    "largest_threat_theirs",
    "working_nyumba",
    "owned_nyumba",
    "nyumba_seeds",
    "empty_front_danger",
    "mobility",
    "kichwa_seeds",
];

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

    #[inline(always)]
    pub fn of(position: &Position) -> Stage {
        match position.edition {
            Edition::Kujifunza => Stage::Kujifunza,
            Edition::Kiswahili if position.stores[position.side.index()] > 0 => Stage::Namua,
            Edition::Kiswahili => Stage::Mtaji,
            Edition::Kimasai if position.stores != [0, 0] => Stage::KimasaiFirst,
            Edition::Kimasai => Stage::KimasaiSecond,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
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

/// The front pits of the other side that the first capture of some move of
/// `side` would take, as a bit a pit.
#[inline(always)]
pub(crate) fn targets(position: &Position, side: Side) -> u8 {
    match position.edition {
        Edition::Kimasai => kimasai_targets(position, side),
        _ => capture_targets(position, side),
    }
}

/// Kimasai's second part: a lap ending in an occupied own front pit facing seeds.
fn kimasai_targets(position: &Position, side: Side) -> u8 {
    if position.stores != [0, 0] {
        return 0;
    }
    let mine = &position.board.pits[side.index()];
    let theirs = &position.board.pits[side.other().index()];
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

/// The seeds `side` threatens: in all, and in the fullest pit.
#[inline(always)]
fn threat(position: &Position, side: Side) -> (i32, i32) {
    let theirs = &position.board.pits[side.other().index()];
    let targets = targets(position, side);
    let (mut all, mut most) = (0, 0);
    for (pit, &seeds) in theirs[..8].iter().enumerate() {
        if targets & (1 << pit) != 0 {
            all += seeds as i32;
            most = most.max(seeds as i32);
        }
    }
    (all, most)
}

/// One side's own terms (without the threats), in feature order from
/// `seeds` on, as the side's value (the caller takes mine minus theirs).
#[inline(always)]
fn standing(position: &Position, side: Side) -> [i32; 9] {
    let row = &position.board.pits[side.index()];
    let store = position.stores[side.index()] as i32;
    let front: i32 = row[..8].iter().map(|&n| n as i32).sum();
    let back: i32 = row[8..].iter().map(|&n| n as i32).sum();
    let occupied = row[..8].iter().filter(|&&n| n > 0).count() as i32;
    let startable = match position.edition {
        Edition::Kimasai => row.iter().filter(|&&n| n > 0).count() as i32,
        _ => row.iter().filter(|&&n| n >= 2).count() as i32,
    };
    let owns = position.owns_nyumba[side.index()];
    let nyumba = row[NYUMBA as usize] as i32;
    [
        front + back + store,
        front,
        store,
        occupied,
        startable,
        (owns && store > 0 && nyumba >= 6) as i32,
        owns as i32,
        if owns { nyumba } else { 0 },
        if occupied <= 2 { 3 - occupied } else { 0 },
    ]
}

/// The features of `position` for its side to move, who has `moves` legal
/// moves (the search knows them already at its horizon).
#[inline(always)]
pub fn features(position: &Position, moves: usize) -> [i32; FEATURES] {
    let me = position.side;
    let (mine, theirs) = (standing(position, me), standing(position, me.other()));
    let (ours, largest_ours) = threat(position, me);
    let (their_threat, largest_theirs) = threat(position, me.other());
    let row = &position.board.pits[me.index()];
    let other = &position.board.pits[me.other().index()];
    let kichwa = |r: &[u8; 16]| r[0] as i32 + r[7] as i32;
    let d = |i: usize| mine[i] - theirs[i];
    [
        1,
        d(0),
        d(1),
        d(2),
        d(3),
        d(4),
        ours,
        their_threat,
        largest_ours,
        largest_theirs,
        d(5),
        d(6),
        d(7),
        d(8),
        moves as i32,
        kichwa(row) - kichwa(other),
    ]
}

/// The weights of the hand-set evaluation in these features (hundredths
/// of a seed a unit), the same in every stage.
pub const HAND: [i32; FEATURES] = [0, 100, 25, 0, 30, 12, 60, -45, 0, 0, 250, 0, 0, -150, 0, 0];

/// Weights times features.
#[inline(always)]
pub fn weighed(weights: &[i32; FEATURES], features: &[i32; FEATURES]) -> i32 {
    weights.iter().zip(features).map(|(w, f)| w * f).sum()
}
