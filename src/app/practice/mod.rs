//! The practice board (`Mode::Practice`): the editor and play from its
//! position (`editor`), and its panel (`panel`).

pub(crate) mod editor;
pub(crate) mod panel;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(editor::plugin);
}

pub(crate) fn screens(app: &mut App) {
    app.add_plugins(panel::plugin);
}
