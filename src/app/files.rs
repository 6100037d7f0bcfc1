//! Saving a game as a record and opening records to watch, through dialogs
//! drawn inside the game window (the same on every desktop and under Xvfb).
//! Saving a game is the player's own act: it is allowed whatever the
//! device-saving setting says, and writes only the file the player names.

use super::replay::OpenReplay;
use super::round::{Round, clock_text};
use super::state::UiLayers;
use super::words::Words;
use crate::record::game::{GameRecord, PlayerTags, read_file, write_records};
use crate::record::settings::Player;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_file_dialog::{DialogState, FileDialog, FileDialogLabels};
use std::path::PathBuf;

/// Asks for the save dialog for the round being played.
#[derive(Message, Clone, Copy, Debug)]
pub struct SaveGame;

/// Asks for the open dialog, to watch a record.
#[derive(Message, Clone, Copy, Debug)]
pub struct WatchRecord;

/// The dialog open now, and what it is for.
#[derive(Resource, Default)]
struct Dialog {
    open: Option<(FileDialog, Purpose)>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Purpose {
    Save,
    Watch,
}

/// A message for the player about a file: saved, or why not.
#[derive(Resource, Default)]
pub struct FileNotice(pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveGame>()
        .add_message::<WatchRecord>()
        .init_resource::<Dialog>()
        .init_resource::<FileNotice>()
        .add_systems(Update, open_dialogs)
        .add_systems(
            EguiPrimaryContextPass,
            (show_dialog, show_notice).in_set(UiLayers::Windows),
        );
}

/// Where the dialogs start: a `games` folder in the player's data folder
/// (`$BAO_DATA_DIR/games`), made when a game is saved there.
pub fn games_folder() -> Option<PathBuf> {
    crate::record::data_dir().map(|dir| dir.join("games"))
}

fn open_dialogs(
    mut saves: MessageReader<SaveGame>,
    mut watches: MessageReader<WatchRecord>,
    mut dialog: ResMut<Dialog>,
    round: Res<Round>,
    words: Res<Words>,
) {
    let save = saves.read().last().is_some();
    let watch = watches.read().last().is_some();
    if !save && !watch {
        return;
    }
    let folder = games_folder();
    let records = words.get("files-records");
    let record = words.get("files-record");
    let mut file_dialog = FileDialog::new()
        .labels(dialog_labels(&words))
        .title(&words.get(if save {
            "files-save-title"
        } else {
            "files-watch-title"
        }))
        .add_file_filter_extensions(&records, vec!["bao"])
        .default_file_filter(&records)
        .add_save_extension(&record, "bao")
        .default_save_extension(&record);
    if save {
        if let Some(folder) = &folder {
            // The player asked to save: making the folder is part of it.
            let _ = std::fs::create_dir_all(folder);
        }
        let name = format!(
            "{}-{}.bao",
            round.game.edition(),
            crate::record::game::today().replace('.', "-")
        );
        file_dialog = file_dialog.default_file_name(&name);
    }
    if let Some(folder) = folder.filter(|f| f.is_dir()) {
        file_dialog = file_dialog.initial_directory(folder);
    }
    if save {
        file_dialog.save_file();
        dialog.open = Some((file_dialog, Purpose::Save));
    } else {
        file_dialog.pick_file();
        dialog.open = Some((file_dialog, Purpose::Watch));
    }
}

/// The file window's own words in the player's language.
fn dialog_labels(words: &Words) -> FileDialogLabels {
    FileDialogLabels {
        cancel: words.get("dialog-cancel"),
        overwrite: words.get("dialog-overwrite"),
        reload: words.get("dialog-reload"),
        working_directory: words.get("dialog-working-directory"),
        select_all: words.get("dialog-select-all"),
        show_hidden: words.get("dialog-show-hidden"),
        show_system_files: words.get("dialog-show-system-files"),
        heading_pinned: words.get("dialog-heading-pinned"),
        heading_places: words.get("dialog-heading-places"),
        heading_devices: words.get("dialog-heading-devices"),
        heading_removable_devices: words.get("dialog-heading-removable-devices"),
        home_dir: words.get("dialog-home-dir"),
        desktop_dir: words.get("dialog-desktop-dir"),
        documents_dir: words.get("dialog-documents-dir"),
        downloads_dir: words.get("dialog-downloads-dir"),
        audio_dir: words.get("dialog-audio-dir"),
        pictures_dir: words.get("dialog-pictures-dir"),
        videos_dir: words.get("dialog-videos-dir"),
        pin_folder: words.get("dialog-pin-folder"),
        unpin_folder: words.get("dialog-unpin-folder"),
        rename_pinned_folder: words.get("dialog-rename-pinned-folder"),
        selected_directory: words.get("dialog-selected-directory"),
        selected_file: words.get("dialog-selected-file"),
        selected_items: words.get("dialog-selected-items"),
        file_name: words.get("dialog-file-name"),
        file_filter_all_files: words.get("dialog-file-filter-all-files"),
        save_extension_any: words.get("dialog-save-extension-any"),
        open_button: words.get("dialog-open-button"),
        save_button: words.get("dialog-save-button"),
        cancel_button: words.get("dialog-cancel-button"),
        overwrite_file_modal_text: words.get("dialog-overwrite-file-modal-text"),
        err_empty_folder_name: words.get("dialog-err-empty-folder-name"),
        err_empty_file_name: words.get("dialog-err-empty-file-name"),
        err_directory_exists: words.get("dialog-err-directory-exists"),
        err_file_exists: words.get("dialog-err-file-exists"),
        ..FileDialogLabels::default()
    }
}

/// The round as a record: the players as the game shows them, a bot by its
/// level; `Result "*"` while the game goes on.
pub fn record_of(round: &Round) -> GameRecord {
    let tags = |side: Side| match round.config.player(side) {
        Player::Person => PlayerTags::person("Person"),
        Player::Bot(level) => PlayerTags::bot(level),
    };
    let mut record = GameRecord::from_game(&round.game, tags(Side::South), tags(Side::North));
    record.active_seconds = Some(round.clock.as_secs());
    record.date = Some(crate::record::game::today());
    record
}

fn show_dialog(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    round: Res<Round>,
    mut notice: ResMut<FileNotice>,
    mut watch: MessageWriter<OpenReplay>,
    words: Res<Words>,
) -> Result {
    let Some((file_dialog, purpose)) = dialog.open.as_mut() else {
        return Ok(());
    };
    let purpose = *purpose;
    let ctx = contexts.ctx_mut()?;
    file_dialog.update(ctx);
    let picked = match file_dialog.state() {
        DialogState::Open => return Ok(()),
        DialogState::Picked(path) => Some(path.clone()),
        _ => None,
    };
    dialog.open = None;
    let Some(path) = picked else {
        return Ok(());
    };
    match purpose {
        Purpose::Save => {
            let record = record_of(&round);
            notice.0 = Some(match write_records(&path, &[record]) {
                Ok(()) => words.with(
                    "files-saved",
                    &[
                        ("path", &path.display().to_string()),
                        ("moves", &round.game.moves().len().to_string()),
                        ("clock", &clock_text(round.clock)),
                    ],
                ),
                Err(e) => words.with(
                    "files-not-saved",
                    &[
                        ("path", &path.display().to_string()),
                        ("why", &e.to_string()),
                    ],
                ),
            });
        }
        Purpose::Watch => match read_file(&path) {
            Ok(games) => {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                watch.write(OpenReplay {
                    name,
                    games,
                    game: 0,
                    at: 0,
                });
            }
            Err(e) => {
                notice.0 = Some(words.with(
                    "files-cannot-watch",
                    &[
                        ("path", &path.display().to_string()),
                        ("why", &e.to_string()),
                    ],
                ))
            }
        },
    }
    Ok(())
}

fn show_notice(
    mut contexts: EguiContexts,
    mut notice: ResMut<FileNotice>,
    words: Res<Words>,
) -> Result {
    let Some(text) = notice.0.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    egui::Window::new(words.get("files-notice-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -60.0))
        .show(ctx, |ui| {
            ui.label(text);
            close = ui.button(words.get("ok")).clicked();
        });
    if close {
        notice.0 = None;
    }
    Ok(())
}
