//! The player's windows about their own data (egui): device saving and
//! personal bests in the settings, the bests, erasing, the confirmations
//! (saving turned off, taking a move back between two people, quitting a
//! game that is not kept), and the summary line to share.

use super::data::PlayerData;
use super::round::{Round, Undo};
use super::settings::GameSettings;
use super::state::{Menu, Screen, Turn, UiLayers};
use super::words::Words;
use crate::record::bests::Bests;
use crate::record::settings::Player;
use crate::record::summary::Summary;
use crate::rules::Edition;
use bevy::prelude::*;
use bevy::window::WindowCloseRequested;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::sync::Mutex;

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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Clipboard>()
        .add_systems(Update, closing)
        .add_systems(OnEnter(Turn::Over), |mut clipboard: ResMut<Clipboard>| {
            clipboard.shown = None;
        })
        .add_systems(
            EguiPrimaryContextPass,
            (
                bests_window.run_if(in_state(Menu::Bests)),
                erase_window.run_if(in_state(Menu::EraseScores)),
                saving_off_window.run_if(in_state(Menu::SavingOff)),
                take_back_window.run_if(in_state(Menu::ConfirmTakeBack)),
                quit_window.run_if(in_state(Menu::ConfirmQuit)),
            )
                .in_set(UiLayers::Windows),
        );
}

/// A question in a modal window: the text, then two buttons. Returns which
/// was pressed (Esc or a click beside it is the second).
fn ask(ctx: &egui::Context, id: &str, text: &str, yes: &str, no: &str) -> Option<bool> {
    let response = egui::Modal::new(egui::Id::new(id)).show(ctx, |ui| {
        ui.set_max_width(440.0);
        ui.label(egui::RichText::new(text).size(17.0));
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if ui.button(egui::RichText::new(yes).size(16.0)).clicked() {
                Some(true)
            } else if ui.button(egui::RichText::new(no).size(16.0)).clicked() {
                Some(false)
            } else {
                None
            }
        })
        .inner
    });
    if response.should_close() {
        return Some(false);
    }
    response.inner
}

/// The device-saving part of the settings window.
pub fn saving_settings(
    ui: &mut egui::Ui,
    settings: &mut GameSettings,
    menu: &mut NextState<Menu>,
    words: &Words,
) {
    ui.separator();
    let mut saving = settings.settings.save_on_device;
    ui.checkbox(&mut saving, words.get("saving-switch"));
    ui.label(
        egui::RichText::new(words.get(if saving { "saving-on" } else { "saving-off" })).weak(),
    );
    if saving != settings.settings.save_on_device {
        settings.set_saving(saving);
        if !saving {
            menu.set(Menu::SavingOff);
        }
    }
    let mut bests = settings.settings.personal_bests;
    ui.add_enabled(
        settings.settings.save_on_device,
        egui::Checkbox::new(&mut bests, words.get("saving-bests")),
    );
    if bests != settings.settings.personal_bests {
        settings.settings.personal_bests = bests;
        settings.save();
    }
    ui.horizontal(|ui| {
        if ui.button(words.get("saving-bests-window")).clicked() {
            menu.set(Menu::Bests);
        }
        if ui.button(words.get("saving-erase")).clicked() {
            menu.set(Menu::EraseScores);
        }
    });
}

/// "12:31", "1:02:03".
fn time_text(seconds: u64) -> String {
    if seconds < 3600 {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    } else {
        format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )
    }
}

fn bests_table(ui: &mut egui::Ui, bests: &Bests) {
    if bests.is_empty() {
        ui.label("No personal best yet: win a game against a bot, from the start, without taking moves back or asking for hints.");
        return;
    }
    egui::Grid::new("bests")
        .striped(true)
        .num_columns(5)
        .show(ui, |ui| {
            for heading in [
                "Edition",
                "Bot",
                "Clean wins",
                "Fewest moves",
                "Shortest time",
            ] {
                ui.strong(heading);
            }
            ui.end_row();
            for (key, best) in bests.iter() {
                let mut edition = key.edition().title().to_string();
                if key.edition() == Edition::Kiswahili {
                    edition.push_str(if key.takasia() == Some(false) {
                        " (takasia off)"
                    } else {
                        " (takasia on)"
                    });
                }
                ui.label(edition);
                ui.label(format!("{} {}", key.level().number, key.level().name));
                ui.label(best.wins.to_string());
                ui.label(format!(
                    "{} ({})",
                    best.fewest_moves.value, best.fewest_moves.date
                ));
                ui.label(format!(
                    "{} ({})",
                    time_text(best.shortest_seconds.value),
                    best.shortest_seconds.date
                ));
                ui.end_row();
            }
        });
}

fn bests_window(
    mut contexts: EguiContexts,
    data: Res<PlayerData>,
    settings: Res<GameSettings>,
    mut menu: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let response = egui::Modal::new(egui::Id::new("bests")).show(ctx, |ui| {
        ui.heading("Personal bests");
        if !settings.settings.keeps_bests() {
            ui.label(
                egui::RichText::new(
                    "Personal bests are kept only with \"Save on this device\" and \"Keep personal bests\" on (Settings).",
                )
                .weak(),
            );
        }
        ui.add_space(6.0);
        bests_table(ui, &data.bests);
        ui.add_space(8.0);
        ui.button("Close (Esc)").clicked()
    });
    if response.inner || response.should_close() {
        menu.set(Menu::None);
    }
    Ok(())
}

/// After an erase, the game forgets the bests and the saved game it had
/// read, or shows why the erase failed.
fn forget_erased(erased: Result<(), String>, data: &mut PlayerData) {
    match erased {
        Ok(()) => {
            data.bests = Bests::default();
            data.saved = None;
        }
        Err(why) => data.notice = Some(why),
    }
}

fn erase_window(
    mut contexts: EguiContexts,
    settings: Res<GameSettings>,
    mut data: ResMut<PlayerData>,
    mut menu: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(
        ctx,
        "erase",
        "Erase the personal bests, the lessons done and the game in progress kept on this device? Your settings stay.",
        "Erase",
        "Cancel",
    );
    if let Some(yes) = answer {
        if yes {
            forget_erased(settings.erase_scores(), &mut data);
        }
        menu.set(Menu::None);
    }
    Ok(())
}

fn saving_off_window(
    mut contexts: EguiContexts,
    mut settings: ResMut<GameSettings>,
    mut data: ResMut<PlayerData>,
    mut menu: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(
        ctx,
        "saving off",
        "Saving on this device is off. Erase what it kept for you: your settings, your personal bests, the lessons done and the game in progress?",
        "Erase them",
        "Keep them",
    );
    if let Some(yes) = answer {
        if yes {
            forget_erased(settings.erase_everything(), &mut data);
        }
        menu.set(Menu::Settings);
    }
    Ok(())
}

fn take_back_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    mut undo: MessageWriter<Undo>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(
        ctx,
        "take back",
        "Take back the last move? Both players should agree.",
        "Take it back",
        "Cancel",
    );
    if let Some(yes) = answer {
        if yes {
            undo.write(Undo);
        }
        menu.set(Menu::None);
    }
    Ok(())
}

/// Whether quitting now loses a game: one with a person in it, going on,
/// not kept because device saving is off (a practice game is never kept, and
/// quitting it asks nothing).
pub fn quitting_loses_a_game(round: &Round, settings: &GameSettings, screen: Screen) -> bool {
    screen == Screen::Playing
        && !round.watching
        && !round.practice
        && !settings.settings.keeps_game()
        && !round.game.status().is_over()
        && !round.game.moves().is_empty()
        && round.config.players.contains(&Player::Person)
}

/// The window's close button: straight out, unless that loses a game.
fn closing(
    mut requests: MessageReader<WindowCloseRequested>,
    round: Res<Round>,
    settings: Res<GameSettings>,
    screen: Option<Res<State<Screen>>>,
    mut menu: ResMut<NextState<Menu>>,
    mut exit: MessageWriter<AppExit>,
) {
    if requests.read().last().is_none() {
        return;
    }
    let screen = screen.map_or(Screen::Title, |s| *s.get());
    if quitting_loses_a_game(&round, &settings, screen) {
        menu.set(Menu::ConfirmQuit);
    } else {
        exit.write(AppExit::Success);
    }
}

fn quit_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(
        ctx,
        "quit",
        "This game is not kept: saving on this device is off. Quit and lose it?",
        "Quit",
        "Go back",
    );
    if let Some(yes) = answer {
        if yes {
            exit.write(AppExit::Success);
        }
        menu.set(Menu::None);
    }
    Ok(())
}

/// The end window's part about the player: a new best, or why a win was
/// not counted, and the summary to share.
pub fn ending_lines(
    ui: &mut egui::Ui,
    round: &Round,
    data: &PlayerData,
    settings: &GameSettings,
    clipboard: &mut Clipboard,
) {
    if let Some(note) = &data.ending {
        if let Some(best) = &note.new_best {
            ui.label(
                egui::RichText::new(best)
                    .size(18.0)
                    .color(egui::Color32::from_rgb(255, 214, 120)),
            );
        }
        let person_won = round
            .ending()
            .is_some_and(|(headline, _)| headline == "You win!");
        if person_won
            && settings.settings.keeps_bests()
            && let Some(why) = &note.not_counted
        {
            ui.weak(format!("Not counted as a personal best: {why}."));
        }
    }
    if ui
        .button("Copy summary")
        .on_hover_text("One line about this game, without names, to share")
        .clicked()
    {
        let line = Summary::of_game(&round.game, round.config.players, Some(round.clock)).text();
        clipboard.copy(line);
    }
    if let Some((line, copied)) = &mut clipboard.shown {
        ui.weak(if *copied {
            "Copied to the clipboard:"
        } else {
            "No clipboard here: select the line and copy it."
        });
        let mut text = line.clone();
        ui.add(egui::TextEdit::singleline(&mut text).desired_width(420.0));
    }
}
