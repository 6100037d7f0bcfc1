//! The board and what happens on it, a folder each: the 3D board and where
//! it sits in the window (`scene`), the seeds the animation queue moves and
//! its sounds (`animation`), the marks on the pits and the labels egui
//! writes over them (`marks`), and how a person reaches the pits: keys,
//! pointer, the choices at a pit and the screen reader (`input`).

pub(crate) mod animation;
pub(crate) mod input;
pub(crate) mod marks;
pub(crate) mod scene;

use bevy::prelude::*;

/// What the board does in every run, headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((animation::plugin, input::plugin, marks::plugin));
}

/// What egui draws over the board (its labels, then the person's choices
/// at a pit) and tells a screen reader (no GPU needed).
pub(crate) fn screens(app: &mut App) {
    app.add_plugins((marks::screens, input::screens));
}

/// What needs a window, a GPU or a sound device.
pub(crate) fn windowed(app: &mut App) {
    app.add_plugins((scene::plugin, animation::windowed, input::windowed));
}
