//! The puzzles (`Mode::Puzzle`): drawing them, playing and checking them
//! on the board, the ratings (`solving`), their panel (`panel`), and the
//! player's own puzzles found in their games' mistakes (`mine`).

pub(crate) mod mine;
pub(crate) mod panel;
pub(crate) mod solving;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((solving::plugin, mine::plugin));
}

pub(crate) fn screens(app: &mut App) {
    app.add_plugins(panel::plugin);
}
