//! What every screen shares: the words in the player's language (`words`),
//! egui widgets (`widgets`), the move list (`movelist`), the system
//! clipboard (`clipboard`), the room the panels take from the board
//! (`room`) and the text's zoom and glyphs (`text`).

pub(crate) mod clipboard;
pub(crate) mod movelist;
pub(crate) mod room;
pub(crate) mod text;
pub(crate) mod widgets;
pub(crate) mod words;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(words::plugin);
}

pub(crate) fn screens(app: &mut App) {
    app.add_plugins(clipboard::plugin);
}
