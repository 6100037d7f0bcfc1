//! The puzzles (`Mode::Puzzle`): drawing them, playing and checking them
//! on the board, the ratings (`solving`), and their panel (`panel`).

pub(crate) mod panel;
pub(crate) mod solving;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(solving::plugin);
}

pub(crate) fn screens(app: &mut App) {
    app.add_plugins(panel::plugin);
}
