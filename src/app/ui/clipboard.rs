//! The system clipboard, for the summary line to share and the practice
//! board's position text.

use crate::app::state::Turn;
use bevy::prelude::*;
use std::sync::Mutex;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Clipboard>().add_systems(
        OnEnter(Turn::Over),
        |mut clipboard: ResMut<Clipboard>| {
            clipboard.shown = None;
        },
    );
}

/// The system clipboard, kept open: on X11 a copied text lasts only as
/// long as the program that copied it holds it.
#[derive(Resource, Default)]
pub struct Clipboard {
    held: Mutex<Option<arboard::Clipboard>>,
    /// The last line copied, shown to select by hand where there is no
    /// clipboard.
    pub shown: Option<(String, bool)>,
}

impl Clipboard {
    /// Puts `text` on the clipboard; false where there is none.
    pub fn copy(&mut self, text: String) -> bool {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if held.is_none() {
            *held = arboard::Clipboard::new().ok();
        }
        let copied = held
            .as_mut()
            .is_some_and(|clipboard| clipboard.set_text(text.clone()).is_ok());
        drop(held);
        self.shown = Some((text, copied));
        copied
    }

    /// The text on the clipboard, where there is one and it holds text.
    pub fn paste(&mut self) -> Option<String> {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if held.is_none() {
            *held = arboard::Clipboard::new().ok();
        }
        held.as_mut()?.get_text().ok()
    }
}
