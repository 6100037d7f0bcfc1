//! What the board marks and writes on its pits: the marks' table
//! (`table`), each shape drawn (`shapes`), each pit's states this frame
//! (`shown`), the labels and marks egui draws over the board (`overlay`),
//! and the legend that explains the marks (`legend`).

pub(crate) mod legend;
pub(crate) mod overlay;
pub(crate) mod shapes;
pub(crate) mod shown;
pub(crate) mod table;

use bevy::prelude::*;

/// The states gathered each frame, headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(shown::plugin);
}

/// What egui draws over the board.
pub(crate) fn screens(app: &mut App) {
    app.add_plugins(overlay::plugin);
}
