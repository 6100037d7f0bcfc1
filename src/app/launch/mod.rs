//! What the launch options ask of the window (`app::run` opens it): a
//! scripted round (`script`), `--screenshot` (`screenshot`) and the frame
//! measurements (`frames`), `--measure-idle` (`idle`), `--check-layout` (`layout`), and the window's size within the screen
//! (`window_size`).

pub(crate) mod frames;
pub(crate) mod idle;
pub(crate) mod layout;
pub(crate) mod screenshot;
pub(crate) mod script;
pub(crate) mod window_size;

use bevy::prelude::*;

/// All of it needs the window.
pub(crate) fn windowed(app: &mut App) {
    app.add_plugins((
        script::plugin,
        screenshot::plugin,
        frames::plugin,
        idle::plugin,
        layout::plugin,
        window_size::plugin,
    ));
}
