//! The screens: the title screen (`title`), the playing HUD's bars
//! (`hud`), the pause screen (`pause`) and the end window (`end`).

pub(crate) mod end;
pub(crate) mod hud;
pub(crate) mod pause;
pub(crate) mod pause_offers;
pub(crate) mod title;

use bevy::prelude::*;

pub(crate) fn screens(app: &mut App) {
    app.add_plugins((hud::plugin, title::plugin, pause::plugin, end::plugin));
}

/// The screens' logic that needs no window (the pause menu's offers).
pub(crate) fn logic(app: &mut App) {
    app.add_plugins(pause_offers::plugin);
}
