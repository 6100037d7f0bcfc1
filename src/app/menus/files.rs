//! Saving a game as a record and opening records to watch, through dialogs
//! drawn inside the game window (the same on every desktop and under Xvfb).
//! Saving a game is the player's own act: it is allowed whatever the
//! device-saving setting says, and writes only the file the player names.

use crate::app::replay::play_on::PlayOnRequest;
use crate::app::replay::viewer::{OpenReplay, Replay};
use crate::app::round::play::{Round, clock_text};
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, Mode, Pause, UiLayers};
use crate::app::ui::words::Words;
use crate::app::wake::{self, LoopWaker};
use crate::record::game::{
    GameRecord, PlayerTags, ReadWatch, RecordError, RecordErrorKind, RecordedGame,
    read_file_watched, write_records,
};
use crate::record::settings::Player;
use crate::rules::Side;
use bevy::prelude::*;
use bevy::tasks::Task;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_file_dialog::{DialogState, FileDialog, FileDialogLabels};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// Asks for the save dialog: for the round being played, or for a record
/// being watched, as its text (with its review written in, when the viewer
/// has one).
#[derive(Message, Clone, Debug, Default)]
pub struct SaveGame(pub Option<RecordText>);

/// A record to save as it is: its text and how many moves it holds.
#[derive(Clone, Debug)]
pub struct RecordText {
    pub text: String,
    pub moves: usize,
}

/// Asks for the open dialog, to watch a record.
#[derive(Message, Clone, Copy, Debug)]
pub struct WatchRecord;

/// Asks for the open dialog, to go on playing a game saved as a file
/// ("Continue a saved game…" on the title screen): the record is opened
/// at its last move and played on from there, as the viewer's "Play on".
#[derive(Message, Clone, Copy, Debug)]
pub struct ContinueRecord;

/// The record being read is to be played on from its end, once open.
#[derive(Resource, Default)]
struct PlayOnWhenRead(bool);

/// The dialog open now, and what it is for; the folder the last one
/// picked a file in, where the next one opens (for this run of the game).
#[derive(Resource, Default)]
struct Dialog {
    open: Option<(FileDialog, Purpose)>,
    last_folder: Option<PathBuf>,
}

#[derive(Clone)]
enum Purpose {
    Save(Option<RecordText>),
    Watch,
    Continue,
}

/// Reads a record file for the replay viewer ("Watch a replay…", or
/// `--measure-reading`).
#[derive(Message, Clone, Debug)]
pub struct ReadRecord(pub PathBuf);

/// A record file being read for the replay viewer, off the main thread: a
/// file's proofs of never-ending moves may take seconds, and the window
/// keeps drawing meanwhile, with the part read and a Cancel button.
#[derive(Resource)]
pub struct Reading {
    path: PathBuf,
    /// The file's size, for the part read.
    bytes: usize,
    watch: Arc<ReadWatch>,
    task: Task<Result<Vec<RecordedGame>, RecordError>>,
}

/// A message for the player about a file: saved, or why not.
#[derive(Resource, Default)]
pub struct FileNotice(pub Option<String>);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SaveGame>()
        .add_message::<WatchRecord>()
        .add_message::<ContinueRecord>()
        .init_resource::<PlayOnWhenRead>()
        .init_resource::<Dialog>()
        .init_resource::<FileNotice>()
        .add_message::<ReadRecord>()
        // Esc (or any other way the menu closes) closes the file window.
        .add_systems(OnExit(Menu::Files), |mut dialog: ResMut<Dialog>| {
            dialog.open = None;
        })
        .add_systems(
            Update,
            (
                open_dialogs,
                start_reading,
                read_in_the_background,
                play_on_once_open,
            )
                .chain(),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (show_dialog, show_notice, reading_window).in_set(UiLayers::Windows),
        );
}

/// Where a dialog opens: the `games` folder of the player's data folder
/// (`$BAO_DATA_DIR/games`) when it is there; for a save
/// with device saving on, the `games` folder made now (the player lets
/// the game write there); otherwise the home folder, so that a dialog
/// opened with saving off and cancelled leaves nothing behind.
fn dialog_folder(save: bool, settings: &GameSettings) -> Option<PathBuf> {
    let games = settings.data_dir.as_ref().map(|dir| dir.join("games"));
    if let Some(folder) = games.as_ref().filter(|f| f.is_dir()) {
        return Some(folder.clone());
    }
    if save
        && let Some(folder) = games.filter(|_| settings.game_dir_to_write().is_some())
        && std::fs::create_dir_all(&folder).is_ok()
    {
        return Some(folder);
    }
    std::env::var_os("HOME")
        .filter(|home| !home.is_empty())
        .map(PathBuf::from)
        .filter(|home| home.is_dir())
}

fn open_dialogs(
    mut saves: MessageReader<SaveGame>,
    mut watches: MessageReader<WatchRecord>,
    mut continues: MessageReader<ContinueRecord>,
    mut dialog: ResMut<Dialog>,
    round: Res<Round>,
    settings: Res<GameSettings>,
    mut menu: ResMut<NextState<Menu>>,
    words: Res<Words>,
) {
    let saved = saves.read().last().cloned();
    let save = saved.is_some();
    let resume = continues.read().last().is_some();
    let watch = watches.read().last().is_some() || resume;
    if !save && !watch {
        return;
    }
    let folder = dialog
        .last_folder
        .clone()
        .filter(|f| f.is_dir())
        .or_else(|| dialog_folder(save, &settings));
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
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        file_dialog = file_dialog.default_file_name(&record_file_name(&round, now));
    }
    if let Some(folder) = folder {
        file_dialog = file_dialog.initial_directory(folder);
    }
    // The file window owns the keyboard while it is open.
    menu.set(Menu::Files);
    if save {
        file_dialog.save_file();
        let text = saved.and_then(|SaveGame(text)| text);
        dialog.open = Some((file_dialog, Purpose::Save(text)));
    } else {
        file_dialog.pick_file();
        let purpose = if resume {
            Purpose::Continue
        } else {
            Purpose::Watch
        };
        dialog.open = Some((file_dialog, purpose));
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
    record.date = Some(crate::record::Date::today().to_string());
    record
}

fn show_dialog(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    mut round: ResMut<Round>,
    mut notice: ResMut<FileNotice>,
    mut reads: MessageWriter<ReadRecord>,
    mut play_on: ResMut<PlayOnWhenRead>,
    mut menu: ResMut<NextState<Menu>>,
    words: Res<Words>,
) -> Result {
    let Some((file_dialog, purpose)) = dialog.open.as_mut() else {
        return Ok(());
    };
    let purpose = purpose.clone();
    let ctx = contexts.ctx_mut()?;
    file_dialog.update(ctx);
    let picked = match file_dialog.state() {
        DialogState::Open => return Ok(()),
        DialogState::Picked(path) => Some(path.clone()),
        _ => None,
    };
    dialog.open = None;
    menu.set(Menu::None);
    let Some(path) = picked else {
        return Ok(());
    };
    dialog.last_folder = path.parent().map(PathBuf::from);
    match purpose {
        Purpose::Save(text) => {
            let path = record_path(path);
            let recorded = text.is_some();
            let (written, moves, clock) = match text {
                Some(RecordText { text, moves }) => (
                    crate::record::write_atomic(&path, text.as_bytes()),
                    moves,
                    None,
                ),
                None => (
                    write_records(&path, &[record_of(&round)]),
                    round.moves_played(),
                    Some(round.clock),
                ),
            };
            if written.is_ok() && !recorded {
                round.saved_at = Some(round.game.moves().len());
            }
            notice.0 = Some(match written {
                Ok(()) => words.with(
                    "files-saved",
                    &[
                        ("path", &path.display().to_string()),
                        ("moves", &moves.to_string()),
                        ("clock", &clock.map_or("-".to_string(), clock_text)),
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
        Purpose::Watch | Purpose::Continue => {
            play_on.0 = matches!(purpose, Purpose::Continue);
            reads.write(ReadRecord(path));
        }
    }
    Ok(())
}

/// Starts reading a record file for the replay viewer, off the main thread.
fn start_reading(
    mut reads: MessageReader<ReadRecord>,
    mut commands: Commands,
    waker: Res<LoopWaker>,
) {
    let Some(ReadRecord(path)) = reads.read().last().cloned() else {
        return;
    };
    let watch = Arc::new(ReadWatch::default());
    let bytes = std::fs::metadata(&path).map_or(0, |m| m.len() as usize);
    let task = {
        let (path, watch) = (path.clone(), watch.clone());
        wake::spawn(&waker, move || {
            // As a bot's search: the frame keeps the CPU it needs.
            let _lowered = crate::app::round::bot::LowerPriority::now();
            read_file_watched(&path, &watch)
        })
    };
    commands.insert_resource(Reading {
        path,
        bytes,
        watch,
        task,
    });
}

/// Once the record is read: the replay viewer opens on it, or the player
/// is told why it cannot be watched (nothing, when they cancelled).
fn read_in_the_background(
    reading: Option<ResMut<Reading>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut notice: ResMut<FileNotice>,
    mut watch: MessageWriter<OpenReplay>,
    mut play_on: ResMut<PlayOnWhenRead>,
    mut commands: Commands,
    words: Res<Words>,
    waker: Res<LoopWaker>,
) {
    let Some(mut reading) = reading else {
        return;
    };
    // The window's Cancel says Esc: Esc cancels too.
    if keys.just_pressed(KeyCode::Escape) {
        reading.watch.cancel.store(true, Ordering::Relaxed);
    }
    let Some(result) = wake::poll(&mut reading.task, &waker) else {
        return;
    };
    commands.remove_resource::<Reading>();
    let path = &reading.path;
    match result {
        Ok(games) => {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            // To play on: the file's last game, at its last move.
            let (game, at) = match games.last() {
                Some(last) if play_on.0 => (games.len() - 1, last.plies()),
                _ => (0, 0),
            };
            watch.write(OpenReplay {
                name,
                games,
                game,
                at,
            });
        }
        Err(e) if e.kind == RecordErrorKind::Cancelled => play_on.0 = false,
        Err(e) => {
            play_on.0 = false;
            notice.0 = Some(words.with(
                "files-cannot-watch",
                &[
                    ("path", &path.display().to_string()),
                    ("why", &e.to_string()),
                ],
            ))
        }
    }
}

/// "Continue a saved game…": once the viewer shows the record's last
/// move, it is played on, as the viewer's "Play on from here" does.
fn play_on_once_open(
    mut play_on: ResMut<PlayOnWhenRead>,
    replay: Option<Res<Replay>>,
    round: Res<Round>,
    reading: Option<Res<Reading>>,
    mut requests: MessageWriter<PlayOnRequest>,
) {
    if !play_on.0 || reading.is_some() {
        return;
    }
    let Some(replay) = replay else { return };
    if replay.ply == replay.plies() && round.game.moves().len() == replay.ply {
        play_on.0 = false;
        requests.write(PlayOnRequest);
    }
}

/// "Reading <name>…", how much is read, and Cancel.
fn reading_window(
    mut contexts: EguiContexts,
    reading: Option<Res<Reading>>,
    words: Res<Words>,
) -> Result {
    let Some(reading) = reading else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let done = reading.watch.bytes_done.load(Ordering::Relaxed);
    let part = if reading.bytes == 0 {
        0.0
    } else {
        (done as f32 / reading.bytes as f32).min(1.0)
    };
    let name = reading
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    egui::Window::new(words.get("files-notice-title"))
        .id(egui::Id::new(("reading", "record")))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.label(words.with("files-reading", &[("name", &name)]));
            ui.add(egui::ProgressBar::new(part).show_percentage());
            if ui.button(words.get("cancel")).clicked() {
                reading.watch.cancel.store(true, Ordering::Relaxed);
            }
        });
    // Frames keep coming while the task works, so the bar moves.
    ctx.request_repaint();
    Ok(())
}

/// The notice as a window where the HUD's bottom bar does not show it (the
/// title screen, a replay, the pause screen, where a save is made); over a
/// running round the bar shows it ([`notice_row`]), so it never covers a
/// pit (issue 50).
fn show_notice(
    mut contexts: EguiContexts,
    mut notice: ResMut<FileNotice>,
    (mode, pause): (Option<Res<State<Mode>>>, Option<Res<State<Pause>>>),
    words: Res<Words>,
) -> Result {
    let in_the_bar = mode.is_some_and(|m| m.get().is_played())
        && pause.is_some_and(|p| *p.get() == Pause::Running);
    if notice.0.is_none() || in_the_bar {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(words.get("files-notice-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -60.0))
        .show(ctx, |ui| notice_row(ui, &mut notice, &words));
    Ok(())
}

/// What a save or a read has to say ("Saved to …"), with OK to close it.
pub(crate) fn notice_row(ui: &mut egui::Ui, notice: &mut FileNotice, words: &Words) {
    let Some(text) = notice.0.clone() else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(text);
        if ui.button(words.get("ok")).clicked() {
            notice.0 = None;
        }
    });
}

/// The file a save writes: the name the player typed, with `.bao` once.
/// The dialog selects the name without its extension, so typing
/// `kisw1.bao` over it gives `kisw1.bao.bao`; a name typed with no
/// extension at all gets one, so the replay's "open" finds it.
fn record_path(mut path: PathBuf) -> PathBuf {
    let Some(name) = path.file_name().and_then(|n| n.to_str()).map(String::from) else {
        return path;
    };
    let mut stem = name.as_str();
    while let Some(shorter) = stem.strip_suffix(".bao") {
        stem = shorter;
    }
    if stem != name || std::path::Path::new(&name).extension().is_none() {
        path.set_file_name(format!("{stem}.bao"));
    }
    path
}

/// A record's default file name: the edition, the date and time (UTC) and
/// the players, so the second game of a day never asks to overwrite the
/// first: `kujifunza-2026-12-01-201530-person-vs-hodari3.bao`.
fn record_file_name(round: &Round, seconds_since_epoch: u64) -> String {
    let day = crate::record::Date::of_day(i64::try_from(seconds_since_epoch / 86_400).unwrap_or(0));
    let s = seconds_since_epoch % 86_400;
    let player = |side: Side| match round.config.player(side) {
        Player::Person => "person".to_string(),
        Player::Bot(level) => format!("{}{}", level.name.to_lowercase(), level.number),
    };
    format!(
        "{}-{}-{:02}{:02}{:02}-{}-vs-{}.bao",
        round.game.edition(),
        day.dashed(),
        s / 3600,
        s / 60 % 60,
        s % 60,
        player(Side::South),
        player(Side::North)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_record_ends_in_one_bao() {
        for (typed, saved) in [
            ("kisw1.bao", "kisw1.bao"),
            ("kisw1.bao.bao", "kisw1.bao"),
            ("kisw1", "kisw1.bao"),
            ("my.game.bao.bao", "my.game.bao"),
            ("notes.txt", "notes.txt"),
        ] {
            let path = record_path(PathBuf::from("games").join(typed));
            assert_eq!(path, PathBuf::from("games").join(saved), "{typed}");
        }
    }

    #[test]
    fn a_record_is_named_by_its_edition_time_and_players() {
        let round = Round::default();
        // 2026-12-01 20:15:30 UTC.
        let at = 20_788 * 86_400 + 20 * 3600 + 15 * 60 + 30;
        assert_eq!(
            record_file_name(&round, at),
            "kujifunza-2026-12-01-201530-person-vs-hodari3.bao"
        );
        assert_ne!(
            record_file_name(&round, at),
            record_file_name(&round, at + 1)
        );
    }
}
