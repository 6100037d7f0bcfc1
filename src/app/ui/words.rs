//! The game window's words follow the language chosen in Settings (the
//! words themselves are in `crate::words`).

use crate::app::settings::GameSettings;
pub use crate::words::{ENGLISH, IN_ENGLISH, KISWAHILI, Words};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Words>()
        .add_systems(First, follow_the_setting);
}

/// The words follow the language chosen in Settings.
fn follow_the_setting(settings: Res<GameSettings>, mut words: ResMut<Words>) {
    let wanted = settings.settings.language;
    if words.language != wanted {
        words.language = wanted;
    }
}
