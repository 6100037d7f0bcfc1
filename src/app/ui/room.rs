//! The room the window's panels and bars take from the board, and whose
//! the keyboard is: what the UI tells the board's camera and input, kept
//! below both.

use crate::rules::{Pit, Side};
use bevy::prelude::Resource;
use bevy_egui::egui;

/// Room the window's panels take from the board, in logical pixels: the
/// camera frames the board in what is left (the replay's move list on the
/// right and its controls below).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct BoardArea {
    pub right: f32,
    pub bottom: f32,
}

/// The height of the HUD's bars over the board, in logical pixels: the
/// camera keeps the board between them, whatever the text scale.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct HudBars {
    pub top: f32,
    pub bottom: f32,
}

/// A control of a panel beside the board has egui's keyboard focus (in the
/// practice editor, where Tab reaches the panel): the keys are its own.
#[derive(Resource, Default, PartialEq, Eq)]
pub struct KeysToPanel(pub bool);

/// The egui id of a pit's node (the screen reader's).
pub fn pit_node(pit: Pit) -> egui::Id {
    egui::Id::new(("pit", pit.side.index(), pit.index))
}

/// Whether `id` is a pit's node: its focus is the board's, not a panel's
/// or a button's.
pub fn is_pit_node(id: egui::Id) -> bool {
    (0..32u8).any(|i| pit_node(Pit::new(Side::BOTH[(i / 16) as usize], i % 16)) == id)
}
