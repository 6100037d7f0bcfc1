//! The pause screen: the board hidden, the clock stopped, the ways on.

use crate::app::menus::customise::{Draft, customise};
use crate::app::menus::files::{RecordText, SaveGame};
use crate::app::replay::review::Reviewing;
use crate::app::replay::viewer::Replay;
use crate::app::round::leaving::{Leave, Leaving};
use crate::app::round::play::{Round, clock_text};
use crate::app::state::{Menu, Mode, Pause, UiLayers};
use crate::app::ui::widgets::screen_ui;
use crate::app::ui::widgets::{about_line, big_button};
use crate::app::ui::words::Words;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pause_screen
            .run_if(in_state(Pause::Paused))
            .in_set(UiLayers::Menus),
    );
}

/// The record watched, if any (a replay, and its review when one was
/// made): the pause menu offers to save it as a file.
#[derive(SystemParam)]
struct Watched<'w> {
    replay: Option<Res<'w, Replay>>,
    reviewing: Option<Res<'w, Reviewing>>,
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
    watched: Watched,
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
            // What a button does goes in a line under them all, never in a
            // tooltip over the next button.
            let mut about = None;
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
                let clicked;
                (clicked, about) = save_button(ui, "pause-save-hover", &words);
                if clicked {
                    save.write(SaveGame(None));
                }
            } else if let Some(replay) = &watched.replay {
                let clicked;
                (clicked, about) = save_button(ui, "pause-save-record-hover", &words);
                if clicked {
                    let text = record_text(replay, watched.reviewing.as_deref());
                    save.write(SaveGame(Some(text)));
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
            about_line(ui, about);
        });
    });
    Ok(())
}

/// The record watched, as a file holds it: with the review written in
/// (RECORDS.md's comments) once the viewer's review of it is done.
fn record_text(replay: &Replay, reviewing: Option<&Reviewing>) -> RecordText {
    let recorded = replay.recorded();
    let text = match reviewing
        .filter(|r| r.game == replay.game)
        .and_then(|r| r.done.as_ref())
    {
        Some(review) => crate::review::written::record_text(review, recorded),
        None => recorded.record.to_text(),
    };
    let first = recorded.record.start_position().side;
    RecordText {
        text,
        moves: first.moves_in(recorded.plies()),
    }
}

/// "Save game…": whether it was clicked, and what it does (`hover`) while
/// under the pointer or the keyboard.
fn save_button(ui: &mut egui::Ui, hover: &str, words: &Words) -> (bool, Option<String>) {
    let button = big_button(ui, &words.get("pause-save"));
    let about = (button.hovered() || button.has_focus()).then(|| words.get(hover));
    (button.clicked(), about)
}
