//! The settings window: speed, sound, looks, language, the view, device
//! saving.

use crate::app::menus::bests::saving_settings;
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, UiLayers};
use crate::app::ui::widgets::titled_modal;
use crate::app::ui::words::Words;
use crate::record::settings::{Language, Palette, Settings, Speed, ViewFrom};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        settings_window
            .run_if(in_state(Menu::Settings))
            .in_set(UiLayers::Windows),
    );
}

fn settings_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    mut settings: ResMut<GameSettings>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let title = words.get("settings");
    let (done, closed) = titled_modal(ctx, "settings", &title, |ui| {
        saving_settings(ui, &mut settings, &mut menu, &words);
        ui.separator();
        let s = &mut settings.settings;
        ui.horizontal(|ui| {
            ui.label(words.get("settings-language"));
            for language in Language::ALL {
                ui.radio_value(&mut s.language, language, language.name());
            }
        });
        volume_slider(ui, &mut s.volume, &words);
        ui.checkbox(&mut s.muted, words.get("settings-mute"));
        ui.checkbox(&mut s.show_counts, words.get("settings-counts"));
        ui.checkbox(&mut s.show_names, words.get("settings-names"));
        ui.checkbox(&mut s.move_preview, words.get("settings-preview"))
            .on_hover_text(words.get("settings-preview-hover"));
        ui.checkbox(&mut s.warnings, words.get("settings-warnings"))
            .on_hover_text(words.get("settings-warnings-hover"));
        ui.horizontal(|ui| {
            ui.label(words.get("settings-animation"));
            for speed in Speed::ALL {
                ui.radio_value(&mut s.speed, speed, words.get(speed.message_id()));
            }
        });
        ui.separator();
        looks(ui, s, &words);
        ui.add_space(8.0);
        ui.button(words.get("settings-done")).clicked()
    });
    if done || closed {
        menu.set(Menu::None);
        settings.save();
    }
    Ok(())
}

/// The volume in whole percent, as a player reads it (not "0.700").
fn volume_slider(ui: &mut egui::Ui, volume: &mut f32, words: &Words) {
    ui.add(
        egui::Slider::new(volume, 0.0..=1.0)
            .custom_formatter(|v, _| format!("{:.0}%", v * 100.0))
            .custom_parser(|t| {
                t.trim_end_matches('%')
                    .trim()
                    .parse::<f64>()
                    .ok()
                    .map(|v| v / 100.0)
            })
            .text(words.get("settings-volume")),
    );
}

/// How the board looks: the marks' colours, motion, the side it is seen
/// from, the size of text and buttons.
fn looks(ui: &mut egui::Ui, s: &mut Settings, words: &Words) {
    ui.horizontal(|ui| {
        ui.label(words.get("settings-colours"));
        for palette in Palette::ALL {
            let id = match palette {
                Palette::Standard => "palette-standard",
                Palette::ColourBlind => "palette-colour-blind",
            };
            ui.radio_value(&mut s.palette, palette, words.get(id));
        }
    });
    ui.checkbox(&mut s.reduced_motion, words.get("settings-reduced-motion"));
    ui.horizontal(|ui| {
        ui.label(words.get("settings-view"));
        for view in ViewFrom::ALL {
            let id = match view {
                ViewFrom::Auto => "view-auto",
                ViewFrom::South => "view-south",
                ViewFrom::North => "view-north",
            };
            ui.radio_value(&mut s.view_from, view, words.get(id));
        }
    });
    ui.horizontal(|ui| {
        ui.label(words.get("settings-scale"));
        // Steps of a quarter, so the window does not resize under the
        // pointer at every pixel of a drag.
        for percent in [100, 125, 150, 175, 200] {
            let scale = percent as f32 / 100.0;
            if ui
                .selectable_label((s.ui_scale - scale).abs() < 0.01, format!("{percent}%"))
                .clicked()
            {
                s.ui_scale = scale;
            }
        }
    });
}
