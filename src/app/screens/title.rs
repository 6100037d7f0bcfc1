//! The title screen: Quick play, Continue, New game…, the lessons, the
//! practice board, replays, settings and Quit.

use crate::app::learn::lessons::OpenLessons;
use crate::app::menus::customise::{Draft, customise};
use crate::app::menus::files::WatchRecord;
use crate::app::practice::editor::OpenPractice;
use crate::app::round::keeping::{Continue, PlayerData};
use crate::app::round::leaving::{Leave, Leaving};
use crate::app::round::play::NewRound;
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, Screen, UiLayers};
use crate::app::ui::widgets::big_button;
use crate::app::ui::words::Words;
use crate::record::settings::RoundConfig;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        title_screen
            .run_if(in_state(Screen::Title))
            .in_set(UiLayers::Menus),
    );
}

fn title_screen(
    mut contexts: EguiContexts,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut draft: ResMut<Draft>,
    mut settings: ResMut<GameSettings>,
    mut leave: MessageWriter<Leave>,
    mut watch: MessageWriter<WatchRecord>,
    mut resume: MessageWriter<Continue>,
    mut practice: MessageWriter<OpenPractice>,
    mut lessons: MessageWriter<OpenLessons>,
    mut data: ResMut<PlayerData>,
    words: Res<Words>,
) -> Result {
    if menu.get().takes_keys() {
        // A modal window is open over it; its text would show through.
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Bao")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(6.0);
                ui.label(egui::RichText::new("Bao").size(44.0).strong());
                ui.label(words.get("title-subtitle"));
                ui.add_space(12.0);
                if let Some(saved) = &data.saved
                    && big_button(ui, &words.get("title-continue"))
                        .on_hover_text(words.with(
                            "title-continue-hover",
                            &[
                                ("edition", saved.game.edition().title()),
                                ("moves", &saved.game.moves().len().to_string()),
                            ],
                        ))
                        .clicked()
                {
                    resume.write(Continue);
                }
                if big_button(ui, &words.get("title-quick-play"))
                    .on_hover_text(words.get("title-quick-play-hover"))
                    .clicked()
                {
                    leave.write(Leave(Leaving::round(NewRound::fresh(RoundConfig::quick()))));
                }
                if big_button(ui, &words.get("title-customise")).clicked() {
                    customise(&mut draft, &mut next_menu, settings.settings.round().ok());
                }
                if big_button(ui, &words.get("title-learn"))
                    .on_hover_text(words.get("title-learn-hover"))
                    .clicked()
                {
                    lessons.write(OpenLessons::default());
                }
                if big_button(ui, &words.get("title-practice"))
                    .on_hover_text(words.get("title-practice-hover"))
                    .clicked()
                {
                    practice.write(OpenPractice::default());
                }
                if big_button(ui, &words.get("title-watch"))
                    .on_hover_text(words.get("title-watch-hover"))
                    .clicked()
                {
                    watch.write(WatchRecord);
                }
                if big_button(ui, &words.get("rules")).clicked() {
                    next_menu.set(menu.get().toggled(Menu::Rules));
                }
                if big_button(ui, &words.get("settings")).clicked() {
                    next_menu.set(menu.get().toggled(Menu::Settings));
                }
                if big_button(ui, &words.get("quit")).clicked() {
                    leave.write(Leave(Leaving::Quit));
                }
                ui.add_space(6.0);
                if let Some(notice) = &settings.notice {
                    let said = notice.in_words(&words);
                    ui.colored_label(egui::Color32::from_rgb(240, 180, 90), said);
                    if ui.small_button(words.get("ok")).clicked() {
                        settings.notice = None;
                    }
                }
                if let Some(notice) = &data.notice {
                    let said = notice.in_words(&words);
                    ui.colored_label(egui::Color32::from_rgb(240, 180, 90), said);
                    if ui.small_button(words.get("ok")).clicked() {
                        data.notice = None;
                    }
                }
            });
        });
    Ok(())
}
