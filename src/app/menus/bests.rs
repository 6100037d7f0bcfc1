//! The player's own data in the windows: device saving and personal bests
//! in the settings, the bests, erasing them, "erase what was kept?" when
//! saving is turned off, and the end window's part about the player.

use crate::app::round::keeping::PlayerData;
use crate::app::round::play::Round;
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, UiLayers};
use crate::app::ui::clipboard::Clipboard;
use crate::app::ui::widgets::ask;
use crate::app::ui::widgets::modal;
use crate::app::ui::words::Words;
use crate::record::bests::Bests;
use crate::record::summary::Summary;
use crate::rules::Edition;
use crate::words::Notice;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            bests_window.run_if(in_state(Menu::Bests)),
            erase_window.run_if(in_state(Menu::EraseScores)),
            saving_off_window.run_if(in_state(Menu::SavingOff)),
        )
            .in_set(UiLayers::Windows),
    );
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
                    crate::words::short_clock_text(best.shortest_seconds.value),
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
            // Said, so the player knows the button did what it said.
            data.notice = Some(Notice::new("notice-erased", Vec::new()));
        }
        Err(why) => data.notice = Some(why),
    }
}

fn erase_window(
    mut contexts: EguiContexts,
    mut settings: ResMut<GameSettings>,
    mut data: ResMut<PlayerData>,
    mut menu: ResMut<NextState<Menu>>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(ctx, &words, "erase");
    if let Some(yes) = answer {
        if yes {
            // What the player asked is that nothing stays: saving turns off
            // with it, or the next move would write the game back.
            forget_erased(settings.erase_everything(), &mut data);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 50, item 10: an erase that worked says so.
    #[test]
    fn an_erase_says_it_is_done() {
        let mut data = PlayerData::default();
        forget_erased(Ok(()), &mut data);
        let said = data.notice.expect("a notice").to_string();
        assert!(said.starts_with("Erased:"), "{said}");
    }
}
