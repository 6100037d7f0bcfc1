//! The replay viewer (`Mode::Replay`): a record stepped move by move and
//! event by event (`viewer`), and its panels (`panels`).

pub(crate) mod panels;
pub(crate) mod viewer;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(viewer::plugin);
}

pub(crate) fn screens(app: &mut App) {
    app.add_plugins(panels::plugin);
}
