//! The rims of the pits, coloured by their state, and the store trays, shown
//! only in editions that have stores.

use super::materials::{Looks, Paint};
use super::parts::{PitRim, StoreTray};
use crate::app::board::marks::shown::ShownMarks;
use crate::app::board::marks::table::rim_state;
use crate::app::round::play::Round;
use crate::app::settings::GameSettings;
use crate::rules::Edition;
use bevy::prelude::*;

/// Colours each pit's rim by its most pressing state (see
/// board/marks/table.rs): the move being shown, then the person's choice,
/// then what stays.
pub(crate) fn colour_rims<M: Paint>(
    looks: Option<Res<Looks<M>>>,
    shown: Res<ShownMarks>,
    settings: Res<GameSettings>,
    mut rims: Query<(&PitRim, &mut MeshMaterial3d<M>)>,
) {
    let Some(looks) = looks else { return };
    for (rim, mut material) in &mut rims {
        let wanted = rim_state(shown.marks.of(rim.0))
            .and_then(|state| looks.marked.get(&(settings.settings.palette, state)))
            .unwrap_or(&looks.rim);
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

pub(crate) fn show_stores(round: Res<Round>, mut trays: Query<&mut Visibility, With<StoreTray>>) {
    let shown = round.game.edition() != Edition::Kujifunza;
    for mut visibility in &mut trays {
        let wanted = if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *visibility != wanted {
            *visibility = wanted;
        }
    }
}
