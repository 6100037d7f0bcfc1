//! The title screen: Quick play, Continue, New game…, the lessons, the
//! practice board, replays, settings and Quit.

use crate::app::learn::lessons::OpenLessons;
use crate::app::menus::customise::{Draft, customise};
use crate::app::menus::files::{ContinueRecord, WatchRecord};
use crate::app::practice::editor::OpenPractice;
use crate::app::puzzles::solving::OpenPuzzles;
use crate::app::round::keeping::{Continue, PlayerData};
use crate::app::round::leaving::{Leave, Leaving};
use crate::app::round::play::NewRound;
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, Screen, UiLayers};
use crate::app::ui::widgets::{about_line, big_button};
use crate::app::ui::words::Words;
use crate::record::settings::RoundConfig;
use bevy::ecs::system::SystemParam;
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

/// The title menu. Nothing in it moves under the pointer: it hangs from a
/// place found from its own height without the notices, which come below
/// it; and what a button does is said in a line of its own under the
/// buttons (for the one under the pointer or the keyboard), not in a tooltip
/// over the next button.
fn title_screen(
    mut contexts: EguiContexts,
    menu: Res<State<Menu>>,
    mut choices: TitleChoices,
    mut settings: ResMut<GameSettings>,
    mut data: ResMut<PlayerData>,
    words: Res<Words>,
) -> Result {
    if menu.get().takes_keys() {
        // A modal window is open over it; its text would show through.
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let height_id = egui::Id::new("title menu height");
    let menu_height = ctx.data(|d| d.get_temp::<f32>(height_id)).unwrap_or(0.0);
    let top = ((ctx.content_rect().height() - menu_height) / 2.0).max(8.0);
    egui::Window::new("Bao")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
        .show(ctx, |ui| {
            let full_id = egui::Id::new("title full height");
            let full = ui.ctx().data(|d| d.get_temp::<f32>(full_id)).unwrap_or(0.0);
            let mut contents = |ui: &mut egui::Ui| {
                ui.vertical_centered(|ui| {
                    let started = ui.cursor().top();
                    ui.add_space(6.0);
                    ui.label(egui::RichText::new("Bao").size(44.0).strong());
                    ui.label(words.get("title-subtitle"));
                    ui.add_space(12.0);
                    let about =
                        menu_buttons(ui, &mut choices, *menu.get(), &settings, &data, &words);
                    about_line(ui, about);
                    let height = ui.cursor().top() - started;
                    ui.ctx().data_mut(|d| d.insert_temp(height_id, height));
                    notices(ui, &mut settings, &mut data, &words);
                    let full = ui.cursor().top() - started;
                    ui.ctx().data_mut(|d| d.insert_temp(full_id, full));
                });
            };
            // A short window (a large text scale) scrolls the menu and its
            // notices rather than cut the last buttons off.
            let room = ctx.content_rect().height() - top - 24.0;
            if full > room {
                egui::ScrollArea::vertical()
                    .max_height(room)
                    .show(ui, contents);
            } else {
                contents(ui);
            }
        });
    Ok(())
}

/// What the title's buttons do: open a window (customise, rules,
/// settings), leave for a round or quit, continue the saved game, or open
/// the lessons, the practice board or a record to watch.
#[derive(SystemParam)]
struct TitleChoices<'w> {
    next_menu: ResMut<'w, NextState<Menu>>,
    draft: ResMut<'w, Draft>,
    leave: MessageWriter<'w, Leave>,
    watch: MessageWriter<'w, WatchRecord>,
    continue_file: MessageWriter<'w, ContinueRecord>,
    resume: MessageWriter<'w, Continue>,
    practice: MessageWriter<'w, OpenPractice>,
    lessons: MessageWriter<'w, OpenLessons>,
    puzzles: MessageWriter<'w, OpenPuzzles>,
}

/// The title's buttons, one under the other: Continue (with a saved game),
/// Quick play, New game…, the lessons, practice, a saved game's file,
/// watch, rules, settings
/// and Quit. Returns what the one under the pointer or the keyboard does,
/// for the line under them.
fn menu_buttons(
    ui: &mut egui::Ui,
    choices: &mut TitleChoices,
    menu: Menu,
    settings: &GameSettings,
    data: &PlayerData,
    words: &Words,
) -> Option<String> {
    let mut about = None;
    let mut button = |ui: &mut egui::Ui, id: &str, hover: Option<String>| {
        let response = big_button(ui, &words.get(id));
        if response.hovered() || response.has_focus() {
            about = hover;
        }
        response.clicked()
    };
    if let Some(saved) = &data.saved {
        let first = saved.game.start_position().side;
        let moves = first.moves_in(saved.game.moves().len()).to_string();
        let hover = words.with(
            "title-continue-hover",
            &[("edition", saved.game.edition().title()), ("moves", &moves)],
        );
        if button(ui, "title-continue", Some(hover)) {
            choices.resume.write(Continue);
        }
    }
    let hover = |id: &str| Some(words.get(id));
    if button(ui, "title-quick-play", hover("title-quick-play-hover")) {
        let quick = NewRound::fresh(RoundConfig::quick());
        choices.leave.write(Leave(Leaving::round(quick)));
    }
    if button(ui, "title-customise", None) {
        let round = settings.settings.round().ok();
        customise(&mut choices.draft, &mut choices.next_menu, round);
    }
    if button(ui, "title-learn", hover("title-learn-hover")) {
        choices.lessons.write(OpenLessons::default());
    }
    if button(ui, "title-puzzles", hover("title-puzzles-hover")) {
        choices.puzzles.write(OpenPuzzles::default());
    }
    if button(ui, "title-practice", hover("title-practice-hover")) {
        choices.practice.write(OpenPractice::default());
    }
    if button(
        ui,
        "title-continue-file",
        hover("title-continue-file-hover"),
    ) {
        choices.continue_file.write(ContinueRecord);
    }
    if button(ui, "title-watch", hover("title-watch-hover")) {
        choices.watch.write(WatchRecord);
    }
    if button(ui, "rules", None) {
        choices.next_menu.set(menu.toggled(Menu::Rules));
    }
    if button(ui, "settings", None) {
        choices.next_menu.set(menu.toggled(Menu::Settings));
    }
    if button(ui, "quit", None) {
        choices.leave.write(Leave(Leaving::Quit));
    }
    about
}

/// The notices about the player's files, under the menu.
fn notices(ui: &mut egui::Ui, settings: &mut GameSettings, data: &mut PlayerData, words: &Words) {
    if let Some(notice) = &settings.notice {
        let said = notice.in_words(words);
        ui.colored_label(egui::Color32::from_rgb(240, 180, 90), said);
        if ui.small_button(words.get("ok")).clicked() {
            settings.notice = None;
        }
    }
    if let Some(notice) = &data.notice {
        let said = notice.in_words(words);
        ui.colored_label(egui::Color32::from_rgb(240, 180, 90), said);
        if ui.small_button(words.get("ok")).clicked() {
            data.notice = None;
        }
    }
}
