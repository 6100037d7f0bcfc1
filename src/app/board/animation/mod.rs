//! The animation: the seed entities and their flights (`seeds`), the queue
//! the round fills played event by event and told in the commentary
//! (`showing`), and the sounds it asks for (`audio`).

pub(crate) mod audio;
pub(crate) mod seeds;
pub(crate) mod showing;

use bevy::prelude::*;

/// The queue played, headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(showing::plugin);
}

/// The sounds, which need a sound device.
pub(crate) fn windowed(app: &mut App) {
    app.add_plugins(audio::plugin);
}
