//! The board and what happens on it: the 3D scene (`scene`), where the
//! board sits in the window (`layout`), the seeds and the queue of what to
//! show (`animation`), each event shown and told (`showing`), the marks on
//! the pits (`marks`, gathered by `shown`, drawn by `mark_shapes`), the
//! keyboard's and the person's choices (`input`), the pointer on the pits
//! (`pointer`), what egui draws over it (`overlay`), the person's choices
//! drawn at a pit (`pit_choices`), what a screen reader is told of it
//! (`screen_reader`) and its sounds (`audio`).

pub(crate) mod animation;
pub(crate) mod audio;
pub(crate) mod input;
pub(crate) mod layout;
pub(crate) mod mark_shapes;
pub(crate) mod marks;
pub(crate) mod overlay;
pub(crate) mod pit_choices;
pub(crate) mod pointer;
pub(crate) mod scene;
pub(crate) mod screen_reader;
pub(crate) mod showing;
pub(crate) mod shown;

use bevy::prelude::*;

/// What the board does in every run, headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        showing::plugin,
        input::plugin,
        pointer::plugin,
        shown::plugin,
    ));
}

/// What egui draws over the board (its labels, then the person's choices
/// at a pit) and tells a screen reader (no GPU needed).
pub(crate) fn screens(app: &mut App) {
    app.add_plugins((overlay::plugin, pit_choices::plugin, screen_reader::plugin));
}

/// What needs a window, a GPU or a sound device.
pub(crate) fn windowed(app: &mut App) {
    app.add_plugins((scene::plugin, audio::plugin, pointer::windowed));
}
