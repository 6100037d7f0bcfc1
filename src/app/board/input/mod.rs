//! How a person reaches the board: their choices by keyboard and click
//! (`choosing`), the pit under the pointer (`pointer`), the choices drawn
//! at a pit (`pit_choices`) and the pits told to a screen reader
//! (`screen_reader`).

pub(crate) mod choosing;
pub(crate) mod pit_choices;
pub(crate) mod pointer;
pub(crate) mod screen_reader;
pub(crate) mod spoken;

use bevy::prelude::*;

/// The choices and the pointer, headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((choosing::plugin, pointer::plugin));
}

/// What egui draws and tells at the pits (no GPU needed).
pub(crate) fn screens(app: &mut App) {
    app.add_plugins((pit_choices::plugin, screen_reader::plugin, spoken::plugin));
}

/// Where there is a window: egui covers the board for the pointer.
pub(crate) fn windowed(app: &mut App) {
    app.add_plugins(pointer::windowed);
}
