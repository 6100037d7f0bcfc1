//! The lessons (`Mode::Lesson`): their steps, examples and questions
//! (`lessons`), and their panel (`panel`).

pub(crate) mod lessons;
pub(crate) mod panel;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(lessons::plugin);
}

pub(crate) fn screens(app: &mut App) {
    app.add_plugins(panel::plugin);
}
