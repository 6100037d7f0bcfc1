//! The notices about the player's files that come during a round.

use crate::app::round::keeping::PlayerData;
use crate::app::settings::GameSettings;
use crate::app::state::{Screen, UiLayers};
use crate::app::ui::words::Words;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        notices_window
            .run_if(in_state(Screen::Playing))
            .in_set(UiLayers::Windows),
    );
}

/// A notice about the player's files that comes during a round (a
/// corrupt lessons file, a save that failed, another window keeping the
/// data): shown over the board until read. The title screen shows its own.
fn notices_window(
    mut contexts: EguiContexts,
    mut settings: ResMut<GameSettings>,
    mut data: ResMut<PlayerData>,
    words: Res<Words>,
) -> Result {
    if settings.notice.is_none() && data.notice.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let said: Vec<String> = [&settings.notice, &data.notice]
        .into_iter()
        .flatten()
        .map(|notice| notice.in_words(&words))
        .collect();
    let mut read = false;
    egui::Window::new(words.get("data-notice-title"))
        .id(egui::Id::new(("notice", "player data")))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -120.0))
        .show(ctx, |ui| {
            ui.set_max_width(520.0);
            for line in said {
                ui.label(line);
            }
            read = ui.button(words.get("ok")).clicked();
        });
    if read {
        settings.notice = None;
        data.notice = None;
    }
    Ok(())
}
