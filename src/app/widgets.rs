//! Small egui pieces that several windows share.

use crate::bot::LEVELS;
use crate::record::settings::Player;
use bevy_egui::egui;

/// A wide button of the title and pause screens.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        [240.0, 34.0],
        egui::Button::new(egui::RichText::new(text).size(18.0)),
    )
}

/// A row of a two-column grid: who plays a side, a person or a bot level.
pub fn player_picker(ui: &mut egui::Ui, label: &str, player: &mut Player) {
    ui.label(label);
    egui::ComboBox::from_id_salt(label)
        .selected_text(player.name())
        .width(220.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(player, Player::Person, Player::Person.name());
            for level in LEVELS {
                ui.selectable_value(player, Player::Bot(level), Player::Bot(level).name());
            }
        });
    ui.end_row();
}
