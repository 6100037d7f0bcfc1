//! The customise window: setting up a new round (edition, players, who
//! starts, takasia).

use crate::app::round::leaving::{Leave, Leaving};
use crate::app::round::play::NewRound;
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, UiLayers};
use crate::app::ui::widgets::{big_button, player_picker};
use crate::app::ui::widgets::{option_hint, titled_modal};
use crate::app::ui::words::Words;
use crate::record::settings::{RoundConfig, Speed};
use crate::rules::explain::side_name;
use crate::rules::{Edition, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Draft>().add_systems(
        EguiPrimaryContextPass,
        customise_window
            .run_if(in_state(Menu::Customise))
            .in_set(UiLayers::Windows),
    );
}

/// The round being set up in the customise window.
#[derive(Resource, Default, Debug)]
pub(crate) struct Draft(Option<RoundConfig>);

/// Opens the customise window for `config`.
pub(crate) fn customise(
    draft: &mut Draft,
    menu: &mut NextState<Menu>,
    config: Option<RoundConfig>,
) {
    draft.0 = config;
    menu.set(Menu::Customise);
}

/// The message id of what each edition is, for someone choosing one.
fn edition_hint(edition: Edition) -> &'static str {
    match edition {
        Edition::Kujifunza => "edition-kujifunza",
        Edition::Kiswahili => "edition-kiswahili",
        Edition::Kimasai => "edition-kimasai",
    }
}

/// The customise window: the round's settings in a grid, then Start and
/// Cancel. Start keeps the settings for next time and leaves this round
/// for the new one; Cancel or closing the window goes back. The draft is
/// kept between frames, and between openings.
fn customise_window(
    mut contexts: EguiContexts,
    mut saved_draft: ResMut<Draft>,
    mut menu: ResMut<NextState<Menu>>,
    mut settings: ResMut<GameSettings>,
    mut leave: MessageWriter<Leave>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut draft = saved_draft.0.unwrap_or_else(RoundConfig::quick);
    let title = words.get("customise-title");
    let ((start, cancel), closed) = titled_modal(ctx, "customise", &title, |ui| {
        egui::Grid::new("customise")
            .num_columns(2)
            .spacing([16.0, 4.0])
            .show(ui, |ui| {
                edition_rows(ui, &mut draft, &words);
                player_rows(ui, &mut draft, &words);
                speed_row(ui, &mut settings.settings.speed, &words);
            });
        ui.add_space(10.0);
        start_or_cancel(ui, &words)
    });
    saved_draft.0 = Some(draft);
    if start {
        settings.settings.set_round(&draft);
        settings.save();
        menu.set(Menu::None);
        leave.write(Leave(Leaving::round(NewRound::fresh(draft))));
    } else if cancel || closed {
        menu.set(Menu::None);
    }
    Ok(())
}

/// The grid's rows for the rules: the edition with what it is, and, in
/// Bao la Kiswahili, whether the takasia rule is on.
fn edition_rows(ui: &mut egui::Ui, draft: &mut RoundConfig, words: &Words) {
    let label = words.get("customise-edition");
    ui.label(&label);
    let combo = egui::ComboBox::from_id_salt("edition")
        .selected_text(draft.rules.edition.title())
        .width(220.0)
        .show_ui(ui, |ui| {
            for edition in Edition::ALL {
                ui.selectable_value(&mut draft.rules.edition, edition, edition.title());
            }
        });
    crate::app::ui::widgets::name_for_screen_readers(&combo.response, &label);
    ui.end_row();
    option_hint(ui, &words.get(edition_hint(draft.rules.edition)));
    if draft.rules.edition == Edition::Kiswahili {
        ui.label("Takasia");
        ui.checkbox(&mut draft.rules.takasia, words.get("customise-takasia-on"));
        ui.end_row();
        option_hint(ui, &words.get("customise-takasia-hint"));
    }
}

/// The grid's rows for the players: who plays South and North (a person or
/// a bot's level), and who starts.
fn player_rows(ui: &mut egui::Ui, draft: &mut RoundConfig, words: &Words) {
    player_picker(
        ui,
        &words.get("customise-south"),
        &mut draft.players[0],
        words,
    );
    player_picker(
        ui,
        &words.get("customise-north"),
        &mut draft.players[1],
        words,
    );
    option_hint(ui, &words.get("customise-players-hint"));
    ui.label(words.get("customise-first"));
    ui.horizontal(|ui| {
        for side in Side::BOTH {
            ui.radio_value(&mut draft.first, side, side_name(side, words));
        }
    });
    ui.end_row();
    option_hint(ui, &words.get("customise-first-hint"));
}

/// The grid's row for the animation's speed: a setting of the game, not of
/// the round, changed here at once.
fn speed_row(ui: &mut egui::Ui, speed: &mut Speed, words: &Words) {
    ui.label(words.get("customise-speed"));
    ui.horizontal(|ui| {
        for choice in Speed::ALL {
            ui.radio_value(speed, choice, words.get(choice.message_id()));
        }
    });
    ui.end_row();
    option_hint(ui, &words.get("customise-speed-hint"));
}

/// The window's two buttons in a row: whether Start and Cancel were
/// clicked.
fn start_or_cancel(ui: &mut egui::Ui, words: &Words) -> (bool, bool) {
    ui.horizontal(|ui| {
        let start = big_button(ui, &words.get("customise-start")).clicked();
        let cancel = ui.button(words.get("cancel")).clicked();
        (start, cancel)
    })
    .inner
}
