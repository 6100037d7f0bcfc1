//! The player's windows about their own data (egui): device saving and
//! personal bests in the settings, the bests, erasing, the confirmations
//! (saving turned off, taking a move back between two people, quitting a
//! game that is not kept), and the summary line to share.

use super::data::PlayerData;
use super::leaving::{Go, PendingLeave};
use super::round::{Round, Undo};
use super::settings::GameSettings;
use super::state::{Menu, Screen, Turn, UiLayers};
use super::widgets::modal;
use super::words::Words;
use crate::record::bests::Bests;
use crate::record::summary::Summary;
use crate::rules::Edition;
use crate::words::Notice;
use bevy::prelude::*;
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
                leave_window.run_if(in_state(Menu::ConfirmLeave)),
                notices_window.run_if(in_state(Screen::Playing)),
            )
                .in_set(UiLayers::Windows),
        );
}

/// A question in a modal window: the text, then two buttons. Returns which
/// was pressed (Esc or a click beside it is the second).
/// A question with two answers; `id` names the window and its messages:
/// `ask-<id>` (the question), `ask-<id>-yes` and `ask-<id>-no`.
fn ask(ctx: &egui::Context, words: &Words, id: &str) -> Option<bool> {
    let text = words.get(&format!("ask-{id}"));
    let yes = words.get(&format!("ask-{id}-yes"));
    let no = words.get(&format!("ask-{id}-no"));
    let response = modal(id).show(ctx, |ui| {
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

fn bests_table(ui: &mut egui::Ui, bests: &Bests, words: &Words) {
    if bests.is_empty() {
        ui.label(words.get("bests-none"));
        return;
    }
    egui::Grid::new("bests")
        .striped(true)
        .num_columns(5)
        .show(ui, |ui| {
            for heading in [
                "bests-edition",
                "bests-bot",
                "bests-wins",
                "bests-fewest-moves",
                "bests-shortest-time",
            ] {
                ui.strong(words.get(heading));
            }
            ui.end_row();
            for (key, best) in bests.iter() {
                let mut edition = key.edition().title().to_string();
                if key.edition() == Edition::Kiswahili {
                    let takasia = words.takasia(key.takasia() != Some(false));
                    edition.push_str(&format!(" ({takasia})"));
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
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let response = modal("bests").show(ctx, |ui| {
        ui.heading(words.get("bests-title"));
        if !settings.settings.keeps_bests() {
            ui.label(egui::RichText::new(words.get("bests-not-kept")).weak());
        }
        ui.add_space(6.0);
        bests_table(ui, &data.bests, &words);
        ui.add_space(8.0);
        ui.button(words.get("close")).clicked()
    });
    if response.inner || response.should_close() {
        menu.set(Menu::None);
    }
    Ok(())
}

/// After an erase, the game forgets the bests and the saved game it had
/// read, or shows why the erase failed.
fn forget_erased(erased: Result<(), Notice>, data: &mut PlayerData) {
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
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(ctx, &words, "erase");
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
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(ctx, &words, "forget");
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
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(ctx, &words, "undo");
    if let Some(yes) = answer {
        if yes {
            undo.write(Undo);
        }
        menu.set(Menu::None);
    }
    Ok(())
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
    egui::Window::new(words.get("files-notice-title"))
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

fn leave_window(
    mut contexts: EguiContexts,
    mut pending: ResMut<PendingLeave>,
    mut menu: ResMut<NextState<Menu>>,
    mut go: Go,
    words: Res<Words>,
) -> Result {
    let Some((_, question)) = &pending.0 else {
        menu.set(Menu::None);
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let answer = ask(ctx, &words, question);
    if let Some(yes) = answer {
        let (leaving, _) = pending.0.take().expect("a way out is waiting");
        if yes {
            go.to(leaving);
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
    words: &Words,
) {
    if let Some(note) = &data.ending {
        if let Some(best) = &note.new_best {
            ui.label(
                egui::RichText::new(best)
                    .size(18.0)
                    .color(egui::Color32::from_rgb(255, 214, 120)),
            );
        }
        if round.solo_person_won()
            && settings.settings.keeps_bests()
            && let Some(why) = &note.not_counted
        {
            ui.weak(words.with("bests-not-counted", &[("why", why)]));
        }
    }
    if ui
        .button(words.get("summary-copy"))
        .on_hover_text(words.get("summary-copy-hover"))
        .clicked()
    {
        let line =
            Summary::of_game(&round.game, round.config.players, Some(round.clock)).said(words);
        clipboard.copy(line);
    }
    if let Some((line, copied)) = &mut clipboard.shown {
        ui.weak(words.get(if *copied {
            "summary-copied"
        } else {
            "summary-no-clipboard"
        }));
        let mut text = line.clone();
        ui.add(egui::TextEdit::singleline(&mut text).desired_width(420.0));
    }
}
