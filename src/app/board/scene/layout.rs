//! Where things are on the board, in world units: the pits of the four rows,
//! the two stores, and the resting place of the k-th seed in each. South sits
//! at +z (nearest the camera), so South's pit 1 is on the screen's left and
//! North's on the right, as players facing each other see them.

use crate::rules::board::NYUMBA;
use crate::rules::{Pit, Side};
use bevy::math::Vec3;
use bevy::prelude::Resource;

/// Which way round the board is on the screen. Turned round, North's rows
/// are nearest and North's pit 1 is on the screen's left.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardView {
    pub flipped: bool,
}

/// The side a mode turns the board to when the settings leave the view to
/// the game (`ViewFrom::Auto`): a puzzle's solver, whose pits then lie
/// nearest. `None`: the round's players decide.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NearSide(pub Option<crate::rules::Side>);

impl BoardView {
    /// A point of the board as the screen has it, in the unturned board's
    /// frame: x to the screen's right, z towards the viewer.
    pub fn seen(self, at: Vec3) -> Vec3 {
        if self.flipped {
            Vec3::new(-at.x, at.y, -at.z)
        } else {
            at
        }
    }
}

/// Distance between neighbouring pit centres.
pub const PIT_SPACING: f32 = 1.0;
/// Radius of a round pit.
pub const PIT_RADIUS: f32 = 0.4;
/// Half the side of a square nyumba pit.
pub const NYUMBA_HALF: f32 = 0.4;
/// Height of the hand above the pit being sown: low, so that on the screen
/// it stays over that pit rather than over the rows behind it.
pub const HAND_HEIGHT: f32 = 0.42;
/// Half the board's width and depth (the slab, without its rim).
pub const BOARD_HALF_X: f32 = 4.35;
pub const BOARD_HALF_Z: f32 = 2.3;
/// Stores sit beside the board, one for each player on their right.
pub const STORE_HALF_X: f32 = 0.5;
pub const STORE_HALF_Z: f32 = 1.0;

/// The centre of a pit, on the board's surface.
pub fn pit_centre(pit: Pit) -> Vec3 {
    let number = pit.number() as f32; // 1..8 from the owner's left
    let front = pit.is_front();
    let (x, z) = match pit.side {
        Side::South => (number - 4.5, if front { 0.55 } else { 1.65 }),
        Side::North => (4.5 - number, if front { -0.55 } else { -1.65 }),
    };
    Vec3::new(x * PIT_SPACING, 0.0, z)
}

/// Whether a pit is drawn square: the nyumba of each side.
pub fn is_nyumba(pit: Pit) -> bool {
    pit.index == NYUMBA
}

/// The centre of a side's store, beside the board on that player's right.
pub fn store_centre(side: Side) -> Vec3 {
    match side {
        Side::South => Vec3::new(BOARD_HALF_X + 0.85, 0.0, 1.0),
        Side::North => Vec3::new(-BOARD_HALF_X - 0.85, 0.0, -1.0),
    }
}

/// Resting place of the k-th seed in a pit, relative to its centre: a
/// sunflower spiral that fills the floor, then piles up in layers. Seed k
/// never moves when seed k+1 arrives, so a pile grows naturally.
pub fn pit_slot(k: usize) -> Vec3 {
    const PER_LAYER: usize = 9;
    let layer = (k / PER_LAYER) as f32;
    let within = (k % PER_LAYER) as f32;
    let angle = within * 2.399_963 + layer * 1.1;
    let radius = 0.07 + 0.21 * (within / PER_LAYER as f32).sqrt() * (1.0 - 0.12 * layer).max(0.4);
    Vec3::new(
        radius * angle.cos(),
        0.055 + layer * 0.065,
        radius * angle.sin(),
    )
}

/// Resting place of the k-th seed in a store tray: rows of three, then layers.
pub fn store_slot(k: usize) -> Vec3 {
    const PER_LAYER: usize = 24;
    let layer = (k / PER_LAYER) as f32;
    let within = k % PER_LAYER;
    let (column, row) = ((within % 3) as f32, (within / 3) as f32);
    Vec3::new(
        (column - 1.0) * 0.24 + layer * 0.06,
        0.055 + layer * 0.07,
        (row - 3.5) * 0.23,
    )
}

/// Where the k-th seed in the hand is held, relative to the hand: a loose
/// disc, spread wide enough that the seeds can be counted, then layers.
pub fn hand_slot(k: usize) -> Vec3 {
    const PER_LAYER: usize = 12;
    let layer = (k / PER_LAYER) as f32;
    let within = (k % PER_LAYER) as f32;
    let angle = within * 2.399_963 + layer * 0.9;
    let radius = 0.085 * within.sqrt();
    Vec3::new(radius * angle.cos(), layer * 0.07, radius * angle.sin())
}

/// The hand, held above a pit.
pub fn hand_over(pit: Pit) -> Vec3 {
    pit_centre(pit) + Vec3::Y * HAND_HEIGHT
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pits_do_not_overlap_and_stay_on_the_board() {
        let pits: Vec<Pit> = Side::BOTH
            .into_iter()
            .flat_map(|side| (0..16).map(move |i| Pit::new(side, i)))
            .collect();
        for (i, a) in pits.iter().enumerate() {
            let ca = pit_centre(*a);
            assert!(ca.x.abs() + PIT_RADIUS < BOARD_HALF_X, "{a}");
            assert!(ca.z.abs() + PIT_RADIUS < BOARD_HALF_Z, "{a}");
            for b in &pits[i + 1..] {
                assert!(ca.distance(pit_centre(*b)) >= 2.0 * PIT_RADIUS, "{a} {b}");
            }
        }
    }

    #[test]
    fn the_floor_of_a_pit_holds_its_first_layer_inside_the_rim() {
        for k in 0..9 {
            let slot = pit_slot(k);
            assert!(slot.x.hypot(slot.z) + 0.09 < PIT_RADIUS, "seed {k}");
        }
    }
}
