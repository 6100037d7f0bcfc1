//! Menus (egui): the title screen with Quick play, the customise window, the
//! pause screen, the end-of-game window and the settings.

use super::animation::AnimationQueue;
use super::data::{Continue, PlayerData};
use super::demo::Demo;
use super::files::{SaveGame, WatchRecord};
use super::input::KeysToPanel;
use super::learn::OpenLessons;
use super::leaving::{Leave, Leaving};
use super::practice::OpenPractice;
use super::round::{NewRound, Round, clock_text};
use super::settings::GameSettings;
use super::state::{Menu, Mode, Pause, Screen, Turn, UiLayers};
use super::widgets::{big_button, player_picker};
use super::words::Words;
use super::yours::{Clipboard, ending_lines, saving_settings};
use crate::record::settings::{Language, Palette, RoundConfig, Speed, ViewFrom};
use crate::rules::explain::side_name;
use crate::rules::{Edition, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The round being set up in the customise window.
#[derive(Resource, Default, Debug)]
struct Draft(Option<RoundConfig>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Draft>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                title_screen.run_if(in_state(Screen::Title)),
                pause_screen.run_if(in_state(Pause::Paused)),
                // The pause screen covers the game, its end window too.
                end_window
                    .run_if(in_state(Turn::Over))
                    .run_if(in_state(Pause::Running)),
            )
                .chain()
                .in_set(UiLayers::Menus),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                customise_window.run_if(in_state(Menu::Customise)),
                settings_window.run_if(in_state(Menu::Settings)),
            )
                .in_set(UiLayers::Windows),
        )
        .add_systems(Update, menu_keys);
}

/// Opens the customise window for `config`.
fn customise(draft: &mut Draft, menu: &mut NextState<Menu>, config: Option<RoundConfig>) {
    draft.0 = config;
    menu.set(Menu::Customise);
}

/// A root `Ui` over the whole window, for the pause screen's panel.
fn screen_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
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

fn pause_screen(
    mut contexts: EguiContexts,
    round: Res<Round>,
    mode: Res<State<Mode>>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut draft: ResMut<Draft>,
    mut pause: ResMut<NextState<Pause>>,
    mut leave: MessageWriter<Leave>,
    mut save: MessageWriter<SaveGame>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mode = *mode.get();
    let mut ui = screen_ui(ctx, "pause");
    egui::CentralPanel::default().show(&mut ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.18);
            ui.label(
                egui::RichText::new(words.get("pause-title"))
                    .size(40.0)
                    .strong(),
            );
            ui.label(words.with(
                "pause-about",
                &[
                    ("edition", round.game.edition().title()),
                    ("counter", &round.move_counter(mode, true, &words)),
                    ("clock", &clock_text(round.clock)),
                ],
            ));
            ui.add_space(16.0);
            if big_button(ui, &words.get("pause-resume")).clicked() {
                pause.set(Pause::Running);
            }
            // A replay is watched, not played: it has no reset, new game or save.
            if mode.is_played() {
                if big_button(ui, &words.get("pause-reset")).clicked() {
                    leave.write(Leave(Leaving::round(round.restart(mode))));
                }
                // The practice board has its own way back (its panel).
                if !mode.on_practice_board()
                    && big_button(ui, &words.get("pause-new-game")).clicked()
                {
                    customise(&mut draft, &mut next_menu, Some(round.config));
                }
                if big_button(ui, &words.get("pause-save"))
                    .on_hover_text(words.get("pause-save-hover"))
                    .clicked()
                {
                    save.write(SaveGame);
                }
            }
            if big_button(ui, &words.get("rules")).clicked() {
                next_menu.set(menu.get().toggled(Menu::Rules));
            }
            if big_button(ui, &words.get("settings")).clicked() {
                next_menu.set(menu.get().toggled(Menu::Settings));
            }
            if big_button(ui, &words.get("pause-main-menu")).clicked() {
                leave.write(Leave(Leaving::Title));
            }
            if big_button(ui, &words.get("quit")).clicked() {
                leave.write(Leave(Leaving::Quit));
            }
        });
    });
    Ok(())
}

/// The end of a game as a moment: a headline in the middle ("You win!",
/// "Bingwa wins", "Unranked"), the reason in plain words, the seeds each
/// side holds, the moves and the time, and what to do next. It waits until
/// the board has shown the last move.
fn end_window(
    mut contexts: EguiContexts,
    round: Res<Round>,
    mode: Res<State<Mode>>,
    queue: Res<AnimationQueue>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut draft: ResMut<Draft>,
    mut screen: ResMut<NextState<Screen>>,
    mut rounds: MessageWriter<NewRound>,
    mut save: MessageWriter<SaveGame>,
    data: Res<PlayerData>,
    settings: Res<GameSettings>,
    mut clipboard: ResMut<Clipboard>,
    demo: Option<Res<Demo>>,
    words: Res<Words>,
    mut focused_for: Local<Option<u64>>,
) -> Result {
    // A replay and the practice board show the result in their panels.
    if !queue.is_idle() || !mode.shows_end_window() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Some((headline, why)) = round.ending(&words) else {
        return Ok(());
    };
    let position = round.game.position();
    egui::Window::new("Game over")
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(4.0);
                ui.label(egui::RichText::new(headline).size(34.0).strong());
                ui.label(egui::RichText::new(why).size(18.0));
                ui.add_space(6.0);
                for side in Side::BOTH {
                    let on_board: u32 = position.board.row(side).iter().map(|&n| n as u32).sum();
                    let stored = position.stores[side.index()];
                    let side = round.side_label(side, &words);
                    let seeds = words.seeds(on_board);
                    ui.label(if stored > 0 {
                        words.with(
                            "end-seeds-stored",
                            &[
                                ("side", &side),
                                ("seeds", &seeds),
                                ("stored", &stored.to_string()),
                            ],
                        )
                    } else {
                        words.with("end-seeds", &[("side", &side), ("seeds", &seeds)])
                    });
                }
                ui.label(words.with(
                    "end-moves",
                    &[
                        ("moves", &round.game.moves().len().to_string()),
                        ("clock", &clock_text(round.clock)),
                    ],
                ));
                if let Some(demo) = &demo {
                    ui.label(words.with(
                        "end-demo",
                        &[("seconds", &format!("{:.0}", demo.seconds_to_next().ceil()))],
                    ));
                } else {
                    ending_lines(ui, &round, &data, &settings, &mut clipboard, &words);
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    let again =
                        ui.button(egui::RichText::new(words.get("end-play-again")).size(17.0));
                    // The keyboard starts here, once a game: Enter plays
                    // again, Tab goes on to the other choices.
                    if *focused_for != Some(round.generation) {
                        *focused_for = Some(round.generation);
                        again.request_focus();
                    }
                    if again.clicked() {
                        rounds.write(round.restart(*mode.get()));
                    }
                    if ui
                        .button(egui::RichText::new(words.get("pause-new-game")).size(17.0))
                        .clicked()
                    {
                        customise(&mut draft, &mut next_menu, Some(round.config));
                    }
                    if ui
                        .button(egui::RichText::new(words.get("pause-save")).size(17.0))
                        .clicked()
                    {
                        save.write(SaveGame);
                    }
                    if ui
                        .button(egui::RichText::new(words.get("pause-main-menu")).size(17.0))
                        .clicked()
                    {
                        screen.set(Screen::Title);
                    }
                });
            });
        });
    Ok(())
}

/// A line of explanation under an option.
fn hint(ui: &mut egui::Ui, text: &str) {
    ui.label("");
    ui.label(egui::RichText::new(text).weak().size(13.0));
    ui.end_row();
}

/// The message id of what each edition is, for someone choosing one.
fn edition_hint(edition: Edition) -> &'static str {
    match edition {
        Edition::Kujifunza => "edition-kujifunza",
        Edition::Kiswahili => "edition-kiswahili",
        Edition::Kimasai => "edition-kimasai",
    }
}

/// A modal window: centred over a dimmed screen, closed by Esc or a click
/// beside it.
fn modal<R>(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    content: impl FnOnce(&mut egui::Ui) -> R,
) -> (R, bool) {
    let response = super::widgets::modal(id).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(title);
        ui.add_space(6.0);
        content(ui)
    });
    let closed = response.should_close();
    (response.inner, closed)
}

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
    let ((start, cancel), closed) = modal(ctx, "customise", &title, |ui| {
        egui::Grid::new("customise")
            .num_columns(2)
            .spacing([16.0, 4.0])
            .show(ui, |ui| {
                ui.label(words.get("customise-edition"));
                egui::ComboBox::from_id_salt("edition")
                    .selected_text(draft.rules.edition.title())
                    .width(220.0)
                    .show_ui(ui, |ui| {
                        for edition in Edition::ALL {
                            ui.selectable_value(&mut draft.rules.edition, edition, edition.title());
                        }
                    });
                ui.end_row();
                hint(ui, &words.get(edition_hint(draft.rules.edition)));
                if draft.rules.edition == Edition::Kiswahili {
                    ui.label("Takasia");
                    ui.checkbox(&mut draft.rules.takasia, words.get("customise-takasia-on"));
                    ui.end_row();
                    hint(ui, &words.get("customise-takasia-hint"));
                }
                player_picker(
                    ui,
                    &words.get("customise-south"),
                    &mut draft.players[0],
                    &words,
                );
                player_picker(
                    ui,
                    &words.get("customise-north"),
                    &mut draft.players[1],
                    &words,
                );
                hint(ui, &words.get("customise-players-hint"));
                ui.label(words.get("customise-first"));
                ui.horizontal(|ui| {
                    for side in Side::BOTH {
                        ui.radio_value(&mut draft.first, side, side_name(side, &words));
                    }
                });
                ui.end_row();
                hint(ui, &words.get("customise-first-hint"));
                ui.label(words.get("settings-animation"));
                ui.horizontal(|ui| {
                    for speed in Speed::ALL {
                        ui.radio_value(
                            &mut settings.settings.speed,
                            speed,
                            words.get(speed.message_id()),
                        );
                    }
                });
                ui.end_row();
                hint(ui, &words.get("customise-speed-hint"));
            });
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let start = big_button(ui, &words.get("customise-start")).clicked();
            let cancel = ui.button(words.get("cancel")).clicked();
            (start, cancel)
        })
        .inner
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

fn settings_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    mut settings: ResMut<GameSettings>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let title = words.get("settings");
    let (done, closed) = modal(ctx, "settings", &title, |ui| {
        saving_settings(ui, &mut settings, &mut menu, &words);
        ui.separator();
        let s = &mut settings.settings;
        ui.horizontal(|ui| {
            ui.label(words.get("settings-language"));
            for language in Language::ALL {
                ui.radio_value(&mut s.language, language, language.name());
            }
        });
        ui.add(egui::Slider::new(&mut s.volume, 0.0..=1.0).text(words.get("settings-volume")));
        ui.checkbox(&mut s.muted, words.get("settings-mute"));
        ui.checkbox(&mut s.show_counts, words.get("settings-counts"));
        ui.checkbox(&mut s.show_names, words.get("settings-names"));
        ui.checkbox(&mut s.move_preview, words.get("settings-preview"))
            .on_hover_text(words.get("settings-preview-hover"));
        ui.horizontal(|ui| {
            ui.label(words.get("settings-animation"));
            for speed in Speed::ALL {
                ui.radio_value(&mut s.speed, speed, words.get(speed.message_id()));
            }
        });
        ui.separator();
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
        ui.add_space(8.0);
        ui.button(words.get("settings-done")).clicked()
    });
    if done || closed {
        menu.set(Menu::None);
        settings.save();
    }
    Ok(())
}

/// F1 opens the rules, L the legend of the marks; C and N toggle seed
/// counts and pit names.
fn menu_keys(
    keys: Res<ButtonInput<KeyCode>>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut settings: ResMut<GameSettings>,
    keys_to_panel: Res<KeysToPanel>,
) {
    if keys.just_pressed(KeyCode::F1) {
        next_menu.set(menu.get().toggled(Menu::Rules));
    }
    if keys.just_pressed(KeyCode::Escape) && *menu.get() != Menu::None {
        next_menu.set(Menu::None);
    }
    if keys.just_pressed(KeyCode::KeyL) && !menu.get().takes_keys() {
        next_menu.set(menu.get().toggled(Menu::Legend));
    }
    // Letters typed into a field are not commands.
    if menu.get().takes_keys() || keys_to_panel.0 {
        return;
    }
    if keys.just_pressed(KeyCode::KeyC) {
        settings.settings.show_counts = !settings.settings.show_counts;
    }
    if keys.just_pressed(KeyCode::KeyN) {
        settings.settings.show_names = !settings.settings.show_names;
    }
}
